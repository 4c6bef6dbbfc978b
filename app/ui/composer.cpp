#include "ui/composer.h"

#include <QKeyEvent>

Composer::Composer(QWidget* parent) : QPlainTextEdit(parent) {
  setPlaceholderText(tr("Write a message… (Enter sends, Shift+Enter for a new line)"));
  setTabChangesFocus(true);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void Composer::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange)
    setPlaceholderText(tr("Write a message… (Enter sends, Shift+Enter for a new line)"));
  QPlainTextEdit::changeEvent(event);
}

QSize Composer::sizeHint() const {
  return {QPlainTextEdit::sizeHint().width(), fontMetrics().lineSpacing() * 3 + 16};
}

void Composer::keyPressEvent(QKeyEvent* event) {
  const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
  if (enter && !(event->modifiers() & Qt::ShiftModifier)) {
    emit submitted(toPlainText());
    return;
  }
  if (enter) {
    insertPlainText("\n");
    return;
  }
  QPlainTextEdit::keyPressEvent(event);
}
