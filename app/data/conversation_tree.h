// A chat's messages as a tree: every message has a parent (the message it follows), so a
// regenerated answer is a sibling of the old one and an edited question starts a new branch
// beside the original. The "current leaf" picks the path the chat shows; switching versions
// moves it. Pure data (no SQL, no Qt widgets) so the store, the session and the JSON format all
// use the same rules.
#pragma once

#include <QHash>
#include <QList>

#include "data/chat_types.h"

class ConversationTree {
 public:
  ConversationTree() = default;
  // `all` in creation order (a parent before its children). A current leaf that is 0 or not in
  // `all` falls back to the newest message, so a damaged pointer never hides the conversation.
  ConversationTree(QList<ChatMessage> all, qint64 currentLeaf);

  const QList<ChatMessage>& all() const { return all_; }
  bool isEmpty() const { return all_.isEmpty(); }
  qint64 currentLeaf() const { return currentLeaf_; }
  void setCurrentLeaf(qint64 id);  // ignored when `id` is not in the tree (0 = empty path)

  // Root to current leaf; each message's `position` is its index on this path.
  QList<ChatMessage> path() const;
  // The ids of `id` and its siblings (same parent), oldest first.
  QList<qint64> versions(qint64 id) const;
  // The leaf reached from `id` by following the newest child at every step.
  qint64 newestLeafUnder(qint64 id) const;

  const ChatMessage* find(qint64 id) const;
  ChatMessage* find(qint64 id);
  // Adds a message (its id and parentId set by the caller) and makes it the current leaf.
  void add(const ChatMessage& message);
  // Removes `id` and everything below it; the current leaf moves to its parent when inside.
  void removeSubtree(qint64 id);

 private:
  int indexOf(qint64 id) const;
  void reindex();

  QList<ChatMessage> all_;
  // id -> index in all_: an imported chat of 100,000 messages made the walks quadratic.
  QHash<qint64, int> index_;
  // parent id -> child ids, oldest first: the chat view asks each message's versions.
  QHash<qint64, QList<qint64>> children_;
  qint64 currentLeaf_ = 0;
};
