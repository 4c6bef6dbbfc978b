#include "runtime/sampler.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace tessera {
namespace {

struct Candidate {
  float logit;
  TokenId id;
};

// Most likely first; equal logits by lower id, so every ordering is total and library-independent.
bool more_likely(const Candidate& a, const Candidate& b) {
  return a.logit > b.logit || (a.logit == b.logit && a.id < b.id);
}

bool in_vocab(TokenId id, std::size_t vocab) {
  return id >= 0 && static_cast<std::size_t>(id) < vocab;
}

// A uniform double in [0, 1) from the top 53 bits, the same under every standard library
// (std::uniform_real_distribution is not specified bit for bit).
double uniform01(std::mt19937_64& rng) {
  return static_cast<double>(rng() >> 11) * 0x1.0p-53;
}

// Hugging Face repetition penalty: each distinct token of prompt and output once, positive
// logits divided, negative ones multiplied.
void apply_repetition_penalty(std::span<float> logits, float penalty,
                              std::span<const TokenId> prompt_ids,
                              std::span<const TokenId> output_ids) {
  std::vector<TokenId> seen(prompt_ids.begin(), prompt_ids.end());
  seen.insert(seen.end(), output_ids.begin(), output_ids.end());
  std::sort(seen.begin(), seen.end());
  seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
  for (TokenId id : seen) {
    if (!in_vocab(id, logits.size())) continue;
    float& logit = logits[id];
    logit = logit > 0 ? logit / penalty : logit * penalty;
  }
}

// OpenAI/vLLM penalties over the output: frequency per occurrence, presence once.
void apply_output_penalties(std::span<float> logits, float presence, float frequency,
                            std::span<const TokenId> output_ids) {
  std::vector<TokenId> sorted(output_ids.begin(), output_ids.end());
  std::sort(sorted.begin(), sorted.end());
  for (std::size_t i = 0; i < sorted.size();) {
    std::size_t end = i;
    while (end < sorted.size() && sorted[end] == sorted[i]) ++end;
    if (in_vocab(sorted[i], logits.size())) {
      logits[sorted[i]] -= frequency * static_cast<float>(end - i) + presence;
    }
    i = end;
  }
}

TokenId argmax(std::span<const float> logits) {
  std::size_t best = 0;
  for (std::size_t i = 1; i < logits.size(); ++i) {
    if (logits[i] > logits[best]) best = i;
  }
  return static_cast<TokenId>(best);
}

// Draws from the candidates in their given order, weighted by exp(logit - max_logit).
TokenId draw(const std::vector<Candidate>& candidates, float max_logit, std::mt19937_64& rng) {
  double total = 0;
  for (const Candidate& c : candidates) total += std::exp(static_cast<double>(c.logit - max_logit));
  const double target = uniform01(rng) * total;
  double cumulative = 0;
  for (const Candidate& c : candidates) {
    cumulative += std::exp(static_cast<double>(c.logit - max_logit));
    if (cumulative > target) return c.id;
  }
  return candidates.back().id;  // rounding left target at the very end
}

// Keeps the k most likely, sorted.
void keep_top_k(std::vector<Candidate>& candidates, int k) {
  if (k > 0 && static_cast<std::size_t>(k) < candidates.size()) {
    std::nth_element(candidates.begin(), candidates.begin() + (k - 1), candidates.end(),
                     more_likely);
    candidates.resize(k);
  }
  std::sort(candidates.begin(), candidates.end(), more_likely);
}

// Keeps the shortest most-likely-first prefix holding at least top_p of the mass (at least one
// token). Sorts only as far as needed: a growing prefix, so a peaked distribution of a large
// vocabulary never pays for a full sort.
void keep_top_p(std::vector<Candidate>& candidates, float top_p, float max_logit, bool sorted) {
  double total = 0;
  for (const Candidate& c : candidates) total += std::exp(static_cast<double>(c.logit - max_logit));
  const double wanted = top_p * total;
  double cumulative = 0;
  std::size_t checked = 0;
  for (std::size_t prefix = 64;; prefix *= 4) {
    prefix = std::min(prefix, candidates.size());
    if (!sorted) {
      std::nth_element(candidates.begin() + checked, candidates.begin() + (prefix - 1),
                       candidates.end(), more_likely);
      std::sort(candidates.begin() + checked, candidates.begin() + prefix, more_likely);
    }
    for (; checked < prefix; ++checked) {
      cumulative += std::exp(static_cast<double>(candidates[checked].logit - max_logit));
      if (cumulative >= wanted) {
        candidates.resize(checked + 1);
        return;
      }
    }
    if (prefix == candidates.size()) return;
  }
}

}  // namespace

TokenId sample_token(std::span<float> logits, const SamplingParams& params,
                     std::span<const TokenId> prompt_ids, std::span<const TokenId> output_ids,
                     std::mt19937_64& rng) {
  if (params.repetition_penalty != 1.0f) {
    apply_repetition_penalty(logits, params.repetition_penalty, prompt_ids, output_ids);
  }
  if (params.presence_penalty != 0.0f || params.frequency_penalty != 0.0f) {
    apply_output_penalties(logits, params.presence_penalty, params.frequency_penalty, output_ids);
  }
  const TokenId best = argmax(logits);
  if (params.temperature <= 0.0f || !std::isfinite(logits[best])) return best;

  for (float& logit : logits) logit /= params.temperature;
  const float max_logit = logits[best];
  // min-p: p / p_max = exp(logit - max_logit), so the cut needs no normalisation.
  const float min_logit = params.min_p > 0.0f ? max_logit + std::log(params.min_p) : -INFINITY;
  std::vector<Candidate> candidates;
  for (std::size_t id = 0; id < logits.size(); ++id) {
    if (logits[id] >= min_logit && logits[id] > -INFINITY) {
      candidates.push_back({logits[id], static_cast<TokenId>(id)});
    }
  }
  const bool use_top_k = params.top_k > 0;
  if (use_top_k) keep_top_k(candidates, params.top_k);
  if (params.top_p < 1.0f) keep_top_p(candidates, params.top_p, max_logit, use_top_k);
  return draw(candidates, max_logit, rng);
}

}  // namespace tessera
