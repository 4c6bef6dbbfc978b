// GGUF files: the reader's checks on hostile headers, dequantization equal to the gguf Python
// package's, and GGUF models (written by the gguf package, tests/engine/data/gguf/make_models.py)
// giving the same greedy tokens as their safetensors folders.
#include <QtTest>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "model/gguf_dequant.h"
#include "model/gguf_file.h"
#include "model/gguf_model.h"
#include "model/gguf_tokenizer.h"
#include "support/core_engine_fixtures.h"
#include "support/model_test_files.h"
#include "support/reference_driver.h"
#include "tessera/backend/backend.h"
#include "tessera/engine.h"
#include "tessera/model_check.h"
#include "tessera/tokenizer.h"

using namespace tessera;

namespace {

constexpr int kBlockSize = 16;

std::string data_path(const std::string& name) {
  return std::string(TESSERA_TEST_DATA_DIR) + "/gguf/" + name;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// GGUF's little-endian pieces, for writing hostile files by hand.
template <typename T>
std::string le(T value) {
  std::string bytes(sizeof(T), '\0');
  std::memcpy(bytes.data(), &value, sizeof(T));
  return bytes;
}
std::string gstr(const std::string& text) {
  return le<std::uint64_t>(text.size()) + text;
}
std::string kv_u32(const std::string& key, std::uint32_t v) {
  return gstr(key) + le(4u) + le(v);
}
std::string kv_str(const std::string& key, const std::string& v) {
  return gstr(key) + le(8u) + gstr(v);
}
std::string tensor_info(const std::string& name, std::vector<std::uint64_t> dims,
                        std::uint32_t type, std::uint64_t offset) {
  std::string info = gstr(name) + le<std::uint32_t>(static_cast<std::uint32_t>(dims.size()));
  for (std::uint64_t dim : dims) info += le(dim);
  return info + le(type) + le(offset);
}

// A whole file: header, entries, tensor infos, padding to `alignment`, data.
std::string gguf_bytes(const std::vector<std::string>& kvs, const std::vector<std::string>& infos,
                       const std::string& data, std::uint32_t version = 3,
                       std::size_t alignment = 32) {
  std::string out =
      "GGUF" + le(version) + le<std::uint64_t>(infos.size()) + le<std::uint64_t>(kvs.size());
  for (const std::string& kv : kvs) out += kv;
  for (const std::string& info : infos) out += info;
  out.resize((out.size() + alignment - 1) / alignment * alignment, '\0');
  return out + data;
}

// The llama.* keys of a one-layer model of width `hidden` (a single head).
std::vector<std::string> llama_keys(std::uint32_t hidden) {
  return {kv_str("general.architecture", "llama"),     kv_u32("llama.embedding_length", hidden),
          kv_u32("llama.feed_forward_length", hidden), kv_u32("llama.block_count", 1),
          kv_u32("llama.attention.head_count", 1),     kv_u32("llama.context_length", 16)};
}

nlohmann::json stories_reference() {
  return nlohmann::json::parse(read_file(data_path("stories260K_reference_greedy.json")));
}

struct LoadedModel {
  ModelConfig config;
  ModelWeights weights;
  std::unique_ptr<Backend> backend;
};

LoadedModel load(const std::string& path) {
  LoadedModel model;
  model.config = load_model_config(path);
  model.weights = load_model_weights(path, model.config);
  model.backend = make_cpu_backend(model.config, model.weights, 2);
  model.backend->allocate_kv_cache(400 / kBlockSize, kBlockSize);
  return model;
}

bool same_bits(float a, float b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  return std::memcmp(&a, &b, sizeof a) == 0;
}

}  // namespace

class GgufTest : public QObject {
  Q_OBJECT

  std::string scratch_;

  std::string write_scratch(const std::string& name, const std::string& bytes) {
    const std::string path = scratch_ + "/" + name;
    test::write_bytes(path, bytes);
    return path;
  }
  std::string error_of(const std::string& bytes) {
    const std::string path = write_scratch("hostile.gguf", bytes);
    return test::error_message([&] { read_gguf(path); });
  }

