// Engine: the public API end to end on the real default model (manual stepping unless a test
// is about the engine thread).
#include <QtTest>
#include <set>
#include <thread>

#include "support/core_engine_fixtures.h"
#include "tessera/error.h"

using namespace tessera;
using namespace tessera::testing;

namespace {

std::vector<TokenId> head(const std::vector<TokenId>& ids, std::size_t n) {
  return {ids.begin(), ids.begin() + static_cast<std::ptrdiff_t>(std::min(n, ids.size()))};
}

}  // namespace

class EngineTest : public QObject {
  Q_OBJECT

  std::vector<ReferenceCase> cases_ = load_reference_cases();

 private slots:
  void streams_reference_tokens_one_output_per_token() {
    Collector c;
    const auto engine = Engine::create(cpu_engine_config());
    const RequestId id = c.submit(*engine, cases_[1].prompt_ids, greedy(30));
    engine->wait_until_idle();
    const Collected got = c.result(id);
    QCOMPARE(got.tokens, head(cases_[1].output_ids, 30));
    QCOMPARE(got.num_outputs, 30);
    QCOMPARE(got.reason, FinishReason::Length);
    QVERIFY(got.text.starts_with(", there was a little girl named Lily."));
    QCOMPARE(got.text, engine->tokenizer().decode(got.tokens));
  }

  void stop_string_is_never_shown() {
    Collector c;
    const auto engine = Engine::create(cpu_engine_config());
    SamplingParams params = greedy(100);
    params.stop = {"Lily"};
    const RequestId id = c.submit(*engine, cases_[1].prompt_ids, params);
    engine->wait_until_idle();
    const Collected got = c.result(id);
    QCOMPARE(got.text, std::string(", there was a little girl named "));
    QCOMPARE(got.reason, FinishReason::Stop);
    QVERIFY(got.tokens.size() < 100);
    QCOMPARE(got.tokens, head(cases_[1].output_ids, got.tokens.size()));
  }

  void eos_stops_and_is_kept_in_the_ids_unless_ignored() {
    Collector c;
    const auto engine = Engine::create(cpu_engine_config());
    const ReferenceCase& ends = cases_[3];
    QCOMPARE(ends.output_ids.back(), 1);  // this case ends on <s>
    const RequestId stopped = c.submit(*engine, ends.prompt_ids, greedy(200));
    SamplingParams ignore = greedy(static_cast<int>(ends.output_ids.size()) + 3);
    ignore.ignore_eos = true;
    const RequestId ignored = c.submit(*engine, ends.prompt_ids, ignore);
    engine->wait_until_idle();
    QCOMPARE(c.result(stopped).tokens, ends.output_ids);
    QCOMPARE(c.result(stopped).reason, FinishReason::Stop);
    QCOMPARE(c.result(ignored).tokens.size(), ends.output_ids.size() + 3);
    QCOMPARE(c.result(ignored).reason, FinishReason::Length);
  }

  void stop_token_ids_end_generation_at_their_first_occurrence() {
    Collector c;
    const auto engine = Engine::create(cpu_engine_config());
    const std::vector<TokenId>& ref = cases_[2].output_ids;
    SamplingParams params = greedy(200);
    params.stop_token_ids = {ref[12]};
    const RequestId id = c.submit(*engine, cases_[2].prompt_ids, params);
    engine->wait_until_idle();
    const std::size_t first = std::find(ref.begin(), ref.end(), ref[12]) - ref.begin();
    QCOMPARE(c.result(id).tokens, head(ref, first + 1));
    QCOMPARE(c.result(id).reason, FinishReason::Stop);
  }

  void abort_frees_blocks_at_the_next_step() {
    Collector c;
    const auto engine = Engine::create(cpu_engine_config());
    c.watch(*engine);
    const RequestId kept = c.submit(*engine, cases_[1].prompt_ids, greedy(50));
    const RequestId aborted = c.submit(*engine, cases_[2].prompt_ids, greedy(50));
    for (int i = 0; i < 3; ++i) engine->step();
    engine->abort(aborted);
    QVERIFY(!c.result(aborted).finished);  // nothing happens before the step boundary
    engine->step();
    QCOMPARE(c.result(aborted).reason, FinishReason::Abort);
    const StepStats last = c.steps().back();
    QCOMPARE(last.block_tables.size(), std::size_t{1});
    QCOMPARE(last.block_tables[0].id, kept);
    QCOMPARE(last.blocks_used, static_cast<int>(last.block_tables[0].blocks.size()));
    engine->wait_until_idle();
    QCOMPARE(c.result(kept).tokens, head(cases_[1].output_ids, 50));
    engine->abort(aborted);  // finished ids are ignored
    engine->abort(12345);
    QVERIFY(!engine->step());
  }

