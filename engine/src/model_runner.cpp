#include "model_runner.h"

#include <algorithm>
#include <limits>
#include <span>

#include "runtime/sampler.h"
#include "tessera/error.h"

namespace tessera {
namespace {

// Plain argmax and nothing else asked of the row, so the backend may pick the token on the
// device and copy back one id.
bool picks_on_device(const SamplingParams& p) {
  return p.temperature == 0.0f && p.repetition_penalty == 1.0f && p.presence_penalty == 0.0f &&
         p.frequency_penalty == 0.0f && p.logit_bias.empty() && !p.grammar && p.logprobs < 0 &&
         !p.hidden_state;
}

}  // namespace

ForwardBatch build_forward_batch(const SchedulerOutput& plan, int pick_limit) {
  ForwardBatch batch;
  batch.block_size = plan.block_size;
  batch.pick_limit = pick_limit;
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
  // The logits rows the host needs: every row of a request that asks for prompt logprobs, and
  // the sampling row of one that does not pick by plain argmax. The others stay on the device.
  std::vector<std::size_t> host_rows;
  std::size_t total_rows = 0;
  bool wants_hidden = false;
  for (std::size_t i = 0; i < plan.scheduled.size(); ++i) {
    const PlannedRequest& p = plan.scheduled[i];
    const std::size_t rows = batch.sequences[i].num_logit_rows();
    if (p.prompt_logits) {
      for (std::size_t r = 0; r < rows; ++r) host_rows.push_back(total_rows + r);
    } else if (p.samples && !picks_on_device(*p.sampling)) {
      host_rows.push_back(total_rows + rows - 1);
    }
    wants_hidden = wants_hidden || (p.samples && p.sampling->hidden_state);
    total_rows += rows;
  }
  RunnerOutput out;
  if (host_rows.empty()) {
    backend_.forward_greedy(batch, greedy_);
    std::size_t r = 0;
    for (const PlannedRequest& planned : plan.scheduled) {
      if (planned.samples) out.sampled.push_back({planned.id, greedy_[r++], std::nullopt, {}});
    }
    return out;
  }
  // The grammar masks depend only on what each request has generated so far: they are made
  // while the forward pass runs, so constrained requests delay the batch as little as may be.
  const bool masks = start_masks(plan);
  try {
    if (wants_hidden || host_rows.size() == total_rows) {
      // Hidden states come with every row's logits (last_hidden_states()).
      backend_.forward(batch, logits_);
      host_rows.resize(total_rows);
      for (std::size_t r = 0; r < total_rows; ++r) host_rows[r] = r;
    } else {
      backend_.forward_rows(batch, host_rows, greedy_, logits_);
    }
  } catch (...) {
    if (masks) mask_worker_->wait_quietly();
    throw;
  }
  if (masks) mask_worker_->wait();
  const std::size_t vocab = logits_.size() / host_rows.size();
  // Ids past the tokenizer's vocabulary (padded rows) have no text: never sampled, nor listed
  // among logprobs.
  const std::size_t pickable = batch.pickable(vocab);
  if (pickable < vocab) {
    for (std::size_t k = 0; k < host_rows.size(); ++k) {
      std::fill(logits_.begin() + static_cast<std::ptrdiff_t>(k * vocab + pickable),
                logits_.begin() + static_cast<std::ptrdiff_t>((k + 1) * vocab),
                -std::numeric_limits<float>::infinity());
    }
  }
  // Where each logits row is among those that came to the host (none: -1).
  std::vector<std::ptrdiff_t> held(total_rows, -1);
  for (std::size_t k = 0; k < host_rows.size(); ++k) {
    held[host_rows[k]] = static_cast<std::ptrdiff_t>(k);
  }
  auto host_row = [&](std::size_t r) {
    return std::span<float>(logits_.data() + static_cast<std::size_t>(held[r]) * vocab, vocab);
  };
  if (wants_hidden && !backend_.last_hidden_states(hidden_)) {
    throw Error(
        tessera::Message::tr("this backend does not return hidden states (embeddings "
                             "need the CPU backend)"));
  }
  const std::size_t hidden = hidden_.size() / total_rows;
  std::size_t row = 0;  // the first logits row of the current request
  for (std::size_t i = 0; i < plan.scheduled.size(); ++i) {
    const PlannedRequest& p = plan.scheduled[i];
    const std::size_t rows = batch.sequences[i].num_logit_rows();
    if (p.prompt_logits) {
      out.prompt_logprobs.push_back(
          prompt_logprobs_of(p, std::span<const float>(host_row(row).data(), rows * vocab), vocab));
    }
    row += rows;
    if (!p.samples) continue;
    if (held[row - 1] < 0) {  // picked on the device
      out.sampled.push_back({p.id, greedy_[row - 1], std::nullopt, {}});
      continue;
    }
    const std::span<float> last = host_row(row - 1);
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

bool ModelRunner::start_masks(const SchedulerOutput& plan) {
  const auto size = static_cast<std::size_t>(tokenizer_.vocab_size());
  std::vector<GrammarSlot*> walks;
  for (const PlannedRequest& p : plan.scheduled) {
    if (!p.samples || !p.sampling->grammar) continue;
    if (!vocabulary_) vocabulary_ = std::make_unique<grammar::TokenVocabulary>(tokenizer_);
    GrammarSlot& slot =
        grammars_
            .try_emplace(p.id, GrammarSlot{grammar::GrammarMatcher(p.sampling->grammar), {}, false})
            .first->second;
    if (slot.matcher.cached_tokens(size, slot.allowed)) {
      slot.complete = slot.matcher.complete();
    } else {
      walks.push_back(&slot);
    }
  }
  if (walks.empty()) return false;
  if (!mask_worker_) mask_worker_ = std::make_unique<grammar::MaskWorker>();
  // The logits row may be longer (padded vocabularies): mask_by_grammar() bans the rest.
  mask_worker_->start([this, walks = std::move(walks), size] {
    for (GrammarSlot* slot : walks) {
      slot->complete = slot->matcher.walked_tokens(*vocabulary_, size, slot->allowed);
    }
  });
  return true;
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
