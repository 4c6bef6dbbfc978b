#include "engine_bridge.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <optional>
#include <thread>

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

void EngineBridge::loadModel(const tessera::EngineConfig& config) {
  if (d_->loading) {
    d_->pending = config;
    return;
  }
  if (d_->loader.joinable()) d_->loader.join();  // finished: it posted its result already
  d_->loading = true;
  if (d_->engine) emit modelUnloading();
  // The old engine is destroyed on the loader thread so its memory is free before the new load.
  std::shared_ptr<tessera::Engine> old = std::move(d_->engine);
  emit loadProgress(0, tr("Reading model files…"));
  d_->loader = std::thread([this, config, old = std::move(old)]() mutable {
    old.reset();
    d_->recorder.clear();  // the new engine counts steps and time from zero again
    std::shared_ptr<tessera::Engine> engine;
    tessera::Message failure;
    try {
      engine = tessera::Engine::create(config);
    } catch (const tessera::Error& e) {
      failure = e.message();
    } catch (const std::exception& e) {
      failure = tessera::Message::verbatim(e.what());
    }
    if (engine) {
      engine->subscribe_stats(
          [this](const tessera::StepStats& stats) { d_->recorder.record(stats); });
      engine->subscribe_events([this](const tessera::RequestEvent& event) {
        d_->recorder.record(event);
        post(this, [this, event] { emit requestEvent(event); });
      });
    }
    post(this, [this, engine, failure] {
      d_->loading = false;
      d_->engine = engine;
      if (engine) {
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
    });
  });
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
