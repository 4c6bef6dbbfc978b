#include "remote/prometheus_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

namespace prom {

namespace {

bool isNameStart(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':';
}

bool isNameChar(char c) {
  return isNameStart(c) || (c >= '0' && c <= '9');
}

bool isBlank(char c) {
  return c == ' ' || c == '\t';
}

// Reads one line's tokens left to right; every failure names the line.
class Cursor {
 public:
  Cursor(std::string_view text, int line) : text_(text), line_(line) {}

  bool atEnd() const { return pos_ >= text_.size(); }
  char peek() const { return atEnd() ? '\0' : text_[pos_]; }
  void skipBlanks() {
    while (!atEnd() && isBlank(text_[pos_])) ++pos_;
  }
  std::string_view rest() const { return text_.substr(pos_); }

  void expect(char c, const std::string& where) {
    if (peek() != c) fail(std::string("expected '") + c + "' " + where);
    ++pos_;
  }

  // Metric names may contain ':', label names may not.
  std::string name(bool metric) {
    const size_t start = pos_;
    if (atEnd() || !isNameStart(peek()) || (!metric && peek() == ':'))
      fail(metric ? "expected a metric name" : "expected a label name");
    while (!atEnd() && isNameChar(peek()) && (metric || peek() != ':')) ++pos_;
    return std::string(text_.substr(start, pos_ - start));
  }

  std::string token() {
    const size_t start = pos_;
    while (!atEnd() && !isBlank(peek())) ++pos_;
    return std::string(text_.substr(start, pos_ - start));
  }

  // A double-quoted label value with the escapes \\, \" and \n.
  std::string quoted() {
    expect('"', "to open a label value");
    std::string value;
    while (true) {
      if (atEnd()) fail("label value is not closed with '\"'");
      const char c = text_[pos_++];
      if (c == '"') return value;
      if (c != '\\') {
        value += c;
        continue;
      }
      if (atEnd()) fail("label value ends in a lone backslash");
      const char e = text_[pos_++];
      if (e == 'n')
        value += '\n';
      else if (e == '\\' || e == '"')
        value += e;
      else
        fail(std::string("unknown escape \\") + e + " in a label value");
    }
  }

  [[noreturn]] void fail(const std::string& what) const { throw ParseError(line_, what); }

 private:
  std::string_view text_;
  int line_;
  size_t pos_ = 0;
};

// Go's strconv.ParseFloat as the Prometheus server reads values: decimal or "NaN", "Inf", with
// an optional sign. from_chars, unlike strtod, ignores the process locale (Qt sets LC_NUMERIC).
std::optional<double> parseFloat(std::string_view s) {
  bool negative = false;
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
    negative = s[0] == '-';
    s.remove_prefix(1);
  }
  if (s.empty() || s[0] == '+' || s[0] == '-') return std::nullopt;
  double value = 0.0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return negative ? -value : value;
}

std::string unescapeHelp(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size() && (s[i + 1] == 'n' || s[i + 1] == '\\')) {
      out += s[i + 1] == 'n' ? '\n' : '\\';
      ++i;
    } else {
      out += s[i];
    }
  }
  return out;
}

std::optional<MetricType> typeFromName(std::string_view name) {
  if (name == "counter") return MetricType::Counter;
  if (name == "gauge") return MetricType::Gauge;
  if (name == "histogram") return MetricType::Histogram;
  if (name == "summary") return MetricType::Summary;
  if (name == "untyped") return MetricType::Untyped;
  return std::nullopt;
}