 private slots:
  void initTestCase() {
    scratch_ = (std::filesystem::temp_directory_path() /
                ("tessera_gguf_test_" + std::to_string(QCoreApplication::applicationPid())))
                   .string();
    std::filesystem::create_directories(scratch_);
  }
  void cleanupTestCase() { std::filesystem::remove_all(scratch_); }

  void reads_metadata_and_tensor_places() {
    const std::string data(64, '\x01');
    const std::string path = write_scratch(
        "ok.gguf",
        gguf_bytes({kv_u32("answer", 42), kv_str("general.name", "tiny")},
                   {tensor_info("a", {4, 2}, 0, 0), tensor_info("b", {8}, 1, 32)}, data));
    const GgufFile file = read_gguf(path);
    QCOMPARE(file.version, 3u);
    QCOMPARE(file.find("answer")->integer().value(), std::int64_t{42});
    QCOMPARE(file.find("general.name")->text, std::string("tiny"));
    QCOMPARE(file.tensors.size(), std::size_t{2});
    QCOMPARE(file.tensor("a")->shape(), (std::vector<std::int64_t>{2, 4}));
    QCOMPARE(file.tensor("a")->nbytes, std::uint64_t{32});
    QCOMPARE(file.tensor("b")->data - file.tensor("a")->data, std::ptrdiff_t{32});
    QCOMPARE(file.tensor("b")->data + 16, file.mapping->data() + file.mapping->size() - 16);
  }

  void hostile_headers_get_errors_naming_the_problem_data() {
    QTest::addColumn<QString>("bytes");
    QTest::addColumn<QString>("expected");
    auto row = [](const char* name, const std::string& bytes, const char* expected) {
      QTest::newRow(name) << QString::fromLatin1(bytes.data(), static_cast<int>(bytes.size()))
                          << QString::fromUtf8(expected);
    };
    const std::string f32x8(32, '\0');
    row("magic", "GGML" + gguf_bytes({}, {}, "").substr(4),
        "not a GGUF file (it starts with \"GGML\"");
    row("version 1", gguf_bytes({}, {}, "", 1), "GGUF version 1 is not supported");
    row("big-endian", gguf_bytes({}, {}, "", 0x03000000), "GGUF version 50331648");
    row("counts", "GGUF" + le(3u) + le<std::uint64_t>(1ull << 60) + le<std::uint64_t>(0),
        "the header counts 1152921504606846976 tensors");
    row("key length", gguf_bytes({le<std::uint64_t>(1ull << 40) + "k" + le(4u) + le(1u)}, {}, ""),
        "metadata entry 0 has a string of 1099511627776 bytes");
    row("value type", gguf_bytes({gstr("k") + le(13u) + le(1u)}, {}, ""),
        "metadata key 'k' has value type 13");
    row("nested", gguf_bytes({gstr("k") + le(9u) + le(9u) + le<std::uint64_t>(0)}, {}, ""),
        "metadata key 'k' is an array of arrays");
    row("array count",
        gguf_bytes({gstr("k") + le(9u) + le(8u) + le<std::uint64_t>(1ull << 61)}, {}, ""),
        "metadata key 'k' holds 2305843009213693952 elements");
    row("duplicate key", gguf_bytes({kv_u32("k", 1), kv_u32("k", 2)}, {}, ""),
        "metadata key 'k' appears twice");
    row("alignment", gguf_bytes({kv_u32("general.alignment", 48)}, {}, ""),
        "metadata key 'general.alignment' = 48 must be a power of two");
    row("alignment type", gguf_bytes({kv_str("general.alignment", "32")}, {}, ""),
        "metadata key 'general.alignment' has type string, expected u32");
    row("dims", gguf_bytes({}, {tensor_info("t", {1, 1, 1, 1, 1}, 0, 0)}, f32x8),
        "tensor 't' has 5 dimensions (at most 4)");
    row("type", gguf_bytes({}, {tensor_info("t", {8}, 99, 0)}, f32x8),
        "tensor 't' has type 99, which ggml does not define");
    row("block", gguf_bytes({}, {tensor_info("t", {33}, 8, 0)}, f32x8),
        "tensor 't' has rows of 33 elements, not a multiple of the Q8_0 block of 32");
    row("overflow", gguf_bytes({}, {tensor_info("t", {1ull << 40, 1ull << 40}, 0, 0)}, f32x8),
        "tensor 't' has dimensions [1099511627776, 1099511627776], too large to address");
    row("row bytes", gguf_bytes({}, {tensor_info("t", {1ull << 62}, 28, 0)}, f32x8),
        "tensor 't' has dimensions [4611686018427387904], too large to address");
    row("huge dim", gguf_bytes({}, {tensor_info("t", {0, 1ull << 63}, 0, 0)}, f32x8),
        "too large to address");
    row("misaligned", gguf_bytes({}, {tensor_info("t", {2}, 0, 4)}, f32x8),
        "tensor 't' starts at offset 4, not a multiple of the alignment 32");
    row("past end", gguf_bytes({}, {tensor_info("t", {16}, 0, 0)}, f32x8),
        "tensor 't' (64 bytes at offset 0) ends past the end of the data section (32 bytes)");
    row("far offset", gguf_bytes({}, {tensor_info("t", {1}, 0, 1ull << 63)}, f32x8),
        "ends past the end of the data section");
    row("overlap",
        gguf_bytes({}, {tensor_info("a", {8}, 0, 0), tensor_info("b", {8}, 0, 0)}, f32x8),
        "tensors 'a' and 'b' overlap");
    row("duplicate tensor",
        gguf_bytes({}, {tensor_info("a", {1}, 0, 0), tensor_info("a", {1}, 0, 32)}, f32x8 + f32x8),
        "tensor 'a' appears twice");
  }

