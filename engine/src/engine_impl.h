// The engine behind tessera::Engine: an inbox filled by any thread, and a step loop (on the
// engine thread, or driven by the caller) that schedules, runs the model and delivers outputs.
#pragma once

#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <thread>
#include <unordered_map>
#include <vector>

#include "core/scheduler.h"
#include "model_runner.h"
#include "request_stream.h"
#include "tessera/backend/backend.h"
#include "tessera/backend/weights.h"
#include "tessera/engine.h"
#include "tessera/model_config.h"

namespace tessera {

// What Engine::create loaded, handed to the Impl in one piece.
struct LoadedModel {
  ModelConfig config;
  ModelWeights weights;
  std::unique_ptr<Tokenizer> tokenizer;
  std::unique_ptr<Backend> backend;
  ModelInfo info;
};

class Engine::Impl {
 public:
  Impl(const EngineConfig& config, LoadedModel model);
  ~Impl();

  const ModelInfo& model_info() const { return model_.info; }
  const Tokenizer& tokenizer() const { return *model_.tokenizer; }

  RequestId submit(GenerationRequest request, OutputCallback on_output);
  void abort(RequestId id);
  SchedulerConfig scheduler_config() const;
  void set_scheduler_config(const SchedulerConfig& config);
  int subscribe_stats(StepStatsCallback callback);
  int subscribe_events(RequestEventCallback callback);
  void unsubscribe(int handle);
  bool step();
  void wait_until_idle();
  bool has_unfinished_requests() const;

 private:
  struct Submission {
    std::unique_ptr<Request> request;
    OutputCallback on_output;
    double queued_s = 0.0;
  };
  // Everything one step produced, delivered after the step with no lock held.
  struct StepWork {
    std::vector<std::pair<RequestStream*, RequestOutput>> outputs;
    std::vector<std::unique_ptr<RequestStream>> retired;  // finished; alive until delivered
    std::vector<RequestEvent> events;
    std::vector<RequestId> finished;
  };

  double now_s() const;
  void run_thread();
  bool take_inbox(StepWork& work);
  void admit_submission(Submission submission, StepWork& work);
  void record_schedule(const SchedulerOutput& plan, StepWork& work);
  std::optional<RunnerOutput> run_model(const SchedulerOutput& plan, const ForwardBatch& batch,
                                        StepWork& work);
  void stream_tokens(const std::vector<TokenUpdate>& updates, StepWork& work);
  void end_request(RequestId id, FinishReason reason, const Message& error, StepWork& work);
  void finish_stream(RequestId id, RequestOutput output, StepWork& work);
  void event(StepWork& work, RequestId id, RequestEventType type, double time_s,
             const RequestOutput* last_output = nullptr);
  void first_token_event(StepWork& work, const TokenUpdate& update, double time_s);
  void publish_stats(const SchedulerOutput& plan, const StepWork& work, double start_s);
  void deliver(StepWork& work);
  void abort_everything();

  const EngineConfig config_;
  LoadedModel model_;
  const std::chrono::steady_clock::time_point start_;

  // Engine-thread state (guarded by step_mu_).
  std::mutex step_mu_;
  Scheduler scheduler_;
  ModelRunner runner_;
  std::unordered_map<RequestId, std::unique_ptr<RequestStream>> streams_;
  std::uint64_t step_index_ = 0;

  // The inbox and subscriptions (guarded by mu_).
  mutable std::mutex mu_;
  std::condition_variable work_cv_;
  std::condition_variable idle_cv_;
  std::vector<Submission> submissions_;
  std::vector<RequestId> aborts_;
  SchedulerConfig requested_config_;
  bool config_changed_ = false;
  RequestId next_id_ = 1;
  // Seeds of requests that name none: drawn from the operating system's entropy once, not per
  // request (std::random_device's construction was 1.2% of stories260K's batch-64 samples).
  std::mt19937_64 unnamed_seeds_{std::random_device{}()};
  int unfinished_ = 0;
  bool stopping_ = false;
  int next_handle_ = 1;
  std::map<int, std::shared_ptr<StepStatsCallback>> stats_subscribers_;
  std::map<int, std::shared_ptr<RequestEventCallback>> event_subscribers_;

  std::thread thread_;
};

}  // namespace tessera
