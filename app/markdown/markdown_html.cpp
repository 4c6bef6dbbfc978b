#include "markdown/markdown_html.h"

#include <md4c-html.h>

#include <QByteArray>
#include <QStringList>

namespace {

// Two trailing spaces make a line end a hard break in CommonMark; where a break means nothing
// (the last line of a paragraph, a heading, a table row) they are ignored.
QString withHardBreaks(const QString& markdown) {
  QStringList lines = markdown.split('\n');
  for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
    if (!lines[i].trimmed().isEmpty() && !lines[i].endsWith(QLatin1String("  ")))
      lines[i] += QLatin1String("  ");
  }
  return lines.join('\n');
}

void appendOutput(const MD_CHAR* text, MD_SIZE size, void* html) {
  static_cast<QByteArray*>(html)->append(text, static_cast<qsizetype>(size));
}

}  // namespace

QString markdownToHtml(const QString& markdown) {
  const QByteArray input = withHardBreaks(markdown).toUtf8();
  QByteArray html;
  const unsigned parser = MD_FLAG_NOHTML | MD_FLAG_TABLES | MD_FLAG_STRIKETHROUGH |
                          MD_FLAG_TASKLISTS | MD_FLAG_PERMISSIVEURLAUTOLINKS |
                          MD_FLAG_PERMISSIVEWWWAUTOLINKS;
  if (md_html(input.constData(), static_cast<MD_SIZE>(input.size()), appendOutput, &html, parser,
              0) != 0) {
    // md4c fails only when out of memory; the text itself is still worth showing.
    return QStringLiteral("<p style=\"white-space: pre-wrap\">%1</p>")
        .arg(markdown.toHtmlEscaped());
  }
  // Qt's rich text draws no table grid unless asked.
  html.replace("<table>", "<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\">");
  // The newline md4c ends the last block with would be a trailing space in Qt's rich text.
  return QString::fromUtf8(html).trimmed();
}
