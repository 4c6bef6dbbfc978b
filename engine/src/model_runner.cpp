#include "model_runner.h"

#include <algorithm>
#include <span>

#include "runtime/sampler.h"
#include "tessera/error.h"

namespace tessera {
namespace {

// Plain argmax, so the backend may pick the token on the device and copy back one id.
bool is_plain_greedy(const SamplingParams& p) {
  return p.temperature == 0.0f && p.repetition_penalty == 1.0f && p.presence_penalty == 0.0f &&
         p.frequency_penalty == 0.0f && p.logit_bias.empty();
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
    seq.all_logits = planned.prompt_logits;
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

// The logprob of each prompt token the request's new tokens predict: the logits row of position
// p scores the prompt token at p + 1 (the last prompt position's row is the sampling row).
PromptLogprobsPart prompt_logprobs_of(const PlannedRequest& p, std::span<const float> rows,
                                      std::size_t vocab) {
  PromptLogprobsPart part{p.id, p.first_position(), {}};
  const int num_prompt = static_cast<int>(p.prompt_ids.size());
  const int query_len = static_cast<int>(p.token_ids.size());
  for (int j = 0; j < query_len && p.first_position() + j + 1 < num_prompt; ++j) {
    const TokenId next = p.prompt_ids[p.first_position() + j + 1];
    part.positions.push_back(
        position_logprobs(rows.subspan(j * vocab, vocab), next, p.sampling->prompt_logprobs));
  }
  return part;
}

RunnerOutput ModelRunner::execute(const SchedulerOutput& plan, const ForwardBatch& batch) {
  RunnerOutput out;
  bool all_greedy = true;
  for (const PlannedRequest& planned : plan.scheduled) {
    // Logprobs need the logits on the host: only a batch that asks for some leaves the shortcut.
    if (planned.prompt_logits) all_greedy = false;
    if (!planned.samples) continue;
    all_greedy = all_greedy && is_plain_greedy(*planned.sampling) &&
                 planned.sampling->logprobs < 0 && !planned.sampling->hidden_state;
  }
  if (all_greedy) {
    backend_.forward_greedy(batch, greedy_);
    std::size_t r = 0;
    for (const PlannedRequest& planned : plan.scheduled) {
      if (planned.samples) out.sampled.push_back({planned.id, greedy_[r++], std::nullopt, {}});
    }
    return out;
  }
  backend_.forward(batch, logits_);
  std::size_t total_rows = 0;
  for (const ForwardBatch::Sequence& seq : batch.sequences) total_rows += seq.num_logit_rows();
  const std::size_t vocab = total_rows == 0 ? 0 : logits_.size() / total_rows;
  const bool wants_hidden =
      std::any_of(plan.scheduled.begin(), plan.scheduled.end(),
                  [](const PlannedRequest& p) { return p.samples && p.sampling->hidden_state; });
  if (wants_hidden && !backend_.last_hidden_states(hidden_)) {
    throw Error(
        tessera::Message::tr("this backend does not return hidden states (embeddings "
                             "need the CPU backend)"));
  }
  const std::size_t hidden = total_rows == 0 ? 0 : hidden_.size() / total_rows;
  std::size_t row = 0;  // the first logits row of the current request
  for (std::size_t i = 0; i < plan.scheduled.size(); ++i) {
    const PlannedRequest& p = plan.scheduled[i];
    const std::size_t rows = batch.sequences[i].num_logit_rows();
    if (p.prompt_logits) {
      out.prompt_logprobs.push_back(prompt_logprobs_of(
          p, std::span<const float>(logits_.data() + row * vocab, rows * vocab), vocab));
    }
    row += rows;
    if (!p.samples) continue;
    const std::span<float> last(logits_.data() + (row - 1) * vocab, vocab);
    const bool wants_logprobs = p.sampling->logprobs >= 0;
    if (wants_logprobs) raw_row_.assign(last.begin(), last.end());  // sampling edits in place
    const TokenId token = sample_token(last, *p.sampling, p.prompt_ids, p.output_ids, generator(p));
    SampledToken s{p.id, token, std::nullopt, {}};
    if (wants_logprobs) s.logprobs = position_logprobs(raw_row_, token, p.sampling->logprobs);
    if (p.sampling->hidden_state) {
      const auto last_row = hidden_.begin() + static_cast<std::ptrdiff_t>((row - 1) * hidden);
      s.hidden_state.assign(last_row, last_row + static_cast<std::ptrdiff_t>(hidden));
    }
    out.sampled.push_back(std::move(s));
  }
  return out;
}

}  // namespace tessera
