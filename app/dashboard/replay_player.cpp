#include "dashboard/replay_player.h"

#include <QTimer>
#include <algorithm>
#include <cmath>

ReplayPlayer::ReplayPlayer(Submit submit, QObject* parent)
    : QObject(parent), submit_(std::move(submit)), timer_(new QTimer(this)) {
  timer_->setSingleShot(true);
  timer_->setTimerType(Qt::PreciseTimer);
  connect(timer_, &QTimer::timeout, this, &ReplayPlayer::pump);
}

void ReplayPlayer::start(ArrivalLog log) {
  log_ = std::move(log);
  next_ = 0;
  ids_.clear();
  clock_.start();
  pump();
}

void ReplayPlayer::pump() {
  if (!isPlaying()) return;
  const double now_s = static_cast<double>(clock_.nsecsElapsed()) / 1e9;
  while (isPlaying() && log_.arrivals[next_].offset_s <= now_s) {
    // The arrival's index seeds its prompt: a replay of the same file submits the same tokens.
    const tessera::RequestId id = submit_(log_.arrivals[next_], next_ + 1);
    if (id != 0) ids_.push_back(id);
    ++next_;
  }
  if (isPlaying()) {
    scheduleNext();
  } else {
    timer_->stop();
    emit allSubmitted();
  }
}

void ReplayPlayer::stop() {
  timer_->stop();
  next_ = log_.arrivals.size();
}

void ReplayPlayer::scheduleNext() {
  const double wait_s =
      log_.arrivals[next_].offset_s - static_cast<double>(clock_.nsecsElapsed()) / 1e9;
  timer_->start(static_cast<int>(std::ceil(std::max(wait_s, 0.0) * 1000.0)));
}
