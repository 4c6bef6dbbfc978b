#include "runtime/cpu/forward/sequence_shares.h"

#include <algorithm>

namespace tessera::cpu {
namespace {

// A share may cost this much more than a thread's part of the step before the step is split by
// operation: the other threads would wait for it longer than the hand-offs save.
constexpr double kMostUneven = 1.25;

// Whether a sequence writes a cache block that another sequence of the batch reads. Marks each
// written block with its writer in block_writers, looks every block table up, then clears them.
bool shares_written_blocks(const ForwardBatch& batch, std::vector<int>& block_writers) {
  const int block_size = batch.block_size;
  const int n = static_cast<int>(batch.sequences.size());
  for (int s = 0; s < n; ++s) {
    const ForwardBatch::Sequence& sequence = batch.sequences[s];
    for (int t = sequence.query_start; t < sequence.query_start + sequence.query_len; ++t) {
      block_writers[batch.slot_mapping[t] / block_size] = s;
    }
  }
  bool shared = false;
  for (int s = 0; s < n && !shared; ++s) {
    for (const std::int32_t block : batch.sequences[s].block_table) {
      const int writer = block_writers[block];
      if (writer >= 0 && writer != s) {
        shared = true;
        break;
      }
    }
  }
  for (const std::int32_t slot : batch.slot_mapping) block_writers[slot / block_size] = -1;
  return shared;
}

}  // namespace

std::vector<SequenceShare> share_sequences(const ForwardBatch& batch, int threads,
                                           const TokenCost& cost, std::vector<int>& block_writers) {
  const int n = static_cast<int>(batch.sequences.size());
  if (threads < 2 || n < threads) return {};
  const int count = std::min(n, threads * kSharesPerThread);
  std::vector<double> costs(n);
  double total = 0;
  for (int s = 0; s < n; ++s) {
    const ForwardBatch::Sequence& sequence = batch.sequences[s];
    // The attention of the new tokens reads, on average, half of them besides the cached part.
    const double positions = sequence.context_len - (sequence.query_len - 1) / 2.0;
    costs[s] = sequence.query_len * (cost.per_token + cost.per_position * positions);
    total += costs[s];
  }
  // Consecutive shares, each closed once the running cost reaches its part of the total (but
  // leaving every later share a sequence at least).
  std::vector<SequenceShare> shares(count);
  double running = 0, largest = 0;
  int s = 0;
  for (int w = 0; w < count; ++w) {
    SequenceShare& share = shares[w];
    share.first_sequence = s;
    const double start = running;
    const double goal = total * (w + 1) / count;
    do {
      running += costs[s];
      ++s;
    } while (s < n - (count - 1 - w) && (w == count - 1 || running + costs[s] / 2 < goal));
    share.end_sequence = s;
    largest = std::max(largest, running - start);
  }
  if (largest > kMostUneven * total / threads) return {};
  if (shares_written_blocks(batch, block_writers)) return {};
  int logit_row = 0;
  for (SequenceShare& share : shares) {
    const ForwardBatch::Sequence& first = batch.sequences[share.first_sequence];
    const ForwardBatch::Sequence& last = batch.sequences[share.end_sequence - 1];
    share.first_token = first.query_start;
    share.tokens = last.query_start + last.query_len - first.query_start;
    share.first_logit_row = logit_row;
    for (int i = share.first_sequence; i < share.end_sequence; ++i) {
      share.logit_rows += batch.sequences[i].num_logit_rows();
    }
    logit_row += share.logit_rows;
  }
  return shares;
}

void share_batch(const ForwardBatch& batch, const SequenceShare& share, ForwardBatch& out) {
  const auto from = static_cast<std::ptrdiff_t>(share.first_token);
  const auto to = from + share.tokens;
  out.token_ids.assign(batch.token_ids.begin() + from, batch.token_ids.begin() + to);
  out.positions.assign(batch.positions.begin() + from, batch.positions.begin() + to);
  out.slot_mapping.assign(batch.slot_mapping.begin() + from, batch.slot_mapping.begin() + to);
  out.block_size = batch.block_size;
  const int count = share.end_sequence - share.first_sequence;
  out.sequences.resize(count);
  for (int i = 0; i < count; ++i) {
    const ForwardBatch::Sequence& sequence = batch.sequences[share.first_sequence + i];
    ForwardBatch::Sequence& copy = out.sequences[i];
    copy.query_start = sequence.query_start - share.first_token;
    copy.query_len = sequence.query_len;
    copy.context_len = sequence.context_len;
    copy.block_table.assign(sequence.block_table.begin(), sequence.block_table.end());
    copy.needs_logits = sequence.needs_logits;
    copy.all_logits = sequence.all_logits;
  }
}

}  // namespace tessera::cpu
