// A long Markdown answer streams into a MessageWidget: complete blocks are rendered once while it
// streams (in chunks), the plain-text tail stays short, and finishing keeps the rendered chunks
// instead of rendering the whole answer again.
#include <QTest>
#include <QTextBrowser>

#include "ui/message_widget.h"

namespace {

QString longAnswer() {
  QString text = " Here is the plan.\n\n";
  for (int i = 0; text.size() < 12000; ++i) {
    text += QString("Paragraph %1 explains the *next* step in detail.\n\n```cpp\n").arg(i);
    for (int line = 0; line < 8; ++line) text += QString("int f%1_%2();\n").arg(i).arg(line);
    text += "```\n\n";
  }
  return text + "The end.";
}

QStringList shownTexts(const MessageWidget& widget) {
  QStringList texts;
  for (QTextBrowser* view : widget.findChildren<QTextBrowser*>())
    if (view->isVisibleTo(&widget)) texts << view->toPlainText();
  return texts;
}

}  // namespace

class MessageStreamingTest : public QObject {
  Q_OBJECT

 private slots:
  void completeBlocksAreRenderedOnceWhileStreaming() {
    const QString answer = longAnswer();
    ChatMessage message;
    message.role = MessageRole::Assistant;
    MessageWidget widget(message, true);
    widget.resize(700, 400);
    widget.show();
    QList<QTextBrowser*> early;
    for (int at = 0; at < answer.size(); at += 5) {
      widget.appendText(answer.mid(at, 5));
      widget.flushPending();
      QVERIFY2(widget.streamedText().size() < 2500, "the plain-text tail stays short");
      if (early.isEmpty() && widget.renderedChunks() == 2) {
        for (QTextBrowser* view : widget.findChildren<QTextBrowser*>())
          if (view->toPlainText() != widget.streamedText()) early << view;  // not the tail
      }
    }
    QVERIFY(widget.renderedChunks() >= 5);
    QVERIFY(!early.isEmpty());
    const int chunksBeforeFinish = widget.renderedChunks();

    widget.showFinished(answer);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCoreApplication::processEvents();  // children added to a shown widget show queued
    QCOMPARE(widget.streamedText(), QString());
    QCOMPARE(widget.renderedChunks(), chunksBeforeFinish + 1);  // only the tail was rendered
    const QList<QTextBrowser*> after = widget.findChildren<QTextBrowser*>();
    for (QTextBrowser* view : early) QVERIFY(after.contains(view));  // the same widgets

    // What is shown is what a finished answer shows when rendered in one go.
    MessageWidget reopened(message, false);
    reopened.showFinished(answer);
    QCOMPARE(shownTexts(widget), shownTexts(reopened));
    QVERIFY(shownTexts(widget).first().startsWith("Here is the plan."));
    QCOMPARE(shownTexts(widget).last(), QString("The end."));
  }
};

QTEST_MAIN(MessageStreamingTest)
#include "ui_message_streaming.moc"
