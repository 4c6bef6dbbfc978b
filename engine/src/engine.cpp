// Engine::create (loading, backend choice, KV cache sizing) and the thread-safe public methods.
#include <algorithm>
#include <filesystem>
#include <random>

#include "engine_impl.h"
#include "model/tokenizer_impl.h"
#include "tessera/error.h"
#include "tessera/model_check.h"
#include "tessera/utf8_path.h"

namespace tessera {
namespace {

int resolve_max_model_len(const EngineConfig& config, const ModelConfig& model) {
  if (config.max_model_len == 0) return model.max_position_embeddings;
  if (config.max_model_len < 2 || config.max_model_len > model.max_position_embeddings) {
    throw Error(
        tessera::Message::tr("engine: max_model_len %1 must be between 2 and the model's context "
                             "(%2, config.json field 'max_position_embeddings')"),
        config.max_model_len, model.max_position_embeddings);
  }
  return config.max_model_len;
}

// The explicit block count, else as many blocks as the backend's KV memory holds, but no more
// than max_num_seqs full-length requests can use.
int size_kv_cache(const EngineConfig& config, const Backend& backend, int max_model_len) {
  if (config.num_kv_blocks < 0) {
    throw Error(tessera::Message::tr("engine: num_kv_blocks must not be negative, got %1"),
                config.num_kv_blocks);
  }
  if (config.num_kv_blocks > 0) return config.num_kv_blocks;
  const std::size_t per_block = backend.kv_bytes_per_block(config.block_size);
  const std::size_t budget = backend.kv_memory_budget(config);
  const std::size_t fit = per_block == 0 ? 0 : budget / per_block;
  const std::size_t blocks_per_seq = blocks_for(max_model_len, config.block_size);
  const std::size_t needed =
      static_cast<std::size_t>(std::max(1, config.scheduler.max_num_seqs)) * blocks_per_seq;
  if (fit == 0) {
    throw Error(
        tessera::Message::tr("engine: the KV cache budget of %1 MiB does not hold one block of %2 "
                             "bytes"),
        budget >> 20, per_block);
  }
  return static_cast<int>(std::min({fit, needed, std::size_t{1} << 30}));
}

// The model's own template is used when it parses; otherwise the built-in format its text
// resembles, with the reason (check_chat_template_text decides, as the app's check before a
// download does). A template that fails only for some conversations is still used: those requests
// get its error.
void describe_chat_template(const std::string& jinja, ModelInfo& info) {
  const ChatTemplateCheck check = check_chat_template_text(jinja);
  info.default_template = check.builtin;
  const std::string builtin = to_string(check.builtin);
  if (!check.present) {
    info.chat_template_description = builtin + " (built-in; the model has no chat template)";
  } else if (check.uses_model_template()) {
    info.chat_template = std::make_shared<const JinjaChatTemplate>(jinja);
    info.chat_template_description = check.builtin_recognised
                                         ? "the model's own template (" + builtin + "-style)"
                                         : "the model's own template";
  } else {
    info.chat_template_description =
        builtin + " (built-in; the model's template cannot be used: " + check.parse_error + ")";
  }
}

ModelInfo describe(const EngineConfig& config, const LoadedModel& model, int max_model_len) {
  ModelInfo info;
  const std::filesystem::path dir = utf8_path(config.model_dir).lexically_normal();
  info.name = utf8_string(dir.filename());
  if (info.name.empty()) info.name = utf8_string(dir.parent_path().filename());
  const ModelConfig& m = model.config;
  info.architecture = m.architecture;
  info.hidden_size = m.hidden_size;
  info.num_layers = m.num_layers;
  info.num_heads = m.num_heads;
  info.num_kv_heads = m.num_kv_heads;
  info.head_dim = m.head_dim;
  info.vocab_size = m.vocab_size;
  info.max_model_len = max_model_len;
  const std::string file_dtype(dtype_name(model.weights.dtype));
  switch (config.quantize) {
    case Quantization::Int8:
      info.weight_dtype = "INT8 (from " + file_dtype + ")";
      break;
    case Quantization::BF16:  // BF16 weights times BF16 activations
      info.weight_dtype = "BF16xBF16 (from " + file_dtype + ")";
      break;
    case Quantization::Q4:  // Q4_K with Q6_K, as llama.cpp's Q4_K_M
      info.weight_dtype = "Q4_K_M (from " + file_dtype + ")";
      break;
    case Quantization::None:
      info.weight_dtype = file_dtype;
      break;
  }
  info.device_name = model.backend->device_name();
  info.block_size = config.block_size;
  info.eos_token_ids = m.eos_token_ids;
  describe_chat_template(model.tokenizer->chat_template_jinja(), info);
  return info;
}

}  // namespace

std::unique_ptr<Engine> Engine::create(const EngineConfig& config) {
  if (config.block_size < 1 || config.block_size > 1024) {
    throw Error(tessera::Message::tr("engine: block_size must be between 1 and 1024, got %1"),
                config.block_size);
  }
  // Each CPU thread is a real thread: tens of thousands of them exhaust the process limit or
  // stall every step on their wake-ups long before they could help.
  if (config.num_threads < 0 || config.num_threads > kMaxCpuThreads) {
    throw Error(tessera::Message::tr("engine: the number of CPU threads must be 0 (all cores) to "
                                     "%1, got %2"),
                kMaxCpuThreads, config.num_threads);
  }
  LoadedModel model;
  model.config = load_model_config(config.model_dir);
  const int max_model_len = resolve_max_model_len(config, model.config);
  model.weights = load_model_weights(config.model_dir, model.config);
  model.tokenizer = Tokenizer::load(config.model_dir);
  Device chosen = Device::Cpu;
  Message notice;
  model.backend = make_backend(config, model.config, model.weights, chosen, notice);
  model.info = describe(config, model, max_model_len);
  model.info.device = chosen;
  model.info.notice = notice;
  model.info.num_kv_blocks = size_kv_cache(config, *model.backend, max_model_len);
  model.backend->allocate_kv_cache(model.info.num_kv_blocks, config.block_size);
  return std::unique_ptr<Engine>(new Engine(std::make_unique<Impl>(config, std::move(model))));
}

Engine::Impl::Impl(const EngineConfig& config, LoadedModel model)
    : config_(config),
      model_(std::move(model)),
      start_(std::chrono::steady_clock::now()),
      scheduler_(config.scheduler, model_.info.num_kv_blocks, config.block_size,
                 model_.info.max_model_len, model_.info.eos_token_ids),
      runner_(*model_.backend, *model_.tokenizer, model_.info.eos_token_ids),
      requested_config_(config.scheduler) {
  if (config.start_thread) thread_ = std::thread([this] { run_thread(); });
}

Engine::Impl::~Impl() {
  if (thread_.joinable()) {
    {
      std::lock_guard lock(mu_);
      stopping_ = true;
    }
    work_cv_.notify_all();
    thread_.join();
  } else {
    abort_everything();
  }
}

double Engine::Impl::now_s() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void Engine::Impl::run_thread() {
  for (;;) {
    {
      std::unique_lock lock(mu_);
      work_cv_.wait(lock, [&] {
        return stopping_ || unfinished_ > 0 || !aborts_.empty() || config_changed_;
      });
      if (stopping_) break;
    }
    step();
  }
  abort_everything();
}

RequestId Engine::Impl::submit(GenerationRequest request, OutputCallback on_output) {
  auto r = std::make_unique<Request>();
  r->prompt_ids = std::move(request.prompt_ids);
  r->sampling = std::move(request.sampling);
  r->priority = request.priority;
  const double queued_s = now_s();
  RequestId id = 0;
  {
    std::lock_guard lock(mu_);
    r->seed = r->sampling.seed ? *r->sampling.seed : unnamed_seeds_();
    id = next_id_++;
    r->id = id;
    r->arrival = id;
    submissions_.push_back({std::move(r), std::move(on_output), queued_s});
    ++unfinished_;
  }
  work_cv_.notify_all();
  return id;
}

void Engine::Impl::abort(RequestId id) {
  {
    std::lock_guard lock(mu_);
    aborts_.push_back(id);
  }
  work_cv_.notify_all();
}

SchedulerConfig Engine::Impl::scheduler_config() const {
  std::lock_guard lock(mu_);
  return requested_config_;
}

void Engine::Impl::set_scheduler_config(const SchedulerConfig& config) {
  validate_scheduler_config(config, scheduler_.max_context());
  {
    std::lock_guard lock(mu_);
    requested_config_ = config;
    config_changed_ = true;
  }
  work_cv_.notify_all();
}

int Engine::Impl::subscribe_stats(StepStatsCallback callback) {
  std::lock_guard lock(mu_);
  stats_subscribers_[next_handle_] = std::make_shared<StepStatsCallback>(std::move(callback));
  return next_handle_++;
}

int Engine::Impl::subscribe_events(RequestEventCallback callback) {
  std::lock_guard lock(mu_);
  event_subscribers_[next_handle_] = std::make_shared<RequestEventCallback>(std::move(callback));
  return next_handle_++;
}

void Engine::Impl::unsubscribe(int handle) {
  std::lock_guard lock(mu_);
  stats_subscribers_.erase(handle);
  event_subscribers_.erase(handle);
}

void Engine::Impl::wait_until_idle() {
  if (!thread_.joinable()) {
    while (has_unfinished_requests()) step();
    return;
  }
  std::unique_lock lock(mu_);
  idle_cv_.wait(lock, [&] { return unfinished_ == 0; });
}

bool Engine::Impl::has_unfinished_requests() const {
  std::lock_guard lock(mu_);
  return unfinished_ > 0;
}

Engine::Engine(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Engine::~Engine() = default;
const ModelInfo& Engine::model_info() const {
  return impl_->model_info();
}
const Tokenizer& Engine::tokenizer() const {
  return impl_->tokenizer();
}
RequestId Engine::submit(GenerationRequest request, OutputCallback on_output) {
  return impl_->submit(std::move(request), std::move(on_output));
}
void Engine::abort(RequestId id) {
  impl_->abort(id);
}
SchedulerConfig Engine::scheduler_config() const {
  return impl_->scheduler_config();
}
void Engine::set_scheduler_config(const SchedulerConfig& config) {
  impl_->set_scheduler_config(config);
}
int Engine::subscribe_stats(StepStatsCallback callback) {
  return impl_->subscribe_stats(std::move(callback));
}
int Engine::subscribe_events(RequestEventCallback callback) {
  return impl_->subscribe_events(std::move(callback));
}
void Engine::unsubscribe(int handle) {
  impl_->unsubscribe(handle);
}
bool Engine::step() {
  return impl_->step();
}
void Engine::wait_until_idle() {
  impl_->wait_until_idle();
}
bool Engine::has_unfinished_requests() const {
  return impl_->has_unfinished_requests();
}

}  // namespace tessera
