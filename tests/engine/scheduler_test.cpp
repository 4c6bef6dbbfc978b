// Scheduler: one test per scheduling rule of vLLM V1 (see ARCHITECTURE.md, Engine semantics).
#include "core/scheduler.h"

#include <QtTest>
#include <algorithm>

#include "support/core_fixtures.h"
#include "tessera/error.h"

using namespace tessera;
using tessera::testing::fake_model_step;
using tessera::testing::make_request;

namespace {

SchedulerConfig config(int budget, int max_num_seqs = 8) {
  SchedulerConfig c;
  c.max_num_batched_tokens = budget;
  c.max_num_seqs = max_num_seqs;
  return c;
}

int tokens_of(const SchedulerOutput& out, RequestId id) {
  for (const ScheduledRequest& s : out.scheduled) {
    if (s.id == id) return s.prefill_tokens + s.decode_tokens;
  }
  return 0;
}

SampledToken sampled(RequestId id, TokenId token) {
  SampledToken s;
  s.id = id;
  s.token = token;
  return s;
}

std::vector<RequestId> ids(const SchedulerOutput& out) {
  std::vector<RequestId> v;
  for (const ScheduledRequest& s : out.scheduled) v.push_back(s.id);
  return v;
}

// Steps with the fake model until nothing is left; returns the number of steps.
int run_to_end(Scheduler& scheduler, int max_steps = 10000) {
  int steps = 0;
  while (scheduler.has_unfinished_requests() && steps < max_steps) {
    fake_model_step(scheduler, scheduler.schedule());
    ++steps;
  }
  return steps;
}

}  // namespace

class SchedulerTest : public QObject {
  Q_OBJECT
 private slots:
  void budget_is_never_exceeded() {
    Scheduler scheduler(config(32), 64, 4, 256);
    for (RequestId id = 1; id <= 10; ++id) scheduler.add_request(make_request(id, 7 * id, 6));
    while (scheduler.has_unfinished_requests()) {
      const SchedulerOutput out = scheduler.schedule();
      QVERIFY(out.num_scheduled_tokens <= 32);
      QVERIFY(out.num_scheduled_tokens > 0);
      fake_model_step(scheduler, out);
    }
  }

  void running_decodes_come_before_admissions() {
    Scheduler scheduler(config(16), 64, 4, 256);
    scheduler.add_request(make_request(1, 8, 10));
    fake_model_step(scheduler, scheduler.schedule());
    scheduler.add_request(make_request(2, 40, 10));
    const SchedulerOutput out = scheduler.schedule();
    QCOMPARE(ids(out), (std::vector<RequestId>{1, 2}));
    QCOMPARE(out.scheduled[0].decode_tokens, 1);
    QCOMPARE(out.scheduled[0].prefill_tokens, 0);
    QCOMPARE(tokens_of(out, 2), 15);
  }

  void chunked_prefill_splits_a_long_prompt_across_steps() {
    Scheduler scheduler(config(32), 64, 4, 256);
    scheduler.add_request(make_request(1, 100, 3));
    std::vector<int> chunks;
    for (int step = 0; step < 4; ++step) {
      const SchedulerOutput out = scheduler.schedule();
      chunks.push_back(tokens_of(out, 1));
      fake_model_step(scheduler, out);
    }
    QCOMPARE(chunks, (std::vector<int>{32, 32, 32, 4}));
    QCOMPARE(scheduler.find(1)->num_output_tokens(), 1);  // sampled only after the last chunk
  }

  void without_chunking_a_prompt_that_does_not_fit_waits() {
    SchedulerConfig c = config(64);
    c.chunked_prefill = false;
    Scheduler scheduler(c, 64, 4, 64);
    scheduler.add_request(make_request(1, 40, 10));
    scheduler.add_request(make_request(2, 30, 10, 100));
    SchedulerOutput out = scheduler.schedule();
    QCOMPARE(ids(out), (std::vector<RequestId>{1}));
    fake_model_step(scheduler, out);
    out = scheduler.schedule();
    QCOMPARE(ids(out), (std::vector<RequestId>{1, 2}));
    QCOMPARE(tokens_of(out, 2), 30);
  }

