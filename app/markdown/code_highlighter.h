// Colours a code block of an answer by its fence's language: keywords, strings, comments and
// numbers, with rules per family of languages (C-like, Python, shell, JSON, ...). Small on
// purpose: a reader scanning an answer needs the structure, not an IDE's precision. Unknown
// languages get strings, numbers and the common comment forms. Colours follow the palette's
// lightness so they read on light and dark themes.
#pragma once

#include <QList>
#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

class CodeHighlighter : public QSyntaxHighlighter {
  Q_OBJECT

 public:
  // `language`: the fence's info string ("cpp", "python", "sh", ...), any case.
  CodeHighlighter(QTextDocument* document, const QString& language, bool darkBackground);

 protected:
  void highlightBlock(const QString& text) override;

 private:
  struct Rule {
    QRegularExpression pattern;
    QTextCharFormat format;
  };
  void addRule(const QString& pattern, const QTextCharFormat& format);

  QList<Rule> rules_;  // later rules win where they overlap (strings and comments come last)
  bool blockComments_ = false;  // /* ... */ may span lines
  QTextCharFormat commentFormat_;
};
