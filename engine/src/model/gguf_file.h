// Reading GGUF files, llama.cpp's single-file model format: a little-endian header ("GGUF",
// version 2 or 3, tensor and metadata counts), typed metadata key/values, tensor infos (name,
// dimensions innermost first, ggml type, offset), then the tensor data, each tensor aligned to
// general.alignment. read_gguf() maps the file and checks every count, length, type, offset and
// size against the file before anything points into it: a hostile file gets a tessera::Error
// naming the file, the key or tensor and the value, never a read outside the mapping.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/mapped_file.h"

namespace tessera {

// The ggml element types a tensor may have (ggml.h's enum ggml_type).
enum class GgmlType : std::uint32_t {
  F32 = 0,
  F16 = 1,
  Q4_0 = 2,
  Q8_0 = 8,
  Q4_K = 12,
  Q5_K = 13,
  Q6_K = 14,
  BF16 = 30,
};

// The storage of one ggml type: `block_size` elements take `type_size` bytes.
struct GgmlTypeInfo {
  std::string_view name;
  std::uint32_t block_size = 1;
  std::uint32_t type_size = 0;
};

// The layout of every type ggml defines (quantized ones Tessera cannot run included, so that
// their files still read); nullopt for a number ggml does not use.
std::optional<GgmlTypeInfo> ggml_type_info(std::uint32_t type);
// "Q4_K", or "type 77" for a number ggml does not use.
std::string ggml_type_name(std::uint32_t type);

enum class GgufValueType : std::uint32_t {
  U8 = 0,
  I8 = 1,
  U16 = 2,
  I16 = 3,
  U32 = 4,
  I32 = 5,
  F32 = 6,
  Bool = 7,
  String = 8,
  Array = 9,
  U64 = 10,
  I64 = 11,
  F64 = 12,
};
std::string_view gguf_value_type_name(GgufValueType type);

// One metadata value. Integers keep their bits in `bits` (sign-extended for the signed types),
// floats in `number`; an array holds its elements (all of `element_type`, never arrays).
struct GgufValue {
  GgufValueType type = GgufValueType::U8;
  std::uint64_t bits = 0;
  double number = 0;
  std::string text;
  GgufValueType element_type = GgufValueType::U8;
  std::vector<GgufValue> items;

  bool is_integer() const;
  bool is_signed() const;
  // The value as a whole number, if it is an integer type and fits; floats never convert.
  std::optional<std::int64_t> integer() const;
};

struct GgufTensorInfo {
  std::string name;
  std::vector<std::uint64_t> dims;  // ggml order: dims[0] is the innermost (a row's length)
  std::uint32_t type = 0;           // GgmlType, or another number ggml defines
  std::uint64_t offset = 0;         // from the start of the data section
  std::uint64_t nbytes = 0;
  const std::byte* data = nullptr;  // inside the mapping

  // Row-major shape, outermost first: dims reversed ([rows, columns] for a matrix).
  std::vector<std::int64_t> shape() const;
};

struct GgufFile {
  std::shared_ptr<const MappedFile> mapping;
  std::string path;
  std::uint32_t version = 0;
  std::uint64_t alignment = 32;
  std::uint64_t data_offset = 0;  // where the data section starts in the file
  std::map<std::string, GgufValue> metadata;
  std::vector<GgufTensorInfo> tensors;  // in file order

  const GgufValue* find(const std::string& key) const;
  const GgufTensorInfo* tensor(const std::string& name) const;
};

// Maps `path` and validates the whole header and every tensor's place in the data section.
GgufFile read_gguf(const std::string& path);

// True when `path` names a .gguf file (not a folder) rather than a model folder.
bool is_gguf_path(const std::string& path);

}  // namespace tessera
