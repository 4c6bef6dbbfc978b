// A small continuous-batching scheduler (vLLM V1 rules, as in ARCHITECTURE.md) that produces
// consistent StepStats and RequestEvents for long dashboard recordings.
#include <algorithm>
#include <deque>
#include <random>
#include <unordered_map>

#include "support/dashboard_fixture.h"

using tessera::RequestEvent;
using tessera::RequestEventType;
using tessera::RequestId;
using tessera::StepStats;

namespace fixture {

namespace {

constexpr int kBlockSize = 16;
constexpr int kSharedPrefixBlocks = 3;

struct SimRequest {
  RequestId id = 0;
  int prompt = 0;
  int target_output = 0;
  int output = 0;
  int computed = 0;
  bool shared_prefix = false;
  std::vector<std::int32_t> blocks;
  int tokens() const { return prompt + output; }
  std::uint64_t hash(std::size_t i) const {
    return shared_prefix && i < kSharedPrefixBlocks ? 1000 + i : id * 100000 + i;
  }
};

class Simulator {
 public:
  Simulator(int blocks_total, std::uint64_t seed)
      : rng_(seed),
        ref_(static_cast<std::size_t>(blocks_total), 0),
        hash_(static_cast<std::size_t>(blocks_total), 0) {
    for (int b = 0; b < blocks_total; ++b) free_.push_back(b);
  }

  void run(int num_steps, Recording& out) {
    for (int i = 0; i < num_steps; ++i) runStep(static_cast<std::uint64_t>(i), out);
  }

 private:
  void arrive(std::uint64_t step, Recording& out) {
    std::uniform_real_distribution<double> chance(0, 1);
    if (chance(rng_) > 0.25) return;
    SimRequest r;
    r.id = next_id_++;
    r.prompt = std::uniform_int_distribution<int>(20, 300)(rng_);
    r.target_output = std::uniform_int_distribution<int>(5, 60)(rng_);
    r.shared_prefix = chance(rng_) < 0.5 && r.prompt > kSharedPrefixBlocks * kBlockSize;
    requests_[r.id] = r;
    waiting_.push_back(r.id);
    out.events.push_back(event(r.id, RequestEventType::Queued, now_ - 0.0005, step));
  }

  RequestEvent event(RequestId id, RequestEventType type, double t, std::uint64_t step) {
    RequestEvent e;
    e.id = id;
    e.type = type;
    e.time_s = t;
    e.step = step;
    e.num_prompt_tokens = requests_[id].prompt;
    e.num_output_tokens = requests_[id].output;
    return e;
  }

  bool allocate(SimRequest& r, int tokens) {
    const auto needed = static_cast<std::size_t>((tokens + kBlockSize - 1) / kBlockSize);
    while (r.blocks.size() < needed) {
      if (free_.empty()) return false;
      const auto b = free_.front();
      free_.pop_front();
      if (hash_[b]) cached_.erase(hash_[b]);
      hash_[b] = 0;
      ref_[b] = 1;
      r.blocks.push_back(b);
    }
    return true;
  }

  void release(SimRequest& r) {
    for (auto it = r.blocks.rbegin(); it != r.blocks.rend(); ++it) {
      if (--ref_[*it] == 0) free_.push_back(*it);
    }
    r.blocks.clear();
  }

  // Reuses the longest run of cached full prompt blocks, always leaving one token to compute.
  int reusePrefix(SimRequest& r) {
    int hit = 0;
    for (std::size_t i = 0; (static_cast<int>(i) + 1) * kBlockSize < r.prompt; ++i) {
      auto it = cached_.find(r.hash(i));
      if (it == cached_.end()) break;
      const auto b = it->second;
      if (ref_[b]++ == 0) free_.erase(std::find(free_.begin(), free_.end(), b));
      r.blocks.push_back(b);
      hit += kBlockSize;
    }
    return hit;
  }

  void runStep(std::uint64_t step, Recording& out);

