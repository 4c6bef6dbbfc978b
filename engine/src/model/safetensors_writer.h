// Writing .safetensors files tensor by tensor, in chunks, so a multi-gigabyte model never has to
// be held in memory.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "tessera/dtype.h"

namespace tessera {

struct TensorToWrite {
  std::string name;
  DType dtype = DType::F32;
  std::vector<std::int64_t> shape;
  // Fills `out` with the tensor's elements [first, first + out.size()) as float32; they are
  // rounded to `dtype` when written.
  std::function<void(std::size_t first, std::span<float> out)> values;

  std::size_t numel() const;
  std::size_t nbytes() const { return numel() * dtype_size(dtype); }
};

// Writes the tensors in order to `path` (through a temporary file renamed at the end, so a
// failed write never leaves a half file under the real name). Throws tessera::Error on I/O errors.
void write_safetensors(const std::string& path, const std::vector<TensorToWrite>& tensors);

}  // namespace tessera
