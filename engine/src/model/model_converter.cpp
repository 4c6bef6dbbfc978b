// write_converted_model: a copy of a model in another dtype and/or split into shards.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "model/json_fields.h"
#include "model/safetensors.h"
#include "model/safetensors_writer.h"
#include "tessera/error.h"
#include "tessera/model_writer.h"

namespace fs = std::filesystem;

namespace tessera {
namespace {

bool is_norm(const std::string& name) {
  return name.ends_with("norm.weight");  // input_layernorm, post_attention_layernorm, model.norm
}

TensorToWrite converted(const TensorView& view, const ConversionOptions& options) {
  const DType dtype = options.norms_in_f32 && is_norm(view.name) ? DType::F32 : options.dtype;
  return {view.name, dtype, view.shape, [view](std::size_t first, std::span<float> out) {
            convert_to_f32(view.dtype, view.data + dtype_bytes(view.dtype, first), out.data(),
                           out.size());
          }};
}

std::string shard_name(int index, int count) {
  char name[64];
  std::snprintf(name, sizeof name, "model-%05d-of-%05d.safetensors", index + 1, count);
  return name;
}

void write_sharded(const TensorSet& set, const fs::path& target, const ConversionOptions& options) {
  const int count = options.num_shards;
  nlohmann::ordered_json weight_map = nlohmann::ordered_json::object();
  std::vector<std::vector<TensorToWrite>> shards(count);
  std::size_t total_size = 0;
  std::size_t position = 0;
  for (const auto& [name, view] : set.tensors) {
    // Spread evenly by count, so no shard is empty when there are at least `count` tensors.
    const int shard = static_cast<int>(position++ * count / set.tensors.size());
    shards[shard].push_back(converted(view, options));
    total_size += shards[shard].back().nbytes();
    weight_map[name] = shard_name(shard, count);
  }
  for (int shard = 0; shard < count; ++shard) {
    write_safetensors((target / shard_name(shard, count)).string(), shards[shard]);
  }
  nlohmann::ordered_json index = {{"metadata", {{"total_size", total_size}}},
                                  {"weight_map", weight_map}};
  std::ofstream out(target / "model.safetensors.index.json", std::ios::trunc);
  out << index.dump(2) << "\n";
  out.close();
  if (!out) {
    throw Error(tessera::Message::tr("cannot write '%1'"),
                (target / "model.safetensors.index.json").string());
  }
}

// Every file except the weights, with config.json's torch_dtype set to the new dtype.
void copy_other_files(const fs::path& source, const fs::path& target, DType dtype) {
  for (const fs::directory_entry& entry : fs::directory_iterator(source)) {
    const std::string name = entry.path().filename().string();
    if (!entry.is_regular_file() || name.ends_with(".safetensors") ||
        name == "model.safetensors.index.json") {
      continue;
    }
    copy_file_writable(entry.path().string(), (target / name).string());
  }
  nlohmann::json config = read_json_file((source / "config.json").string(), "config.json");
  config["torch_dtype"] = torch_dtype_name(dtype);
  std::ofstream out(target / "config.json", std::ios::trunc);
  out << config.dump(2) << "\n";
  out.close();
  if (!out)
    throw Error(tessera::Message::tr("cannot write '%1'"), (target / "config.json").string());
}

}  // namespace

void write_converted_model(const std::string& source_dir, const std::string& target_dir,
                           const ConversionOptions& options) {
  const TensorSet set = read_model_tensors(source_dir);
  if (options.num_shards < 1 || static_cast<std::size_t>(options.num_shards) > set.tensors.size()) {
    throw Error(tessera::Message::tr("cannot split %1 tensors into %2 shards"), set.tensors.size(),
                options.num_shards);
  }
  fs::create_directories(target_dir);
  copy_other_files(source_dir, target_dir, options.dtype);
  if (options.num_shards == 1) {
    std::vector<TensorToWrite> tensors;
    for (const auto& [name, view] : set.tensors) tensors.push_back(converted(view, options));
    write_safetensors((fs::path(target_dir) / "model.safetensors").string(), tensors);
  } else {
    write_sharded(set, target_dir, options);
  }
}

}  // namespace tessera
