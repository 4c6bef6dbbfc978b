#include "runtime/cpu/forward/weights.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "runtime/cpu/cache_line_vector.h"
#include "runtime/cpu/forward/quantize.h"
#include "runtime/cpu/mapping_pages.h"
#include "tessera/error.h"

namespace tessera::cpu {

WeightFormat held_format(Quantization quantize, DType dtype) {
  switch (quantize) {
    case Quantization::Int8:
      return WeightFormat::Int8;
    case Quantization::BF16:
      return WeightFormat::BF16Dot;
    case Quantization::Q4:
      return held_format(Quantization::None, *q4_dtype(dtype, 256, false));
    case Quantization::None:
      break;
  }
  switch (dtype) {
    case DType::F16:
      return WeightFormat::F16;
    case DType::BF16:
      return WeightFormat::BF16;
    case DType::Q8_0:
      return WeightFormat::Q8_0;
    case DType::Q4_0:
      return WeightFormat::Q4_0;
    case DType::Q4_K:
      return WeightFormat::Q4_K;
    case DType::Q5_K:
      return WeightFormat::Q5_K;
    case DType::Q6_K:
      return WeightFormat::Q6_K;
    case DType::F32:
      break;
  }
  return WeightFormat::F32;
}

namespace {

// A file's dtypes that Quantization::Q4 holds as they are: already of 4 to 6 bits.
bool kept_under_q4(DType dtype) {
  return dtype == DType::Q4_0 || dtype == DType::Q4_K || dtype == DType::Q5_K ||
         dtype == DType::Q6_K;
}

}  // namespace

std::optional<DType> q4_dtype(DType dtype, int cols, bool more_bits) {
  if (kept_under_q4(dtype)) return dtype;
  if (cols % 256 == 0) return more_bits ? DType::Q6_K : DType::Q4_K;
  if (cols % 32 == 0) return more_bits ? DType::Q8_0 : DType::Q4_0;
  return std::nullopt;
}

bool more_bits_layer(int layer, int layers) {
  return layer < layers / 8 || layer >= 7 * layers / 8 || (layer - layers / 8) % 3 == 2;
}

namespace {

// Drops the whole pages of a tensor in the file mapping from this process's resident memory once
// its int8 copy is made: an int8 model then holds about the int8 size, not the file as well. The
// pages stay in the page cache, and a later read (an embedding row of a tied LM head) maps them
// back. Never for a copy on the heap, where MADV_DONTNEED would zero the data.
void release_mapped_pages(const TensorView& view) {
#if defined(__linux__)
  if (!view.mapped) return;
  const auto page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
  const auto start = reinterpret_cast<std::uintptr_t>(view.data);
  const std::uintptr_t begin = (start + page - 1) / page * page;
  const std::uintptr_t end = (start + view.nbytes) / page * page;
  if (end > begin) ::madvise(reinterpret_cast<void*>(begin), end - begin, MADV_DONTNEED);
#else
  (void)view;
#endif
}

class Binder {
 public:
  Binder(CpuWeights& out, Quantization quantize, ThreadPool& pool)
      : out_(out), quantize_(quantize), pool_(pool) {}

  // First every matrix to bind is planned, then the copies' memory taken at once, then each bound.
  void plan(const TensorView& view) {
    if (by_columns(view)) {
      copy_kinds_.emplace(&view, CopyKind::ByColumns);
    } else if (copies(view)) {
      planned_bytes_ += round_up_to_line(view.nbytes);
    }
  }
  void reserve_copies() {
    huge_copies_ = HugePageAllocator<std::byte>::maps(planned_bytes_);
    std::size_t bytes = 0;
    for (const auto& [tensor, kind] : copy_kinds_) {
      if (kind != CopyKind::Whole || huge_copies_) bytes += copy_bytes(*tensor, kind);
    }
    if (bytes > 0) copies_ = out_.copy_storage.emplace_back(bytes).data();
  }

