// Shared by the app UI tests: the default story model, loaded on the CPU through the bridge.
#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

#include "data/chat_types.h"
#include "engine_bridge.h"

namespace ui_test {

inline QString storiesDir() {
  return QStringLiteral(TESSERA_MODELS_DIR "/stories260K");
}

inline tessera::EngineConfig storiesConfig() {
  tessera::EngineConfig config;
  config.model_dir = storiesDir().toStdString();
  config.device = tessera::Device::Cpu;
  config.num_threads = 1;
  return config;
}

// Loads the story model and waits for it; fails the calling test when it does not load.
inline bool loadStories(EngineBridge& bridge) {
  QSignalSpy loaded(&bridge, &EngineBridge::modelLoaded);
  QSignalSpy failed(&bridge, &EngineBridge::modelLoadFailed);
  bridge.loadModel(storiesConfig());
  for (int i = 0; i < 600 && loaded.isEmpty() && failed.isEmpty(); ++i) QTest::qWait(50);
  if (!failed.isEmpty()) qWarning() << "load failed:" << failed.first().first().toString();
  return !loaded.isEmpty();
}

// Greedy, no penalties: the output is the reference continuation.
inline Chat greedy(int maxTokens) {
  Chat chat;
  chat.sampling.temperature = 0.0;
  chat.sampling.topP = 1.0;
  chat.sampling.topK = 0;
  chat.sampling.repetitionPenalty = 1.0;
  chat.sampling.maxTokens = maxTokens;
  return chat;
}

// The reference case of stories260K/reference_greedy.json whose prompt is `prompt`.
inline QJsonObject referenceCase(const QString& prompt) {
  QFile file(storiesDir() + "/reference_greedy.json");
  if (!file.open(QIODevice::ReadOnly)) return {};
  const QJsonArray cases =
      QJsonDocument::fromJson(file.readAll()).object().value("cases").toArray();
  for (const QJsonValue& c : cases)
    if (c.toObject().value("prompt").toString() == prompt) return c.toObject();
  return {};
}

// The reference continuation of `prompt` as a chat shows it: the text that decoding the prompt
// and output together adds to the prompt (so a leading space of the first word is kept).
inline QString referenceAnswer(const EngineBridge& bridge, const QString& prompt) {
  const QJsonObject c = referenceCase(prompt);
  std::vector<tessera::TokenId> ids;
  for (const QJsonValue& id : c.value("prompt_ids").toArray()) ids.push_back(id.toInt());
  const std::string promptText = bridge.tokenizer()->decode(ids);
  for (const QJsonValue& id : c.value("output_ids").toArray()) ids.push_back(id.toInt());
  return QString::fromStdString(bridge.tokenizer()->decode(ids).substr(promptText.size()));
}

}  // namespace ui_test
