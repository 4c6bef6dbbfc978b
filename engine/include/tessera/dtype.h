// The element types of model weights, as config.json and safetensors name them. Public because
// ModelConfig (model_config.h) and the model writer (model_writer.h) speak in them.
#pragma once

#include <cstddef>
#include <string_view>

namespace tessera {

enum class DType { F32, F16, BF16 };

std::size_t dtype_size(DType dtype);
std::string_view dtype_name(DType dtype);  // "F32", "F16", "BF16" (safetensors spelling)

}  // namespace tessera
