// The Prometheus text parser, histogram quantiles and rates: against a vLLM /metrics sample
// (tests/app/data/vllm_metrics.txt, written by prometheus_client with vLLM's metric
// definitions) and, sample by sample, against the official Python parser (prometheus_client).
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryFile>
#include <QtTest>
#include <cmath>

#include "remote/prometheus_text.h"
#include "remote/server_metrics.h"
#include "support/prom_reference.h"

namespace {

const char* kModel = "meta-llama/Llama-3.1-8B-Instruct";

QString testData(const QString& name) {
  return QStringLiteral(TESSERA_TEST_DATA_DIR "/") + name;
}

QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

prom::Scrape parse(const QByteArray& text) {
  return prom::parse_text(std::string_view(text.constData(), text.size()));
}

}  // namespace

class RemotePrometheusTest : public QObject {
  Q_OBJECT

 private slots:
  void vllmSampleFamiliesAndTypes() {
    const prom::Scrape scrape = parse(readAll(testData("vllm_metrics.txt")));
    const prom::Family* running = scrape.find("vllm:num_requests_running");
    QVERIFY(running);
    QCOMPARE(running->type, prom::MetricType::Gauge);
    QCOMPARE(running->help, std::string("Number of requests in model execution batches."));
    QCOMPARE(running->samples.size(), size_t(2));
    QCOMPARE(running->samples[1].labels.at("model_name"), std::string(kModel));
    QCOMPARE(prom::sum_samples(*running, "vllm:num_requests_running").value(), 36.0);
    QCOMPARE(prom::sum_samples(*running, "vllm:num_requests_running", {{"engine", "1"}}).value(),
             24.0);
    const prom::Family* prompt = scrape.find("vllm:prompt_tokens_total");
    QVERIFY(prompt);
    QCOMPARE(prompt->type, prom::MetricType::Counter);
    const prom::Family* ttft = scrape.find("vllm:time_to_first_token_seconds");
    QVERIFY(ttft);
    QCOMPARE(ttft->type, prom::MetricType::Histogram);
    // 23 buckets (22 bounds and +Inf), _count, _sum per engine.
    QCOMPARE(ttft->samples.size(), size_t(2 * (23 + 2)));
    QCOMPARE(prom::sum_samples(*ttft, "vllm:time_to_first_token_seconds_count").value(), 300.0);
    const std::vector<prom::Bucket> buckets = prom::histogram_buckets(*ttft);
    QCOMPARE(buckets.size(), size_t(23));
    QVERIFY(std::isinf(buckets.back().upper_bound));
    QCOMPARE(buckets.back().count, 300.0);
  }

  void vllmSampleMatchesPrometheusClient() {
    const QString path = testData("vllm_metrics.txt");
    const QStringList ours = prom_reference::ours(parse(readAll(path)));
    const QStringList reference = prom_reference::reference(path);
    QCOMPARE(ours.size(), reference.size());
    for (int i = 0; i < ours.size(); ++i) QCOMPARE(ours[i], reference[i]);
  }

  void escapesTimestampsAndSpecialValuesMatchPrometheusClient() {
    const QByteArray text =
        "# HELP odd_total A \\\\ backslash and a\\nnew line.\n"
        "# TYPE odd_total counter\n"
        "odd_total{path=\"C:\\\\dir\",quote=\"say \\\"hi\\\"\",nl=\"a\\nb\"} 3 1700000000000\n"
        "odd_total{path=\"\",quote=\"\",nl=\"\",} +Inf\n"
        "# a free comment\n"
        "\n"
        "untyped_thing   -1.5e-3\n"
        "# TYPE lat summary\n"
        "lat{quantile=\"0.5\"} NaN\n"
        "lat_sum 2.5\n"
        "lat_count 7\n";
    QTemporaryFile file;
    QVERIFY(file.open());
    file.write(text);
    file.flush();
    const prom::Scrape scrape = parse(text);
    const prom::Family* odd = scrape.find("odd_total");
    QVERIFY(odd);
    QCOMPARE(odd->help, std::string("A \\ backslash and a\nnew line."));
    QCOMPARE(odd->samples[0].labels.at("path"), std::string("C:\\dir"));
    QCOMPARE(odd->samples[0].labels.at("quote"), std::string("say \"hi\""));
    QCOMPARE(odd->samples[0].labels.at("nl"), std::string("a\nb"));
    QCOMPARE(odd->samples[0].timestamp_ms.value(), std::int64_t(1700000000000));
    QVERIFY(std::isinf(odd->samples[1].value));
    QCOMPARE(scrape.find("lat")->samples.size(), size_t(3));
    QCOMPARE(prom_reference::ours(scrape), prom_reference::reference(file.fileName()));
  }

  void malformedLinesNameTheLine() {
    const std::pair<const char*, const char*> cases[] = {
        {"ok 1\nbad{a=\"x} 1\n", "metrics line 2: label value is not closed"},
        {"ok 1\n\nbad 1x\n", "metrics line 3: '1x' is not a sample value"},
        {"# TYPE a gauge\n# TYPE a counter\n", "metrics line 2: a second TYPE line for a"},
        {"# TYPE a histogram\na_bucket 1\n", "metrics line 2: histogram bucket a_bucket"},
        {"a{b=\"1\",b=\"2\"} 1\n", "metrics line 1: label b appears twice"},
        {"# TYPE a flavour\n", "metrics line 1: unknown metric type 'flavour'"},
        {"a{9=\"1\"} 1\n", "metrics line 1: expected a label name"},
        {"a 1 2 3\n", "metrics line 1: unexpected text after the timestamp"},
    };
    for (const auto& [text, message] : cases) {
      try {
        prom::parse_text(text);
        QFAIL(qPrintable(QString("no error for: ") + text));
      } catch (const prom::ParseError& e) {
        QVERIFY2(std::string(e.what()).rfind(message, 0) == 0, e.what());
      }
    }
  }

