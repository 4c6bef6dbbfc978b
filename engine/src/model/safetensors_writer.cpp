#include "model/safetensors_writer.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "tessera/error.h"

namespace tessera {

static_assert(std::endian::native == std::endian::little,
              "safetensors is little-endian; this writer copies native bytes");

std::size_t TensorToWrite::numel() const {
  std::size_t count = 1;
  for (std::int64_t dim : shape) count *= static_cast<std::size_t>(dim);
  return count;
}

namespace {

// The JSON header, padded with spaces so the data region starts 8-byte aligned.
std::string header_text(const std::vector<TensorToWrite>& tensors) {
  nlohmann::ordered_json header;
  header["__metadata__"] = {{"format", "pt"}};
  std::size_t offset = 0;
  for (const TensorToWrite& tensor : tensors) {
    header[tensor.name] = {{"dtype", dtype_name(tensor.dtype)},
                           {"shape", tensor.shape},
                           {"data_offsets", {offset, offset + tensor.nbytes()}}};
    offset += tensor.nbytes();
  }
  std::string text = header.dump();
  text.append((8 - text.size() % 8) % 8, ' ');
  return text;
}

void encode(DType dtype, std::span<const float> values, std::vector<std::byte>& bytes) {
  bytes.resize(values.size() * dtype_size(dtype));
  if (dtype == DType::F32) {
    std::memcpy(bytes.data(), values.data(), bytes.size());
    return;
  }
  auto to_bits = dtype == DType::F16 ? f32_to_f16 : f32_to_bf16;
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::uint16_t bits = to_bits(values[i]);
    std::memcpy(bytes.data() + 2 * i, &bits, sizeof bits);
  }
}

void write_tensor(std::ofstream& out, const TensorToWrite& tensor) {
  constexpr std::size_t kChunk = std::size_t{1} << 20;
  std::vector<float> values;
  std::vector<std::byte> bytes;
  const std::size_t total = tensor.numel();
  for (std::size_t first = 0; first < total; first += kChunk) {
    values.resize(std::min(kChunk, total - first));
    tensor.values(first, values);
    encode(tensor.dtype, values, bytes);
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
    if (!out) return;  // a full disk: stop now; write_safetensors reports it
  }
}

}  // namespace

void write_safetensors(const std::string& path, const std::vector<TensorToWrite>& tensors) {
  const std::string partial = path + ".partial";
  try {
    std::ofstream out(partial, std::ios::binary | std::ios::trunc);
    if (!out) throw Error(tessera::Message::tr("cannot create '%1'"), partial);
    const std::string header = header_text(tensors);
    std::byte length[8];
    for (int i = 0; i < 8; ++i) {
      length[i] = static_cast<std::byte>((std::uint64_t{header.size()} >> (8 * i)) & 0xff);
    }
    out.write(reinterpret_cast<const char*>(length), sizeof length);
    out.write(header.data(), static_cast<std::streamsize>(header.size()));
    for (const TensorToWrite& tensor : tensors) write_tensor(out, tensor);
    out.close();
    if (!out) throw Error(tessera::Message::tr("cannot write '%1' (disk full?)"), partial);
  } catch (...) {
    std::error_code ignored;
    std::filesystem::remove(partial, ignored);
    throw;
  }
  std::error_code error;
  std::filesystem::rename(partial, path, error);
  if (error) {
    throw Error(tessera::Message::tr("cannot rename '%1' to '%2': %3"), partial, path,
                error.message());
  }
}

}  // namespace tessera
