// libFuzzer target: a .safetensors file with arbitrary bytes. read_safetensors() must either
// return tensors that lie inside the file or throw tessera::Error; anything else (a crash, a
// sanitizer report, another exception type) is a finding.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "model/safetensors.h"
#include "tessera/error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const tessera::fuzz::ScratchDir scratch;
  const std::string path = scratch.write(
      "model.safetensors", std::string_view(reinterpret_cast<const char*>(data), size));
  try {
    const tessera::TensorSet tensors = tessera::read_safetensors(path);
    for (const auto& [name, view] : tensors.tensors) {
      if (static_cast<std::size_t>(view.numel()) * tessera::dtype_size(view.dtype) != view.nbytes) {
        __builtin_trap();  // a view whose shape does not match its bytes
      }
      // Touch the first and last byte: a view outside the mapping faults here.
      if (view.nbytes > 0) {
        volatile std::byte first = view.data[0];
        volatile std::byte last = view.data[view.nbytes - 1];
        (void)first;
        (void)last;
      }
    }
  } catch (const tessera::Error&) {
  }
  return 0;
}
