// What "Simulate load…" asks for: a burst of synthetic requests with random lengths.
#pragma once

#include <cstdint>

// Synthetic requests (simulated load, replays) queue behind the chats' own (priority 0) when the
// queue policy is by priority: a load test must not hold up the user's conversations.
constexpr int kSyntheticPriority = 1;

struct SimulatedLoad {
  int num_requests = 16;
  int min_prompt_tokens = 16;
  int max_prompt_tokens = 256;
  int min_output_tokens = 16;
  int max_output_tokens = 128;
  std::uint64_t seed = 1;
};
