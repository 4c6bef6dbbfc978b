#include "support/gpu_test.h"

#include <cmath>
#include <cstring>
#include <random>

#ifdef TESSERA_HAVE_CUDA
#include "host/device_check.h"
#endif

namespace tessera::test {

bool gpu_ready(std::string& reason) {
#ifdef TESSERA_HAVE_CUDA
  std::string device_name;
  Message why;
  if (cuda::probe_device(device_name, why)) return true;
  reason = "no usable CUDA device: " + why.english();
#else
  reason = "this build has no CUDA backend";
#endif
  return false;
}

double tolerance(DType dtype) {
  switch (dtype) {
    case DType::F32:
      return 1e-5;
    case DType::F16:
      return 1e-3;
    case DType::BF16:
      return 1e-2;
    case DType::Q8_0:  // block-quantized GGUF weights: the CUDA module refuses them
    case DType::Q4_0:
    case DType::Q4_K:
    case DType::Q5_K:
    case DType::Q6_K:
      break;
  }
  return 0;
}

std::vector<float> random_values(std::size_t n, std::uint64_t seed, DType dtype, float lo,
                                 float hi) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> dist(lo, hi);
  std::vector<float> values(n);
  for (float& v : values) v = dist(rng);
  return from_storage(dtype, to_storage(dtype, values));
}

std::vector<std::byte> to_storage(DType dtype, const std::vector<float>& values) {
  std::vector<std::byte> bytes(values.size() * dtype_size(dtype));
  if (dtype == DType::F32) {
    std::memcpy(bytes.data(), values.data(), bytes.size());
    return bytes;
  }
  auto* out = reinterpret_cast<std::uint16_t*>(bytes.data());
  for (std::size_t i = 0; i < values.size(); ++i) {
    out[i] = dtype == DType::F16 ? f32_to_f16(values[i]) : f32_to_bf16(values[i]);
  }
  return bytes;
}

std::vector<float> from_storage(DType dtype, const std::vector<std::byte>& bytes) {
  std::vector<float> values(bytes.size() / dtype_size(dtype));
  convert_to_f32(dtype, bytes.data(), values.data(), values.size());
  return values;
}

std::string compare(const std::vector<float>& actual, const std::vector<float>& expected,
                    double tol) {
  if (actual.size() != expected.size()) {
    return std::to_string(actual.size()) + " values, expected " + std::to_string(expected.size());
  }
  double scale = 0;
  for (float e : expected) scale = std::max(scale, std::abs(static_cast<double>(e)));
  scale = std::max(scale, 1e-30);
  for (std::size_t i = 0; i < actual.size(); ++i) {
    const double error = std::abs(static_cast<double>(actual[i]) - expected[i]) / scale;
    if (!std::isfinite(actual[i]) || !(error <= tol)) {
      return "index " + std::to_string(i) + ": " + std::to_string(actual[i]) + " vs " +
             std::to_string(expected[i]) + " (relative error " + std::to_string(error) +
             ", tolerance " + std::to_string(tol) + ")";
    }
  }
  return {};
}

#ifdef TESSERA_HAVE_CUDA
cuda::DeviceBuffer to_device(DType dtype, const std::vector<float>& values) {
  const std::vector<std::byte> bytes = to_storage(dtype, values);
  cuda::DeviceBuffer buffer(bytes.size(), "test input");
  buffer.upload(bytes.data(), bytes.size());
  return buffer;
}

cuda::DeviceBuffer to_device(const std::vector<std::int32_t>& values) {
  cuda::DeviceBuffer buffer(values.size() * sizeof(std::int32_t), "test indices");
  buffer.upload(values.data(), buffer.bytes());
  return buffer;
}

cuda::DeviceBuffer to_device(const std::vector<double>& values) {
  cuda::DeviceBuffer buffer(values.size() * sizeof(double), "test table");
  buffer.upload(values.data(), buffer.bytes());
  return buffer;
}

cuda::DeviceBuffer poisoned(DType dtype, std::size_t elements) {
  cuda::DeviceBuffer buffer(elements * dtype_size(dtype), "test output");
  buffer.fill_bytes(0xFF);  // all-ones is a NaN in F32, F16 and BF16
  return buffer;
}

std::vector<float> from_device(DType dtype, const cuda::DeviceBuffer& buffer, std::size_t n) {
  cuda::synchronize_device("test kernel");
  std::vector<std::byte> bytes(n * dtype_size(dtype));
  buffer.download(bytes.data(), bytes.size());
  return from_storage(dtype, bytes);
}
#endif

}  // namespace tessera::test
