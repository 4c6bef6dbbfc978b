// SmolLM3's config.json as transformers reads it: which layers leave RoPE out (no_rope_layers, or
// every no_rope_layer_interval-th layer), its biases and tied embeddings, and the sliding windows
// and RoPE scalings the engine cannot compute exactly, refused by field.
#include <QTemporaryDir>
#include <QtTest>
#include <functional>
#include <string>
#include <vector>

#include "support/model_test_files.h"
#include "tessera/error.h"
#include "tessera/model_config.h"

using namespace tessera;
using namespace tessera::test;
using nlohmann::json;

class SmolLM3ConfigTest : public QObject {
  Q_OBJECT

  // A model directory holding data/arch/smollm3's config.json (4 layers, a context of 256)
  // after `edit`.
  std::string dir_with_config(const std::function<void(json&)>& edit) {
    json config = read_json(std::string(TESSERA_TEST_DATA_DIR) + "/arch/smollm3/config.json");
    edit(config);
    write_json(temp_->path().toStdString() + "/config.json", config);
    return temp_->path().toStdString();
  }

  ModelConfig config_with(const std::function<void(json&)>& edit) {
    return load_model_config(dir_with_config(edit));
  }

  std::string config_error(const std::function<void(json&)>& edit) {
    const std::string model = dir_with_config(edit);
    return error_message([&] { load_model_config(model); });
  }

  static std::vector<bool> rope_per_layer(const ModelConfig& config) {
    std::vector<bool> rope;
    for (int layer = 0; layer < config.num_layers; ++layer) {
      rope.push_back(config.layer_uses_rope(layer));
    }
    return rope;
  }

  std::unique_ptr<QTemporaryDir> temp_;

 private slots:
  void init() { temp_ = std::make_unique<QTemporaryDir>(); }

  void no_rope_layers_says_which_layers_rotate() {
    const ModelConfig config = config_with([](json& c) { c["no_rope_layers"] = {0, 1, 1, 0}; });
    QCOMPARE(config.architecture, std::string("SmolLM3ForCausalLM"));
    QCOMPARE(rope_per_layer(config), (std::vector<bool>{false, true, true, false}));
  }

  // transformers: no_rope_layers[i] = int((i + 1) % no_rope_layer_interval != 0), default 4.
  void without_the_list_every_interval_th_layer_leaves_rope_out() {
    const ModelConfig every_second = config_with([](json& c) { c.erase("no_rope_layers"); });
    QCOMPARE(rope_per_layer(every_second), (std::vector<bool>{true, false, true, false}));
    const ModelConfig every_fourth = config_with([](json& c) {
      c.erase("no_rope_layers");
      c.erase("no_rope_layer_interval");
      c.erase("layer_types");
      c["num_hidden_layers"] = 9;
    });
    QCOMPARE(rope_per_layer(every_fourth),
             (std::vector<bool>{true, true, true, false, true, true, true, false, true}));
  }

  // The fields SmolLM3-3B's config.json sets beside the sizes: an explicit list of 36 with every
  // fourth layer NoPE, full attention in every layer, null window and BOS, unused extras.
  void a_config_shaped_like_smollm3_3b_is_read() {
    const ModelConfig config = config_with([](json& c) {
      c["num_hidden_layers"] = 36;
      c["no_rope_layer_interval"] = 4;
      c["no_rope_layers"] = json::array();
      c["layer_types"] = json::array();
      for (int i = 0; i < 36; ++i) {
        c["no_rope_layers"].push_back((i + 1) % 4 != 0 ? 1 : 0);
        c["layer_types"].push_back("full_attention");
      }
      c["attention_bias"] = false;
      c["mlp_bias"] = false;
      c["bos_token_id"] = nullptr;
      c["sliding_window"] = nullptr;
      c["use_sliding_window"] = false;
      c["max_window_layers"] = 28;
      c["pretraining_tp"] = 2;
      c["rope_scaling"] = nullptr;
      c["rope_theta"] = 5000000.0;
    });
    QCOMPARE(config.num_layers, 36);
    for (int layer = 0; layer < 36; ++layer) {
      QCOMPARE(config.layer_uses_rope(layer), layer % 4 != 3);
    }
    QCOMPARE(config.sliding_window, 0);
    QVERIFY(!config.qkv_bias && !config.o_bias && !config.mlp_bias);
    QVERIFY(config.tie_word_embeddings);
  }

  void other_architectures_rotate_in_every_layer() {
    const ModelConfig llama = config_with([](json& c) {
      c["architectures"] = {"LlamaForCausalLM"};
      c["model_type"] = "llama";
    });
    QVERIFY(llama.rope_layers.empty());
    QCOMPARE(rope_per_layer(llama), (std::vector<bool>{true, true, true, true}));
  }

