// Reading safetensors files: valid files (with metadata, gaps, shards) and one test per kind of
// damage, each checking the message names the file and the tensor.
#include <QTemporaryDir>
#include <QtTest>
#include <cstring>
#include <filesystem>

#include "model/safetensors.h"
#include "support/model_test_files.h"
#include "tessera/model_writer.h"

using namespace tessera;
using namespace tessera::test;
namespace fs = std::filesystem;

class ModelSafetensorsTest : public QObject {
  Q_OBJECT

  std::string dir() const { return temp_->path().toStdString(); }
  std::string file() const { return dir() + "/model.safetensors"; }

  std::string error_for_header(const std::string& header, std::size_t data_size) {
    write_raw_safetensors(file(), header, data_size);
    return error_message([&] { read_safetensors(file()); });
  }

  std::unique_ptr<QTemporaryDir> temp_;

 private slots:
  void init() { temp_ = std::make_unique<QTemporaryDir>(); }

  void metadata_and_gaps_between_tensors_are_accepted() {
    const std::string header = R"({"__metadata__":{"format":"pt"},)"
                               R"("a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
                               R"("b":{"dtype":"BF16","shape":[1,2],"data_offsets":[16,20]},)"
                               R"("empty":{"dtype":"F16","shape":[0],"data_offsets":[8,8]}})";
    write_raw_safetensors(file(), header, 24);
    const TensorSet set = read_safetensors(file());
    QCOMPARE(set.tensors.size(), std::size_t{3});
    const TensorView& b = set.tensors.at("b");
    QCOMPARE(b.dtype, DType::BF16);
    QCOMPARE(b.shape, (std::vector<std::int64_t>{1, 2}));
    QCOMPARE(b.nbytes, std::size_t{4});
    QCOMPARE(b.data - set.tensors.at("a").data, std::ptrdiff_t{16});
    QCOMPARE(set.tensors.at("empty").numel(), std::int64_t{0});
    QCOMPARE(set.file_of.at("b"), std::string("model.safetensors"));
  }

  void tensors_at_unaligned_offsets_are_read_aligned() {
    // A 13-byte header puts the data region at offset 21; tensor 'b' starts 2 bytes further.
    const std::string header = R"({"a":{"dtype":"F16","shape":[1],"data_offsets":[0,2]},)"
                               R"("b":{"dtype":"F32","shape":[2],"data_offsets":[2,10]}})";
    std::string bytes(8, '\0');
    bytes[0] = static_cast<char>(header.size() + 5);
    bytes += header + std::string(5, ' ');
    const std::uint16_t half = f32_to_f16(-0.5f);
    const float values[2] = {1.25f, -3.0f};
    bytes.append(reinterpret_cast<const char*>(&half), 2);
    bytes.append(reinterpret_cast<const char*>(values), 8);
    write_bytes(file(), bytes);
    const TensorSet set = read_safetensors(file());
    const TensorView& b = set.tensors.at("b");
    QCOMPARE(reinterpret_cast<std::uintptr_t>(b.data) % 4, std::uintptr_t{0});
    QCOMPARE(b.to_f32(), (std::vector<float>{1.25f, -3.0f}));
    QCOMPARE(set.tensors.at("a").to_f32(), (std::vector<float>{-0.5f}));
  }

  void file_shorter_than_the_length_prefix_is_truncated() {
    write_bytes(file(), std::string("\x10\0\0\0\0", 5));
    QCOMPARE(error_message([&] { read_safetensors(file()); }),
             std::string("model.safetensors: file is truncated (5 bytes, shorter than the 8-byte "
                         "header length)"));
  }

  void truncated_real_model_reports_the_first_tensor_cut_off() {
    const std::string original = stories260k_dir() + "/model.safetensors";
    fs::copy_file(original, file());
    fs::resize_file(file(), fs::file_size(original) - 100);
    const std::string message = error_message([&] { read_safetensors(file()); });
    QVERIFY2(message.starts_with("model.safetensors: tensor '"), message.c_str());
    QVERIFY2(message.find("are outside the data region of") != std::string::npos, message.c_str());
  }

