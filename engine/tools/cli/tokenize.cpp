#include "tokenize.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "tessera/error.h"
#include "tessera/tokenizer.h"
#include "tessera/utf8_path.h"

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

namespace tessera::cli {

std::string tokenize_usage() {
  return R"(usage: tessera-cli tokenize --tokenizer FILE --text-file FILE [--json]

Prints the token ids of a text file's bytes, with no BOS added: space-separated on one line, or
a JSON array with --json.

  --tokenizer FILE   tokenizer.json (Hugging Face), tokenizer.model (SentencePiece) or a .gguf
                     file (its own vocabulary)
  --text-file FILE   the text, UTF-8
  --json             print a JSON array
)";
}

TokenizeOptions parse_tokenize_options(const std::vector<std::string>& args) {
  TokenizeOptions o;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& flag = args[i];
    auto value = [&]() -> const std::string& {
      if (i + 1 >= args.size()) throw Error::untranslated(flag + ": missing value");
      return args[++i];
    };
    if (flag == "--help" || flag == "-h") {
      o.help = true;
    } else if (flag == "--tokenizer") {
      o.tokenizer = value();
    } else if (flag == "--text-file") {
      o.text_file = value();
    } else if (flag == "--json") {
      o.json = true;
    } else {
      throw Error::untranslated("unknown option '" + flag + "'");
    }
  }
  if (o.help) return o;
  if (o.tokenizer.empty()) throw Error::untranslated("--tokenizer FILE is required");
  if (o.text_file.empty()) throw Error::untranslated("--text-file FILE is required");
  return o;
}

int run_tokenize(const TokenizeOptions& options) {
  std::ifstream in(utf8_path(options.text_file), std::ios::binary);
  if (!in) throw Error::untranslated("--text-file: cannot read '" + options.text_file + "'");
  std::stringstream text;
  text << in.rdbuf();
  const auto tokenizer = Tokenizer::load_file(options.tokenizer, false, false);
  const std::vector<TokenId> ids = tokenizer->encode(text.str(), /*add_special=*/false);
#ifdef _WIN32
  _setmode(_fileno(stdout), _O_BINARY);  // one "\n" at the end on every system, as scripts compare
#endif
  if (options.json) {
    std::cout << nlohmann::json(ids).dump() << "\n";
    return 0;
  }
  for (std::size_t i = 0; i < ids.size(); ++i) std::cout << (i > 0 ? " " : "") << ids[i];
  std::cout << "\n";
  return 0;
}

}  // namespace tessera::cli
