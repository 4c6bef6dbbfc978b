// Hostile JSON in every model file: nesting 100,000 deep is refused by name (no stack
// overflow), values deep enough to be odd but within the bound are described without
// recursion, and numbers outside int64 are shown as the file wrote them.
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <string>

#include "model/json_fields.h"
#include "model/safetensors.h"
#include "model/tokenizer_impl.h"
#include "support/model_test_files.h"
#include "tessera/error.h"
#include "tessera/model_config.h"

using namespace tessera;
using namespace tessera::test;
using nlohmann::json;

namespace {

std::string nested_arrays(std::size_t depth) {
  return std::string(depth, '[') + std::string(depth, ']');
}

const std::string kDeep = nested_arrays(100000);

// stories260K's config.json in `dir`, with `field` set to the raw JSON text `value`.
void write_config_field(const std::string& dir, const std::string& field,
                        const std::string& value) {
  json config = read_json(stories260k_dir() + "/config.json");
  config.erase(field);
  std::string text = config.dump();
  text.insert(1, json(field).dump() + ": " + value + ", ");
  write_bytes(dir + "/config.json", text);
}

}  // namespace

class ModelHostileJsonTest : public QObject {
  Q_OBJECT

  std::unique_ptr<QTemporaryDir> temp_;
  std::string dir() const { return temp_->path().toStdString(); }

 private slots:
  void init() { temp_ = std::make_unique<QTemporaryDir>(); }

  void deep_config_json_is_refused() {
    write_bytes(dir() + "/config.json", kDeep);
    QCOMPARE(error_message([&] { load_model_config(dir()); }),
             std::string("config.json: invalid JSON: nested deeper than 100 levels"));
  }

  void deep_value_in_a_config_field_is_refused() {
    write_config_field(dir(), "rope_scaling", kDeep);
    QCOMPARE(error_message([&] { load_model_config(dir()); }),
             std::string("config.json: invalid JSON: nested deeper than 100 levels"));
  }

  void value_at_the_depth_bound_is_described_briefly() {
    // 99 levels inside the top-level object: accepted by the parser, refused by the field.
    write_config_field(dir(), "rope_scaling", nested_arrays(99));
    QCOMPARE(
        error_message([&] { load_model_config(dir()); }),
        "config.json: rope_scaling: expected a JSON object, got " + std::string(60, '[') + "...");
  }

  void excerpt_of_a_wide_value_stops_early() {
    json wide = json::array();
    for (int i = 0; i < 100000; ++i) wide.push_back({{"k", i}});
    QCOMPARE(json_excerpt(wide),
             std::string("[{\"k\":0},{\"k\":1},{\"k\":2},{\"k\":3},{\"k\":4},{\"k\":5},"
                         "{\"k\":6},{\"k..."));
    QCOMPARE(json_excerpt(json::parse("{\"b\":[1,{}],\"a\":[]}")),
             std::string("{\"a\":[],\"b\":[1,{}]}"));
  }

  void deep_generation_config_is_refused() {
    write_bytes(dir() + "/config.json", read_json(stories260k_dir() + "/config.json").dump());
    write_bytes(dir() + "/generation_config.json", "{\"eos_token_id\": " + kDeep + "}");
    QCOMPARE(error_message([&] { load_model_config(dir()); }),
             std::string("generation_config.json: invalid JSON: nested deeper than 100 levels"));
  }

  void deep_safetensors_header_is_refused() {
    const std::string file = dir() + "/model.safetensors";
    write_raw_safetensors(file, kDeep, 0);
    QCOMPARE(error_message([&] { read_safetensors(file); }),
             std::string("model.safetensors: header is not valid JSON: nested deeper than 100 "
                         "levels"));
  }

  void deep_safetensors_index_is_refused() {
    write_bytes(dir() + "/model.safetensors.index.json", "{\"weight_map\": " + kDeep + "}");
    QCOMPARE(error_message([&] { read_model_tensors(dir()); }),
             std::string("model.safetensors.index.json: invalid JSON: nested deeper than 100 "
                         "levels"));
  }

  void deep_tokenizer_config_is_refused() {
    const std::string path = dir() + "/tokenizer_config.json";
    for (const char* field : {"bos_token", "add_bos_token"}) {
      write_bytes(path, "{\"" + std::string(field) + "\": " + kDeep + "}");
      QCOMPARE(error_message([&] { read_tokenizer_config(path); }),
               path + ": invalid JSON: nested deeper than 100 levels");
    }
    write_bytes(path, "{\"bos_token\": " + nested_arrays(90) + "}");
    QCOMPARE(error_message([&] { read_tokenizer_config(path); }),
             path + ": field 'bos_token' must be a string, got " + std::string(60, '[') + "...");
  }

  void integers_beyond_int64_are_shown_as_written() {
    write_config_field(dir(), "eos_token_id", "9223372036854775808");
    QCOMPARE(
        error_message([&] { load_model_config(dir()); }),
        std::string("config.json: field 'eos_token_id' = 9223372036854775808 is out of range"));
    write_config_field(dir(), "eos_token_id", "[2, 18446744073709551615]");
    QCOMPARE(
        error_message([&] { load_model_config(dir()); }),
        std::string("config.json: field 'eos_token_id' = 18446744073709551615 is out of range"));
    write_config_field(dir(), "vocab_size", "9223372036854775807");
    QCOMPARE(error_message([&] { load_model_config(dir()); }),
             std::string("config.json: field 'vocab_size' = 9223372036854775807 must be a "
                         "positive integer"));
  }

  // Found by fuzz_model_json: nlohmann reports this as out_of_range, not parse_error.
  void number_beyond_a_double_is_invalid_json() {
    write_config_field(dir(), "rms_norm_eps", "1e405");
    QCOMPARE(error_message([&] { load_model_config(dir()); }),
             std::string("config.json: invalid JSON: number overflow parsing '1e405'"));
    write_bytes(dir() + "/tokenizer_config.json", "[-1e99999]");
    QCOMPARE(error_message([&] { read_tokenizer_config(dir() + "/tokenizer_config.json"); }),
             dir() + "/tokenizer_config.json: invalid JSON: number overflow parsing '-1e99999'");
  }

  // Found by fuzz_model_json: a list entry whose "name" is not a string escaped as
  // nlohmann::json::type_error.
  void chat_template_entries_of_other_shapes_are_skipped() {
    const std::string path = dir() + "/tokenizer_config.json";
    write_bytes(path, R"({"chat_template": [3, {"name": ["default"], "template": "A"},
        {"name": "default", "template": 7}, {"name": "default", "template": "B"}]})");
    QCOMPARE(read_tokenizer_config(path).chat_template, std::string("B"));
    write_bytes(path, R"({"chat_template": [{"name": {}, "template": "A"}]})");
    QCOMPARE(read_tokenizer_config(path).chat_template, std::string());
  }

  void invalid_utf8_is_named_in_printable_text() {
    write_bytes(dir() + "/config.json", "{\"model_type\": \"ll\xff\"}");
    QCOMPARE(error_message([&] { load_model_config(dir()); }),
             std::string("config.json: invalid JSON: parse error at line 1, column 19: syntax "
                         "error while parsing value - invalid string: ill-formed UTF-8 byte; "
                         "last read: '\"ll\\xFF'"));
  }
};

QTEST_GUILESS_MAIN(ModelHostileJsonTest)
#include "model_hostile_json_test.moc"
