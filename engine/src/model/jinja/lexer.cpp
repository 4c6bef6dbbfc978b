// Jinja template source to tokens (see lexer.h). Follows jinja2 3.1's lexer with
// trim_blocks=True and lstrip_blocks=True.
#include "model/jinja/lexer.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "model/jinja/utf8.h"
#include "model/jinja/value.h"

namespace tessera::jinja {
namespace {

// jinja2 splits on \r\n, \r and \n, joins with \n, and drops one trailing empty line.
std::string normalize_newlines(std::string_view source) {
  std::string out;
  out.reserve(source.size());
  for (std::size_t i = 0; i < source.size(); ++i) {
    if (source[i] == '\r') {
      out += '\n';
      if (i + 1 < source.size() && source[i + 1] == '\n') ++i;
    } else {
      out += source[i];
    }
  }
  if (!out.empty() && out.back() == '\n') out.pop_back();
  return out;
}

bool is_name_start(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}
bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}
bool is_digit_char(char c) {
  return c >= '0' && c <= '9';
}

class Lexer {
 public:
  explicit Lexer(std::string_view source) : src_(normalize_newlines(source)) {}

  std::vector<Token> run() {
    while (pos_ < src_.size()) {
      const std::size_t open = find_tag_open();
      if (open == std::string::npos) {
        emit_text(src_.substr(pos_));
        advance_to(src_.size());
        break;
      }
      const char kind = src_[open + 1];
      const char sign = open + 2 < src_.size() && (src_[open + 2] == '-' || src_[open + 2] == '+')
                            ? src_[open + 2]
                            : '\0';
      emit_text(text_before_tag(src_.substr(pos_, open - pos_), kind, sign));
      advance_to(open + 2 + (sign ? 1 : 0));
      if (kind == '#') {
        comment();
      } else if (kind == '%' && raw_block()) {
        continue;
      } else {
        tag(kind);
      }
    }
    out_.push_back({TokenType::Eof, "", line_});
    return std::move(out_);
  }

 private:
  std::size_t find_tag_open() const {
    std::size_t at = pos_;
    while ((at = src_.find('{', at)) != std::string::npos) {
      if (at + 1 < src_.size() &&
          (src_[at + 1] == '{' || src_[at + 1] == '%' || src_[at + 1] == '#'))
        return at;
      ++at;
    }
    return std::string::npos;
  }

  // {%- strips all whitespace before the tag; otherwise lstrip_blocks strips spaces and tabs
  // between the line's start and a block or comment tag.
  std::string text_before_tag(std::string text, char kind, char sign) const {
    if (sign == '-') return strip(text, nullptr, false, true);
    if (sign == '+' || kind == '{') return text;
    const std::size_t line_start = text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1;
    if (line_start == 0 && !line_starting_) return text;
    const bool blank = std::all_of(text.begin() + static_cast<std::ptrdiff_t>(line_start),
                                   text.end(), [](char c) { return c == ' ' || c == '\t'; });
    return blank ? text.substr(0, line_start) : text;
  }

  void emit_text(const std::string& text) {
    if (!text.empty()) out_.push_back({TokenType::Text, text, line_});
  }

  void advance_to(std::size_t to) {
    line_ += static_cast<int>(std::count(src_.begin() + static_cast<std::ptrdiff_t>(pos_),
                                         src_.begin() + static_cast<std::ptrdiff_t>(to), '\n'));
    pos_ = to;
  }

  // After a closing delimiter: '-' strips all whitespace, trim_blocks one newline after a block or
  // comment tag ('+' keeps it). line_starting_ tells lstrip_blocks whether text begins a line.
  void after_close(char sign, bool block_like) {
    const std::size_t start = pos_;
    if (sign == '-') {
      std::size_t at = pos_;
      while (at < src_.size()) {
        std::size_t len = 1;
        const auto lead = static_cast<unsigned char>(src_[at]);
        if (lead >= 0xC0) len = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
        const std::vector<char32_t> cp = decode_utf8(src_.substr(at, len));
        if (cp.size() != 1 || !is_python_space(cp[0])) break;
        at += len;
      }
      advance_to(at);
    } else if (block_like && sign != '+' && pos_ < src_.size() && src_[pos_] == '\n') {
      advance_to(pos_ + 1);
    }
    line_starting_ = pos_ > start && src_[pos_ - 1] == '\n';
  }

  void comment() {
    const int start_line = line_;
    const std::size_t close = src_.find("#}", pos_);
    if (close == std::string::npos) throw SyntaxError(start_line, "missing end of comment tag");
    const char sign =
        close > pos_ && (src_[close - 1] == '-' || src_[close - 1] == '+') ? src_[close - 1] : '\0';
    advance_to(close + 2);
    after_close(sign, true);
  }

