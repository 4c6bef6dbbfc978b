// Saves a streaming answer while it grows: the UI feeds every text delta, the saver writes the
// text to the store at most `interval` after it arrived (a timer covers pauses in the stream)
// and once more at the end, so a crash loses at most the last interval of text.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

class ChatStore;

class StreamingSaver : public QObject {
  Q_OBJECT

 public:
  // A kill loses at most this much of an answer. Each save rewrites the answer's row and waits
  // for SQLite's fsync of the WAL: 9-30 ms on a heavily loaded machine (docs/benchmarks.md), so
  // four saves a second take a few percent of the GUI thread at worst.
  static constexpr int kDefaultIntervalMs = 250;

  // messageId: the answer's row, already appended (usually empty); text starts as initialText.
  // The store must outlive the saver.
  StreamingSaver(ChatStore& store, qint64 messageId, const QString& initialText = {},
                 QObject* parent = nullptr);
  ~StreamingSaver() override;  // flushes unsaved text unless finished

  void setIntervalMs(int ms) { m_intervalMs = ms; }
  qint64 messageId() const { return m_messageId; }
  QString text() const { return m_text; }

  void append(const QString& delta);
  bool flush();  // writes now if anything is unsaved
  // Final write with the metadata; later appends are ignored.
  bool finish(const QString& finishReason, int promptTokens, int outputTokens);

 signals:
  void saved(int savedLength);  // the stored text now has this many QChars
  void saveFailed(const QString& message);

 private:
  ChatStore& m_store;
  qint64 m_messageId;
  QString m_text;
  int m_intervalMs = kDefaultIntervalMs;
  bool m_dirty = false;
  bool m_finished = false;
  QElapsedTimer m_sinceSave;
  QTimer m_timer;
};
