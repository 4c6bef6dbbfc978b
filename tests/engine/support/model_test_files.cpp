#include "support/model_test_files.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "model/safetensors.h"
#include "tessera/error.h"
#include "tessera/model_writer.h"

namespace fs = std::filesystem;

namespace tessera::test {

std::string stories260k_dir() {
  return std::string(TESSERA_MODELS_DIR) + "/stories260K";
}

std::string error_message(const std::function<void()>& action) {
  try {
    action();
  } catch (const Error& e) {
    return e.what();
  }
  return "<no error>";
}

void write_bytes(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << bytes;
}

nlohmann::json read_json(const std::string& path) {
  std::ifstream in(path);
  return nlohmann::json::parse(in);
}

void write_json(const std::string& path, const nlohmann::json& json) {
  write_bytes(path, json.dump(2));
}

void write_raw_safetensors(const std::string& path, const std::string& header,
                           std::size_t data_size) {
  std::string bytes(8, '\0');
  for (int i = 0; i < 8; ++i) bytes[i] = static_cast<char>((header.size() >> (8 * i)) & 0xff);
  bytes += header;
  bytes.append(data_size, '\0');
  write_bytes(path, bytes);
}

void copy_model_with_tensors(const std::string& source_dir, const std::string& target_dir,
                             const std::function<void(std::vector<TensorToWrite>&)>& edit) {
  fs::create_directories(target_dir);
  for (const fs::directory_entry& entry : fs::directory_iterator(source_dir)) {
    if (entry.path().extension() == ".safetensors") continue;
    copy_file_writable(entry.path().string(),
                       (fs::path(target_dir) / entry.path().filename()).string());
  }
  const TensorSet set = read_model_tensors(source_dir);
  std::vector<TensorToWrite> tensors;
  for (const auto& [name, view] : set.tensors) {
    tensors.push_back(
        {name, view.dtype, view.shape, [view](std::size_t first, std::span<float> out) {
           convert_to_f32(view.dtype, view.data + first * dtype_size(view.dtype), out.data(),
                          out.size());
         }});
  }
  edit(tensors);
  write_safetensors((fs::path(target_dir) / "model.safetensors").string(), tensors);
}

TensorToWrite constant_tensor(std::string name, DType dtype, std::vector<std::int64_t> shape,
                              float value) {
  return {std::move(name), dtype, std::move(shape),
          [value](std::size_t, std::span<float> out) { std::fill(out.begin(), out.end(), value); }};
}

}  // namespace tessera::test
