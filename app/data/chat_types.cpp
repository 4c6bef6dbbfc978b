#include "data/chat_types.h"

#include <QCoreApplication>
#include <cmath>
#include <limits>

namespace {

bool readNumber(const QJsonObject& json, const char* key, double* out, QString* error) {
  const QJsonValue value = json.value(QLatin1String(key));
  if (value.isUndefined()) return true;
  if (!value.isDouble()) {
    *error = QCoreApplication::translate("ChatSampling", "sampling.%1: expected a number")
                 .arg(QLatin1String(key));
    return false;
  }
  if (!std::isfinite(value.toDouble())) {
    *error = QCoreApplication::translate("ChatSampling", "sampling.%1: expected a finite number")
                 .arg(QLatin1String(key));
    return false;
  }
  *out = value.toDouble();
  return true;
}

// A whole number in [0, INT_MAX]; anything else (fractions, negatives, 1e300) is an error, since
// converting an out-of-range double to int is undefined behaviour.
bool readCount(const QJsonObject& json, const char* key, int* out, QString* error) {
  double number = *out;
  if (!readNumber(json, key, &number, error)) return false;
  if (number < 0 || number > std::numeric_limits<int>::max() || number != std::floor(number)) {
    *error = QCoreApplication::translate("ChatSampling",
                                         "sampling.%1: expected a whole number from 0 to %2")
                 .arg(QLatin1String(key))
                 .arg(std::numeric_limits<int>::max());
    return false;
  }
  *out = int(number);
  return true;
}

}  // namespace

QJsonObject ChatSampling::toJson() const {
  QJsonObject json{{"temperature", temperature},
                   {"top_p", topP},
                   {"top_k", topK},
                   {"repetition_penalty", repetitionPenalty},
                   {"max_tokens", maxTokens}};
  // JSON numbers are doubles; a 64-bit seed is kept exact as a decimal string.
  if (seed) json.insert("seed", QString::number(*seed));
  if (contextOverflow != ContextOverflow::Stop)
    json.insert("context_overflow", contextOverflowName(contextOverflow));
  return json;
}

std::optional<ChatSampling> ChatSampling::fromJson(const QJsonObject& json, QString* error) {
  ChatSampling s;
  if (!readNumber(json, "temperature", &s.temperature, error) ||
      !readNumber(json, "top_p", &s.topP, error) || !readCount(json, "top_k", &s.topK, error) ||
      !readNumber(json, "repetition_penalty", &s.repetitionPenalty, error) ||
      !readCount(json, "max_tokens", &s.maxTokens, error)) {
    return std::nullopt;
  }
  const QJsonValue seed = json.value("seed");
  if (!seed.isUndefined() && !seed.isNull()) {
    bool ok = false;
    const quint64 value = seed.isString() ? seed.toString().toULongLong(&ok) : 0;
    if (!ok) {
      *error = QCoreApplication::translate("ChatSampling",
                                           "sampling.seed: expected an unsigned integer string");
      return std::nullopt;
    }
    s.seed = value;
  }
  const QJsonValue overflow = json.value("context_overflow");
  if (!overflow.isUndefined()) {
    const std::optional<ContextOverflow> policy = contextOverflowFromName(overflow.toString());
    if (!policy) {
      *error = QCoreApplication::translate(
                   "ChatSampling",
                   "sampling.context_overflow: '%1' is not one of stop, truncate_middle, "
                   "rolling_window")
                   .arg(overflow.toVariant().toString());
      return std::nullopt;
    }
    s.contextOverflow = *policy;
  }
  return s;
}

QString contextOverflowName(ContextOverflow policy) {
  switch (policy) {
    case ContextOverflow::Stop:
      return QStringLiteral("stop");
    case ContextOverflow::TruncateMiddle:
      return QStringLiteral("truncate_middle");
    case ContextOverflow::RollingWindow:
      return QStringLiteral("rolling_window");
  }
  return {};
}

std::optional<ContextOverflow> contextOverflowFromName(const QString& name) {
  for (ContextOverflow policy :
       {ContextOverflow::Stop, ContextOverflow::TruncateMiddle, ContextOverflow::RollingWindow})
    if (contextOverflowName(policy) == name) return policy;
  return std::nullopt;
}

QString roleName(MessageRole role) {
  switch (role) {
    case MessageRole::System:
      return QStringLiteral("system");
    case MessageRole::User:
      return QStringLiteral("user");
    case MessageRole::Assistant:
      return QStringLiteral("assistant");
  }
  return {};
}

std::optional<MessageRole> roleFromName(const QString& name) {
  for (MessageRole role : {MessageRole::System, MessageRole::User, MessageRole::Assistant}) {
    if (roleName(role) == name) return role;
  }
  return std::nullopt;
}