  void hostile_headers_get_errors_naming_the_problem() {
    QFETCH(QString, bytes);
    QFETCH(QString, expected);
    const QByteArray raw = bytes.toLatin1();
    const std::string message = error_of(std::string(raw.constData(), raw.size()));
    QVERIFY2(message.find(expected.toStdString()) != std::string::npos, message.c_str());
  }

  // Every cut of a real file ends in a clear error, never a crash or a read past the end.
  void every_truncation_of_a_real_file_is_an_error() {
    const std::string whole = read_file(data_path("odd-bf16.gguf"));
    const GgufFile file = read_gguf(data_path("odd-bf16.gguf"));
    for (std::size_t cut = 0; cut < whole.size(); cut += cut < file.data_offset ? 17 : 4099) {
      const std::string message = error_of(whole.substr(0, cut));
      QVERIFY2(message != "<no error>", std::to_string(cut).c_str());
    }
  }

  void dequantization_equals_the_gguf_package_bit_for_bit() {
    const std::string cases = read_file(data_path("dequant_cases.bin"));
    std::size_t at = 0;
    int types = 0;
    while (at < cases.size()) {
      std::uint32_t type = 0;
      std::uint32_t blocks = 0;
      std::memcpy(&type, cases.data() + at, 4);
      std::memcpy(&blocks, cases.data() + at + 4, 4);
      const GgmlTypeInfo info = ggml_type_info(type).value();
      const std::size_t count = std::size_t{blocks} * info.block_size;
      const auto* src = reinterpret_cast<const std::byte*>(cases.data() + at + 8);
      const char* expected = cases.data() + at + 8 + std::size_t{blocks} * info.type_size;
      QVERIFY(can_dequantize(type));
      std::vector<float> actual(count);
      dequantize(type, src, actual.data(), count);
      for (std::size_t i = 0; i < count; ++i) {
        float want = 0;
        std::memcpy(&want, expected + 4 * i, 4);
        if (!same_bits(actual[i], want)) {
          QFAIL(("type " + std::string(info.name) + " element " + std::to_string(i) + ": " +
                 std::to_string(actual[i]) + " != " + std::to_string(want))
                    .c_str());
        }
      }
      at += 8 + std::size_t{blocks} * info.type_size + count * 4;
      ++types;
    }
    QCOMPARE(types, 8);  // Q8_0, Q4_0, Q4_K, Q5_K, Q6_K, F16, BF16, F32
  }