  void impossible_request_errors_while_others_finish() {
    EngineConfig config = cpu_engine_config();
    config.num_kv_blocks = 8;  // 128 tokens
    Collector c;
    const auto engine = Engine::create(config);
    const RequestId before = c.submit(*engine, cases_[1].prompt_ids, greedy(40));
    const RequestId huge = c.submit(*engine, std::vector<TokenId>(200, 300), greedy(5));
    const RequestId bad_token = c.submit(*engine, {1, 99999}, greedy(5));
    const RequestId after = c.submit(*engine, cases_[2].prompt_ids, greedy(40));
    engine->wait_until_idle();
    QCOMPARE(c.result(huge).reason, FinishReason::Error);
    QVERIFY2(c.result(huge).error.find("KV cache") != std::string::npos,
             c.result(huge).error.c_str());
    QCOMPARE(c.result(bad_token).reason, FinishReason::Error);
    QVERIFY(c.result(bad_token).error.find("99999") != std::string::npos);
    QCOMPARE(c.result(before).tokens, head(cases_[1].output_ids, 40));
    QCOMPARE(c.result(after).tokens, head(cases_[2].output_ids, 40));
  }

  void generation_stops_at_the_context_limit() {
    EngineConfig config = cpu_engine_config();
    config.max_model_len = 20;
    Collector c;
    const auto engine = Engine::create(config);
    const RequestId id = c.submit(*engine, cases_[1].prompt_ids, greedy(100));
    engine->wait_until_idle();
    QCOMPARE(c.result(id).tokens.size(), std::size_t{20} - cases_[1].prompt_ids.size());
    QCOMPARE(c.result(id).reason, FinishReason::Length);
  }

  void events_come_in_order_with_monotonic_timestamps() {
    EngineConfig config = cpu_engine_config();
    config.num_kv_blocks = 12;  // small enough that some requests are preempted
    Collector c;
    const auto engine = Engine::create(config);
    c.watch(*engine);
    std::vector<RequestId> ids;
    for (int i = 0; i < 6; ++i)
      ids.push_back(c.submit(*engine, cases_[i % 4].prompt_ids, greedy(40)));
    engine->wait_until_idle();
    bool saw_preemption = false;
    for (RequestId id : ids) {
      std::vector<RequestEventType> types;
      double last = 0.0;
      for (const RequestEvent& e : c.events()) {
        if (e.id != id) continue;
        QVERIFY(e.time_s >= last);
        last = e.time_s;
        types.push_back(e.type);
      }
      QVERIFY(types.size() >= 4);
      QCOMPARE(types.front(), RequestEventType::Queued);
      QCOMPARE(types[1], RequestEventType::Scheduled);
      QCOMPARE(types.back(), RequestEventType::Finished);
      QCOMPARE(std::count(types.begin(), types.end(), RequestEventType::FirstToken), 1);
      const auto preempted = std::count(types.begin(), types.end(), RequestEventType::Preempted);
      QCOMPARE(std::count(types.begin(), types.end(), RequestEventType::Scheduled), preempted + 1);
      saw_preemption = saw_preemption || preempted > 0;
    }
    QVERIFY(saw_preemption);
    const RequestEvent finished = c.events().back();  // a copy: events() returns a new vector
    QCOMPARE(finished.reason, FinishReason::Length);
    QCOMPARE(finished.num_output_tokens, 40);
  }

  void step_stats_agree_with_themselves() {
    EngineConfig config = cpu_engine_config();
    config.num_kv_blocks = 40;
    config.scheduler.max_num_batched_tokens = 24;
    config.scheduler.max_num_seqs = 8;
    Collector c;
    const auto engine = Engine::create(config);
    c.watch(*engine);
    for (int i = 0; i < 8; ++i) c.submit(*engine, cases_[i % 4].prompt_ids, greedy(30 + i));
    engine->wait_until_idle();
    const std::vector<StepStats> steps = c.steps();
    QVERIFY(!steps.empty());
    int hits = 0;
    for (std::size_t i = 0; i < steps.size(); ++i) {
      const StepStats& s = steps[i];
      QCOMPARE(s.step, std::uint64_t(i));
      int used = 0;
      for (const ScheduledRequest& r : s.scheduled) used += r.prefill_tokens + r.decode_tokens;
      QCOMPARE(s.tokens_used, used);
      QVERIFY(s.tokens_used <= s.token_budget);
      QCOMPARE(s.token_budget, 24);
      QCOMPARE(s.blocks_used + s.blocks_free, s.blocks_total);
      QCOMPARE(s.blocks_total, 40);
      QCOMPARE(s.blocks_cached, static_cast<int>(s.cached_free_blocks.size()));
      QCOMPARE(s.cached_free_hashes.size(), s.cached_free_blocks.size());
      QCOMPARE(s.num_running, static_cast<int>(s.block_tables.size()));
      std::set<std::int32_t> owned;
      for (const BlockTable& t : s.block_tables) {
        QVERIFY(static_cast<int>(t.blocks.size()) * s.block_size >= t.num_tokens);
        QCOMPARE(t.block_hashes.size(), t.blocks.size());
        owned.insert(t.blocks.begin(), t.blocks.end());
      }
      QCOMPARE(static_cast<int>(owned.size()), s.blocks_used);
      for (std::int32_t block : s.cached_free_blocks) QVERIFY(!owned.contains(block));
      QVERIFY(s.duration_ms >= 0.0);
      if (i > 0) QVERIFY(s.start_s >= steps[i - 1].start_s);
      hits += s.prefix_hit_tokens;
    }
    QCOMPARE(steps.back().blocks_used, 0);
    QVERIFY(steps.back().blocks_cached > 0);  // finished requests leave their blocks cached
    QCOMPARE(hits, 0);                        // the prompts are shorter than one block
  }

