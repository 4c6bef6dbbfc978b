// GBNF, llama.cpp's grammar format, parsed into rules (rules.h). Groups and repetitions become
// rules of their own, as llama.cpp makes them: X* is R ::= X R | (empty), X{m,n} m copies of X
// followed by n - m nested optional ones. Written by hand: no Debian library parses GBNF.
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "grammar/rules.h"
#include "tessera/error.h"

namespace tessera::grammar {
namespace {

constexpr int kMaxRepetition = 1000;
constexpr int kMaxGroupDepth = 100;  // ( groups ) nest no deeper: the parser recurses on them

bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-';
}

Symbol chars(char32_t first, char32_t last) {
  Symbol s;
  s.kind = Symbol::Kind::Chars;
  s.ranges.push_back({first, last});
  return s;
}

Symbol reference(int rule) {
  Symbol s;
  s.kind = Symbol::Kind::Rule;
  s.rule = rule;
  return s;
}

class GbnfParser {
 public:
  explicit GbnfParser(std::string_view text) : text_(text) {}

  Grammar::Rules parse() {
    skip_space(true);
    while (pos_ < text_.size()) {
      const std::string name = parse_name();
      skip_space(false);
      if (text_.substr(pos_, 3) != "::=") fail("expected '::=' after the rule name '" + name + "'");
      pos_ += 3;
      skip_space(true);
      const int id = rule_id(name);
      if (defined_[id]) fail("the rule '" + name + "' is defined twice");
      std::vector<Alternative> alternatives = parse_alternatives(name, false);
      rules_[id].alternatives = std::move(alternatives);
      defined_[id] = true;
      skip_space(false);
      if (pos_ < text_.size() && text_[pos_] != '\n' && text_[pos_] != '\r') {
        fail("unexpected '" + std::string(1, text_[pos_]) + "'");
      }
      skip_space(true);
    }
    for (std::size_t i = 0; i < rules_.size(); ++i) {
      if (!defined_[i]) fail_at_end("the rule '" + rules_[i].name + "' is used but not defined");
    }
    const auto root = ids_.find("root");
    if (root == ids_.end()) fail_at_end("the grammar has no 'root' rule");
    Grammar::Rules out;
    out.rules = std::move(rules_);
    out.root = root->second;
    return out;
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  int group_depth_ = 0;
  std::vector<Rule> rules_;
  std::vector<bool> defined_;
  std::map<std::string, int> ids_;

  [[noreturn]] void fail(const std::string& what) const {
    const int line = 1 + static_cast<int>(std::count(text_.begin(), text_.begin() + pos_, '\n'));
    throw Error::untranslated("grammar, line " + std::to_string(line) + ": " + what);
  }
  [[noreturn]] static void fail_at_end(const std::string& what) {
    throw Error::untranslated("grammar: " + what);
  }

  int rule_id(const std::string& name) {
    const auto [it, added] = ids_.try_emplace(name, static_cast<int>(rules_.size()));
    if (added) {
      rules_.push_back({name, {}});
      defined_.push_back(false);
    }
    return it->second;
  }
  int new_rule(const std::string& base) {
    std::string name = base + "-" + std::to_string(rules_.size());
    const int id = rule_id(name);
    defined_[id] = true;
    return id;
  }

  void skip_space(bool newlines) {
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (c == ' ' || c == '\t' || ((c == '\n' || c == '\r') && newlines)) {
        ++pos_;
      } else if (c == '#') {
        while (pos_ < text_.size() && text_[pos_] != '\n' && text_[pos_] != '\r') ++pos_;
      } else {
        break;
      }
    }
  }

  std::string parse_name() {
    const std::size_t start = pos_;
    while (pos_ < text_.size() && is_name_char(text_[pos_])) ++pos_;
    if (pos_ == start) fail("expected a rule name");
    return std::string(text_.substr(start, pos_ - start));
  }