  void stories260k_gguf_reproduces_the_reference_greedy_outputs() {
    const nlohmann::json reference = stories_reference();
    LoadedModel model = load(data_path("stories260K.gguf"));
    QCOMPARE(model.config.vocab_size, 512);
    QCOMPARE(model.config.num_kv_heads, 4);
    QVERIFY(model.config.tie_word_embeddings);
    const auto stops = reference["stop_token_ids"].get<std::vector<TokenId>>();
    for (const nlohmann::json& c : reference["cases"]) {
      const auto prompt = c["prompt_ids"].get<std::vector<TokenId>>();
      const test::GreedyRun run = test::run_greedy(
          *model.backend, prompt, reference["max_new_tokens"].get<int>(), stops, kBlockSize);
      QCOMPARE(run.output_ids, c["output_ids"].get<std::vector<TokenId>>());
    }
  }

  void stories260k_gguf_tokenizer_encodes_and_decodes_like_its_tokenizer_model() {
    const auto tokenizer = Tokenizer::load(data_path("stories260K.gguf"));
    const auto original = Tokenizer::load(data_path("odd"));  // stories260K's tokenizer.model
    QCOMPARE(tokenizer->vocab_size(), 512);
    QCOMPARE(tokenizer->bos_id(), 1);
    QCOMPARE(tokenizer->eos_id(), 2);
    const nlohmann::json reference = stories_reference();  // the loop below must not outlive it
    for (const nlohmann::json& c : reference["cases"]) {
      const auto expected = c["prompt_ids"].get<std::vector<TokenId>>();
      QCOMPARE(tokenizer->encode(c["prompt"].get<std::string>()), expected);
      const auto output = c["output_ids"].get<std::vector<TokenId>>();
      QCOMPARE(tokenizer->decode(output), original->decode(output));
    }
    for (const std::string text :
         {"  two  spaces\tand \xC3\xA9\n", "\xE6\xBC\xA2\xF0\x9F\x98\x80 <s> x"}) {
      QCOMPARE(tokenizer->encode(text, false), original->encode(text, false));
    }
  }

  // The rows of attn_q / attn_k come back in Hugging Face order, byte for byte.
  void odd_model_gguf_weights_equal_the_safetensors_folder() {
    for (const auto& [gguf, folder] :
         {std::pair{"odd-f32.gguf", "odd"}, std::pair{"odd-bf16.gguf", "odd-bf16"}}) {
      const ModelConfig config = load_model_config(data_path(gguf));
      QCOMPARE(config.head_dim, 8);
      QCOMPARE(config.num_kv_heads, 1);
      QVERIFY(!config.tie_word_embeddings);
      const ModelWeights a = load_model_weights(data_path(gguf), config);
      const ModelWeights b =
          load_model_weights(data_path(folder), load_model_config(data_path(folder)));
      QCOMPARE(a.dtype, b.dtype);
      for (std::size_t i = 0; i < a.layers.size(); ++i) {
        for (auto part : {&LayerWeights::q_proj, &LayerWeights::k_proj, &LayerWeights::v_proj,
                          &LayerWeights::down_proj, &LayerWeights::input_norm}) {
          const TensorView& x = a.layers[i].*part;
          const TensorView& y = b.layers[i].*part;
          QCOMPARE(x.shape, y.shape);
          QCOMPARE(x.nbytes, y.nbytes);
          QVERIFY2(std::memcmp(x.data, y.data, x.nbytes) == 0, (gguf + (" " + y.name)).c_str());
        }
      }
      QVERIFY(std::memcmp(a.lm_head.data, b.lm_head.data, a.lm_head.nbytes) == 0);
    }
  }

  void odd_model_gguf_gives_the_greedy_ids_of_its_safetensors_folder() {
    const std::vector<std::vector<TokenId>> prompts = {{1}, {1, 400, 37, 299, 5}, {1, 511, 3}};
    for (const auto& [gguf, folder] :
         {std::pair{"odd-f32.gguf", "odd"}, std::pair{"odd-bf16.gguf", "odd-bf16"}}) {
      LoadedModel a = load(data_path(gguf));
      LoadedModel b = load(data_path(folder));
      for (const auto& prompt : prompts) {
        const auto x = test::run_greedy(*a.backend, prompt, 60, {}, kBlockSize).output_ids;
        const auto y = test::run_greedy(*b.backend, prompt, 60, {}, kBlockSize).output_ids;
        QCOMPARE(x.size(), std::size_t{60});
        QCOMPARE(x, y);
      }
    }
  }

