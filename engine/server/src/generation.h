// The engine requests behind one API call (one per choice) and the queue their outputs land in.
// The engine thread only appends to the queue (it must never wait on a slow client); the HTTP
// worker thread takes the outputs off and writes them. Destroying a Generation aborts whatever
// is still running, so a client that goes away frees its KV blocks at the engine's next step.
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "openai_request.h"
#include "tessera/engine.h"

namespace tessera::server {

struct ChoiceOutput {
  int choice = 0;
  RequestOutput output;
};

// Shared by the engine callbacks and the Generation, so it outlives whichever ends last.
class OutputQueue {
 public:
  void push(int choice, const RequestOutput& output);  // engine thread: appends, never waits
  std::optional<ChoiceOutput> pop(std::chrono::milliseconds timeout);

 private:
  std::mutex mu_;
  std::condition_variable ready_;
  std::deque<ChoiceOutput> items_;
};

class Generation {
 public:
  // Submits prompts.size() * n engine requests; with a seed, choice i samples with seed + i so the
  // choices differ but each is reproducible.
  Generation(Engine& engine, const ApiJob& job);
  ~Generation();  // aborts the unfinished requests
  Generation(const Generation&) = delete;
  Generation& operator=(const Generation&) = delete;

  const std::vector<RequestId>& request_ids() const { return ids_; }
  int num_choices() const { return static_cast<int>(ids_.size()); }
  // The next output of any choice; nullopt after `timeout` without one.
  std::optional<ChoiceOutput> next(std::chrono::milliseconds timeout);
  bool finished() const { return num_finished_ == num_choices(); }
  void abort();

 private:
  Engine& engine_;
  std::shared_ptr<OutputQueue> queue_ = std::make_shared<OutputQueue>();
  std::vector<RequestId> ids_;
  std::vector<bool> done_;
  int num_finished_ = 0;
};

}  // namespace tessera::server
