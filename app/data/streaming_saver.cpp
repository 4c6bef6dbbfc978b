#include "data/streaming_saver.h"

#include "data/chat_store.h"

StreamingSaver::StreamingSaver(ChatStore& store, qint64 messageId, const QString& initialText,
                               QObject* parent)
    : QObject(parent), m_store(store), m_messageId(messageId), m_text(initialText) {
  m_timer.setSingleShot(true);
  connect(&m_timer, &QTimer::timeout, this, &StreamingSaver::flush);
  m_sinceSave.start();
}

StreamingSaver::~StreamingSaver() {
  if (!m_finished) flush();
}

void StreamingSaver::append(const QString& delta) {
  if (m_finished || delta.isEmpty()) return;
  m_text += delta;
  m_dirty = true;
  // The elapsed check keeps saving even when the event loop is too busy to run the timer.
  const qint64 waited = m_sinceSave.elapsed();
  if (waited >= m_intervalMs) {
    flush();
  } else if (!m_timer.isActive()) {
    m_timer.start(int(m_intervalMs - waited));
  }
}

bool StreamingSaver::flush() {
  m_timer.stop();
  if (!m_dirty) return true;
  if (!m_store.updateMessageContent(m_messageId, m_text)) {
    emit saveFailed(m_store.lastError());
    return false;
  }
  m_dirty = false;
  m_sinceSave.restart();
  emit saved(int(m_text.size()));
  return true;
}

bool StreamingSaver::finish(const QString& finishReason, int promptTokens, int outputTokens) {
  m_timer.stop();
  m_finished = true;
  if (!m_store.finishMessage(m_messageId, m_text, finishReason, promptTokens, outputTokens)) {
    emit saveFailed(m_store.lastError());
    return false;
  }
  m_dirty = false;
  emit saved(int(m_text.size()));
  return true;
}
