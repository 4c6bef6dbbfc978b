#include "ui/auto_height_browser.h"

#include <QScrollBar>
#include <QTextCursor>
#include <cmath>

AutoHeightBrowser::AutoHeightBrowser(QWidget* parent) : QTextBrowser(parent) {
  setFrameShape(QFrame::NoFrame);
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
  setOpenExternalLinks(true);
  setTextInteractionFlags(Qt::TextBrowserInteraction | Qt::TextSelectableByKeyboard);
  viewport()->setAutoFillBackground(false);
  setAutoFillBackground(false);
  connect(document(), &QTextDocument::contentsChanged, this, &AutoHeightBrowser::fitHeight);
}

void AutoHeightBrowser::appendAtEnd(const QString& text) {
  QTextCursor cursor(document());
  cursor.movePosition(QTextCursor::End);
  cursor.insertText(text);
}

void AutoHeightBrowser::resizeEvent(QResizeEvent* event) {
  QTextBrowser::resizeEvent(event);
  fitHeight();
}

void AutoHeightBrowser::fitHeight() {
  // setTextWidth lays the whole document out again even when the width is the same; only the
  // changed text needs layout while an answer streams in.
  if (document()->textWidth() != viewport()->width()) document()->setTextWidth(viewport()->width());
  const int height = static_cast<int>(std::ceil(document()->size().height())) + 2 * frameWidth() +
                     contentsMargins().top() + contentsMargins().bottom();
  if (height != this->height()) setFixedHeight(height);
}
