// Synthetic request mixes for the benchmark scenarios.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tessera/request.h"

namespace tessera::bench {

struct WorkItem {
  std::vector<TokenId> prompt;
  int output_len = 0;
};

struct LengthRange {
  int min = 0;
  int max = 0;
};

// Random prompt ids (BOS first, then ids in [3, vocab)) and output lengths. The total of a
// request never exceeds max_model_len.
struct WorkloadShape {
  int vocab_size = 0;
  int max_model_len = 0;
  TokenId bos_id = 1;
  int scale = 1;  // 1 for the default model, 4 for synthetic shapes (see docs/benchmarks.md)
};

// "uniform": prompt and output lengths uniform in [16, 256] (default model) or [100, 1024]
// (synthetic shapes); "chat": prompts uniform in [16, 128], outputs log-normal (median 32, sigma 1)
// clipped to [8, 256], all × scale.
std::vector<WorkItem> make_workload(const std::string& name, int count, const WorkloadShape& shape,
                                    std::uint64_t seed);

std::vector<TokenId> random_prompt(int length, const WorkloadShape& shape, std::uint64_t seed);

double mean_total_length(const std::vector<WorkItem>& items);

}  // namespace tessera::bench
