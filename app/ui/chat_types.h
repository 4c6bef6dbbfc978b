// What one chat is made of: its messages and its own generation settings.
#pragma once

#include <QList>
#include <QString>
#include <optional>

#include "tessera/chat_template.h"
#include "tessera/request.h"

struct ChatEntry {
  enum class Role { User, Assistant };
  Role role = Role::User;
  QString text;
};

struct ChatSettings {
  QString systemPrompt;
  std::optional<tessera::ChatTemplate> chatTemplate;  // nullopt: the model's own template
  double temperature = 0.8;
  double topP = 0.95;
  int topK = 40;
  double repetitionPenalty = 1.1;
  int maxTokens = 256;
  std::optional<quint64> seed;

  tessera::SamplingParams samplingParams() const;
  QString toJson() const;
  static ChatSettings fromJson(const QString& json);  // unknown or missing fields keep defaults
};