  void max_num_seqs_limits_running_requests() {
    Scheduler scheduler(config(256, 3), 64, 4, 256);
    for (RequestId id = 1; id <= 6; ++id) scheduler.add_request(make_request(id, 4, 5, 10 * id));
    while (scheduler.has_unfinished_requests()) {
      const SchedulerOutput out = scheduler.schedule();
      QVERIFY(scheduler.num_running() <= 3);
      QVERIFY(out.scheduled.size() <= 3);
      fake_model_step(scheduler, out);
    }
  }

  void preemption_recomputes_the_most_recently_admitted() {
    // 6 blocks of 4 tokens: three 8-token prompts take 2 blocks each; growing to 9 tokens needs
    // a third block, so the last admitted is preempted.
    Scheduler scheduler(config(64), 6, 4, 64);
    for (RequestId id = 1; id <= 3; ++id) scheduler.add_request(make_request(id, 8, 20, 10 * id));
    fake_model_step(scheduler, scheduler.schedule());  // all three prefilled, one token each
    const SchedulerOutput out = scheduler.schedule();
    QCOMPARE(out.preempted, (std::vector<RequestId>{3}));
    QVERIFY(out.admitted.empty());  // nothing is admitted in a step that preempted
    QCOMPARE(ids(out), (std::vector<RequestId>{1, 2}));
    const Request* victim = scheduler.find(3);
    QCOMPARE(victim->status, RequestStatus::Preempted);
    QCOMPARE(victim->num_computed_tokens, 0);
    QCOMPARE(victim->num_output_tokens(), 1);
    QVERIFY(!scheduler.kv_cache().has_blocks(3));
    QCOMPARE(scheduler.waiting().front(), victim);
  }

