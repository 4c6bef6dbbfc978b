#include "runtime/cuda_module_loader.h"

#include <cstring>
#include <system_error>

#include "tessera/backend/cuda_driver.h"
#include "tessera/error.h"

#ifdef _WIN32
#include <windows.h>
#else
#include <dlfcn.h>
#endif

#ifndef TESSERA_VERSION
#error "TESSERA_VERSION must be defined by the build (PROJECT_VERSION)"
#endif
#ifndef TESSERA_CUDA_MODULE_RELDIR
#error "TESSERA_CUDA_MODULE_RELDIR must be defined by the build (module folder relative to bin)"
#endif
#ifndef TESSERA_CUDA_RUNTIME_VERSION
#error "TESSERA_CUDA_RUNTIME_VERSION must be defined by the build (0 without the CUDA module)"
#endif

namespace tessera {
namespace {

namespace fs = std::filesystem;

#ifdef _WIN32
std::string last_error_text() {
  const DWORD code = GetLastError();
  char* text = nullptr;
  FormatMessageA(
      FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
      nullptr, code, 0, reinterpret_cast<char*>(&text), 0, nullptr);
  std::string message = text != nullptr ? text : "error " + std::to_string(code);
  LocalFree(text);
  while (!message.empty() && (message.back() == '\n' || message.back() == '\r')) message.pop_back();
  return message;
}

// Finds the module's own dependencies (cublas64_13.dll) in its folder, and pins it in memory.
void* open_library(const fs::path& path, std::string& error) {
  HMODULE handle = LoadLibraryExW(
      path.c_str(), nullptr, LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR | LOAD_LIBRARY_SEARCH_DEFAULT_DIRS);
  if (handle == nullptr) {
    error = last_error_text();
    return nullptr;
  }
  HMODULE pinned = nullptr;
  GetModuleHandleExW(GET_MODULE_HANDLE_EX_FLAG_PIN, path.c_str(), &pinned);
  return handle;
}

void* find_symbol(void* handle, const char* name) {
  return reinterpret_cast<void*>(GetProcAddress(static_cast<HMODULE>(handle), name));
}

// Whether nvcuda.dll loads. Where it does it stays loaded: the module's CUDA runtime loads it next.
bool driver_library_loads() {
  return LoadLibraryExW(L"nvcuda.dll", nullptr, LOAD_LIBRARY_SEARCH_SYSTEM32) != nullptr;
}

fs::path program_dir() {
  std::wstring buffer(32768, L'\0');
  const DWORD length =
      GetModuleFileNameW(nullptr, buffer.data(), static_cast<DWORD>(buffer.size()));
  buffer.resize(length);
  return fs::path(buffer).parent_path();
}
#else
// RTLD_NODELETE keeps the code mapped after dlclose (see CudaModule); RTLD_LOCAL keeps the
// module's symbols (its copy of the CUDA runtime) out of the program's namespace.
void* open_library(const fs::path& path, std::string& error) {
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE);
  if (handle == nullptr) {
    error = dlerror();
    const std::string prefix = path.string() + ": ";  // the caller names the file already
    if (error.rfind(prefix, 0) == 0) error.erase(0, prefix.size());
  }
  return handle;
}

void* find_symbol(void* handle, const char* name) {
  return dlsym(handle, name);
}

// Whether the driver's library loads. Where it does it stays loaded (RTLD_NODELETE): the module's
// CUDA runtime loads it next, and would otherwise start it a second time.
bool driver_library_loads() {
  return dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL | RTLD_NODELETE) != nullptr;
}

fs::path program_dir() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  return ec ? fs::path() : exe.parent_path();
}
#endif

std::string joined(const std::vector<fs::path>& dirs) {
  std::string text;
  for (const fs::path& dir : dirs) text += (text.empty() ? "" : ", ") + dir.string();
  return text;
}

}  // namespace

const char* cuda_module_file_name() {
#ifdef _WIN32
  return "tessera-cuda.dll";
#else
  return "libtessera-cuda.so";
#endif
}

std::vector<fs::path> cuda_module_dirs(const std::string& configured_dir) {
  if (!configured_dir.empty()) return {fs::path(configured_dir)};
  const fs::path bin = program_dir();
  if (bin.empty()) return {};
  return {(bin / TESSERA_CUDA_MODULE_RELDIR).lexically_normal()};
}

