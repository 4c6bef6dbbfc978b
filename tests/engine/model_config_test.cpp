// config.json / generation_config.json: the real stories260K, and every way a config can be wrong.
#include "tessera/model_config.h"

#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <filesystem>
#include <functional>
#include <string>

#include "support/model_test_files.h"
#include "tessera/error.h"

using namespace tessera;
using namespace tessera::test;
using nlohmann::json;

class ModelConfigTest : public QObject {
  Q_OBJECT

  // A model directory holding stories260K's config.json after `edit`, and no generation config.
  std::string dir_with_config(const std::function<void(json&)>& edit) {
    json config = read_json(stories260k_dir() + "/config.json");
    edit(config);
    write_json(dir() + "/config.json", config);
    return dir();
  }

  std::string config_error(const std::function<void(json&)>& edit) {
    const std::string model = dir_with_config(edit);
    return error_message([&] { load_model_config(model); });
  }

  std::string dir() const { return temp_->path().toStdString(); }

  std::unique_ptr<QTemporaryDir> temp_;

 private slots:
  void init() { temp_ = std::make_unique<QTemporaryDir>(); }

  void stories260k_config_is_read_with_gqa_and_merged_eos() {
    const ModelConfig config = load_model_config(stories260k_dir());
    QCOMPARE(config.architecture, std::string("LlamaForCausalLM"));
    QCOMPARE(config.hidden_size, 64);
    QCOMPARE(config.intermediate_size, 172);
    QCOMPARE(config.num_layers, 5);
    QCOMPARE(config.num_heads, 8);
    QCOMPARE(config.num_kv_heads, 4);
    QCOMPARE(config.head_dim, 8);
    QCOMPARE(config.vocab_size, 512);
    QCOMPARE(config.max_position_embeddings, 512);
    QCOMPARE(config.rms_norm_eps, 1e-5f);
    QCOMPARE(config.rope_theta, 10000.0f);
    QVERIFY(config.tie_word_embeddings);
    QCOMPARE(config.bos_token_id, 1);
    QCOMPARE(config.eos_token_ids, (std::vector<TokenId>{2, 1}));
    QCOMPARE(config.torch_dtype, DType::F32);
  }

  void eos_lists_of_both_files_are_merged_without_duplicates() {
    const std::string model = dir_with_config([](json& c) { c["eos_token_id"] = {2, 5}; });
    write_json(model + "/generation_config.json", {{"eos_token_id", {5, 7}}, {"bos_token_id", 3}});
    const ModelConfig config = load_model_config(model);
    QCOMPARE(config.eos_token_ids, (std::vector<TokenId>{2, 5, 7}));
    QCOMPARE(config.bos_token_id, 3);
  }

  void kv_heads_default_to_heads_and_explicit_head_dim_wins() {
    const std::string model = dir_with_config([](json& c) {
      c.erase("num_key_value_heads");
      c["head_dim"] = 16;
    });
    const ModelConfig config = load_model_config(model);
    QCOMPARE(config.num_kv_heads, 8);
    QCOMPARE(config.head_dim, 16);
  }

  void mistral_model_type_without_architectures_is_accepted() {
    const std::string model = dir_with_config([](json& c) {
      c.erase("architectures");
      c["model_type"] = "mistral";
      c["sliding_window"] = nullptr;
      c["torch_dtype"] = "bfloat16";
    });
    const ModelConfig config = load_model_config(model);
    QCOMPARE(config.architecture, std::string("MistralForCausalLM"));
    QCOMPARE(config.torch_dtype, DType::BF16);
  }

  void missing_config_is_reported_with_the_directory() {
    const std::string message = error_message([&] { load_model_config(dir()); });
    QCOMPARE(message,
             "config.json: not found in '" + dir() + "' (is this a Hugging Face model directory?)");
  }

  void bad_json_names_the_file_and_position() {
    write_bytes(dir() + "/config.json", "{\n  \"hidden_size\": 64,\n  oops\n}");
    const std::string message = error_message([&] { load_model_config(dir()); });
    QVERIFY2(message.starts_with("config.json: invalid JSON: parse error at line 3, column 3"),
             message.c_str());
  }

  void bad_generation_config_json_names_that_file() {
    const std::string model = dir_with_config([](json&) {});
    write_bytes(model + "/generation_config.json", "{\"eos_token_id\": [2,");
    const std::string message = error_message([&] { load_model_config(model); });
    QVERIFY2(message.starts_with("generation_config.json: invalid JSON: parse error at line 1"),
             message.c_str());
  }

  void config_that_is_not_an_object_is_refused() {
    write_bytes(dir() + "/config.json", "[1, 2]");
    QCOMPARE(error_message([&] { load_model_config(dir()); }),
             std::string("config.json: expected a JSON object, got [1,2]"));
  }

  void missing_field_is_named() {
    QCOMPARE(config_error([](json& c) { c.erase("intermediate_size"); }),
             std::string("config.json: field 'intermediate_size' is missing"));
  }

  void field_of_the_wrong_type_is_named_with_its_value() {
    QCOMPARE(config_error([](json& c) { c["hidden_size"] = "64"; }),
             std::string("config.json: field 'hidden_size' must be an integer, got \"64\""));
  }

