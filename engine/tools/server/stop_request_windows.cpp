// StopRequest on Windows: a console control handler. Windows runs it on a thread of its own; it
// hands the event to wait() and, because Windows ends the process as soon as the handler returns
// from a close, logoff or shutdown event, holds on until the main thread has stopped the server
// (within the few seconds Windows allows).
#ifdef _WIN32
#include <windows.h>

#include <chrono>
#include <condition_variable>
#include <mutex>

#include "stop_request.h"

namespace tessera::server_tool {
namespace {

// The handler is a plain function without a context argument, so what it shares with wait()
// has to live at file scope; this is the one place in the tool that does.
struct Shared {
  std::mutex mutex;
  std::condition_variable changed;
  std::string event;     // set by the handler
  bool stopped = false;  // set by ~StopRequest, after the shutdown
};

Shared& shared() {
  static Shared instance;
  return instance;
}

const char* event_name(DWORD type) {
  switch (type) {
    case CTRL_C_EVENT:
      return "Ctrl+C";
    case CTRL_BREAK_EVENT:
      return "Ctrl+Break";
    case CTRL_CLOSE_EVENT:
      return "console closed";
    case CTRL_LOGOFF_EVENT:
      return "logoff";
    default:
      return "shutdown";
  }
}

BOOL WINAPI on_console_event(DWORD type) {
  Shared& s = shared();
  std::unique_lock lock(s.mutex);
  if (s.event.empty()) s.event = event_name(type);
  s.changed.notify_all();
  if (type != CTRL_C_EVENT && type != CTRL_BREAK_EVENT) {
    s.changed.wait_for(lock, std::chrono::seconds(4), [&] { return s.stopped; });
  }
  return TRUE;  // handled: no default handler ends the process under the shutdown
}

}  // namespace

StopRequest::StopRequest() {
  SetConsoleCtrlHandler(on_console_event, TRUE);
}

StopRequest::~StopRequest() {
  Shared& s = shared();
  {
    const std::lock_guard lock(s.mutex);
    s.stopped = true;
  }
  s.changed.notify_all();
}

std::string StopRequest::wait() {
  Shared& s = shared();
  std::unique_lock lock(s.mutex);
  s.changed.wait(lock, [&] { return !s.event.empty(); });
  return s.event;
}

std::optional<std::string> StopRequest::wait_for(std::chrono::milliseconds timeout) {
  Shared& s = shared();
  std::unique_lock lock(s.mutex);
  if (!s.changed.wait_for(lock, timeout, [&] { return !s.event.empty(); })) return std::nullopt;
  return s.event;
}

}  // namespace tessera::server_tool
#endif
