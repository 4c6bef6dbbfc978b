#include "markdown/markdown_segments.h"

#include <QStringList>

namespace {

// A fence line is ``` or ~~~ (three or more), indented by at most three spaces.
bool isFence(const QString& line, QString* fence, QString* info) {
  int indent = 0;
  while (indent < line.size() && line[indent] == ' ') ++indent;
  if (indent > 3) return false;
  const QString rest = line.mid(indent);
  for (QChar mark : {QChar('`'), QChar('~')}) {
    int n = 0;
    while (n < rest.size() && rest[n] == mark) ++n;
    if (n >= 3) {
      *fence = QString(n, mark);
      *info = rest.mid(n).trimmed();
      return true;
    }
  }
  return false;
}

}  // namespace

QList<MarkdownSegment> splitMarkdown(const QString& markdown) {
  QList<MarkdownSegment> segments;
  bool inCode = false;
  QString language;
  QString openFence;
  QStringList lines;
  auto flush = [&] {
    const QString text = lines.join('\n');
    if (inCode || !text.trimmed().isEmpty()) segments.append({inCode, language, text});
    lines.clear();
    language.clear();
  };
  for (const QString& line : markdown.split('\n')) {
    QString fence, info;
    const bool fenceLine = isFence(line, &fence, &info);
    if (!inCode && fenceLine) {
      flush();
      inCode = true;
      language = info;
      openFence = fence;
    } else if (inCode && fenceLine && info.isEmpty() && fence.startsWith(openFence)) {
      flush();
      inCode = false;
    } else {
      lines.append(line);
    }
  }
  flush();
  return segments;
}

int completeMarkdownBlocks(const QString& markdown, int from, int minLength) {
  bool inCode = false;
  QString openFence;
  for (int start = from; start < markdown.size();) {
    const int newline = markdown.indexOf('\n', start);
    if (newline < 0) break;  // a line still being written
    const QString line = markdown.mid(start, newline - start);
    start = newline + 1;
    QString fence, info;
    const bool fenceLine = isFence(line, &fence, &info);
    if (!inCode && fenceLine) {
      inCode = true;
      openFence = fence;
    } else if (inCode && fenceLine && info.isEmpty() && fence.startsWith(openFence)) {
      inCode = false;
      if (start - from >= minLength) return start;
    } else if (!inCode && line.trimmed().isEmpty() && start - from >= minLength) {
      return start;
    }
  }
  return from;
}
