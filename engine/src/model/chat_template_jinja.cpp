// The model's own Jinja chat template: parse once, render with transformers' variables, encode
// with the special tokens recognised (see tessera/chat_template.h).
#include <utility>

#include "model/jinja/builtins.h"
#include "model/jinja/interpreter.h"
#include "model/jinja/parser.h"
#include "tessera/chat_template.h"

namespace tessera {

ChatTemplateError::ChatTemplateError(int line, bool raised, std::string template_message)
    : Error(raised ? Message(tessera::Message::tr("the chat template refused the conversation "
                                                  "(line %1): %2"),
                             line, template_message)
                   : Message(tessera::Message::tr("chat template line %1: %2"), line,
                             template_message)),
      line_(line),
      raised_(raised),
      template_message_(std::move(template_message)) {}

struct JinjaChatTemplate::Program {
  jinja::Body body;
};

JinjaChatTemplate::JinjaChatTemplate(std::string_view source) {
  auto program = std::make_unique<Program>();
  try {
    program->body = jinja::parse(jinja::tokenize(source));
  } catch (const jinja::SyntaxError& e) {
    throw ChatTemplateError(e.line(), false, e.what());
  }
  program_ = std::move(program);
}

JinjaChatTemplate::~JinjaChatTemplate() = default;
JinjaChatTemplate::JinjaChatTemplate(JinjaChatTemplate&&) noexcept = default;
JinjaChatTemplate& JinjaChatTemplate::operator=(JinjaChatTemplate&&) noexcept = default;

std::string JinjaChatTemplate::render(const ChatTemplateInputs& inputs) const {
  using jinja::Value;
  jinja::Dict variables =
      jinja::make_globals(inputs.now.value_or(std::chrono::system_clock::now()));
  try {
    // As apply_chat_template passes them: tools and documents are none when there are none.
    variables.set("messages", Value::from_json(inputs.messages));
    variables.set("tools", Value::from_json(inputs.tools));
    variables.set("documents", Value::none());
    variables.set("add_generation_prompt", Value(inputs.add_generation_prompt));
    variables.set("bos_token", Value(inputs.bos_token));
    variables.set("eos_token", Value(inputs.eos_token));
    if (inputs.extra.is_object()) {
      for (const auto& [name, value] : inputs.extra.items())
        variables.set(name, Value::from_json(value));
    }
  } catch (const jinja::RenderError& e) {
    throw ChatTemplateError(0, false, e.what());
  }
  try {
    return jinja::render(program_->body, std::move(variables), jinja::Limits{});
  } catch (const jinja::LocatedError& e) {
    throw ChatTemplateError(e.line(), e.raised(), e.what());
  }
}

nlohmann::ordered_json chat_messages_json(const std::vector<ChatMessage>& messages) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const ChatMessage& m : messages) out.push_back({{"role", m.role}, {"content", m.content}});
  return out;
}

ChatTemplateInputs chat_inputs(const Tokenizer& tokenizer, nlohmann::ordered_json messages,
                               bool add_generation_prompt) {
  ChatTemplateInputs inputs;
  inputs.messages = std::move(messages);
  inputs.add_generation_prompt = add_generation_prompt;
  inputs.bos_token = tokenizer.bos_token();
  inputs.eos_token = tokenizer.eos_token();
  return inputs;
}

std::vector<TokenId> encode_chat(const Tokenizer& tokenizer, const JinjaChatTemplate& chat_template,
                                 const ChatTemplateInputs& inputs) {
  return tokenizer.encode_special(chat_template.render(inputs));
}

}  // namespace tessera
