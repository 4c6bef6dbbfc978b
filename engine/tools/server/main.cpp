// tessera-server: the OpenAI-compatible API over one engine, for machines without a display.
// A stop request (SIGINT/SIGTERM, or Ctrl+C and friends on Windows: stop_request.h) is taken on
// the main thread, so the shutdown runs as ordinary code: abort the requests, close the socket,
// free the engine. The model loads on a thread of its own, so a stop request is heard while it
// loads too, and a model that fails to load ends the server with its error.
#ifndef _WIN32
#include <sys/resource.h>
#endif

#include <atomic>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <thread>

#include "options.h"
#include "stop_request.h"
#include "tessera/error.h"
#include "tessera/version.h"

using namespace tessera;

namespace {

// Each open connection takes a file descriptor: the soft limit (often 1024) is raised to the
// hard one, and the connection cap lowered to fit what is left after the model's own files.
void fit_open_file_limit(ServerConfig& config) {
#ifndef _WIN32
  constexpr rlim_t kReserve = 256;  // model files, the listening socket, logs, the CUDA driver
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return;
  if (limit.rlim_cur < limit.rlim_max) {
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
    getrlimit(RLIMIT_NOFILE, &limit);
  }
  if (limit.rlim_cur == RLIM_INFINITY) return;
  const rlim_t wanted = static_cast<rlim_t>(config.max_open_connections) + kReserve;
  if (wanted <= limit.rlim_cur) return;
  const rlim_t fits = limit.rlim_cur > kReserve + 16 ? limit.rlim_cur - kReserve : 16;
  std::cerr << "tessera-server: the open file limit is " << limit.rlim_cur
            << "; --max-open-connections lowered from " << config.max_open_connections << " to "
            << fits << std::endl;
  config.max_open_connections = static_cast<int>(fits);
#else
  (void)config;
#endif
}

// Loads the model while the main thread listens for a stop request. A stop during the load
// cannot interrupt Engine::create: the server stops and the process ends without waiting.
std::unique_ptr<Engine> load_engine(const EngineConfig& config, ApiServer& server,
                                    server_tool::StopRequest& stop_request) {
  std::unique_ptr<Engine> engine;
  std::exception_ptr error;
  std::atomic<bool> done{false};
  std::thread loader([&] {
    try {
      engine = Engine::create(config);
    } catch (...) {
      error = std::current_exception();
    }
    done = true;
  });
  while (!done) {
    if (const auto asked = stop_request.wait_for(std::chrono::milliseconds(50))) {
      std::cerr << "tessera-server: " << *asked << " while the model loads: stopping" << std::endl;
      server.stop();
      std::_Exit(0);  // the loader thread cannot be stopped; nothing is left to save
    }
  }
  loader.join();
  if (error) std::rethrow_exception(error);
  return engine;
}

int serve(server_tool::Options& options) {
  server_tool::StopRequest stop_request;  // before any thread starts

  fit_open_file_limit(options.server);
  ApiServer server(options.server);
  server.start();  // /health answers 503 while the model loads
  std::cerr << "tessera-server: listening on " << server.url() << std::endl;
  if (const std::string warning = server.security_warning(); !warning.empty()) {
    std::cerr << "\n*** " << warning << " ***\n" << std::endl;
  }
  const std::unique_ptr<Engine> engine = load_engine(options.engine, server, stop_request);
  const ModelInfo& info = engine->model_info();
  if (!info.notice.empty()) std::cerr << "tessera-server: " << info.notice.english() << "\n";
  std::cerr << "tessera-server: chats use " << info.chat_template_description << "\n";
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
    server_tool::Options options = server_tool::parse_options(
        std::vector<std::string>(argv + 1, argv + argc), std::getenv("TESSERA_API_KEY"));
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
