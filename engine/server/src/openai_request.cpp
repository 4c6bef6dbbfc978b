#include "openai_request.h"

#include <algorithm>
#include <charconv>
#include <limits>

#include "api_error.h"
#include "body_fields.h"
#include "chat_prompt.h"
#include "refused_fields.h"
#include "structured_output.h"

namespace tessera::server {
namespace {

// The body with its keys in the order sent, where a field whose order matters is present (a
// schema's properties are generated in their order); null otherwise.
nlohmann::ordered_json ordered_body(const BodyFields& f, std::string_view text) {
  if (text.empty()) return {};
  for (const char* key : {"response_format", "guided_json", "tools"}) {
    if (f.has(key)) return nlohmann::ordered_json::parse(text, nullptr, false);
  }
  return {};
}

std::vector<std::string> stop_strings(const BodyFields& fields) {
  if (!fields.has("stop")) return {};
  const nlohmann::json& stop = fields.at("stop");
  std::vector<std::string> out;
  auto add = [&](const nlohmann::json& item) {
    if (!item.is_string()) fields.fail("stop", "must be a string or a list of strings");
    // An empty stop string would match before any text; OpenAI ignores it, and so do we.
    if (!item.get<std::string>().empty()) out.push_back(item.get<std::string>());
  };
  if (stop.is_array()) {
    for (const nlohmann::json& item : stop) add(item);
  } else {
    add(stop);
  }
  return out;
}

// OpenAI's {"token id": bias} with biases in [-100, 100]; ids are exact token ids.
std::vector<std::pair<TokenId, float>> logit_bias(const BodyFields& f, int vocab) {
  if (!f.has("logit_bias")) return {};
  const nlohmann::json& bias = f.at("logit_bias");
  if (!bias.is_object()) f.fail("logit_bias", "must be an object of token id -> bias");
  if (bias.size() > 1024) f.fail("logit_bias", "holds more than 1024 tokens");
  std::vector<std::pair<TokenId, float>> out;
  for (const auto& [key, value] : bias.items()) {
    TokenId id = -1;
    const auto [end, error] = std::from_chars(key.data(), key.data() + key.size(), id);
    if (key.empty() || error != std::errc() || end != key.data() + key.size() || id < 0 ||
        id >= vocab) {
      f.fail("logit_bias", "key " + excerpt(key) + " is not a token id of the vocabulary of " +
                               std::to_string(vocab));
    }
    if (!value.is_number() || value.get<double>() < -100.0 || value.get<double>() > 100.0) {
      f.fail("logit_bias",
             "bias of token " + key + " must be a number in [-100, 100], got " + excerpt(value));
    }
    out.emplace_back(id, static_cast<float>(value.get<double>()));
  }
  return out;
}

// The fields both endpoints share.
void parse_sampling(const BodyFields& f, ApiJob& job, const ModelLimits& limits) {
  SamplingParams& p = job.sampling;
  p.temperature = static_cast<float>(f.number("temperature", 0.0, 1e6).value_or(1.0));
  p.top_p = static_cast<float>(f.number("top_p", 0.0, 1.0).value_or(1.0));
  if (p.top_p <= 0.0f) f.fail("top_p", "must be in (0, 1], got " + excerpt(f.at("top_p")));
  const std::int64_t top_k = f.integer("top_k", -1, std::numeric_limits<int>::max()).value_or(0);
  p.top_k = top_k < 0 ? 0 : static_cast<int>(top_k);  // vLLM spells "off" as -1
  p.min_p = static_cast<float>(f.number("min_p", 0.0, 1.0).value_or(0.0));
  p.presence_penalty = static_cast<float>(f.number("presence_penalty", -2.0, 2.0).value_or(0.0));
  p.frequency_penalty = static_cast<float>(f.number("frequency_penalty", -2.0, 2.0).value_or(0.0));
  p.repetition_penalty = static_cast<float>(f.number("repetition_penalty", 0.0, 1e6).value_or(1.0));
  if (p.repetition_penalty <= 0.0f) {
    f.fail("repetition_penalty", "must be > 0, got " + excerpt(f.at("repetition_penalty")));
  }
  if (const auto seed = f.integer("seed", std::numeric_limits<std::int64_t>::min(),
                                  std::numeric_limits<std::int64_t>::max())) {
    p.seed = static_cast<std::uint64_t>(*seed);
  }
  p.stop = stop_strings(f);
  p.ignore_eos = f.boolean("ignore_eos", false);
  p.logit_bias = logit_bias(f, limits.vocab_size);
  if (f.has("stop_token_ids")) {  // vLLM's: tokens that end the output, besides the model's EOS
    if (!f.at("stop_token_ids").is_array()) f.fail("stop_token_ids", "must be a list of ids");
    for (const nlohmann::json& id : f.at("stop_token_ids")) {
      if (!id.is_number_integer() || id.get<std::int64_t>() < 0 ||
          id.get<std::int64_t>() >= limits.vocab_size) {
        f.fail("stop_token_ids", "item " + excerpt(id) + " is not an id in the vocabulary of " +
                                     std::to_string(limits.vocab_size));
      }
      p.stop_token_ids.push_back(static_cast<TokenId>(id.get<std::int64_t>()));
    }
  }
  job.n = static_cast<int>(f.integer("n", 1, limits.max_n).value_or(1));
  job.stream = f.boolean("stream", false);
  if (f.has("stream_options")) {
    const nlohmann::json& options = f.at("stream_options");
    if (!options.is_object()) f.fail("stream_options", "must be an object");
    if (!job.stream) f.fail("stream_options", "is only allowed with \"stream\": true");
    job.include_usage = BodyFields(options).boolean("include_usage", false);
  }
}

// The token budget asked for, checked against the context as vLLM checks it, in the words.
void resolve_max_tokens(ApiJob& job, const ModelLimits& limits, std::optional<std::int64_t> asked) {
  std::size_t longest = 0;
  for (const auto& prompt : job.prompts) longest = std::max(longest, prompt.size());
  const std::int64_t prompt_len = static_cast<std::int64_t>(longest);
  const std::int64_t completion =
      asked.value_or(std::max<std::int64_t>(limits.max_model_len - prompt_len, 1));
  if (prompt_len + completion > limits.max_model_len) {
    const std::string param =
        asked ? "max_tokens" : (job.endpoint == Endpoint::Completions ? "prompt" : "messages");
    throw ApiError(400,
                   "This model's maximum context length is " +
                       std::to_string(limits.max_model_len) + " tokens; your request has " +
                       std::to_string(prompt_len + completion) + " (" + std::to_string(prompt_len) +
                       " in the prompt, " + std::to_string(completion) +
                       " for the completion). Please shorten the prompt or lower max_tokens.",
                   param);
  }
  job.sampling.max_tokens = static_cast<int>(completion);
}

std::vector<TokenId> token_ids(const BodyFields& f, const nlohmann::json& array, int vocab) {
  std::vector<TokenId> ids;
  for (const nlohmann::json& item : array) {
    if (!item.is_number_integer() || item.get<std::int64_t>() < 0 ||
        item.get<std::int64_t>() >= vocab) {
      f.fail("prompt", "token " + excerpt(item) + " is not an id in the vocabulary of " +
                           std::to_string(vocab));
    }
    ids.push_back(static_cast<TokenId>(item.get<std::int64_t>()));
  }
  if (ids.empty()) f.fail("prompt", "must not be an empty list of tokens");
  return ids;
}

// "prompt": a string, a list of strings, a list of token ids, or a list of such lists.
void parse_prompts(const BodyFields& f, ApiJob& job, const Engine& engine,
                   const ModelLimits& limits) {
  if (!f.has("prompt")) f.fail("prompt", "is required");
  const nlohmann::json& prompt = f.at("prompt");
  const Tokenizer& tokenizer = engine.tokenizer();
  const int vocab = engine.model_info().vocab_size;
  auto add_text = [&](const std::string& text) {
    check_prompt_bytes(text.size(), limits, "prompt");
    job.prompts.push_back(tokenizer.encode(text));
    job.prompt_texts.push_back(text);
  };
  auto add_ids = [&](const nlohmann::json& array) {
    job.prompts.push_back(token_ids(f, array, vocab));
    job.prompt_texts.push_back(tokenizer.decode(job.prompts.back()));
  };
  if (prompt.is_string()) {
    add_text(prompt.get<std::string>());
  } else if (prompt.is_array() && !prompt.empty() && prompt[0].is_number()) {
    add_ids(prompt);
  } else if (prompt.is_array() && !prompt.empty()) {
    for (const nlohmann::json& item : prompt) {
      if (item.is_string()) {
        add_text(item.get<std::string>());
      } else if (item.is_array()) {
        add_ids(item);
      } else {
        f.fail("prompt", "must be a string, a list of strings or a list of token ids");
      }
    }
  } else {
    f.fail("prompt", "must be a non-empty string, list of strings or list of token ids, got " +
                         excerpt(prompt));
  }
  if (job.prompts.size() > 64) f.fail("prompt", "holds more than 64 prompts");
}

std::string message_content(const BodyFields& f, const nlohmann::json& content) {
  if (content.is_null()) return {};
  if (content.is_string()) return content.get<std::string>();
  if (!content.is_array()) f.fail("messages", "content must be a string or a list of parts");
  std::string text;
  for (const nlohmann::json& part : content) {
    // Compared as JSON: value("type", "") would throw on a "type" that is not a string.
    if (!part.is_object() || !part.contains("type") || part["type"] != "text" ||
        !part.contains("text") || !part["text"].is_string()) {
      f.fail("messages", "content parts must be {\"type\": \"text\", \"text\": ...}");
    }
    text += part["text"].get<std::string>();
  }
  return text;
}

}  // namespace

std::size_t chat_bytes(const std::vector<ChatMessage>& messages) {
  std::size_t bytes = 0;
  for (const ChatMessage& m : messages) bytes += m.content.size();
  return bytes;
}

std::size_t prompt_byte_limit(const Tokenizer& tokenizer, int max_model_len) {
  std::size_t longest_piece = 1;
  for (int id = 0; id < tokenizer.vocab_size(); ++id) {
    longest_piece = std::max(longest_piece, tokenizer.piece(id).size());
  }
  return static_cast<std::size_t>(std::max(max_model_len, 1)) * longest_piece * 4;
}

void check_prompt_bytes(std::size_t bytes, const ModelLimits& limits, const std::string& param) {
  if (limits.max_prompt_bytes == 0 || bytes <= limits.max_prompt_bytes) return;
  throw ApiError(400,
                 "'" + param + "' holds " + std::to_string(bytes) +
                     " bytes of text, more than could ever fit this model's context of " +
                     std::to_string(limits.max_model_len) + " tokens (at most " +
                     std::to_string(limits.max_prompt_bytes) + " bytes); please shorten the prompt",
                 param);
}

nlohmann::json parse_request_body(const std::string& text) {
  nlohmann::json body = nlohmann::json::parse(text, nullptr, false);
  if (body.is_discarded()) {
    throw ApiError(
        400, "the request body is not valid JSON (" + std::to_string(text.size()) + " bytes)");
  }
  return body;
}

void check_model(const nlohmann::json& body, const std::string& served_name) {
  const BodyFields f(body);
  const std::optional<std::string> model = f.string("model");
  if (model && *model != served_name) {
    throw ApiError(
        404, "The model `" + *model + "` does not exist. This server serves `" + served_name + "`.",
        "model");
  }
}

std::vector<ChatMessage> parse_messages(const nlohmann::json& body) {
  const BodyFields f(body);
  if (!f.has("messages") || !f.at("messages").is_array() || f.at("messages").empty()) {
    f.fail("messages", "must be a non-empty list of {\"role\", \"content\"} objects");
  }
  std::vector<ChatMessage> messages;
  for (const nlohmann::json& m : f.at("messages")) {
    if (!m.is_object() || !m.contains("role") || !m["role"].is_string()) {
      f.fail("messages", "item " + std::to_string(messages.size()) + " has no string 'role'");
    }
    std::string role = m["role"].get<std::string>();
    if (role == "developer") role = "system";  // OpenAI's newer name for the system role
    if (role != "system" && role != "user" && role != "assistant") {
      f.fail("messages", "item " + std::to_string(messages.size()) + " has role '" + role +
                             "'; expected system, user, assistant or developer");
    }
    messages.push_back(
        {role, message_content(f, m.contains("content") ? m["content"] : nlohmann::json())});
  }
  return messages;
}

ApiJob parse_completion_request(const nlohmann::json& body, const Engine& engine,
                                const ModelLimits& limits, std::string_view text) {
  const BodyFields f(body);
  check_model(body, limits.served_name);
  refuse_unsupported_fields(body, Endpoint::Completions);
  ApiJob job;
  job.endpoint = Endpoint::Completions;
  parse_sampling(f, job, limits);
  job.echo = f.boolean("echo", false);
  if (const auto logprobs = f.integer("logprobs", 0, kMaxLogprobs)) {
    job.num_logprobs = static_cast<int>(*logprobs);
  }
  job.prompt_logprobs = job.echo && job.num_logprobs >= 0;
  job.sampling.logprobs = job.num_logprobs;
  if (job.prompt_logprobs) job.sampling.prompt_logprobs = job.num_logprobs;
  parse_prompts(f, job, engine, limits);
  // OpenAI's and vLLM's default for completions is 16 new tokens.
  const std::int64_t max_tokens = f.integer("max_tokens", 0, 1 << 30).value_or(16);
  if (max_tokens == 0 && !job.echo) f.fail("max_tokens", "must be at least 1 (0 only with echo)");
  job.echo_only = max_tokens == 0;
  resolve_max_tokens(job, limits, std::max<std::int64_t>(max_tokens, 1));
  job.sampling.grammar = requested_grammar(f, ordered_body(f, text));
  return job;
}

namespace {

// "auto" (the default with tools) parses the calls in the answer; "none" renders the tools but
// returns the answer as text; "required" or a named function also constrains the answer to calls
// in the model's format (tool_call_grammar).
void parse_tool_choice(const BodyFields& f, const Engine& engine,
                       const nlohmann::ordered_json& as_sent, ApiJob& job) {
  const bool tools = f.has("tools") && f.at("tools").is_array() && !f.at("tools").empty();
  std::string choice = tools ? "auto" : "none";
  std::string name;
  if (f.has("tool_choice")) {
    const nlohmann::json& asked = f.at("tool_choice");
    if (asked.is_string() && (asked == "auto" || asked == "none" || asked == "required")) {
      choice = asked.get<std::string>();
    } else if (asked.is_object() && asked.contains("function") && asked["function"].is_object() &&
               asked["function"].contains("name") && asked["function"]["name"].is_string()) {
      choice = "function";
      name = asked["function"]["name"].get<std::string>();
    } else {
      f.fail("tool_choice",
             "must be \"auto\", \"none\", \"required\" or {\"type\": \"function\", "
             "\"function\": {\"name\": ...}}, got " +
                 excerpt(asked));
    }
  }
  if (!tools) {
    if (choice != "none") f.fail("tool_choice", "needs a non-empty \"tools\" list");
    return;
  }
  if (choice == "none" || !engine.model_info().chat_template) return;
  job.tool_calls = tool_call_format_of(engine.tokenizer().chat_template_jinja());
  if (choice == "auto") return;
  if (job.sampling.grammar) {
    f.fail("tool_choice", "forcing a tool call cannot be combined with a constrained format");
  }
  job.sampling.grammar = tool_call_grammar(f, as_sent, job.tool_calls, name);
  if (job.tool_calls == ToolCallFormat::Mistral) {
    // Mistral opens its calls with the [TOOL_CALLS] control token, which a grammar over text
    // cannot write: the prompt ends with it instead, as the model would have written it, and the
    // grammar takes the list that follows.
    const Tokenizer& tokenizer = engine.tokenizer();
    const std::vector<TokenId> marker = tokenizer.encode_special("[TOOL_CALLS]");
    if (marker.size() == 1 && !tokenizer.token_bytes(marker.front())) {
      job.prompts.back().push_back(marker.front());
    }
  }
}

ApiJob parse_chat(const nlohmann::json& body, std::string_view text, const Engine& engine,
                  const ModelLimits& limits) {
  const BodyFields f(body);
  check_model(body, limits.served_name);
  refuse_unsupported_fields(body, Endpoint::ChatCompletions);
  ApiJob job;
  job.endpoint = Endpoint::ChatCompletions;
  parse_sampling(f, job, limits);
  const bool logprobs = f.boolean("logprobs", false);
  const auto top = f.integer("top_logprobs", 0, kMaxLogprobs);
  if (top && !logprobs) f.fail("top_logprobs", "needs \"logprobs\": true");
  if (logprobs) job.num_logprobs = static_cast<int>(top.value_or(0));
  job.sampling.logprobs = job.num_logprobs;
  // Bounded before the template renders it: the body's text holds the messages' text (the
  // body itself is never walked recursively: it may nest a million levels deep).
  check_prompt_bytes(text.size(), limits, "messages");
  job.prompts.push_back(chat_prompt_ids(body, engine, text));
  job.prompt_texts.push_back({});
  const nlohmann::ordered_json as_sent = ordered_body(f, text);
  job.sampling.grammar = requested_grammar(f, as_sent);
  parse_tool_choice(f, engine, as_sent, job);
  std::optional<std::int64_t> asked = f.integer("max_completion_tokens", 1, 1 << 30);
  if (!asked) asked = f.integer("max_tokens", 1, 1 << 30);
  resolve_max_tokens(job, limits, asked);
  return job;
}

}  // namespace

ApiJob parse_chat_request(const nlohmann::json& body, const Engine& engine,
                          const ModelLimits& limits) {
  return parse_chat(body, {}, engine, limits);
}

ApiJob parse_chat_request_text(const std::string& text, const Engine& engine,
                               const ModelLimits& limits) {
  return parse_chat(parse_request_body(text), text, engine, limits);
}

}  // namespace tessera::server