  // Every request left waiting gets the reason admitting stopped at, with its numbers; the ones
  // after it wait behind it (FCFS); a step that preempts admits nobody and says so.
  void waiting_requests_carry_the_schedulers_reasons() {
    {  // max_num_seqs
      Scheduler scheduler(config(256, 2), 64, 4, 64);
      for (RequestId id = 1; id <= 4; ++id) scheduler.add_request(make_request(id, 4, 5, 10 * id));
      const SchedulerOutput out = scheduler.schedule();
      QCOMPARE(out.waiting.size(), std::size_t{2});
      for (const WaitingRequest& w : out.waiting) {
        QCOMPARE(w.reason, WaitReason::MaxNumSeqs);
        QCOMPARE(w.behind, RequestId{0});
      }
      QCOMPARE(scheduler.step_stats(out).waiting.size(), std::size_t{2});
    }
    {  // the token budget: chunked, then a prompt too long for what is left without chunking
      Scheduler scheduler(config(10), 64, 4, 64);
      for (RequestId id = 1; id <= 3; ++id) scheduler.add_request(make_request(id, 8, 5, 10 * id));
      const SchedulerOutput out = scheduler.schedule();
      QCOMPARE(ids(out), (std::vector<RequestId>{1, 2}));  // 8 + 2 of 8
      QCOMPARE(out.waiting.size(), std::size_t{1});
      QCOMPARE(out.waiting[0].id, RequestId{3});
      QCOMPARE(out.waiting[0].reason, WaitReason::TokenBudget);
      SchedulerConfig c = config(64);
      c.chunked_prefill = false;
      Scheduler unchunked(c, 64, 4, 64);
      unchunked.add_request(make_request(1, 40, 10));
      unchunked.add_request(make_request(2, 30, 10, 100));
      unchunked.add_request(make_request(3, 4, 10, 200));
      const SchedulerOutput first = unchunked.schedule();
      QCOMPARE(first.waiting.size(), std::size_t{2});
      QCOMPARE(first.waiting[0].reason, WaitReason::TokenBudget);
      QCOMPARE(first.waiting[0].tokens, 30);
      QCOMPARE(first.waiting[0].budget_left, 24);
      QCOMPARE(first.waiting[1].id, RequestId{3});  // would fit, but FCFS keeps it behind 2
      QCOMPARE(first.waiting[1].behind, RequestId{2});
    }
    {  // free blocks: 6 blocks of 4, three 8-token prompts take them all
      Scheduler scheduler(config(64), 6, 4, 64);
      for (RequestId id = 1; id <= 5; ++id) scheduler.add_request(make_request(id, 8, 20, 10 * id));
      const SchedulerOutput out = scheduler.schedule();
      QCOMPARE(ids(out), (std::vector<RequestId>{1, 2, 3}));
      QCOMPARE(out.waiting.size(), std::size_t{2});
      QCOMPARE(out.waiting[0].id, RequestId{4});
      QCOMPARE(out.waiting[0].reason, WaitReason::FreeBlocks);
      QCOMPARE(out.waiting[0].tokens, 8);
      QCOMPARE(out.waiting[0].blocks_needed, 2);
      QCOMPARE(out.waiting[0].blocks_free, 0);
      QCOMPARE(out.waiting[1].behind, RequestId{4});
      fake_model_step(scheduler, out);
      // Each running request now needs a third block: 1 takes 3's, which is preempted.
      const SchedulerOutput next = scheduler.schedule();
      QCOMPARE(next.preempted, (std::vector<RequestId>{3}));
      QCOMPARE(next.preemptions.size(), std::size_t{1});
      QCOMPARE(next.preemptions[0].victim, RequestId{3});
      QCOMPARE(next.preemptions[0].needed_by, RequestId{1});
      QCOMPARE(next.preemptions[0].policy, QueuePolicy::Fcfs);
      QCOMPARE(next.preemptions[0].blocks_needed, 1);
      QCOMPARE(next.preemptions[0].blocks_free, 0);
      QCOMPARE(next.waiting.size(), std::size_t{3});  // 3 (back in front), 4, 5
      for (const WaitingRequest& w : next.waiting) QCOMPARE(w.reason, WaitReason::Preempting);
      const StepStats stats = scheduler.step_stats(next);
      QCOMPARE(stats.preemptions.size(), stats.preempted.size());
      QCOMPARE(static_cast<int>(stats.waiting.size()), stats.num_waiting);
    }
    {  // a static batch admits only its members
      SchedulerConfig c = config(256, 2);
      c.batching = BatchingPolicy::Static;
      Scheduler scheduler(c, 64, 4, 64);
      for (RequestId id = 1; id <= 3; ++id) scheduler.add_request(make_request(id, 4, 3, 10 * id));
      SchedulerOutput out = scheduler.schedule();
      fake_model_step(scheduler, out);
      out = scheduler.schedule();
      QCOMPARE(out.waiting.size(), std::size_t{1});
      QCOMPARE(out.waiting[0].id, RequestId{3});
      QVERIFY(out.waiting[0].reason == WaitReason::NotInBatch ||
              out.waiting[0].reason == WaitReason::MaxNumSeqs);
    }
  }

  void preempted_request_resumes_by_recomputing_prompt_and_output() {
    SchedulerConfig c = config(64);
    c.prefix_caching = false;  // the victim recomputes everything, nothing comes from the cache
    Scheduler scheduler(c, 6, 4, 64);
    for (RequestId id = 1; id <= 3; ++id) scheduler.add_request(make_request(id, 8, 3, 10 * id));
    fake_model_step(scheduler, scheduler.schedule());
    fake_model_step(scheduler, scheduler.schedule());  // preempts 3
    std::vector<int> recompute;
    while (scheduler.find(3) && scheduler.find(3)->num_output_tokens() < 2) {
      const SchedulerOutput out = scheduler.schedule();
      if (tokens_of(out, 3) > 0) recompute.push_back(tokens_of(out, 3));
      fake_model_step(scheduler, out);
    }
    QCOMPARE(recompute.front(), 9);  // 8 prompt tokens + the 1 output it had
    QVERIFY(scheduler.find(3)->num_preemptions >= 1);
    run_to_end(scheduler);
    QVERIFY(!scheduler.has_unfinished_requests());
  }

  void priority_policy_preempts_the_least_important() {
    SchedulerConfig c = config(64);
    c.queue = QueuePolicy::Priority;
    Scheduler scheduler(c, 6, 4, 64);
    scheduler.add_request(make_request(1, 8, 20, 10, 5));  // least important
    scheduler.add_request(make_request(2, 8, 20, 20, 0));
    scheduler.add_request(make_request(3, 8, 20, 30, 1));
    fake_model_step(scheduler, scheduler.schedule());
    QCOMPARE(ids(scheduler.schedule()).size(), std::size_t{2});
    QCOMPARE(scheduler.find(1)->status, RequestStatus::Preempted);
  }

