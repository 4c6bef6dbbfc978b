// System-prompt and sampling presets: kept in the real history file, picked in the chat settings
// dialog, and a model's default preset given to new chats (a chat's own choice still wins).
// With TESSERA_SCREENSHOT set, the dialog with a preset chosen is saved there
// (docs/screenshots/presets.png).
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>

#include "chat/chat_session.h"
#include "data/chat_store.h"
#include "data/preset_library.h"
#include "support/store_raw_db.h"
#include "ui/chat_settings_dialog.h"
#include "ui/preset_bar.h"
#include "ui_test_helpers.h"

class PresetsTest : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;
  EngineBridge bridge_;
  std::unique_ptr<ChatStore> store_;

  static ChatPreset pirate() {
    ChatPreset p;
    p.name = "Pirate";
    p.systemPrompt = "Answer like a pirate.";
    p.templateName = "chatml";
    p.sampling.temperature = 0.3;
    p.sampling.maxTokens = 7;
    p.sampling.seed = 42;
    return p;
  }

 private slots:
  void initTestCase() { QVERIFY(ui_test::loadStories(bridge_)); }
  void init() {
    store_ = std::make_unique<ChatStore>();
    const QString file = dir_.filePath(QString("%1.sqlite").arg(QTest::currentTestFunction()));
    QCOMPARE(store_->open(file).state, StoreOpenResult::State::Ok);
  }

  void presetsAreSavedReplacedAndRemoved() {
    PresetLibrary library(store_.get());
    QCOMPARE(library.presets().size(), 3);  // the starting points
    QString error;
    QVERIFY(library.save(pirate(), &error));
    QCOMPARE(library.presets().size(), 4);
    ChatPreset changed = pirate();
    changed.sampling.temperature = 0.9;
    QVERIFY(library.save(changed, &error));
    QCOMPARE(library.presets().size(), 4);
    QCOMPARE(library.preset("Pirate")->sampling.temperature, 0.9);
    QVERIFY(!library.save(ChatPreset{}, &error));
    QCOMPARE(error, QString("A preset needs a name."));

    QVERIFY(library.setDefaultFor("stories260K", "Pirate"));
    QCOMPARE(library.defaultFor("stories260K"), QString("Pirate"));
    QCOMPARE(library.defaultFor("other-model"), QString());
    ChatStore reopened;
    QCOMPARE(reopened.open(store_->path()).state, StoreOpenResult::State::Ok);
    QCOMPARE(PresetLibrary(&reopened).preset("Pirate"), changed);

    QVERIFY(library.remove("Pirate"));
    QVERIFY(!library.preset("Pirate"));
    QCOMPARE(library.defaultFor("stories260K"), QString());
    QVERIFY(!library.remove("Pirate"));
  }

  void aDamagedEntryHidesOnlyItself() {
    QVERIFY(store_->setSetting("presets", R"([{"name": "Good"}, {"name": ""},
        {"name": "Bad", "sampling": {"temperature": "hot"}}, 7])"));
    const QList<ChatPreset> presets = PresetLibrary(store_.get()).presets();
    QCOMPARE(presets.size(), 1);
    QCOMPARE(presets[0].name, QString("Good"));
    QVERIFY(!PresetLibrary(nullptr).isAvailable());
    QVERIFY(PresetLibrary(nullptr).presets().isEmpty());
  }

  void choosingAPresetFillsTheDialogAndSavingStoresTheFields() {
    PresetLibrary library(store_.get());
    QString error;
    QVERIFY(library.save(pirate(), &error));
    Chat chat;
    chat.systemPrompt = "mine";
    ChatSettingsDialog dialog(chat, library, "stories260K");
    QComboBox* combo = dialog.presetBar()->combo();
    combo->setCurrentIndex(combo->findData("Pirate"));
    emit combo->activated(combo->currentIndex());
    const Chat shown = dialog.settings();
    QCOMPARE(shown.systemPrompt, pirate().systemPrompt);
    QCOMPARE(shown.templateName, QString("chatml"));
    QCOMPARE(shown.sampling, pirate().sampling);
    if (const QString path = qEnvironmentVariable("TESSERA_SCREENSHOT"); !path.isEmpty()) {
      dialog.show();
      QVERIFY(QTest::qWaitForWindowExposed(&dialog));
      QVERIFY(dialog.grab().save(path));
    }

    dialog.findChild<QPlainTextEdit*>()->setPlainText("Answer in rhymes.");
    QVERIFY(dialog.presetBar()->saveAs("Poet"));
    QCOMPARE(library.preset("Poet")->systemPrompt, QString("Answer in rhymes."));
    QCOMPARE(library.preset("Poet")->sampling, pirate().sampling);
  }

  void aNewChatStartsFromTheModelDefaultPreset() {
    PresetLibrary library(store_.get());
    QString error;
    QVERIFY(library.save(pirate(), &error));
    QVERIFY(library.setDefaultFor(QString::fromStdString(bridge_.modelInfo()->name), "Pirate"));

    ChatSession fresh(&bridge_, store_.get());
    QSignalSpy finished(&fresh, &ChatSession::answerFinished);
    QVERIFY(fresh.send("Once upon a time"));
    QVERIFY(finished.wait(30000));
    QCOMPARE(fresh.chat().systemPrompt, pirate().systemPrompt);
    QCOMPARE(fresh.chat().sampling, pirate().sampling);
    QCOMPARE(store_->chat(fresh.chat().id)->sampling, pirate().sampling);  // saved with the chat
    QCOMPARE(fresh.messages().at(1).outputTokens, 7);

    ChatSession chosen(&bridge_, store_.get());
    chosen.setSettings(ui_test::greedy(3));  // the chat's own settings win
    QSignalSpy done(&chosen, &ChatSession::answerFinished);
    QVERIFY(chosen.send("Once upon a time"));
    QVERIFY(done.wait(30000));
    QCOMPARE(chosen.chat().systemPrompt, QString());
    QCOMPARE(chosen.messages().at(1).outputTokens, 3);
  }
};

QTEST_MAIN(PresetsTest)
#include "ui_presets.moc"
