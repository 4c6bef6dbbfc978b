// Whether a file of a model folder is there, without throwing: the names come from the user and
// from the folder's own JSON (a shard name in model.safetensors.index.json), and one too long for
// the file system would make std::filesystem::exists() throw std::filesystem::filesystem_error
// instead of the reader's own tessera::Error (found by fuzz_model_json). Such a name is not there.
#pragma once

#include <filesystem>
#include <system_error>

namespace tessera {

inline bool file_exists(const std::filesystem::path& path) {
  std::error_code unreadable;
  return std::filesystem::exists(path, unreadable);
}

}  // namespace tessera
