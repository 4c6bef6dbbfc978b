#include "support/core_engine_fixtures.h"

#include <fstream>
#include <nlohmann/json.hpp>

namespace tessera::testing {

std::string default_model_dir() {
  return std::string(TESSERA_MODELS_DIR) + "/stories260K";
}

EngineConfig cpu_engine_config() {
  EngineConfig config;
  config.model_dir = default_model_dir();
  config.device = Device::Cpu;
  config.start_thread = false;
  config.num_threads = 1;
  return config;
}

std::vector<ReferenceCase> load_reference_cases() {
  std::ifstream in(default_model_dir() + "/reference_greedy.json");
  const nlohmann::json root = nlohmann::json::parse(in);
  std::vector<ReferenceCase> cases;
  for (const nlohmann::json& c : root.at("cases")) {
    cases.push_back({c.at("prompt").get<std::string>(),
                     c.at("prompt_ids").get<std::vector<TokenId>>(),
                     c.at("output_ids").get<std::vector<TokenId>>()});
  }
  return cases;
}

OutputCallback Collector::sink() {
  return [this](const RequestOutput& out) {
    std::lock_guard lock(mu_);
    Collected& c = results_[out.id];
    c.tokens.insert(c.tokens.end(), out.new_token_ids.begin(), out.new_token_ids.end());
    c.text += out.text_delta;
    ++c.num_outputs;
    if (out.finished) {
      c.finished = true;
      c.reason = out.finish_reason;
      c.error = out.error.english();
    }
  };
}

void Collector::watch(Engine& engine) {
  engine.subscribe_stats([this](const StepStats& stats) {
    std::lock_guard lock(mu_);
    steps_.push_back(stats);
  });
  engine.subscribe_events([this](const RequestEvent& event) {
    std::lock_guard lock(mu_);
    events_.push_back(event);
  });
}

Collected Collector::result(RequestId id) const {
  std::lock_guard lock(mu_);
  const auto it = results_.find(id);
  return it == results_.end() ? Collected{} : it->second;
}

std::vector<StepStats> Collector::steps() const {
  std::lock_guard lock(mu_);
  return steps_;
}

std::vector<RequestEvent> Collector::events() const {
  std::lock_guard lock(mu_);
  return events_;
}

RequestId Collector::submit(Engine& engine, std::vector<TokenId> prompt, SamplingParams params) {
  return engine.submit({std::move(prompt), std::move(params), 0}, sink());
}

SamplingParams greedy(int max_tokens) {
  SamplingParams params;
  params.temperature = 0.0f;
  params.max_tokens = max_tokens;
  return params;
}

}  // namespace tessera::testing
