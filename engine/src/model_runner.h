// The model runner: turns a step's plan (scheduler_output.h) into a ForwardBatch, runs it on the
// backend and samples the next token of every request whose scheduled tokens reach its end. It
// decides nothing itself and never calls back into the scheduler: the plan holds all it reads.
#pragma once

#include <memory>
#include <random>
#include <unordered_map>
#include <vector>

#include "core/scheduler_output.h"
#include "grammar/mask_worker.h"
#include "grammar/token_mask.h"
#include "tessera/backend/backend.h"
#include "tessera/tokenizer.h"

namespace tessera {

// The flattened batch of one step: token ids, positions, slot mapping and block table of every
// planned request, in plan order. pick_limit: ForwardBatch::pick_limit (the tokenizer's size).
ForwardBatch build_forward_batch(const SchedulerOutput& plan, int pick_limit = 0);

class ModelRunner {
 public:
  // The tokenizer spells tokens for grammars; eos_ids end a grammar's text.
  ModelRunner(Backend& backend, const Tokenizer& tokenizer, std::vector<TokenId> eos_ids)
      : backend_(backend), tokenizer_(tokenizer), eos_ids_(std::move(eos_ids)) {}

  // Runs the batch and returns one sampled token per request that samples, in plan order, and
  // the prompt logprobs of the requests that asked. Throws what the backend throws.
  RunnerOutput execute(const SchedulerOutput& plan, const ForwardBatch& batch);

  // Drops the generator of a request that has finished (or was aborted).
  void forget(RequestId id) {
    generators_.erase(id);
    grammars_.erase(id);
  }

 private:
  Backend& backend_;
  // Each request's own generator, seeded from its plan on its first sample and kept across
  // preemptions, so its draws do not depend on the requests batched with it.
  std::unordered_map<RequestId, std::mt19937_64> generators_;
  std::mt19937_64& generator(const PlannedRequest& planned) {
    return generators_.try_emplace(planned.id, planned.seed).first->second;
  }
  // SamplingParams::grammar: each such request's matcher, moved on by its sampled tokens and kept
  // across preemptions like its generator; the vocabulary by bytes, made on the first grammar.
  const Tokenizer& tokenizer_;
  std::vector<TokenId> eos_ids_;
  std::unique_ptr<grammar::TokenVocabulary> vocabulary_;
  struct GrammarSlot {
    grammar::GrammarMatcher matcher;
    std::vector<unsigned char> allowed;  // this step's mask, made while the forward pass runs
    bool complete = false;
  };
  std::unordered_map<RequestId, GrammarSlot> grammars_;
  // This step's masks: those in the matchers' caches at once, the walks started on the mask
  // worker (then true: wait for it before sampling).
  bool start_masks(const SchedulerOutput& plan);
  std::unique_ptr<grammar::MaskWorker> mask_worker_;  // made on the first walk
  void mask_by_grammar(const PlannedRequest& planned, std::span<float> logits);
  void follow_grammar(const PlannedRequest& planned, TokenId token);
  std::vector<float> logits_;
  std::vector<TokenId> greedy_;
  std::vector<float> raw_row_;  // a row's logits before sampling edits them (for logprobs)
  std::vector<float> hidden_;   // final-normed hidden states of the logits rows, when asked
};

}  // namespace tessera
