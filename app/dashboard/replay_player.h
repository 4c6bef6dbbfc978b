// Submits a recorded session's arrivals again at the same times after the start, with the same
// prompt and output lengths (the submit callback makes synthetic requests of those lengths).
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <cstdint>
#include <functional>
#include <vector>

#include "dashboard/arrival_log.h"
#include "tessera/request.h"

class QTimer;

class ReplayPlayer : public QObject {
  Q_OBJECT

 public:
  // Returns the request's id, 0 when it was refused. `seed` makes its prompt.
  using Submit = std::function<tessera::RequestId(const Arrival&, std::uint64_t seed)>;

  explicit ReplayPlayer(Submit submit, QObject* parent = nullptr);

  void start(ArrivalLog log);
  // Submits every arrival that is due; the player's timer calls this, a test driving the
  // engine by hand may too.
  void pump();
  // Submits nothing more.
  void stop();
  bool isPlaying() const { return next_ < log_.arrivals.size(); }
  const std::vector<tessera::RequestId>& ids() const { return ids_; }

 signals:
  void allSubmitted();

 private:
  void scheduleNext();

  Submit submit_;
  QTimer* timer_;
  QElapsedTimer clock_;
  ArrivalLog log_;
  std::size_t next_ = 0;
  std::vector<tessera::RequestId> ids_;
};
