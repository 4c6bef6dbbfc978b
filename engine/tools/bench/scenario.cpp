#include "scenario.h"

#include <cmath>
#include <stdexcept>

#include "tessera/model_config.h"

namespace tessera::bench {

std::unique_ptr<Engine> make_engine(const BenchOptions& options, const SchedulerConfig& scheduler,
                                    int num_kv_blocks, bool collect_stats) {
  EngineConfig config;
  config.model_dir = options.model_dir;
  config.device = options.device;
  config.precision = options.precision;
  config.quantize = options.quantize;
  config.num_threads = options.threads;
  config.num_kv_blocks = num_kv_blocks;
  config.collect_stats = collect_stats;
  config.start_thread = false;
  config.scheduler = scheduler;
  return Engine::create(config);
}

WorkloadShape workload_shape(const BenchOptions& options) {
  const ModelConfig config = load_model_config(options.model_dir);
  return {config.vocab_size, config.max_position_embeddings, config.bos_token_id,
          options.synthetic_shape.empty() ? 1 : 4};
}

BatchingPolicy policy_from_name(const std::string& name) {
  for (auto policy : {BatchingPolicy::Continuous, BatchingPolicy::Static,
                      BatchingPolicy::Sequential, BatchingPolicy::Traditional}) {
    if (name == to_string(policy)) return policy;
  }
  throw std::invalid_argument("unknown policy '" + name +
                              "' (continuous, static, sequential, traditional)");
}

int blocks_for_tokens(double tokens, int block_size) {
  return static_cast<int>(std::ceil(tokens / block_size));
}

}  // namespace tessera::bench
