// Hand-built scheduler recordings for the dashboard tests, consistent step to step (block
// tables, counts, events) and small enough to check by hand. See dashboard_fixture.cpp for
// the story of each step.
#pragma once

#include <vector>

#include "tessera/stats.h"

namespace fixture {

constexpr tessera::RequestId kA = 1;
constexpr tessera::RequestId kB = 2;
constexpr tessera::RequestId kC = 3;

struct Recording {
  std::vector<tessera::StepStats> steps;
  std::vector<tessera::RequestEvent> events;
};

// Three requests over six steps, block size 4, five blocks, budget 8: B reuses A's first
// block from the prefix cache, C is preempted at step 3 and re-admitted at step 4 with a
// prefix hit, A finishes at step 3 and B at step 5.
Recording threeRequests();

// One step of a full cache: `blocks` blocks shared out among `requests` running requests,
// each with a partly filled last block; the first block of every request is a shared prefix.
tessera::StepStats fullCacheStep(int blocks, int requests, int block_size = 16);

// A longer synthetic run of a small continuous-batching scheduler (arrivals, chunked prefill,
// prefix sharing, preemption on a full cache), for screenshots and ring-buffer tests.
Recording simulatedRun(int num_steps, int blocks_total, std::uint64_t seed);

}  // namespace fixture