  void priority_policy_admits_lower_priority_value_first() {
    SchedulerConfig c = config(64, 1);
    c.queue = QueuePolicy::Priority;
    Scheduler scheduler(c, 64, 4, 64);
    scheduler.add_request(make_request(1, 4, 1, 10, 3));
    scheduler.add_request(make_request(2, 4, 1, 20, 1));
    scheduler.add_request(make_request(3, 4, 1, 30, 1));
    scheduler.add_request(make_request(4, 4, 1, 40, 0));
    std::vector<RequestId> order;
    while (scheduler.has_unfinished_requests()) {
      const SchedulerOutput out = scheduler.schedule();
      order.insert(order.end(), out.admitted.begin(), out.admitted.end());
      fake_model_step(scheduler, out);
    }
    QCOMPARE(order, (std::vector<RequestId>{4, 2, 3, 1}));
  }

  void prefix_hit_reuses_blocks_and_recomputes_last_token() {
    Scheduler scheduler(config(64), 32, 4, 128);
    scheduler.add_request(make_request(1, 12, 1));
    fake_model_step(scheduler, scheduler.schedule());  // finished after one token
    scheduler.add_request(make_request(2, 12, 1));
    const SchedulerOutput out = scheduler.schedule();
    QCOMPARE(out.prefix_hit_tokens, 8);
    QCOMPARE(out.scheduled[0].num_computed_tokens, 8);
    QCOMPARE(tokens_of(out, 2), 4);
  }

  void prefix_caching_off_recomputes_everything() {
    SchedulerConfig c = config(64);
    c.prefix_caching = false;
    Scheduler scheduler(c, 32, 4, 128);
    scheduler.add_request(make_request(1, 12, 1));
    fake_model_step(scheduler, scheduler.schedule());
    scheduler.add_request(make_request(2, 12, 1));
    const SchedulerOutput out = scheduler.schedule();
    QCOMPARE(out.prefix_hit_tokens, 0);
    QCOMPARE(tokens_of(out, 2), 12);
  }

  void abort_frees_blocks() {
    Scheduler scheduler(config(64), 16, 4, 64);
    scheduler.add_request(make_request(1, 10, 20));
    scheduler.add_request(make_request(2, 10, 20, 50));
    fake_model_step(scheduler, scheduler.schedule());
    QCOMPARE(scheduler.kv_cache().pool().num_used(), 6);
    const auto aborted = scheduler.finish_request(1, FinishReason::Abort);
    QCOMPARE(aborted->finish_reason, FinishReason::Abort);
    QCOMPARE(scheduler.kv_cache().pool().num_used(), 3);
    QVERIFY(!scheduler.find(1));
    QCOMPARE(ids(scheduler.schedule()), (std::vector<RequestId>{2}));
  }

  void impossible_requests_are_rejected_at_once() {
    Scheduler scheduler(config(64), 8, 4, 64);  // cache: 32 tokens, context 64
    const std::string too_long = scheduler.add_request(make_request(1, 64, 5)).english();
    const std::string too_big = scheduler.add_request(make_request(2, 40, 5)).english();
    const std::string empty = scheduler.add_request(make_request(3, 0, 5)).english();
    QVERIFY(scheduler.add_request(make_request(4, 10, 5)).empty());  // fine
    QVERIFY2(too_long.find("request 1") != std::string::npos, too_long.c_str());
    QVERIFY(too_long.find("context of 64") != std::string::npos);
    QVERIFY(too_big.find("KV cache") != std::string::npos);
    QVERIFY(empty.find("empty") != std::string::npos);
    const SchedulerOutput out = scheduler.schedule();
    QCOMPARE(ids(out), (std::vector<RequestId>{4}));
    fake_model_step(scheduler, out);
    run_to_end(scheduler);
    QVERIFY(!scheduler.has_unfinished_requests());
  }

