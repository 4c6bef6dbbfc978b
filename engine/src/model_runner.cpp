#include "model_runner.h"

#include <algorithm>
#include <limits>
#include <span>

#include "runtime/sampler.h"
#include "tessera/error.h"

namespace tessera {
namespace {

// Plain argmax, so the backend may pick the token on the device and copy back one id.
bool is_plain_greedy(const SamplingParams& p) {
  return p.temperature == 0.0f && p.repetition_penalty == 1.0f && p.presence_penalty == 0.0f &&
         p.frequency_penalty == 0.0f && p.logit_bias.empty() && !p.grammar;
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
  // The grammar masks depend only on what each request has generated so far: they are made
  // while the forward pass runs, so constrained requests delay the batch as little as may be.
  std::future<void> masks = start_masks(plan);
  try {
    backend_.forward(batch, logits_);
  } catch (...) {
    if (masks.valid()) masks.wait();
    throw;
  }
  if (masks.valid()) masks.get();
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
    if (p.sampling->grammar) mask_by_grammar(p, last);
    const TokenId token = sample_token(last, *p.sampling, p.prompt_ids, p.output_ids, generator(p));
    if (p.sampling->grammar) follow_grammar(p, token);
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

std::future<void> ModelRunner::start_masks(const SchedulerOutput& plan) {
  std::vector<GrammarSlot*> slots;
  for (const PlannedRequest& p : plan.scheduled) {
    if (!p.samples || !p.sampling->grammar) continue;
    if (!vocabulary_) vocabulary_ = std::make_unique<grammar::TokenVocabulary>(tokenizer_);
    GrammarSlot& slot =
        grammars_
            .try_emplace(p.id, GrammarSlot{grammar::GrammarMatcher(p.sampling->grammar), {}, false})
            .first->second;
    slots.push_back(&slot);
  }
  if (slots.empty()) return {};
  // The logits row may be longer (padded vocabularies): mask_by_grammar() bans the rest.
  const auto size = static_cast<std::size_t>(tokenizer_.vocab_size());
  return std::async(std::launch::async, [this, slots = std::move(slots), size] {
    for (GrammarSlot* slot : slots) {
      slot->complete = slot->matcher.allowed_tokens(*vocabulary_, size, slot->allowed);
    }
  });
}

// Leaves finite only the logits of tokens the grammar takes next, and of the end tokens (the
// model's EOS and the request's stop ids) where its text is complete. Where the vocabulary cannot
// continue an incomplete text at all, the end tokens stay too, so the request still ends.
void ModelRunner::mask_by_grammar(const PlannedRequest& planned, std::span<float> logits) {
  GrammarSlot& slot = grammars_.at(planned.id);
  std::vector<unsigned char>& allowed = slot.allowed;
  allowed.resize(logits.size(), 0);  // ids past the tokenizer's vocabulary are never text
  const bool stuck = std::find(allowed.begin(), allowed.end(), 1) == allowed.end();
  if (slot.complete || stuck) {
    for (const TokenId id : eos_ids_) {
      if (static_cast<std::size_t>(id) < logits.size()) allowed[id] = 1;
    }
    for (const TokenId id : planned.sampling->stop_token_ids) {
      if (static_cast<std::size_t>(id) < logits.size()) allowed[id] = 1;
    }
  }
  for (std::size_t i = 0; i < logits.size(); ++i) {
    if (!allowed[i]) logits[i] = -std::numeric_limits<float>::infinity();
  }
}

void ModelRunner::follow_grammar(const PlannedRequest& planned, TokenId token) {
  if (const std::optional<std::string>& bytes = vocabulary_->bytes_of(token)) {
    grammars_.at(planned.id).matcher.accept(*bytes);
  }
}

}  // namespace tessera
