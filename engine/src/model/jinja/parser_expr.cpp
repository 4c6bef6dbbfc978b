// Jinja expressions, by jinja2's precedence (see parser.h).
#include "model/jinja/parser_impl.h"

namespace tessera::jinja {
namespace {

ExprPtr binary(ExprKind kind, const std::string& op, ExprPtr left, ExprPtr right) {
  auto e = make_expr(kind, left->line);
  e->name = op;
  e->args.push_back(std::move(left));
  e->args.push_back(std::move(right));
  return e;
}

ExprPtr literal(Value value, int line) {
  auto e = make_expr(ExprKind::Literal, line);
  e->literal = std::move(value);
  return e;
}

}  // namespace

// a, b, c as a tuple where jinja2 allows one: {{ }}, set values, for iterables.
ExprPtr Parser::parse_tuple(bool with_condexpr) {
  const int line = peek().line;
  ExprPtr first = parse_expression(with_condexpr);
  if (!at_op(",")) return first;
  auto tuple = make_expr(ExprKind::TupleLit, line);
  tuple->args.push_back(std::move(first));
  while (skip_op(",")) {
    const Token& t = peek();
    if (t.type == TokenType::VarEnd || t.type == TokenType::BlockEnd || at_op(")") ||
        at_name("if") || at_name("recursive"))
      break;
    tuple->args.push_back(parse_expression(with_condexpr));
  }
  return tuple;
}

ExprPtr Parser::parse_expression(bool with_condexpr) {
  DepthGuard guard(*this);
  return with_condexpr ? parse_condexpr() : parse_or();
}

ExprPtr Parser::parse_condexpr() {
  ExprPtr expr = parse_or();
  while (skip_name("if")) {
    auto cond = make_expr(ExprKind::Cond, expr->line);
    ExprPtr test = parse_or();
    ExprPtr otherwise = skip_name("else") ? parse_condexpr() : nullptr;
    cond->args.push_back(std::move(expr));
    cond->args.push_back(std::move(test));
    cond->args.push_back(std::move(otherwise));
    expr = std::move(cond);
  }
  return expr;
}

ExprPtr Parser::parse_or() {
  ExprPtr left = parse_and();
  while (skip_name("or")) left = binary(ExprKind::Or, "or", std::move(left), parse_and());
  return left;
}

ExprPtr Parser::parse_and() {
  ExprPtr left = parse_not();
  while (skip_name("and")) left = binary(ExprKind::And, "and", std::move(left), parse_not());
  return left;
}

ExprPtr Parser::parse_not() {
  if (at_name("not")) {
    const int line = next().line;
    DepthGuard guard(*this);
    auto e = make_expr(ExprKind::Not, line);
    e->args.push_back(parse_not());
    return e;
  }
  return parse_compare();
}

ExprPtr Parser::parse_compare() {
  ExprPtr first = parse_math1();
  auto cmp = make_expr(ExprKind::Compare, first->line);
  cmp->args.push_back(std::move(first));
  while (true) {
    static const char* kOps[] = {"==", "!=", "<", ">", "<=", ">="};
    std::string op;
    for (const char* candidate : kOps) {
      if (at_op(candidate)) op = candidate;
    }
    if (!op.empty()) {
      next();
    } else if (skip_name("in")) {
      op = "in";
    } else if (at_name("not") && peek(1).type == TokenType::Name && peek(1).text == "in") {
      next();
      next();
      op = "notin";
    } else {
      break;
    }
    cmp->ops.push_back(op);
    cmp->args.push_back(parse_math1());
  }
  if (cmp->ops.empty()) return std::move(cmp->args[0]);
  return cmp;
}

ExprPtr Parser::parse_math1() {
  ExprPtr left = parse_concat();
  while (at_op("+") || at_op("-")) {
    const std::string op = next().text;
    left = binary(ExprKind::Binary, op, std::move(left), parse_concat());
  }
  return left;
}

ExprPtr Parser::parse_concat() {
  ExprPtr left = parse_math2();
  while (skip_op("~")) left = binary(ExprKind::Binary, "~", std::move(left), parse_math2());
  return left;
}

ExprPtr Parser::parse_math2() {
  ExprPtr left = parse_pow();
  while (at_op("*") || at_op("/") || at_op("//") || at_op("%")) {
    const std::string op = next().text;
    left = binary(ExprKind::Binary, op, std::move(left), parse_pow());
  }
  return left;
}

ExprPtr Parser::parse_pow() {
  ExprPtr left = parse_unary(true);
  while (skip_op("**")) left = binary(ExprKind::Binary, "**", std::move(left), parse_unary(true));
  return left;
}

ExprPtr Parser::parse_unary(bool with_filter) {
  DepthGuard guard(*this);
  ExprPtr node;
  if (at_op("-") || at_op("+")) {
    const Token& sign = next();
    node = make_expr(sign.text == "-" ? ExprKind::Neg : ExprKind::Pos, sign.line);
    node->args.push_back(parse_unary(false));
  } else {
    node = parse_primary();
  }
  node = parse_postfix(std::move(node));
  if (with_filter) return parse_filter_expr(std::move(node));
  return node;
}

ExprPtr Parser::parse_primary() {
  const Token& t = peek();
  switch (t.type) {
    case TokenType::Name: {
      next();
      if (t.text == "true" || t.text == "True") return literal(Value(true), t.line);
      if (t.text == "false" || t.text == "False") return literal(Value(false), t.line);
      if (t.text == "none" || t.text == "None") return literal(Value::none(), t.line);
      auto e = make_expr(ExprKind::Name, t.line);
      e->name = t.text;
      return e;
    }
    case TokenType::String: {
      std::string text = next().text;
      while (peek().type == TokenType::String) text += next().text;  // 'a' 'b' is 'ab'
      return literal(Value(std::move(text)), t.line);
    }
    case TokenType::Int:
      next();
      return literal(Value(t.int_value), t.line);
    case TokenType::Float:
      next();
      return literal(Value(t.float_value), t.line);
    default:
      break;
  }
  if (skip_op("(")) {
    if (skip_op(")")) {
      auto empty = make_expr(ExprKind::TupleLit, t.line);
      return empty;
    }
    ExprPtr inner = parse_tuple();
    expect_op(")");
    return inner;
  }
  if (skip_op("[")) return parse_list_or_dict(false);
  if (skip_op("{")) return parse_list_or_dict(true);
  fail("unexpected " +
       (t.type == TokenType::Eof ? std::string("end of template") : "'" + t.text + "'") +
       " in an expression");
}

ExprPtr Parser::parse_list_or_dict(bool dict) {
  auto e = make_expr(dict ? ExprKind::DictLit : ExprKind::ListLit, peek().line);
  const char* close = dict ? "}" : "]";
  while (!skip_op(close)) {
    if (!e->args.empty()) {
      expect_op(",");
      if (skip_op(close)) break;
    }
    e->args.push_back(parse_expression());
    if (dict) {
      expect_op(":");
      e->args.push_back(parse_expression());
    }
  }
  return e;
}

ExprPtr Parser::parse_postfix(ExprPtr node) {
  while (true) {
    if (at_op(".") || at_op("[")) {
      node = parse_subscript(std::move(node));
    } else if (at_op("(")) {
      auto call = make_expr(ExprKind::Call, peek().line);
      next();
      call->args.push_back(std::move(node));
      parse_call_args(*call);
      node = std::move(call);
    } else {
      return node;
    }
  }
}

ExprPtr Parser::parse_filter_expr(ExprPtr node) {
  while (true) {
    if (at_op("|")) {
      node = parse_filter(std::move(node));
    } else if (at_name("is")) {
      node = parse_test(std::move(node));
    } else if (at_op("(")) {
      auto call = make_expr(ExprKind::Call, peek().line);
      next();
      call->args.push_back(std::move(node));
      parse_call_args(*call);
      node = std::move(call);
    } else {
      return node;
    }
  }
}

ExprPtr Parser::parse_subscript(ExprPtr node) {
  const Token& t = next();
  if (t.text == ".") {
    const Token& attr = next();
    if (attr.type == TokenType::Int) {
      auto e = make_expr(ExprKind::GetItem, attr.line);
      e->args.push_back(std::move(node));
      e->args.push_back(literal(Value(attr.int_value), attr.line));
      return e;
    }
    if (attr.type != TokenType::Name)
      throw SyntaxError(attr.line, "expected an attribute name after '.'");
    auto e = make_expr(ExprKind::GetAttr, attr.line);
    e->name = attr.text;
    e->args.push_back(std::move(node));
    return e;
  }
  // [index] or [start:stop:step], each bound optional.
  ExprPtr bounds[3];
  int colons = 0;
  while (!at_op("]")) {
    if (skip_op(":")) {
      if (++colons > 2) fail("a slice has at most three parts");
      continue;
    }
    if (bounds[colons]) fail("expected ':' or ']' in a subscript");
    bounds[colons] = parse_tuple();
  }
  expect_op("]");
  if (colons == 0) {
    if (!bounds[0]) fail("expected an index in '[]'");
    auto e = make_expr(ExprKind::GetItem, t.line);
    e->args.push_back(std::move(node));
    e->args.push_back(std::move(bounds[0]));
    return e;
  }
  auto e = make_expr(ExprKind::Slice, t.line);
  e->args.push_back(std::move(node));
  for (ExprPtr& bound : bounds) e->args.push_back(std::move(bound));
  return e;
}

void Parser::parse_call_args(Expr& call) {
  bool first = true;
  while (!skip_op(")")) {
    if (!first) {
      expect_op(",");
      if (skip_op(")")) break;
    }
    first = false;
    if (peek().type == TokenType::Name && peek(1).type == TokenType::Op && peek(1).text == "=") {
      std::string key = next().text;
      next();
      call.kwargs.emplace_back(std::move(key), parse_expression());
    } else {
      if (!call.kwargs.empty()) fail("positional argument follows keyword argument");
      call.args.push_back(parse_expression());
    }
  }
}

ExprPtr Parser::parse_filter(ExprPtr node) {
  while (skip_op("|")) {
    const int line = peek().line;
    auto f = make_expr(ExprKind::Filter, line);
    f->name = expect_name();
    f->args.push_back(std::move(node));
    if (skip_op("(")) parse_call_args(*f);
    node = std::move(f);
  }
  return node;
}

ExprPtr Parser::parse_test(ExprPtr node) {
  const int line = next().line;  // 'is'
  auto t = make_expr(ExprKind::Test, line);
  t->negated = skip_name("not");
  t->name = expect_name();
  t->args.push_back(std::move(node));
  if (skip_op("(")) {
    parse_call_args(*t);
  } else {
    const Token& n = peek();
    const bool argument =
        n.type == TokenType::String || n.type == TokenType::Int || n.type == TokenType::Float ||
        (n.type == TokenType::Name && n.text != "else" && n.text != "or" && n.text != "and" &&
         n.text != "if" && n.text != "is" && n.text != "in" && n.text != "not") ||
        at_op("[") || at_op("{");
    if (argument) t->args.push_back(parse_postfix(parse_primary()));
  }
  return t;
}

}  // namespace tessera::jinja
