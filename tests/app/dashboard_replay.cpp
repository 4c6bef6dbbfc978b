// Record and replay on the real engine (stories260K on the CPU): a scripted load is replayed,
// its arrivals saved and read back equal, replayed again with fewer KV blocks (it preempts),
// and the comparison's numbers, the CSV exports and the file checks are held against the
// engine's own StepStats and RequestEvents.
#include <QComboBox>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include "dashboard/arrival_log.h"
#include "dashboard/dashboard_metrics.h"
#include "dashboard/distribution_view.h"
#include "dashboard/replay_controller.h"
#include "dashboard/replay_player.h"
#include "dashboard/run_book.h"
#include "dashboard/run_compare_panel.h"
#include "dashboard/run_comparison_model.h"
#include "dashboard/run_csv.h"
#include "dashboard/stats_recorder.h"
#include "support/replay_engine.h"
#include "tessera/engine.h"

using tessera::RequestEventType;
using Row = RunComparisonModel::Row;
using Table = std::vector<std::vector<std::string>>;

namespace {

// A strict RFC 4180 reader: CRLF after every record, quotes only around a whole field, a quote
// inside doubled. Anything else fails the test.
Table readCsv(const std::string& text) {
  Table rows;
  std::vector<std::string> row;
  std::string field;
  std::size_t i = 0;
  const auto fail = [&](const char* what) {
    throw std::runtime_error(std::string(what) + " at byte " + std::to_string(i));
  };
  while (i < text.size()) {
    if (text[i] == '"') {
      ++i;
      for (;; ++i) {
        if (i >= text.size()) fail("unterminated quote");
        if (text[i] == '"') {
          if (i + 1 < text.size() && text[i + 1] == '"') {
            field += '"';
            ++i;
          } else {
            ++i;
            break;
          }
        } else {
          field += text[i];
        }
      }
    } else {
      while (i < text.size() && text[i] != ',' && text[i] != '\r') {
        if (text[i] == '"' || text[i] == '\n') fail("bare quote or line feed");
        field += text[i++];
      }
    }
    row.push_back(std::move(field));
    field.clear();
    if (i < text.size() && text[i] == ',') {
      ++i;
    } else if (text.compare(i, 2, "\r\n") == 0) {
      i += 2;
      rows.push_back(std::move(row));
      row.clear();
    } else {
      fail("no comma or CRLF after a field");
    }
  }
  if (!row.empty()) fail("last record without CRLF");
  return rows;
}

std::string readFile(const QString& path) {
  std::ifstream in(path.toStdString(), std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// TTFT samples of the recorder, from the events themselves.
std::vector<double> ttftFromEvents(const StatsSnapshot& snapshot) {
  std::map<tessera::RequestId, double> queued;
  std::vector<double> out;
  for (const auto& e : snapshot.events) {
    if (e.type == RequestEventType::Queued) queued[e.id] = e.time_s;
    if (e.type == RequestEventType::FirstToken) out.push_back(e.time_s - queued.at(e.id));
  }
  return out;
}

int preemptionEvents(const StatsSnapshot& snapshot) {
  return static_cast<int>(std::count_if(
      snapshot.events.begin(), snapshot.events.end(),
      [](const tessera::RequestEvent& e) { return e.type == RequestEventType::Preempted; }));
}

}  // namespace

class DashboardReplayTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    if (!roomy_.open(64) || !tight_.open(12)) QSKIP("stories260K is not available");
    script_ = dir_.filePath("script.json");
    QCOMPARE(ArrivalFile::save(script_, scriptedArrivals()), QString());
  }

