#include "engine_bridge.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <atomic>
#include <optional>
#include <thread>
#include <utility>

#include "dashboard/stats_recorder.h"
#include "engine_messages.h"
#include "tessera/error.h"

namespace {

// Runs `fn` on the bridge's (GUI) thread. Safe from any thread while the bridge lives: the bridge
// joins the loader and destroys the engine (joining its thread) before it dies.
template <typename Fn>
void post(QObject* bridge, Fn&& fn) {
  QMetaObject::invokeMethod(bridge, std::forward<Fn>(fn), Qt::QueuedConnection);
}

}  // namespace

class EngineBridge::Private {
 public:
  std::shared_ptr<tessera::Engine> engine;
  std::thread loader;
  bool loading = false;
  std::optional<tessera::EngineConfig> pending;  // asked for while another load ran
  // Counts the engines loaded; the callbacks of the current one carry the same number.
  std::atomic<int> generation = 0;
  StatsRecorder recorder;
};

EngineBridge::EngineBridge(QObject* parent) : QObject(parent), d_(std::make_unique<Private>()) {
  qRegisterMetaType<tessera::RequestOutput>();
  qRegisterMetaType<tessera::RequestEvent>();
}

EngineBridge::~EngineBridge() {
  if (d_->loader.joinable()) d_->loader.join();
  d_->engine.reset();  // aborts what still runs and joins the engine thread
}

// The running engine keeps serving until the new one has loaded: a folder that fails to open
// leaves the chats on the model they had. Both are in memory for a moment when it succeeds (the
// weights are mapped from their files, so mostly the new KV cache).
void EngineBridge::loadModel(const tessera::EngineConfig& config) {
  if (d_->loading) {
    d_->pending = config;
    return;
  }
  if (d_->loader.joinable()) d_->loader.join();  // finished: it posted its result already
  d_->loading = true;
  emit loadProgress(0, tr("Reading model files…"));
  const int generation = d_->generation + 1;
  d_->loader = std::thread([this, config, generation] {
    std::shared_ptr<tessera::Engine> engine;
    tessera::Message failure;
    try {
      engine = tessera::Engine::create(config);
    } catch (const tessera::Error& e) {
      failure = e.message();
    } catch (const std::exception& e) {
      failure = tessera::Message::verbatim(e.what());
    }
    if (engine) subscribe(*engine, generation);
    post(this, [this, engine, failure, generation] { finishLoad(engine, failure, generation); });
  });
}

// The engine's callbacks run on its thread; those of a replaced engine are ignored.
void EngineBridge::subscribe(tessera::Engine& engine, int generation) {
  engine.subscribe_stats([this, generation](const tessera::StepStats& stats) {
    if (d_->generation == generation) d_->recorder.record(stats);
  });
  engine.subscribe_events([this, generation](const tessera::RequestEvent& event) {
    if (d_->generation != generation) return;
    d_->recorder.record(event);
    post(this, [this, event] { emit requestEvent(event); });
  });
}

void EngineBridge::finishLoad(std::shared_ptr<tessera::Engine> engine,
                              const tessera::Message& failure, int generation) {
  d_->loading = false;
  if (d_->loader.joinable()) d_->loader.join();  // it posted this as its last act
  if (engine) {
    if (d_->engine) emit modelUnloading();
    d_->generation = generation;
    std::shared_ptr<tessera::Engine> old = std::exchange(d_->engine, std::move(engine));
    d_->recorder.clear();  // the new engine counts steps and time from zero again
    // Stopping the old engine joins its thread mid-step: not on the GUI thread.
    if (old) d_->loader = std::thread([old = std::move(old)]() mutable { old.reset(); });
    emit loadProgress(100, tr("Ready"));
    emit modelLoaded();
  } else {
    emit modelLoadFailed(translateEngineMessage(failure));
  }
  if (d_->pending) {
    tessera::EngineConfig next = *d_->pending;
    d_->pending.reset();
    loadModel(next);
  }
}

bool EngineBridge::isLoaded() const {
  return d_->engine != nullptr;
}

tessera::Engine* EngineBridge::engine() const {
  return d_->engine.get();
}

bool EngineBridge::isLoading() const {
  return d_->loading;
}

const tessera::ModelInfo* EngineBridge::modelInfo() const {
  return d_->engine ? &d_->engine->model_info() : nullptr;
}

const tessera::Tokenizer* EngineBridge::tokenizer() const {
  return d_->engine ? &d_->engine->tokenizer() : nullptr;
}

tessera::RequestId EngineBridge::submit(tessera::GenerationRequest request) {
  if (!d_->engine) return 0;
  return d_->engine->submit(std::move(request), [this](const tessera::RequestOutput& out) {
    post(this, [this, out] { emit output(out); });
  });
}

void EngineBridge::abort(tessera::RequestId id) {
  if (d_->engine) d_->engine->abort(id);
}

tessera::SchedulerConfig EngineBridge::schedulerConfig() const {
  return d_->engine ? d_->engine->scheduler_config() : tessera::SchedulerConfig{};
}

void EngineBridge::setSchedulerConfig(const tessera::SchedulerConfig& config) {
  if (!d_->engine) return;
  try {
    d_->engine->set_scheduler_config(config);
  } catch (const tessera::Error& e) {
    emit errorMessage(translateEngineMessage(e.message()));
  }
}

StatsRecorder& EngineBridge::recorder() {
  return d_->recorder;
}