  void header_length_beyond_the_file_is_refused() {
    std::string bytes(8, '\0');
    bytes[0] = static_cast<char>(0xe8);  // 1000
    bytes[1] = 0x03;
    bytes += "{}" + std::string(10, ' ');
    write_bytes(file(), bytes);
    QCOMPARE(error_message([&] { read_safetensors(file()); }),
             std::string("model.safetensors: header length 1000 goes beyond the end of the file "
                         "(20 bytes)"));
  }

  void header_that_is_not_json_is_refused_with_the_parser_position() {
    const std::string message = error_for_header(R"({"a": {"dtype": "F32",)", 0);
    QVERIFY2(message.starts_with("model.safetensors: header is not valid JSON: parse error at "
                                 "line 1, column 23"),
             message.c_str());
  }

  void header_that_is_not_an_object_is_refused() {
    QCOMPARE(error_for_header("[1,2,3]", 0),
             std::string("model.safetensors: header must be a JSON object, got [1,2,3]"));
  }

  void overlapping_tensors_are_refused_by_name() {
    QCOMPARE(error_for_header(R"({"a":{"dtype":"F32","shape":[4],"data_offsets":[0,16]},)"
                              R"("b":{"dtype":"F32","shape":[4],"data_offsets":[8,24]}})",
                              24),
             std::string("model.safetensors: tensor 'b' (bytes 8-24) overlaps tensor 'a' "
                         "(bytes 0-16)"));
  }

  void offsets_out_of_range_are_refused_by_name() {
    QCOMPARE(error_for_header(R"({"w":{"dtype":"F32","shape":[16],"data_offsets":[0,64]}})", 16),
             std::string("model.safetensors: tensor 'w': data_offsets [0, 64] are outside the "
                         "data region of 16 bytes"));
    QCOMPARE(error_for_header(R"({"w":{"dtype":"F32","shape":[0],"data_offsets":[8,4]}})", 16),
             std::string("model.safetensors: tensor 'w': data_offsets [8, 4] are outside the "
                         "data region of 16 bytes"));
  }

  void unknown_dtype_is_named() {
    QCOMPARE(error_for_header(R"({"w":{"dtype":"F8_E4M3","shape":[4],"data_offsets":[0,4]}})", 4),
             std::string("model.safetensors: tensor 'w': dtype 'F8_E4M3' is not supported (F32, "
                         "F16 or BF16)"));
  }

  void shape_that_does_not_match_the_byte_count_is_refused() {
    QCOMPARE(error_for_header(R"({"w":{"dtype":"F32","shape":[2,3],"data_offsets":[0,16]}})", 16),
             std::string("model.safetensors: tensor 'w': shape [2, 3] of F32 needs 24 bytes but "
                         "data_offsets [0, 16] hold 16"));
  }

  void malformed_entries_are_refused_by_name() {
    QCOMPARE(error_for_header(R"({"w":{"shape":[1],"data_offsets":[0,4]}})", 4),
             std::string("model.safetensors: tensor 'w': 'dtype' is missing or not a string"));
    QCOMPARE(error_for_header(R"({"w":{"dtype":"F32","shape":[-1],"data_offsets":[0,4]}})", 4),
             std::string("model.safetensors: tensor 'w': 'shape' has a bad dimension -1"));
    QCOMPARE(error_for_header(R"({"w":{"dtype":"F32","shape":[1],"data_offsets":[0]}})", 4),
             std::string("model.safetensors: tensor 'w': 'data_offsets' must be [begin, end], "
                         "got [0]"));
    QCOMPARE(error_for_header(R"({"w":{"dtype":"F32","shape":[4294967296,4294967296],)"
                              R"("data_offsets":[0,4]}})",
                              4),
             std::string("model.safetensors: tensor 'w': shape is too large"));
  }

  void directory_without_weights_is_reported() {
    QCOMPARE(error_message([&] { read_model_tensors(dir()); }),
             "no model.safetensors or model.safetensors.index.json in '" + dir() + "'");
  }

