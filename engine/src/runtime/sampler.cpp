#include "runtime/sampler.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <numeric>
#include <vector>

#include "tessera/backend/forward_batch.h"

namespace tessera {
namespace {

struct Candidate {
  float logit;
  TokenId id;
  float weight;  // exp(logit - max logit): the unnormalised probability
};

// Most likely first; equal logits by lower id, so every ordering is total and library-independent.
// A function object rather than a function, so the sorts inline it.
struct MoreLikely {
  bool operator()(const Candidate& a, const Candidate& b) const {
    return a.logit > b.logit || (a.logit == b.logit && a.id < b.id);
  }
};
constexpr MoreLikely more_likely;

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

// Inverse CDF at one uniform draw, over the candidates in their given order.
TokenId draw(const std::vector<Candidate>& candidates, std::mt19937_64& rng) {
  double total = 0;
  for (const Candidate& c : candidates) total += c.weight;
  const double target = uniform01(rng) * total;
  double cumulative = 0;
  for (const Candidate& c : candidates) {
    cumulative += c.weight;
    if (cumulative > target) return c.id;
  }
  return candidates.back().id;  // rounding left target at the very end
}

// The k most likely tokens at or above min_logit, most likely first. A bounded heap: one pass
// over the vocabulary, no copy of it.
std::vector<Candidate> top_k_candidates(std::span<const float> logits, int k, float min_logit) {
  std::vector<Candidate> heap;  // least likely of the kept at the front
  heap.reserve(k + 1);
  for (std::size_t id = 0; id < logits.size(); ++id) {
    const Candidate c{logits[id], static_cast<TokenId>(id), 0.0f};
    if (c.logit < min_logit || c.logit == -INFINITY) continue;
    if (static_cast<int>(heap.size()) == k && !more_likely(c, heap.front())) continue;
    heap.push_back(c);
    std::push_heap(heap.begin(), heap.end(), more_likely);
    if (static_cast<int>(heap.size()) > k) {
      std::pop_heap(heap.begin(), heap.end(), more_likely);
      heap.pop_back();
    }
  }
  std::sort_heap(heap.begin(), heap.end(), more_likely);
  return heap;
}

// Every token at or above min_logit, in id order.
std::vector<Candidate> all_candidates(std::span<const float> logits, float min_logit) {
  std::vector<Candidate> candidates;
  candidates.reserve(logits.size());
  for (std::size_t id = 0; id < logits.size(); ++id) {
    if (logits[id] >= min_logit && logits[id] > -INFINITY) {
      candidates.push_back({logits[id], static_cast<TokenId>(id), 0.0f});
    }
  }
  return candidates;
}

// Keeps the shortest most-likely-first prefix holding at least top_p of the mass (at least one
// token). Sorts only as far as needed: a growing prefix, so a peaked distribution over a large
// vocabulary never pays for a full sort.
void keep_top_p(std::vector<Candidate>& candidates, float top_p, bool sorted) {
  double total = 0;
  for (const Candidate& c : candidates) total += c.weight;
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
      cumulative += candidates[checked].weight;
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
  // First, as vLLM applies it: the penalties then see the biased logits.
  for (const auto& [id, bias] : params.logit_bias) {
    if (in_vocab(id, logits.size())) logits[static_cast<std::size_t>(id)] += bias;
  }
  if (params.repetition_penalty != 1.0f) {
    apply_repetition_penalty(logits, params.repetition_penalty, prompt_ids, output_ids);
  }
  if (params.presence_penalty != 0.0f || params.frequency_penalty != 0.0f) {
    apply_output_penalties(logits, params.presence_penalty, params.frequency_penalty, output_ids);
  }
  const TokenId best = argmax(logits);
  if (params.temperature <= 0.0f || !std::isfinite(logits[best])) return best;

  // Temperature scales the distances to the best logit, so a tiny temperature cannot overflow:
  // weight = exp((logit - max) / T). Ordering by raw logit equals ordering by scaled logit.
  const float max_logit = logits[best];
  const float temperature = params.temperature;
  // min-p: p / p_max = weight, so weight >= min_p is logit >= max + T·log(min_p). The most
  // likely token always stays.
  const float min_logit =
      params.min_p > 0.0f ? std::min(max_logit, max_logit + temperature * std::log(params.min_p))
                          : -INFINITY;
  const bool use_top_k = params.top_k > 0 && static_cast<std::size_t>(params.top_k) < logits.size();
  std::vector<Candidate> candidates = use_top_k ? top_k_candidates(logits, params.top_k, min_logit)
                                                : all_candidates(logits, min_logit);
  for (Candidate& c : candidates) c.weight = std::exp((c.logit - max_logit) / temperature);
  if (params.top_p < 1.0f) keep_top_p(candidates, params.top_p, use_top_k);
  return draw(candidates, rng);
}

PositionLogprobs position_logprobs(std::span<const float> logits, TokenId chosen, int num_top) {
  const float max = *std::max_element(logits.begin(), logits.end());
  double sum = 0.0;
  for (float logit : logits) sum += std::exp(static_cast<double>(logit - max));
  const double log_normalizer = max + std::log(sum);
  auto logprob = [&](TokenId id) {
    return static_cast<float>(logits[static_cast<std::size_t>(id)] - log_normalizer);
  };
  PositionLogprobs out;
  out.chosen = {chosen, logprob(chosen)};
  const std::size_t k =
      std::min<std::size_t>(static_cast<std::size_t>(std::max(num_top, 0)), logits.size());
  std::vector<TokenId> ids(logits.size());
  std::iota(ids.begin(), ids.end(), 0);
  std::partial_sort(ids.begin(), ids.begin() + static_cast<std::ptrdiff_t>(k), ids.end(),
                    [&](TokenId a, TokenId b) {
                      const float la = logits[static_cast<std::size_t>(a)];
                      const float lb = logits[static_cast<std::size_t>(b)];
                      return la > lb || (la == lb && a < b);
                    });
  for (std::size_t i = 0; i < k; ++i) out.top.push_back({ids[i], logprob(ids[i])});
  return out;
}

}  // namespace tessera
