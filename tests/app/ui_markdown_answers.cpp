// Answers are Markdown rendered by md4c with raw HTML kept as text: a "<vector>" in prose, a
// "<div>" or "<script>" block, shown verbatim with everything after them, both while streaming
// and when reopened from history; single newlines stay line breaks; code blocks are highlighted;
// "Copy answer" copies the whole Markdown text.
#include <QApplication>
#include <QClipboard>
#include <QSyntaxHighlighter>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextLayout>
#include <QToolButton>

#include "markdown/markdown_html.h"
#include "ui/message_widget.h"

namespace {

const QString kAnswer = QStringLiteral(
    " Use a std::<vector> of ints; <b>this</b> is not bold.\n"
    "A single newline keeps this on its own line.\n\n"
    "<div>\nInside a div\n</div>\n\n"
    "<script>alert(1)</script>\n\n"
    "```python\ndef area(r):\n    return 3.14 * r * r  # circle\n```\n\n"
    "The end & after.");

QString shownText(const MessageWidget& widget) {
  QStringList texts;
  for (QTextBrowser* view : widget.findChildren<QTextBrowser*>())
    if (view->isVisibleTo(&widget)) texts << view->toPlainText();
  return texts.join('\n');
}

void verifyEverythingShown(const QString& shown) {
  for (const char* part :
       {"Use a std::<vector> of ints; <b>this</b> is not bold.\nA single newline",
        "<div>\nInside a div\n</div>", "<script>alert(1)</script>",
        "def area(r):", "The end & after."}) {
    QVERIFY2(shown.contains(QString::fromUtf8(part)),
             qPrintable("missing: " + QString(part) + "\nshown:\n" + shown));
  }
}

ChatMessage answer(const QString& text) {
  ChatMessage message;
  message.role = MessageRole::Assistant;
  message.content = text;
  message.finishReason = "stop";
  return message;
}

}  // namespace

class MarkdownAnswersTest : public QObject {
  Q_OBJECT

 private slots:
  void rawHtmlIsEscapedByTheRenderer() {
    const QString html = markdownToHtml("a <vector> b\n\n<div>x</div>");
    QVERIFY2(html.contains("a &lt;vector&gt; b"), qPrintable(html));
    QVERIFY2(html.contains("&lt;div&gt;x&lt;/div&gt;"), qPrintable(html));
    QVERIFY(!html.contains("<div>"));
  }

  // TESSERA_SCREENSHOT_MARKDOWN: where to save the answer as shown.
  void rawTagsStayVerbatimFromHistory() {
    MessageWidget widget(answer(kAnswer), false);
    widget.resize(700, 600);
    verifyEverythingShown(shownText(widget));
    const QString shot = qEnvironmentVariable("TESSERA_SCREENSHOT_MARKDOWN");
    if (shot.isEmpty()) return;
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    QTest::qWait(50);  // each text view fits its height to the width it got
    widget.resize(640, widget.sizeHint().height());
    QTest::qWait(50);
    QVERIFY(widget.grab().save(shot));
  }

  void rawTagsStayVerbatimWhileStreaming() {
    MessageWidget widget(answer(QString()), true);
    widget.resize(700, 600);
    widget.show();
    for (int at = 0; at < kAnswer.size(); at += 3) {
      widget.appendText(kAnswer.mid(at, 3));
      widget.flushPending();
    }
    verifyEverythingShown(shownText(widget));  // rendered chunks and the plain tail
    widget.showFinished(kAnswer);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCoreApplication::processEvents();  // children added to a shown widget show queued
    verifyEverythingShown(shownText(widget));
  }

  void codeBlocksAreHighlighted() {
    MessageWidget widget(answer(kAnswer), false);
    QTextBrowser* code = nullptr;
    for (QTextBrowser* view : widget.findChildren<QTextBrowser*>())
      if (view->toPlainText().startsWith("def area")) code = view;
    QVERIFY(code);
    QVERIFY(code->document()->findChild<QSyntaxHighlighter*>());
    const QList<QTextLayout::FormatRange> formats =
        code->document()->firstBlock().layout()->formats();
    bool keyword = false;
    for (const QTextLayout::FormatRange& range : formats)
      keyword |= range.start == 0 && range.length == 3 && range.format.fontWeight() == QFont::Bold;
    QVERIFY2(keyword, "'def' is drawn as a keyword");
    const QTextBlock second = code->document()->firstBlock().next();
    bool comment = false;
    for (const QTextLayout::FormatRange& range : second.layout()->formats())
      comment |= second.text().mid(range.start, range.length).contains("# circle") &&
                 range.format.fontItalic();
    QVERIFY2(comment, "the '# circle' comment is drawn as a comment");
  }

  void copyAnswerCopiesTheWholeMarkdown() {
    MessageWidget widget(answer(kAnswer), false);
    auto* copy = widget.findChild<QToolButton*>("copyAnswer");
    QVERIFY(copy);
    QApplication::clipboard()->clear();
    copy->click();
    QCOMPARE(QApplication::clipboard()->text(), kAnswer.mid(1));  // without the leading space
  }
};

QTEST_MAIN(MarkdownAnswersTest)
#include "ui_markdown_answers.moc"
