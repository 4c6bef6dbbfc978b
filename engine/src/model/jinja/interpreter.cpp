// Statement execution, expression evaluation and macros (see interpreter.h).
#include "model/jinja/interpreter.h"

#include <cmath>
#include <limits>
#include <memory>

#include "model/jinja/builtins.h"
#include "model/jinja/operators.h"

namespace tessera::jinja {
namespace {

enum class Flow { Normal, Break, Continue };

struct Frame {
  std::vector<std::pair<std::string, Value>> vars;
  const Frame* parent = nullptr;

  const Value* find(const std::string& name) const {
    for (const Frame* f = this; f; f = f->parent) {
      for (const auto& [k, v] : f->vars) {
        if (k == name) return &v;
      }
    }
    return nullptr;
  }
  void set(const std::string& name, Value value) {
    for (auto& [k, v] : vars) {
      if (k == name) {
        v = std::move(value);
        return;
      }
    }
    vars.emplace_back(name, std::move(value));
  }
};

class Interpreter {
 public:
  Interpreter(Dict variables, const Limits& limits) : limits_(limits) {
    root_.vars = std::move(variables.entries);
  }

  std::string run(const Body& program) {
    std::string out;
    try {
      exec_body(program, root_, out);
    } catch (const LocatedError&) {
      throw;
    } catch (const RaisedError& e) {
      throw LocatedError(line_, true, e.what());
    } catch (const RenderError& e) {
      throw LocatedError(line_, false, e.what());
    }
    return out;
  }

 private:
  void step(int line) {
    line_ = line;
    if (++steps_ > limits_.max_steps)
      throw RenderError("the template takes too many steps (more than " +
                        std::to_string(limits_.max_steps) + ")");
  }

  void append(std::string& out, const std::string& text) const {
    if (out.size() + text.size() > limits_.max_output_bytes)
      throw RenderError("the rendered text exceeds " + std::to_string(limits_.max_output_bytes) +
                        " bytes");
    out += text;
  }

  Flow exec_body(const Body& body, Frame& frame, std::string& out) {
    for (const StmtPtr& stmt : body) {
      const Flow flow = exec(*stmt, frame, out);
      if (flow != Flow::Normal) return flow;
    }
    return Flow::Normal;
  }

  // Counts how deeply evaluation has recursed (nested expressions, blocks and macro calls
  // together), so that no template can exhaust the stack.
  struct Nesting {
    explicit Nesting(Interpreter& in) : interpreter(in) {
      if (interpreter.nesting_ >= kMaxNesting)
        throw RenderError("the template nests expressions, blocks and macro calls too deeply");
      ++interpreter.nesting_;
    }
    ~Nesting() { --interpreter.nesting_; }
    Interpreter& interpreter;
  };
  static constexpr int kMaxNesting = 500;

  Flow exec(const Stmt& s, Frame& frame, std::string& out) {
    step(s.line);
    const Nesting nesting(*this);
    switch (s.kind) {
      case StmtKind::Text:
        append(out, s.text);
        return Flow::Normal;
      case StmtKind::Output:
        append(out, eval(*s.expr, frame).str());
        return Flow::Normal;
      case StmtKind::If:
        for (const auto& [condition, body] : s.branches) {
          if (!condition || eval(*condition, frame).truthy()) return exec_body(body, frame, out);
        }
        return Flow::Normal;
      case StmtKind::For:
        exec_for(s, frame, out);
        return Flow::Normal;
      case StmtKind::Set:
        exec_set(s, frame);
        return Flow::Normal;
      case StmtKind::SetBlock: {
        std::string text;
        exec_body(s.body, frame, text);
        frame.set(s.targets[0], Value(std::move(text)));
        return Flow::Normal;
      }
      case StmtKind::Macro:
        frame.set(s.name, make_macro(s));
        return Flow::Normal;
      case StmtKind::Break:
        return Flow::Break;
      case StmtKind::Continue:
        return Flow::Continue;
      case StmtKind::Generation:
        return exec_body(s.body, frame, out);
    }
    return Flow::Normal;
  }

  static void bind_targets(const std::vector<std::string>& targets, const Value& item,
                           Frame& frame) {
    if (targets.size() == 1) {
      frame.set(targets[0], item);
      return;
    }
    const List values = item.is_string() || item.is_list() ? iterate(item) : List{};
    if (!(item.is_list() || item.is_string()) || values.size() != targets.size()) {
      throw RenderError("cannot unpack " + item.type_name() + " into " +
                        std::to_string(targets.size()) + " names");
    }
    for (std::size_t i = 0; i < targets.size(); ++i) frame.set(targets[i], values[i]);
  }

