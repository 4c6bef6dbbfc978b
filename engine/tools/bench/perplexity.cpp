// Scenario "perplexity": how well the model (and its quantization) predicts a held text.
#include "tessera/perplexity.h"

#include <cstdio>
#include <fstream>
#include <sstream>

#include "scenario.h"
#include "tessera/error.h"

namespace tessera::bench {

ScenarioReport run_perplexity(const BenchOptions& options) {
  if (options.text_path.empty()) throw Error::untranslated("perplexity: --text FILE is required");
  std::ifstream in(options.text_path, std::ios::binary);
  if (!in) throw Error::untranslated("--text: cannot read '" + options.text_path + "'");
  std::ostringstream text;
  text << in.rdbuf();
  EngineConfig config;
  config.model_dir = options.model_dir;
  config.device = options.device;
  config.precision = options.precision;
  config.quantize = options.quantize;
  config.num_threads = options.threads;
  const PerplexityResult r = measure_perplexity(config, text.str());
  ScenarioReport report;
  report.json = {{"scenario", "perplexity"},
                 {"text", options.text_path},
                 {"quantize", quantization_name(options.quantize)},
                 {"perplexity", r.perplexity},
                 {"mean_nll", r.mean_nll},
                 {"predicted_tokens", r.predicted_tokens},
                 {"windows", r.windows}};
  char row[200];
  std::snprintf(row, sizeof row,
                "perplexity %.4f (mean NLL %.5f nats) over %d tokens, %d window(s)", r.perplexity,
                r.mean_nll, r.predicted_tokens, r.windows);
  report.table.push_back(row);
  return report;
}

}  // namespace tessera::bench
