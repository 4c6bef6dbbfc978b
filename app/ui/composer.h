// Where the user types: Enter sends, Shift+Enter starts a new line.
#pragma once

#include <QPlainTextEdit>

class Composer : public QPlainTextEdit {
  Q_OBJECT

 public:
  explicit Composer(QWidget* parent = nullptr);
  QSize sizeHint() const override;

 signals:
  void submitted(const QString& text);

 protected:
  void changeEvent(QEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
};
