#include "model/safetensors.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <limits>

#include "model/file_exists.h"
#include "model/json_fields.h"
#include "model/mapped_file.h"
#include "tessera/error.h"
#include "tessera/utf8_path.h"

namespace tessera {
namespace {

constexpr const char* kSingleFile = "model.safetensors";
constexpr const char* kIndexFile = "model.safetensors.index.json";

std::string file_name(const std::string& path) {
  return utf8_string(utf8_path(path).filename());
}

std::uint64_t read_le64(const std::byte* bytes) {
  std::uint64_t value = 0;
  for (int i = 7; i >= 0; --i) value = (value << 8) | std::to_integer<std::uint64_t>(bytes[i]);
  return value;
}

std::vector<std::int64_t> parse_shape(const nlohmann::json& shape, const Message& where) {
  if (!shape.is_array()) {
    throw Error(tessera::Message::tr("%1: 'shape' must be a list, got %2"), where,
                json_excerpt(shape));
  }
  std::vector<std::int64_t> dims;
  for (const auto& dim : shape) {
    if (!dim.is_number_integer() || dim.get<std::int64_t>() < 0) {
      throw Error(tessera::Message::tr("%1: 'shape' has a bad dimension %2"), where,
                  json_excerpt(dim));
    }
    dims.push_back(dim.get<std::int64_t>());
  }
  return dims;
}

// The byte size of a tensor, or throws when it overflows.
std::uint64_t byte_size(const std::vector<std::int64_t>& shape, DType dtype, const Message& where) {
  std::uint64_t bytes = dtype_size(dtype);
  for (std::int64_t dim : shape) {
    const auto d = static_cast<std::uint64_t>(dim);
    if (d != 0 && bytes > std::numeric_limits<std::uint64_t>::max() / d) {
      throw Error(tessera::Message::tr("%1: shape is too large"), where);
    }
    bytes *= d;
  }
  return bytes;
}

std::string shape_text(const std::vector<std::int64_t>& shape) {
  std::string text = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) {
    text += (i ? ", " : "") + std::to_string(shape[i]);
  }
  return text + "]";
}

struct Extent {
  std::uint64_t begin;
  std::uint64_t end;
  std::string name;
};

TensorView parse_entry(const std::string& name, const nlohmann::json& entry,
                       const std::string& file, const std::byte* data, std::uint64_t data_size,
                       Extent& extent) {
  const Message where(tessera::Message::tr("%1: tensor '%2'"), file, name);
  if (!entry.is_object()) {
    throw Error(tessera::Message::tr("%1: expected an object, got %2"), where, json_excerpt(entry));
  }
  if (!entry.contains("dtype") || !entry["dtype"].is_string()) {
    throw Error(tessera::Message::tr("%1: 'dtype' is missing or not a string"), where);
  }
  TensorView view;
  view.name = name;
  view.dtype = parse_dtype(entry["dtype"].get<std::string>(), where);
  view.shape = parse_shape(entry.value("shape", nlohmann::json()), where);

  const nlohmann::json offsets = entry.value("data_offsets", nlohmann::json());
  if (!offsets.is_array() || offsets.size() != 2 || !offsets[0].is_number_unsigned() ||
      !offsets[1].is_number_unsigned()) {
    throw Error(tessera::Message::tr("%1: 'data_offsets' must be [begin, end], got %2"), where,
                json_excerpt(offsets));
  }
  extent = {offsets[0].get<std::uint64_t>(), offsets[1].get<std::uint64_t>(), name};
  if (extent.begin > extent.end || extent.end > data_size) {
    throw Error(
        tessera::Message::tr("%1: data_offsets [%2, %3] are outside the data region of %4 bytes"),
        where, extent.begin, extent.end, data_size);
  }
  const std::uint64_t expected = byte_size(view.shape, view.dtype, where);
  if (extent.end - extent.begin != expected) {
    throw Error(
        tessera::Message::tr("%1: shape %2 of %3 needs %4 bytes but data_offsets [%5, %6] hold %7"),
        where, shape_text(view.shape), std::string(dtype_name(view.dtype)), expected, extent.begin,
        extent.end, extent.end - extent.begin);
  }
  view.data = data + extent.begin;
  view.nbytes = static_cast<std::size_t>(expected);
  view.mapped = true;
  return view;
}

// Gaps between tensors are harmless; two tensors sharing bytes mean a corrupt header.
void check_no_overlap(std::vector<Extent> extents, const std::string& file) {
  std::erase_if(extents, [](const Extent& e) { return e.begin == e.end; });
  std::sort(extents.begin(), extents.end(),
            [](const Extent& a, const Extent& b) { return a.begin < b.begin; });
  for (std::size_t i = 1; i < extents.size(); ++i) {
    const Extent& previous = extents[i - 1];
    if (extents[i].begin < previous.end) {
      throw Error(
          tessera::Message::tr("%1: tensor '%2' (bytes %3-%4) overlaps tensor '%5' (bytes %6-%7)"),
          file, extents[i].name, extents[i].begin, extents[i].end, previous.name, previous.begin,
          previous.end);
    }
  }
}

nlohmann::json parse_header(const MappedFile& mapping, const std::string& file,
                            std::uint64_t& header_size) {
  if (mapping.size() < 8) {
    throw Error(tessera::Message::tr(
                    "%1: file is truncated (%2 bytes, shorter than the 8-byte header length)"),
                file, mapping.size());
  }
  header_size = read_le64(mapping.data());
  if (header_size > mapping.size() - 8) {
    throw Error(
        tessera::Message::tr("%1: header length %2 goes beyond the end of the file (%3 bytes)"),
        file, header_size, mapping.size());
  }
  const auto* text = reinterpret_cast<const char*>(mapping.data() + 8);
  const nlohmann::json header = parse_json_text(
      {text, header_size}, tessera::Message::tr("%1: header is not valid JSON: %2"), file);
  if (!header.is_object()) {
    throw Error(tessera::Message::tr("%1: header must be a JSON object, got %2"), file,
                json_excerpt(header));
  }
  return header;
}

// Readers cast tensor data to float / uint16 pointers, which must be aligned.
void align_views(TensorSet& set) {
  for (auto& [name, view] : set.tensors) {
    if (reinterpret_cast<std::uintptr_t>(view.data) % dtype_size(view.dtype) == 0) continue;
    std::shared_ptr<std::byte[]> copy(new std::byte[view.nbytes]);  // new[] aligns to 16
    std::memcpy(copy.get(), view.data, view.nbytes);
    view.data = copy.get();
    view.mapped = false;
    set.storage.push_back(std::move(copy));
  }
}

}  // namespace

