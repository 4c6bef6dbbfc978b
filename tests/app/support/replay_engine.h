// The real engine (stories260K on one CPU thread, driven by hand) under a ReplayController, for
// the record-and-replay tests and screenshot: a budget of 32 tokens, 4 running at most, and the
// KV blocks each test asks for.
#pragma once

#include <memory>

#include "dashboard/arrival_log.h"
#include "dashboard/replay_controller.h"
#include "dashboard/stats_recorder.h"
#include "tessera/engine.h"

struct ReplayEngine {
  StatsRecorder recorder;
  ReplayController controller{&recorder};
  std::shared_ptr<tessera::Engine> engine;  // last: it goes first, while the recorder lives

  // False when stories260K is not in TESSERA_MODELS_DIR.
  bool open(int blocks);
  // Submits the arrivals as they fall due and steps the engine until every request finished,
  // then lets the controller keep the run.
  void drive();
};

// Six requests in three bursts (335 output tokens in all); together they overflow 12 blocks of
// 16 tokens, not 64.
ArrivalLog scriptedArrivals();
