// A message for a person (a model that cannot load, a request that cannot run, a notice), kept
// in a form an interface can translate: an English template whose places %1 … %9 (as in Qt's
// QString::arg) are filled by arguments. An argument is either text that is never translated (a
// path, a number, a tensor name, a library's own error) or another Message (a reason inside a
// notice), translated on its own.
//
// Templates are written as tessera::Message::tr("…") where the message is made: Qt's lupdate
// collects them from the engine's sources into the app's translations under the context
// "tessera::Message", the way it collects a Qt class's tr() calls. Always fully qualified: where
// lupdate cannot resolve the class (after a function returning nlohmann::json, say) it files a
// plain Message::tr under "Message", which the app would never look up. The engine itself has no
// Qt: english() fills the places of the English template.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace tessera {

class Message {
 public:
  // One place's content: text, or a nested message.
  class Arg {
   public:
    Arg(std::string text) : text_(std::move(text)) {}
    Arg(const char* text) : text_(text) {}
    // C++17 (no concepts): the CUDA kernels include this through tessera/error.h.
    template <typename T,
              typename = std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool> &&
                                          !std::is_same_v<T, char>>>
    Arg(T number) : text_(std::to_string(number)) {}
    Arg(Message message) : nested_(std::make_shared<const Message>(std::move(message))) {}

    // Null for text.
    const Message* nested() const { return nested_.get(); }
    const std::string& text() const { return text_; }
    std::string english() const { return nested_ ? nested_->english() : text_; }

   private:
    std::string text_;
    std::shared_ptr<const Message> nested_;
  };

  // Marks an English template for translation and returns it unchanged.
  static constexpr const char* tr(const char* english_template) { return english_template; }

  // Text with no template to translate: a library's or the system's own words.
  static Message verbatim(std::string text) { return Message("%1", {Arg(std::move(text))}); }

  Message() = default;  // no message
  template <typename... Args>
  explicit Message(const char* english_template, Args&&... args)
      : template_(english_template), args_{Arg(std::forward<Args>(args))...} {}
  Message(const char* english_template, std::vector<Arg> args)
      : template_(english_template), args_(std::move(args)) {}

  bool empty() const { return template_ == nullptr; }
  // The template as marked with tr(); "" for no message.
  const char* english_template() const { return template_ ? template_ : ""; }
  const std::vector<Arg>& args() const { return args_; }

  // The template with each place filled in English, in one pass: a '%' inside an argument
  // stays as it is.
  std::string english() const;
  // `text` (this template, or its translation as UTF-8) with each place %1 … %9 that has an
  // argument replaced by render(argument), in the same single pass.
  std::string fill(std::string_view text,
                   const std::function<std::string(const Arg&)>& render) const;

 private:
  const char* template_ = nullptr;
  std::vector<Arg> args_;
};

}  // namespace tessera