  void recordedArrivalsRoundTripThroughTheFile() {
    QCOMPARE(roomy_.controller.replayArrivals(script_), QString());
    QVERIFY(roomy_.controller.isReplaying());
    roomy_.drive();
    QVERIFY(!roomy_.controller.isReplaying());
    QCOMPARE(roomy_.controller.runs()->rowCount(), 1);

    const ArrivalLog recorded = roomy_.controller.sessionArrivals();
    const ArrivalLog script = scriptedArrivals();
    QCOMPARE(recorded.arrivals.size(), script.arrivals.size());
    for (std::size_t i = 0; i < script.arrivals.size(); ++i) {
      const Arrival& got = recorded.arrivals[i];
      QCOMPARE(got.prompt_tokens, script.arrivals[i].prompt_tokens);
      QCOMPARE(got.output_tokens, script.arrivals[i].output_tokens);
      QVERIFY(got.finished);
      QCOMPARE(got.source, QStringLiteral("replay"));
      // Submitted when due, never before; the steps in between delay it a little.
      QVERIFY2(got.offset_s >= script.arrivals[i].offset_s - 1e-3 &&
                   got.offset_s < script.arrivals[i].offset_s + 0.25,
               qPrintable(QString::number(got.offset_s)));
    }

    recorded_ = dir_.filePath("recorded.json");
    QCOMPARE(roomy_.controller.saveArrivals(recorded_), QString());
    ArrivalLog loaded;
    QCOMPARE(ArrivalFile::load(recorded_, &loaded), QString());
    QVERIFY(loaded == recorded);
    QCOMPARE(roomy_.controller.runs()->rowCount(), 2);  // the session is kept as a run too
  }

