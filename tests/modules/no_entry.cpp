// A shared library that is not a Tessera CUDA module: it exports no tessera_cuda_module.
#ifdef _WIN32
#define TESSERA_TEST_EXPORT extern "C" __declspec(dllexport)
#else
#define TESSERA_TEST_EXPORT extern "C" __attribute__((visibility("default")))
#endif
TESSERA_TEST_EXPORT int tessera_something_else() {
  return 1;
}
