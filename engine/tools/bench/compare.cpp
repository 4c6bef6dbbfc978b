// Scenario "compare": decode tokens/s of several models and weight formats side by side.
//
// A shared machine's speed drifts by a factor of two within minutes (other tenants), so figures
// taken in separate runs compare badly. Here every variant is loaded once and decodes in turn,
// round after round (the order reversed every other round, so no variant always runs first), and
// each variant's ratio to the first is taken within each round: drift slower than a round
// cancels out of the ratios. With several batch sizes, each variant's tokens/s at every batch is
// also taken as a ratio to its first batch size within the same round (how batching scales).
#include <algorithm>
#include <cstdio>
#include <string>

#include "scenario.h"

namespace tessera::bench {
namespace {

struct Variant {
  std::string model;
  Quantization quantize = Quantization::None;
  std::unique_ptr<Engine> engine;
  ModelConfig config;
  WorkloadShape shape;
};

double median(std::vector<double> values) {
  return values.empty() ? 0.0 : percentile(std::move(values), 50);
}

// rates[r] / base[r] for every round r (0 where the base is 0).
std::vector<double> per_round_ratios(const std::vector<double>& rates,
                                     const std::vector<double>& base) {
  std::vector<double> ratios;
  for (std::size_t r = 0; r < rates.size(); ++r)
    ratios.push_back(base[r] > 0 ? rates[r] / base[r] : 0.0);
  return ratios;
}

std::string label(const Variant& v) {
  return v.model + (v.quantize == Quantization::None
                        ? std::string()
                        : std::string(" --quantize ") + quantization_name(v.quantize));
}

}  // namespace

ScenarioReport run_compare(const BenchOptions& options) {
  const std::vector<int> batches =
      options.decode_batches.empty() ? std::vector<int>{1} : options.decode_batches;
  const int largest = *std::max_element(batches.begin(), batches.end());
  std::vector<Variant> variants;
  for (const std::string& model : options.compare_dirs) {
    for (Quantization quantize : options.compare_quantize) {
      BenchOptions own = options;
      own.model_dir = model;
      own.quantize = quantize;
      Variant v{model, quantize,
                make_engine(own, decode_scheduler(largest), decode_kv_blocks(largest)),
                load_model_config(model), workload_shape(own)};
      variants.push_back(std::move(v));
    }
  }
  const int n = static_cast<int>(variants.size());
  // rates[variant][batch][round]: decode tokens/s
  std::vector<std::vector<std::vector<double>>> rates(
      n, std::vector<std::vector<double>>(batches.size()));
  for (int round = 0; round < options.rounds; ++round) {
    for (std::size_t b = 0; b < batches.size(); ++b) {
      for (int k = 0; k < n; ++k) {
        const int i = round % 2 == 0 ? k : n - 1 - k;
        Variant& v = variants[i];
        const bool gpu = v.engine->model_info().device == Device::Cuda;
        const int kv_elem = !gpu || options.precision == Precision::F32 ? 4 : 2;
        rates[i][b].push_back(
            measure_decode(*v.engine, v.config, kv_elem, batches[b], v.shape, options.seed)
                .tokens_per_s);
      }
    }
  }
  ScenarioReport report;
  report.json = {
      {"scenario", "compare"}, {"rounds", options.rounds}, {"results", nlohmann::json::array()}};
  char head[200];
  std::snprintf(head, sizeof head,
                "decode side by side, %d rounds of every variant in turn; ratio to the first "
                "variant within each round",
                options.rounds);
  report.table.push_back(head);
  for (std::size_t b = 0; b < batches.size(); ++b) {
    for (int i = 0; i < n; ++i) {
      const std::vector<double> ratios = per_round_ratios(rates[i][b], rates[0][b]);
      // To this variant's first batch size, within each round.
      const std::vector<double> scaling = per_round_ratios(rates[i][b], rates[i][0]);
      const auto [low, high] = std::minmax_element(ratios.begin(), ratios.end());
      const auto [least, most] = std::minmax_element(scaling.begin(), scaling.end());
      const std::string weights = variants[i].engine->model_info().weight_dtype;
      report.json["results"].push_back({{"model", variants[i].model},
                                        {"quantize", quantization_name(variants[i].quantize)},
                                        {"weight_dtype", weights},
                                        {"batch", batches[b]},
                                        {"tokens_per_s", rates[i][b]},
                                        {"median_tokens_per_s", median(rates[i][b])},
                                        {"ratio_to_first", ratios},
                                        {"median_ratio", median(ratios)},
                                        {"min_ratio", *low},
                                        {"max_ratio", *high},
                                        {"ratio_to_first_batch", scaling},
                                        {"median_ratio_to_first_batch", median(scaling)},
                                        {"min_ratio_to_first_batch", *least},
                                        {"max_ratio_to_first_batch", *most}});
      std::string row = label(variants[i]) + " (" + weights + ")\n";
      char cell[80];
      std::snprintf(cell, sizeof cell, "  batch %4d  tok/s", batches[b]);
      row += cell;
      for (double rate : rates[i][b]) {
        std::snprintf(cell, sizeof cell, " %9.1f", rate);
        row += cell;
      }
      std::snprintf(cell, sizeof cell, "  median %9.1f  ratio %.2f (%.2f-%.2f)",
                    median(rates[i][b]), median(ratios), *low, *high);
      row += cell;
      if (b > 0) {
        std::snprintf(cell, sizeof cell, "  x batch %d: %.2f (%.2f-%.2f)", batches[0],
                      median(scaling), *least, *most);
        row += cell;
      }
      report.table.push_back(row);
    }
  }
  return report;
}

}  // namespace tessera::bench