namespace {

// The module file in the first of `dirs` that has one; empty when none has.
fs::path find_module(const std::vector<fs::path>& dirs) {
  for (const fs::path& dir : dirs) {
    std::error_code ec;
    if (fs::exists(dir / cuda_module_file_name(), ec)) return dir / cuda_module_file_name();
  }
  return {};
}

}  // namespace

bool nvidia_driver_found() {
  return driver_library_loads();
}

std::unique_ptr<CudaModule> CudaModule::load(const std::vector<fs::path>& dirs, Message& problem) {
  const fs::path path = find_module(dirs);
  if (path.empty()) {
    problem = dirs.empty()
                  ? Message(tessera::Message::tr("the GPU support is not installed (no %1 in any "
                                                 "folder; on Debian it is the tessera-cuda "
                                                 "package)"),
                            cuda_module_file_name())
                  : Message(tessera::Message::tr("the GPU support is not installed (no %1 in %2; "
                                                 "on Debian it is the tessera-cuda package)"),
                            cuda_module_file_name(), joined(dirs));
    return nullptr;
  }
  std::string error;
  void* handle = open_library(path, error);
  if (handle == nullptr) {
    problem = Message(tessera::Message::tr("%1 could not be loaded: %2"), path.string(), error);
    return nullptr;
  }
  auto entry = reinterpret_cast<CudaModuleEntry>(find_symbol(handle, kCudaModuleEntryPoint));
  if (entry == nullptr) {
    problem =
        Message(tessera::Message::tr("%1 is not a Tessera CUDA module (it has no %2 function)"),
                path.string(), kCudaModuleEntryPoint);
    return nullptr;
  }
  const CudaModuleTable* table = entry();
  if (table == nullptr || table->interface_version != kCudaModuleInterface ||
      table->tessera_version == nullptr ||
      std::strcmp(table->tessera_version, TESSERA_VERSION) != 0) {
    const Message theirs = table == nullptr
                               ? Message(tessera::Message::tr("an unknown version"))
                               : Message(tessera::Message::tr("version %1 (module interface %2)"),
                                         table->tessera_version ? table->tessera_version : "?",
                                         table->interface_version);
    problem = Message(
        tessera::Message::tr("%1 is from Tessera %2, but this is Tessera %3 (module interface "
                             "%4): install the GPU support of the same version"),
        path.string(), theirs, TESSERA_VERSION, kCudaModuleInterface);
    return nullptr;
  }
  if (table->probe == nullptr || table->make_backend == nullptr) {
    problem = Message(tessera::Message::tr("%1 lacks a required function (probe or make_backend)"),
                      path.string());
    return nullptr;
  }
  return std::unique_ptr<CudaModule>(new CudaModule(path, table));
}

std::unique_ptr<Backend> make_cuda_module_backend(const EngineConfig& engine_config,
                                                  const ModelConfig& config,
                                                  const ModelWeights& weights, Message& problem,
                                                  Message& notice) {
  const std::vector<fs::path> dirs = cuda_module_dirs(engine_config.cuda_module_dir);
#if TESSERA_CUDA_RUNTIME_VERSION > 0
  // No driver, no GPU: said before the module is loaded, as loading it maps cuBLAS, whose start
  // alone made 155 MB resident that the CPU then never used (TinyLlama BF16, a 2.2 GB file:
  // 2.45 GB resident against 2.30).
  if (!find_module(dirs).empty() && !nvidia_driver_found()) {
    problem = cuda::driver_problem(0, TESSERA_CUDA_RUNTIME_VERSION);
    return nullptr;
  }
#endif
  const std::unique_ptr<CudaModule> module = CudaModule::load(dirs, problem);
  if (!module) return nullptr;
  std::string device_name;
  if (!module->table().probe(device_name, problem)) return nullptr;
  try {
    Message precision_reason;
    std::unique_ptr<Backend> backend =
        module->table().make_backend(engine_config, config, weights, precision_reason);
    if (!precision_reason.empty()) {
      notice =
          Message(tessera::Message::tr("Computing in F16 instead of BF16: %1."), precision_reason);
    }
    return backend;
  } catch (const Error& error) {
    problem = Message(tessera::Message::tr("%1: %2"), device_name, error.what());
    return nullptr;
  }
}

}  // namespace tessera
