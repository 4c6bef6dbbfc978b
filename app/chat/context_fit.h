// Which messages of a conversation go to the model when the whole of it no longer fits the
// context, by the chat's ContextOverflow policy (LM Studio's choices). Messages are left out in
// pairs, so user and assistant turns still alternate as chat templates expect, and the last
// message (the question being answered) always stays: a rolling window leaves out the oldest
// exchanges; truncating the middle keeps the first exchange too, and leaves out those after it.
#pragma once

#include <QList>
#include <functional>
#include <optional>

#include "data/chat_types.h"

// `path` shortened until `fits` accepts it (unchanged when it does already); nothing when the
// policy is Stop or nothing more may be left out.
std::optional<QList<ChatMessage>> fitToContext(
    ContextOverflow policy, QList<ChatMessage> path,
    const std::function<bool(const QList<ChatMessage>&)>& fits);
