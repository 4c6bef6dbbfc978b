#pragma once

#include <stdexcept>
#include <string>
#include <utility>

#include "tessera/message.h"

namespace tessera {

// Every failure the engine reports to a caller: bad model files, bad configuration, device errors.
// The message names what was wrong and where ("config.json: field 'hidden_size' ..."); what() is
// its English, message() the form an interface translates (tessera/message.h).
class Error : public std::runtime_error {
 public:
  explicit Error(Message message)
      : std::runtime_error(message.english()), message_(std::move(message)) {}
  template <typename... Args>
  explicit Error(const char* english_template, Args&&... args)
      : Error(Message(english_template, std::forward<Args>(args)...)) {}
  // For the command-line tools, whose words are English only: the text is shown as it is.
  static Error untranslated(std::string text) { return Error(Message::verbatim(std::move(text))); }

  const Message& message() const { return message_; }

 private:
  Message message_;
};

}  // namespace tessera
