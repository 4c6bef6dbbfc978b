// A chat of 100,000 messages, imported from a file and read through, on a real SQLite file with
// real widgets: the import runs off the GUI thread (the event loop never stalls 100 ms), a
// failed or cancelled import saves nothing, and the chat view keeps a bounded window of
// widgets, each showing its own message, however far it is scrolled.
#include <QDockWidget>
#include <QFile>
#include <QProgressDialog>
#include <QScrollBar>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include "chat/chat_session.h"
#include "data/chat_importer.h"
#include "data/chat_json.h"
#include "data/chat_store.h"
#include "support/stall_meter.h"
#include "ui/chat_tab.h"
#include "ui/chat_tabs.h"
#include "ui/chat_view.h"
#include "ui/message_widget.h"
#include "ui_window_fixture.h"

namespace {

constexpr int kMessages = 100000;

QString contentOf(int i) {
  return QStringLiteral("Message **%1** of the long chat.").arg(i);
}

// User messages are shown as typed, answers as rendered Markdown.
QString shownTextOf(int i) {
  return i % 2 ? QStringLiteral("Message %1 of the long chat.").arg(i) : contentOf(i);
}

QByteArray longChatJson() {
  chat_json::ChatDocument document;
  document.chat.title = "A long import";
  document.messages.reserve(kMessages);
  for (int i = 0; i < kMessages; ++i) {
    ChatMessage m;
    m.id = i + 1;
    m.parentId = i;
    m.role = i % 2 ? MessageRole::Assistant : MessageRole::User;
    m.content = contentOf(i);
    document.messages.append(m);
  }
  return chat_json::toJson(document);
}

bool writeFile(const QString& path, const QByteArray& bytes) {
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// Counted through a connection of the test's own, not through the store under test.
int rowCount(const QString& databasePath, const QString& table) {
  int count = -1;
  {
    QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "count");
    db.setDatabaseName(databasePath);
    QSqlQuery query(db);
    if (db.open() && query.exec("SELECT COUNT(*) FROM " + table) && query.next())
      count = query.value(0).toInt();
  }
  QSqlDatabase::removeDatabase("count");
  return count;
}

QString renderedText(MessageWidget* widget) {
  QStringList parts;
  for (const QTextBrowser* browser : widget->findChildren<QTextBrowser*>())
    parts << browser->toPlainText().trimmed();
  return parts.join('\n');
}

// Every widget of the view shows its own message, and no more than the cap exist.
bool windowIsRight(ChatView* view, QString* why) {
  if (view->messageCount() > ChatView::kMaxWidgets) {
    *why = QString("%1 widgets").arg(view->messageCount());
    return false;
  }
  const int widgets = view->findChildren<MessageWidget*>().size();
  for (int i = view->firstShown(); i < view->firstShown() + view->messageCount(); ++i) {
    MessageWidget* widget = view->message(i);
    if (!widget || renderedText(widget) != shownTextOf(i)) {
      *why = QString("message %1 shows '%2'").arg(i).arg(widget ? renderedText(widget) : "");
      return false;
    }
  }
  // Dropped widgets are deleted later; by then no more than the cap may be left.
  if (widgets > ChatView::kMaxWidgets + ChatView::kPage) {
    *why = QString("%1 MessageWidgets alive").arg(widgets);
    return false;
  }
  return true;
}

}  // namespace

class LongChatTest : public QObject {
  Q_OBJECT