  void sharded_copy_holds_the_same_bytes() {
    const std::string sharded = dir() + "/sharded";
    write_converted_model(stories260k_dir(), sharded, {DType::F32, 2, false});
    QVERIFY(fs::exists(sharded + "/model-00001-of-00002.safetensors"));
    QVERIFY(fs::exists(sharded + "/model-00002-of-00002.safetensors"));
    QVERIFY(!fs::exists(sharded + "/model.safetensors"));
    const TensorSet original = read_model_tensors(stories260k_dir());
    const TensorSet copy = read_model_tensors(sharded);
    QCOMPARE(copy.tensors.size(), original.tensors.size());
    QCOMPARE(copy.storage.size(), std::size_t{2});
    for (const auto& [name, view] : original.tensors) {
      const TensorView& other = copy.tensors.at(name);
      QCOMPARE(other.shape, view.shape);
      QCOMPARE(other.nbytes, view.nbytes);
      QVERIFY2(std::memcmp(other.data, view.data, view.nbytes) == 0, name.c_str());
    }
  }

  void missing_shard_is_named() {
    const std::string sharded = dir() + "/sharded";
    write_converted_model(stories260k_dir(), sharded, {DType::F32, 2, false});
    fs::remove(sharded + "/model-00002-of-00002.safetensors");
    const std::string message = error_message([&] { read_model_tensors(sharded); });
    QVERIFY2(message.starts_with("model.safetensors.index.json: shard "
                                 "'model-00002-of-00002.safetensors' (holding tensor 'model."),
             message.c_str());
    QVERIFY2(message.ends_with("') is missing from '" + sharded + "'"), message.c_str());
  }

  // A shard name longer than the file system allows (found by fuzz_model_json: the throwing
  // std::filesystem::exists() escaped as std::filesystem::filesystem_error, not tessera::Error).
  void shard_name_too_long_for_the_file_system_is_a_missing_shard() {
    const std::string sharded = dir() + "/sharded";
    write_converted_model(stories260k_dir(), sharded, {DType::F32, 2, false});
    nlohmann::json index = read_json(sharded + "/model.safetensors.index.json");
    const std::string long_name = std::string(5000, 'o') + ".safetensors";
    for (auto& [name, shard] : index["weight_map"].items()) shard = long_name;
    write_json(sharded + "/model.safetensors.index.json", index);
    const std::string message = error_message([&] { read_model_tensors(sharded); });
    QVERIFY2(message.starts_with("model.safetensors.index.json: shard '" + long_name + "'"),
             message.c_str());
    QVERIFY2(message.ends_with("') is missing from '" + sharded + "'"), message.c_str());
  }

  void model_folder_name_too_long_for_the_file_system_is_refused() {
    const std::string folder = dir() + "/" + std::string(5000, 'm');
    const std::string message = error_message([&] { read_model_tensors(folder); });
    QVERIFY2(message.starts_with("no model.safetensors or model.safetensors.index.json in"),
             message.c_str());
  }

  void index_listing_a_tensor_its_shard_lacks_is_refused() {
    const std::string sharded = dir() + "/sharded";
    write_converted_model(stories260k_dir(), sharded, {DType::F32, 2, false});
    nlohmann::json index = read_json(sharded + "/model.safetensors.index.json");
    index["weight_map"]["model.extra.weight"] = "model-00001-of-00002.safetensors";
    write_json(sharded + "/model.safetensors.index.json", index);
    QCOMPARE(error_message([&] { read_model_tensors(sharded); }),
             std::string("model.safetensors.index.json: tensor 'model.extra.weight' is listed in "
                         "shard 'model-00001-of-00002.safetensors', which does not contain it"));
  }

  void index_that_is_not_json_is_refused() {
    write_bytes(dir() + "/model.safetensors.index.json", "{\"weight_map\": ");
    const std::string message = error_message([&] { read_model_tensors(dir()); });
    QVERIFY2(
        message.starts_with("model.safetensors.index.json: invalid JSON: parse error at line 1"),
        message.c_str());
  }
};

QTEST_GUILESS_MAIN(ModelSafetensorsTest)
#include "model_safetensors_test.moc"