  void replayWithFewerBlocksPreemptsAndTheComparisonAgrees() {
    QVERIFY(!recorded_.isEmpty());
    QCOMPARE(tight_.controller.replayArrivals(recorded_), QString());
    tight_.drive();
    QCOMPARE(tight_.controller.runs()->rowCount(), 1);

    RunBook book;
    book.add(roomy_.controller.runs()->run(0));
    book.add(tight_.controller.runs()->run(0));
    RunComparePanel panel(&book);
    panel.compare(0, 1);
    const RunComparisonModel& model = *panel.model();

    const auto roomy = roomy_.recorder.snapshot();
    const auto tight = tight_.recorder.snapshot();
    QVERIFY2(preemptionEvents(*tight) > 0,
             qPrintable(QString("12 KV blocks should force a preemption; %1 used at most")
                            .arg(model.number(Row::PeakBlocks, 1))));
    QCOMPARE(preemptionEvents(*roomy), 0);
    for (auto [column, snapshot] : {std::pair{0, roomy}, std::pair{1, tight}}) {
      // Only the replay ran on each engine: the run is every recorded step.
      QCOMPARE(model.number(Row::Steps, column), double(snapshot->steps.size()));
      QCOMPARE(model.number(Row::Requests, column), 6.0);
      QCOMPARE(model.number(Row::Preemptions, column), double(preemptionEvents(*snapshot)));
      QCOMPARE(model.number(Row::Preemptions, column),
               double(snapshot->steps.back()->num_preempted_total));
      const Percentiles ttft = percentiles(ttftFromEvents(*snapshot));
      QCOMPARE(ttft.count, 6);
      QCOMPARE(model.number(Row::TtftP50, column), ttft.p50);
      QCOMPARE(model.number(Row::TtftP90, column), ttft.p90);
      QCOMPARE(model.number(Row::TtftP99, column), ttft.p99);
      int peak = 0;
      double sum = 0;
      for (const auto& s : snapshot->steps) {
        peak = std::max(peak, s->blocks_used);
        sum += s->blocks_used;
      }
      QCOMPARE(model.number(Row::PeakBlocks, column), double(peak));
      QCOMPARE(model.number(Row::MeanBlocks, column), sum / double(snapshot->steps.size()));
      std::vector<const tessera::StepStats*> steps;
      for (const auto& st : snapshot->steps) steps.push_back(st.get());
      const Percentiles itl = percentiles(itl_samples(steps, 0, steps.size() - 1));
      QCOMPARE(model.run(column).itl.count, itl.count);
      QCOMPARE(model.number(Row::ItlP50, column), itl.p50);
      QCOMPARE(model.number(Row::ItlP99, column), itl.p99);
    }
    // Without preemption every output token but a request's first follows a gap.
    int outputs = 0;
    for (const Arrival& a : scriptedArrivals().arrivals) outputs += a.output_tokens;
    QCOMPARE(model.run(0).itl.count, outputs - 6);
    QVERIFY(model.number(Row::PeakBlocks, 1) <= 12.0);
    QVERIFY(panel.knobsText(0).contains("64 KV blocks"));
    QVERIFY(panel.knobsText(1).contains("12 KV blocks"));
    QVERIFY(panel.knobsText(1).contains("max_num_seqs 4"));
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), book.summary(0).name);
    QCOMPARE(model.index(Row::Preemptions, 1).data().toString(),
             QString::number(preemptionEvents(*tight)));

    DistributionView ttft(panel.model(), DistributionView::Measure::Ttft);
    const auto all = [](const StatsSnapshot& s) { return ttftFromEvents(s); };
    const auto a = all(*roomy);
    const auto b = all(*tight);
    const double largest =
        std::max(*std::max_element(a.begin(), a.end()), *std::max_element(b.begin(), b.end()));
    QCOMPARE(ttft.axisMax(),
             std::min(largest, 1.25 * std::max(percentile(a, 99), percentile(b, 99))));
    const QImage image = ttft.grab().toImage();
    QVERIFY(!image.isNull());
  }

  void csvExportsParseBackWithTheExactValues() {
    QVERIFY(tight_.controller.runs()->rowCount() == 1);
    RunComparePanel panel(tight_.controller.runs());
    const QString steps_path = dir_.filePath("steps.csv");
    const QString requests_path = dir_.filePath("requests.csv");
    QCOMPARE(panel.exportStepsCsv(0, steps_path), QString());
    QCOMPARE(panel.exportRequestsCsv(0, requests_path), QString());

    const auto snapshot = tight_.recorder.snapshot();
    const Table steps = readCsv(readFile(steps_path));
    QCOMPARE(steps.size(), snapshot->steps.size() + 1);
    QCOMPARE(steps[0].size(), std::size_t{19});
    QCOMPARE(steps[0][0], std::string("step"));
    int preempted = 0;
    for (std::size_t i = 0; i < snapshot->steps.size(); ++i) {
      const tessera::StepStats& s = *snapshot->steps[i];
      const auto& row = steps[i + 1];
      int prefill = 0;
      int decode = 0;
      for (const auto& r : s.scheduled) {
        prefill += r.prefill_tokens;
        decode += r.decode_tokens;
      }
      QCOMPARE(std::stoull(row[0]), s.step);
      QCOMPARE(std::stod(row[1]), s.start_s);  // the shortest text that reads back exactly
      QCOMPARE(std::stod(row[2]), s.duration_ms);
      QCOMPARE(std::stoi(row[3]), static_cast<int>(s.scheduled.size()));
      QCOMPARE(std::stoi(row[4]), prefill);
      QCOMPARE(std::stoi(row[5]), decode);
      QCOMPARE(std::stoi(row[9]), s.num_waiting);
      QCOMPARE(std::stoi(row[12]), static_cast<int>(s.preempted.size()));
      QCOMPARE(std::stoi(row[14]), s.blocks_used);
      QCOMPARE(std::stoi(row[15]), s.blocks_free);
      QCOMPARE(std::stoi(row[17]), 12);
      preempted += std::stoi(row[12]);
    }
    QCOMPARE(preempted, preemptionEvents(*snapshot));

    const Table requests = readCsv(readFile(requests_path));
    const ArrivalLog script = scriptedArrivals();
    QCOMPARE(requests.size(), script.arrivals.size() + 1);
    std::map<tessera::RequestId, double> queued;
    std::map<tessera::RequestId, double> first_token;
    std::map<tessera::RequestId, int> preemptions;
    for (const auto& e : snapshot->events) {
      if (e.type == RequestEventType::Queued) queued[e.id] = e.time_s;
      if (e.type == RequestEventType::FirstToken) first_token[e.id] = e.time_s;
      if (e.type == RequestEventType::Preempted) ++preemptions[e.id];
    }
    const double first_arrival = queued.begin()->second;
    for (std::size_t i = 0; i < script.arrivals.size(); ++i) {
      const auto& row = requests[i + 1];
      const auto id = static_cast<tessera::RequestId>(std::stoull(row[0]));
      QCOMPARE(row[1], std::string("replay"));
      QCOMPARE(std::stod(row[2]), queued.at(id) - first_arrival);
      QCOMPARE(std::stoi(row[3]), script.arrivals[i].prompt_tokens);
      QCOMPARE(std::stoi(row[4]), script.arrivals[i].output_tokens);
      QCOMPARE(std::stod(row[5]), first_token.at(id) - queued.at(id));
      QVERIFY(std::stod(row[6]) > 0.0);
      QCOMPARE(std::stoi(row[7]), preemptions[id]);
      QCOMPARE(row[8], std::string("true"));
    }
  }

  void csvQuotesCommasQuotesAndLineBreaks() {
    RunRecord run;
    tessera::RequestEvent queued;
    queued.id = 7;
    queued.num_prompt_tokens = 3;
    run.events.push_back(queued);
    const QString source = QStringLiteral("a,\"b\"\r\nc");
    run.sources.insert(7, source);
    std::ostringstream out;
    write_requests_csv(out, request_metrics(run));
    QVERIFY(out.str().find("\"a,\"\"b\"\"\r\nc\"") != std::string::npos);
    const Table rows = readCsv(out.str());
    QCOMPARE(rows.size(), std::size_t{2});
    QCOMPARE(QString::fromStdString(rows[1][1]), source);
    QCOMPARE(rows[1][5], std::string());  // no first token: no TTFT
    QCOMPARE(rows[1][8], std::string("false"));
    QCOMPARE(csv_field("plain"), std::string("plain"));
  }

  void brokenArrivalsFilesAreRefusedAndChangeNothing_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("names");
    const QByteArray head = "{\"format\": \"tessera-arrivals\", \"version\": 1, \"arrivals\": ";
    const QByteArray good =
        "\"offset_s\": 0, \"prompt_tokens\": 4, \"output_tokens\": 2, "
        "\"finished\": true";
    QTest::newRow("not json") << QByteArray("{\"format\": ") << "not a JSON object";
    QTest::newRow("array") << QByteArray("[1, 2]") << "not a JSON object";
    QTest::newRow("deep nesting") << QByteArray(200000, '[') + QByteArray(200000, ']')
                                  << "not a JSON object";
    QTest::newRow("format") << QByteArray("{\"format\": \"x\", \"version\": 1}") << "\"format\"";
    QTest::newRow("version") << QByteArray("{\"format\": \"tessera-arrivals\", \"version\": 2}")
                             << "\"version\" is 2";
    QTest::newRow("no arrivals") << head + "{}}"
                                 << "\"arrivals\"";
    QTest::newRow("element") << head + "[3]}"
                             << "arrivals[0]";
    QTest::newRow("offset") << head + "[{" + good + ", \"source\": \"chat\"}, {" +
                                   QByteArray(good).replace("\"offset_s\": 0", "\"offset_s\": -1") +
                                   ", \"source\": \"chat\"}]}"
                            << "arrivals[1].offset_s\" has the invalid value -1";
  }

  void brokenArrivalsFilesAreRefusedAndChangeNothing() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, names);
    ArrivalLog log = scriptedArrivals();
    const QString error = ArrivalFile::parse(bytes, "broken.json", &log);
    QVERIFY2(error.startsWith("broken.json: ") && error.contains(names), qPrintable(error));
    QVERIFY(log == scriptedArrivals());
  }

  void eachFieldIsChecked() {
    const auto with = [](const QByteArray& fields) {
      return "{\"format\": \"tessera-arrivals\", \"version\": 1, \"arrivals\": [{" + fields + "}]}";
    };
    const QByteArray base =
        "\"offset_s\": 0.5, \"prompt_tokens\": 4, \"output_tokens\": 2, \"finished\": false, "
        "\"source\": \"api\"";
    ArrivalLog log;
    QCOMPARE(ArrivalFile::parse(with(base), "ok.json", &log), QString());
    QCOMPARE(log.arrivals.size(), std::size_t{1});
    QVERIFY(log.arrivals[0] == (Arrival{0.5, 4, 2, false, QStringLiteral("api")}));
    const std::pair<const char*, const char*> broken[] = {
        {"\"prompt_tokens\": 4", "\"prompt_tokens\": 0"},
        {"\"prompt_tokens\": 4", "\"prompt_tokens\": \"4\""},
        {"\"prompt_tokens\": 4", "\"prompt_tokens\": 99999999999"},
        {"\"output_tokens\": 2", "\"output_tokens\": -1"},
        {"\"output_tokens\": 2", "\"output_tokens\": 2.5"},
        {"\"finished\": false", "\"finished\": 0"},
        {"\"source\": \"api\"", "\"source\": 3"},
        {"\"offset_s\": 0.5", "\"offset_s\": \"soon\""},
    };
    for (const auto& [from, to] : broken) {
      const QByteArray field = QByteArray(from).split(':').first();
      ArrivalLog unchanged = log;
      const QString error =
          ArrivalFile::parse(with(QByteArray(base).replace(from, to)), "bad.json", &unchanged);
      QVERIFY2(error.contains("arrivals[0]." + QString::fromLatin1(field.mid(1, field.size() - 2))),
               qPrintable(error));
      QVERIFY(unchanged == log);
    }
    const QByteArray long_source =
        QByteArray(base).replace("\"api\"", "\"" + QByteArray(65, 'x') + "\"");
    QVERIFY(!ArrivalFile::parse(with(long_source), "bad.json", &log).isEmpty());
  }

  void aBrokenFileStartsNoReplay() {
    const QString path = dir_.filePath("broken.json");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        "{\"format\": \"tessera-arrivals\", \"version\": 1, \"arrivals\": [{\"offset_s\": 0}]}");
    file.close();
    const auto version = tight_.recorder.version();
    const int runs = tight_.controller.runs()->rowCount();
    const QString error = tight_.controller.replayArrivals(path);
    QVERIFY2(error.contains("arrivals[0].prompt_tokens"), qPrintable(error));
    QVERIFY(!tight_.controller.isReplaying());
    QVERIFY(!tight_.controller.player()->isPlaying());
    QVERIFY(!tight_.engine->has_unfinished_requests());
    QCOMPARE(tight_.recorder.version(), version);
    QCOMPARE(tight_.controller.runs()->rowCount(), runs);
    QVERIFY(
        tight_.controller.replayArrivals(dir_.filePath("missing.json")).contains("missing.json"));
    QVERIFY(!tight_.controller.isReplaying());
  }

  // Lengths come from a request's later events; one still running is saved as unfinished with
  // the tokens so far; one the engine refused (no prompt length) and one queued before the
  // recording began are left out.
  void arrivalsAreReadFromTheEvents() {
    const auto event = [](tessera::RequestId id, RequestEventType type, double t, int prompt,
                          int output) {
      tessera::RequestEvent e;
      e.id = id;
      e.type = type;
      e.time_s = t;
      e.num_prompt_tokens = prompt;
      e.num_output_tokens = output;
      return e;
    };
    const std::vector<tessera::RequestEvent> events = {
        event(4, RequestEventType::Finished, 9.5, 20, 5),
        event(5, RequestEventType::Queued, 10.0, 7, 0),
        event(6, RequestEventType::Queued, 10.5, 0, 0),
        event(6, RequestEventType::Finished, 10.5, 0, 0),
        event(5, RequestEventType::Scheduled, 10.6, 7, 0),
        event(7, RequestEventType::Queued, 11.0, 3, 0),
        event(7, RequestEventType::FirstToken, 11.2, 3, 1),
        event(5, RequestEventType::Finished, 11.5, 7, 9),
    };
    const ArrivalLog log = arrivals_from_events(
        events, [](tessera::RequestId id) { return QStringLiteral("src%1").arg(id); });
    QCOMPARE(log.arrivals.size(), std::size_t{2});
    QVERIFY(log.arrivals[0] == (Arrival{0.0, 7, 9, true, QStringLiteral("src5")}));
    QVERIFY(log.arrivals[1] == (Arrival{1.0, 3, 1, false, QStringLiteral("src7")}));
  }

  void abandoningAReplayKeepsNoRunAndAllowsAnother() {
    StatsRecorder recorder;
    ReplayController controller(&recorder);
    tessera::RequestId next = 0;
    controller.setSubmit([&](int, int, std::uint64_t) { return ++next; });
    ArrivalLog log;
    log.arrivals = {{0.0, 4, 2, true, {}}, {60.0, 4, 2, true, {}}};
    const QString path = dir_.filePath("slow.json");
    QCOMPARE(ArrivalFile::save(path, log), QString());
    QCOMPARE(controller.replayArrivals(path), QString());
    QCOMPARE(next, tessera::RequestId{1});  // the first is due at once, the second in a minute
    QVERIFY(!controller.replayArrivals(path).isEmpty());  // one replay at a time
    controller.poll();                                    // its request never finishes here
    QVERIFY(controller.isReplaying());
    controller.abandon();
    QVERIFY(!controller.isReplaying());
    QVERIFY(!controller.player()->isPlaying());
    controller.poll();
    QCOMPARE(controller.runs()->rowCount(), 0);
    QCOMPARE(controller.replayArrivals(path), QString());
    QCOMPARE(next, tessera::RequestId{2});
    controller.abandon();
  }

  // A request that shares the run's steps but is not one of its requests (a chat answered
  // meanwhile) adds no ITL samples to the run.
  void runLatenciesCountOnlyTheRunsOwnRequests() {
    RunRecord run;
    for (int i = 0; i < 3; ++i) {
      tessera::StepStats s;
      s.step = static_cast<std::uint64_t>(i);
      s.start_s = i;
      s.duration_ms = 100.0;
      tessera::ScheduledRequest own{1, i == 0 ? 4 : 0, i == 0 ? 0 : 1, i == 0 ? 0 : 3 + i, 4};
      tessera::ScheduledRequest other{2, 0, 1, 10 + i, 8};
      s.scheduled = {own, other};
      s.blocks_used = 2 + i;
      run.steps.push_back(s);
    }
    tessera::RequestEvent queued;
    queued.id = 1;
    tessera::RequestEvent first = queued;
    first.type = RequestEventType::FirstToken;
    first.time_s = 0.1;
    run.events = {queued, first};
    const RunSummary summary = summarize_run(run);
    QCOMPARE(summary.itl.count, 2);
    QCOMPARE(summary.itl.p50, 1.0);
    QCOMPARE(summary.ttft.count, 1);
    QCOMPARE(summary.ttft.p50, 0.1);
    QCOMPARE(summary.num_steps, 3);
    QCOMPARE(summary.peak_blocks_used, 4);
    QCOMPARE(summary.mean_blocks_used, 3.0);
  }

  // Under the event loop the player's own timer submits each arrival when it falls due.
  void thePlayerSubmitsOnTime() {
    std::vector<std::pair<int, double>> submitted;  // prompt tokens, seconds after start
    QElapsedTimer clock;
    ReplayPlayer player([&](const Arrival& a, std::uint64_t) {
      submitted.push_back({a.prompt_tokens, static_cast<double>(clock.nsecsElapsed()) / 1e9});
      return tessera::RequestId(submitted.size());
    });
    QSignalSpy done(&player, &ReplayPlayer::allSubmitted);
    ArrivalLog log;
    log.arrivals = {{0.0, 1, 1, true, {}}, {0.06, 2, 1, true, {}}, {0.12, 3, 1, true, {}}};
    clock.start();
    player.start(log);
    QCOMPARE(submitted.size(), std::size_t{1});  // the first is due at once
    QVERIFY(done.wait(5000));
    QCOMPARE(submitted.size(), std::size_t{3});
    for (std::size_t i = 0; i < 3; ++i) {
      QCOMPARE(submitted[i].first, static_cast<int>(i + 1));
      QVERIFY(submitted[i].second >= log.arrivals[i].offset_s);
    }
    QCOMPARE(player.ids(), (std::vector<tessera::RequestId>{1, 2, 3}));
  }

 private:
  QTemporaryDir dir_;
  ReplayEngine roomy_;
  ReplayEngine tight_;
  QString script_;
  QString recorded_;
};

QTEST_MAIN(DashboardReplayTest)
#include "dashboard_replay.moc"
