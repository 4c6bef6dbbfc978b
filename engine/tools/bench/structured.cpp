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

// The batch part's grammar: the story's minimum length keeps the constrained requests going
// for the whole timing, and makes every character of it a new state (no mask cache hits: the
// worst case). The mask timing also takes the same schema without the bound, where the states
// inside the story repeat.
const char* kBoundedSchema = R"({"type": "object", "properties": {
  "title": {"type": "string"}, "year": {"type": "integer"},
  "tags": {"type": "array", "items": {"type": "string"}},
  "story": {"type": "string", "minLength": 400}}, "required": ["title", "year", "tags", "story"]})";
const char* kFreeSchema = R"({"type": "object", "properties": {
  "title": {"type": "string"}, "year": {"type": "integer"},
  "tags": {"type": "array", "items": {"type": "string"}},
  "story": {"type": "string"}}, "required": ["title", "year", "tags", "story"]})";
const char* kSample =
    R"({"title": "Lily and the big red ball", "year": 2024, "tags": ["kids", "ball", "park"],)"
    R"( "story": "Once upon a time, there was a little girl named Lily. She loved to play with)"
    R"( her big red ball in the park. One day, the ball rolled away and she ran after it."})";

double median(std::vector<double> values) {
  if (values.empty()) return 0.0;
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

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
  // Without the prefix cache: both variants run the same prompts, and the second would find
  // them computed.
  SchedulerConfig scheduler = decode_scheduler(most);
  scheduler.prefix_caching = false;
  const auto engine = make_engine(options, scheduler, decode_kv_blocks(most), false);
  const auto grammar = Grammar::from_json_schema(kBoundedSchema);
  const int vocab = engine->tokenizer().vocab_size();
  report.json = {{"scenario", "structured"},
                 {"vocab_size", vocab},
                 {"masks", nlohmann::json::array()},
                 {"results", nlohmann::json::array()}};
  char line[240];
  for (const auto& [name, schema] : {std::pair{"story minLength 400", kBoundedSchema},
                                     std::pair{"story unbounded", kFreeSchema}}) {
    const GrammarMaskTiming masks =
        time_grammar_masks(engine->tokenizer(), Grammar::from_json_schema(schema), kSample);
    const double mask_ms = median(masks.mask_ms);
    const double walk_ms = median(masks.walk_ms);
    const double max_ms =
        masks.mask_ms.empty() ? 0.0 : *std::max_element(masks.mask_ms.begin(), masks.mask_ms.end());
    report.json["masks"].push_back({{"schema", name},
                                    {"vocabulary_s", masks.vocabulary_s},
                                    {"tokens", masks.mask_ms.size()},
                                    {"cache_hits", masks.cache_hits},
                                    {"mask_ms_median", mask_ms},
                                    {"mask_ms_max", max_ms},
                                    {"walk_ms_median", walk_ms}});
    std::snprintf(line, sizeof line,
                  "%s: mask over %d tokens at %zu tokens of a JSON answer: median %.2f ms, max "
                  "%.2f ms (%zu from the cache); a whole walk: median %.2f ms",
                  name, vocab, masks.mask_ms.size(), mask_ms, max_ms, masks.cache_hits, walk_ms);
    report.table.push_back(line);
  }
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
    const double ratio = median(ratios);
    report.json["results"].push_back({{"batch", batch},
                                      {"constrained", kConstrained},
                                      {"rounds", rounds},
                                      {"ratio_median", ratio}});
    std::snprintf(
        line, sizeof line,
        "batch %d + %d: unconstrained tokens/s when the %d have a grammar / not, median of "
        "%d rounds: %.3f (%.3f..%.3f)",
        batch, kConstrained, kConstrained, options.rounds, ratio, ratios.front(), ratios.back());
    report.table.push_back(line);
  }
  return report;
}

}  // namespace tessera::bench
