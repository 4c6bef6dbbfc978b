// Named, reusable chat presets (system prompt, chat template, sampling) and the default preset
// of each model. Kept in the history file's settings table, so presets travel with the history
// and need no second file: "presets" holds a JSON array, "presets/default/<model>" a name.
// A chat still owns its settings: applying a preset copies it into the chat (per-chat override).
#pragma once

#include <QList>
#include <QString>
#include <optional>

#include "data/chat_types.h"

class ChatStore;

struct ChatPreset {
  QString name;
  QString systemPrompt;
  QString templateName;  // empty = the model's default
  ChatSampling sampling;

  // The chat fields a preset sets (systemPrompt, templateName, sampling).
  Chat applyTo(Chat chat) const;
  static ChatPreset fromChat(const QString& name, const Chat& chat);
  bool operator==(const ChatPreset&) const = default;
};

class PresetLibrary {
 public:
  explicit PresetLibrary(ChatStore* store);  // null or closed store: no presets, nothing saved

  bool isAvailable() const;
  // Sorted by name. Before the user saved any, three starting points (Balanced, Precise,
  // Creative) that differ only in sampling.
  QList<ChatPreset> presets() const;
  std::optional<ChatPreset> preset(const QString& name) const;
  // Adds or replaces (same name, compared case-sensitively). False with `error` for an empty name.
  bool save(const ChatPreset& preset, QString* error);
  bool remove(const QString& name);  // also clears it as any model's default

  QString defaultFor(const QString& model) const;                       // empty when none
  bool setDefaultFor(const QString& model, const QString& presetName);  // empty name clears

 private:
  bool write(const QList<ChatPreset>& presets);
  QStringList modelsWithDefaults() const;

  ChatStore* store_;
};
