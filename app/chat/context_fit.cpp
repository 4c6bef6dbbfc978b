#include "chat/context_fit.h"

std::optional<QList<ChatMessage>> fitToContext(
    ContextOverflow policy, QList<ChatMessage> path,
    const std::function<bool(const QList<ChatMessage>&)>& fits) {
  // Where the next pair to leave out begins: the oldest, or the one after the first exchange.
  const qsizetype first = policy == ContextOverflow::TruncateMiddle ? 2 : 0;
  while (!fits(path)) {
    if (policy == ContextOverflow::Stop || path.size() - first < 3) return std::nullopt;
    path.remove(first, 2);
  }
  return path;
}
