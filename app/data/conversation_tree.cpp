#include "data/conversation_tree.h"

#include <QSet>
#include <algorithm>

ConversationTree::ConversationTree(QList<ChatMessage> all, qint64 currentLeaf)
    : all_(std::move(all)) {
  reindex();
  currentLeaf_ = indexOf(currentLeaf) >= 0 ? currentLeaf : all_.isEmpty() ? 0 : all_.last().id;
}

int ConversationTree::indexOf(qint64 id) const {
  return index_.value(id, -1);
}

void ConversationTree::reindex() {
  index_.clear();
  index_.reserve(all_.size());
  // The first message with an id wins, as the linear search it replaces found it.
  for (int i = static_cast<int>(all_.size()) - 1; i >= 0; --i) index_.insert(all_[i].id, i);
  children_.clear();
  for (const ChatMessage& m : all_) children_[m.parentId].append(m.id);
}

const ChatMessage* ConversationTree::find(qint64 id) const {
  const int i = indexOf(id);
  return i >= 0 ? &all_[i] : nullptr;
}

ChatMessage* ConversationTree::find(qint64 id) {
  const int i = indexOf(id);
  return i >= 0 ? &all_[i] : nullptr;
}

void ConversationTree::setCurrentLeaf(qint64 id) {
  if (id == 0 || indexOf(id) >= 0) currentLeaf_ = id;
}

QList<ChatMessage> ConversationTree::path() const {
  QList<ChatMessage> reversed;
  QSet<qint64> seen;  // a parent cycle (only possible in a damaged file) ends the walk
  for (const ChatMessage* m = find(currentLeaf_); m && !seen.contains(m->id);
       m = m->parentId ? find(m->parentId) : nullptr) {
    seen.insert(m->id);
    reversed.append(*m);
  }
  std::reverse(reversed.begin(), reversed.end());
  for (int i = 0; i < reversed.size(); ++i) reversed[i].position = i;
  return reversed;
}

QList<qint64> ConversationTree::versions(qint64 id) const {
  const ChatMessage* self = find(id);
  if (!self) return {};
  return children_.value(self->parentId);
}

qint64 ConversationTree::newestLeafUnder(qint64 id) const {
  if (!find(id)) return 0;
  QHash<qint64, QList<qint64>> children;  // creation order: the last child is the newest
  for (const ChatMessage& m : all_) children[m.parentId].append(m.id);
  QSet<qint64> seen;
  for (qint64 current = id;;) {
    seen.insert(current);
    qint64 newestChild = 0;
    for (const qint64 child : children.value(current))
      if (!seen.contains(child)) newestChild = child;
    if (newestChild == 0) return current;
    current = newestChild;
  }
}

void ConversationTree::add(const ChatMessage& message) {
  if (!index_.contains(message.id)) index_.insert(message.id, static_cast<int>(all_.size()));
  all_.append(message);
  children_[message.parentId].append(message.id);
  currentLeaf_ = message.id;
}

void ConversationTree::removeSubtree(qint64 id) {
  const ChatMessage* root = find(id);
  if (!root) return;
  const qint64 parent = root->parentId;
  QSet<qint64> doomed{id};
  for (const ChatMessage& m : all_)  // parents come before children
    if (doomed.contains(m.parentId)) doomed.insert(m.id);
  all_.erase(std::remove_if(all_.begin(), all_.end(),
                            [&](const ChatMessage& m) { return doomed.contains(m.id); }),
             all_.end());
  reindex();
  if (doomed.contains(currentLeaf_)) currentLeaf_ = indexOf(parent) >= 0 ? parent : 0;
}
