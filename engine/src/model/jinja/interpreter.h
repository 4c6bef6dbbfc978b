// Runs a parsed template (ast.h) over its variables with jinja2's scoping: a for loop's body and a
// macro's body have their own variables (namespace() carries values out), if blocks do not.
// Rendering is bounded: output size, macro call depth and the number of evaluation steps, so that
// no template can hang or exhaust memory.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "model/jinja/ast.h"

namespace tessera::jinja {

struct Limits {
  std::size_t max_output_bytes = std::size_t{32} << 20;
  int max_call_depth = 64;
  std::int64_t max_steps = 2'000'000;  // real templates take thousands
};

// A render failure at a template line. raised: by the template's raise_exception(), whose
// message is then exactly the template's.
class LocatedError : public RenderError {
 public:
  LocatedError(int line, bool raised, const std::string& message)
      : RenderError(message), line_(line), raised_(raised) {}
  int line() const { return line_; }
  bool raised() const { return raised_; }

 private:
  int line_;
  bool raised_;
};

// Throws LocatedError.
std::string render(const Body& program, Dict variables, const Limits& limits);

}  // namespace tessera::jinja
