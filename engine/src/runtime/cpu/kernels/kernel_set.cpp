// Chooses the kernel set for this CPU, and lays matrices out as its kernels read them.
#include "runtime/cpu/kernels/kernel_set.h"

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <string_view>

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#include <cpuid.h>
#endif

namespace tessera::cpu {
namespace {

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
// F16C straight from CPUID (leaf 1, ECX bit 29): clang 14's __builtin_cpu_supports has no "f16c".
bool has_f16c() {
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  return __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_F16C) != 0;
}

// AVX512_BF16 from CPUID leaf 7, sub-leaf 1, EAX bit 5 (GCC 12 and clang 14 name it differently
// in __builtin_cpu_supports, if at all). Its registers are AVX-512's, whose OS support
// __builtin_cpu_supports("avx512f") has checked.
bool has_avx512_bf16() {
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  return __get_cpuid_count(7, 1, &eax, &ebx, &ecx, &edx) && (eax & (1u << 5)) != 0;
}
#endif

}  // namespace

const char* weight_format_name(WeightFormat format) {
  switch (format) {
    case WeightFormat::F32:
      return "F32";
    case WeightFormat::F16:
      return "F16";
    case WeightFormat::BF16:
      return "BF16";
    case WeightFormat::Int8:
      return "INT8";
    case WeightFormat::BF16Dot:
      return "BF16DOT";
    case WeightFormat::Q8_0:
      return "Q8_0";
    case WeightFormat::Q4_0:
      return "Q4_0";
    case WeightFormat::Q4_K:
      return "Q4_K";
    case WeightFormat::Q5_K:
      return "Q5_K";
    case WeightFormat::Q6_K:
      return "Q6_K";
  }
  return "?";
}

int block_elements(WeightFormat format) {
  switch (format) {
    case WeightFormat::Q8_0:
    case WeightFormat::Q4_0:
      return 32;
    case WeightFormat::Q4_K:
    case WeightFormat::Q5_K:
    case WeightFormat::Q6_K:
      return 256;
    default:
      return 1;
  }
}

std::size_t block_bytes(WeightFormat format) {
  switch (format) {
    case WeightFormat::Q8_0:
      return 34;
    case WeightFormat::Q4_0:
      return 18;
    case WeightFormat::Q4_K:
      return 144;
    case WeightFormat::Q5_K:
      return 176;
    case WeightFormat::Q6_K:
      return 210;
    default:
      return element_bytes(format);
  }
}

std::size_t weight_bytes(const WeightMatrix& w) {
  const std::size_t row = static_cast<std::size_t>(w.cols) / block_elements(w.format);
  return static_cast<std::size_t>(w.rows) * row * block_bytes(w.format);
}

std::size_t element_bytes(WeightFormat format) {
  switch (format) {
    case WeightFormat::F32:
      return 4;
    case WeightFormat::F16:
    case WeightFormat::BF16:
    case WeightFormat::BF16Dot:
      return 2;
    case WeightFormat::Int8:
      return 1;
    case WeightFormat::Q8_0:
    case WeightFormat::Q4_0:
    case WeightFormat::Q4_K:
    case WeightFormat::Q5_K:
    case WeightFormat::Q6_K:
      return 4;
  }
  return 4;
}

KernelSet select_kernels() {
  KernelSet set;
  portable_kernels(set);
  const char* requested = std::getenv("TESSERA_CPU_KERNELS");
  const std::string_view wanted = requested ? requested : "";
  if (wanted == "portable") return set;
#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
  __builtin_cpu_init();
  const bool has_avx2 =
      __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && has_f16c();
  const bool has_avx512 = has_avx2 && __builtin_cpu_supports("avx512f") &&
                          __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl");
  if (has_avx512 && wanted != "avx2") {
    KernelSet wide;
    if (avx512_kernels(wide)) {
      if (wanted != "avx512" && has_avx512_bf16()) avx512_bf16_kernels(wide);
      return wide;
    }
  }
  if (has_avx2) {
    KernelSet narrow;
    if (avx2_kernels(narrow)) return narrow;
  }
#endif
  return set;
}

int cache_block_rows(const WeightMatrix& w) {
  const std::size_t row_bytes = static_cast<std::size_t>(w.cols) * element_bytes(w.format);
  const int fit = static_cast<int>((std::size_t{128} << 10) / std::max<std::size_t>(1, row_bytes));
  return std::clamp(fit / 8 * 8, 8, kMaxBlockRows);
}

int token_chunk(const WeightMatrix& w, int activation_bytes) {
  constexpr int kSmallBlockRows = 8;  // cache_block_rows()' least
  constexpr int kChunkStep = 12;      // passes of 4 tokens and of int8's 3
  constexpr int kLeastChunk = 24;
  const int fit = kChunkActivationBytes / std::max(1, w.cols * activation_bytes);
  if (fit >= kTokenChunk || cache_block_rows(w) > kSmallBlockRows) return kTokenChunk;
  return std::max(kLeastChunk, fit / kChunkStep * kChunkStep);
}

void copy_by_columns(const void* row_major, std::size_t element_bytes, int rows, int cols,
                     void* columns) {
  const auto* in = static_cast<const std::byte*>(row_major);
  auto* out = static_cast<std::byte*>(columns);
  const std::size_t stride = by_columns_stride(rows);
  std::memset(out, 0, stride * cols * element_bytes);
  for (int row = 0; row < rows; ++row) {
    for (int col = 0; col < cols; ++col) {
      std::memcpy(out + (col * stride + row) * element_bytes,
                  in + (static_cast<std::size_t>(row) * cols + col) * element_bytes, element_bytes);
    }
  }
}

void pack_rows(ThreadPool& pool, const void* row_major, std::size_t element_bytes, int rows,
               int cols, void* packed) {
  const auto* in = static_cast<const std::byte*>(row_major);
  auto* out = static_cast<std::byte*>(packed);
  const int groups = (rows + kPackedRows - 1) / kPackedRows;
  pool.parallel_for(groups, [&](int group, int) {
    const int first = group * kPackedRows;
    for (int row = first; row < std::min(rows, first + kPackedRows); ++row) {
      for (int piece = 0; piece < cols; piece += kPackedChunk) {
        const std::size_t length = std::min(kPackedChunk, cols - piece);
        std::memcpy(out + packed_offset(rows, cols, row, piece) * element_bytes,
                    in + (static_cast<std::size_t>(row) * cols + piece) * element_bytes,
                    length * element_bytes);
      }
    }
  });
}

void copy_across(ThreadPool& pool, const void* from, std::size_t bytes, void* to) {
  constexpr std::size_t kPiece = std::size_t{1} << 20;
  const int pieces = static_cast<int>((bytes + kPiece - 1) / kPiece);
  pool.parallel_for(pieces, [&](int piece, int) {
    const std::size_t begin = static_cast<std::size_t>(piece) * kPiece;
    std::memcpy(static_cast<std::byte*>(to) + begin, static_cast<const std::byte*>(from) + begin,
                std::min(kPiece, bytes - begin));
  });
}

}  // namespace tessera::cpu