  // `more_bits`: Quantization::Q4 holds the matrix in Q6_K or Q8_0 (q4_dtype()).
  WeightMatrix matrix(const TensorView& view, bool more_bits = false) {
    WeightMatrix m;
    m.rows = static_cast<int>(view.shape.at(0));
    m.cols = static_cast<int>(view.shape.at(1));
    m.format = held_format(quantize_, view.dtype);
    if (requantizes(view)) {
      const std::optional<DType> to = q4_dtype(view.dtype, m.cols, more_bits);
      return to ? blocks(view, *to, m) : int8(view, m);
    }
    if (is_block_format(m.format)) {
      // As the file has them, never widened: the matmul multiplies the blocks' integers
      // (kernel_set.h). In place, or moved into huge pages as F32/F16/BF16 are (copies()).
      m.data = view.data;
      if (copy_kinds_.contains(&view) && huge_copies_) {
        std::byte* copy = copies_ + next_copy_;
        next_copy_ += copy_bytes(view, CopyKind::Whole);
        copy_across(pool_, view.data, view.nbytes, copy);
        release_mapped_pages(view);
        m.data = copy;
      }
      return m;
    }
    if (quantize_ == Quantization::BF16 && view.dtype != DType::BF16) {
      auto& rounded = out_.bf16_storage.emplace_back(static_cast<std::size_t>(m.rows) * m.cols);
      m.packed = m.cols > kPackAboveCols;  // the copy is made anyway: pack whenever rows are long
      round_to_bf16(pool_, view.dtype, view.data, m.rows, m.cols, rounded.data(), m.packed);
      release_mapped_pages(view);
      m.data = rounded.data();
      return m;
    }
    if (quantize_ != Quantization::Int8) {
      m.data = view.data;
      const auto found = copy_kinds_.find(&view);
      if (found == copy_kinds_.end()) return m;
      const CopyKind kind = found->second;
      if (kind == CopyKind::Whole && !huge_copies_) return m;
      std::byte* copy = copies_ + next_copy_;
      next_copy_ += copy_bytes(view, kind);
      m.packed = kind == CopyKind::Packed;
      m.by_columns = kind == CopyKind::ByColumns;
      if (m.packed) {
        pack_rows(pool_, view.data, dtype_size(view.dtype), m.rows, m.cols, copy);
      } else if (m.by_columns) {
        copy_by_columns(view.data, dtype_size(view.dtype), m.rows, m.cols, copy);
      } else {
        copy_across(pool_, view.data, view.nbytes, copy);
      }
      release_mapped_pages(view);
      m.data = copy;
      return m;
    }
    return int8(view, m);
  }

 private:
  // How a matrix is copied: as it is, its long rows packed, or by columns (kernels/kernel_set.h).
  enum class CopyKind { Whole, Packed, ByColumns };

  // Whether `view` is quantized to blocks (or int8) at load under Quantization::Q4.
  bool requantizes(const TensorView& view) const {
    return quantize_ == Quantization::Q4 && !kept_under_q4(view.dtype);
  }

  // `view` quantized to the block dtype `to`, from the file's dtype a row at a time on every
  // thread.
  WeightMatrix blocks(const TensorView& view, DType to, WeightMatrix m) {
    m.format = held_format(Quantization::None, to);
    auto& storage =
        out_.block_storage.emplace_back(dtype_bytes(to, static_cast<std::size_t>(m.rows) * m.cols));
    quantize_to_blocks(pool_, view.dtype, view.data, m.rows, m.cols, to, storage.data());
    release_mapped_pages(view);
    m.data = storage.data();
    return m;
  }

  // `view` quantized to int8, from the file's dtype a row at a time on every thread: a float32
  // copy of each matrix first took 14 s for TinyLlama on one thread, most of it zeroing and
  // converting the copies.
  WeightMatrix int8(const TensorView& view, WeightMatrix m) {
    m.format = WeightFormat::Int8;
    auto& q = out_.int8_storage.emplace_back(static_cast<std::size_t>(m.rows) * m.cols);
    const int groups = (m.cols + kInt8Group - 1) / kInt8Group;
    auto& scales = out_.scale_storage.emplace_back(static_cast<std::size_t>(m.rows) * groups);
    m.packed = m.cols > kPackAboveCols;  // the copy is made anyway: pack whenever rows are long
    quantize_int8(pool_, view.dtype, view.data, m.rows, m.cols, q.data(), scales.data(), m.packed);
    release_mapped_pages(view);
    m.data = q.data();
    m.scales = scales.data();
    return m;
  }

  static std::size_t round_up_to_line(std::size_t bytes) { return (bytes + 63) / 64 * 64; }

  static std::size_t copy_bytes(const TensorView& view, CopyKind kind) {
    if (kind != CopyKind::ByColumns) return round_up_to_line(view.nbytes);
    return round_up_to_line(
        static_cast<std::size_t>(by_columns_stride(static_cast<int>(view.shape.at(0)))) *
        view.shape.at(1) * dtype_size(view.dtype));
  }

  // Whether `view` is copied by columns: an F32/F16/BF16 matrix kept in its dtype with rows of at
  // most kByColumnsMaxCols, small enough to stay in cache (kernels/kernel_set.h). From the mapping
  // or not: it is small.
  bool by_columns(const TensorView& view) const {
    return quantize_ == Quantization::None && !is_block_quantized(view.dtype) &&
           view.shape.at(1) <= kByColumnsMaxCols && view.nbytes <= kByColumnsMaxBytes;
  }

  // Whether `view` is bound as a copy that takes the place of the file's pages (noting whether
  // the copy is packed): F32/F16/BF16 weights from the mapping, long rows in the packed order
  // (kernels/kernel_set.h), the others where they lie off cache lines or where the file's mapping
  // gets only 4 KiB pages (mapping_pages.h), and only if the copies of all of them fill a huge page
  // (reserve_copies()): they then all lie in one buffer of huge pages
  // (huge_page_allocator.h), each on a cache line: from 4 KiB pages the copy decodes faster. In
  // place where the mapping has huge pages and the tensor is on cache lines (as fast there), as
  // the copy's fresh memory costs load time (much more after a virtual machine's host took the
  // pages back). The mapping as a whole decides (sessions 20 and 24, docs/benchmarks/history/).
  // Only from the mapping: a tensor already on the heap would be held twice.
  bool copies(const TensorView& view) {
    if (quantize_ == Quantization::Int8 || requantizes(view) || !view.mapped) return false;
    if (quantize_ == Quantization::BF16 && view.dtype != DType::BF16) return false;
    // Block-quantized rows are never packed (the matmul reads them a row at a time).
    const bool packs = view.shape.at(1) > kPackAboveCols && !is_block_quantized(view.dtype);
    if (!packs && on_a_line(view) && !in_small_pages(view)) return false;
    copy_kinds_.emplace(&view, packs ? CopyKind::Packed : CopyKind::Whole);
    return true;
  }