  void kv_heads_that_do_not_divide_heads_are_refused() {
    QCOMPARE(config_error([](json& c) { c["num_key_value_heads"] = 3; }),
             std::string("config.json: field 'num_key_value_heads' = 3 does not divide "
                         "num_attention_heads = 8"));
  }

  void heads_that_do_not_divide_hidden_size_are_refused() {
    QCOMPARE(config_error([](json& c) { c["num_attention_heads"] = 7; }),
             std::string("config.json: field 'num_attention_heads' = 7 does not divide "
                         "hidden_size = 64"));
  }

  void zero_or_negative_sizes_are_refused() {
    QCOMPARE(config_error([](json& c) { c["vocab_size"] = 0; }),
             std::string("config.json: field 'vocab_size' = 0 must be a positive integer"));
    QCOMPARE(config_error([](json& c) { c["num_hidden_layers"] = -2; }),
             std::string("config.json: field 'num_hidden_layers' = -2 must be a positive integer"));
    QCOMPARE(
        config_error([](json& c) { c["num_key_value_heads"] = 0; }),
        std::string("config.json: field 'num_key_value_heads' = 0 must be a positive integer"));
  }

  void non_positive_epsilon_is_refused() {
    QCOMPARE(config_error([](json& c) { c["rms_norm_eps"] = 0.0; }),
             std::string("config.json: field 'rms_norm_eps' = 0.0 must be positive"));
    QCOMPARE(config_error([](json& c) { c["rope_theta"] = -1.5; }),
             std::string("config.json: field 'rope_theta' = -1.5 must be positive"));
  }

  void numbers_beyond_sane_ranges_are_refused_as_written() {
    QCOMPARE(config_error([](json& c) { c["rms_norm_eps"] = 1e300; }),
             std::string("config.json: field 'rms_norm_eps' = 1e+300 is out of range (must be "
                         "below 1)"));
    QCOMPARE(config_error([](json& c) { c["rope_theta"] = 1e13; }),
             std::string("config.json: field 'rope_theta' = 10000000000000.0 is out of range "
                         "(must be below 1e+12)"));
  }

  void model_type_that_contradicts_the_architecture_is_refused() {
    QCOMPARE(config_error([](json& c) { c["model_type"] = "gpt2"; }),
             std::string("config.json: field 'model_type' = \"gpt2\" does not match architecture "
                         "'LlamaForCausalLM' (expected \"llama\")"));
    QCOMPARE(config_error([](json& c) {
               c["architectures"] = {"MistralForCausalLM"};
               c["model_type"] = "llama";
             }),
             std::string("config.json: field 'model_type' = \"llama\" does not match architecture "
                         "'MistralForCausalLM' (expected \"mistral\")"));
  }

  void eos_outside_the_vocabulary_is_refused() {
    QCOMPARE(config_error([](json& c) {
               c["eos_token_id"] = {2, 512};
             }),
             std::string("config.json: field 'eos_token_id' = 512 is outside the vocabulary "
                         "[0, 512)"));
  }

  void rope_scaling_types_are_read() {
    const std::string linear = dir_with_config([](json& c) {
      c["rope_scaling"] = {{"type", "linear"}, {"factor", 2.0}};
    });
    QCOMPARE(load_model_config(linear).rope_scaling.factor, 2.0);
    const std::string dynamic = dir_with_config([](json& c) {
      c["rope_scaling"] = {{"rope_type", "dynamic"}, {"factor", 2.0}};
      c["max_position_embeddings"] = 256;
    });
    const ModelConfig config = load_model_config(dynamic);
    QVERIFY(config.rope_scaling.type == RopeScaling::Type::Dynamic);
    QCOMPARE(config.rope_scaling.original_max_position_embeddings, 256);
    QCOMPARE(config.max_position_embeddings, 512);  // the context dynamic scaling serves
  }

  // Phi-3's older files call longrope "su"; the attention factor follows from the two contexts.
  void phi3_su_scaling_is_longrope() {
    const ModelConfig config = load_model_config(dir_with_config([](json& c) {
      c["architectures"] = {"Phi3ForCausalLM"};
      c["model_type"] = "phi3";
      c["max_position_embeddings"] = 128;
      c["original_max_position_embeddings"] = 32;
      c["partial_rotary_factor"] = 0.5;  // 4 of stories260K's 8 dimensions per head
      c["rope_scaling"] = {
          {"type", "su"}, {"short_factor", {1.0, 1.5}}, {"long_factor", {2.0, 4.0}}};
    }));
    QVERIFY(config.rope_scaling.type == RopeScaling::Type::LongRope);
    QCOMPARE(config.rotary_dim, 4);
    QCOMPARE(config.rope_scaling.original_max_position_embeddings, 32);
    QCOMPARE(config.rope_scaling.attention_factor, std::sqrt(1 + std::log(4.0) / std::log(32.0)));
    QVERIFY(config.fused_projections);
    QCOMPARE(config_error([](json& c) {
               c["architectures"] = {"Phi3ForCausalLM"};
               c["model_type"] = "phi3";
               c["rope_scaling"] = {
                   {"type", "longrope"}, {"short_factor", {1.0}}, {"long_factor", {2.0}}};
             }),
             std::string("config.json: rope_scaling: field 'short_factor' must be a list of 4 "
                         "positive numbers (half the rotary dimensions), got [1.0]"));
  }

