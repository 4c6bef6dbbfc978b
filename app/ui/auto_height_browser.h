// A read-only text view as tall as its content, so a column of them scrolls as one page.
#pragma once

#include <QTextBrowser>

class AutoHeightBrowser : public QTextBrowser {
  Q_OBJECT

 public:
  explicit AutoHeightBrowser(QWidget* parent = nullptr);
  void appendAtEnd(const QString& text);  // inserts at the end without re-laying out the rest

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  void fitHeight();
};
