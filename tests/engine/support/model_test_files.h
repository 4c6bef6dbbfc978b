// Helpers for the model-loading tests: the shipped model's location, small file writers and a
// way to capture the message of a tessera::Error.
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "model/safetensors_writer.h"

namespace tessera::test {

std::string stories260k_dir();

// The message of the tessera::Error that `action` throws; "<no error>" when it throws nothing.
std::string error_message(const std::function<void()>& action);

void write_bytes(const std::string& path, const std::string& bytes);
nlohmann::json read_json(const std::string& path);
void write_json(const std::string& path, const nlohmann::json& json);

// A safetensors file with a hand-written header (length prefix added) and `data_size` data bytes.
void write_raw_safetensors(const std::string& path, const std::string& header,
                           std::size_t data_size);

// Copies the model in `source_dir` to `target_dir` after letting `edit` change its tensors
// (drop one, reshape one, ...); other files are copied unchanged.
void copy_model_with_tensors(const std::string& source_dir, const std::string& target_dir,
                             const std::function<void(std::vector<TensorToWrite>&)>& edit);

// A tensor of the given shape and dtype filled with `value`.
TensorToWrite constant_tensor(std::string name, DType dtype, std::vector<std::int64_t> shape,
                              float value);

}  // namespace tessera::test
