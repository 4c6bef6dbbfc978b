// Matrix-times-activations kernels of the CPU backend, with weights in their storage format.
//
// Weights stay as the file has them (F32, F16, BF16) or as the load quantized them (int8 in groups
// of kInt8Group along a row, the last one possibly shorter, with a float32 scale per group); each
// weight is widened to float32 in a register and products are accumulated in float32. The kernel
// set is chosen once per backend from what the CPU supports (AVX-512, AVX2/FMA/F16C, or portable
// code) and held as function pointers: no ifunc or target_clones, whose resolvers run before main
// and crash under ThreadSanitizer.
//
// Hand-written rather than a BLAS: every output element is one dot product whose order of
// operations depends only on its own row and token (one accumulator of vector lanes, a fixed
// reduction tree, the leftover elements in order), never on how many tokens are computed with it
// or how threads split the rows. A sequence therefore gets bitwise the same logits alone or in any
// batch, which the batch-invariance tests check; BLAS GEMMs pick blockings by shape and lose that.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include "runtime/cpu/cache_line_vector.h"
#include "runtime/cpu/thread_pool.h"
#include "tessera/dtype.h"
#include "tessera/quantization.h"

namespace tessera::cpu {

// BF16Dot: BF16 weights whose matmuls round the activations to BF16 as well
// (Quantization::BF16), so each product is of two BF16 values, exact in float32, and sums stay
// float32: what `vdpbf16ps` computes, which AVX512_BF16 CPUs run at twice the products per
// instruction of a float32 multiply-add. Held to quality, not exactness, like int8.
// Q8_0 ... Q6_K: a GGUF file's block-quantized matrices, read in place from the mapping (or the
// blocks `--quantize q4` made). Their matmuls quantize the activations to int8 per token and sum
// integer products (KernelSet::block_dot, the reference model/gguf_dot.h), as llama.cpp does: held
// to quality, not exactness, like int8; batch invariant like every format.
enum class WeightFormat { F32, F16, BF16, Int8, BF16Dot, Q8_0, Q4_0, Q4_K, Q5_K, Q6_K };
constexpr int kWeightFormats = 10;

// Whether `format` is one of GGUF's block-quantized formats (Q8_0 ... Q6_K).
constexpr bool is_block_format(WeightFormat format) {
  return format >= WeightFormat::Q8_0;
}
// Whether a block-quantized format's matmul takes the activations in blocks of 256 (the K-quants)
// rather than of 32 (Q8_0, Q4_0): model/gguf_dot.h.
constexpr bool takes_super_blocks(WeightFormat format) {
  return format == WeightFormat::Q4_K || format == WeightFormat::Q5_K ||
         format == WeightFormat::Q6_K;
}
// Elements and bytes of one block of a block-quantized format (ggml-common.h).
int block_elements(WeightFormat format);
std::size_t block_bytes(WeightFormat format);

constexpr int kInt8Group = kInt8GroupSize;  // int8 weights: elements per float32 scale

// Up to this many tokens a matmul is bound by reading the weights from memory (decode of a few
// streams): each thread then streams one contiguous range of rows, one row at a time.
constexpr int kStreamingTokens = 4;

// More tokens than token_chunk() (a long prompt) go through a matrix in chunks of that many, so
// that the activations each block of rows meets stay in cache. All tokens at once read all of a
// long prompt's activations from L3 or memory again for every block: 12 MB for TinyLlama's 2,048
// columns at 1,500 tokens, 34 MB for its down projection. Chunks of 128 measured best on
// TinyLlama's long prompts (session 15, docs/benchmarks/history/cpu-backend-sessions-14-20.md).
constexpr int kTokenChunk = 128;
constexpr int kChunkActivationBytes = 1 << 20;  // token_chunk()

// A [rows][cols] matrix: data points into the mapped file (row-major) or into the backend's own
// int8 (row-major) or packed copy. scales ([rows][ceil(cols / kInt8Group)]) is set only for Int8.
// A block-quantized matrix is row-major blocks (in the file or the backend's own), never packed
// or by columns.
struct WeightMatrix {
  WeightFormat format = WeightFormat::F32;
  const void* data = nullptr;
  const float* scales = nullptr;
  int rows = 0;
  int cols = 0;
  bool packed = false;      // F32/F16/BF16 in the packed order below instead of row-major
  bool by_columns = false;  // F32/F16/BF16 stored by columns (below) instead of row-major
};

// Bytes of one element of a matrix of `format` (int8: without its scales; block-quantized: 4, so
// that its matmul hands out rows as an F32 matrix's).
std::size_t element_bytes(WeightFormat format);

// Bytes the matrix `w` holds (int8: without its scales; block-quantized: its blocks).
std::size_t weight_bytes(const WeightMatrix& w);

// "F32", "F16", "BF16", "INT8", "BF16DOT", "Q8_0", "Q4_0", "Q4_K", "Q5_K" or "Q6_K".
const char* weight_format_name(WeightFormat format);

// Packed order, for rows longer than kPackAboveCols: groups of kPackedRows rows, each group
// stored as its rows' first kPackedChunk elements one row after the other, then their next
// kPackedChunk, and so on (the last group may have fewer rows, the last piece fewer elements).
// Decoding reads a group in memory order, one stream, while each piece of the activations (4 KB
// of float32) serves all rows of the group. With whole rows the activations of a long row left
// L1 while its weights streamed past (22 KB for TinyLlama's down projection), and one core
// streamed such rows at half to two thirds of what it streams rows of 2,048 elements at. The
// kernels sum every row in the same order either way: the results are the same bits.
// Rows of 4,096 elements (16 KB of activations) lost about 15% and stay as they are: packing
// costs a copy at load, and a 7B model would copy all its matrices.
constexpr int kPackAboveCols = 4096;
constexpr int kPackedRows = 8;
constexpr int kPackedChunk = 1024;
static_assert(kPackedChunk % kInt8Group == 0, "an int8 group lies within one piece");

// Where element (row, col) of a packed [rows][cols] matrix lies, in elements from its start.
inline std::size_t packed_offset(int rows, int cols, int row, int col) {
  const int group = row - row % kPackedRows;
  const int group_rows = rows - group < kPackedRows ? rows - group : kPackedRows;
  const int piece = col - col % kPackedChunk;
  const int piece_length = cols - piece < kPackedChunk ? cols - piece : kPackedChunk;
  return static_cast<std::size_t>(group) * cols + static_cast<std::size_t>(piece) * group_rows +
         static_cast<std::size_t>(row - group) * piece_length + (col - piece);
}

// By columns, for small matrices with short rows (stories260K's, whose rows are 64 and 172 long):
// [cols][by_columns_stride(rows)], column k holding element k of every row side by side, zeros
// past the last row. The kernels then compute a register of rows at a time, each output one chain
// of multiply-adds over k in order, with nothing summed across lanes: the dot products of rows of
// 64 spent as much on summing each output's lanes as on the multiply-adds (by columns measured
// far faster on stories260K's shapes, session 21). Only where the whole
// matrix stays in cache, so reading it a column at a time costs nothing.
constexpr int kByColumnsMaxCols = 256;
constexpr std::size_t kByColumnsMaxBytes = std::size_t{256} << 10;
constexpr int kByColumnsAlign = 16;  // rows per column rounded up to this (any set's lanes)
inline int by_columns_stride(int rows) {
  return (rows + kByColumnsAlign - 1) / kByColumnsAlign * kByColumnsAlign;
}

// Copies the row-major [rows][cols] matrix `row_major` of `element_bytes`-byte elements into
// `columns` in the by-columns order (by_columns_stride(rows) * cols elements, the padding zeroed).
void copy_by_columns(const void* row_major, std::size_t element_bytes, int rows, int cols,
                     void* columns);

// Copies the row-major [rows][cols] matrix `row_major` of `element_bytes`-byte elements into
// `packed` (as many bytes) in the packed order, groups of rows split across the pool.
void pack_rows(ThreadPool& pool, const void* row_major, std::size_t element_bytes, int rows,
               int cols, void* packed);

// Copies `bytes` bytes from `from` to `to` in pieces split across the pool.
void copy_across(ThreadPool& pool, const void* from, std::size_t bytes, void* to);

// Rows of w per cache block when many tokens share the weights: small enough that a block and the
// next one (fetched while the block is used) stay in L2, and a multiple of eight (the widest tile),
// at most kMaxBlockRows.
constexpr int kMaxBlockRows = 64;
int cache_block_rows(const WeightMatrix& w);

// Tokens per chunk of w, whose activations are activation_bytes an element: kTokenChunk, or
// where a chunk's activations would pass kChunkActivationBytes (128 tokens of 2,048 float32)
// and a block holds at most 8 rows (cache_block_rows()), fewer: as many as fit, a multiple of 12
// (passes of 4 tokens, int8's of 3), at least 24 (each chunk reads the weights again). Activations
// beyond L2 come from L3 again for every block, half a byte per multiply-add with blocks of 8
// rows (TinyLlama's down projection: 5,632 columns, 2.9 MB at 128 tokens). Int8's blocks of 16
// rows or more read half as much per multiply-add, which its slower tiles keep up with: shorter
// chunks cost its prompt time (session 33, docs/benchmarks/history/cpu-backend-sessions-29-34.md).
int token_chunk(const WeightMatrix& w, int activation_bytes);

// One layer's cache. V: [num_blocks][block_size][kv_heads][head_dim]. K:
// [num_blocks][kv_heads][head_dim][key_stride()]: each block's keys transposed, dimension d of
// its positions side by side, rows padded to a multiple of eight positions. The attention then
// scores eight positions of a head as lane-wise products and sums, with nothing summed across
// lanes (with keys stored position by position, a head of 8 spent more on those sums than on the
// products).
struct PagedKv {
  static constexpr int kKeyAlign = 8;  // positions: the attention's lanes
  float* k = nullptr;
  float* v = nullptr;
  int block_size = 0;
  int kv_heads = 0;
  int head_dim = 0;
  int key_stride() const { return (block_size + kKeyAlign - 1) / kKeyAlign * kKeyAlign; }
  std::size_t key_block_floats() const {
    return static_cast<std::size_t>(kv_heads) * head_dim * key_stride();
  }
  std::size_t value_block_floats() const {
    return static_cast<std::size_t>(block_size) * kv_heads * head_dim;
  }
  // The keys of kv head `kv_head` in block `block`: [head_dim][key_stride()].
  std::size_t key_block_offset(std::int64_t block, int kv_head) const {
    return static_cast<std::size_t>(block) * key_block_floats() +
           static_cast<std::size_t>(kv_head) * head_dim * key_stride();
  }
  // Dimension 0 of the key of `slot` in kv head `kv_head`; dimension d is d * key_stride() on.
  std::size_t key_offset(std::int64_t slot, int kv_head) const {
    return key_block_offset(slot / block_size, kv_head) + slot % block_size;
  }
  // The value row of `slot` in kv head `kv_head` (head_dim floats).
  std::size_t value_offset(std::int64_t slot, int kv_head) const {
    return (static_cast<std::size_t>(slot) * kv_heads + kv_head) * head_dim;
  }
};

// The tokens one attention call serves: `count` consecutive tokens of one sequence, at positions
// first_position, first_position + 1, ..., their q and out rows ([heads][head_dim]) `row` floats
// apart. When new_k is set, the tokens' own k and v rows ([count][kv_heads][head_dim]) are not in
// the cache yet: the call writes them into their slots as it reaches their block (it then serves
// every head that reads them, and nothing else reads those slots in the meantime).
struct QueryRows {
  const float* q = nullptr;
  float* out = nullptr;
  int count = 1;
  int first_position = 0;
  std::size_t row = 0;
  const float* new_k = nullptr;
  const float* new_v = nullptr;
  int window = 0;  // > 0: query j attends to positions (its position - window, its position] only
};

// Floats of attention scratch per query head beyond its scores: eight past the last position
// (scores are stored eight positions at a time), a running maximum per lane, and one float.
constexpr int kAttentionScratchPerRow = 17;

// The query heads [head_begin, head_end) of each token of `queries`, whose sequence's cache
// blocks `table` lists: out[h] = softmax(q[h] · K[0..position] * scale) · V[0..position], reading
// kv head h / group (positions before the window, QueryRows::window, weigh zero). scratch holds
// queries.count * (head_end - head_begin) * (the last position rounded up to a multiple of 8, plus
// kAttentionScratchPerRow) floats. The result of a head depends only on that head's own query and
// cache rows (not on the other queries served with it), and is the same bits with every kernel set.
using AttendHeadsFn = void (*)(const QueryRows& queries, const PagedKv& cache,
                               const std::int32_t* table, int group, int head_begin, int head_end,
                               float scale, float* scratch);

// gate[i] = silu(gate[i]) * up[i] for i < n: the same bits with every kernel set.
using SiluMulFn = void (*)(float* gate, const float* up, std::size_t n);

// out[t][o] for o in [row_begin, row_end) and every t < tokens: x is [tokens][w.cols] of
// float32, or for WeightFormat::BF16Dot of BF16 (the activations through round_to_bf16); out is
// [tokens][out_stride].
using MatmulRowsFn = void (*)(const void* x, int tokens, const WeightMatrix& w, float* out,
                              int out_stride, int row_begin, int row_end);

// out[i] = x[i] rounded to BF16 for i < n (the activations of a BF16Dot matmul).
using RoundToBf16Fn = void (*)(const float* x, std::size_t n, std::uint16_t* out);

// out ([tokens][cols]) = x laid out as the set's BF16 tiles read the activations
// (split_bf16_pairs(), formats.inc).
using SplitBf16PairsFn = void (*)(const float* x, int tokens, int cols, float* out);

// The activations of a block-quantized matmul ([tokens][cols]), quantized per token as
// model/gguf_dot.h's quantize_activations() does: in blocks of 32 for Q8_0 and Q4_0 (scales32
// [tokens][cols / 32], q32 [tokens][cols]) and of 256 for the K-quants (scales256
// [tokens][cols / 256], q256 [tokens][cols], sums16 [tokens][cols / 16]); only the kinds some
// target takes are set.
struct QuantizedActivations {
  const float* scales32 = nullptr;
  const std::int8_t* q32 = nullptr;
  const float* scales256 = nullptr;
  const std::int8_t* q256 = nullptr;
  const std::int16_t* sums16 = nullptr;
};

// out[t][o] for o in [row_begin, row_end) and every t < tokens of the block-quantized `w`: bitwise
// model/gguf_dot.h's block_dot() of row o with token t's activations, with every set (an output
// depends on its own row and token only).
using BlockDotFn = void (*)(const QuantizedActivations& x, int tokens, const WeightMatrix& w,
                            float* out, int out_stride, int row_begin, int row_end);

// Independent multiply-add chains of the peak-FLOP/s loop: more than the multiply-add latency
// times the units, so the loop runs at the cores' peak.
constexpr int kPeakChains = 12;

struct KernelSet {
  const char* name = "portable";                  // "avx512bf16", "avx512", "avx2", "portable"
  MatmulRowsFn matmul_rows[kWeightFormats] = {};  // indexed by WeightFormat; none block-quantized
  BlockDotFn block_dot[kWeightFormats] = {};      // the block-quantized formats only
  RoundToBf16Fn round_to_bf16 = nullptr;
  // Set where the BF16 matmul takes its activations split into even and odd elements (x86 sets);
  // the matmul of a BF16 matrix by columns takes them as they are.
  SplitBf16PairsFn split_bf16_pairs = nullptr;
  AttendHeadsFn attend_heads = nullptr;
  SiluMulFn silu_mul = nullptr;
  // rounds x kPeakChains independent multiply-adds of the widest registers (`lanes` floats),
  // nothing from memory: what the cores can compute at most, for the bench's roofline.
  float (*multiply_add_chains)(long rounds, float seed) = nullptr;
  int lanes = 8;
};

// The fastest set this CPU runs. TESSERA_CPU_KERNELS=portable|avx2|avx512|avx512bf16 asks for a
// lower one (for comparisons and tests); a set the CPU lacks is never chosen. "avx512bf16" is the
// AVX-512 set with `vdpbf16ps` for WeightFormat::BF16Dot; every other format is the same code.
KernelSet select_kernels();

// Each set fills `set` and returns true when it was compiled in (x86-64 GCC/Clang builds).
bool avx512_kernels(KernelSet& set);
// Replaces the BF16Dot matmul of an AVX-512 set with the AVX512_BF16 one (when compiled in).
bool avx512_bf16_kernels(KernelSet& set);
bool avx2_kernels(KernelSet& set);
void portable_kernels(KernelSet& set);

}  // namespace tessera::cpu
