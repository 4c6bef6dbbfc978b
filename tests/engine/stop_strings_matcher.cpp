// StopStringMatcher: stop strings across delta boundaries are never shown.
#include <QTest>

#include "model/stop_strings.h"

using tessera::StopStringMatcher;

namespace {

struct Fed {
  std::string shown;
  bool stopped = false;
  std::string stop_string;
};

Fed feed_all(StopStringMatcher& matcher, const std::vector<std::string>& deltas) {
  Fed fed;
  for (const std::string& delta : deltas) {
    const auto result = matcher.feed(delta);
    fed.shown += result.text;
    if (result.stopped) {
      fed.stopped = true;
      fed.stop_string = result.stop_string;
    }
  }
  return fed;
}

}  // namespace

class StopStringsMatcherTest : public QObject {
  Q_OBJECT

 private slots:
  void stopStringSplitAcrossDeltasIsNeverShown() {
    StopStringMatcher matcher({"\nUser:"});
    const Fed fed = feed_all(matcher, {"Hello", " wor", "ld\nUs", "er: and more", "text"});
    QCOMPARE(fed.shown, std::string("Hello world"));
    QVERIFY(fed.stopped);
    QCOMPARE(fed.stop_string, std::string("\nUser:"));
    QVERIFY(matcher.stopped());
    QCOMPARE(matcher.finish(), std::string());
  }

  void possibleStartIsHeldBackThenReleased() {
    StopStringMatcher matcher({"\nUser:"});
    QCOMPARE(matcher.feed("a\nU").text, std::string("a"));
    QCOMPARE(matcher.feed("nder").text, std::string("\nUnder"));
    QVERIFY(!matcher.stopped());
  }

  void heldBackTextIsReleasedAtFinish() {
    StopStringMatcher matcher({"\nUser:"});
    const Fed fed = feed_all(matcher, {"The end", "\nUs"});
    QCOMPARE(fed.shown, std::string("The end"));
    QVERIFY(!fed.stopped);
    QCOMPARE(matcher.finish(), std::string("\nUs"));
  }

  void earliestStopStringWins() {
    StopStringMatcher matcher({"world", "lo w"});
    const Fed fed = feed_all(matcher, {"Hel", "lo world"});
    QCOMPARE(fed.shown, std::string("Hel"));
    QCOMPARE(fed.stop_string, std::string("lo w"));
  }

  void stopStringOverlappingItsOwnPrefixIsFound() {
    StopStringMatcher matcher({"aab"});
    const Fed fed = feed_all(matcher, {"a", "a", "a", "b", "c"});
    QCOMPARE(fed.shown, std::string("a"));
    QVERIFY(fed.stopped);
  }

  void stopStringAtTheStartShowsNothing() {
    StopStringMatcher matcher({"###"});
    const Fed fed = feed_all(matcher, {"#", "##", "after"});
    QCOMPARE(fed.shown, std::string());
    QVERIFY(fed.stopped);
  }

  void multibyteStopStringBetweenWholeCharacters() {
    StopStringMatcher matcher({"。"});
    const Fed fed = feed_all(matcher, {"これは", "ペン", "です。", "次"});
    QCOMPARE(fed.shown, std::string("これはペンです"));
    QVERIFY(fed.stopped);
  }

  void withoutStopStringsEverythingPassesAtOnce() {
    StopStringMatcher matcher({"", {}});
    QCOMPARE(matcher.feed("abc").text, std::string("abc"));
    QCOMPARE(matcher.feed("").text, std::string());
    QCOMPARE(matcher.finish(), std::string());
    QVERIFY(!matcher.stopped());
  }
};

QTEST_GUILESS_MAIN(StopStringsMatcherTest)
#include "stop_strings_matcher.moc"
