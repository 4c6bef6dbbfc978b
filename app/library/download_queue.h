// Model downloads, several at once: at most `maxRunning` run, the rest wait in order. Each is a
// ModelDownloader (resumable, size and SHA-256 checked), and can be paused, resumed or canceled.
#pragma once

#include <QList>
#include <QObject>
#include <memory>

#include "library/model_downloader.h"

class DownloadQueue : public QObject {
  Q_OBJECT

 public:
  enum class Status { Waiting, Running, Paused, Done, Failed, Canceled };
  struct Entry {
    QString repo;
    QString dir;
    QList<DownloadFile> files;
    Status status = Status::Waiting;
    qint64 doneBytes = 0;  // of the files finished, plus the current file's bytes
    qint64 totalBytes = 0;
    QString message;  // why it failed
    std::unique_ptr<ModelDownloader> downloader;
  };

  explicit DownloadQueue(int maxRunning = 2, QObject* parent = nullptr);
  int add(const QString& repo, const QList<DownloadFile>& files, const QString& dir);
  int count() const { return static_cast<int>(entries_.size()); }
  const Entry& at(int index) const { return *entries_[index]; }
  void pause(int index);
  void resume(int index);  // back in the queue; continues from its .part files
  void cancel(int index);  // deletes what it downloaded

 signals:
  void changed(int index);
  void finished(int index, const QString& dir);

 private:
  void startWaiting();
  void launch(int index);

  int maxRunning_;
  std::vector<std::unique_ptr<Entry>> entries_;
};
