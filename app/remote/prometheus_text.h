// Prometheus text exposition format (version 0.0.4, what vLLM and tessera-server serve on
// /metrics): a parser into metric families, and the two computations the remote dashboard needs
// from them, counter rates and histogram quantiles estimated the way PromQL's histogram_quantile()
// does. Qt-free so it can be tested against the reference parser (prometheus_client) on its own.
// Hand-written: Debian has no C++ Prometheus text parser (prometheus-cpp only writes the format).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace prom {

enum class MetricType { Counter, Gauge, Histogram, Summary, Untyped };

const char* to_string(MetricType type);

using Labels = std::map<std::string, std::string>;

struct Sample {
  std::string name;  // full sample name, e.g. "x_bucket" inside family "x"
  Labels labels;
  double value = 0.0;
  std::optional<std::int64_t> timestamp_ms;
};

struct Family {
  std::string name;
  MetricType type = MetricType::Untyped;
  std::string help;
  std::vector<Sample> samples;
};

// A malformed exposition; what() names the line number and what was wrong on it.
class ParseError : public std::runtime_error {
 public:
  ParseError(int line, const std::string& what);
  int line() const { return line_; }

 private:
  int line_;
};

struct Scrape {
  std::vector<Family> families;

  const Family* find(std::string_view name) const;
};

// Throws ParseError. Samples go to the family declared by the last `# TYPE` whose name they
// extend (`_bucket`/`_sum`/`_count` for histograms and summaries, `_total` for counters);
// samples without a declaration form untyped families of their own.
Scrape parse_text(std::string_view text);

// Label values are matched exactly; labels not named in `match` may have any value.
bool labels_match(const Labels& labels, const Labels& match);

// Sum of the samples named `sample_name` in `family` whose labels match; nullopt when none does.
std::optional<double> sum_samples(const Family& family, std::string_view sample_name,
                                  const Labels& match = {});

struct Bucket {
  double upper_bound = 0.0;  // the `le` label; +Inf for the last bucket
  double count = 0.0;        // cumulative
};

// The histogram's buckets (matching labels summed, `le` excluded from the match), sorted by
// upper bound. Empty when the family is not a histogram or nothing matches.
std::vector<Bucket> histogram_buckets(const Family& family, const Labels& match = {});

// PromQL histogram_quantile(): linear interpolation inside the bucket holding the rank; NaN
// without observations, without a +Inf bucket or with fewer than two buckets; the last finite
// upper bound when the rank falls into the +Inf bucket.
double histogram_quantile(double q, std::vector<Bucket> buckets);

// Per-bucket increase from `before` to `after` (same bounds), as histogram_quantile(rate(...))
// uses it; a counter reset (a count going down) counts the new value as the increase.
std::vector<Bucket> bucket_increase(const std::vector<Bucket>& before,
                                    const std::vector<Bucket>& after);

// Increase of a counter per second between two scrapes `seconds` apart, reset-aware like
// PromQL's rate(); nullopt when `seconds` is not positive.
std::optional<double> counter_rate(double before, double after, double seconds);

}  // namespace prom