  void seeded_sampling_does_not_depend_on_the_batch() {
    Collector c;
    const auto engine = Engine::create(cpu_engine_config());
    SamplingParams params;
    params.temperature = 0.9f;
    params.top_p = 0.9f;
    params.seed = 1234;
    params.max_tokens = 40;
    const RequestId alone = c.submit(*engine, cases_[2].prompt_ids, params);
    engine->wait_until_idle();
    std::vector<RequestId> crowd;
    for (int i = 0; i < 5; ++i)
      crowd.push_back(c.submit(*engine, cases_[i % 4].prompt_ids, greedy(40)));
    const RequestId batched = c.submit(*engine, cases_[2].prompt_ids, params);
    engine->wait_until_idle();
    QCOMPARE(c.result(batched).tokens, c.result(alone).tokens);
    QVERIFY(c.result(alone).tokens != head(cases_[2].output_ids, 40));  // it did sample
  }

  void scheduler_config_changes_apply_at_the_next_step() {
    Collector c;
    const auto engine = Engine::create(cpu_engine_config());
    c.watch(*engine);
    c.submit(*engine, cases_[3].prompt_ids, greedy(10));
    SchedulerConfig config = engine->scheduler_config();
    config.max_num_batched_tokens = 4;
    config.max_num_seqs = 4;
    engine->set_scheduler_config(config);
    QCOMPARE(engine->scheduler_config().max_num_batched_tokens, 4);
    engine->step();
    QCOMPARE(c.steps().back().token_budget, 4);
    QCOMPARE(c.steps().back().tokens_used, 4);  // a 14-token prompt, chunked
    config.max_num_seqs = 8;
    QVERIFY_THROWS_EXCEPTION(Error, engine->set_scheduler_config(config));
    QCOMPARE(engine->scheduler_config().max_num_seqs, 4);
  }

  void engine_thread_serves_concurrent_submitters() {
    EngineConfig config = cpu_engine_config();
    config.start_thread = true;
    Collector c;
    const auto engine = Engine::create(config);
    std::vector<std::vector<RequestId>> ids(4);
    std::vector<std::thread> submitters;
    for (int t = 0; t < 4; ++t) {
      submitters.emplace_back([&, t] {
        for (int i = 0; i < 4; ++i) {
          ids[t].push_back(c.submit(*engine, cases_[(t + i) % 4].prompt_ids, greedy(25)));
        }
      });
    }
    for (std::thread& t : submitters) t.join();
    engine->wait_until_idle();
    QVERIFY(!engine->has_unfinished_requests());
    for (int t = 0; t < 4; ++t) {
      for (int i = 0; i < 4; ++i) {
        QCOMPARE(c.result(ids[t][i]).tokens, head(cases_[(t + i) % 4].output_ids, 25));
      }
    }
  }

  void destruction_aborts_what_is_still_running() {
    Collector c;
    RequestId id = 0;
    {
      const auto engine = Engine::create(cpu_engine_config());
      id = c.submit(*engine, cases_[0].prompt_ids, greedy(100));
      engine->step();
      QVERIFY(engine->has_unfinished_requests());
    }
    QCOMPARE(c.result(id).reason, FinishReason::Abort);
    QCOMPARE(c.result(id).tokens.size(), std::size_t{1});
  }

  void bad_configs_are_refused_by_name() {
    EngineConfig config = cpu_engine_config();
    config.model_dir = "/nonexistent/model";
    QVERIFY_THROWS_EXCEPTION(Error, Engine::create(config));
    config = cpu_engine_config();
    config.max_model_len = 4096;
    try {
      Engine::create(config);
      QFAIL("accepted a max_model_len beyond the model's context");
    } catch (const Error& e) {
      QVERIFY(std::string(e.what()).find("max_model_len 4096") != std::string::npos);
    }
  }

  void model_info_describes_the_loaded_model() {
    EngineConfig config = cpu_engine_config();
    config.num_kv_blocks = 33;
    const auto engine = Engine::create(config);
    const ModelInfo& info = engine->model_info();
    QCOMPARE(info.name, std::string("stories260K"));
    QCOMPARE(info.num_layers, 5);
    QCOMPARE(info.num_kv_heads, 4);
    QCOMPARE(info.max_model_len, 512);
    QCOMPARE(info.num_kv_blocks, 33);
    QCOMPARE(info.device, Device::Cpu);
    QCOMPARE(info.weight_dtype, std::string("F32"));
    QCOMPARE(info.eos_token_ids.size(), std::size_t{2});
  }
};

QTEST_GUILESS_MAIN(EngineTest)
#include "engine_test.moc"