  void engine_and_fit_check_open_a_gguf_file() {
    const ModelShape shape = check_model_config(data_path("stories260K.gguf"));
    QCOMPARE(shape.num_layers, 5);
    QCOMPARE(shape.vocab_size, 512);
    EngineConfig config = testing::cpu_engine_config();
    config.model_dir = data_path("stories260K.gguf");
    const auto engine = Engine::create(config);
    QCOMPARE(engine->model_info().name, std::string("stories260K.gguf"));
    QCOMPARE(engine->model_info().weight_dtype, std::string("F32"));
    const nlohmann::json c = stories_reference()["cases"][1];
    testing::Collector collector;
    const RequestId id = collector.submit(
        *engine, engine->tokenizer().encode(c["prompt"].get<std::string>()), testing::greedy(40));
    engine->wait_until_idle();
    const auto expected = c["output_ids"].get<std::vector<TokenId>>();
    QCOMPARE(collector.result(id).tokens,
             std::vector<TokenId>(expected.begin(), expected.begin() + 40));
  }

  // Q3_K (ggml type 11, blocks of 256 in 110 bytes) is a type the engine does not run.
  void unsupported_quantized_types_are_refused_by_name() {
    std::vector<std::string> keys = llama_keys(32);
    const std::string path = write_scratch(
        "q3.gguf", gguf_bytes(keys,
                              {tensor_info("token_embd.weight", {32, 4}, 0, 0),
                               tensor_info("blk.0.attn_q.weight", {256, 32}, 11, 512)},
                              std::string(512 + 32 * 110, '\0')));
    const std::string expected = "tensor 'blk.0.attn_q.weight': Q3_K weights are not supported";
    const std::string message = test::error_message([&] { load_model_config(path); });
    QVERIFY2(message.find(expected) != std::string::npos, message.c_str());
    const std::string fit = test::error_message([&] { check_model_config(path); });
    QVERIFY2(fit.find(expected) != std::string::npos, fit.c_str());
  }

  // general.alignment 2 puts F32 tensors off their element size: they are copied, not cast.
  void tensors_placed_off_their_element_size_are_copied() {
    std::vector<std::string> keys = llama_keys(2);
    keys.push_back(kv_u32("general.alignment", 2));
    std::vector<std::string> infos;
    std::string data;
    auto add = [&](const std::string& name, std::vector<std::uint64_t> dims, std::size_t gap) {
      data.append(gap, '\0');
      infos.push_back(tensor_info(name, dims, 0, data.size()));
      for (std::uint64_t i = 0; i < dims[0] * (dims.size() > 1 ? dims[1] : 1); ++i) {
        data += le(static_cast<float>(data.size()));  // every element different
      }
    };
    add("token_embd.weight", {2, 4}, 0);
    add("output_norm.weight", {2}, 0);
    add("blk.0.attn_norm.weight", {2}, 0);
    add("blk.0.ffn_norm.weight", {2}, 0);
    for (const char* name :
         {"attn_q", "attn_k", "attn_v", "attn_output", "ffn_gate", "ffn_up", "ffn_down"}) {
      add(std::string("blk.0.") + name + ".weight", {2, 2}, std::string(name) == "attn_q" ? 2 : 0);
    }
    const std::string path = write_scratch("aligned2.gguf", gguf_bytes(keys, infos, data, 3, 2));
    const GgufFile file = read_gguf(path);
    const ModelConfig config = gguf_model_config(file);
    const ModelWeights weights = gguf_model_weights(file, config);
    const LayerWeights& layer = weights.layers.at(0);
    int copied = 0;
    for (const TensorView* view : {&weights.embed_tokens, &layer.v_proj, &layer.o_proj,
                                   &layer.gate_proj, &layer.up_proj, &layer.down_proj}) {
      QCOMPARE(reinterpret_cast<std::uintptr_t>(view->data) % 4, std::uintptr_t{0});
      QVERIFY(std::memcmp(view->data, file.tensor(view->name)->data, view->nbytes) == 0);
      copied += view->mapped ? 0 : 1;
    }
    QVERIFY(copied >= 1);  // the tensors after attn_q's gap of 2 are off, or the ones before
    QVERIFY(copied <= 5);
  }

