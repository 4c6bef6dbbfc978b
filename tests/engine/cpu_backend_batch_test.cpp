// Batch invariance of the CPU backend: a sequence's logits are bitwise the same alone or batched
// with others, in one prefill or in chunks, in any blocks of any size, with any thread count.
#include <QtTest>
#include <algorithm>
#include <cstring>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>

#include "runtime/cpu/forward/sequence_shares.h"
#include "support/reference_driver.h"
#include "support/reference_model.h"
#include "tessera/backend/backend.h"
#include "tessera/error.h"

using namespace tessera;

namespace {

using Logits = std::vector<float>;

bool bitwise_equal(const float* a, const Logits& b) {
  return std::memcmp(a, b.data(), b.size() * sizeof(float)) == 0;
}

// Real token streams: each reference case's prompt followed by its greedy output.
std::vector<std::vector<TokenId>> token_streams(const std::string& model_dir) {
  std::ifstream file(model_dir + "/reference_greedy.json");
  const nlohmann::json json = nlohmann::json::parse(file);
  std::vector<std::vector<TokenId>> streams;
  for (const nlohmann::json& c : json["cases"]) {
    auto tokens = c["prompt_ids"].get<std::vector<TokenId>>();
    const auto output = c["output_ids"].get<std::vector<TokenId>>();
    tokens.insert(tokens.end(), output.begin(), output.end());
    streams.push_back(std::move(tokens));
  }
  return streams;
}

// Logits of every position of tokens, fed one token per step (blocks 0..n, block size 16).
std::vector<Logits> logits_alone_token_by_token(Backend& backend,
                                                const std::vector<TokenId>& tokens) {
  const std::vector<std::int32_t> blocks = test::contiguous_blocks(tokens.size(), 16);
  std::vector<Logits> per_position;
  Logits logits;
  for (std::size_t p = 0; p < tokens.size(); ++p) {
    backend.forward(test::make_batch({{{tokens[p]}, static_cast<int>(p), blocks, true}}, 16),
                    logits);
    per_position.push_back(logits);
  }
  return per_position;
}

// Logits at the end of each chunk when tokens are prefilled alone in chunks of chunk_size.
Logits last_logits_chunked(Backend& backend, const std::vector<TokenId>& tokens, int chunk_size,
                           int block_size) {
  const std::vector<std::int32_t> blocks = test::contiguous_blocks(tokens.size(), block_size);
  Logits logits;
  for (std::size_t start = 0; start < tokens.size(); start += chunk_size) {
    const std::size_t end = std::min(tokens.size(), start + chunk_size);
    const std::vector<TokenId> chunk(tokens.begin() + start, tokens.begin() + end);
    const bool last = end == tokens.size();
    backend.forward(test::make_batch({{chunk, static_cast<int>(start), blocks, last}}, block_size),
                    logits);
  }
  return logits;
}

// A scheduler-like run of several sequences at once: each joins at its own step, prefills its
// prompt in random chunks and then decodes one token per step, in blocks drawn from a shuffled
// free list. Calls check(sequence, position, row) for every logits row returned.
struct MixedRun {
  std::vector<std::vector<TokenId>> streams;
  std::vector<int> prompt_lens;
  int block_size = 16;
  std::uint32_t seed = 1;

  int blocks_needed() const {
    int blocks = 0;
    for (const auto& s : streams)
      blocks += (static_cast<int>(s.size()) + block_size - 1) / block_size;
    return blocks;
  }

