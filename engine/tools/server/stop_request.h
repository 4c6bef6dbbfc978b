// How tessera-server is asked to stop: SIGINT or SIGTERM on POSIX systems; Ctrl+C, Ctrl+Break or
// the console window closing on Windows. Either way the shutdown runs as ordinary code on the
// main thread (abort the requests, close the socket, free the engine), never in a signal handler.
#pragma once

#include <chrono>
#include <optional>
#include <string>

namespace tessera::server_tool {

class StopRequest {
 public:
  // Construct before any other thread starts: on POSIX systems the stop signals are blocked in
  // this thread, and every thread started later inherits that, so only wait() receives them.
  StopRequest();
  ~StopRequest();
  StopRequest(const StopRequest&) = delete;
  StopRequest& operator=(const StopRequest&) = delete;

  // Blocks until a stop is asked for; returns what asked ("SIGINT", "SIGTERM", "Ctrl+C", ...).
  std::string wait();
  // As wait(), for at most `timeout`; nullopt when no stop was asked for by then.
  std::optional<std::string> wait_for(std::chrono::milliseconds timeout);
};

}  // namespace tessera::server_tool