  void unsupported_model_metadata_is_named() {
    auto message_for = [&](std::vector<std::string> keys) {
      const std::string path = write_scratch(
          "meta.gguf", gguf_bytes(keys, {tensor_info("token_embd.weight", {32, 4}, 0, 0)},
                                  std::string(512, '\0')));
      return test::error_message([&] { load_model_config(path); });
    };
    std::vector<std::string> keys = llama_keys(32);
    keys[0] = kv_str("general.architecture", "gemma2");
    QVERIFY(message_for(keys).find("architecture 'gemma2' is not supported (supported: llama, "
                                   "qwen2, qwen3, phi3)") != std::string::npos);
    keys = llama_keys(32);
    keys.push_back(kv_str("llama.rope.scaling.type", "yarn"));
    QVERIFY(message_for(keys).find("'llama.rope.scaling.type' is 'yarn', which is not supported "
                                   "(supported: none, linear)") != std::string::npos);
    // Linear scaling: llama.rope.scaling.type and .factor.
    keys.back() = kv_str("llama.rope.scaling.type", "linear");
    keys.push_back(gstr("llama.rope.scaling.factor") + le(6u) + le(4.0f));
    const std::string linear = write_scratch(
        "linear.gguf", gguf_bytes(keys, {tensor_info("token_embd.weight", {32, 4}, 0, 0)},
                                  std::string(512, '\0')));
    const ModelConfig config = load_model_config(linear);
    QVERIFY(config.rope_scaling.type == RopeScaling::Type::Linear);
    QCOMPARE(config.rope_scaling.factor, 4.0);
    keys = llama_keys(32);
    keys.push_back(kv_u32("llama.rope.dimension_count", 16));
    QVERIFY(message_for(keys).find("'llama.rope.dimension_count' = 16 is not supported") !=
            std::string::npos);
    keys = llama_keys(32);
    keys.push_back(kv_u32("split.count", 3));
    QVERIFY(message_for(keys).find("'split.count' = 3: the model is split into several files") !=
            std::string::npos);
    keys = llama_keys(32);
    keys.erase(keys.begin() + 3);
    QVERIFY(message_for(keys).find("'llama.block_count' is missing") != std::string::npos);
    keys = llama_keys(32);
    keys[1] = kv_str("llama.embedding_length", "32");
    QVERIFY(message_for(keys).find("'llama.embedding_length' has type string, expected integer") !=
            std::string::npos);
  }

  // What the byte-level BPE tokenizer reads from a "gpt2" vocabulary (gguf_tokenizer_test.cpp
  // tests the tokenizer).
  void gpt2_vocabulary_is_read_with_its_merges() {
    auto array_of_strings = [](const std::string& key, const std::vector<std::string>& items) {
      std::string kv = gstr(key) + le(9u) + le(8u) + le<std::uint64_t>(items.size());
      for (const std::string& item : items) kv += gstr(item);
      return kv;
    };
    const std::string path = write_scratch(
        "gpt2.gguf",
        gguf_bytes(
            {kv_str("tokenizer.ggml.model", "gpt2"), kv_str("tokenizer.ggml.pre", "llama-bpe"),
             array_of_strings("tokenizer.ggml.tokens", {"a", "b", "ab", "\xC4\xA0", "\xC4\xA0 "}),
             array_of_strings("tokenizer.ggml.merges", {"a b", "\xC4\xA0 ab"})},
            {}, ""));
    const Gpt2Vocab vocab = read_gpt2_vocab(read_gguf(path));
    QCOMPARE(vocab.tokens.size(), std::size_t{5});
    QCOMPARE(vocab.pre, std::string("llama-bpe"));
    QCOMPARE(vocab.merges.size(), std::size_t{2});
    QCOMPARE(vocab.merges[1].first, std::string("\xC4\xA0"));
    QCOMPARE(vocab.merges[1].second, std::string("ab"));
    // "Ġab" is no token: the merge cannot be applied.
    const std::string refused = test::error_message([&] { Tokenizer::load(path); });
    QVERIFY2(refused.find("metadata key 'tokenizer.ggml.merges' names '\xC4\xA0"
                          "ab', which is not in the vocabulary") != std::string::npos,
             refused.c_str());
  }
};

QTEST_GUILESS_MAIN(GgufTest)
#include "gguf_test.moc"
