// StopRequest on POSIX systems: SIGINT and SIGTERM blocked everywhere, taken by sigwait().
#ifndef _WIN32
#include <pthread.h>

#include <cerrno>
#include <csignal>
#include <ctime>

#include "stop_request.h"

namespace tessera::server_tool {
namespace {

sigset_t stop_signals() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  return set;
}

}  // namespace

StopRequest::StopRequest() {
  const sigset_t signals = stop_signals();
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);  // inherited by every thread started later
}

StopRequest::~StopRequest() = default;

std::string StopRequest::wait() {
  const sigset_t signals = stop_signals();
  int signal = 0;
  sigwait(&signals, &signal);
  return signal == SIGINT ? "SIGINT" : "SIGTERM";
}

std::optional<std::string> StopRequest::wait_for(std::chrono::milliseconds timeout) {
  const sigset_t signals = stop_signals();
  timespec wait{};
  wait.tv_sec = static_cast<time_t>(timeout.count() / 1000);
  wait.tv_nsec = static_cast<long>(timeout.count() % 1000) * 1000000L;
  const int signal = sigtimedwait(&signals, nullptr, &wait);
  if (signal < 0) return std::nullopt;  // timed out (EAGAIN) or interrupted (EINTR)
  return signal == SIGINT ? "SIGINT" : "SIGTERM";
}

}  // namespace tessera::server_tool
#endif
