#include "data/chat_json.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "data/conversation_tree.h"

namespace chat_json {
namespace {

const char kFormat[] = "tessera-chat";
constexpr int kVersion = 2;

QString isoTime(qint64 ms) {
  return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

// Accepts what isoTime writes; a missing or unreadable time becomes 0 ("unknown").
qint64 parseTime(const QJsonValue& value) {
  const QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
  return time.isValid() ? time.toMSecsSinceEpoch() : 0;
}

QJsonObject messageToJson(const ChatMessage& m) {
  return QJsonObject{{"role", roleName(m.role)},        {"content", m.content},
                     {"created", isoTime(m.createdAt)}, {"updated", isoTime(m.updatedAt)},
                     {"prompt_tokens", m.promptTokens}, {"output_tokens", m.outputTokens},
                     {"finish_reason", m.finishReason}, {"settings", m.settingsUsed}};
}

bool requireString(const QJsonObject& json, const QString& key, const QString& where, QString* out,
                   QString* error) {
  const QJsonValue value = json.value(key);
  if (!value.isString()) {
    *error = QCoreApplication::translate("ChatJson", "%1.%2: expected a string").arg(where, key);
    return false;
  }
  *out = value.toString();
  return true;
}

// Version 1 has no parents: each message follows the one before it.
bool readParent(const QJsonObject& json, int index, int version, const QString& where,
                qint64* parentId, QString* error) {
  const QJsonValue parent = json.value("parent");
  if (version == 1 || parent.isUndefined()) {
    *parentId = index;  // the previous message's id (index + 1), 0 for the first
    return true;
  }
  if (parent.isNull()) {
    *parentId = 0;
    return true;
  }
  const int parentIndex = parent.isDouble() ? parent.toInt(-1) : -1;
  if (parentIndex < 0 || parentIndex >= index || parent.toDouble() != parentIndex) {
    *error = QCoreApplication::translate("ChatJson",
                                         "%1.parent: %2 is not the index of an earlier message")
                 .arg(where, parent.toVariant().toString());
    return false;
  }
  *parentId = parentIndex + 1;
  return true;
}

std::optional<ChatMessage> messageFromJson(const QJsonValue& value, int index, int version,
                                           QString* error) {
  const QString where = QStringLiteral("messages[%1]").arg(index);
  if (!value.isObject()) {
    *error = QCoreApplication::translate("ChatJson", "%1: expected an object").arg(where);
    return std::nullopt;
  }
  const QJsonObject json = value.toObject();
  ChatMessage m;
  QString role;
  if (!requireString(json, "role", where, &role, error) ||
      !requireString(json, "content", where, &m.content, error)) {
    return std::nullopt;
  }
  const std::optional<MessageRole> parsed = roleFromName(role);
  if (!parsed) {
    *error = QCoreApplication::translate("ChatJson",
                                         "%1.role: '%2' is not one of system, user, assistant")
                 .arg(where, role);
    return std::nullopt;
  }
  m.role = *parsed;
  m.id = index + 1;
  m.position = index;
  if (!readParent(json, index, version, where, &m.parentId, error)) return std::nullopt;
  m.createdAt = parseTime(json.value("created"));
  m.updatedAt = parseTime(json.value("updated"));
  m.promptTokens = json.value("prompt_tokens").toInt();
  m.outputTokens = json.value("output_tokens").toInt();
  m.finishReason = json.value("finish_reason").toString();
  m.settingsUsed = json.value("settings").toObject();
  return m;
}

bool chatFromJson(const QJsonObject& json, Chat* chat, QString* error) {
  if (!requireString(json, "title", "chat", &chat->title, error)) return false;
  chat->systemPrompt = json.value("system_prompt").toString();
  chat->templateName = json.value("template").toString();
  chat->tabColor = json.value("tab_color").toString();
  chat->createdAt = parseTime(json.value("created"));
  chat->updatedAt = parseTime(json.value("updated"));
  const std::optional<ChatSampling> sampling =
      ChatSampling::fromJson(json.value("sampling").toObject(), error);
  if (!sampling) return false;
  chat->sampling = *sampling;
  return true;
}

}  // namespace

QByteArray toJson(const ChatDocument& document) {
  const Chat& chat = document.chat;
  QHash<qint64, int> indexOf;  // message id -> index in the array
  QJsonArray messages;
  for (const ChatMessage& m : document.messages) {
    QJsonObject json = messageToJson(m);
    json.insert("parent", indexOf.contains(m.parentId) ? QJsonValue(indexOf.value(m.parentId))
                                                       : QJsonValue(QJsonValue::Null));
    indexOf.insert(m.id, messages.size());
    messages.append(json);
  }
  const qint64 leaf = ConversationTree(document.messages, document.currentLeaf).currentLeaf();
  const QJsonObject root{{"format", kFormat},
                         {"version", kVersion},
                         {"current", indexOf.contains(leaf) ? QJsonValue(indexOf.value(leaf))
                                                            : QJsonValue(QJsonValue::Null)},
                         {"chat", QJsonObject{{"title", chat.title},
                                              {"created", isoTime(chat.createdAt)},
                                              {"updated", isoTime(chat.updatedAt)},
                                              {"system_prompt", chat.systemPrompt},
                                              {"template", chat.templateName},
                                              {"tab_color", chat.tabColor},
                                              {"sampling", chat.sampling.toJson()}}},
                         {"messages", messages}};
  return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString toMarkdown(const ChatDocument& document) {
  QString out = QStringLiteral("# %1\n\n").arg(document.chat.title);
  if (!document.chat.systemPrompt.isEmpty()) {
    out += QStringLiteral("**%1:** %2\n\n")
               .arg(QCoreApplication::translate("ChatJson", "System prompt"),
                    document.chat.systemPrompt);
  }
  const ConversationTree tree(document.messages, document.currentLeaf);
  for (const ChatMessage& m : tree.path()) {
    const QList<qint64> versions = tree.versions(m.id);
    const QString version = versions.size() < 2
                                ? QString()
                                : QCoreApplication::translate("ChatJson", " (version %1 of %2)")
                                      .arg(versions.indexOf(m.id) + 1)
                                      .arg(versions.size());
    const QString who =
        m.role == MessageRole::User        ? QCoreApplication::translate("ChatJson", "User")
        : m.role == MessageRole::Assistant ? QCoreApplication::translate("ChatJson", "Assistant")
                                           : QCoreApplication::translate("ChatJson", "System");
    out += QStringLiteral("## %1%2\n\n%3\n\n").arg(who, version, m.content);
  }
  return out;
}

std::optional<ChatDocument> fromJson(const QByteArray& json, QString* error) {
  QJsonParseError parseError;
  const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
  if (doc.isNull()) {
    *error = QCoreApplication::translate("ChatJson", "not JSON: %1 at offset %2")
                 .arg(parseError.errorString())
                 .arg(parseError.offset);
    return std::nullopt;
  }
  const QJsonObject root = doc.object();
  if (root.value("format").toString() != QLatin1String(kFormat)) {
    *error = QCoreApplication::translate("ChatJson", "format: expected '%1'")
                 .arg(QLatin1String(kFormat));
    return std::nullopt;
  }
  const int version = root.value("version").toInt();
  if (version != 1 && version != kVersion) {
    *error = QCoreApplication::translate("ChatJson", "version: %1 is not supported (expected %2)")
                 .arg(root.value("version").toVariant().toString())
                 .arg(kVersion);
    return std::nullopt;
  }
  ChatDocument document;
  if (!chatFromJson(root.value("chat").toObject(), &document.chat, error)) return std::nullopt;
  const QJsonValue messages = root.value("messages");
  if (!messages.isArray()) {
    *error = QCoreApplication::translate("ChatJson", "messages: expected an array");
    return std::nullopt;
  }
  for (const QJsonValue& value : messages.toArray()) {
    const std::optional<ChatMessage> m =
        messageFromJson(value, document.messages.size(), version, error);
    if (!m) return std::nullopt;
    document.messages.append(*m);
  }
  const QJsonValue current = root.value("current");
  if (current.isDouble()) {
    const int index = current.toInt(-1);
    if (index < 0 || index >= document.messages.size()) {
      *error = QCoreApplication::translate("ChatJson", "current: %1 is not the index of a message")
                   .arg(current.toVariant().toString());
      return std::nullopt;
    }
    document.currentLeaf = index + 1;
  }
  return document;
}

}  // namespace chat_json
