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

  WeightMatrix matrix(const TensorView& view) {
    WeightMatrix m;
    m.rows = static_cast<int>(view.shape.at(0));
    m.cols = static_cast<int>(view.shape.at(1));
    m.format = held_format(quantize_, view.dtype);
    if (is_block_format(m.format)) {
      // As the file has them, never widened: the matmul dequantizes the rows it uses
      // (kernel_set.h), by columns where an F32 matrix of the same shape would be held so, to
      // compute as that one does. In place, or moved into huge pages as F32/F16/BF16 are
      // (copies()).
      m.by_columns =
          m.cols <= kByColumnsMaxCols &&
          static_cast<std::size_t>(m.rows) * m.cols * sizeof(float) <= kByColumnsMaxBytes;
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
    // From the file's dtype a row at a time on every thread: a float32 copy of each matrix first
    // took 14 s for TinyLlama on one thread, most of it zeroing and converting the copies.
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

 private:
  // How a matrix is copied: as it is, its long rows packed, or by columns (kernels/kernel_set.h).
  enum class CopyKind { Whole, Packed, ByColumns };

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
    if (quantize_ == Quantization::Int8 || !view.mapped) return false;
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
CpuWeights::Layer bind_layer(Binder& bind, const LayerWeights& layer) {
  CpuWeights::Layer bound;
  bound.input_norm = layer.input_norm.to_f32();
  bound.wq = bind.matrix(layer.q_proj);
  bound.wk = bind.matrix(layer.k_proj);
  bound.wv = bind.matrix(layer.v_proj);
  bound.wo = bind.matrix(layer.o_proj);
  bound.post_attention_norm = layer.post_attention_norm.to_f32();
  bound.w_gate = bind.matrix(layer.gate_proj);
  bound.w_up = bind.matrix(layer.up_proj);
  bound.w_down = bind.matrix(layer.down_proj);
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
  for (const LayerWeights& layer : weights.layers) out.layers.push_back(bind_layer(bind, layer));
  out.final_norm = weights.final_norm.to_f32();
  out.lm_head = bind.matrix(weights.lm_head);
  return out;
}

void embedding_row(const TensorView& embed, int token, int hidden, float* out) {
  const std::size_t offset = dtype_bytes(embed.dtype, static_cast<std::size_t>(token) * hidden);
  convert_to_f32(embed.dtype, embed.data + offset, out, hidden);
}

}  // namespace tessera::cpu
