// The parsed form of a Jinja template: expressions and statements, as jinja2's parser builds them
// for the subset chat templates use.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "model/jinja/value.h"

namespace tessera::jinja {

enum class ExprKind {
  Literal,   // literal
  Name,      // name
  GetAttr,   // args[0].name
  GetItem,   // args[0][args[1]]
  Slice,     // args[0][args[1]:args[2]:args[3]], each bound may be null
  Call,      // args[0](args[1..], kwargs)
  Filter,    // args[0] | name(args[1..], kwargs)
  Test,      // args[0] is [not] name(args[1..])
  Neg,       // -args[0]
  Pos,       // +args[0]
  Not,       // not args[0]
  And,       // args[0] and args[1]
  Or,        // args[0] or args[1]
  Binary,    // args[0] name args[1]: + - * / // % ** ~
  Compare,   // args[0] ops[0] args[1] ops[1] args[2] ...: == != < > <= >= in notin
  Cond,      // args[0] if args[1] else args[2] (null: undefined)
  ListLit,   // [args...]
  TupleLit,  // (args...), a list at run time
  DictLit,   // {args[0]: args[1], args[2]: args[3], ...}
};

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

struct Expr {
  ExprKind kind = ExprKind::Literal;
  int line = 1;
  Value literal;
  std::string name;
  std::vector<ExprPtr> args;
  std::vector<std::pair<std::string, ExprPtr>> kwargs;
  std::vector<std::string> ops;
  bool negated = false;
};

enum class StmtKind {
  Text,      // text
  Output,    // {{ expr }}
  If,        // branches: (condition, body), the else branch with a null condition
  For,       // for targets in expr [if filter]: body [else: else_body]
  Set,       // set targets = expr, or set targets[0].attribute = expr
  SetBlock,  // set targets[0] %}body{% endset
  Macro,     // macro name(params): body
  Break,
  Continue,
  Generation,  // transformers' {% generation %}body{% endgeneration %}: renders body
};

struct Stmt;
using StmtPtr = std::unique_ptr<Stmt>;
using Body = std::vector<StmtPtr>;

struct Stmt {
  StmtKind kind = StmtKind::Text;
  int line = 1;
  std::string text;
  ExprPtr expr;
  std::vector<std::pair<ExprPtr, Body>> branches;
  std::vector<std::string> targets;
  std::string attribute;  // Set: ns.attribute = ...
  ExprPtr filter;
  Body body;
  Body else_body;
  std::string name;                                     // Macro
  std::vector<std::pair<std::string, ExprPtr>> params;  // Macro: name and default (may be null)
};

}  // namespace tessera::jinja