  // {% raw %}...{% endraw %}: the text in between is not parsed.
  bool raw_block() {
    std::size_t at = pos_;
    while (at < src_.size() && std::isspace(static_cast<unsigned char>(src_[at]))) ++at;
    if (src_.compare(at, 3, "raw") != 0 || (at + 3 < src_.size() && is_name_char(src_[at + 3])))
      return false;
    at += 3;
    while (at < src_.size() && std::isspace(static_cast<unsigned char>(src_[at]))) ++at;
    const char open_sign = at < src_.size() && (src_[at] == '-' || src_[at] == '+') ? src_[at] : 0;
    if (src_.compare(at + (open_sign ? 1 : 0), 2, "%}") != 0) return false;
    const int start_line = line_;
    advance_to(at + (open_sign ? 1 : 0) + 2);
    after_close(open_sign, true);
    std::size_t search = pos_;
    while (true) {
      const std::size_t open = src_.find("{%", search);
      if (open == std::string::npos) throw SyntaxError(start_line, "missing {% endraw %}");
      std::size_t k = open + 2;
      const char sign = k < src_.size() && (src_[k] == '-' || src_[k] == '+') ? src_[k] : 0;
      if (sign) ++k;
      while (k < src_.size() && std::isspace(static_cast<unsigned char>(src_[k]))) ++k;
      if (src_.compare(k, 6, "endraw") != 0) {
        search = open + 2;
        continue;
      }
      k += 6;
      while (k < src_.size() && std::isspace(static_cast<unsigned char>(src_[k]))) ++k;
      const char close_sign = k < src_.size() && (src_[k] == '-' || src_[k] == '+') ? src_[k] : 0;
      if (src_.compare(k + (close_sign ? 1 : 0), 2, "%}") != 0) {
        search = open + 2;
        continue;
      }
      std::string text = src_.substr(pos_, open - pos_);
      if (sign == '-') text = strip(text, nullptr, false, true);
      if (!text.empty()) out_.push_back({TokenType::Text, text, line_});
      advance_to(k + (close_sign ? 1 : 0) + 2);
      after_close(close_sign, true);
      return true;
    }
  }

  void tag(char kind) {
    const int start_line = line_;
    out_.push_back({kind == '{' ? TokenType::VarBegin : TokenType::BlockBegin, "", line_});
    int depth = 0;
    while (true) {
      while (pos_ < src_.size() && std::isspace(static_cast<unsigned char>(src_[pos_])))
        advance_to(pos_ + 1);
      if (pos_ >= src_.size()) {
        throw SyntaxError(start_line, std::string("unexpected end of template: the ") +
                                          (kind == '{' ? "{{" : "{%") + " tag is not closed");
      }
      if (depth == 0 && close_tag(kind)) return;
      lex_token(depth);
    }
  }

  bool close_tag(char kind) {
    const char* close = kind == '{' ? "}}" : "%}";
    char sign = '\0';
    std::size_t at = pos_;
    if ((src_[at] == '-' || (src_[at] == '+' && kind == '%')) &&
        src_.compare(at + 1, 2, close) == 0)
      sign = src_[at++];
    if (src_.compare(at, 2, close) != 0) return false;
    out_.push_back({kind == '{' ? TokenType::VarEnd : TokenType::BlockEnd, "", line_});
    advance_to(at + 2);
    after_close(sign, kind == '%');
    return true;
  }

  void lex_token(int& depth) {
    const char c = src_[pos_];
    if (is_name_start(c)) {
      std::size_t end = pos_;
      while (end < src_.size() && is_name_char(src_[end])) ++end;
      out_.push_back({TokenType::Name, src_.substr(pos_, end - pos_), line_});
      pos_ = end;
    } else if (is_digit_char(c)) {
      number();
    } else if (c == '\'' || c == '"') {
      string_literal(c);
    } else {
      static const char* kTwo[] = {"//", "**", "==", "!=", "<=", ">="};
      for (const char* op : kTwo) {
        if (src_.compare(pos_, 2, op) == 0) {
          out_.push_back({TokenType::Op, op, line_});
          pos_ += 2;
          return;
        }
      }
      if (std::string_view("+-*/%~<>=.,:|()[]{}").find(c) == std::string_view::npos)
        throw SyntaxError(line_, std::string("unexpected char '") + c + "'");
      if (c == '(' || c == '[' || c == '{') ++depth;
      if (c == ')' || c == ']' || c == '}') {
        if (depth == 0) throw SyntaxError(line_, std::string("unexpected '") + c + "'");
        --depth;
      }
      out_.push_back({TokenType::Op, std::string(1, c), line_});
      ++pos_;
    }
  }