 private slots:
  void aHundredThousandMessageImportKeepsTheWindowResponsive() {
    ui_test::LoadedWindow loaded;
    QVERIFY(loaded.open(EngineSettings{}));
    loaded.window->findChild<QDockWidget*>("dashboardDock")->hide();
    const QString file = loaded.dir.filePath("long.json");
    QVERIFY(writeFile(file, longChatJson()));
    ChatTabs* tabs = loaded.window->tabs();
    const int tabsBefore = tabs->count();
    QTest::qWait(200);  // the window settles before measuring

    StallMeter meter;
    meter.start();
    loaded.window->importChatFile(file);
    QVERIFY(loaded.window->importer()->isRunning());
    QVERIFY(runEventLoopUntil([&] { return tabs->count() == tabsBefore + 1; }, 300000));
    ChatView* view = tabs->currentChat()->view();
    MessageWidget* last = view->message(kMessages - 1);
    QVERIFY(last);
    // The view settles at its end: the last message in view.
    QVERIFY(runEventLoopUntil(
        [&] {
          return view->verticalScrollBar()->value() == view->verticalScrollBar()->maximum() &&
                 !last->visibleRegion().isEmpty();
        },
        10000));
    runEventLoopUntil([] { return false; }, 200);
    meter.stop();
    const QJsonObject stalls = meter.summary();
    qInfo().noquote() << "100,000-message import, GUI thread gaps:"
                      << QJsonDocument(stalls).toJson(QJsonDocument::Compact);
    QVERIFY2(stalls.value("max_ms").toDouble() < 100.0,
             qPrintable(QString("longest stall %1 ms").arg(stalls.value("max_ms").toDouble())));
    QVERIFY(loaded.window->findChild<QProgressDialog*>("importProgress") == nullptr);

    // On screen: the last page, the last message at the bottom of the viewport.
    ChatSession* session = tabs->currentChat()->session();
    QCOMPARE(session->messages().size(), kMessages);
    QCOMPARE(view->firstShown() + view->messageCount(), kMessages);
    QCOMPARE(renderedText(last), shownTextOf(kMessages - 1));
    const QRect inViewport(last->mapTo(view->viewport(), QPoint(0, 0)), last->size());
    QVERIFY(view->viewport()->rect().contains(inViewport.bottomLeft()));
    // In the database: exactly the messages of the file, in order, on the chat's path.
    const QList<ChatMessage> saved = loaded.store.messages(session->chat().id);
    QCOMPARE(saved.size(), kMessages);
    for (int i = 0; i < kMessages; ++i) {
      if (saved[i].content != contentOf(i) || saved[i].position != i)
        QFAIL(qPrintable(QString("message %1 is '%2'").arg(i).arg(saved[i].content)));
    }
    QCOMPARE(rowCount(loaded.store.path(), "messages"), kMessages);
    QCOMPARE(loaded.store.listChats().size(), 1);
  }

