#include "support/preempting_run.h"

#include <QFile>
#include <QString>

#include "dashboard/load_simulator.h"

tessera::SchedulerConfig preemptingRunScheduler() {
  tessera::SchedulerConfig scheduler;
  scheduler.max_num_batched_tokens = 32;
  scheduler.max_num_seqs = 4;
  return scheduler;
}

std::vector<tessera::RequestId> recordPreemptingRun(StatsRecorder& recorder) {
  const QString dir = QStringLiteral(TESSERA_MODELS_DIR "/stories260K");
  if (!QFile::exists(dir + "/model.safetensors")) return {};
  tessera::EngineConfig config;
  config.model_dir = dir.toStdString();
  config.device = tessera::Device::Cpu;
  config.start_thread = false;
  config.num_threads = 1;
  config.num_kv_blocks = 12;
  config.scheduler = preemptingRunScheduler();
  const auto engine = tessera::Engine::create(config);
  engine->subscribe_stats([&](const tessera::StepStats& s) { recorder.record(s); });
  engine->subscribe_events([&](const tessera::RequestEvent& e) { recorder.record(e); });
  LoadSimulator simulator(engine->model_info().vocab_size, [&](tessera::GenerationRequest r) {
    return engine->submit(std::move(r), [](const auto&) {});
  });
  const std::vector<tessera::RequestId> ids = simulator.run(SimulatedLoad{6, 20, 60, 10, 30, 5});
  while (engine->has_unfinished_requests()) engine->step();
  return ids;
}
