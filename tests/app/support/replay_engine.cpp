#include "support/replay_engine.h"

#include <QFile>
#include <QThread>

#include "dashboard/load_simulator.h"
#include "dashboard/replay_player.h"

bool ReplayEngine::open(int blocks) {
  const QString dir = QStringLiteral(TESSERA_MODELS_DIR "/stories260K");
  if (!QFile::exists(dir + "/model.safetensors")) return false;
  tessera::EngineConfig config;
  config.model_dir = dir.toStdString();
  config.device = tessera::Device::Cpu;
  config.start_thread = false;
  config.num_threads = 1;
  config.num_kv_blocks = blocks;
  config.scheduler.max_num_batched_tokens = 32;
  config.scheduler.max_num_seqs = 4;
  engine = tessera::Engine::create(config);
  engine->subscribe_stats([this](const tessera::StepStats& s) { recorder.record(s); });
  engine->subscribe_events([this](const tessera::RequestEvent& e) { recorder.record(e); });
  controller.setSubmit([this](int prompt, int output, std::uint64_t seed) {
    const LoadSimulator simulator(engine->model_info().vocab_size,
                                  [this](tessera::GenerationRequest r) {
                                    return engine->submit(std::move(r), [](const auto&) {});
                                  });
    return simulator.submit(simulator.makeRequest(prompt, output, seed));
  });
  return true;
}

void ReplayEngine::drive() {
  ReplayPlayer& player = *controller.player();
  while (player.isPlaying() || engine->has_unfinished_requests()) {
    player.pump();
    if (engine->has_unfinished_requests()) {
      engine->step();
    } else {
      QThread::usleep(500);
    }
  }
  controller.poll();
}

ArrivalLog scriptedArrivals() {
  ArrivalLog log;
  const int prompts[] = {40, 60, 25, 55, 30, 50};
  const int outputs[] = {60, 50, 70, 40, 60, 55};
  const double offsets[] = {0.0, 0.0, 0.02, 0.05, 0.15, 0.15};
  for (int i = 0; i < 6; ++i) {
    log.arrivals.push_back({offsets[i], prompts[i], outputs[i], true, QStringLiteral("chat")});
  }
  return log;
}
