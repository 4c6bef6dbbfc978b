// int8 and block quantization and BF16 rounding of the weights at load (forward/quantize.h).
#include "runtime/cpu/forward/quantize.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "model/block_quantize.h"
#include "tessera/dtype.h"

namespace tessera::cpu {
namespace {

// std::lround(v) (halves away from zero) for |v| <= 127.5, without the library call: in double,
// v + 0.5 is exact for a float v of that size, so truncating it rounds as lround does. NaN (from a
// non-finite weight) gives 0, as lround's out-of-range result cast to int8 did.
std::int8_t round_to_int8(float v) {
  const double shifted = static_cast<double>(v) + std::copysign(0.5, v);
  return shifted > -128.0 && shifted < 128.0 ? static_cast<std::int8_t>(static_cast<int>(shifted))
                                             : 0;
}

// max |w[i]|: eight running maxima, so the loop is not one chain of dependent compares (a
// maximum is exact in any order; NaN is skipped either way).
float largest_magnitude(const float* w, int n) {
  float part[8] = {};
  int i = 0;
  for (; i + 8 <= n; i += 8) {
    for (int j = 0; j < 8; ++j) part[j] = std::max(part[j], std::fabs(w[i + j]));
  }
  for (; i < n; ++i) part[0] = std::max(part[0], std::fabs(w[i]));
  float largest = 0.0f;
  for (float p : part) largest = std::max(largest, p);
  return largest;
}

void quantize_row(const float* w, int cols, std::int8_t* q, float* scales) {
  const int groups = (cols + kInt8Group - 1) / kInt8Group;
  for (int g = 0; g < groups; ++g) {
    const int begin = g * kInt8Group;
    const int size = std::min(kInt8Group, cols - begin);
    const float scale = largest_magnitude(w + begin, size) / 127.0f;
    scales[g] = scale;
    const float inverse = scale > 0.0f ? 1.0f / scale : 0.0f;
    for (int i = 0; i < size; ++i) q[begin + i] = round_to_int8(w[begin + i] * inverse);
  }
}

// Calls each(r, row, worker) for every row r of a [rows][cols] matrix of `dtype`, with `row` that
// row widened to float32, the rows split across the pool in tasks of 16.
template <typename Each>
void for_each_row_f32(ThreadPool& pool, DType dtype, const void* w, int rows, int cols, Each each) {
  constexpr int kRowsPerTask = 16;
  std::vector<std::vector<float>> row_buffers(pool.size(), std::vector<float>(cols));
  pool.parallel_for((rows + kRowsPerTask - 1) / kRowsPerTask, [&](int task, int worker) {
    float* row_f32 = row_buffers[worker].data();
    for (int r = task * kRowsPerTask; r < std::min(rows, (task + 1) * kRowsPerTask); ++r) {
      const std::size_t row = static_cast<std::size_t>(r) * cols;
      convert_to_f32(dtype, static_cast<const std::byte*>(w) + dtype_bytes(dtype, row), row_f32,
                     cols);
      each(r, row_f32, worker);
    }
  });
}

}  // namespace

void quantize_int8(const float* w, int rows, int cols, std::int8_t* q, float* scales) {
  const int groups = (cols + kInt8Group - 1) / kInt8Group;
  for (int r = 0; r < rows; ++r) {
    const std::size_t row = static_cast<std::size_t>(r) * cols;
    quantize_row(w + row, cols, q + row, scales + static_cast<std::size_t>(r) * groups);
  }
}

void quantize_int8(ThreadPool& pool, DType dtype, const void* w, int rows, int cols, std::int8_t* q,
                   float* scales, bool packed) {
  const int groups = (cols + kInt8Group - 1) / kInt8Group;
  std::vector<std::vector<std::int8_t>> packed_buffers(pool.size(),
                                                       std::vector<std::int8_t>(packed ? cols : 0));
  for_each_row_f32(pool, dtype, w, rows, cols, [&](int r, const float* row_f32, int worker) {
    std::int8_t* row_q = packed_buffers[worker].data();
    const std::size_t row = static_cast<std::size_t>(r) * cols;
    quantize_row(row_f32, cols, packed ? row_q : q + row,
                 scales + static_cast<std::size_t>(r) * groups);
    for (int piece = 0; packed && piece < cols; piece += kPackedChunk) {
      std::copy_n(row_q + piece, std::min(kPackedChunk, cols - piece),
                  q + packed_offset(rows, cols, r, piece));
    }
  });
}

void round_to_bf16(ThreadPool& pool, DType dtype, const void* w, int rows, int cols,
                   std::uint16_t* out, bool packed) {
  for_each_row_f32(pool, dtype, w, rows, cols, [&](int r, const float* row_f32, int) {
    const std::size_t row = static_cast<std::size_t>(r) * cols;
    for (int piece = 0; piece < cols; piece += kPackedChunk) {
      std::uint16_t* to = out + (packed ? packed_offset(rows, cols, r, piece) : row + piece);
      const int length = std::min(kPackedChunk, cols - piece);
      for (int i = 0; i < length; ++i) to[i] = f32_to_bf16(row_f32[piece + i]);
    }
  });
}

void quantize_to_blocks(ThreadPool& pool, DType dtype, const void* w, int rows, int cols, DType to,
                        std::byte* out) {
  const std::size_t row_bytes = dtype_bytes(to, static_cast<std::size_t>(cols));
  for_each_row_f32(pool, dtype, w, rows, cols, [&](int r, const float* row_f32, int) {
    quantize_blocks(to, row_f32, out + static_cast<std::size_t>(r) * row_bytes, cols);
  });
}

}  // namespace tessera::cpu