  std::vector<Alternative> parse_alternatives(const std::string& name, bool nested) {
    std::vector<Alternative> alternatives;
    alternatives.push_back(parse_sequence(name, nested));
    for (;;) {
      // At the top level a '|' may also begin the next line.
      const std::size_t before = pos_;
      skip_space(true);
      if (pos_ < text_.size() && text_[pos_] == '|') {
        ++pos_;
        skip_space(true);
        alternatives.push_back(parse_sequence(name, nested));
      } else {
        if (!nested) pos_ = before;
        return alternatives;
      }
    }
  }

  Alternative parse_sequence(const std::string& name, bool nested) {
    Alternative sequence;
    std::size_t last_start = std::string::npos;  // where the last element's symbols begin
    for (;;) {
      if (pos_ >= text_.size()) break;
      const char c = text_[pos_];
      if (c == '"') {
        last_start = sequence.size();
        ++pos_;
        while (pos_ < text_.size() && text_[pos_] != '"') {
          const char32_t ch = parse_char();
          sequence.push_back(chars(ch, ch));
        }
        if (pos_ >= text_.size()) fail("unterminated \"literal\"");
        ++pos_;
      } else if (c == '[') {
        last_start = sequence.size();
        sequence.push_back(parse_class());
      } else if (c == '.') {
        last_start = sequence.size();
        ++pos_;
        Symbol any;
        any.kind = Symbol::Kind::Chars;
        any.negated = true;
        sequence.push_back(any);
      } else if (is_name_char(c)) {
        const std::size_t start = pos_;
        const std::string ref = parse_name();
        std::size_t look = pos_;
        while (look < text_.size() && (text_[look] == ' ' || text_[look] == '\t')) ++look;
        if (text_.substr(look, 3) == "::=") {  // the next rule begins: this one has ended
          pos_ = start;
          break;
        }
        last_start = sequence.size();
        sequence.push_back(reference(rule_id(ref)));
      } else if (c == '(') {
        if (++group_depth_ > kMaxGroupDepth) {
          fail("groups nest deeper than " + std::to_string(kMaxGroupDepth) + " levels");
        }
        ++pos_;
        skip_space(true);
        const int group = new_rule(name);
        std::vector<Alternative> alternatives = parse_alternatives(name, true);
        rules_[group].alternatives = std::move(alternatives);
        if (pos_ >= text_.size() || text_[pos_] != ')') fail("expected ')'");
        ++pos_;
        --group_depth_;
        last_start = sequence.size();
        sequence.push_back(reference(group));
      } else if (c == '*' || c == '+' || c == '?' || c == '{') {
        if (last_start == std::string::npos) fail("'" + std::string(1, c) + "' follows nothing");
        ++pos_;
        int min = 0;
        int max = -1;  // unbounded
        if (c == '+') min = 1;
        if (c == '?') max = 1;
        if (c == '{') parse_bounds(min, max);
        repeat(name, sequence, last_start, min, max);
        last_start = std::string::npos;
      } else {
        break;
      }
      skip_space(nested);
    }
    sequence.push_back(Symbol{});
    return sequence;
  }

  void parse_bounds(int& min, int& max) {
    skip_space(false);
    min = parse_count();
    skip_space(false);
    max = min;
    if (pos_ < text_.size() && text_[pos_] == ',') {
      ++pos_;
      skip_space(false);
      max = (pos_ < text_.size() && text_[pos_] == '}') ? -1 : parse_count();
      skip_space(false);
    }
    if (pos_ >= text_.size() || text_[pos_] != '}') fail("expected '}'");
    ++pos_;
    if (max != -1 && max < min) fail("a repetition's maximum is below its minimum");
  }

  int parse_count() {
    const std::size_t start = pos_;
    long value = 0;
    while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
      value = value * 10 + (text_[pos_++] - '0');
      if (value > kMaxRepetition) fail("repetitions above " + std::to_string(kMaxRepetition));
    }
    if (pos_ == start) fail("expected a number");
    return static_cast<int>(value);
  }

