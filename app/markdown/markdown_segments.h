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

// The end of the first run of complete blocks of `markdown` that starts at `from` and is at least
// `minLength` characters long: a block ends after a blank line outside a fenced code block, or
// after a closing fence line. Only whole lines count. Returns `from` when there is none yet.
// Text before the result keeps its rendering whatever is appended (up to Markdown's rare
// cross-block constructs: loose lists, reference links defined later), so a streaming answer
// can render it once.
int completeMarkdownBlocks(const QString& markdown, int from, int minLength);
