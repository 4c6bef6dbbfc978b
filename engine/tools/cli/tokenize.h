// `tessera-cli tokenize`: the ids a tokenizer file gives a text, with no BOS added, for checking
// Tessera's tokenizers against Hugging Face's.
#pragma once

#include <string>
#include <vector>

namespace tessera::cli {

struct TokenizeOptions {
  bool help = false;
  std::string tokenizer;  // tokenizer.json or tokenizer.model
  std::string text_file;
  bool json = false;  // a JSON array instead of space-separated ids
};

// Parses the arguments after "tokenize"; throws tessera::Error with a one-line message.
TokenizeOptions parse_tokenize_options(const std::vector<std::string>& args);
std::string tokenize_usage();
// Prints the ids on one line to stdout; returns the exit status.
int run_tokenize(const TokenizeOptions& options);

}  // namespace tessera::cli
