// Python's operators on template values (see operators.h).
#include "model/jinja/operators.h"

#include <cmath>
#include <limits>

#include "model/jinja/builtins.h"

namespace tessera::jinja {
namespace {

constexpr std::size_t kMaxRepeatBytes = kMaxStringBytes;

[[noreturn]] void unsupported(const std::string& op, const Value& a, const Value& b) {
  if (a.is_undefined()) throw RenderError(a.undefined_description());
  if (b.is_undefined()) throw RenderError(b.undefined_description());
  throw RenderError("unsupported operand type(s) for " + op + ": '" + a.type_name() + "' and '" +
                    b.type_name() + "'");
}

bool both_ints(const Value& a, const Value& b) {
  return (a.is_int() || a.is_bool()) && (b.is_int() || b.is_bool());
}

using Overflowing = bool (*)(std::int64_t, std::int64_t, std::int64_t*);

Value checked(Overflowing op, std::int64_t a, std::int64_t b) {
  std::int64_t result = 0;
  if (op(a, b, &result)) throw RenderError("integer overflow");
  return Value(result);
}

bool add(std::int64_t a, std::int64_t b, std::int64_t* r) {
  return __builtin_add_overflow(a, b, r);
}
bool sub(std::int64_t a, std::int64_t b, std::int64_t* r) {
  return __builtin_sub_overflow(a, b, r);
}
bool mul(std::int64_t a, std::int64_t b, std::int64_t* r) {
  return __builtin_mul_overflow(a, b, r);
}

Value repeat(const Value& sequence, std::int64_t times) {
  if (times <= 0) return sequence.is_string() ? Value(std::string()) : Value(List{});
  const std::size_t unit =
      sequence.is_string() ? sequence.as_string().size() : sequence.as_list().size() * 16;
  if (unit > 0 && static_cast<std::uint64_t>(times) > kMaxRepeatBytes / unit)
    throw RenderError("the repeated sequence would be too long");
  if (sequence.is_string()) {
    std::string out;
    for (std::int64_t i = 0; i < times; ++i) out += sequence.as_string();
    return Value(std::move(out));
  }
  List out;
  for (std::int64_t i = 0; i < times; ++i)
    out.insert(out.end(), sequence.as_list().begin(), sequence.as_list().end());
  return Value(std::move(out));
}

Value power(const Value& a, const Value& b) {
  if (both_ints(a, b) && b.as_int() >= 0) {
    std::int64_t result = 1, base = a.as_int(), exp = b.as_int();
    while (exp > 0) {
      if (exp & 1) {
        if (__builtin_mul_overflow(result, base, &result)) throw RenderError("integer overflow");
      }
      exp >>= 1;
      if (exp > 0 && __builtin_mul_overflow(base, base, &base))
        throw RenderError("integer overflow");
    }
    return Value(result);
  }
  if (a.as_double() == 0.0 && b.as_double() < 0)
    throw RenderError("0.0 cannot be raised to a negative power");
  return Value(std::pow(a.as_double(), b.as_double()));
}

Value divide(const std::string& op, const Value& a, const Value& b) {
  if (b.as_double() == 0.0) throw RenderError(op == "%" ? "modulo by zero" : "division by zero");
  if (op == "/") return Value(a.as_double() / b.as_double());
  if (both_ints(a, b)) {
    const std::int64_t x = a.as_int(), y = b.as_int();
    if (x == std::numeric_limits<std::int64_t>::min() && y == -1)
      throw RenderError("integer overflow");
    std::int64_t q = x / y, r = x % y;
    if (r != 0 && ((r < 0) != (y < 0))) {  // Python floors toward negative infinity
      --q;
      r += y;
    }
    return Value(op == "//" ? q : r);
  }
  const double x = a.as_double(), y = b.as_double();
  if (op == "//") return Value(std::floor(x / y));
  double r = std::fmod(x, y);
  if (r != 0.0 && ((r < 0) != (y < 0))) r += y;
  return Value(r);
}

}  // namespace

Value binary(const std::string& op, const Value& a, const Value& b) {
  if (op == "~") {
    std::string left = a.str();
    const std::string right = b.str();
    check_string_size(left.size() + right.size());
    return Value(left + right);
  }
  const bool numbers = a.is_number() && b.is_number();
  if (op == "+") {
    if (numbers && both_ints(a, b)) return checked(add, a.as_int(), b.as_int());
    if (numbers) return Value(a.as_double() + b.as_double());
    if (a.is_string() && b.is_string()) {
      check_string_size(a.as_string().size() + b.as_string().size());
      return Value(a.as_string() + b.as_string());
    }
    if (a.is_list() && b.is_list()) {
      List out = a.as_list();
      out.insert(out.end(), b.as_list().begin(), b.as_list().end());
      return Value(std::move(out));
    }
    unsupported(op, a, b);
  }
  if (op == "-") {
    if (numbers && both_ints(a, b)) return checked(sub, a.as_int(), b.as_int());
    if (numbers) return Value(a.as_double() - b.as_double());
    unsupported(op, a, b);
  }
  if (op == "*") {
    if (numbers && both_ints(a, b)) return checked(mul, a.as_int(), b.as_int());
    if (numbers) return Value(a.as_double() * b.as_double());
    if ((a.is_string() || a.is_list()) && (b.is_int() || b.is_bool())) return repeat(a, b.as_int());
    if ((b.is_string() || b.is_list()) && (a.is_int() || a.is_bool())) return repeat(b, a.as_int());
    unsupported(op, a, b);
  }
  if (op == "/" || op == "//" || op == "%") {
    if (numbers) return divide(op, a, b);
    unsupported(op, a, b);
  }
  if (op == "**") {
    if (numbers) return power(a, b);
    unsupported(op, a, b);
  }
  throw RenderError("unknown operator '" + op + "'");
}

Value unary(const std::string& op, const Value& v) {
  if (v.is_undefined()) throw RenderError(v.undefined_description());
  if (!v.is_number())
    throw RenderError("bad operand type for unary " + op + ": '" + v.type_name() + "'");
  if (op == "+") return v.is_bool() ? Value(v.as_int()) : v;
  if (v.is_float()) return Value(-v.as_double());
  if (v.as_int() == std::numeric_limits<std::int64_t>::min()) throw RenderError("integer overflow");
  return Value(-v.as_int());
}

bool compare(const std::string& op, const Value& a, const Value& b) {
  if (op == "==") return equals(a, b);
  if (op == "!=") return !equals(a, b);
  if (op == "in" || op == "notin") {
    bool found = false;
    if (b.is_string()) {
      if (!a.is_string())
        throw RenderError("'in <string>' requires string as left operand, not " + a.type_name());
      found = b.as_string().find(a.as_string()) != std::string::npos;
    } else if (b.is_dict()) {
      found = a.is_string() && b.as_dict().find(a.as_string()) != nullptr;
    } else if (b.is_list() || b.is_undefined()) {
      for (const Value& item : iterate(b)) found = found || equals(a, item);
    } else {
      throw RenderError("argument of type '" + b.type_name() + "' is not iterable");
    }
    return op == "in" ? found : !found;
  }
  if (a.is_undefined()) throw RenderError(a.undefined_description());
  if (b.is_undefined()) throw RenderError(b.undefined_description());
  if (op == "<") return less(a, b);
  if (op == ">") return less(b, a);
  if (op == "<=") return !less(b, a);
  if (op == ">=") return !less(a, b);
  throw RenderError("unknown comparison '" + op + "'");
}

}  // namespace tessera::jinja
