// Chrome trace and JSON-lines exports of a known recording parse back with the expected events.
#include <QtTest>
#include <nlohmann/json.hpp>
#include <sstream>

#include "support/dashboard_fixture.h"
#include "tessera/trace_export.h"

using nlohmann::json;

namespace {

std::vector<json> eventsWhere(const json& trace, const std::string& ph, int tid) {
  std::vector<json> out;
  for (const auto& e : trace.at("traceEvents")) {
    if (e.at("ph") == ph && e.at("tid") == tid) out.push_back(e);
  }
  return out;
}

}  // namespace

class DashboardExportTest : public QObject {
  Q_OBJECT

 private slots:
  void chromeTraceHasOneTrackPerRequestWithItsSlices() {
    const auto rec = fixture::threeRequests();
    std::stringstream out;
    tessera::write_chrome_trace(out, rec.steps, rec.events);
    const json trace = json::parse(out.str());
    QCOMPARE(trace.at("displayTimeUnit").get<std::string>(), std::string("ms"));

    const auto c = eventsWhere(trace, "X", static_cast<int>(fixture::kC));
    std::vector<std::string> names;
    for (const auto& e : c) names.push_back(e.at("name"));
    QCOMPARE(names,
             (std::vector<std::string>{"queued", "prefill", "preempted", "prefill", "decode"}));
    QCOMPARE(c[2].at("ts").get<double>(), 42000.0);
    QCOMPARE(c[2].at("dur").get<double>(), 8000.0);
    QCOMPARE(c[1].at("args").at("tokens").get<int>(), 6);

    const auto a = eventsWhere(trace, "X", static_cast<int>(fixture::kA));
    QCOMPARE(a.size(), std::size_t{3});
    QCOMPARE(a[0].at("name").get<std::string>(), std::string("queued"));
    QCOMPARE(a[0].at("ts").get<double>(), 0.0);
    QCOMPARE(a[0].at("dur").get<double>(), 10000.0);

    const auto names_of_tracks = eventsWhere(trace, "M", static_cast<int>(fixture::kB));
    QCOMPARE(names_of_tracks.size(), std::size_t{1});
    QCOMPARE(names_of_tracks[0].at("args").at("name").get<std::string>(), std::string("request 2"));
  }

  void chromeTraceHasAStepSliceAndCountersPerStep() {
    const auto rec = fixture::threeRequests();
    const json trace = tessera::chrome_trace(rec.steps, rec.events);
    const auto steps = eventsWhere(trace, "X", 0);
    QCOMPARE(steps.size(), rec.steps.size());
    QCOMPARE(steps[2].at("args").at("tokens_used").get<int>(), 8);
    QCOMPARE(steps[2].at("dur").get<double>(), 12000.0);
    const auto counters = eventsWhere(trace, "C", 0);
    QCOMPARE(counters.size(), 3 * rec.steps.size());
    int checked = 0;
    for (const auto& c : counters) {
      if (c.at("ts").get<double>() != 42000.0) continue;
      if (c.at("name") == "requests") {
        QCOMPARE(c.at("args").at("running").get<int>(), 1);
        QCOMPARE(c.at("args").at("waiting").get<int>(), 1);
        ++checked;
      } else if (c.at("name") == "kv_blocks") {
        QCOMPARE(c.at("args").at("used").get<int>(), 2);
        QCOMPARE(c.at("args").at("cached").get<int>(), 2);
        QCOMPARE(c.at("args").at("free").get<int>(), 1);
        ++checked;
      } else if (c.at("name") == "tokens") {
        QCOMPARE(c.at("args").at("prefill").get<int>(), 0);
        QCOMPARE(c.at("args").at("decode").get<int>(), 2);
        ++checked;
      }
    }
    QCOMPARE(checked, 3);
  }

  void stepStatsJsonLinesHaveOneObjectPerStep() {
    const auto rec = fixture::threeRequests();
    std::stringstream out;
    tessera::write_step_stats_jsonl(out, rec.steps);
    std::string line;
    std::vector<json> lines;
    while (std::getline(out, line)) lines.push_back(json::parse(line));
    QCOMPARE(lines.size(), rec.steps.size());
    const json& s3 = lines[3];
    QCOMPARE(s3.at("step").get<int>(), 3);
    QCOMPARE(s3.at("preempted"), json::array({3}));
    QCOMPARE(s3.at("finished"), json::array({1}));
    QCOMPARE(s3.at("scheduled").size(), std::size_t{2});
    QCOMPARE(s3.at("scheduled")[0].at("decode_tokens").get<int>(), 1);
    QCOMPARE(s3.at("block_tables")[0].at("blocks"), json::array({0, 2}));
    QCOMPARE(s3.at("cached_free_hashes"), json::array({0x44, 0x22}));
    QCOMPARE(s3.at("policy").get<std::string>(), std::string("continuous"));
  }
};

QTEST_GUILESS_MAIN(DashboardExportTest)
#include "dashboard_export.moc"
