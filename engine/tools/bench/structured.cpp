// Scenario "structured": what constrained decoding costs. (1) The token mask of a JSON-schema
// grammar over the model's vocabulary, timed at every token of a sample answer. (2) The decode
// tokens/s of a batch of unconstrained requests beside two more requests, once constrained by
// the grammar and once not, alternating round by round; each round's ratio is the figure (the
// engine makes the masks while the forward pass runs, so it should stay near 1).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>

#include "internal/grammar_timing.h"
#include "scenario.h"
#include "tessera/grammar.h"

namespace tessera::bench {
namespace {

constexpr int kPrompt = 64;
constexpr int kOutput = 64;
constexpr int kConstrained = 2;

const char* kSchema = R"({"type": "object", "properties": {
  "title": {"type": "string"}, "year": {"type": "integer"},
  "tags": {"type": "array", "items": {"type": "string"}},
  "story": {"type": "string", "minLength": 400}}, "required": ["title", "year", "tags", "story"]})";
const char* kSample =
    R"({"title": "Lily and the big red ball", "year": 2024, "tags": ["kids", "ball", "park"],)"
    R"( "story": "Once upon a time, there was a little girl named Lily. She loved to play with)"
    R"( her big red ball in the park. One day, the ball rolled away and she ran after it."})";

// Tokens/s of `batch` unconstrained requests with `extra` requests beside them that have the
// grammar (null: none, the baseline of the same batch size), all greedy, all submitted at once.
double unconstrained_tokens_per_s(Engine& engine, int batch, int extra,
                                  const std::shared_ptr<const Grammar>& grammar,
                                  const WorkloadShape& shape, std::uint64_t seed) {
  std::atomic<int> open{batch};
  for (int i = 0; i < batch + extra; ++i) {
    GenerationRequest request;
    request.prompt_ids = random_prompt(kPrompt, shape, seed + static_cast<std::uint64_t>(i));
    request.sampling.temperature = 0.0f;
    request.sampling.max_tokens = kOutput;
    request.sampling.ignore_eos = true;
    const bool plain = i < batch;
    if (!plain) request.sampling.grammar = grammar;
    engine.submit(std::move(request), [&open, plain](const RequestOutput& out) {
      if (out.finished && plain) --open;
    });
  }
  const auto start = std::chrono::steady_clock::now();
  while (open > 0 && engine.step()) {
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  while (engine.step()) {  // the constrained ones' rest, outside the timing
  }
  return batch * kOutput / seconds;
}

}  // namespace

ScenarioReport run_structured(const BenchOptions& options) {
  ScenarioReport report;
  const std::vector<int> batches =
      options.decode_batches.empty() ? std::vector<int>{8} : options.decode_batches;
  const int most = *std::max_element(batches.begin(), batches.end()) + kConstrained;
  const auto engine = make_engine(options, decode_scheduler(most), decode_kv_blocks(most), false);
  const auto grammar = Grammar::from_json_schema(kSchema);
  const GrammarMaskTiming masks = time_grammar_masks(engine->tokenizer(), grammar, kSample);
  std::vector<double> sorted = masks.mask_ms;
  std::sort(sorted.begin(), sorted.end());
  const double median_ms = sorted.empty() ? 0.0 : sorted[sorted.size() / 2];
  const double max_ms = sorted.empty() ? 0.0 : sorted.back();
  report.json = {{"scenario", "structured"},
                 {"vocab_size", engine->tokenizer().vocab_size()},
                 {"vocabulary_s", masks.vocabulary_s},
                 {"mask_ms_median", median_ms},
                 {"mask_ms_max", max_ms},
                 {"masks", masks.mask_ms.size()},
                 {"results", nlohmann::json::array()}};
  char line[200];
  std::snprintf(line, sizeof line,
                "vocabulary %d tokens sorted in %.3f s; mask over %zu tokens of a JSON answer: "
                "median %.2f ms, max %.2f ms",
                engine->tokenizer().vocab_size(), masks.vocabulary_s, masks.mask_ms.size(),
                median_ms, max_ms);
  report.table.push_back(line);
  const WorkloadShape shape = workload_shape(options);
  for (const int batch : batches) {
    std::vector<double> ratios;
    nlohmann::json rounds = nlohmann::json::array();
    for (int round = 0; round < options.rounds; ++round) {
      const std::uint64_t seed = options.seed + static_cast<std::uint64_t>(round) * 1000;
      const double plain =
          unconstrained_tokens_per_s(*engine, batch, kConstrained, nullptr, shape, seed);
      const double mixed =
          unconstrained_tokens_per_s(*engine, batch, kConstrained, grammar, shape, seed);
      ratios.push_back(mixed / plain);
      rounds.push_back({{"plain_tokens_per_s", plain}, {"with_constrained_tokens_per_s", mixed}});
    }
    std::sort(ratios.begin(), ratios.end());
    const double median = ratios[ratios.size() / 2];
    report.json["results"].push_back({{"batch", batch},
                                      {"constrained", kConstrained},
                                      {"rounds", rounds},
                                      {"ratio_median", median}});
    std::snprintf(
        line, sizeof line,
        "batch %d + %d: unconstrained tokens/s when the %d have a grammar / not, median of "
        "%d rounds: %.3f (%.3f..%.3f)",
        batch, kConstrained, kConstrained, options.rounds, median, ratios.front(), ratios.back());
    report.table.push_back(line);
  }
  return report;
}

}  // namespace tessera::bench
