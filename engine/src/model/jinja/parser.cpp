// Jinja statements: text, {{ output }}, if/elif/else, for/else, set and block set, macro,
// break/continue, generation (see parser.h).
#include "model/jinja/parser.h"

#include "model/jinja/parser_impl.h"

namespace tessera::jinja {
namespace {

constexpr int kMaxDepth = 200;

std::string describe(const Token& t) {
  switch (t.type) {
    case TokenType::Eof:
      return "end of template";
    case TokenType::BlockEnd:
      return "'%}'";
    case TokenType::VarEnd:
      return "'}}'";
    case TokenType::String:
      return "string";
    case TokenType::Int:
    case TokenType::Float:
      return "number";
    default:
      return "'" + t.text + "'";
  }
}

}  // namespace

Parser::DepthGuard::DepthGuard(Parser& p) : parser(p) {
  if (++parser.depth_ > kMaxDepth) parser.fail("template nested too deeply");
}

ExprPtr make_expr(ExprKind kind, int line) {
  auto e = std::make_unique<Expr>();
  e->kind = kind;
  e->line = line;
  return e;
}

const Token& Parser::peek(std::size_t ahead) const {
  const std::size_t at = pos_ + ahead;
  return at < tokens_.size() ? tokens_[at] : tokens_.back();
}

const Token& Parser::next() {
  const Token& t = peek();
  if (pos_ < tokens_.size() - 1) ++pos_;
  return t;
}

bool Parser::at_op(const char* op) const {
  return peek().type == TokenType::Op && peek().text == op;
}
bool Parser::at_name(const char* name) const {
  return peek().type == TokenType::Name && peek().text == name;
}
bool Parser::skip_op(const char* op) {
  if (!at_op(op)) return false;
  next();
  return true;
}
bool Parser::skip_name(const char* name) {
  if (!at_name(name)) return false;
  next();
  return true;
}
void Parser::expect_op(const char* op) {
  if (!skip_op(op)) fail(std::string("expected '") + op + "', got " + describe(peek()));
}
std::string Parser::expect_name() {
  if (peek().type != TokenType::Name) fail("expected a name, got " + describe(peek()));
  return next().text;
}
void Parser::fail(const std::string& message) const {
  throw SyntaxError(peek().line, message);
}

void Parser::expect_block_end() {
  if (peek().type != TokenType::BlockEnd)
    fail("expected end of statement '%}', got " + describe(peek()));
  next();
}

Body Parser::parse_template() {
  Body body = parse_body({}, nullptr);
  if (peek().type != TokenType::Eof) fail("unexpected " + describe(peek()));
  return body;
}

// Statements up to one of end_tags ({% endfor %}, ...), whose name is left in *found with the
// tag's name consumed; the caller reads the rest of that tag.
Body Parser::parse_body(std::initializer_list<const char*> end_tags, std::string* found) {
  DepthGuard guard(*this);
  Body body;
  while (true) {
    const Token& t = peek();
    if (t.type == TokenType::Eof) {
      if (end_tags.size() == 0) return body;
      std::string wanted;
      for (const char* tag : end_tags)
        wanted += (wanted.empty() ? "'" : " or '") + std::string(tag) + "'";
      fail("unexpected end of template; looking for " + wanted);
    }
    if (t.type == TokenType::Text) {
      auto s = std::make_unique<Stmt>();
      s->kind = StmtKind::Text;
      s->line = t.line;
      s->text = next().text;
      body.push_back(std::move(s));
    } else if (t.type == TokenType::VarBegin) {
      next();
      auto s = std::make_unique<Stmt>();
      s->kind = StmtKind::Output;
      s->line = t.line;
      s->expr = parse_tuple();
      if (peek().type != TokenType::VarEnd) fail("expected '}}', got " + describe(peek()));
      next();
      body.push_back(std::move(s));
    } else if (t.type == TokenType::BlockBegin) {
      if (peek(1).type == TokenType::Name) {
        for (const char* tag : end_tags) {
          if (peek(1).text == tag) {
            next();
            *found = next().text;
            return body;
          }
        }
      }
      next();
      body.push_back(parse_statement());
    } else {
      fail("unexpected " + describe(t));
    }
  }
}

StmtPtr Parser::parse_statement() {
  const int line = peek().line;
  if (peek().type != TokenType::Name) fail("expected a tag name, got " + describe(peek()));
  const std::string tag = next().text;
  if (tag == "if") return parse_if(line);
  if (tag == "for") return parse_for(line);
  if (tag == "set") return parse_set(line);
  if (tag == "macro") return parse_macro(line);
  if (tag == "generation") return parse_generation(line);
  if (tag == "break" || tag == "continue") {
    auto s = std::make_unique<Stmt>();
    s->kind = tag == "break" ? StmtKind::Break : StmtKind::Continue;
    s->line = line;
    expect_block_end();
    return s;
  }
  throw SyntaxError(line, "encountered unknown tag '" + tag + "'");
}

StmtPtr Parser::parse_if(int line) {
  auto s = std::make_unique<Stmt>();
  s->kind = StmtKind::If;
  s->line = line;
  ExprPtr condition = parse_tuple(false);
  while (true) {
    expect_block_end();
    std::string found;
    Body body = parse_body({"elif", "else", "endif"}, &found);
    s->branches.emplace_back(std::move(condition), std::move(body));
    if (found == "elif") {
      condition = parse_tuple(false);
      continue;
    }
    if (found == "else") {
      expect_block_end();
      Body else_body = parse_body({"endif"}, &found);
      s->branches.emplace_back(nullptr, std::move(else_body));
    }
    expect_block_end();
    return s;
  }
}

StmtPtr Parser::parse_for(int line) {
  auto s = std::make_unique<Stmt>();
  s->kind = StmtKind::For;
  s->line = line;
  s->targets.push_back(expect_name());
  while (skip_op(",")) {
    if (at_name("in")) break;
    s->targets.push_back(expect_name());
  }
  if (!skip_name("in")) fail("expected 'in' in the for tag, got " + describe(peek()));
  s->expr = parse_tuple(false);
  if (skip_name("if")) s->filter = parse_expression();
  if (skip_name("recursive")) throw SyntaxError(line, "recursive for loops are not supported");
  expect_block_end();
  std::string found;
  s->body = parse_body({"else", "endfor"}, &found);
  if (found == "else") {
    expect_block_end();
    s->else_body = parse_body({"endfor"}, &found);
  }
  expect_block_end();
  return s;
}

StmtPtr Parser::parse_set(int line) {
  auto s = std::make_unique<Stmt>();
  s->kind = StmtKind::Set;
  s->line = line;
  s->targets.push_back(expect_name());
  if (skip_op(".")) {
    s->attribute = expect_name();
  } else {
    while (skip_op(",")) s->targets.push_back(expect_name());
  }
  if (skip_op("=")) {
    s->expr = parse_tuple();
    expect_block_end();
    return s;
  }
  if (s->targets.size() != 1 || !s->attribute.empty())
    throw SyntaxError(line, "a block set assigns one name");
  if (at_op("|")) throw SyntaxError(line, "filters on a block set are not supported");
  expect_block_end();
  s->kind = StmtKind::SetBlock;
  std::string found;
  s->body = parse_body({"endset"}, &found);
  expect_block_end();
  return s;
}

StmtPtr Parser::parse_macro(int line) {
  auto s = std::make_unique<Stmt>();
  s->kind = StmtKind::Macro;
  s->line = line;
  s->name = expect_name();
  expect_op("(");
  while (!skip_op(")")) {
    if (!s->params.empty()) expect_op(",");
    if (skip_op(")")) break;
    std::string param = expect_name();
    ExprPtr fallback = skip_op("=") ? parse_expression() : nullptr;
    if (!fallback && !s->params.empty() && s->params.back().second)
      fail("non-default argument follows default argument");
    s->params.emplace_back(std::move(param), std::move(fallback));
  }
  expect_block_end();
  std::string found;
  s->body = parse_body({"endmacro"}, &found);
  if (peek().type == TokenType::Name && peek().text == s->name) next();
  expect_block_end();
  return s;
}

StmtPtr Parser::parse_generation(int line) {
  auto s = std::make_unique<Stmt>();
  s->kind = StmtKind::Generation;
  s->line = line;
  expect_block_end();
  std::string found;
  s->body = parse_body({"endgeneration"}, &found);
  expect_block_end();
  return s;
}

Body parse(const std::vector<Token>& tokens) {
  return Parser(tokens).parse_template();
}

}  // namespace tessera::jinja
