// Typed access to a GGUF file's metadata, with errors that name the file and the key
// ("model.gguf: metadata key 'llama.block_count' has type string, expected an integer").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/gguf_file.h"
#include "tessera/message.h"

namespace tessera {

class GgufFields {
 public:
  explicit GgufFields(const GgufFile& file) : file_(file) {}

  const GgufFile& file() const { return file_; }
  bool has(const std::string& key) const { return file_.find(key) != nullptr; }

  std::int64_t integer(const std::string& key) const;  // required
  std::optional<std::int64_t> optional_integer(const std::string& key) const;
  // A required integer in [1, INT_MAX].
  int positive_int(const std::string& key) const;
  // A float (f32 or f64); `fallback` when absent.
  double number(const std::string& key, double fallback) const;
  bool boolean(const std::string& key, bool fallback) const;
  std::string string(const std::string& key) const;  // required
  std::string string(const std::string& key, const std::string& fallback) const;
  // An array whose elements are all `element`; null when absent.
  const std::vector<GgufValue>* array(const std::string& key, GgufValueType element) const;

  // Throws "<file>: metadata key '<key>' <problem>".
  [[noreturn]] void fail(const std::string& key, Message problem) const;

 private:
  const GgufValue& required(const std::string& key) const;
  [[noreturn]] void wrong_type(const std::string& key, const GgufValue& value,
                               const std::string& expected) const;

  const GgufFile& file_;
};

}  // namespace tessera