bool endsWith(std::string_view s, std::string_view suffix) {
  return s.size() > suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

class Builder {
 public:
  Scrape scrape;

  void comment(std::string_view body, int line) {
    Cursor c(body, line);
    c.skipBlanks();
    const std::string keyword = c.token();
    if (keyword != "HELP" && keyword != "TYPE") return;  // any other comment is free text
    c.skipBlanks();
    const std::string name = c.name(true);
    if (!c.atEnd() && !isBlank(c.peek())) c.fail("unexpected character after the metric name");
    c.skipBlanks();
    Family& family = familyNamed(name);
    if (keyword == "HELP") {
      family.help = unescapeHelp(c.rest());
      return;
    }
    const std::string typeName = c.token();
    const std::optional<MetricType> type = typeFromName(typeName);
    if (!type) c.fail("unknown metric type '" + typeName + "' for " + name);
    if (typed_.count(name)) c.fail("a second TYPE line for " + name);
    if (!family.samples.empty()) c.fail("TYPE line for " + name + " after its samples");
    family.type = *type;
    typed_[name] = true;
  }

  void sample(std::string_view text, int line) {
    Cursor c(text, line);
    Sample s;
    s.name = c.name(true);
    c.skipBlanks();
    if (c.peek() == '{') labels(c, s.labels);
    c.skipBlanks();
    const std::string value = c.token();
    const std::optional<double> v = parseFloat(value);
    if (!v) c.fail("'" + value + "' is not a sample value");
    s.value = *v;
    c.skipBlanks();
    if (!c.atEnd()) {
      const std::string stamp = c.token();
      std::int64_t ms = 0;
      const auto [end, ec] = std::from_chars(stamp.data(), stamp.data() + stamp.size(), ms);
      if (ec != std::errc() || end != stamp.data() + stamp.size())
        c.fail("'" + stamp + "' is not a timestamp");
      s.timestamp_ms = ms;
      c.skipBlanks();
      if (!c.atEnd()) c.fail("unexpected text after the timestamp");
    }
    Family& family = familyOf(s.name);
    if (family.type == MetricType::Histogram && endsWith(s.name, "_bucket")) {
      const auto le = s.labels.find("le");
      if (le == s.labels.end() || !parseFloat(le->second))
        c.fail("histogram bucket " + s.name + " without a numeric 'le' label");
    }
    family.samples.push_back(std::move(s));
  }

 private:
  std::map<std::string, size_t> index_;
  std::map<std::string, bool> typed_;

  static void labels(Cursor& c, Labels& out) {
    c.expect('{', "");
    c.skipBlanks();
    while (c.peek() != '}') {
      const std::string name = c.name(false);
      c.skipBlanks();
      c.expect('=', "after label name " + std::string(name));
      c.skipBlanks();
      if (!out.emplace(name, c.quoted()).second) c.fail("label " + name + " appears twice");
      c.skipBlanks();
      if (c.peek() == ',') {
        c.expect(',', "");
        c.skipBlanks();
      } else if (c.peek() != '}') {
        c.fail("expected ',' or '}' after the value of label " + name);
      }
    }
    c.expect('}', "");
  }

  Family& familyNamed(const std::string& name) {
    const auto it = index_.find(name);
    if (it != index_.end()) return scrape.families[it->second];
    index_[name] = scrape.families.size();
    scrape.families.push_back(Family{name, MetricType::Untyped, {}, {}});
    return scrape.families.back();
  }

  // The declared family the sample name extends, else an untyped family of its own name.
  Family& familyOf(const std::string& sampleName) {
    if (index_.count(sampleName)) return familyNamed(sampleName);
    static const std::pair<const char*, MetricType> kSuffixes[] = {
        {"_bucket", MetricType::Histogram}, {"_sum", MetricType::Histogram},
        {"_count", MetricType::Histogram},  {"_sum", MetricType::Summary},
        {"_count", MetricType::Summary},    {"_total", MetricType::Counter}};
    for (const auto& [suffix, type] : kSuffixes) {
      if (!endsWith(sampleName, suffix)) continue;
      const std::string base = sampleName.substr(0, sampleName.size() - std::strlen(suffix));
      const auto it = index_.find(base);
      if (it != index_.end() && scrape.families[it->second].type == type)
        return scrape.families[it->second];
    }
    return familyNamed(sampleName);
  }
};

}  // namespace

const char* to_string(MetricType type) {
  switch (type) {
    case MetricType::Counter:
      return "counter";
    case MetricType::Gauge:
      return "gauge";
    case MetricType::Histogram:
      return "histogram";
    case MetricType::Summary:
      return "summary";
    case MetricType::Untyped:
      break;
  }
  return "untyped";
}

