// Matching text against a grammar one byte at a time, as llama.cpp's grammar sampler does: the
// state is the set of stacks of symbols still to match, each stack a linked list in an arena so
// that the states after many candidate bytes share what they have in common.
#pragma once

#include <deque>
#include <string_view>
#include <vector>

#include "grammar/rules.h"

namespace tessera::grammar {

struct StackNode {
  const Symbol* top = nullptr;  // a Chars or Rule symbol of some alternative
  const StackNode* below = nullptr;
};

class StackArena {
 public:
  const StackNode* push(const Symbol* top, const StackNode* below) {
    nodes_.push_back({top, below});
    return &nodes_.back();
  }
  void clear() { nodes_.clear(); }
  std::size_t size() const { return nodes_.size(); }

 private:
  std::deque<StackNode> nodes_;
};

// Where the grammar stands after some text: every way it can go on (nullptr: the whole grammar
// has matched) and the bits of a UTF-8 character read in part.
struct MatchState {
  std::vector<const StackNode*> stacks;
  char32_t partial = 0;
  int partial_left = 0;    // continuation bytes still to come
  int partial_length = 0;  // bytes of the whole character

  bool dead() const { return stacks.empty(); }
  // The text so far is a whole sentence of the grammar.
  bool complete() const;
  // Some character can still follow.
  bool can_continue() const;
};

MatchState initial_state(const Grammar::Rules& rules, StackArena& arena);
// The state after one more byte (dead() where the grammar cannot take it).
void advance(const Grammar::Rules& rules, const MatchState& from, unsigned char byte,
             StackArena& arena, MatchState& to);
// advance() over each byte; dead() as soon as one is refused.
MatchState advance_text(const Grammar::Rules& rules, const MatchState& from, std::string_view text,
                        StackArena& arena);

}  // namespace tessera::grammar
