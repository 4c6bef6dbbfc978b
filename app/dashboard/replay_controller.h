// Record and replay: saves the recorded session's arrivals, replays an arrivals file under the
// scheduler knobs now in force, and keeps each as a named run in a RunBook for comparison.
#pragma once

#include <QHash>
#include <QObject>
#include <QString>
#include <functional>

#include "dashboard/arrival_log.h"
#include "dashboard/run_book.h"
#include "tessera/request.h"

class ReplayPlayer;
class StatsRecorder;

class ReplayController : public QObject {
  Q_OBJECT

 public:
  // Submits a synthetic request of these lengths at the synthetic-load priority; returns its id,
  // 0 when refused (no model loaded).
  using Submit =
      std::function<tessera::RequestId(int prompt_tokens, int output_tokens, std::uint64_t seed)>;

  ReplayController(StatsRecorder* recorder, QObject* parent = nullptr);

  void setSubmit(Submit submit) { submit_ = std::move(submit); }
  // Where a request came from, saved with its arrival: "api", "simulated"; "chat" by default.
  void setRequestSource(tessera::RequestId id, const QString& source);
  QString requestSource(tessera::RequestId id) const;

  RunBook* runs() const { return runs_; }
  ReplayPlayer* player() const { return player_; }
  bool isReplaying() const { return replaying_; }

  // The recorded session's arrivals; saving also keeps the session as a run. Errors name the
  // file (empty on success).
  ArrivalLog sessionArrivals() const;
  QString saveArrivals(const QString& path);
  // Loads the file and starts submitting its arrivals; a broken file changes nothing.
  QString replayArrivals(const QString& path);
  // Keeps the replay as a run once all its requests have finished (the dashboard calls this at
  // its frame rate).
  void poll();
  // Forgets the replay under way without keeping a run: its requests went with the recording
  // (cleared) or with the engine (another model loaded), so they will never be seen to finish.
  void abandon();

 signals:
  void runAdded(int row);

 private:
  StatsRecorder* recorder_;
  RunBook* runs_;
  ReplayPlayer* player_;
  Submit submit_;
  QHash<tessera::RequestId, QString> sources_;
  bool replaying_ = false;
  QString replay_name_;
  int replays_ = 0;
};