  void static_batch_admits_nobody_until_it_finishes() {
    SchedulerConfig c = config(64, 2);
    c.batching = BatchingPolicy::Static;
    Scheduler scheduler(c, 64, 4, 128);
    scheduler.add_request(make_request(1, 4, 2));
    scheduler.add_request(make_request(2, 4, 5, 20));
    scheduler.add_request(make_request(3, 4, 2, 30));
    std::vector<std::vector<RequestId>> admitted;
    while (scheduler.has_unfinished_requests()) {
      const SchedulerOutput out = scheduler.schedule();
      if (!out.admitted.empty()) admitted.push_back(out.admitted);
      if (scheduler.find(3) && scheduler.find(3)->status == RequestStatus::Running) {
        QVERIFY(!scheduler.find(2));  // 3 runs only after the whole first batch is done
      }
      fake_model_step(scheduler, out);
    }
    QCOMPARE(admitted, (std::vector<std::vector<RequestId>>{{1, 2}, {3}}));
  }

  void sequential_runs_one_request_at_a_time() {
    SchedulerConfig c = config(64);
    c.batching = BatchingPolicy::Sequential;
    Scheduler scheduler(c, 64, 4, 128);
    for (RequestId id = 1; id <= 3; ++id) scheduler.add_request(make_request(id, 5, 3, 10 * id));
    std::vector<RequestId> order;
    while (scheduler.has_unfinished_requests()) {
      const SchedulerOutput out = scheduler.schedule();
      QCOMPARE(out.scheduled.size(), std::size_t{1});
      if (!out.admitted.empty()) order.push_back(out.admitted[0]);
      fake_model_step(scheduler, out);
    }
    QCOMPARE(order, (std::vector<RequestId>{1, 2, 3}));
  }

  void traditional_reserves_the_whole_context_per_request() {
    SchedulerConfig c = config(64);
    c.batching = BatchingPolicy::Traditional;
    Scheduler scheduler(c, 10, 4, 16);  // context 16 = 4 blocks: two requests fit at once
    for (RequestId id = 1; id <= 3; ++id) scheduler.add_request(make_request(id, 3, 2, 10 * id));
    const SchedulerOutput out = scheduler.schedule();
    QCOMPARE(out.admitted, (std::vector<RequestId>{1, 2}));
    QCOMPARE(scheduler.kv_cache().block_table(1).size(), std::size_t{4});
    QCOMPARE(scheduler.kv_cache().pool().num_used(), 8);
    fake_model_step(scheduler, out);
    const SchedulerOutput second = scheduler.schedule();
    QVERIFY(second.admitted.empty());
    fake_model_step(scheduler, second);  // 1 and 2 finish
    QCOMPARE(scheduler.schedule().admitted, (std::vector<RequestId>{3}));
  }

  void invalid_configs_are_refused_with_their_values() {
    try {
      Scheduler(config(4, 8), 16, 4, 64);
      QFAIL("accepted a budget below max_num_seqs");
    } catch (const Error& e) {
      QVERIFY(std::string(e.what()).find("max_num_batched_tokens (4)") != std::string::npos);
      QVERIFY(std::string(e.what()).find("max_num_seqs (8)") != std::string::npos);
    }
    SchedulerConfig no_chunking = config(32);
    no_chunking.chunked_prefill = false;
    QVERIFY_THROWS_EXCEPTION(Error, Scheduler(no_chunking, 64, 4, 64));
    Scheduler ok(config(64), 64, 4, 64);
    QVERIFY_THROWS_EXCEPTION(Error, ok.set_config(no_chunking));
    QVERIFY_THROWS_EXCEPTION(Error, ok.set_config(config(64, 0)));
    QCOMPARE(ok.config().max_num_batched_tokens, 64);
  }

