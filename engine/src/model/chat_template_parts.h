// A rendered chat prompt as a sequence of text and special pieces, before tokenization.
#pragma once

#include <string>
#include <vector>

#include "tessera/chat_template.h"

namespace tessera {

struct PromptPart {
  std::string text;
  // A piece such as <s> or <|im_start|>: it becomes one token when the vocabulary has it as a
  // control or user-defined piece, and is plain text otherwise.
  bool special = false;
};

// The conversation in the given format, ending where the assistant's answer starts.
std::vector<PromptPart> chat_prompt_parts(ChatTemplate kind,
                                          const std::vector<ChatMessage>& messages);

}  // namespace tessera
