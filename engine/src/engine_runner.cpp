#include "engine_runner.h"

#include <span>

#include "runtime/sampler.h"

namespace tessera {
namespace {

// Plain argmax, so the backend may pick the token on the device and copy back one id.
bool is_plain_greedy(const SamplingParams& p) {
  return p.temperature == 0.0f && p.repetition_penalty == 1.0f && p.presence_penalty == 0.0f &&
         p.frequency_penalty == 0.0f;
}

}  // namespace

ForwardBatch build_forward_batch(const Scheduler& scheduler, const SchedulerOutput& out) {
  ForwardBatch batch;
  const KVCacheManager& kv = scheduler.kv_cache();
  batch.block_size = kv.block_size();
  batch.token_ids.reserve(out.num_scheduled_tokens);
  batch.positions.reserve(out.num_scheduled_tokens);
  batch.slot_mapping.reserve(out.num_scheduled_tokens);
  for (const ScheduledRequest& s : out.scheduled) {
    const Request& request = *scheduler.find(s.id);
    const std::vector<BlockId>& table = kv.block_table(s.id);
    ForwardBatch::Sequence seq;
    seq.query_start = static_cast<int>(batch.token_ids.size());
    seq.query_len = s.prefill_tokens + s.decode_tokens;
    seq.context_len = s.num_computed_tokens + seq.query_len;
    seq.block_table.assign(table.begin(), table.begin() + kv.blocks_needed(seq.context_len));
    seq.needs_logits = seq.context_len == request.num_tokens();
    for (int pos = s.num_computed_tokens; pos < seq.context_len; ++pos) {
      batch.token_ids.push_back(request.token_at(pos));
      batch.positions.push_back(pos);
      batch.slot_mapping.push_back(table[pos / batch.block_size] * batch.block_size +
                                   pos % batch.block_size);
    }
    batch.sequences.push_back(std::move(seq));
  }
  return batch;
}

std::vector<SampledToken> ModelRunner::execute(const Scheduler& scheduler,
                                               const SchedulerOutput& out) {
  const ForwardBatch batch = build_forward_batch(scheduler, out);
  std::vector<SampledToken> sampled;
  bool all_greedy = true;
  for (std::size_t i = 0; i < batch.sequences.size(); ++i) {
    if (!batch.sequences[i].needs_logits) continue;
    Request* request = scheduler.find(out.scheduled[i].id);
    sampled.push_back({request, 0});
    all_greedy = all_greedy && is_plain_greedy(request->sampling);
  }
  if (all_greedy) {
    backend_.forward_greedy(batch, greedy_);
    for (std::size_t r = 0; r < sampled.size(); ++r) sampled[r].token = greedy_[r];
    return sampled;
  }
  backend_.forward(batch, logits_);
  const std::size_t vocab = sampled.empty() ? 0 : logits_.size() / sampled.size();
  for (std::size_t r = 0; r < sampled.size(); ++r) {
    Request& request = *sampled[r].request;
    sampled[r].token =
        sample_token(std::span<float>(logits_.data() + r * vocab, vocab), request.sampling,
                     request.prompt_ids, request.output_ids, request.rng);
  }
  return sampled;
}

}  // namespace tessera
