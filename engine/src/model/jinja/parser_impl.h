// The recursive-descent parser behind parse() (parser.h): statements in parser.cpp, expressions
// in parser_expr.cpp.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "model/jinja/ast.h"
#include "model/jinja/lexer.h"

namespace tessera::jinja {

class Parser {
 public:
  explicit Parser(const std::vector<Token>& tokens) : tokens_(tokens) {}

  Body parse_template();

 private:
  // Statements (parser.cpp).
  Body parse_body(std::initializer_list<const char*> end_tags, std::string* found);
  StmtPtr parse_statement();
  StmtPtr parse_if(int line);
  StmtPtr parse_for(int line);
  StmtPtr parse_set(int line);
  StmtPtr parse_macro(int line);
  StmtPtr parse_generation(int line);
  void expect_block_end();

  // Expressions (parser_expr.cpp).
  ExprPtr parse_tuple(bool with_condexpr = true);
  ExprPtr parse_expression(bool with_condexpr = true);
  ExprPtr parse_condexpr();
  ExprPtr parse_or();
  ExprPtr parse_and();
  ExprPtr parse_not();
  ExprPtr parse_compare();
  ExprPtr parse_math1();
  ExprPtr parse_concat();
  ExprPtr parse_math2();
  ExprPtr parse_pow();
  ExprPtr parse_unary(bool with_filter);
  ExprPtr parse_primary();
  ExprPtr parse_postfix(ExprPtr node);
  ExprPtr parse_filter_expr(ExprPtr node);
  ExprPtr parse_subscript(ExprPtr node);
  ExprPtr parse_filter(ExprPtr node);
  ExprPtr parse_test(ExprPtr node);
  void parse_call_args(Expr& call);
  ExprPtr parse_list_or_dict(bool dict);

  // Tokens.
  const Token& peek(std::size_t ahead = 0) const;
  const Token& next();
  bool at_op(const char* op) const;
  bool at_name(const char* name) const;
  bool skip_op(const char* op);
  bool skip_name(const char* name);
  void expect_op(const char* op);
  std::string expect_name();
  [[noreturn]] void fail(const std::string& message) const;
  // Bounds the recursion of nested expressions and blocks.
  struct DepthGuard {
    explicit DepthGuard(Parser& p);
    ~DepthGuard() { --parser.depth_; }
    Parser& parser;
  };

  const std::vector<Token>& tokens_;
  std::size_t pos_ = 0;
  int depth_ = 0;
};

ExprPtr make_expr(ExprKind kind, int line);

}  // namespace tessera::jinja
