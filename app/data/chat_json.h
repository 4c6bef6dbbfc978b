// Chat export (Markdown for people, JSON for re-import) and validated JSON import.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

#include "data/chat_types.h"

namespace chat_json {

struct ChatDocument {
  Chat chat;
  QList<ChatMessage> messages;  // in order
};

// "format": "tessera-chat", "version": 1
QByteArray toJson(const ChatDocument& document);
QString toMarkdown(const ChatDocument& document);
// Errors name the field and value: "messages[2].role: 'bot' is not one of system, user, assistant".
std::optional<ChatDocument> fromJson(const QByteArray& json, QString* error);

}  // namespace chat_json