  std::mt19937_64 rng_;
  std::vector<int> ref_;
  std::vector<std::uint64_t> hash_;
  std::deque<std::int32_t> free_;
  std::unordered_map<std::uint64_t, std::int32_t> cached_;
  std::unordered_map<RequestId, SimRequest> requests_;
  std::deque<RequestId> waiting_;
  std::vector<RequestId> running_;
  RequestId next_id_ = 1;
  double now_ = 0.01;
  int preempted_total_ = 0;
};

void Simulator::runStep(std::uint64_t step, Recording& out) {
  arrive(step, out);
  StepStats s;
  s.step = step;
  s.start_s = now_;
  s.token_budget = 256;
  s.max_num_seqs = 12;
  s.block_size = kBlockSize;
  s.blocks_total = static_cast<int>(ref_.size());
  int budget = s.token_budget;
  std::vector<std::pair<RequestId, int>> work;
  for (std::size_t i = 0; i < running_.size() && budget > 0;) {
    SimRequest& r = requests_[running_[i]];
    const int tokens = std::min(r.tokens() - r.computed, budget);
    if (allocate(r, r.computed + tokens)) {
      work.emplace_back(r.id, tokens);
      budget -= tokens;
      ++i;
      continue;
    }
    SimRequest& victim = requests_[running_.back()];
    release(victim);
    victim.computed = 0;
    waiting_.push_front(victim.id);
    running_.pop_back();
    s.preempted.push_back(victim.id);
    ++preempted_total_;
    out.events.push_back(event(victim.id, RequestEventType::Preempted, now_, step));
    if (victim.id == r.id) break;
  }
  while (s.preempted.empty() && budget > 0 && !waiting_.empty() &&
         static_cast<int>(running_.size()) < s.max_num_seqs) {
    SimRequest& r = requests_[waiting_.front()];
    const int hit = reusePrefix(r);
    const int tokens = std::min(r.tokens() - hit, budget);
    if (!allocate(r, hit + tokens)) {
      release(r);
      break;
    }
    r.computed = hit;
    waiting_.pop_front();
    running_.push_back(r.id);
    work.emplace_back(r.id, tokens);
    budget -= tokens;
    s.admitted.push_back(r.id);
    s.prefix_hit_tokens += hit;
    out.events.push_back(event(r.id, RequestEventType::Scheduled, now_, step));
  }
  s.tokens_used = s.token_budget - budget;
  s.duration_ms = 2.0 + 0.03 * s.tokens_used;
  now_ += s.duration_ms / 1000.0;
  for (auto [id, tokens] : work) {
    SimRequest& r = requests_[id];
    const bool decode = r.computed >= r.prompt;
    s.scheduled.push_back({id, decode ? 0 : tokens, decode ? tokens : 0, r.computed, r.prompt});
    r.computed += tokens;
    for (int i = 0; (i + 1) * kBlockSize <= r.computed; ++i) {
      const auto b = r.blocks[static_cast<std::size_t>(i)];
      if (hash_[b] == 0) {
        hash_[b] = r.hash(static_cast<std::size_t>(i));
        cached_.emplace(hash_[b], b);
      }
    }
    if (r.computed < r.tokens()) continue;
    if (++r.output == 1) out.events.push_back(event(id, RequestEventType::FirstToken, now_, step));
    if (r.output < r.target_output) continue;
    release(r);
    running_.erase(std::find(running_.begin(), running_.end(), id));
    s.finished.push_back(id);
    RequestEvent done = event(id, RequestEventType::Finished, now_, step);
    done.reason = tessera::FinishReason::Length;
    out.events.push_back(done);
  }
  for (auto id : running_) {
    const SimRequest& r = requests_[id];
    tessera::BlockTable t{id, r.blocks, {}, r.computed};
    for (auto b : r.blocks) t.block_hashes.push_back(hash_[b]);
    s.block_tables.push_back(std::move(t));
  }
  for (std::size_t b = 0; b < ref_.size(); ++b) {
    if (ref_[b] > 0) ++s.blocks_used;
    if (ref_[b] == 0 && hash_[b] != 0) {
      s.cached_free_blocks.push_back(static_cast<std::int32_t>(b));
      s.cached_free_hashes.push_back(hash_[b]);
    }
  }
  s.blocks_free = s.blocks_total - s.blocks_used;
  s.blocks_cached = static_cast<int>(s.cached_free_blocks.size());
  s.num_running = static_cast<int>(running_.size());
  s.num_waiting = static_cast<int>(waiting_.size());
  s.num_preempted_total = preempted_total_;
  out.steps.push_back(std::move(s));
}

}  // namespace

Recording simulatedRun(int num_steps, int blocks_total, std::uint64_t seed) {
  Recording out;
  Simulator(blocks_total, seed).run(num_steps, out);
  return out;
}

}  // namespace fixture
