#include "data/chat_importer.h"

#include <QFile>

ChatImporter::ChatImporter(QObject* parent) : QObject(parent) {}

ChatImporter::~ChatImporter() {
  if (!thread_) return;
  cancel_ = true;
  thread_->wait();
}

bool ChatImporter::start(const QString& file, const QString& historyPath) {
  if (thread_) return false;
  cancel_ = false;
  thread_.reset(QThread::create([this, file, historyPath] { result_ = run(file, historyPath); }));
  // Queued: the result is emitted here once the worker (and its connection) is gone, so a slot
  // may start the next import.
  connect(thread_.get(), &QThread::finished, this, [this] {
    thread_->wait();
    thread_.reset();
    const std::function<void()> emitResult = std::move(result_);
    emitResult();
  });
  thread_->start();
  return true;
}

void ChatImporter::cancel() {
  cancel_ = true;
}

std::function<void()> ChatImporter::run(const QString& path, const QString& historyPath) {
  QMetaObject::invokeMethod(
      this, [this] { emit progressed(0, 0); }, Qt::QueuedConnection);
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    return [this, reason = file.errorString()] { emit failed(reason); };
  }
  const QByteArray json = file.readAll();
  file.close();
  ChatStore store;
  ChatStore::Options options;
  options.maintain = false;
  const StoreOpenResult opened = store.open(historyPath, options);
  if (!opened.ok()) {
    return [this, reason = opened.message] { emit failed(reason); };
  }
  // Progress goes out queued; the GUI thread sees at most one update per ~1,000 messages.
  const qint64 chatId = store.importJson(json, [this](int saved, int total) {
    QMetaObject::invokeMethod(
        this, [this, saved, total] { emit progressed(saved, total); }, Qt::QueuedConnection);
    return !cancel_;
  });
  if (cancel_ && chatId == 0) {
    return [this] { emit cancelled(); };
  }
  std::optional<SavedChat> saved = chatId != 0 ? store.loadChat(chatId) : std::nullopt;
  if (!saved) {
    return [this, reason = store.lastError()] { emit failed(reason); };
  }
  return [this, chat = *std::move(saved)] { emit finished(chat); };
}