  // Whether `view` starts on a cache line. A safetensors file aligns its tensors to 8 bytes only
  // (the header's padding), and off a line half of a row's BF16 registers straddle two lines:
  // measured much slower for stories110m BF16; TinyLlama, which waits on memory, the same
  // (session 24, docs/benchmarks/history/cpu-backend-sessions-21-28.md).
  static bool on_a_line(const TensorView& view) {
    return reinterpret_cast<std::uintptr_t>(view.data) % kCacheLineBytes == 0;
  }

  // Whether `view` lies in a file mapping that maps its pages 4 KiB at a time (asked once a file).
  bool in_small_pages(const TensorView& view) {
    const auto address = reinterpret_cast<std::uintptr_t>(view.data);
    for (const MappingPages& known : mappings_) {
      if (known.begin <= address && address < known.end) return !known.huge;
    }
    const MappingPages pages = mapping_pages(view.data);
    if (!pages.found) return false;
    return !mappings_.emplace_back(pages).huge;
  }

  CpuWeights& out_;
  Quantization quantize_;
  ThreadPool& pool_;
  std::vector<MappingPages> mappings_;
  std::map<const TensorView*, CopyKind> copy_kinds_;  // the tensors to copy, and how
  std::size_t planned_bytes_ = 0;
  bool huge_copies_ = false;     // whether the unpacked copies are made (they fill a huge page)
  std::byte* copies_ = nullptr;  // in out_.copy_storage
  std::size_t next_copy_ = 0;
};

}  // namespace

namespace {

// In the order Binder::plan saw the matrices (its copies are handed out in that order).
// `more_bits`: Quantization::Q4 holds the V and down projections in more bits.
CpuWeights::Layer bind_layer(Binder& bind, const LayerWeights& layer, bool more_bits) {
  CpuWeights::Layer bound;
  bound.input_norm = layer.input_norm.to_f32();
  bound.wq = bind.matrix(layer.q_proj);
  bound.wk = bind.matrix(layer.k_proj);
  bound.wv = bind.matrix(layer.v_proj, more_bits);
  bound.wo = bind.matrix(layer.o_proj);
  bound.post_attention_norm = layer.post_attention_norm.to_f32();
  bound.w_gate = bind.matrix(layer.gate_proj);
  bound.w_up = bind.matrix(layer.up_proj);
  bound.w_down = bind.matrix(layer.down_proj, more_bits);
  bound.q_bias = layer.q_bias.to_f32();
  bound.k_bias = layer.k_bias.to_f32();
  bound.v_bias = layer.v_bias.to_f32();
  bound.o_bias = layer.o_bias.to_f32();
  bound.gate_bias = layer.gate_bias.to_f32();
  bound.up_bias = layer.up_bias.to_f32();
  bound.down_bias = layer.down_bias.to_f32();
  bound.q_norm = layer.q_norm.to_f32();
  bound.k_norm = layer.k_norm.to_f32();
  return bound;
}

}  // namespace

CpuWeights bind_cpu_weights(const ModelConfig& config, const ModelWeights& weights,
                            Quantization quantize, ThreadPool& pool) {
  if (static_cast<int>(weights.layers.size()) != config.num_layers) {
    throw Error(tessera::Message::tr(
                    "CPU backend: weights have %1 layers, config.json says num_hidden_layers = %2"),
                weights.layers.size(), config.num_layers);
  }
  CpuWeights out;
  Binder bind(out, quantize, pool);
  for (const LayerWeights& layer : weights.layers) {
    for (const TensorView* view : {&layer.q_proj, &layer.k_proj, &layer.v_proj, &layer.o_proj,
                                   &layer.gate_proj, &layer.up_proj, &layer.down_proj}) {
      bind.plan(*view);
    }
  }
  bind.plan(weights.lm_head);
  bind.reserve_copies();
  out.embed = weights.embed_tokens;
  const int layers = static_cast<int>(weights.layers.size());
  for (int i = 0; i < layers; ++i) {
    out.layers.push_back(bind_layer(bind, weights.layers[i], more_bits_layer(i, layers)));
  }
  out.final_norm = weights.final_norm.to_f32();
  out.lm_head = bind.matrix(weights.lm_head, true);
  return out;
}

void embedding_row(const TensorView& embed, int token, int hidden, float* out) {
  const std::size_t offset = dtype_bytes(embed.dtype, static_cast<std::size_t>(token) * hidden);
  convert_to_f32(embed.dtype, embed.data + offset, out, hidden);
}

}  // namespace tessera::cpu
