// A CUDA module table with no functions: as another Tessera version would export it
// (TESSERA_TEST_WRONG_VERSION), or the current one in a module whose dependency is missing
// (TESSERA_TEST_NEEDS_GONE: it never gets as far as this table).
#ifdef _WIN32
#define TESSERA_TEST_EXPORT extern "C" __declspec(dllexport)
#else
#define TESSERA_TEST_EXPORT extern "C" __attribute__((visibility("default")))
#endif
#include "tessera/backend/cuda_module.h"

#ifdef TESSERA_TEST_NEEDS_GONE
int tessera_test_gone_value();
int keep_the_dependency() {
  return tessera_test_gone_value();
}
#endif

namespace {
#ifdef TESSERA_TEST_WRONG_VERSION
constexpr tessera::CudaModuleTable kTable{tessera::kCudaModuleInterface + 999, "9.9.9", nullptr,
                                          nullptr, nullptr};
#else
constexpr tessera::CudaModuleTable kTable{tessera::kCudaModuleInterface, TESSERA_VERSION, nullptr,
                                          nullptr, nullptr};
#endif
}  // namespace

TESSERA_TEST_EXPORT const tessera::CudaModuleTable* tessera_cuda_module() {
  return &kTable;
}