  // Replaces sequence[from, end) (one element) by its repetition.
  void repeat(const std::string& name, Alternative& sequence, std::size_t from, int min, int max) {
    const Alternative item(sequence.begin() + static_cast<std::ptrdiff_t>(from), sequence.end());
    sequence.resize(from);
    for (int i = 0; i < min; ++i) sequence.insert(sequence.end(), item.begin(), item.end());
    if (max == -1) {  // R ::= item R | (empty)
      const int star = new_rule(name);
      Alternative more = item;
      more.push_back(reference(star));
      more.push_back(Symbol{});
      rules_[star].alternatives = {std::move(more), Alternative{Symbol{}}};
      sequence.push_back(reference(star));
      return;
    }
    int optional = -1;  // opt_k ::= item opt_(k-1) | (empty)
    for (int k = 0; k < max - min; ++k) {
      const int rule = new_rule(name);
      Alternative more = item;
      if (optional >= 0) more.push_back(reference(optional));
      more.push_back(Symbol{});
      rules_[rule].alternatives = {std::move(more), Alternative{Symbol{}}};
      optional = rule;
    }
    if (optional >= 0) sequence.push_back(reference(optional));
  }

  Symbol parse_class() {
    ++pos_;  // '['
    Symbol set;
    set.kind = Symbol::Kind::Chars;
    if (pos_ < text_.size() && text_[pos_] == '^') {
      set.negated = true;
      ++pos_;
    }
    while (pos_ < text_.size() && text_[pos_] != ']') {
      const char32_t first = parse_char();
      char32_t last = first;
      if (pos_ + 1 < text_.size() && text_[pos_] == '-' && text_[pos_ + 1] != ']') {
        ++pos_;
        last = parse_char();
        if (last < first) fail("a character range runs backwards");
      }
      set.ranges.push_back({first, last});
    }
    if (pos_ >= text_.size()) fail("unterminated [character class]");
    ++pos_;
    return set;
  }

  char32_t parse_hex(int digits) {
    char32_t value = 0;
    for (int i = 0; i < digits; ++i, ++pos_) {
      if (pos_ >= text_.size()) fail("a \\x, \\u or \\U escape is cut short");
      const char c = text_[pos_];
      int digit = -1;
      if (c >= '0' && c <= '9') digit = c - '0';
      if (c >= 'a' && c <= 'f') digit = c - 'a' + 10;
      if (c >= 'A' && c <= 'F') digit = c - 'A' + 10;
      if (digit < 0) fail("a \\x, \\u or \\U escape needs hexadecimal digits");
      value = value * 16 + static_cast<char32_t>(digit);
    }
    if (value > 0x10FFFF) fail("an escape beyond Unicode");
    return value;
  }

  // One character of a literal or class: an escape or a UTF-8 character.
  char32_t parse_char() {
    const auto byte = static_cast<unsigned char>(text_[pos_]);
    if (byte == '\\') {
      if (++pos_ >= text_.size()) fail("a '\\' ends the text");
      const char e = text_[pos_++];
      switch (e) {
        case 'n':
          return U'\n';
        case 'r':
          return U'\r';
        case 't':
          return U'\t';
        case 'x':
          return parse_hex(2);
        case 'u':
          return parse_hex(4);
        case 'U':
          return parse_hex(8);
        case '\\':
        case '"':
        case '[':
        case ']':
        case '-':
        case '/':
        case '^':
          return e;
        default:
          fail("unknown escape '\\" + std::string(1, e) + "'");
      }
    }
    int length = 1;
    char32_t value = byte;
    if (byte >= 0xF0) {
      length = 4;
      value = byte & 0x07;
    } else if (byte >= 0xE0) {
      length = 3;
      value = byte & 0x0F;
    } else if (byte >= 0xC0) {
      length = 2;
      value = byte & 0x1F;
    } else if (byte >= 0x80) {
      fail("the grammar is not valid UTF-8");
    }
    if (pos_ + static_cast<std::size_t>(length) > text_.size())
      fail("the grammar is not valid UTF-8");
    for (int i = 1; i < length; ++i) {
      const auto next = static_cast<unsigned char>(text_[pos_ + i]);
      if ((next & 0xC0) != 0x80) fail("the grammar is not valid UTF-8");
      value = (value << 6) | (next & 0x3F);
    }
    pos_ += static_cast<std::size_t>(length);
    return value;
  }
};