  void exec_for(const Stmt& s, Frame& frame, std::string& out) {
    const Value iterable = eval(*s.expr, frame);
    List items = iterate(iterable);
    if (s.filter) {
      List kept;
      for (Value& item : items) {
        step(s.line);
        Frame scope{{}, &frame};
        bind_targets(s.targets, item, scope);
        if (eval(*s.filter, scope).truthy()) kept.push_back(std::move(item));
      }
      items = std::move(kept);
    }
    if (items.empty()) {
      exec_body(s.else_body, frame, out);
      return;
    }
    const auto n = static_cast<std::int64_t>(items.size());
    for (std::int64_t i = 0; i < n; ++i) {
      step(s.line);
      Frame scope{{}, &frame};  // a fresh scope each iteration, as jinja2
      bind_targets(s.targets, items[i], scope);
      scope.set("loop", loop_object(items, i));
      if (exec_body(s.body, scope, out) == Flow::Break) break;
    }
  }

  static Value loop_object(const List& items, std::int64_t i) {
    const auto n = static_cast<std::int64_t>(items.size());
    Dict loop;
    loop.set("index", Value(i + 1));
    loop.set("index0", Value(i));
    loop.set("revindex", Value(n - i));
    loop.set("revindex0", Value(n - i - 1));
    loop.set("first", Value(i == 0));
    loop.set("last", Value(i == n - 1));
    loop.set("length", Value(n));
    loop.set("depth", Value(1));
    loop.set("depth0", Value(0));
    loop.set("previtem", i > 0 ? items[i - 1] : Value::undefined("there is no previous item"));
    loop.set("nextitem", i + 1 < n ? items[i + 1] : Value::undefined("there is no next item"));
    loop.set("cycle", Value::function("loop.cycle", [i](CallArgs& args) {
               if (args.positional.empty()) throw RenderError("no items for cycling given");
               return args.positional[static_cast<std::size_t>(i) % args.positional.size()];
             }));
    return Value(std::move(loop));
  }

  void exec_set(const Stmt& s, Frame& frame) {
    Value value = eval(*s.expr, frame);
    if (!s.attribute.empty()) {
      const Value* target = frame.find(s.targets[0]);
      if (!target || !target->is_dict() || !target->as_dict().is_namespace)
        throw RenderError("cannot assign attribute on non-namespace object");
      target->mutable_dict().set(s.attribute, std::move(value));
      return;
    }
    bind_targets(s.targets, value, frame);
  }

  Value make_macro(const Stmt& s) {
    const Stmt* macro = &s;
    return Value::function(s.name,
                           [this, macro](CallArgs& args) { return call_macro(*macro, args); });
  }

  Value call_macro(const Stmt& macro, CallArgs& args) {
    if (depth_ >= limits_.max_call_depth)
      throw RenderError("macro calls nested deeper than " + std::to_string(limits_.max_call_depth));
    if (args.positional.size() > macro.params.size())
      throw RenderError("macro '" + macro.name + "' takes not more than " +
                        std::to_string(macro.params.size()) + " argument(s)");
    Frame scope{{}, &root_};  // a macro sees the template's variables, not its caller's
    for (std::size_t i = 0; i < macro.params.size(); ++i) {
      const auto& [name, fallback] = macro.params[i];
      if (i < args.positional.size()) {
        scope.set(name, args.positional[i]);
        continue;
      }
      bool given = false;
      for (const auto& [key, value] : args.keywords) {
        if (key == name) {
          scope.set(name, value);
          given = true;
        }
      }
      if (!given) {
        scope.set(name, fallback ? eval(*fallback, scope)
                                 : Value::undefined("parameter '" + name + "' was not provided"));
      }
    }
    for (const auto& [key, value] : args.keywords) {
      bool known = false;
      for (const auto& param : macro.params) known = known || param.first == key;
      if (!known)
        throw RenderError("macro '" + macro.name + "' takes no keyword argument '" + key + "'");
    }
    ++depth_;
    std::string out;
    try {
      exec_body(macro.body, scope, out);
    } catch (...) {
      --depth_;
      throw;
    }
    --depth_;
    return Value(std::move(out));
  }

  CallArgs eval_args(const Expr& e, std::size_t first, Frame& frame) {
    CallArgs args;
    for (std::size_t i = first; i < e.args.size(); ++i)
      args.positional.push_back(eval(*e.args[i], frame));
    for (const auto& [key, value] : e.kwargs) args.keywords.emplace_back(key, eval(*value, frame));
    return args;
  }

  Value eval(const Expr& e, Frame& frame);
  Value eval_compare(const Expr& e, Frame& frame);
  Value eval_call(const Expr& e, Frame& frame);
  Value eval_collection(const Expr& e, Frame& frame);

