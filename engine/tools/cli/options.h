// Command line of `tessera-cli generate` (and which command was asked for).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tessera/engine.h"
#include "tokenize.h"

namespace tessera::cli {

enum class Command { Generate, Tokenize };

struct Options {
  Command command = Command::Generate;
  TokenizeOptions tokenize;  // Command::Tokenize
  bool help = false;
  bool version = false;
  EngineConfig engine;
  SamplingParams sampling;
  std::vector<std::string> prompts;
  std::optional<ChatTemplate> chat_template;  // nullopt: the model's default
  bool json = false;
};

// Parses argv (after the program name); throws tessera::Error with a one-line message.
Options parse_options(const std::vector<std::string>& args);
std::string usage();

}  // namespace tessera::cli
