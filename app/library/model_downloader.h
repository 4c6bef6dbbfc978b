// Downloads the files of a model into a folder, one after the other. Each file grows in
// "<file>.part" (resumed with an HTTP Range request after a dropped connection or in a later
// run), is checked against its expected size and SHA-256, then renamed atomically into place.
// The model is present only when every file is. Cancel removes what this run wrote.
#pragma once

#include <QCryptographicHash>
#include <QFile>
#include <QList>
#include <QNetworkAccessManager>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include "library/download_file.h"

class QNetworkReply;

class ModelDownloader : public QObject {
  Q_OBJECT

 public:
  enum class State { Idle, Running, Paused, Finished, Failed, Canceled };

  explicit ModelDownloader(QObject* parent = nullptr);
  ~ModelDownloader() override;

  // Automatic resumes of one file after a dropped connection before giving up (default 3).
  void setMaxRetries(int retries) { m_maxRetries = retries; }
  void setRetryDelayMs(int ms) { m_retryDelayMs = ms; }  // default 1000

  // Returns false (and does nothing) while a download is running.
  bool start(const QList<DownloadFile>& files, const QString& targetDir);
  // Stops, deletes every .part file and every file finished in this run, and the target
  // folder (and subfolders) if this run created them and they are then empty. Emits canceled.
  void cancel();
  // Stops and keeps every .part file: start() with the same files resumes where it stopped.
  void pause();
  State state() const { return m_state; }

  // True when every file is in place (with its expected size when known) and none is partial.
  static bool isComplete(const QList<DownloadFile>& files, const QString& targetDir);

 signals:
  // Bytes of the current file (fileTotal -1 while unknown); fileIndex counts from 0.
  void progress(const QString& relativePath, qint64 fileDone, qint64 fileTotal, int fileIndex,
                int fileCount);
  void fileFinished(const QString& relativePath);
  void finished();
  // Names the file and what went wrong. A .part file is kept for a later resume, except after
  // a checksum mismatch, when it is deleted.
  void failed(const QString& message);
  void canceled();
  void paused();

 private:
  bool makeDirs(const QString& dir);  // records the folders it had to create
  void startFile();
  void request();
  bool openPart(qint64 offset);
  bool acceptResponse();
  void onReadyRead();
  void onReplyFinished();
  void retryOrFail(const QString& reason);
  void completeFile();
  void fail(const QString& message);
  void closeReply();
  QString finalPath() const;
  QString partPath() const { return finalPath() + QStringLiteral(".part"); }
  const DownloadFile& current() const { return m_files[m_index]; }

  QNetworkAccessManager m_network;
  QPointer<QNetworkReply> m_reply;
  QList<DownloadFile> m_files;
  QString m_targetDir;
  QStringList m_createdDirs;   // by this run, outermost first
  QStringList m_writtenFiles;  // finished in this run
  State m_state = State::Idle;
  int m_run = 0;  // bumped by start, fail and cancel; stale timers compare it
  int m_index = 0;
  int m_retries = 0;
  int m_maxRetries = 3;
  int m_retryDelayMs = 1000;
  QFile m_part;
  QCryptographicHash m_hash{QCryptographicHash::Sha256};
  qint64 m_offset = 0;      // bytes of the file in the .part when the request was sent
  qint64 m_fileTotal = -1;  // full size of the current file, when known
  bool m_responseChecked = false;
};