ParseError::ParseError(int line, const std::string& what)
    : std::runtime_error("metrics line " + std::to_string(line) + ": " + what), line_(line) {}

const Family* Scrape::find(std::string_view name) const {
  for (const Family& f : families)
    if (f.name == name) return &f;
  return nullptr;
}

Scrape parse_text(std::string_view text) {
  Builder builder;
  int line = 0;
  while (!text.empty()) {
    const size_t end = text.find('\n');
    std::string_view current = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++line;
    if (!current.empty() && current.back() == '\r') current.remove_suffix(1);
    size_t first = 0;
    while (first < current.size() && isBlank(current[first])) ++first;
    current.remove_prefix(first);
    if (current.empty()) continue;
    if (current[0] == '#')
      builder.comment(current.substr(1), line);
    else
      builder.sample(current, line);
  }
  return std::move(builder.scrape);
}

bool labels_match(const Labels& labels, const Labels& match) {
  for (const auto& [name, value] : match) {
    const auto it = labels.find(name);
    if (it == labels.end() || it->second != value) return false;
  }
  return true;
}

std::optional<double> sum_samples(const Family& family, std::string_view sample_name,
                                  const Labels& match) {
  std::optional<double> sum;
  for (const Sample& s : family.samples)
    if (s.name == sample_name && labels_match(s.labels, match)) sum = sum.value_or(0.0) + s.value;
  return sum;
}

std::vector<Bucket> histogram_buckets(const Family& family, const Labels& match) {
  if (family.type != MetricType::Histogram) return {};
  const std::string bucketName = family.name + "_bucket";
  std::map<double, double> byBound;
  for (const Sample& s : family.samples) {
    if (s.name != bucketName || !labels_match(s.labels, match)) continue;
    byBound[*parseFloat(s.labels.at("le"))] += s.value;  // the parser checked `le`
  }
  std::vector<Bucket> buckets;
  for (const auto& [bound, count] : byBound) buckets.push_back({bound, count});
  return buckets;
}

// Follows bucketQuantile() in Prometheus' promql/quantile.go.
double histogram_quantile(double q, std::vector<Bucket> buckets) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  if (std::isnan(q)) return nan;
  if (q < 0) return -std::numeric_limits<double>::infinity();
  if (q > 1) return std::numeric_limits<double>::infinity();
  std::sort(buckets.begin(), buckets.end(),
            [](const Bucket& a, const Bucket& b) { return a.upper_bound < b.upper_bound; });
  if (buckets.size() < 2 || !std::isinf(buckets.back().upper_bound)) return nan;
  // Rounding in the exporter can make cumulative counts dip; Prometheus evens them out.
  double highest = 0.0;
  for (Bucket& b : buckets) highest = b.count = std::max(b.count, highest);
  const double observations = buckets.back().count;
  if (observations == 0) return nan;
  double rank = q * observations;
  const size_t b = static_cast<size_t>(
      std::lower_bound(buckets.begin(), buckets.end(), rank,
                       [](const Bucket& bucket, double r) { return bucket.count < r; }) -
      buckets.begin());
  if (b == buckets.size() - 1) return buckets[buckets.size() - 2].upper_bound;
  if (b == 0 && buckets[0].upper_bound <= 0) return buckets[0].upper_bound;
  double start = 0.0;
  double count = buckets[b].count;
  if (b > 0) {
    start = buckets[b - 1].upper_bound;
    count -= buckets[b - 1].count;
    rank -= buckets[b - 1].count;
  }
  return start + (buckets[b].upper_bound - start) * (rank / count);
}

std::vector<Bucket> bucket_increase(const std::vector<Bucket>& before,
                                    const std::vector<Bucket>& after) {
  std::vector<Bucket> out;
  for (const Bucket& a : after) {
    double increase = a.count;
    for (const Bucket& b : before)
      if (b.upper_bound == a.upper_bound && b.count <= a.count) increase = a.count - b.count;
    out.push_back({a.upper_bound, increase});
  }
  return out;
}

std::optional<double> counter_rate(double before, double after, double seconds) {
  if (!(seconds > 0)) return std::nullopt;
  return (after >= before ? after - before : after) / seconds;
}

}  // namespace prom
