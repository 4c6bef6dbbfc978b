// The inference engine: one model, many concurrent requests, continuous batching over a paged
// KV cache. All methods are thread-safe; callbacks run on the engine thread and must be quick,
// and must not call wait_until_idle() or destroy the engine (both wait for that thread).
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>

#include "tessera/chat_template.h"
#include "tessera/message.h"
#include "tessera/quantization.h"
#include "tessera/request.h"
#include "tessera/stats.h"
#include "tessera/tokenizer.h"

namespace tessera {

enum class Device { Auto, Cpu, Cuda };
enum class Precision { Auto, F32, F16, BF16 };  // Auto: F32 on the CPU, BF16 on the GPU

const char* to_string(Device device);

inline constexpr int kMaxCpuThreads = 1024;

// Knobs that may change while the engine runs; they take effect at the next step.
struct SchedulerConfig {
  int max_num_batched_tokens = 2048;  // token budget of one step
  int max_num_seqs = 64;              // running requests at most
  bool chunked_prefill = true;
  bool prefix_caching = true;
  BatchingPolicy batching = BatchingPolicy::Continuous;
  QueuePolicy queue = QueuePolicy::Fcfs;
};

struct EngineConfig {
  std::string model_dir;
  Device device = Device::Auto;
  Precision precision = Precision::Auto;
  Quantization quantize = Quantization::None;  // CPU only: int8 or BF16xBF16 weights
  int block_size = 16;                         // tokens per KV block
  std::size_t kv_cache_mib = 0;  // CPU KV memory; 0 = default (256 MiB, capped by need)
  double gpu_memory_utilization = 0.9;
  int num_kv_blocks = 0;        // exact block count; overrides the memory sizing (tests)
  int max_model_len = 0;        // 0 = the model's context length
  int num_threads = 0;          // CPU backend threads; 0 = all cores; at most kMaxCpuThreads
  std::string cuda_module_dir;  // folder of libtessera-cuda.so; empty = Tessera's lib folder
  bool collect_stats = true;    // fill StepStats and RequestEvents
  bool start_thread = true;     // false: the caller drives step() itself
  SchedulerConfig scheduler;
};

// What was loaded and where it runs.
struct ModelInfo {
  std::string name;  // folder name
  std::string architecture;
  int hidden_size = 0;
  int num_layers = 0;
  int num_heads = 0;
  int num_kv_heads = 0;
  int head_dim = 0;
  int vocab_size = 0;
  int max_model_len = 0;
  std::string weight_dtype;  // "F32", "F16", "BF16", "INT8 (from F32)"
  Device device = Device::Cpu;
  std::string device_name;  // "CPU (2 threads)", "NVIDIA H200", ...
  Message notice;           // e.g. why --device auto fell back to the CPU; empty otherwise
  int block_size = 0;
  int num_kv_blocks = 0;
  std::vector<TokenId> eos_token_ids;
  // The built-in format closest to the model's template (Plain without one): what a chat is
  // rendered with when the model has no usable Jinja template, or when asked for by name.
  ChatTemplate default_template = ChatTemplate::Plain;
  // The model's own Jinja chat template, parsed at load: what chats are rendered with by default.
  // Null when the model has none, or when it cannot be parsed (chat_template_description says why).
  std::shared_ptr<const JinjaChatTemplate> chat_template;
  // Which template chats use, for people: "the model's own template (ChatML-style)",
  // "chatml (built-in; ...)", "plain (built-in; the model has no chat template)".
  std::string chat_template_description;
};

using OutputCallback = std::function<void(const RequestOutput&)>;
using StepStatsCallback = std::function<void(const StepStats&)>;
using RequestEventCallback = std::function<void(const RequestEvent&)>;

class Engine {
 public:
  // Loads and validates the model, sizes the KV cache and starts the engine thread.
  // Throws tessera::Error with a message naming the file and field that was wrong.
  static std::unique_ptr<Engine> create(const EngineConfig& config);
  ~Engine();  // aborts what is still running and joins the thread

  const ModelInfo& model_info() const;
  const Tokenizer& tokenizer() const;

  // Queues a request. Outputs arrive through on_output on the engine thread; the last one has
  // finished == true. A request that can never fit finishes at once with FinishReason::Error.
  RequestId submit(GenerationRequest request, OutputCallback on_output);
  // Takes effect at the next step boundary: the request finishes with FinishReason::Abort and
  // its KV blocks are freed. Unknown or finished ids are ignored.
  void abort(RequestId id);

  SchedulerConfig scheduler_config() const;
  void set_scheduler_config(const SchedulerConfig& config);  // validated; throws tessera::Error

  // Subscriptions are called on the engine thread after every step / event. Returns a handle.
  int subscribe_stats(StepStatsCallback callback);
  int subscribe_events(RequestEventCallback callback);
  void unsubscribe(int handle);

  // Manual stepping (EngineConfig::start_thread == false). Returns false when there was no work.
  bool step();
  // Blocks until no request is waiting or running.
  void wait_until_idle();
  bool has_unfinished_requests() const;

  class Impl;

 private:
  explicit Engine(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace tessera
