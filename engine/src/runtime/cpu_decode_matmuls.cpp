// Timing of one decode token's matmuls alone (tessera/cpu_roofline.h).
#include <algorithm>
#include <chrono>
#include <memory>
#include <vector>

#include "model/dtype.h"
#include "runtime/cpu_kernels.h"
#include "runtime/cpu_quantize.h"
#include "runtime/cpu_weights.h"
#include "runtime/huge_page_allocator.h"
#include "runtime/thread_pool.h"
#include "runtime/timing_weights.h"
#include "tessera/cpu_roofline.h"

namespace tessera {
namespace {

using cpu::WeightFormat;

// One matrix as the CPU backend holds it: in huge pages, rows longer than kPackAboveCols packed,
// int8 with its scales.
struct HeldMatrix {
  cpu::WeightMatrix view;
  cpu::HugePageBuffer<std::byte> data;
  cpu::HugePageBuffer<float> scales;
  double bytes = 0.0;  // weights and scales
};

std::unique_ptr<HeldMatrix> hold_matrix(ThreadPool& pool, WeightFormat format, int rows, int cols,
                                        std::uint32_t seed) {
  const std::vector<float> values =
      cpu::timing_weights(static_cast<std::size_t>(rows) * cols, seed);
  auto m = std::make_unique<HeldMatrix>();
  const bool packed = cols > cpu::kPackAboveCols;
  m->view = {format, nullptr, nullptr, rows, cols};
  m->view.packed = packed;
  const std::size_t bytes = values.size() * cpu::element_bytes(format);
  m->data = cpu::HugePageBuffer<std::byte>(bytes);
  m->bytes = static_cast<double>(bytes);
  if (format == WeightFormat::Int8) {
    const int groups = (cols + cpu::kInt8Group - 1) / cpu::kInt8Group;
    m->scales = cpu::HugePageBuffer<float>(static_cast<std::size_t>(rows) * groups);
    cpu::quantize_int8(pool, DType::F32, values.data(), rows, cols,
                       reinterpret_cast<std::int8_t*>(m->data.data()), m->scales.data(), packed);
    m->view.scales = m->scales.data();
    m->bytes += static_cast<double>(m->scales.size() * sizeof(float));
  } else if (packed) {
    std::vector<std::byte> row_major(bytes);
    cpu::store_weights(values, format, row_major.data());
    cpu::pack_rows(pool, row_major.data(), cpu::element_bytes(format), rows, cols, m->data.data());
  } else {
    cpu::store_weights(values, format, m->data.data());
  }
  m->view.data = m->data.data();
  return m;
}

// One token's matmuls of the shape, as CpuBackend calls them: per layer q/k/v in one call,
// the output projection, gate/up in one call, the down projection; then the classifier.
struct HeldModel {
  std::vector<std::unique_ptr<HeldMatrix>> matrices;  // per layer: q, k, v, o, gate, up, down
  double bytes = 0.0;
};

HeldModel hold_model(ThreadPool& pool, WeightFormat format, const CpuDecodeMatmulShape& s) {
  HeldModel model;
  std::uint32_t seed = 1;
  auto add = [&](int rows, int cols) {
    model.matrices.push_back(hold_matrix(pool, format, rows, cols, seed++));
    model.bytes += model.matrices.back()->bytes;
  };
  for (int layer = 0; layer < s.layers; ++layer) {
    add(s.hidden, s.hidden);
    add(s.kv_dim, s.hidden);
    add(s.kv_dim, s.hidden);
    add(s.hidden, s.hidden);
    add(s.intermediate, s.hidden);
    add(s.intermediate, s.hidden);
    add(s.hidden, s.intermediate);
  }
  add(s.vocab, s.hidden);
  return model;
}

double seconds_of_token(ThreadPool& pool, const cpu::KernelSet& kernels, const HeldModel& model,
                        const CpuDecodeMatmulShape& s, std::vector<float>& x,
                        std::vector<float>& out, cpu::MatmulScratch& scratch) {
  const auto start = std::chrono::steady_clock::now();
  float* a = out.data();
  float* b = a + s.intermediate;
  float* c = b + s.intermediate;
  for (int layer = 0; layer < s.layers; ++layer) {
    const auto* w = &model.matrices[static_cast<std::size_t>(layer) * 7];
    cpu::matmul(pool, kernels, x.data(), {{&w[0]->view, a}, {&w[1]->view, b}, {&w[2]->view, c}}, 1,
                &scratch);
    cpu::matmul(pool, kernels, x.data(), w[3]->view, a, 1, &scratch);
    cpu::matmul(pool, kernels, x.data(), {{&w[4]->view, a}, {&w[5]->view, b}}, 1, &scratch);
    cpu::matmul(pool, kernels, x.data(), w[6]->view, a, 1, &scratch);
  }
  cpu::matmul(pool, kernels, x.data(), model.matrices.back()->view, out.data(), 1, &scratch);
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

}  // namespace

std::vector<CpuDecodeMatmulTiming> time_cpu_decode_matmuls(
    int threads, const CpuDecodeMatmulShape& shape, DType dtype,
    const std::vector<Quantization>& quantize, int rounds) {
  const cpu::KernelSet kernels = cpu::select_kernels();
  ThreadPool pool(threads);
  std::vector<WeightFormat> formats;
  std::vector<HeldModel> models;
  for (const Quantization q : quantize) {
    formats.push_back(cpu::held_format(q, dtype));
    models.push_back(hold_model(pool, formats.back(), shape));
  }
  const int widest = std::max({shape.hidden, shape.intermediate, shape.vocab});
  std::vector<float> x(static_cast<std::size_t>(std::max(shape.hidden, shape.intermediate)), 0.5f);
  std::vector<float> out(static_cast<std::size_t>(widest) + 2 * shape.intermediate);
  cpu::MatmulScratch scratch;
  // seconds[f][round]; every format in turn within a round, so a slow minute of a shared machine
  // falls on all of them.
  std::vector<std::vector<double>> seconds(models.size());
  for (auto& model : models) seconds_of_token(pool, kernels, model, shape, x, out, scratch);
  for (int round = 0; round < rounds; ++round) {
    for (std::size_t f = 0; f < models.size(); ++f) {
      seconds[f].push_back(seconds_of_token(pool, kernels, models[f], shape, x, out, scratch));
    }
  }
  std::vector<CpuDecodeMatmulTiming> timings;
  for (std::size_t f = 0; f < models.size(); ++f) {
    std::vector<double> ratios;
    for (int round = 0; round < rounds; ++round)
      ratios.push_back(seconds[0][round] / seconds[f][round]);
    const double ms = median(seconds[f]) * 1e3;
    timings.push_back({cpu::weight_format_name(formats[f]), models[f].bytes, ms,
                       models[f].bytes / ms / 1e6, median(ratios),
                       *std::min_element(ratios.begin(), ratios.end()),
                       *std::max_element(ratios.begin(), ratios.end())});
  }
  return timings;
}

}  // namespace tessera
