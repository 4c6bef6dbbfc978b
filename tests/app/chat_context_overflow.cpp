// A chat that outgrows the model's context (stories260K: 512 tokens). Stop refuses with a
// message; "truncate the middle" keeps the first exchange and the latest question; a rolling
// window keeps the latest; the chat settings offer the three and say which chat template is in
// use. A reopened chat's context meter shows what its last answer held.
#include <QComboBox>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

#include "chat/chat_session.h"
#include "chat/chat_template_text.h"
#include "chat/context_fit.h"
#include "data/chat_store.h"
#include "ui/chat_settings_dialog.h"
#include "ui_test_helpers.h"

namespace {

ChatMessage message(MessageRole role, const QString& text) {
  ChatMessage m;
  m.role = role;
  m.content = text;
  return m;
}

// q0 a0 q1 a1 ... q<pairs>: `pairs` exchanges and the question being asked.
QList<ChatMessage> conversation(int pairs) {
  QList<ChatMessage> path;
  for (int i = 0; i < pairs; ++i) {
    path << message(MessageRole::User, QString("q%1").arg(i))
         << message(MessageRole::Assistant, QString("a%1").arg(i));
  }
  return path << message(MessageRole::User, QString("q%1").arg(pairs));
}

QStringList texts(const std::optional<QList<ChatMessage>>& path) {
  QStringList out;
  for (const ChatMessage& m : path.value_or(QList<ChatMessage>{})) out << m.content;
  return out;
}

std::function<bool(const QList<ChatMessage>&)> atMost(int messages) {
  return [messages](const QList<ChatMessage>& path) { return path.size() <= messages; };
}

}  // namespace

class ContextOverflowTest : public QObject {
  Q_OBJECT

  EngineBridge bridge_;
  QTemporaryDir dir_;

 private slots:
  void initTestCase() { QVERIFY(ui_test::loadStories(bridge_)); }

  void policiesLeaveOutWholeExchanges() {
    const QList<ChatMessage> path = conversation(3);
    QCOMPARE(texts(fitToContext(ContextOverflow::Stop, path, atMost(7))).size(), 7);
    QVERIFY(!fitToContext(ContextOverflow::Stop, path, atMost(6)));
    QCOMPARE(texts(fitToContext(ContextOverflow::TruncateMiddle, path, atMost(5))),
             QStringList({"q0", "a0", "q2", "a2", "q3"}));
    QCOMPARE(texts(fitToContext(ContextOverflow::TruncateMiddle, path, atMost(3))),
             QStringList({"q0", "a0", "q3"}));
    QVERIFY(!fitToContext(ContextOverflow::TruncateMiddle, path, atMost(2)));
    QCOMPARE(texts(fitToContext(ContextOverflow::RollingWindow, path, atMost(4))),
             QStringList({"q2", "a2", "q3"}));
    QCOMPARE(texts(fitToContext(ContextOverflow::RollingWindow, path, atMost(1))),
             QStringList({"q3"}));
    QVERIFY(!fitToContext(ContextOverflow::RollingWindow, path, atMost(0)));
  }

  void thePolicyIsKeptWithTheChatSettings() {
    ChatSampling sampling;
    QVERIFY(!sampling.toJson().contains("context_overflow"));  // Stop: as before
    sampling.contextOverflow = ContextOverflow::RollingWindow;
    QCOMPARE(sampling.toJson().value("context_overflow").toString(), QString("rolling_window"));
    QString error;
    QCOMPARE(ChatSampling::fromJson(sampling.toJson(), &error)->contextOverflow,
             ContextOverflow::RollingWindow);
    QJsonObject wrong = sampling.toJson();
    wrong["context_overflow"] = "drop_all";
    QVERIFY(!ChatSampling::fromJson(wrong, &error));
    QVERIFY2(error.contains("sampling.context_overflow: 'drop_all'"), qPrintable(error));
  }

