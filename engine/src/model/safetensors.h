// Reading .safetensors files: an 8-byte little-endian header length, a JSON header
// {"name": {"dtype", "shape", "data_offsets": [begin, end]}, "__metadata__": {...}}, then the data.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "tessera/backend/weights.h"
#include "tessera/message.h"

namespace tessera {

// The tensors of one or more safetensors files, each a view into its file's mapping.
struct TensorSet {
  std::map<std::string, TensorView> tensors;
  std::map<std::string, std::string> file_of;        // tensor name -> file name, for error messages
  std::vector<std::shared_ptr<const void>> storage;  // the mappings the views point into
  std::vector<std::shared_ptr<const MappedFile>> files;  // the mapped files among them
  std::string source;  // "model.safetensors" or "model.safetensors.index.json"
};

// Maps one file and validates its header: length, JSON, dtypes, shapes against byte sizes,
// offsets inside the data region and not overlapping. Errors name the file and the tensor.
// Every view's data is aligned to its dtype's size: the rare tensor a file places at an unaligned
// offset is copied out of the mapping.
TensorSet read_safetensors(const std::string& path);

// Reads <dir>/model.safetensors, or every shard named by <dir>/model.safetensors.index.json.
TensorSet read_model_tensors(const std::string& model_dir);

// Parses a safetensors dtype name ("F32", "F16", "BF16"); throws on anything else, with
// `context` (the file and tensor) before the reason.
DType parse_dtype(const std::string& name, const Message& context);

}  // namespace tessera
