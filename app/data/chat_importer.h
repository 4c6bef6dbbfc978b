// Imports a chat file (chat_json) on a worker thread, so that a chat of 100,000 messages never
// stops the window: the file is read, checked and saved there through a connection of its own
// to the history (Qt's SQL connections belong to one thread), in one transaction, so a failed
// or cancelled import leaves nothing behind. The saved chat is then read back there too and
// handed over whole: the GUI thread only swaps it into a tab.
#pragma once

#include <QObject>
#include <QThread>
#include <atomic>
#include <functional>
#include <memory>

#include "data/chat_store.h"

class ChatImporter : public QObject {
  Q_OBJECT

 public:
  explicit ChatImporter(QObject* parent = nullptr);
  ~ChatImporter() override;  // cancels an import under way and waits for its thread

  // Imports `file` into the history file at `historyPath` (already opened by the app's own
  // ChatStore). False, and nothing started, while another import runs.
  bool start(const QString& file, const QString& historyPath);
  void cancel();  // the transaction is rolled back; then cancelled() is emitted
  bool isRunning() const { return thread_ != nullptr; }

 signals:
  // Emitted on this object's thread. `total` is 0 while the file is still being read.
  void progressed(int saved, int total);
  void finished(const SavedChat& chat);
  void failed(const QString& reason);  // the file's, the JSON's or the database's error
  void cancelled();

 private:
  // On the worker thread; returns what to emit on ours.
  std::function<void()> run(const QString& file, const QString& historyPath);

  std::unique_ptr<QThread> thread_;
  std::function<void()> result_;  // written by the worker, read here after it finished
  std::atomic<bool> cancel_ = false;
};
