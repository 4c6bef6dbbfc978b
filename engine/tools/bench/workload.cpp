#include "workload.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <stdexcept>

namespace tessera::bench {
namespace {

int clip(int value, int lo, int hi) { return std::max(lo, std::min(hi, value)); }

std::vector<TokenId> random_ids(int length, const WorkloadShape& shape, std::mt19937_64& rng) {
  std::uniform_int_distribution<TokenId> id(3, shape.vocab_size - 1);
  std::vector<TokenId> ids{shape.bos_id};
  while (static_cast<int>(ids.size()) < length) ids.push_back(id(rng));
  return ids;
}

}  // namespace

std::vector<TokenId> random_prompt(int length, const WorkloadShape& shape, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  return random_ids(length, shape, rng);
}

std::vector<WorkItem> make_workload(const std::string& name, int count, const WorkloadShape& shape,
                                    std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  const bool synthetic = shape.scale > 1;
  std::vector<WorkItem> items;
  for (int i = 0; i < count; ++i) {
    int prompt_len = 0;
    int output_len = 0;
    if (name == "uniform") {
      const int lo = synthetic ? 100 : 16;
      const int hi = synthetic ? 1024 : 256;
      prompt_len = std::uniform_int_distribution<int>(lo, hi)(rng);
      output_len = std::uniform_int_distribution<int>(lo, hi)(rng);
    } else if (name == "chat") {
      prompt_len = std::uniform_int_distribution<int>(16, 128)(rng) * shape.scale;
      std::lognormal_distribution<double> tail(std::log(32.0), 1.0);
      output_len = clip(static_cast<int>(std::lround(tail(rng))), 8, 256) * shape.scale;
    } else {
      throw std::invalid_argument("unknown workload '" + name + "' (uniform, chat)");
    }
    prompt_len = std::min(prompt_len, shape.max_model_len - 1);
    output_len = std::max(1, std::min(output_len, shape.max_model_len - prompt_len));
    items.push_back({random_ids(prompt_len, shape, rng), output_len});
  }
  return items;
}

double mean_total_length(const std::vector<WorkItem>& items) {
  if (items.empty()) return 0.0;
  double total = 0.0;
  for (const auto& item : items) total += static_cast<double>(item.prompt.size() + item.output_len);
  return total / static_cast<double>(items.size());
}

}  // namespace tessera::bench
