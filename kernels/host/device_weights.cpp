#include "host/device_weights.h"

#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <string>

#include "tessera/error.h"

namespace tessera::cuda {
namespace {

// Writes tensor's elements into dst in dtype `to` (exact copy when the dtypes agree).
void convert_into(const TensorView& tensor, DType to, std::byte* dst) {
  const std::size_t n = static_cast<std::size_t>(tensor.numel());
  if (tensor.data == nullptr || tensor.nbytes != n * dtype_size(tensor.dtype)) {
    throw Error::untranslated("CUDA upload: tensor '" + tensor.name + "' holds " +
                              std::to_string(tensor.nbytes) + " bytes, expected " +
                              std::to_string(n) + " elements of " +
                              std::string(dtype_name(tensor.dtype)));
  }
  if (tensor.dtype == to) {
    std::memcpy(dst, tensor.data, tensor.nbytes);
    return;
  }
  std::vector<float> values(n);
  convert_to_f32(tensor.dtype, tensor.data, values.data(), n);
  if (to == DType::F32) {
    std::memcpy(dst, values.data(), n * sizeof(float));
    return;
  }
  auto* out = reinterpret_cast<std::uint16_t*>(dst);
  for (std::size_t i = 0; i < n; ++i) {
    out[i] = to == DType::F16 ? f32_to_f16(values[i]) : f32_to_bf16(values[i]);
  }
}

std::string shape_text(const std::vector<std::int64_t>& shape) {
  std::string text = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + "]";
}

void require_shape(const TensorView& tensor, std::vector<std::int64_t> expected) {
  if (tensor.shape != expected) {
    throw Error::untranslated("CUDA upload: tensor '" + tensor.name + "' has shape " +
                              shape_text(tensor.shape) + ", expected " + shape_text(expected));
  }
}

// Uploads the tensors one after the other into one device buffer, rows concatenated.
DeviceBuffer upload(std::initializer_list<const TensorView*> parts, DType to,
                    std::size_t& total_bytes) {
  std::size_t bytes = 0;
  for (const TensorView* part : parts) bytes += part->numel() * dtype_size(to);
  DeviceBuffer buffer(bytes, "weights '" + (*parts.begin())->name + "'");
  std::vector<std::byte> staging(bytes);
  std::size_t offset = 0;
  for (const TensorView* part : parts) {
    convert_into(*part, to, staging.data() + offset);
    offset += part->numel() * dtype_size(to);
  }
  buffer.upload(staging.data(), bytes);
  total_bytes += bytes;
  return buffer;
}

}  // namespace

DeviceWeights upload_weights(const ModelConfig& config, const ModelWeights& weights,
                             DType compute_dtype) {
  if (static_cast<int>(weights.layers.size()) != config.num_layers) {
    throw Error::untranslated("CUDA upload: " + std::to_string(weights.layers.size()) +
                              " layers of weights, " + "config.json says " +
                              std::to_string(config.num_layers));
  }
  DeviceWeights device;
  device.dtype = compute_dtype;
  std::size_t& total = device.total_bytes;
  const DType to = compute_dtype;
  const std::int64_t hidden = config.hidden_size;
  const std::int64_t vocab = config.vocab_size;
  const std::int64_t q_dim = static_cast<std::int64_t>(config.num_heads) * config.head_dim;
  const std::int64_t kv_dim = static_cast<std::int64_t>(config.num_kv_heads) * config.head_dim;
  const std::int64_t inter = config.intermediate_size;
  require_shape(weights.embed_tokens, {vocab, hidden});
  device.embed_tokens = upload({&weights.embed_tokens}, to, total);
  for (const LayerWeights& layer : weights.layers) {
    require_shape(layer.input_norm, {hidden});
    require_shape(layer.q_proj, {q_dim, hidden});
    require_shape(layer.k_proj, {kv_dim, hidden});
    require_shape(layer.v_proj, {kv_dim, hidden});
    require_shape(layer.o_proj, {hidden, q_dim});
    require_shape(layer.post_attention_norm, {hidden});
    require_shape(layer.gate_proj, {inter, hidden});
    require_shape(layer.up_proj, {inter, hidden});
    require_shape(layer.down_proj, {hidden, inter});
    DeviceLayer& d = device.layers.emplace_back();
    d.input_norm = upload({&layer.input_norm}, to, total);
    d.qkv_proj = upload({&layer.q_proj, &layer.k_proj, &layer.v_proj}, to, total);
    if (config.qkv_bias) {  // Qwen2
      require_shape(layer.q_bias, {q_dim});
      require_shape(layer.k_bias, {kv_dim});
      require_shape(layer.v_bias, {kv_dim});
      d.qkv_bias = upload({&layer.q_bias, &layer.k_bias, &layer.v_bias}, to, total);
    }
    if (config.qk_norm) {  // Qwen3
      require_shape(layer.q_norm, {config.head_dim});
      require_shape(layer.k_norm, {config.head_dim});
      d.q_norm = upload({&layer.q_norm}, to, total);
      d.k_norm = upload({&layer.k_norm}, to, total);
    }
    d.o_proj = upload({&layer.o_proj}, to, total);
    if (config.o_bias) {
      require_shape(layer.o_bias, {hidden});
      d.o_bias = upload({&layer.o_bias}, to, total);
    }
    if (config.mlp_bias) {
      require_shape(layer.gate_bias, {inter});
      require_shape(layer.up_bias, {inter});
      require_shape(layer.down_bias, {hidden});
      d.gate_up_bias = upload({&layer.gate_bias, &layer.up_bias}, to, total);
      d.down_bias = upload({&layer.down_bias}, to, total);
    }
    d.post_attention_norm = upload({&layer.post_attention_norm}, to, total);
    d.gate_up_proj = upload({&layer.gate_proj, &layer.up_proj}, to, total);
    d.down_proj = upload({&layer.down_proj}, to, total);
  }
  require_shape(weights.final_norm, {hidden});
  device.final_norm = upload({&weights.final_norm}, to, total);
  if (weights.lm_head.data != weights.embed_tokens.data) {
    require_shape(weights.lm_head, {vocab, hidden});
    device.lm_head = upload({&weights.lm_head}, to, total);
  }
  return device;
}

}  // namespace tessera::cuda