  // From the bottom up page by page, far past the cap, and back down to the end: never more
  // widgets than the cap, each showing its own message, and the message in view stays where it
  // was on screen.
  void scrollingUpAndBackKeepsABoundedWindowOfTheRightMessages() {
    QTemporaryDir dir;
    ChatStore store;
    QVERIFY(store.open(dir.filePath("long.sqlite")).ok());
    const qint64 chatId = store.importJson(longChatJson());
    QVERIFY2(chatId != 0, qPrintable(store.lastError()));
    EngineBridge noModel;
    ChatTab tab(&noModel, &store);
    tab.resize(900, 700);
    tab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tab));
    QVERIFY(tab.session()->openSaved(chatId));
    ChatView* view = tab.view();
    QScrollBar* bar = view->verticalScrollBar();
    QVERIFY(runEventLoopUntil(
        [&] {
          return view->messageCount() == ChatView::kWindow && bar->maximum() > 0 &&
                 bar->value() == bar->maximum();
        },
        5000));
    QString why;
    QVERIFY2(windowIsRight(view, &why), qPrintable(why));
    const auto topInViewport = [view](int index) {
      return view->message(index)->mapTo(view->viewport(), QPoint(0, 0)).y();
    };
    // Each page costs its widgets (about 0.1-0.3 s here): a walk over all 1,666 pages would take
    // many minutes, so the walk goes far past the cap and back, which is where widgets go.
    constexpr int kPagesUp = 20;
    int steps = 0;
    while (steps < kPagesUp) {
      const int first = view->firstShown();
      bar->setValue(0);
      const int before = topInViewport(first);
      QVERIFY(
          runEventLoopUntil([&] { return view->firstShown() == first - ChatView::kPage; }, 5000));
      runEventLoopUntil([] { return false; }, 0);
      QVERIFY2(windowIsRight(view, &why), qPrintable(why));
      QCOMPARE(topInViewport(first), before);  // the page came above it, nothing moved
      ++steps;
    }
    QCOMPARE(view->firstShown(), kMessages - ChatView::kWindow - kPagesUp * ChatView::kPage);
    QVERIFY(!view->message(kMessages - 1));
    while (view->firstShown() + view->messageCount() < kMessages) {
      const int end = view->firstShown() + view->messageCount();
      bar->setValue(bar->maximum());
      const int before = topInViewport(end - 1);
      const int pageEnd = std::min(kMessages, end + ChatView::kPage);
      QVERIFY(runEventLoopUntil(
          [&] { return view->firstShown() + view->messageCount() == pageEnd; }, 5000));
      runEventLoopUntil([] { return false; }, 0);
      QVERIFY2(windowIsRight(view, &why), qPrintable(why));
      QCOMPARE(topInViewport(end - 1), before);
    }
    QVERIFY(view->message(kMessages - 1));
    QCOMPARE(view->messageCount(), ChatView::kMaxWidgets);
  }

  // A file damaged in its middle is refused as a whole: no chat, no message, and the error says
  // what and where, as the import on the GUI thread said it.
  void aFileCorruptInTheMiddleSavesNothingAndSaysWhy() {
    QTemporaryDir dir;
    ChatStore store;
    QVERIFY(store.open(dir.filePath("history.sqlite")).ok());
    QByteArray json = longChatJson();
    json.replace(json.size() / 2, 12, "}]garbage\x01[{");
    const QString file = dir.filePath("corrupt.json");
    QVERIFY(writeFile(file, json));
    QString parseError;
    QVERIFY(!chat_json::fromJson(json, &parseError));
    QVERIFY2(parseError.startsWith("not JSON: "), qPrintable(parseError));

    ChatImporter importer;
    QSignalSpy failed(&importer, &ChatImporter::failed);
    QSignalSpy finished(&importer, &ChatImporter::finished);
    QVERIFY(importer.start(file, store.path()));
    QVERIFY(failed.wait(60000));
    QCOMPARE(failed.first().first().toString(), "Cannot import the chat: " + parseError);
    QVERIFY(finished.isEmpty());
    QVERIFY(!importer.isRunning());
    QCOMPARE(rowCount(store.path(), "chats"), 0);
    QCOMPARE(rowCount(store.path(), "messages"), 0);
  }

  // The database refuses message 50,000 (as a full disk would): the 50,000 saved before it go
  // too, the chat as well, and the error is the database's.
  void aDatabaseErrorHalfwayRollsTheWholeImportBack() {
    QTemporaryDir dir;
    ChatStore store;
    QVERIFY(store.open(dir.filePath("history.sqlite")).ok());
    {
      QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "trigger");
      db.setDatabaseName(store.path());
      QVERIFY(db.open());
      QSqlQuery query(db);
      QVERIFY(query.exec(QString("CREATE TRIGGER refuse BEFORE INSERT ON messages WHEN "
                                 "NEW.content = '%1' BEGIN SELECT RAISE(ABORT, 'disk is full "
                                 "(test)'); END")
                             .arg(contentOf(kMessages / 2))));
    }
    QSqlDatabase::removeDatabase("trigger");
    const QString file = dir.filePath("long.json");
    QVERIFY(writeFile(file, longChatJson()));

    ChatImporter importer;
    QSignalSpy progressed(&importer, &ChatImporter::progressed);
    QSignalSpy failed(&importer, &ChatImporter::failed);
    QVERIFY(importer.start(file, store.path()));
    QVERIFY(failed.wait(120000));
    const QString reason = failed.first().first().toString();
    QVERIFY2(reason.startsWith("Chat history: ") && reason.contains("disk is full (test)"),
             qPrintable(reason));
    QCOMPARE(progressed.last().at(0).toInt(), kMessages / 2);  // saved, then rolled back
    QCOMPARE(progressed.last().at(1).toInt(), kMessages);
    QCOMPARE(rowCount(store.path(), "chats"), 0);
    QCOMPARE(rowCount(store.path(), "messages"), 0);
  }

  void aCancelledImportSavesNothing() {
    QTemporaryDir dir;
    ChatStore store;
    QVERIFY(store.open(dir.filePath("history.sqlite")).ok());
    const QString file = dir.filePath("long.json");
    QVERIFY(writeFile(file, longChatJson()));
    ChatImporter importer;
    QSignalSpy cancelled(&importer, &ChatImporter::cancelled);
    QSignalSpy finished(&importer, &ChatImporter::finished);
    int savedWhenCancelled = 0;
    connect(&importer, &ChatImporter::progressed, this, [&](int saved) {
      if (saved >= 10 * ChatStore::kImportProgressStep && savedWhenCancelled == 0) {
        savedWhenCancelled = saved;
        importer.cancel();
      }
    });
    QVERIFY(importer.start(file, store.path()));
    QVERIFY(cancelled.wait(120000));
    QVERIFY(savedWhenCancelled >= 10 * ChatStore::kImportProgressStep);
    QVERIFY(finished.isEmpty());
    QCOMPARE(rowCount(store.path(), "chats"), 0);
    QCOMPARE(rowCount(store.path(), "messages"), 0);
  }
};

QTEST_MAIN(LongChatTest)
#include "ui_long_chat.moc"
