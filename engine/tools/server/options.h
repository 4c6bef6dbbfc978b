// Command-line flags of tessera-server.
#pragma once

#include <string>
#include <vector>

#include "tessera/engine.h"
#include "tessera/server/api_server.h"

namespace tessera::server_tool {

struct Options {
  EngineConfig engine;
  ServerConfig server;
  bool help = false;
  bool version = false;
};

std::string usage();
// `env_api_key`: TESSERA_API_KEY (null when unset); --api-key and --api-key-file override it.
Options parse_options(const std::vector<std::string>& args,
                      const char* env_api_key = nullptr);  // throws tessera::Error

}  // namespace tessera::server_tool
