// The words the app uses for the chat template a model's chats are rendered with (the model
// library before a download, the chat settings after loading), from the engine's decision.
#pragma once

#include <QString>

#include "tessera/model_check.h"

// Translated: "the model's own Jinja template (chatml-style)", "Tessera's built-in llama2
// format: the model has no chat template", ...
QString chatTemplateText(const tessera::ChatTemplateCheck& check);
