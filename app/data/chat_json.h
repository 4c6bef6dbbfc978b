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
  // Every version, in creation order (a parent before its children); parentId links them.
  QList<ChatMessage> messages;
  qint64 currentLeaf = 0;  // id of the last message of the path shown; 0 = the newest
};

// "format": "tessera-chat", "version": 2. Each message has "parent": the index of the message it
// follows in "messages" (null for the first), and "current" is the index of the chat's current
// leaf. Version 1 files (no parents: one straight conversation) are still read. Imported ids
// are the array index + 1.
QByteArray toJson(const ChatDocument& document);
// The path shown; a message with other versions says which one it is ("version 2 of 3").
QString toMarkdown(const ChatDocument& document);
// Errors name the field and value: "messages[2].role: 'bot' is not one of system, user, assistant".
std::optional<ChatDocument> fromJson(const QByteArray& json, QString* error);

}  // namespace chat_json
