// Splitting an answer into prose and fenced code blocks (each code block gets a copy button).
#include <QTest>

#include "markdown/markdown_segments.h"

class MarkdownSegmentsTest : public QObject {
  Q_OBJECT

 private slots:
  void proseAndCodeAlternate() {
    const auto segments =
        splitMarkdown("Use this:\n\n```cpp\nint main() {\n  return 0;\n}\n```\nDone.");
    QCOMPARE(segments.size(), 3);
    QVERIFY(!segments[0].isCode);
    QCOMPARE(segments[0].text, QString("Use this:\n"));
    QVERIFY(segments[1].isCode);
    QCOMPARE(segments[1].language, QString("cpp"));
    QCOMPARE(segments[1].text, QString("int main() {\n  return 0;\n}"));
    QCOMPARE(segments[2].text, QString("Done."));
  }

  void anUnclosedFenceRunsToTheEnd() {
    const auto segments = splitMarkdown("```\nprint(1)\nprint(2)");
    QCOMPARE(segments.size(), 1);
    QVERIFY(segments[0].isCode);
    QCOMPARE(segments[0].text, QString("print(1)\nprint(2)"));
  }

  void aShorterOrDifferentFenceDoesNotCloseTheBlock() {
    const auto segments = splitMarkdown("````md\n```\ninner\n~~~\n````");
    QCOMPARE(segments.size(), 1);
    QCOMPARE(segments[0].text, QString("```\ninner\n~~~"));
  }

  void textWithoutFencesIsOneProseSegment() {
    const auto segments = splitMarkdown("Just *words*.");
    QCOMPARE(segments.size(), 1);
    QVERIFY(!segments[0].isCode);
  }

  void completeBlocksEndAtBlankLinesAndClosingFences() {
    const QString text = "Intro line\n\n```py\nx = 1\n\ny = 2\n```\nafter";
    QCOMPARE(completeMarkdownBlocks(text, 0, 0), 12);   // after "Intro line\n\n"
    QCOMPARE(completeMarkdownBlocks(text, 0, 13), 35);  // the blank line in the code is no end
    QCOMPARE(text.mid(35), QString("after"));
    QCOMPARE(completeMarkdownBlocks(text, 35, 0), 35);  // "after" is still being written
    QCOMPARE(completeMarkdownBlocks("```\nopen code\n\n", 0, 0), 0);
    QCOMPARE(completeMarkdownBlocks("no newline yet", 0, 0), 0);
  }
};

QTEST_GUILESS_MAIN(MarkdownSegmentsTest)
#include "ui_markdown_segments.moc"