  template <typename Check>
  void run(Backend& backend, const Check& check) const {
    std::mt19937 rng(seed);
    std::vector<std::int32_t> free_blocks(blocks_needed());
    for (std::size_t b = 0; b < free_blocks.size(); ++b) free_blocks[b] = static_cast<int>(b);
    std::shuffle(free_blocks.begin(), free_blocks.end(), rng);
    const std::size_t n = streams.size();
    std::vector<int> done(n, 0);
    std::vector<std::vector<std::int32_t>> tables(n);
    Logits logits;
    for (int step = 0;; ++step) {
      std::vector<test::SequenceStep> steps;
      std::vector<std::pair<int, int>> logit_rows;  // (sequence, position)
      std::vector<std::size_t> order(n);
      for (std::size_t s = 0; s < n; ++s) order[s] = s;
      std::shuffle(order.begin(), order.end(), rng);
      for (std::size_t s : order) {
        const int length = static_cast<int>(streams[s].size());
        if (step < static_cast<int>(2 * s) || done[s] == length) continue;
        const int prompt = prompt_lens[s];
        const int count =
            done[s] < prompt ? std::min(prompt - done[s], static_cast<int>(rng() % 24) + 1) : 1;
        const int end = done[s] + count;
        while (static_cast<int>(tables[s].size()) * block_size < end) {
          tables[s].push_back(free_blocks.back());
          free_blocks.pop_back();
        }
        const bool needs_logits = end >= prompt || rng() % 2 == 0;
        steps.push_back({{streams[s].begin() + done[s], streams[s].begin() + end},
                         done[s],
                         tables[s],
                         needs_logits});
        if (needs_logits) logit_rows.emplace_back(static_cast<int>(s), end - 1);
        done[s] = end;
      }
      if (steps.empty()) break;
      backend.forward(test::make_batch(steps, block_size), logits);
      QCOMPARE(logits.size(), logit_rows.size() * 512);
      for (std::size_t r = 0; r < logit_rows.size(); ++r) {
        check(logit_rows[r].first, logit_rows[r].second, logits.data() + r * 512);
      }
    }
  }
};

}  // namespace

class CpuBackendBatchTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    model_ = test::load_test_model();
    QCOMPARE(model_.config.vocab_size, 512);
    const auto full = token_streams(model_.dir);
    const std::vector<int> lengths = {70, 45, 96, 33};
    for (std::size_t s = 0; s < lengths.size(); ++s) {
      streams_.emplace_back(full[s].begin(), full[s].begin() + lengths[s]);
    }
    auto backend = make_cpu_backend(model_.config, model_.weights, 1);
    backend->allocate_kv_cache(8, 16);
    for (const auto& stream : streams_) {
      alone_.push_back(logits_alone_token_by_token(*backend, stream));
    }
  }

  void mixed_batch_matches_each_sequence_alone_data() {
    QTest::addColumn<int>("block_size");
    QTest::addColumn<int>("threads");
    QTest::newRow("block size 1, 3 threads") << 1 << 3;
    QTest::newRow("block size 16, 2 threads") << 16 << 2;
    QTest::newRow("block size 32, 4 threads") << 32 << 4;
  }

  void mixed_batch_matches_each_sequence_alone() {
    QFETCH(int, block_size);
    QFETCH(int, threads);
    MixedRun plan{streams_, {40, 30, 81, 1}, block_size, static_cast<std::uint32_t>(block_size)};
    auto backend = make_cpu_backend(model_.config, model_.weights, threads);
    backend->allocate_kv_cache(plan.blocks_needed(), block_size);
    int rows_checked = 0;
    plan.run(*backend, [&](int sequence, int position, const float* row) {
      ++rows_checked;
      QVERIFY2(bitwise_equal(row, alone_[sequence][position]),
               qPrintable(QString("sequence %1 position %2").arg(sequence).arg(position)));
    });
    // At least the last prompt token and every decoded token of each sequence gave a row.
    int rows_expected = 0;
    for (std::size_t s = 0; s < streams_.size(); ++s) {
      rows_expected += static_cast<int>(streams_[s].size()) - plan.prompt_lens[s] + 1;
    }
    QVERIFY(rows_checked > rows_expected);
  }

  void chunked_prefill_matches_unchunked_data() {
    QTest::addColumn<int>("chunk_size");
    QTest::addColumn<int>("block_size");
    for (int chunk : {2, 5, 16, 17, 33}) {
      for (int block : {1, 16, 32}) {
        QTest::addRow("chunks of %d, block size %d", chunk, block) << chunk << block;
      }
    }
  }

  void chunked_prefill_matches_unchunked() {
    QFETCH(int, chunk_size);
    QFETCH(int, block_size);
    const std::vector<TokenId>& tokens = streams_[2];
    auto backend = make_cpu_backend(model_.config, model_.weights, 2);
    backend->allocate_kv_cache(static_cast<int>(tokens.size()), block_size);
    const Logits whole = last_logits_chunked(*backend, tokens, tokens.size(), block_size);
    const Logits chunked = last_logits_chunked(*backend, tokens, chunk_size, block_size);
    QVERIFY(bitwise_equal(chunked.data(), whole));
    QVERIFY(bitwise_equal(whole.data(), alone_[2].back()));
  }

  // Two copies of each stream at once, prompts prefilled in one step and then decoded together
  // until each ends: a small model's step shared out by sequences between the threads
  // (forward/sequence_shares.h) gives every sequence the logits it has alone.
  void sequences_shared_between_threads_match_each_alone_data() {
    QTest::addColumn<int>("threads");
    QTest::newRow("2 threads") << 2;
    QTest::newRow("3 threads") << 3;
  }

  void sequences_shared_between_threads_match_each_alone() {
    QFETCH(int, threads);
    const int copies = 2, block_size = 16;
    std::vector<int> stream_of, done;
    std::vector<std::vector<std::int32_t>> tables;
    int next_block = 0;
    for (int c = 0; c < copies; ++c) {
      for (std::size_t s = 0; s < streams_.size(); ++s) {
        stream_of.push_back(static_cast<int>(s));
        done.push_back(0);
        const int blocks = (static_cast<int>(streams_[s].size()) + block_size - 1) / block_size;
        tables.emplace_back();
        for (int b = 0; b < blocks; ++b) tables.back().push_back(next_block++);
      }
    }
    auto backend = make_cpu_backend(model_.config, model_.weights, threads);
    backend->allocate_kv_cache(next_block, block_size);
    std::vector<int> writers(next_block, -1);
    int shared_steps = 0, rows_checked = 0;
    Logits logits;
    for (;;) {
      std::vector<test::SequenceStep> steps;
      std::vector<std::pair<int, int>> rows;  // (stream, position)
      for (std::size_t i = 0; i < stream_of.size(); ++i) {
        const std::vector<TokenId>& stream = streams_[stream_of[i]];
        const int length = static_cast<int>(stream.size());
        if (done[i] == length) continue;
        const int end = done[i] == 0 ? length / 2 : done[i] + 1;  // prompt, then one token
        steps.push_back({{stream.begin() + done[i], stream.begin() + end}, done[i], tables[i]});
        rows.emplace_back(stream_of[i], end - 1);
        done[i] = end;
      }
      if (steps.empty()) break;
      const ForwardBatch batch = test::make_batch(steps, block_size);
      if (!cpu::share_sequences(batch, threads, {1000.0, 10.0}, writers).empty()) ++shared_steps;
      backend->forward(batch, logits);
      QCOMPARE(logits.size(), rows.size() * 512);
      for (std::size_t r = 0; r < rows.size(); ++r) {
        ++rows_checked;
        QVERIFY2(
            bitwise_equal(logits.data() + r * 512, alone_[rows[r].first][rows[r].second]),
            qPrintable(QString("stream %1 position %2").arg(rows[r].first).arg(rows[r].second)));
      }
    }
    QVERIFY(shared_steps >= 10);
    QVERIFY(rows_checked > 100);
  }

  // Sequences that read a cache block another one writes in the same step (the perplexity
  // scorer's layout: one sequence per position over one block table) are never shared out.
  void sequences_reading_each_others_blocks_are_not_shared() {
    const std::vector<TokenId>& tokens = streams_[0];
    const std::vector<std::int32_t> blocks = test::contiguous_blocks(tokens.size(), 16);
    auto backend = make_cpu_backend(model_.config, model_.weights, 2);
    backend->allocate_kv_cache(static_cast<int>(blocks.size()), 16);
    Logits logits;
    backend->forward(test::make_batch({{{tokens.begin(), tokens.begin() + 40}, 0, blocks}}, 16),
                     logits);
    std::vector<test::SequenceStep> steps;
    for (int p = 40; p < 48; ++p) steps.push_back({{tokens[p]}, p, blocks});
    const ForwardBatch batch = test::make_batch(steps, 16);
    std::vector<int> writers(blocks.size(), -1);
    QVERIFY(cpu::share_sequences(batch, 2, {1000.0, 10.0}, writers).empty());
    QVERIFY(std::all_of(writers.begin(), writers.end(), [](int w) { return w == -1; }));
    backend->forward(batch, logits);
    for (int p = 40; p < 48; ++p) {
      QVERIFY2(bitwise_equal(logits.data() + (p - 40) * 512, alone_[0][p]),
               qPrintable(QString("position %1").arg(p)));
    }
  }

  void shares_are_consecutive_and_even() {
    const int n = 2 * 3 * cpu::kSharesPerThread;  // two sequences a share on three threads
    std::vector<test::SequenceStep> steps;
    for (int s = 0; s < n; ++s) steps.push_back({{1, 2}, 20, {2 * s, 2 * s + 1}, s % 3 != 0});
    ForwardBatch batch = test::make_batch(steps, 16);
    std::vector<int> writers(2 * n + 2, -1);
    const auto shares = cpu::share_sequences(batch, 3, {1000.0, 10.0}, writers);
    QCOMPARE(shares.size(), std::size_t{3 * cpu::kSharesPerThread});
    int sequence = 0, token = 0, logit_row = 0;
    for (const cpu::SequenceShare& share : shares) {
      QCOMPARE(share.first_sequence, sequence);
      QCOMPARE(share.end_sequence - share.first_sequence, 2);
      QCOMPARE(share.first_token, token);
      QCOMPARE(share.tokens, 2 * (share.end_sequence - share.first_sequence));
      QCOMPARE(share.first_logit_row, logit_row);
      int rows = 0;
      for (int s = share.first_sequence; s < share.end_sequence; ++s) rows += s % 3 != 0;
      QCOMPARE(share.logit_rows, rows);
      sequence = share.end_sequence;
      token += share.tokens;
      logit_row += share.logit_rows;
    }
    QCOMPARE(sequence, n);
    ForwardBatch part;
    cpu::share_batch(batch, shares[1], part);
    QCOMPARE(part.token_ids.size(), static_cast<std::size_t>(shares[1].tokens));
    QCOMPARE(part.sequences.size(),
             static_cast<std::size_t>(shares[1].end_sequence - shares[1].first_sequence));
    QCOMPARE(part.sequences[0].query_start, 0);
    QCOMPARE(part.sequences[1].query_start, 2);
    QCOMPARE(part.slot_mapping[0], batch.slot_mapping[shares[1].first_token]);
    QVERIFY(part.sequences[1].block_table ==
            batch.sequences[shares[1].first_sequence + 1].block_table);
    // Fewer sequences than threads, or one prompt far longer than the rest: split by operation.
    QVERIFY(cpu::share_sequences(batch, n + 1, {1000.0, 10.0}, writers).empty());
    steps[4].new_tokens.assign(300, 1);
    steps[4].start_position = 0;
    steps[4].block_table = {8, 9};
    for (int b = 2 * n; b < 2 * n + 17; ++b) steps[4].block_table.push_back(b);
    writers.assign(2 * n + 17, -1);
    batch = test::make_batch(steps, 16);
    QVERIFY(cpu::share_sequences(batch, 3, {1000.0, 10.0}, writers).empty());
  }

  void rows_without_needs_logits_are_left_out() {
    auto backend = make_cpu_backend(model_.config, model_.weights, 2);
    backend->allocate_kv_cache(30, 16);
    const auto& a = streams_[0];
    const auto& b = streams_[1];
    const auto& c = streams_[3];
    const ForwardBatch batch = test::make_batch({{{a.begin(), a.begin() + 20}, 0, {3, 4}, true},
                                                 {{b.begin(), b.begin() + 12}, 0, {7}, false},
                                                 {{c.begin(), c.begin() + 9}, 0, {0}, true}},
                                                16);
    Logits logits;
    backend->forward(batch, logits);
    QCOMPARE(logits.size(), std::size_t{2 * 512});
    QVERIFY(bitwise_equal(logits.data(), alone_[0][19]));
    QVERIFY(bitwise_equal(logits.data() + 512, alone_[3][8]));
  }

  void malformed_batches_are_rejected() {
    auto backend = make_cpu_backend(model_.config, model_.weights, 1);
    Logits logits;
    const ForwardBatch fine = test::make_batch({{{1, 2, 3}, 0, {1}, true}}, 16);
    QVERIFY_THROWS_EXCEPTION(Error, backend->forward(fine, logits));  // no cache yet
    backend->allocate_kv_cache(2, 16);
    backend->forward(fine, logits);
    QCOMPARE(logits.size(), std::size_t{512});
    ForwardBatch outside = fine;
    outside.slot_mapping[1] = 32;
    QVERIFY_THROWS_EXCEPTION(Error, backend->forward(outside, logits));
    ForwardBatch short_table = test::make_batch({{{1, 2, 3}, 15, {1}, true}}, 16);
    short_table.slot_mapping = {31, 31, 31};
    QVERIFY_THROWS_EXCEPTION(Error, backend->forward(short_table, logits));
    ForwardBatch bad_token = fine;
    bad_token.token_ids[0] = 512;
    QVERIFY_THROWS_EXCEPTION(Error, backend->forward(bad_token, logits));
  }

 private:
  test::TestModel model_;
  std::vector<std::vector<TokenId>> streams_;
  std::vector<std::vector<Logits>> alone_;  // [sequence][position]
};

QTEST_GUILESS_MAIN(CpuBackendBatchTest)
#include "cpu_backend_batch_test.moc"
