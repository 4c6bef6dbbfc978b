#include "library/download_queue.h"

DownloadQueue::DownloadQueue(int maxRunning, QObject* parent)
    : QObject(parent), maxRunning_(maxRunning) {}

int DownloadQueue::add(const QString& repo, const QList<DownloadFile>& files, const QString& dir) {
  auto entry = std::make_unique<Entry>();
  entry->repo = repo;
  entry->dir = dir;
  entry->files = files;
  for (const DownloadFile& f : files) entry->totalBytes += qMax<qint64>(0, f.expectedSize);
  entries_.push_back(std::move(entry));
  const int index = count() - 1;
  emit changed(index);
  startWaiting();
  return index;
}

void DownloadQueue::startWaiting() {
  int running = 0;
  for (const auto& e : entries_) running += e->status == Status::Running;
  for (int i = 0; i < count() && running < maxRunning_; ++i) {
    if (entries_[i]->status != Status::Waiting) continue;
    launch(i);
    ++running;
  }
}

void DownloadQueue::launch(int index) {
  Entry& e = *entries_[index];
  if (!e.downloader) {
    e.downloader = std::make_unique<ModelDownloader>();
    ModelDownloader* d = e.downloader.get();
    connect(d, &ModelDownloader::progress, this,
            [this, index](const QString&, qint64 fileDone, qint64, int fileIndex, int) {
              Entry& entry = *entries_[index];
              qint64 before = 0;
              for (int i = 0; i < fileIndex; ++i)
                before += qMax<qint64>(0, entry.files[i].expectedSize);
              entry.doneBytes = before + fileDone;
              emit changed(index);
            });
    connect(d, &ModelDownloader::finished, this, [this, index] {
      entries_[index]->status = Status::Done;
      entries_[index]->doneBytes = entries_[index]->totalBytes;
      emit changed(index);
      emit finished(index, entries_[index]->dir);
      startWaiting();
    });
    connect(d, &ModelDownloader::failed, this, [this, index](const QString& message) {
      entries_[index]->status = Status::Failed;
      entries_[index]->message = message;
      emit changed(index);
      startWaiting();
    });
  }
  e.status = Status::Running;
  e.message.clear();
  if (!e.downloader->start(e.files, e.dir)) e.status = Status::Waiting;
  emit changed(index);
}

void DownloadQueue::pause(int index) {
  Entry& e = *entries_[index];
  if (e.status == Status::Running) e.downloader->pause();
  if (e.status != Status::Running && e.status != Status::Waiting) return;
  e.status = Status::Paused;
  emit changed(index);
  startWaiting();
}

void DownloadQueue::resume(int index) {
  Entry& e = *entries_[index];
  if (e.status != Status::Paused && e.status != Status::Failed) return;
  e.status = Status::Waiting;
  emit changed(index);
  startWaiting();
}

void DownloadQueue::cancel(int index) {
  Entry& e = *entries_[index];
  if (e.status == Status::Done || e.status == Status::Canceled) return;
  if (e.downloader && e.status == Status::Running) e.downloader->cancel();
  e.status = Status::Canceled;
  emit changed(index);
  startWaiting();
}
