// libFuzzer target: a .gguf file with arbitrary bytes, taken as far as the engine takes a model
// file before running it: read_gguf(), the model configuration, the weights (with the attn_q /
// attn_k un-permutation) and the tokenizer. Each step must succeed or throw tessera::Error; a
// crash, a sanitizer report or another exception type is a finding.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "model/gguf_file.h"
#include "model/gguf_model.h"
#include "tessera/error.h"
#include "tessera/tokenizer.h"

namespace {

// Touches the first and last byte of every tensor: a tensor outside the mapping faults here.
void touch_tensors(const tessera::GgufFile& file) {
  for (const tessera::GgufTensorInfo& tensor : file.tensors) {
    if (tensor.nbytes == 0) continue;
    volatile std::byte first = tensor.data[0];
    volatile std::byte last = tensor.data[tensor.nbytes - 1];
    (void)first;
    (void)last;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const tessera::fuzz::ScratchDir scratch;
  const std::string path =
      scratch.write("model.gguf", std::string_view(reinterpret_cast<const char*>(data), size));
  try {
    const tessera::GgufFile file = tessera::read_gguf(path);
    touch_tensors(file);
    try {
      const tessera::ModelConfig config = tessera::gguf_model_config(file);
      const tessera::ModelWeights weights = tessera::gguf_model_weights(file, config);
      (void)weights;
    } catch (const tessera::Error&) {
    }
    (void)tessera::Tokenizer::load(path);
  } catch (const tessera::Error&) {
  }
  return 0;
}
