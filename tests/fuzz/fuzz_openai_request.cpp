// libFuzzer target: the API server's request parsing. The input is an HTTP body; it goes the way
// tessera-server takes it (parse_request_body, then parse_completion_request and
// parse_chat_request against stories260K's engine) and, when refused, into the error body the
// server sends. Only ApiError may leave the parsers, the error body must serialise (it is JSON
// sent to the client), and an accepted job must be one the engine can run: prompts of ids inside
// the vocabulary that fit the context with their token budget, and sampling values in range.
//
// The model folder is $TESSERA_MODELS_DIR/stories260K, by default the build's test models
// (tests/test_models.cmake).
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>

#include "api_error.h"
#include "openai_request.h"
#include "tessera/engine.h"

namespace {

using tessera::server::ApiJob;

struct Fixture {
  std::unique_ptr<tessera::Engine> engine;
  tessera::server::ModelLimits limits;
};

// Loaded once (libFuzzer's callbacks take no context), on the first call.
const Fixture& fixture() {
  static const Fixture loaded = [] {
    const char* models = std::getenv("TESSERA_MODELS_DIR");
    tessera::EngineConfig config;
    config.model_dir = std::string(models ? models : TESSERA_MODELS_DIR) + "/stories260K";
    config.device = tessera::Device::Cpu;
    config.start_thread = false;  // nothing is generated
    config.num_threads = 1;
    Fixture f{tessera::Engine::create(config), {}};
    f.limits = {"stories260K", f.engine->model_info().max_model_len, 16};
    return f;
  }();
  return loaded;
}

void check_job(const ApiJob& job, const tessera::server::ModelLimits& limits) {
  const int vocab = fixture().engine->model_info().vocab_size;
  bool ok = !job.prompts.empty() && job.prompt_texts.size() == job.prompts.size();
  for (const auto& prompt : job.prompts) {
    ok = ok && !prompt.empty() &&
         prompt.size() + static_cast<std::size_t>(job.sampling.max_tokens) <=
             static_cast<std::size_t>(limits.max_model_len);
    for (const tessera::TokenId id : prompt) ok = ok && id >= 0 && id < vocab;
  }
  const tessera::SamplingParams& s = job.sampling;
  ok = ok && s.max_tokens >= 1 && job.n >= 1 && job.n <= limits.max_n;
  ok = ok && std::isfinite(s.temperature) && s.temperature >= 0.0f;
  ok = ok && s.top_p > 0.0f && s.top_p <= 1.0f && s.top_k >= 0;
  ok = ok && s.repetition_penalty > 0.0f && std::isfinite(s.repetition_penalty);
  ok = ok && job.num_logprobs >= -1 && job.num_logprobs <= tessera::kMaxLogprobs;
  for (const std::string& stop : s.stop) ok = ok && !stop.empty();
  if (!ok) __builtin_trap();
}

template <typename Parse>
void parse_as(const std::string& body, Parse parse) {
  try {
    const Fixture& f = fixture();
    check_job(parse(tessera::server::parse_request_body(body), *f.engine, f.limits), f.limits);
  } catch (const tessera::server::ApiError& error) {
    // What the server's exception handler sends; dump() throws on text that is not UTF-8.
    (void)tessera::server::error_body(error.status(), error.what(), error.param()).dump();
  }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  (void)fixture();  // the model loads before the clock starts
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string body(reinterpret_cast<const char*>(data), size);
  // As the server calls them: with the body's text, whose key order the parsers keep.
  parse_as(body, [&](const nlohmann::json& json, const tessera::Engine& engine,
                     const tessera::server::ModelLimits& limits) {
    return tessera::server::parse_completion_request(json, engine, limits, body);
  });
  parse_as(body, [&](const nlohmann::json&, const tessera::Engine& engine,
                     const tessera::server::ModelLimits& limits) {
    return tessera::server::parse_chat_request_text(body, engine, limits);
  });
  return 0;
}
