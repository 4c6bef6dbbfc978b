// Splits a Markdown message into prose and fenced code blocks, so that each code block can be
// shown with its own copy button.
#pragma once

#include <QList>
#include <QString>

struct MarkdownSegment {
  bool isCode = false;
  QString language;  // the info string after the opening fence (code only)
  QString text;      // Markdown for prose; the raw code, without fences, for code
};

// An unclosed fence runs to the end of the text (a streaming or cut-off answer).
QList<MarkdownSegment> splitMarkdown(const QString& markdown);
