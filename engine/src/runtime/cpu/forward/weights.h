// The CPU backend's view of the model weights: the linear layers in the file's dtype (F32, F16 or
// BF16, widened in the kernels; a GGUF file's Q8_0 ... Q6_K blocks, multiplied as integers by
// the matmul), in place in the mapped file or copied into huge pages at load where the
// mapping gets only 4 KiB pages (F32/F16/BF16 rows longer than kPackAboveCols always copied, in
// the packed order), or quantized to int8 or rounded to BF16 at load; the small vectors (norms) as
// float32 copies.
// Resident memory is the file's size (a copy's pages of the file are released); for int8 (and
// BF16 from an F32/F16 file), the copy and the file's other tensors (the converted ones' pages
// are released too).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "runtime/cpu/huge_page_allocator.h"
#include "runtime/cpu/kernels/kernel_set.h"
#include "tessera/backend/weights.h"
#include "tessera/model_config.h"
#include "tessera/quantization.h"

namespace tessera::cpu {

struct CpuWeights {
  struct Layer {
    std::vector<float> input_norm;           // [hidden]
    WeightMatrix wq;                         // [heads * head_dim][hidden]
    WeightMatrix wk;                         // [kv_heads * head_dim][hidden]
    WeightMatrix wv;                         // [kv_heads * head_dim][hidden]
    WeightMatrix wo;                         // [hidden][heads * head_dim]
    std::vector<float> post_attention_norm;  // [hidden]
    WeightMatrix w_gate;                     // [intermediate][hidden]
    WeightMatrix w_up;                       // [intermediate][hidden]
    WeightMatrix w_down;                     // [hidden][intermediate]
    // Empty where the model has none (ModelConfig::qkv_bias, o_bias, mlp_bias, qk_norm).
    std::vector<float> q_bias, k_bias, v_bias, o_bias;  // of wq, wk, wv, wo's outputs
    std::vector<float> gate_bias, up_bias, down_bias;   // of w_gate, w_up, w_down's outputs
    std::vector<float> q_norm, k_norm;                  // [head_dim]: Qwen3's per-head RMSNorm
  };
  TensorView embed;  // [vocab][hidden] in the file's dtype; rows are widened as tokens need them
  std::vector<Layer> layers;
  std::vector<float> final_norm;  // [hidden]
  WeightMatrix lm_head;           // [vocab][hidden]; the embedding itself when tied
  // Int8 copies and their scales (empty unless quantized), and one buffer of copies of the file's
  // linear layers (long rows packed, WeightMatrix::packed); WeightMatrix points into them.
  std::vector<HugePageBuffer<std::int8_t>> int8_storage;
  std::vector<HugePageBuffer<std::uint16_t>> bf16_storage;  // BF16 rounded from F32/F16
  std::vector<HugePageBuffer<std::byte>> block_storage;     // Quantization::Q4's blocks
  std::vector<HugePageBuffer<float>> scale_storage;
  std::vector<HugePageBuffer<std::byte>> copy_storage;
};

// The format the CPU backend holds a linear layer of a `dtype` file in under `quantize`: the
// file's own (F32, F16, BF16, Q8_0 ... Q6_K), Int8, or BF16Dot; under Q4, that of a matrix with
// rows of whole Q4_K blocks that gets no more bits (q4_dtype()).
WeightFormat held_format(Quantization quantize, DType dtype);

// The dtype a linear layer of a `dtype` file with rows of `cols` is held in under Quantization::Q4,
// llama.cpp's Q4_K_M mix: Q4_K, or Q6_K where `more_bits` (the LM head, and the V and down
// projections of the layers more_bits_layer() names); where rows are not whole blocks of 256,
// Q4_0 (Q8_0 where `more_bits`) in blocks of 32; a file's own Q4_0, Q4_K, Q5_K or Q6_K as it is
// (a Q8_0 file's blocks are quantized again). Nothing where rows are not whole blocks of 32 either:
// such a matrix is held as int8.
std::optional<DType> q4_dtype(DType dtype, int cols, bool more_bits);

// Whether layer `layer` of `layers` gets more bits under Quantization::Q4, as llama.cpp's Q4_K_M
// gives them (its use_more_bits): the first and last eighth of the layers and every third between.
bool more_bits_layer(int layer, int layers);

// Binds the weights of `weights` (which must outlive the result). Quantization::Int8 quantizes
// every linear layer and the LM head, on the threads of `pool`; Quantization::BF16 makes them
// WeightFormat::BF16Dot (in place from a BF16 file, rounded from F32 or F16); Quantization::Q4
// quantizes them to blocks (q4_dtype()).
CpuWeights bind_cpu_weights(const ModelConfig& config, const ModelWeights& weights,
                            Quantization quantize, ThreadPool& pool);

// The embedding row of `token` as float32.
void embedding_row(const TensorView& embed, int token, int hidden, float* out);

}  // namespace tessera::cpu
