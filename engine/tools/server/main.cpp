// tessera-server: the OpenAI-compatible API over one engine, for machines without a display.
// A stop request (SIGINT/SIGTERM, or Ctrl+C and friends on Windows: stop_request.h) is taken on
// the main thread, so the shutdown runs as ordinary code: abort the requests, close the socket,
// free the engine.
#include <iostream>

#include "options.h"
#include "stop_request.h"
#include "tessera/error.h"
#include "tessera/version.h"

using namespace tessera;

namespace {

int serve(const server_tool::Options& options) {
  server_tool::StopRequest stop_request;  // before any thread starts

  ApiServer server(options.server);
  server.start();  // /health answers 503 while the model loads
  std::cerr << "tessera-server: listening on " << server.url() << std::endl;
  if (const std::string warning = server.security_warning(); !warning.empty()) {
    std::cerr << "\n*** " << warning << " ***\n" << std::endl;
  }
  const std::unique_ptr<Engine> engine = Engine::create(options.engine);
  const ModelInfo& info = engine->model_info();
  if (!info.notice.empty()) std::cerr << "tessera-server: " << info.notice.english() << "\n";
  server.attach(*engine);
  std::cerr << "tessera-server: serving " << info.name << " on " << info.device_name << " ("
            << info.max_model_len << " tokens of context, " << info.num_kv_blocks
            << " KV blocks); ready" << std::endl;

  const std::string asked_by = stop_request.wait();
  std::cerr << "tessera-server: " << asked_by << ": aborting running requests and stopping"
            << std::endl;
  server.stop();
  engine->wait_until_idle();
  std::cerr << "tessera-server: stopped" << std::endl;
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const server_tool::Options options =
        server_tool::parse_options(std::vector<std::string>(argv + 1, argv + argc));
    if (options.help) {
      std::cout << server_tool::usage();
      return 0;
    }
    if (options.version) {
      std::cout << "tessera-server " << kVersion << "\n";
      return 0;
    }
    return serve(options);
  } catch (const std::exception& e) {
    std::cerr << "tessera-server: " << e.what() << "\n";
    return 1;
  }
}