  // Worked by hand from the definition of PromQL's histogram_quantile (promql/quantile.go).
  void histogramQuantileAsPromQL() {
    const double inf = std::numeric_limits<double>::infinity();
    const std::vector<prom::Bucket> b = {{0.1, 10}, {0.2, 30}, {0.5, 40}, {inf, 40}};
    QCOMPARE(prom::histogram_quantile(0.5, b), 0.15);
    QVERIFY(std::abs(prom::histogram_quantile(0.99, b) - 0.488) < 1e-12);
    QCOMPARE(prom::histogram_quantile(1.0, b), 0.5);
    QCOMPARE(prom::histogram_quantile(0.0, b), 0.0);
    QCOMPARE(prom::histogram_quantile(-1, b), -inf);
    QCOMPARE(prom::histogram_quantile(2, b), inf);
    // Rank in the +Inf bucket: the highest finite bound.
    QCOMPARE(prom::histogram_quantile(0.9, {{0.1, 10}, {0.5, 40}, {inf, 50}}), 0.5);
    // Unsorted and non-monotonic input is sorted and evened out first.
    QVERIFY(std::abs(prom::histogram_quantile(0.5, {{inf, 40}, {0.5, 40}, {0.2, 29}, {0.1, 30}}) -
                     0.1 * 20.0 / 30.0) < 1e-12);
    QVERIFY(std::isnan(prom::histogram_quantile(0.5, {{0.1, 10}, {0.5, 40}})));  // no +Inf
    QVERIFY(std::isnan(prom::histogram_quantile(0.5, {{0.1, 0}, {inf, 0}})));    // empty
    QVERIFY(std::isnan(prom::histogram_quantile(0.5, {{inf, 3}})));              // one bucket
  }

  void quantilesAndRatesOfTheVllmSample() {
    const QByteArray text = readAll(testData("vllm_metrics.txt"));
    const prom::ServerSnapshot now = prom::read_server_metrics(parse(text), 12.0);
    QCOMPARE(now.dialect, std::string("vllm"));
    QCOMPARE(now.running.value(), 36.0);
    QCOMPARE(now.waiting.value(), 3.0);
    QCOMPARE(now.kvUsage.value(), (0.375 + 0.75) / 2);
    QCOMPARE(now.preemptions.value(), 2.0);
    // TTFT observations 0.03 + 0.002 i (100 on engine 0, 200 on engine 1): 72 are <= 0.1 and
    // 211 <= 0.25, so the median (rank 150) interpolates inside (0.1, 0.25].
    const prom::ServerSnapshot empty = prom::read_server_metrics(prom::Scrape{}, 2.0);
    QVERIFY(!empty.hasMetrics());
    const std::optional<double> p50 = prom::interval_quantile(0.5, {}, now.ttft);
    QVERIFY(p50);
    QVERIFY(std::abs(*p50 - (0.1 + 0.15 * 78.0 / 139.0)) < 1e-12);

    // A second scrape 2 s later: 1000 more prompt tokens, 500 generated, 100 of 400 queried
    // prefix tokens hit.
    QByteArray later = text;
    later.replace(
        "vllm:prompt_tokens_total{engine=\"0\",model_name=\"meta-llama/Llama-3.1-8B-Instruct\"} "
        "81234.0",
        "vllm:prompt_tokens_total{engine=\"0\",model_name=\"meta-llama/Llama-3.1-8B-Instruct\"} "
        "82234.0");
    later.replace(
        "vllm:generation_tokens_total{engine=\"0\",model_name=\"meta-llama/"
        "Llama-3.1-8B-Instruct\"} 40960.0",
        "vllm:generation_tokens_total{engine=\"0\",model_name=\"meta-llama/"
        "Llama-3.1-8B-Instruct\"} 41460.0");
    later.replace(
        "vllm:prefix_cache_queries_total{engine=\"0\",model_name=\"meta-llama/"
        "Llama-3.1-8B-Instruct\"} 80000.0",
        "vllm:prefix_cache_queries_total{engine=\"0\",model_name=\"meta-llama/"
        "Llama-3.1-8B-Instruct\"} 80400.0");
    later.replace(
        "vllm:prefix_cache_hits_total{engine=\"0\",model_name=\"meta-llama/"
        "Llama-3.1-8B-Instruct\"} 20000.0",
        "vllm:prefix_cache_hits_total{engine=\"0\",model_name=\"meta-llama/"
        "Llama-3.1-8B-Instruct\"} 20100.0");
    const prom::ServerRates r =
        prom::server_rates(now, prom::read_server_metrics(parse(later), 14.0));
    QCOMPARE(r.promptTokensPerSecond.value(), 500.0);
    QCOMPARE(r.generationTokensPerSecond.value(), 250.0);
    QCOMPARE(r.prefixHitRate.value(), 0.25);
    QCOMPARE(r.preemptionsPerSecond.value(), 0.0);
    QVERIFY(!r.ttftP50);  // no new requests in the interval: no latency to show
    QCOMPARE(prom::counter_rate(100, 30, 2.0).value(), 15.0);  // reset
    QVERIFY(!prom::counter_rate(1, 2, 0.0));
  }
};

QTEST_GUILESS_MAIN(RemotePrometheusTest)
#include "remote_prometheus.moc"