  void config_changes_apply_to_the_next_step() {
    Scheduler scheduler(config(64, 1), 64, 4, 128);
    for (RequestId id = 1; id <= 3; ++id) scheduler.add_request(make_request(id, 5, 10, 10 * id));
    QCOMPARE(scheduler.schedule().admitted.size(), std::size_t{1});
    scheduler.set_config(config(64, 3));
    QCOMPARE(scheduler.schedule().admitted.size(), std::size_t{2});
  }
  // The plan is self-contained: a chunked prompt's tokens, its blocks after the step, and
  // whether it samples, without asking the scheduler.
  void plan_carries_tokens_blocks_and_sampling() {
    Scheduler scheduler(config(6, 1), 16, 4, 64);
    scheduler.add_request(make_request(1, 10, 3, 100));
    const SchedulerOutput first = scheduler.schedule();
    QCOMPARE(first.block_size, 4);
    const PlannedRequest& chunk = first.scheduled.at(0);
    QCOMPARE(chunk.token_ids, (std::vector<TokenId>{100, 101, 102, 103, 104, 105}));
    QCOMPARE(chunk.first_position(), 0);
    QCOMPARE(chunk.context_len(), 6);
    QCOMPARE(chunk.block_ids.size(), std::size_t{2});
    const std::vector<BlockId>& table = scheduler.kv_cache().block_table(1);
    QCOMPARE(chunk.block_ids, std::vector<std::int32_t>(table.begin(), table.begin() + 2));
    QVERIFY(!chunk.samples);
    QCOMPARE(fake_model_step(scheduler, first), std::vector<RequestId>{});
    const SchedulerOutput second = scheduler.schedule();
    const PlannedRequest& rest = second.scheduled.at(0);
    QCOMPARE(rest.token_ids, (std::vector<TokenId>{106, 107, 108, 109}));
    QCOMPARE(rest.first_position(), 6);
    QCOMPARE(rest.block_ids.size(), std::size_t{3});
    QVERIFY(rest.samples);
    QCOMPARE(rest.prompt_ids.size(), std::size_t{10});
    QVERIFY(rest.sampling);
  }

  // update_from_output appends and applies the token-level stops in vLLM's order, freeing the
  // finished requests at once.
  void update_from_output_stops_on_length_eos_and_stop_ids() {
    Scheduler scheduler(config(64), 32, 4, 64, {2});
    scheduler.add_request(make_request(1, 4, 1));      // max_tokens 1: Length even on eos
    scheduler.add_request(make_request(2, 4, 5, 20));  // eos
    auto ignoring = make_request(3, 4, 5, 30);
    ignoring->sampling.ignore_eos = true;  // eos ignored
    scheduler.add_request(std::move(ignoring));
    auto stop_id = make_request(4, 4, 5, 40);
    stop_id->sampling.stop_token_ids = {7};
    scheduler.add_request(std::move(stop_id));
    const SchedulerOutput out = scheduler.schedule();
    const std::vector<TokenUpdate> updates = scheduler.update_from_output(
        out, {sampled(1, 2), sampled(2, 2), sampled(3, 2), sampled(4, 7)});
    QCOMPARE(updates.size(), std::size_t{4});
    QCOMPARE(updates[0].finish_reason, FinishReason::Length);
    QCOMPARE(updates[1].finish_reason, FinishReason::Stop);
    QCOMPARE(updates[2].finish_reason, FinishReason::None);
    QCOMPARE(updates[3].finish_reason, FinishReason::Stop);
    QCOMPARE(updates[2].num_output_tokens, 1);
    QCOMPARE(updates[2].num_prompt_tokens, 4);
    QVERIFY(!scheduler.find(1) && !scheduler.find(2) && !scheduler.find(4));
    QCOMPARE(scheduler.find(3)->output_ids, std::vector<TokenId>{2});
    QCOMPARE(scheduler.kv_cache().pool().num_used(), 1);  // request 3's one block
    QVERIFY(testing::check_kv_invariants(scheduler).empty());
    // Tokens that do not follow the plan are refused.
    const SchedulerOutput next = scheduler.schedule();
    QVERIFY_THROWS_EXCEPTION(Error, scheduler.update_from_output(next, {sampled(9, 1)}));
  }

  void context_length_ends_a_request() {
    Scheduler scheduler(config(64), 32, 4, 8);
    scheduler.add_request(make_request(1, 6, 100));
    QCOMPARE(fake_model_step(scheduler, scheduler.schedule()), std::vector<RequestId>{});
    QCOMPARE(fake_model_step(scheduler, scheduler.schedule()), std::vector<RequestId>{1});
    QVERIFY(!scheduler.has_unfinished_requests());
  }
};

QTEST_GUILESS_MAIN(SchedulerTest)
#include "scheduler_test.moc"
