// tessera-cli: headless generation with the engine, and tokenizing (see usage() in options.cpp).
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>

#include "options.h"
#include "render_template.h"
#include "tessera/error.h"
#include "tessera/utf8_path.h"
#include "tessera/version.h"

using namespace tessera;

namespace {

struct Result {
  std::vector<TokenId> prompt_ids;
  std::vector<TokenId> output_ids;
  std::string text;
  FinishReason reason = FinishReason::None;
  std::string error;
  bool done = false;
};

// Streams the text of the prompts in input order while they run concurrently: the current
// prompt's text goes straight to stdout, the others' is held until their turn.
class Printer {
 public:
  Printer(std::vector<Result>& results, bool stream) : results_(results), stream_(stream) {}

  void on_output(std::size_t index, const RequestOutput& out) {
    std::lock_guard lock(mu_);
    Result& r = results_[index];
    r.output_ids.insert(r.output_ids.end(), out.new_token_ids.begin(), out.new_token_ids.end());
    r.text += out.text_delta;
    if (out.finished) {
      r.done = true;
      r.reason = out.finish_reason;
      r.error = out.error.english();
    }
    if (stream_) advance();
  }

 private:
  void advance() {
    while (current_ < results_.size()) {
      Result& r = results_[current_];
      std::cout << r.text.substr(printed_) << std::flush;
      printed_ = r.text.size();
      if (!r.done) return;
      std::cout << "\n" << std::flush;
      ++current_;
      printed_ = 0;
    }
  }

  std::mutex mu_;
  std::vector<Result>& results_;
  bool stream_;
  std::size_t current_ = 0;
  std::size_t printed_ = 0;
};

std::string one_line(std::string text) {
  for (char& c : text) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  return text;
}

// --template NAME picks a built-in format; otherwise the model's own template when it has one.
std::vector<TokenId> encode_prompt(const Engine& engine, std::optional<ChatTemplate> chosen,
                                   const std::string& prompt) {
  const ModelInfo& info = engine.model_info();
  if (!chosen && info.chat_template) {
    const ChatTemplateInputs inputs =
        chat_inputs(engine.tokenizer(), chat_messages_json({{"user", prompt}}));
    return encode_chat(engine.tokenizer(), *info.chat_template, inputs);
  }
  const ChatTemplate kind = chosen.value_or(info.default_template);
  if (kind == ChatTemplate::Plain) return engine.tokenizer().encode(prompt);
  return encode_chat(engine.tokenizer(), kind, {{"user", prompt}});
}

void print_json(const std::vector<std::string>& prompts, const std::vector<Result>& results) {
  for (std::size_t i = 0; i < results.size(); ++i) {
    const Result& r = results[i];
    nlohmann::json line = {{"prompt", prompts[i]},
                           {"prompt_ids", r.prompt_ids},
                           {"output_ids", r.output_ids},
                           {"text", r.text},
                           {"finish_reason", to_string(r.reason)}};
    if (!r.error.empty()) line["error"] = r.error;
    std::cout << line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  }
}

int generate(const cli::Options& options) {
  const std::unique_ptr<Engine> engine = Engine::create(options.engine);
  const ModelInfo& info = engine->model_info();
  if (!info.notice.empty()) std::cerr << one_line(info.notice.english()) << "\n";

  std::vector<Result> results(options.prompts.size());
  Printer printer(results, !options.json);
  for (std::size_t i = 0; i < options.prompts.size(); ++i) {
    results[i].prompt_ids = encode_prompt(*engine, options.chat_template, options.prompts[i]);
  }
  for (std::size_t i = 0; i < options.prompts.size(); ++i) {
    engine->submit({results[i].prompt_ids, options.sampling, 0},
                   [&printer, i](const RequestOutput& out) { printer.on_output(i, out); });
  }
  engine->wait_until_idle();
  if (options.json) print_json(options.prompts, results);
  int status = 0;
  for (const Result& r : results) {
    if (r.reason != FinishReason::Error) continue;
    std::cerr << "tessera-cli: " << one_line(r.error) << "\n";
    status = 1;
  }
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const std::vector<std::string> args = utf8_arguments(argc, argv);
    if (!args.empty() && args[0] == "render-template") return cli::render_template(args);
    const cli::Options options = cli::parse_options(args);
    if (options.command == cli::Command::Tokenize) {
      if (options.tokenize.help) {
        std::cout << cli::tokenize_usage();
        return 0;
      }
      return cli::run_tokenize(options.tokenize);
    }
    if (options.help) {
      std::cout << cli::usage();
      return 0;
    }
    if (options.version) {
      std::cout << "tessera-cli " << kVersion << "\n";
      return 0;
    }
    return generate(options);
  } catch (const std::exception& e) {
    std::cerr << "tessera-cli: " << one_line(e.what()) << "\n";
    return 1;
  }
}
