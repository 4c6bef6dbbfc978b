#include "ui/chat_types.h"

#include <QJsonDocument>
#include <QJsonObject>

tessera::SamplingParams ChatSettings::samplingParams() const {
  tessera::SamplingParams params;
  params.temperature = static_cast<float>(temperature);
  params.top_p = static_cast<float>(topP);
  params.top_k = topK;
  params.repetition_penalty = static_cast<float>(repetitionPenalty);
  params.max_tokens = maxTokens;
  params.seed = seed;
  return params;
}

QString ChatSettings::toJson() const {
  QJsonObject o;
  o["system_prompt"] = systemPrompt;
  o["template"] = chatTemplate ? QString(tessera::to_string(*chatTemplate)) : QString();
  o["temperature"] = temperature;
  o["top_p"] = topP;
  o["top_k"] = topK;
  o["repetition_penalty"] = repetitionPenalty;
  o["max_tokens"] = maxTokens;
  if (seed) o["seed"] = QString::number(*seed);
  return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

ChatSettings ChatSettings::fromJson(const QString& json) {
  ChatSettings s;
  const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
  s.systemPrompt = o.value("system_prompt").toString();
  s.chatTemplate = tessera::chat_template_from_name(o.value("template").toString().toStdString());
  s.temperature = o.value("temperature").toDouble(s.temperature);
  s.topP = o.value("top_p").toDouble(s.topP);
  s.topK = o.value("top_k").toInt(s.topK);
  s.repetitionPenalty = o.value("repetition_penalty").toDouble(s.repetitionPenalty);
  s.maxTokens = o.value("max_tokens").toInt(s.maxTokens);
  bool ok = false;
  const quint64 seed = o.value("seed").toString().toULongLong(&ok);
  if (ok) s.seed = seed;
  return s;
}