  // TESSERA_SCREENSHOT_SETTINGS: where to save the dialog.
  void theChatSettingsOfferThePolicies() {
    Chat chat;
    chat.sampling.contextOverflow = ContextOverflow::TruncateMiddle;
    ChatSettingsDialog dialog(chat);
    auto* overflow = dialog.findChild<QComboBox*>("contextOverflow");
    QVERIFY(overflow);
    QCOMPARE(overflow->count(), 3);
    QCOMPARE(dialog.settings().sampling.contextOverflow, ContextOverflow::TruncateMiddle);
    overflow->setCurrentIndex(2);
    QCOMPARE(dialog.settings().sampling.contextOverflow, ContextOverflow::RollingWindow);
    const QString shot = qEnvironmentVariable("TESSERA_SCREENSHOT_SETTINGS");
    if (shot.isEmpty()) return;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.grab().save(shot));
  }

  // The loaded model's template (stories260K has none) as "Model default", and a built-in format
  // chosen for the chat instead.
  void theChatSettingsSayWhichTemplateIsInUse() {
    ChatStore store;
    QVERIFY(store.open(dir_.filePath("template.sqlite")).ok());
    ChatSession session(&bridge_, &store);
    QCOMPARE(session.modelTemplate(),
             QString("Tessera's built-in plain format: the model has no chat template"));
    ChatSettingsDialog dialog(session.chat());
    dialog.setModelTemplate(session.modelTemplate());
    auto* inUse = dialog.findChild<QLabel*>("templateInUse");
    QVERIFY(inUse);
    QCOMPARE(inUse->text(), "In use: " + session.modelTemplate() + ".");
    auto* choice = dialog.findChild<QComboBox*>("chatTemplate");
    const int chatml = choice->findData(QString("chatml"));
    QVERIFY(chatml > 0);
    choice->setCurrentIndex(chatml);
    QCOMPARE(inUse->text(), QString("In use: the built-in chatml format, chosen for this chat."));
    QCOMPARE(dialog.settings().templateName, QString("chatml"));

    // A model's own template, recognised or not, and one that does not parse.
    const std::string chatML =
        "{% for m in messages %}{{ '<|im_start|>' + m['role'] + '\\n' + m['content'] + "
        "'<|im_end|>\\n' }}{% endfor %}";
    QCOMPARE(chatTemplateText(tessera::check_chat_template_text(chatML)),
             QString("the model's own Jinja template (chatml-style)"));
    QCOMPARE(chatTemplateText(tessera::check_chat_template_text("{{ messages | length }}")),
             QString("the model's own Jinja template"));
    const QString broken = chatTemplateText(tessera::check_chat_template_text("{% if x %}"));
    QVERIFY2(broken.startsWith("Tessera's built-in plain format: the model's template cannot be "
                               "used ("),
             qPrintable(broken));
  }

  void aLongChatIsAnsweredOrRefusedByItsPolicy() {
    ChatStore store;
    QVERIFY(store.open(dir_.filePath("long.sqlite")).ok());
    const qint64 chatId = longChat(store);
    for (ContextOverflow policy :
         {ContextOverflow::Stop, ContextOverflow::TruncateMiddle, ContextOverflow::RollingWindow}) {
      ChatSession session(&bridge_, &store);
      QVERIFY(session.openSaved(chatId));
      Chat settings = ui_test::greedy(16);
      settings.sampling.contextOverflow = policy;
      session.setSettings(settings);
      QSignalSpy errors(&session, &ChatSession::errorOccurred);
      QSignalSpy finished(&session, &ChatSession::answerFinished);
      const bool sent = session.send("Once upon a time");
      if (policy == ContextOverflow::Stop) {
        QVERIFY(!sent);
        QVERIFY(errors.first().first().toString().contains("no longer fits"));
        continue;
      }
      QVERIFY2(sent, qPrintable(errors.isEmpty() ? QString() : errors.first().first().toString()));
      QVERIFY(finished.wait(30000));
      QCOMPARE(errors.size(), 1);  // the user is told that messages were left out
      const QString told = errors.first().first().toString();
      QVERIFY2(told.startsWith("Earlier messages were left out"), qPrintable(told));
      if (policy == ContextOverflow::TruncateMiddle)  // 16 saved messages and the question
        QVERIFY2(told.contains(" of 17 "), qPrintable(told));
      const ChatMessage answer = session.messages().last();
      QVERIFY(!answer.content.isEmpty());
      QVERIFY(answer.outputTokens > 0 && answer.outputTokens <= 16);
      QVERIFY2(answer.promptTokens + 16 <= 512, qPrintable(QString::number(answer.promptTokens)));
    }
  }

  void aReopenedChatsMeterShowsItsLastAnswer() {
    ChatStore store;
    QVERIFY(store.open(dir_.filePath("meter.sqlite")).ok());
    ChatSession first(&bridge_, &store);
    first.setSettings(ui_test::greedy(8));
    QSignalSpy finished(&first, &ChatSession::answerFinished);
    QVERIFY(first.send("Once upon a time"));
    QVERIFY(finished.wait(30000));
    QVERIFY(first.contextUsed() > 8);
    ChatSession reopened(&bridge_, &store);
    QVERIFY(reopened.openSaved(first.chat().id));
    QCOMPARE(reopened.contextUsed(), first.contextUsed());
  }

 private:
  // Eight exchanges of about 90 tokens each: together far over the 512-token context.
  static qint64 longChat(ChatStore& store) {
    Chat chat;
    chat.title = "A long chat";
    const qint64 id = store.createChat(chat);
    const QString text = QString("Lily saw a big red ball in the park. ").repeated(8);
    qint64 parent = 0;
    for (int i = 0; i < 16; ++i) {
      ChatMessage m = message(i % 2 ? MessageRole::Assistant : MessageRole::User, text);
      m.chatId = id;
      m.position = i;
      parent = store.appendMessageAfter(parent, m);
    }
    return id;
  }
};

QTEST_MAIN(ContextOverflowTest)
#include "chat_context_overflow.moc"
