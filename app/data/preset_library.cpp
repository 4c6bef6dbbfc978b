#include "data/preset_library.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

#include "data/chat_store.h"

namespace {

const char kPresetsKey[] = "presets";
const char kDefaultPrefix[] = "presets/default/";

QList<ChatPreset> startingPresets() {
  ChatPreset balanced{QCoreApplication::translate("PresetLibrary", "Balanced"), {}, {}, {}};
  ChatPreset precise{QCoreApplication::translate("PresetLibrary", "Precise"), {}, {}, {}};
  precise.sampling.temperature = 0.2;
  precise.sampling.topP = 0.9;
  ChatPreset creative{QCoreApplication::translate("PresetLibrary", "Creative"), {}, {}, {}};
  creative.sampling.temperature = 1.1;
  creative.sampling.topP = 0.98;
  creative.sampling.topK = 100;
  return {balanced, creative, precise};
}

QJsonObject toJson(const ChatPreset& p) {
  return QJsonObject{{"name", p.name},
                     {"system_prompt", p.systemPrompt},
                     {"template", p.templateName},
                     {"sampling", p.sampling.toJson()}};
}

// An entry that cannot be read is skipped: one bad preset must not hide the others.
std::optional<ChatPreset> fromJson(const QJsonObject& json) {
  ChatPreset p;
  p.name = json.value("name").toString();
  if (p.name.trimmed().isEmpty()) return std::nullopt;
  p.systemPrompt = json.value("system_prompt").toString();
  p.templateName = json.value("template").toString();
  QString error;
  const std::optional<ChatSampling> sampling =
      ChatSampling::fromJson(json.value("sampling").toObject(), &error);
  if (!sampling) return std::nullopt;
  p.sampling = *sampling;
  return p;
}

}  // namespace

Chat ChatPreset::applyTo(Chat chat) const {
  chat.systemPrompt = systemPrompt;
  chat.templateName = templateName;
  chat.sampling = sampling;
  return chat;
}

ChatPreset ChatPreset::fromChat(const QString& name, const Chat& chat) {
  return ChatPreset{name, chat.systemPrompt, chat.templateName, chat.sampling};
}

PresetLibrary::PresetLibrary(ChatStore* store) : store_(store) {}

bool PresetLibrary::isAvailable() const {
  return store_ && store_->isOpen();
}

QList<ChatPreset> PresetLibrary::presets() const {
  if (!isAvailable()) return {};
  const QString text = store_->setting(kPresetsKey);
  if (text.isEmpty()) return startingPresets();
  QList<ChatPreset> result;
  for (const QJsonValue& value : QJsonDocument::fromJson(text.toUtf8()).array())
    if (std::optional<ChatPreset> p = fromJson(value.toObject())) result.append(*p);
  std::sort(result.begin(), result.end(), [](const ChatPreset& a, const ChatPreset& b) {
    return QString::localeAwareCompare(a.name, b.name) < 0;
  });
  return result;
}

std::optional<ChatPreset> PresetLibrary::preset(const QString& name) const {
  for (const ChatPreset& p : presets())
    if (p.name == name) return p;
  return std::nullopt;
}

bool PresetLibrary::write(const QList<ChatPreset>& presets) {
  QJsonArray array;
  for (const ChatPreset& p : presets) array.append(toJson(p));
  return store_->setSetting(kPresetsKey,
                            QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact)));
}

bool PresetLibrary::save(const ChatPreset& preset, QString* error) {
  if (preset.name.trimmed().isEmpty()) {
    *error = QCoreApplication::translate("PresetLibrary", "A preset needs a name.");
    return false;
  }
  if (!isAvailable()) {
    *error = QCoreApplication::translate(
        "PresetLibrary", "Presets are kept in the chat history, which is not open.");
    return false;
  }
  QList<ChatPreset> all = presets();
  all.erase(std::remove_if(all.begin(), all.end(),
                           [&](const ChatPreset& p) { return p.name == preset.name; }),
            all.end());
  all.append(preset);
  if (write(all)) return true;
  *error = store_->lastError();
  return false;
}

bool PresetLibrary::remove(const QString& name) {
  if (!isAvailable()) return false;
  QList<ChatPreset> all = presets();
  const auto removed =
      std::remove_if(all.begin(), all.end(), [&](const ChatPreset& p) { return p.name == name; });
  if (removed == all.end()) return false;
  all.erase(removed, all.end());
  for (const QString& model : modelsWithDefaults())
    if (defaultFor(model) == name) setDefaultFor(model, {});
  return write(all);
}

QString PresetLibrary::defaultFor(const QString& model) const {
  if (!isAvailable() || model.isEmpty()) return {};
  const QString name = store_->setting(kDefaultPrefix + model);
  return preset(name) ? name : QString();  // a deleted preset is no default
}

bool PresetLibrary::setDefaultFor(const QString& model, const QString& presetName) {
  if (!isAvailable() || model.isEmpty()) return false;
  QStringList models = modelsWithDefaults();
  models.removeAll(model);
  if (!presetName.isEmpty()) models.append(model);
  return store_->setSetting(kDefaultPrefix + model, presetName) &&
         store_->setSetting(QStringLiteral("presets/models"), models.join(QLatin1Char('\n')));
}

QStringList PresetLibrary::modelsWithDefaults() const {
  return store_->setting(QStringLiteral("presets/models"))
      .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}