  void malformed_no_rope_fields_are_refused() {
    QCOMPARE(config_error([](json& c) {
               c["no_rope_layers"] = {1, 0, 1};
             }),
             std::string("config.json: field 'no_rope_layers' must be a list of 4 zeros and ones "
                         "(one per layer), got [1,0,1]"));
    QCOMPARE(config_error([](json& c) {
               c["no_rope_layers"] = {1, 0, 2, 0};
             }),
             std::string("config.json: field 'no_rope_layers' must be a list of 4 zeros and ones "
                         "(one per layer), got 2"));
    QCOMPARE(config_error([](json& c) {
               c.erase("no_rope_layers");
               c["no_rope_layer_interval"] = 0;
             }),
             std::string("config.json: field 'no_rope_layer_interval' = 0 must be a positive "
                         "integer"));
  }

  // SmolLM3's attention has biases with attention_bias, its MLP never; tie_word_embeddings
  // defaults to true (transformers' base class), so a config.json without it ties.
  void biases_and_tied_embeddings_follow_transformers() {
    const ModelConfig saved = config_with([](json&) {});
    QVERIFY(saved.qkv_bias && saved.o_bias);
    QVERIFY(!saved.mlp_bias);
    QVERIFY(saved.tie_word_embeddings);
    const ModelConfig untied = config_with([](json& c) {
      c["tie_word_embeddings"] = false;
      c["attention_bias"] = false;
    });
    QVERIFY(!untied.tie_word_embeddings && !untied.qkv_bias && !untied.o_bias);
  }

  void yarn_scaling_is_refused_by_name() {
    QCOMPARE(config_error([](json& c) {
               c["rope_scaling"] = {{"rope_type", "yarn"},
                                    {"factor", 2.0},
                                    {"original_max_position_embeddings", 128}};
             }),
             std::string("config.json: rope_scaling: field 'rope_type' = \"yarn\" is not "
                         "supported (supported: default, linear, dynamic, llama3, longrope, su)"));
  }

  // Without layer_types, transformers gives the window to the NoPE layers only, which the
  // engine's one window for every layer cannot do.
  void a_window_in_some_layers_is_refused() {
    QCOMPARE(config_error([](json& c) {
               c.erase("layer_types");
               c["use_sliding_window"] = true;
               c["sliding_window"] = 16;
             }),
             std::string("config.json: field 'use_sliding_window' = true is not supported: "
                         "Tessera applies sliding_window = 16 to every layer or to none, with "
                         "use_sliding_window = true"));
    QCOMPARE(config_error([](json& c) {
               c["layer_types"] = {"full_attention", "sliding_attention", "full_attention",
                                   "sliding_attention"};
               c["use_sliding_window"] = true;
               c["sliding_window"] = 16;
             }),
             std::string("config.json: field 'layer_types' = [\"full_attention\","
                         "\"sliding_attention\",\"full_attention\",\"slid... is not supported: "
                         "Tessera applies sliding_window = 16 to every layer or to none, with "
                         "use_sliding_window = true"));
  }

  void a_window_in_every_layer_is_kept() {
    const ModelConfig config = config_with([](json& c) {
      c["layer_types"] = json::array();
      for (int i = 0; i < 4; ++i) c["layer_types"].push_back("sliding_attention");
      c["use_sliding_window"] = true;
      c["sliding_window"] = 16;
    });
    QCOMPARE(config.sliding_window, 16);
  }

  // A window as long as the context drops nothing; use_sliding_window false with full layers
  // ignores sliding_window, as transformers does.
  void windows_that_drop_nothing_change_nothing() {
    QCOMPARE(config_with([](json& c) {
               c.erase("layer_types");
               c["use_sliding_window"] = true;
               c["sliding_window"] = 256;
             }).sliding_window,
             0);
    QCOMPARE(config_with([](json& c) { c["sliding_window"] = 16; }).sliding_window, 0);
  }

  void malformed_layer_types_are_refused() {
    QCOMPARE(config_error([](json& c) {
               c["layer_types"] = {"full_attention", "full_attention", "chunked_attention",
                                   "full_attention"};
             }),
             std::string("config.json: field 'layer_types' must be a list of 4 layer types, "
                         "\"full_attention\" or \"sliding_attention\", got "
                         "\"chunked_attention\""));
    QCOMPARE(config_error([](json& c) {
               c["layer_types"] = json::array();
               for (int i = 0; i < 4; ++i) c["layer_types"].push_back("sliding_attention");
               c["use_sliding_window"] = true;
             }),
             std::string("config.json: field 'sliding_window' is missing"));
  }
};

QTEST_GUILESS_MAIN(SmolLM3ConfigTest)
#include "smollm3_config_test.moc"