// Rules that can match the empty text.
std::vector<bool> nullable_rules(const std::vector<Rule>& rules) {
  std::vector<bool> nullable(rules.size(), false);
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t r = 0; r < rules.size(); ++r) {
      if (nullable[r]) continue;
      for (const Alternative& alt : rules[r].alternatives) {
        const bool empty = std::all_of(alt.begin(), alt.end(), [&](const Symbol& s) {
          return s.kind == Symbol::Kind::End || (s.kind == Symbol::Kind::Rule && nullable[s.rule]);
        });
        if (empty) {
          nullable[r] = changed = true;
          break;
        }
      }
    }
  }
  return nullable;
}

// The matcher expands rules depth first before reading a character: a rule that can reach
// itself without reading one would never end.
void check_left_recursion(const std::vector<Rule>& rules) {
  const std::vector<bool> nullable = nullable_rules(rules);
  std::vector<std::vector<int>> leftmost(rules.size());
  for (std::size_t r = 0; r < rules.size(); ++r) {
    for (const Alternative& alt : rules[r].alternatives) {
      for (const Symbol& s : alt) {
        if (s.kind != Symbol::Kind::Rule) break;
        leftmost[r].push_back(s.rule);
        if (!nullable[s.rule]) break;
      }
    }
  }
  enum class Mark { New, Open, Done };
  std::vector<Mark> mark(rules.size(), Mark::New);
  for (std::size_t start = 0; start < rules.size(); ++start) {
    if (mark[start] != Mark::New) continue;
    std::vector<std::pair<int, std::size_t>> path{{static_cast<int>(start), 0}};
    mark[start] = Mark::Open;
    while (!path.empty()) {
      auto& [rule, next] = path.back();
      if (next == leftmost[rule].size()) {
        mark[rule] = Mark::Done;
        path.pop_back();
        continue;
      }
      const int to = leftmost[rule][next++];
      if (mark[to] == Mark::Open) {
        throw Error::untranslated("grammar: the rule '" + rules[to].name +
                                  "' is left-recursive (it can reach itself before reading a "
                                  "character)");
      }
      if (mark[to] == Mark::New) {
        mark[to] = Mark::Open;
        path.emplace_back(to, 0);
      }
    }
  }
}

}  // namespace

bool Symbol::matches(char32_t c) const {
  const bool in = std::any_of(ranges.begin(), ranges.end(),
                              [c](const CharRange& r) { return c >= r.first && c <= r.last; });
  return in != negated;
}

bool Symbol::matches_some(char32_t first, char32_t last) const {
  if (!negated) {
    return std::any_of(ranges.begin(), ranges.end(),
                       [&](const CharRange& r) { return r.first <= last && r.last >= first; });
  }
  // Negated: is some character of [first, last] outside every range?
  char32_t c = first;
  for (bool moved = true; moved && c <= last;) {
    moved = false;
    for (const CharRange& r : ranges) {
      if (c >= r.first && c <= r.last) {
        if (r.last >= last) return false;
        c = r.last + 1;
        moved = true;
      }
    }
  }
  return c <= last;
}

Grammar::Rules parse_gbnf(std::string_view text) {
  Grammar::Rules rules = GbnfParser(text).parse();
  check_left_recursion(rules.rules);
  return rules;
}

}  // namespace tessera::grammar
