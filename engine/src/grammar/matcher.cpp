#include "grammar/matcher.h"

#include <algorithm>

namespace tessera::grammar {
namespace {

bool same_stack(const StackNode* a, const StackNode* b) {
  while (a != b) {
    if (a == nullptr || b == nullptr || a->top != b->top) return false;
    a = a->below;
    b = b->below;
  }
  return true;
}

void add_unique(std::vector<const StackNode*>& stacks, const StackNode* stack) {
  const bool known = std::any_of(stacks.begin(), stacks.end(),
                                 [&](const StackNode* s) { return same_stack(s, stack); });
  if (!known) stacks.push_back(stack);
}

// Expands rule references on top of `stack` until every resulting stack has a character set on
// top (or is empty: the grammar has matched), adding those to `out`. No rule is left-recursive
// (parse_gbnf checks), so this ends.
void expand(const Grammar::Rules& rules, const StackNode* stack, StackArena& arena,
            std::vector<const StackNode*>& out) {
  if (stack == nullptr || stack->top->kind == Symbol::Kind::Chars) {
    add_unique(out, stack);
    return;
  }
  const Symbol* ref = stack->top;
  const StackNode* rest = stack->below;
  if ((ref + 1)->kind != Symbol::Kind::End) rest = arena.push(ref + 1, rest);
  for (const Alternative& alt : rules.rules[ref->rule].alternatives) {
    expand(rules, alt.front().kind == Symbol::Kind::End ? rest : arena.push(&alt.front(), rest),
           arena, out);
  }
}

void accept_char(const Grammar::Rules& rules, const MatchState& from, char32_t c, StackArena& arena,
                 MatchState& to) {
  for (const StackNode* stack : from.stacks) {
    if (stack == nullptr || !stack->top->matches(c)) continue;
    const Symbol* next = stack->top + 1;
    expand(rules, next->kind == Symbol::Kind::End ? stack->below : arena.push(next, stack->below),
           arena, to.stacks);
  }
}

// Keeps the stacks whose next character may start with the bits read so far.
void keep_possible(const MatchState& from, char32_t first, char32_t last, MatchState& to) {
  for (const StackNode* stack : from.stacks) {
    if (stack != nullptr && stack->top->matches_some(first, last)) to.stacks.push_back(stack);
  }
}

// The smallest character a UTF-8 sequence of this length may encode: a longer (overlong) one,
// such as F0 80 81 BB for '{', is not UTF-8 and would slip past the grammar's character sets.
char32_t smallest_of_length(int length) {
  return length == 2 ? 0x80 : length == 3 ? 0x800 : length == 4 ? 0x10000 : 0;
}

}  // namespace

bool MatchState::complete() const {
  return partial_left == 0 && std::find(stacks.begin(), stacks.end(), nullptr) != stacks.end();
}

bool MatchState::can_continue() const {
  return std::any_of(stacks.begin(), stacks.end(), [](const StackNode* s) { return s != nullptr; });
}

MatchState initial_state(const Grammar::Rules& rules, StackArena& arena) {
  MatchState state;
  for (const Alternative& alt : rules.rules[rules.root].alternatives) {
    expand(rules,
           alt.front().kind == Symbol::Kind::End ? nullptr : arena.push(&alt.front(), nullptr),
           arena, state.stacks);
  }
  return state;
}

void advance(const Grammar::Rules& rules, const MatchState& from, unsigned char byte,
             StackArena& arena, MatchState& to) {
  to.stacks.clear();
  to.partial = 0;
  to.partial_left = 0;
  to.partial_length = 0;
  char32_t value = byte;
  if (from.partial_left == 0) {
    int left = 0;
    if (byte >= 0xC2 && byte <= 0xDF) {
      left = 1;
      value = byte & 0x1F;
    } else if (byte >= 0xE0 && byte <= 0xEF) {
      left = 2;
      value = byte & 0x0F;
    } else if (byte >= 0xF0 && byte <= 0xF4) {
      left = 3;
      value = byte & 0x07;
    } else if (byte >= 0x80) {
      return;  // not a UTF-8 lead byte
    }
    if (left == 0) return accept_char(rules, from, value, arena, to);
    to.partial = value;
    to.partial_left = left;
    to.partial_length = left + 1;
  } else {
    if ((byte & 0xC0) != 0x80) return;
    to.partial = (from.partial << 6) | (byte & 0x3F);
    to.partial_left = from.partial_left - 1;
    to.partial_length = from.partial_length;
    if (to.partial_left == 0) {
      const char32_t c = to.partial;
      const bool overlong = c < smallest_of_length(to.partial_length);
      to.partial = 0;
      to.partial_length = 0;
      if (overlong || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return;
      return accept_char(rules, from, c, arena, to);
    }
  }
  const int bits = 6 * to.partial_left;
  const char32_t first =
      std::max<char32_t>(to.partial << bits, smallest_of_length(to.partial_length));
  const char32_t last =
      std::min<char32_t>((to.partial << bits) | ((char32_t{1} << bits) - 1), 0x10FFFF);
  if (first <= last) keep_possible(from, first, last, to);
}

MatchState advance_text(const Grammar::Rules& rules, const MatchState& from, std::string_view text,
                        StackArena& arena) {
  MatchState state = from;
  MatchState next;
  for (const char c : text) {
    advance(rules, state, static_cast<unsigned char>(c), arena, next);
    std::swap(state, next);
    if (state.dead()) break;
  }
  return state;
}

}  // namespace tessera::grammar