  void unsupported_rope_scaling_is_refused_by_name() {
    QCOMPARE(config_error([](json& c) {
               c["rope_scaling"] = {{"rope_type", "yarn"}, {"factor", 4.0}};
             }),
             std::string("config.json: rope_scaling: field 'rope_type' = \"yarn\" is not "
                         "supported (supported: default, linear, dynamic, llama3, longrope, su)"));
    QCOMPARE(config_error([](json& c) {
               c["rope_scaling"] = {{"rope_type", "llama3"}, {"factor", 8.0}};
             }),
             std::string("config.json: rope_scaling: field 'low_freq_factor' is missing"));
    QCOMPARE(config_error([](json& c) {
               c["rope_scaling"] = {{"type", "linear"}, {"factor", -1}};
             }),
             std::string("config.json: rope_scaling: field 'factor' = -1 must be a positive "
                         "number"));
    QCOMPARE(config_error([](json& c) { c["partial_rotary_factor"] = 0.5; }),
             std::string("config.json: field 'partial_rotary_factor' = 0.5 is not supported for "
                         "LlamaForCausalLM (only 1.0)"));
  }

  void null_rope_scaling_is_plain_rope() {
    const std::string model = dir_with_config([](json& c) { c["rope_scaling"] = nullptr; });
    QCOMPARE(load_model_config(model).hidden_size, 64);
  }

  void unknown_architecture_is_refused_by_name() {
    QCOMPARE(config_error([](json& c) { c["architectures"] = {"GPT2LMHeadModel"}; }),
             std::string("config.json: architecture 'GPT2LMHeadModel' is not supported "
                         "(supported: LlamaForCausalLM, MistralForCausalLM, Qwen2ForCausalLM, "
                         "Qwen3ForCausalLM, Phi3ForCausalLM, SmolLM3ForCausalLM)"));
    QCOMPARE(config_error([](json& c) {
               c.erase("architectures");
               c["model_type"] = "gemma2";
             }),
             std::string("config.json: model_type 'gemma2' is not supported (supported: llama, "
                         "mistral, qwen2, qwen3, phi3, smollm3)"));
  }

  void biases_are_read_and_other_activations_refused() {
    const ModelConfig biased = load_model_config(dir_with_config([](json& c) {
      c["attention_bias"] = true;
      c["mlp_bias"] = true;
    }));
    QVERIFY(biased.qkv_bias && biased.o_bias && biased.mlp_bias);
    QCOMPARE(config_error([](json& c) { c["hidden_act"] = "gelu"; }),
             std::string("config.json: field 'hidden_act' = \"gelu\" is not supported "
                         "(only \"silu\")"));
  }

  void qwen_layer_sliding_window_is_refused() {
    QCOMPARE(config_error([](json& c) {
               c["architectures"] = {"Qwen2ForCausalLM"};
               c["model_type"] = "qwen2";
               c["use_sliding_window"] = true;
             }),
             std::string("config.json: field 'use_sliding_window' = true is not supported: "
                         "Tessera attends to the whole context in every layer"));
  }

  void mistral_sliding_window_shorter_than_the_context_is_kept() {
    const std::string model = dir_with_config([](json& c) {
      c["architectures"] = {"MistralForCausalLM"};
      c["model_type"] = "mistral";
      c["sliding_window"] = 128;
    });
    QCOMPARE(load_model_config(model).sliding_window, 128);
  }

  void mistral_sliding_window_covering_the_context_changes_nothing() {
    const std::string model = dir_with_config([](json& c) {
      c["architectures"] = {"MistralForCausalLM"};
      c["model_type"] = "mistral";
      c["sliding_window"] = 512;
    });
    QCOMPARE(load_model_config(model).architecture, std::string("MistralForCausalLM"));
    QCOMPARE(load_model_config(model).sliding_window, 0);
  }

  void unknown_torch_dtype_is_refused() {
    QCOMPARE(config_error([](json& c) { c["torch_dtype"] = "float8_e4m3fn"; }),
             std::string("config.json: field 'torch_dtype' = \"float8_e4m3fn\" is not supported "
                         "(float32, float16 or bfloat16)"));
  }

  // transformers 4.56 renamed the key; a config it wrote has "dtype", which wins over an old key.
  void the_newer_dtype_key_is_read_and_wins() {
    const std::string model = dir_with_config([](json& c) {
      c["dtype"] = "bfloat16";
      c["torch_dtype"] = "float32";
    });
    QCOMPARE(load_model_config(model).torch_dtype, DType::BF16);
    QCOMPARE(config_error([](json& c) { c["dtype"] = "int4"; }),
             std::string("config.json: field 'dtype' = \"int4\" is not supported "
                         "(float32, float16 or bfloat16)"));
  }
};

QTEST_GUILESS_MAIN(ModelConfigTest)
#include "model_config_test.moc"
