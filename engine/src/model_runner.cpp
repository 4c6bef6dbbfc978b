#include "model_runner.h"

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

ForwardBatch build_forward_batch(const SchedulerOutput& plan) {
  ForwardBatch batch;
  batch.block_size = plan.block_size;
  batch.token_ids.reserve(plan.num_scheduled_tokens);
  batch.positions.reserve(plan.num_scheduled_tokens);
  batch.slot_mapping.reserve(plan.num_scheduled_tokens);
  for (const PlannedRequest& planned : plan.scheduled) {
    ForwardBatch::Sequence seq;
    seq.query_start = static_cast<int>(batch.token_ids.size());
    seq.query_len = static_cast<int>(planned.token_ids.size());
    seq.context_len = planned.context_len();
    seq.block_table = planned.block_ids;
    seq.needs_logits = planned.samples;
    for (int i = 0; i < seq.query_len; ++i) {
      const int pos = planned.first_position() + i;
      batch.token_ids.push_back(planned.token_ids[i]);
      batch.positions.push_back(pos);
      batch.slot_mapping.push_back(slot_of(pos, seq.block_table, batch.block_size));
    }
    batch.sequences.push_back(std::move(seq));
  }
  return batch;
}

std::vector<SampledToken> ModelRunner::execute(const SchedulerOutput& plan,
                                               const ForwardBatch& batch) {
  std::vector<const PlannedRequest*> sampling;
  bool all_greedy = true;
  for (const PlannedRequest& planned : plan.scheduled) {
    if (!planned.samples) continue;
    sampling.push_back(&planned);
    all_greedy = all_greedy && is_plain_greedy(*planned.sampling);
  }
  std::vector<SampledToken> sampled;
  sampled.reserve(sampling.size());
  if (all_greedy) {
    backend_.forward_greedy(batch, greedy_);
    for (std::size_t r = 0; r < sampling.size(); ++r)
      sampled.push_back({sampling[r]->id, greedy_[r]});
    return sampled;
  }
  backend_.forward(batch, logits_);
  const std::size_t vocab = sampling.empty() ? 0 : logits_.size() / sampling.size();
  for (std::size_t r = 0; r < sampling.size(); ++r) {
    const PlannedRequest& p = *sampling[r];
    const TokenId token = sample_token(std::span<float>(logits_.data() + r * vocab, vocab),
                                       *p.sampling, p.prompt_ids, p.output_ids, *p.rng);
    sampled.push_back({p.id, token});
  }
  return sampled;
}

}  // namespace tessera
