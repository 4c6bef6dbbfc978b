// Turns the Markdown of an answer into the HTML a QTextBrowser shows, with md4c (the CommonMark
// parser Qt itself uses) and its HTML renderer. Raw HTML in an answer is text, not markup
// (MD_FLAG_NOHTML): a model writing "<vector>" or "<div>" in prose means those characters, and
// rich text would swallow them and everything after. A single newline stays a line break, as
// the model wrote it, instead of CommonMark's joining of lines.
#pragma once

#include <QString>

QString markdownToHtml(const QString& markdown);
