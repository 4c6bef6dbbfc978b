#include "ui/chat_session.h"

#include <algorithm>

ChatSession::ChatSession(EngineBridge* bridge, QObject* parent) : QObject(parent), bridge_(bridge) {
  connect(bridge_, &EngineBridge::output, this, &ChatSession::onOutput);
  connect(bridge_, &EngineBridge::requestEvent, this, &ChatSession::onEvent);
  connect(bridge_, &EngineBridge::modelUnloading, this, [this] {
    if (isGenerating()) finishAnswer();  // the old engine drops it; keep the text we have
  });
}

ChatSession::~ChatSession() { stop(); }

void ChatSession::setTitle(const QString& title) {
  if (title == title_) return;
  title_ = title;
  emit titleChanged(title_);
}

void ChatSession::setSettings(const ChatSettings& settings) {
  settings_ = settings;
  emit settingsChanged();
}

void ChatSession::setMessages(const QList<ChatEntry>& messages) {
  stop();
  messages_ = messages;
  emit messagesReset();
}

int ChatSession::contextLength() const {
  const tessera::ModelInfo* info = bridge_->modelInfo();
  return info ? info->max_model_len : 0;
}

bool ChatSession::send(const QString& text) {
  if (isGenerating() || text.trimmed().isEmpty()) return false;
  if (title_.isEmpty()) setTitle(text.simplified().left(40));
  messages_.append({ChatEntry::Role::User, text});
  emit messageAdded(messages_.size() - 1);
  return startAnswer();
}

bool ChatSession::regenerate() {
  if (isGenerating() || messages_.isEmpty()) return false;
  if (messages_.last().role == ChatEntry::Role::Assistant) {
    messages_.removeLast();
    emit messagesReset();
  }
  if (messages_.isEmpty()) return false;
  return startAnswer();
}

bool ChatSession::resendEdited(int index, const QString& text) {
  if (isGenerating() || index < 0 || index >= messages_.size()) return false;
  if (messages_[index].role != ChatEntry::Role::User || text.trimmed().isEmpty()) return false;
  messages_.erase(messages_.begin() + index, messages_.end());
  messages_.append({ChatEntry::Role::User, text});
  emit messagesReset();
  return startAnswer();
}

void ChatSession::stop() {
  if (!isGenerating()) return;
  bridge_->abort(requestId_);
  finishAnswer();
}

std::vector<tessera::TokenId> ChatSession::promptIds(const tessera::Tokenizer& tokenizer) const {
  std::vector<tessera::ChatMessage> conversation;
  if (!settings_.systemPrompt.trimmed().isEmpty())
    conversation.push_back({"system", settings_.systemPrompt.toStdString()});
  for (const ChatEntry& m : messages_) {
    const char* role = m.role == ChatEntry::Role::User ? "user" : "assistant";
    conversation.push_back({role, m.text.toStdString()});
  }
  const tessera::ChatTemplate kind =
      settings_.chatTemplate.value_or(bridge_->modelInfo()->default_template);
  return tessera::encode_chat(tokenizer, kind, conversation);
}

bool ChatSession::startAnswer() {
  const tessera::Tokenizer* tokenizer = bridge_->tokenizer();
  if (!tokenizer || !bridge_->modelInfo()) {
    emit errorOccurred(tr("No model is loaded. Open a model folder first."));
    return false;
  }
  tessera::GenerationRequest request;
  request.prompt_ids = promptIds(*tokenizer);
  request.sampling = settings_.samplingParams();
  const int room = contextLength() - static_cast<int>(request.prompt_ids.size());
  if (room <= 0) {
    emit errorOccurred(tr("This conversation (%1 tokens) no longer fits in the model's context of "
                          "%2 tokens. Start a new chat or edit an earlier message.")
                           .arg(request.prompt_ids.size())
                           .arg(contextLength()));
    return false;
  }
  request.sampling.max_tokens = std::min(request.sampling.max_tokens, room);
  contextUsed_ = static_cast<int>(request.prompt_ids.size());
  tokensPerSecond_ = 0.0;
  requestId_ = bridge_->submit(std::move(request));
  if (requestId_ == 0) {
    emit errorOccurred(tr("The model is still loading. Try again in a moment."));
    return false;
  }
  messages_.append({ChatEntry::Role::Assistant, QString()});
  emit messageAdded(messages_.size() - 1);
  setState(State::Queued);
  emit statsChanged();
  return true;
}

void ChatSession::onOutput(const tessera::RequestOutput& out) {
  if (out.id != requestId_ || requestId_ == 0) return;
  const int index = messages_.size() - 1;
  if (!out.new_token_ids.empty() && !out.finished) setState(State::Generating);
  if (!out.text_delta.empty()) {
    const QString delta = QString::fromStdString(out.text_delta);
    messages_[index].text += delta;
    emit answerDelta(index, delta);
  }
  if (!firstTokenTimer_.isValid() && out.num_output_tokens > 0) {
    firstTokenTimer_.start();
    tokensAtFirstOutput_ = out.num_output_tokens;
  } else if (firstTokenTimer_.isValid() && firstTokenTimer_.elapsed() > 0) {
    tokensPerSecond_ = 1000.0 * (out.num_output_tokens - tokensAtFirstOutput_) /
                       static_cast<double>(firstTokenTimer_.elapsed());
  }
  contextUsed_ = out.num_prompt_tokens + out.num_output_tokens;
  emit statsChanged();
  if (out.finished) {
    if (out.finish_reason == tessera::FinishReason::Error)
      emit errorOccurred(tr("The engine could not answer: %1").arg(QString::fromStdString(out.error)));
    finishAnswer();
  }
}

void ChatSession::onEvent(const tessera::RequestEvent& event) {
  if (event.id != requestId_ || requestId_ == 0) return;
  switch (event.type) {
    case tessera::RequestEventType::Queued: setState(State::Queued); break;
    case tessera::RequestEventType::Scheduled:
      // Admission or re-admission after preemption: the prompt (and output) is computed first.
      if (state_ == State::Queued || state_ == State::Preempted) setState(State::Prefilling);
      break;
    case tessera::RequestEventType::Preempted: setState(State::Preempted); break;
    case tessera::RequestEventType::FirstToken: setState(State::Generating); break;
    case tessera::RequestEventType::Finished: break;  // the final output ends the answer
  }
}

void ChatSession::finishAnswer() {
  requestId_ = 0;
  firstTokenTimer_.invalidate();
  const int index = messages_.size() - 1;
  setState(State::Idle);
  emit answerFinished(index);
  emit statsChanged();
}

void ChatSession::setState(State state) {
  if (state == state_) return;
  state_ = state;
  emit stateChanged(state_);
}
