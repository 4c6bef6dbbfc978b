// Test support for the CUDA kernels: GPU detection, inputs rounded to a storage dtype, device
// copies and a comparison that never lets NaN pass.
#pragma once

#include <QtTest>
#include <cstdint>
#include <string>
#include <vector>

#include "tessera/dtype.h"

#ifdef TESSERA_HAVE_CUDA
#include "host/device_buffer.h"
#endif

namespace tessera::test {

// True when CUDA is compiled in and a device answers; otherwise why not.
bool gpu_ready(std::string& reason);

// Relative error bound of each storage dtype: FP32 1e-5, F16 1e-3, BF16 1e-2.
double tolerance(DType dtype);

// Uniform values in [lo, hi) from a fixed seed, rounded to what dtype can hold so the reference
// sees exactly the device's inputs.
std::vector<float> random_values(std::size_t n, std::uint64_t seed, DType dtype, float lo = -1.0f,
                                 float hi = 1.0f);
std::vector<std::byte> to_storage(DType dtype, const std::vector<float>& values);
std::vector<float> from_storage(DType dtype, const std::vector<std::byte>& bytes);

// Empty when every actual value is finite and max |actual - expected| <= tol * max |expected|;
// otherwise a message naming the first offending index.
std::string compare(const std::vector<float>& actual, const std::vector<float>& expected,
                    double tol);

#ifdef TESSERA_HAVE_CUDA
cuda::DeviceBuffer to_device(DType dtype, const std::vector<float>& values);
cuda::DeviceBuffer to_device(const std::vector<std::int32_t>& values);
cuda::DeviceBuffer to_device(const std::vector<double>& values);
// A buffer of `elements` values of dtype, every one NaN, so elements a kernel skips are caught.
cuda::DeviceBuffer poisoned(DType dtype, std::size_t elements);
std::vector<float> from_device(DType dtype, const cuda::DeviceBuffer& buffer, std::size_t n);
#endif

}  // namespace tessera::test

// Skips the current test (all of them from initTestCase) when no GPU can run it.
#define TESSERA_REQUIRE_GPU()                                \
  do {                                                       \
    std::string why_no_gpu;                                  \
    if (!tessera::test::gpu_ready(why_no_gpu))               \
      QSKIP(qPrintable(QString::fromStdString(why_no_gpu))); \
  } while (false)

// QVERIFY2 on a compare() result.
#define TESSERA_EXPECT_CLOSE(actual, expected, tol, what)                              \
  do {                                                                                 \
    const std::string mismatch = tessera::test::compare(actual, expected, tol);        \
    QVERIFY2(mismatch.empty(),                                                         \
             qPrintable(QString::fromStdString(std::string(what) + ": " + mismatch))); \
  } while (false)