  std::size_t digits_end(std::size_t at) const {
    while (at < src_.size() &&
           (is_digit_char(src_[at]) ||
            (src_[at] == '_' && at + 1 < src_.size() && is_digit_char(src_[at + 1]))))
      ++at;
    return at;
  }

  void number() {
    std::size_t end = digits_end(pos_);
    bool is_float = false;
    // x.0 is an attribute lookup, not a float (jinja2's (?<!\.) look-behind).
    const bool after_dot =
        !out_.empty() && out_.back().type == TokenType::Op && out_.back().text == ".";
    if (!after_dot && end + 1 < src_.size() && src_[end] == '.' && is_digit_char(src_[end + 1])) {
      end = digits_end(end + 1);
      is_float = true;
    }
    if (!after_dot && end < src_.size() && (src_[end] == 'e' || src_[end] == 'E')) {
      std::size_t k = end + 1;
      if (k < src_.size() && (src_[k] == '+' || src_[k] == '-')) ++k;
      if (k < src_.size() && is_digit_char(src_[k])) {
        end = digits_end(k);
        is_float = true;
      }
    }
    std::string text = src_.substr(pos_, end - pos_);
    text.erase(std::remove(text.begin(), text.end(), '_'), text.end());
    Token token{is_float ? TokenType::Float : TokenType::Int, text, line_};
    if (is_float) {
      token.float_value = std::strtod(text.c_str(), nullptr);
    } else {
      errno = 0;
      token.int_value = std::strtoll(text.c_str(), nullptr, 10);
      if (errno == ERANGE) throw SyntaxError(line_, "integer literal too large: " + text);
    }
    out_.push_back(std::move(token));
    pos_ = end;
  }

  void string_literal(char quote);

  std::string src_;
  std::size_t pos_ = 0;
  int line_ = 1;
  bool line_starting_ = true;
  std::vector<Token> out_;
};

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Python's escapes (jinja2 decodes string literals with "unicode-escape"); an unknown escape
// keeps its backslash.
std::size_t unescape_one(const std::string& src, std::size_t at, std::string& out) {
  const char c = src[at];
  switch (c) {
    case 'n':
      out += '\n';
      return 1;
    case 't':
      out += '\t';
      return 1;
    case 'r':
      out += '\r';
      return 1;
    case '\\':
      out += '\\';
      return 1;
    case '\'':
      out += '\'';
      return 1;
    case '"':
      out += '"';
      return 1;
    case 'a':
      out += '\a';
      return 1;
    case 'b':
      out += '\b';
      return 1;
    case 'f':
      out += '\f';
      return 1;
    case 'v':
      out += '\v';
      return 1;
    case '\n':
      return 1;
    default:
      break;
  }
  if (c >= '0' && c <= '7') {
    std::size_t n = 0;
    char32_t value = 0;
    while (n < 3 && at + n < src.size() && src[at + n] >= '0' && src[at + n] <= '7')
      value = value * 8 + static_cast<char32_t>(src[at + n++] - '0');
    append_utf8(out, value);
    return n;
  }
  const std::size_t width = c == 'x' ? 2 : c == 'u' ? 4 : c == 'U' ? 8 : 0;
  if (width > 0 && at + width < src.size()) {
    char32_t value = 0;
    bool ok = true;
    for (std::size_t k = 1; k <= width && ok; ++k) {
      const int h = hex_value(src[at + k]);
      ok = h >= 0;
      value = value * 16 + static_cast<char32_t>(h);
    }
    if (ok && value < 0x110000) {
      append_utf8(out, value);
      return width + 1;
    }
  }
  out += '\\';
  return 0;
}

void Lexer::string_literal(char quote) {
  const int start_line = line_;
  std::string value;
  std::size_t at = pos_ + 1;
  while (true) {
    if (at >= src_.size()) throw SyntaxError(start_line, "unterminated string literal");
    const char c = src_[at];
    if (c == quote) break;
    if (c == '\\' && at + 1 < src_.size()) {
      at += 1 + unescape_one(src_, at + 1, value);
      continue;
    }
    value += c;
    ++at;
  }
  out_.push_back({TokenType::String, value, start_line});
  advance_to(at + 1);
}

}  // namespace

std::vector<Token> tokenize(std::string_view source) {
  return Lexer(source).run();
}

}  // namespace tessera::jinja
