// A real run of the engine for the dashboard tests: stories260K on the CPU (one thread) short of
// KV blocks (12 blocks, a budget of 32 tokens, 4 running at most) under six simulated requests,
// so that it chunks prompts, runs out of blocks and preempts.
#pragma once

#include <vector>

#include "dashboard/stats_recorder.h"
#include "tessera/engine.h"

// The scheduler knobs of the run.
tessera::SchedulerConfig preemptingRunScheduler();

// Records every step and event of the run into the recorder; returns the requests' ids, or
// nothing when stories260K is not in TESSERA_MODELS_DIR.
std::vector<tessera::RequestId> recordPreemptingRun(StatsRecorder& recorder);
