// Plain records exchanged with ChatStore. Timestamps are UTC milliseconds since the epoch.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QtGlobal>
#include <optional>

// What a chat does when its conversation no longer fits the model's context (LM Studio's
// choices): refuse with a message, or leave out earlier messages (chat/context_fit.h).
enum class ContextOverflow { Stop, TruncateMiddle, RollingWindow };
QString contextOverflowName(ContextOverflow policy);  // "stop", "truncate_middle", "rolling_window"
std::optional<ContextOverflow> contextOverflowFromName(const QString& name);

// Sampling knobs a chat remembers (stored as JSON); the UI converts them to the engine's
// tessera::SamplingParams when it submits a request. contextOverflow is the chat's, not the
// engine's: the JSON has it only when it is not Stop.
struct ChatSampling {
  double temperature = 0.8;
  double topP = 0.95;
  int topK = 40;
  double repetitionPenalty = 1.1;
  int maxTokens = 512;
  std::optional<quint64> seed;
  ContextOverflow contextOverflow = ContextOverflow::Stop;

  QJsonObject toJson() const;
  // Missing keys keep their defaults; a present key of the wrong type is an error naming it.
  static std::optional<ChatSampling> fromJson(const QJsonObject& json, QString* error);
  bool operator==(const ChatSampling&) const = default;
};

struct Chat {
  qint64 id = 0;
  QString title;
  qint64 createdAt = 0;
  qint64 updatedAt = 0;
  QString systemPrompt;
  ChatSampling sampling;
  QString templateName;  // chat template name, empty = the model's default
  QString tabColor;      // "#rrggbb" or empty
  int tabOrder = 0;
};

enum class MessageRole { System, User, Assistant };

QString roleName(MessageRole role);
std::optional<MessageRole> roleFromName(const QString& name);

struct ChatMessage {
  qint64 id = 0;
  qint64 chatId = 0;
  int position = 0;     // 0-based index on the chat's current path (first message = 0)
  qint64 parentId = 0;  // the message this one answers or follows; 0 for a chat's first message
  MessageRole role = MessageRole::User;
  QString content;
  qint64 createdAt = 0;
  qint64 updatedAt = 0;
  int promptTokens = 0;
  int outputTokens = 0;
  // "stop", "length", "abort", "error", empty while streaming, or "interrupted": the app stopped
  // while it was streaming (set when the history is next opened).
  QString finishReason;
  QJsonObject settingsUsed;  // sampling settings the answer was generated with
};

struct SearchHit {
  qint64 chatId = 0;
  qint64 messageId = 0;
  QString chatTitle;
  QString snippetHtml;  // HTML-escaped excerpt, matched terms inside <b>…</b>
};
