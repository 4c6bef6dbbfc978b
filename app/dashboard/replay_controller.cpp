#include "dashboard/replay_controller.h"

#include <QFileInfo>
#include <QTime>
#include <algorithm>
#include <set>

#include "dashboard/replay_player.h"
#include "dashboard/stats_recorder.h"

ReplayController::ReplayController(StatsRecorder* recorder, QObject* parent)
    : QObject(parent),
      recorder_(recorder),
      runs_(new RunBook(this)),
      player_(new ReplayPlayer(
          [this](const Arrival& a, std::uint64_t seed) {
            if (!submit_) return tessera::RequestId{0};
            const tessera::RequestId id =
                submit_(a.prompt_tokens, std::max(a.output_tokens, 1), seed);
            if (id != 0) sources_.insert(id, QStringLiteral("replay"));
            return id;
          },
          this)) {}

void ReplayController::setRequestSource(tessera::RequestId id, const QString& source) {
  sources_.insert(id, source);
}

QString ReplayController::requestSource(tessera::RequestId id) const {
  return sources_.value(id, QStringLiteral("chat"));
}

ArrivalLog ReplayController::sessionArrivals() const {
  return arrivals_from_events(recorder_->snapshot()->events,
                              [this](tessera::RequestId id) { return requestSource(id); });
}

QString ReplayController::saveArrivals(const QString& path) {
  const auto snapshot = recorder_->snapshot();
  const ArrivalLog log = arrivals_from_events(
      snapshot->events, [this](tessera::RequestId id) { return requestSource(id); });
  const QString error = ArrivalFile::save(path, log);
  if (!error.isEmpty()) return error;
  RunRecord run =
      capture_run(*snapshot, {}, tr("Recorded %1").arg(QTime::currentTime().toString()));
  for (const auto& e : run.events) run.sources.insert(e.id, requestSource(e.id));
  emit runAdded(runs_->add(std::move(run)));
  return {};
}

QString ReplayController::replayArrivals(const QString& path) {
  if (replaying_) return tr("A replay is still running");
  ArrivalLog log;
  const QString error = ArrivalFile::load(path, &log);
  if (!error.isEmpty()) return error;
  if (log.arrivals.empty()) return tr("%1 holds no arrivals").arg(path);
  if (!submit_) return tr("No model is loaded");
  replaying_ = true;
  replay_name_ = tr("Replay %1 of %2").arg(++replays_).arg(QFileInfo(path).fileName());
  player_->start(std::move(log));
  return {};
}

void ReplayController::poll() {
  if (!replaying_ || player_->isPlaying()) return;
  if (player_->ids().empty()) {  // every submission was refused: nothing ran
    replaying_ = false;
    return;
  }
  const auto snapshot = recorder_->snapshot();
  const std::set<tessera::RequestId> ids(player_->ids().begin(), player_->ids().end());
  std::set<tessera::RequestId> finished;
  for (const auto& e : snapshot->events) {
    if (e.type == tessera::RequestEventType::Finished && ids.count(e.id)) finished.insert(e.id);
  }
  if (finished.size() < ids.size()) return;
  replaying_ = false;
  RunRecord run = capture_run(*snapshot, player_->ids(), replay_name_);
  for (auto id : ids) run.sources.insert(id, requestSource(id));
  emit runAdded(runs_->add(std::move(run)));
}

void ReplayController::abandon() {
  player_->stop();
  replaying_ = false;
}