  Frame root_;
  Limits limits_;
  int line_ = 1;
  std::int64_t steps_ = 0;
  int depth_ = 0;
  int nesting_ = 0;
};

Value Interpreter::eval_compare(const Expr& e, Frame& frame) {
  Value left = eval(*e.args[0], frame);
  for (std::size_t i = 0; i < e.ops.size(); ++i) {
    Value right = eval(*e.args[i + 1], frame);
    if (!compare(e.ops[i], left, right)) return Value(false);
    left = std::move(right);
  }
  return Value(true);
}

// Slices, calls, filters and tests: the expressions that evaluate arguments first.
Value Interpreter::eval_call(const Expr& e, Frame& frame) {
  switch (e.kind) {
    case ExprKind::Slice: {
      const Value object = eval(*e.args[0], frame);
      Value bounds[3];
      for (int i = 0; i < 3; ++i)
        bounds[i] = e.args[i + 1] ? eval(*e.args[i + 1], frame) : Value::none();
      return get_slice(object, bounds[0], bounds[1], bounds[2]);
    }
    case ExprKind::Call: {
      const Value callee = eval(*e.args[0], frame);
      CallArgs args = eval_args(e, 1, frame);
      if (callee.is_undefined()) throw RenderError(callee.undefined_description());
      if (!callee.is_callable())
        throw RenderError("'" + callee.type_name() + "' object is not callable");
      return callee.as_function().call(args);
    }
    case ExprKind::Filter: {
      const Value input = eval(*e.args[0], frame);
      CallArgs args = eval_args(e, 1, frame);
      return apply_filter(e.name, input, args);
    }
    case ExprKind::Test: {
      const Value input = eval(*e.args[0], frame);
      CallArgs args = eval_args(e, 1, frame);
      return Value(apply_test(e.name, input, args) != e.negated);
    }
    default:
      return Value();
  }
}

// List, tuple and dict literals.
Value Interpreter::eval_collection(const Expr& e, Frame& frame) {
  if (e.kind != ExprKind::DictLit) {
    List list;
    for (const ExprPtr& item : e.args) list.push_back(eval(*item, frame));
    return e.kind == ExprKind::TupleLit ? Value::tuple(std::move(list)) : Value(std::move(list));
  }
  Dict dict;
  for (std::size_t i = 0; i + 1 < e.args.size(); i += 2) {
    const Value key = eval(*e.args[i], frame);
    if (!key.is_string()) throw RenderError("dict keys must be strings, got " + key.type_name());
    dict.set(key.as_string(), eval(*e.args[i + 1], frame));
  }
  return Value(std::move(dict));
}

Value Interpreter::eval(const Expr& e, Frame& frame) {
  step(e.line);
  const Nesting nesting(*this);
  switch (e.kind) {
    case ExprKind::Literal:
      return e.literal;
    case ExprKind::Name: {
      const Value* v = frame.find(e.name);
      return v ? *v : Value::undefined("'" + e.name + "' is undefined");
    }
    case ExprKind::GetAttr:
      return get_attribute(eval(*e.args[0], frame), e.name);
    case ExprKind::GetItem:
      return get_item(eval(*e.args[0], frame), eval(*e.args[1], frame));
    case ExprKind::Slice:
    case ExprKind::Call:
    case ExprKind::Filter:
    case ExprKind::Test:
      return eval_call(e, frame);
    case ExprKind::Neg:
    case ExprKind::Pos:
      return unary(e.kind == ExprKind::Neg ? "-" : "+", eval(*e.args[0], frame));
    case ExprKind::Not:
      return Value(!eval(*e.args[0], frame).truthy());
    case ExprKind::And: {
      Value left = eval(*e.args[0], frame);
      return left.truthy() ? eval(*e.args[1], frame) : left;
    }
    case ExprKind::Or: {
      Value left = eval(*e.args[0], frame);
      return left.truthy() ? left : eval(*e.args[1], frame);
    }
    case ExprKind::Binary:
      return binary(e.name, eval(*e.args[0], frame), eval(*e.args[1], frame));
    case ExprKind::Compare:
      return eval_compare(e, frame);
    case ExprKind::Cond:
      if (eval(*e.args[1], frame).truthy()) return eval(*e.args[0], frame);
      return e.args[2] ? eval(*e.args[2], frame) : Value::undefined("the condition was false");
    case ExprKind::ListLit:
    case ExprKind::TupleLit:
    case ExprKind::DictLit:
      return eval_collection(e, frame);
  }
  return Value();
}

}  // namespace

std::string render(const Body& program, Dict variables, const Limits& limits) {
  return Interpreter(std::move(variables), limits).run(program);
}

}  // namespace tessera::jinja