DType parse_dtype(const std::string& name, const Message& context) {
  if (name == "F32") return DType::F32;
  if (name == "F16") return DType::F16;
  if (name == "BF16") return DType::BF16;
  throw Error(tessera::Message::tr("%1: dtype '%2' is not supported (F32, F16 or BF16)"), context,
              name);
}

TensorSet read_safetensors(const std::string& path) {
  const std::string file = file_name(path);
  if (!file_exists(utf8_path(path))) {
    throw Error(tessera::Message::tr("%1: not found ('%2')"), file, path);
  }
  std::shared_ptr<const MappedFile> mapping = MappedFile::open(path);
  std::uint64_t header_size = 0;
  const nlohmann::json header = parse_header(*mapping, file, header_size);

  const std::byte* data = mapping->data() + 8 + header_size;
  const std::uint64_t data_size = mapping->size() - 8 - header_size;
  TensorSet set;
  std::vector<Extent> extents;
  for (const auto& [name, entry] : header.items()) {
    if (name == "__metadata__") continue;
    Extent extent{};
    set.tensors.emplace(name, parse_entry(name, entry, file, data, data_size, extent));
    set.file_of.emplace(name, file);
    extents.push_back(extent);
  }
  check_no_overlap(std::move(extents), file);
  set.files.push_back(mapping);
  set.storage.push_back(std::move(mapping));
  set.source = file;
  align_views(set);
  return set;
}

namespace {

// The shard files of an index, each with the tensors the index says it holds.
std::map<std::string, std::vector<std::string>> shards_of_index(const std::string& index_path) {
  const nlohmann::json index = read_json_file(index_path, kIndexFile);
  const JsonFields fields(kIndexFile, index);
  const nlohmann::json& weight_map = fields.at("weight_map");
  if (!weight_map.is_object()) {
    fields.fail("weight_map",
                Message(tessera::Message::tr("must map tensor names to files, got %1"),
                        json_excerpt(weight_map)));
  }
  std::map<std::string, std::vector<std::string>> shards;
  for (const auto& [name, shard] : weight_map.items()) {
    if (!shard.is_string()) {
      throw Error(tessera::Message::tr("%1: tensor '%2' maps to %3, not a file name"), kIndexFile,
                  name, json_excerpt(shard));
    }
    shards[shard.get<std::string>()].push_back(name);
  }
  return shards;
}

TensorSet read_sharded(const std::filesystem::path& dir) {
  TensorSet merged;
  merged.source = kIndexFile;
  for (const auto& [shard, names] : shards_of_index(utf8_string(dir / kIndexFile))) {
    const std::filesystem::path shard_path = dir / utf8_path(shard);
    if (!file_exists(shard_path)) {
      throw Error(tessera::Message::tr("%1: shard '%2' (holding tensor '%3') is missing from '%4'"),
                  kIndexFile, shard, names.front(), utf8_string(dir));
    }
    TensorSet part = read_safetensors(utf8_string(shard_path));
    for (const std::string& name : names) {
      if (!part.tensors.contains(name)) {
        throw Error(tessera::Message::tr(
                        "%1: tensor '%2' is listed in shard '%3', which does not contain it"),
                    kIndexFile, name, shard);
      }
    }
    for (auto& [name, view] : part.tensors) {
      if (merged.tensors.contains(name)) {
        throw Error(tessera::Message::tr("%1: tensor '%2' also appears in %3"), shard, name,
                    merged.file_of[name]);
      }
      merged.file_of[name] = shard;
      merged.tensors.emplace(name, std::move(view));
    }
    merged.storage.insert(merged.storage.end(), part.storage.begin(), part.storage.end());
    merged.files.insert(merged.files.end(), part.files.begin(), part.files.end());
  }
  return merged;
}

}  // namespace

TensorSet read_model_tensors(const std::string& model_dir) {
  const std::filesystem::path dir = utf8_path(model_dir);
  if (file_exists(dir / kSingleFile)) return read_safetensors(utf8_string(dir / kSingleFile));
  if (file_exists(dir / kIndexFile)) return read_sharded(dir);
  throw Error(tessera::Message::tr("no %1 or %2 in '%3'"), kSingleFile, kIndexFile, model_dir);
}

}  // namespace tessera
