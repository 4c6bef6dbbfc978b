// engine_paths_check MODEL_DIR: the float32 engine reproduces reference_greedy.json token for
// token, loaded once from MODEL_DIR and once from a copy in a folder named with Japanese
// characters (UTF-8 std::string in, wide file APIs on Windows). Qt-free, so that the MinGW-w64
// build runs it under wine; prints one line per check and exits 1 on the first failure.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tessera/engine.h"
#include "tessera/utf8_path.h"

namespace fs = std::filesystem;
using namespace tessera;

namespace {

struct ReferenceCase {
  std::string prompt;
  std::vector<TokenId> prompt_ids;
  std::vector<TokenId> output_ids;
};

std::vector<ReferenceCase> read_reference(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + utf8_string(file));
  const nlohmann::json root = nlohmann::json::parse(in);
  std::vector<ReferenceCase> cases;
  for (const auto& c : root.at("cases")) {
    cases.push_back({c.at("prompt").get<std::string>(),
                     c.at("prompt_ids").get<std::vector<TokenId>>(),
                     c.at("output_ids").get<std::vector<TokenId>>()});
  }
  return cases;
}

// Runs every reference prompt through one engine at once; returns the first mismatch or "".
std::string check_greedy(const std::string& model_dir, const std::vector<ReferenceCase>& cases) {
  EngineConfig config;
  config.model_dir = model_dir;
  config.device = Device::Cpu;
  config.num_threads = 1;
  const std::unique_ptr<Engine> engine = Engine::create(config);
  std::mutex mu;
  std::vector<std::vector<TokenId>> outputs(cases.size());
  for (std::size_t i = 0; i < cases.size(); ++i) {
    if (engine->tokenizer().encode(cases[i].prompt) != cases[i].prompt_ids)
      return "prompt '" + cases[i].prompt + "' encodes differently";
    SamplingParams greedy;
    greedy.temperature = 0.0f;
    greedy.max_tokens = 200;
    engine->submit({cases[i].prompt_ids, greedy, 0}, [&, i](const RequestOutput& out) {
      std::lock_guard lock(mu);
      outputs[i].insert(outputs[i].end(), out.new_token_ids.begin(), out.new_token_ids.end());
    });
  }
  engine->wait_until_idle();
  for (std::size_t i = 0; i < cases.size(); ++i) {
    if (outputs[i] != cases[i].output_ids) {
      return "prompt '" + cases[i].prompt + "': " + std::to_string(outputs[i].size()) +
             " tokens differ from the reference's " + std::to_string(cases[i].output_ids.size());
    }
  }
  return "";
}

// Removes `dir` and everything in it. Copies of a read-only model are read-only, and Windows
// refuses to delete a read-only file (std::filesystem::remove does not clear the attribute in
// libstdc++), so every entry is made writable first.
void remove_tree(const fs::path& dir) {
  if (!fs::exists(dir)) return;
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    fs::permissions(entry.path(), fs::perms::owner_write, fs::perm_options::add);
  }
  fs::remove_all(dir);
}

bool report(const std::string& what, const std::string& failure) {
  std::printf("%s %s%s%s\n", failure.empty() ? "PASS" : "FAIL", what.c_str(),
              failure.empty() ? "" : ": ", failure.c_str());
  return failure.empty();
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args = utf8_arguments(argc, argv);
  if (args.size() != 1) {
    std::fprintf(stderr, "usage: engine_paths_check MODEL_DIR (stories260K)\n");
    return 2;
  }
  try {
    const fs::path model = utf8_path(args[0]);
    const std::vector<ReferenceCase> cases = read_reference(model / "reference_greedy.json");
    bool ok = report("greedy reference from " + args[0], check_greedy(args[0], cases));

    // "モデル 試験" (model test), spelled in UTF-8 bytes so the source encoding cannot matter.
    const std::string japanese = "\xE3\x83\xA2\xE3\x83\x87\xE3\x83\xAB \xE8\xA9\xA6\xE9\xA8\x93";
    const fs::path copy = fs::temp_directory_path() / utf8_path(japanese) / "stories260K";
    remove_tree(copy.parent_path());
    fs::create_directories(copy);
    for (const auto& entry : fs::directory_iterator(model)) {
      fs::copy_file(entry.path(), copy / entry.path().filename());
    }
    ok = report("greedy reference from " + utf8_string(copy),
                check_greedy(utf8_string(copy), cases)) &&
         ok;
    remove_tree(copy.parent_path());
    return ok ? 0 : 1;
  } catch (const std::exception& e) {
    std::printf("FAIL %s\n", e.what());
    return 1;
  }
}
