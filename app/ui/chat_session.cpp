#include "ui/chat_session.h"

#include <algorithm>

#include "data/chat_store.h"
#include "data/streaming_saver.h"
#include "engine_messages.h"

namespace {

tessera::SamplingParams samplingParams(const ChatSampling& s) {
  tessera::SamplingParams params;
  params.temperature = static_cast<float>(s.temperature);
  params.top_p = static_cast<float>(s.topP);
  params.top_k = s.topK;
  params.repetition_penalty = static_cast<float>(s.repetitionPenalty);
  params.max_tokens = s.maxTokens;
  params.seed = s.seed;
  return params;
}

}  // namespace

ChatSession::ChatSession(EngineBridge* bridge, ChatStore* store, QObject* parent)
    : QObject(parent), bridge_(bridge), store_(store) {
  connect(bridge_, &EngineBridge::output, this, &ChatSession::onOutput);
  connect(bridge_, &EngineBridge::requestEvent, this, &ChatSession::onEvent);
  connect(bridge_, &EngineBridge::modelUnloading, this, [this] {
    // The old engine drops the request; keep the text we have.
    if (isGenerating() && !remote_) finishAnswer("abort", promptTokens_, outputTokens_);
    submitted_.clear();
  });
}

// Quietly: the widgets listening may already be half destroyed.
ChatSession::~ChatSession() {
  if (!isGenerating() || remote_) return;  // a remote stream closes with its ChatStream
  bridge_->abort(requestId_);
  if (saver_) saver_->finish("abort", promptTokens_, outputTokens_);
}

void ChatSession::setTitle(const QString& title) {
  if (title == chat_.title) return;
  chat_.title = title;
  if (store_ && chat_.id != 0) store_->renameChat(chat_.id, title);
  emit titleChanged(title);
}

void ChatSession::setSettings(const Chat& settings) {
  settingsChosen_ = true;
  chat_.systemPrompt = settings.systemPrompt;
  chat_.sampling = settings.sampling;
  chat_.templateName = settings.templateName;
  if (store_ && chat_.id != 0) store_->updateChatSettings(chat_);
}

bool ChatSession::openSaved(qint64 chatId) {
  if (!store_ || isGenerating()) return false;
  const std::optional<Chat> saved = store_->chat(chatId);
  if (!saved) return false;
  chat_ = *saved;
  settingsChosen_ = true;
  tree_ = store_->conversation(chatId);
  messages_ = tree_.path();
  emit titleChanged(chat_.title);
  emit messagesReset();
  return true;
}

QString ChatSession::modelName() const {
  const tessera::ModelInfo* info = bridge_->modelInfo();
  return info ? QString::fromStdString(info->name) : QString();
}

void ChatSession::adoptModelDefaults() {
  if (settingsChosen_ || !messages_.isEmpty()) return;
  const PresetLibrary library = presets();
  if (const std::optional<ChatPreset> preset = library.preset(library.defaultFor(modelName())))
    chat_ = preset->applyTo(chat_);
}

int ChatSession::contextLength() const {
  if (remote_) return remote_->maxModelLen;
  const tessera::ModelInfo* info = bridge_->modelInfo();
  return info ? info->max_model_len : 0;
}

bool ChatSession::send(const QString& text) {
  if (isGenerating() || text.trimmed().isEmpty() || !modelReady()) return false;
  adoptModelDefaults();
  if (chat_.title.isEmpty()) setTitle(text.simplified().left(40));
  appendMessage(MessageRole::User, text);
  emit messageAdded(messages_.size() - 1);
  if (startAnswer()) return true;
  dropLast();  // not sent after all: the text stays in the composer
  emit messagesReset();
  return false;
}

bool ChatSession::regenerate() {
  if (isGenerating() || messages_.isEmpty()) return false;
  const QList<ChatMessage> shown = messages_;
  if (messages_.last().role == MessageRole::Assistant) {
    messages_.removeLast();  // the new answer becomes its sibling
    emit messagesReset();
  }
  if (!messages_.isEmpty() && startAnswer()) return true;
  messages_ = shown;  // nothing started: the old answer is still the one shown
  emit messagesReset();
  return false;
}

bool ChatSession::resendEdited(int index, const QString& text) {
  if (isGenerating() || index < 0 || index >= messages_.size()) return false;
  if (messages_[index].role != MessageRole::User || text.trimmed().isEmpty()) return false;
  messages_ = messages_.mid(0, index);
  appendMessage(MessageRole::User, text);  // a sibling of the edited message
  emit messagesReset();
  return startAnswer();
}

std::pair<int, int> ChatSession::versionOf(int index) const {
  if (index < 0 || index >= messages_.size()) return {0, 0};
  const QList<qint64> versions = tree_.versions(messages_[index].id);
  return {versions.indexOf(messages_[index].id) + 1, versions.size()};
}

bool ChatSession::showVersion(int index, int step) {
  if (isGenerating() || index < 0 || index >= messages_.size()) return false;
  const QList<qint64> versions = tree_.versions(messages_[index].id);
  const int target = versions.indexOf(messages_[index].id) + step;
  if (target < 0 || target >= versions.size() || step == 0) return false;
  const qint64 leaf = tree_.newestLeafUnder(versions[target]);
  tree_.setCurrentLeaf(leaf);
  if (store_ && chat_.id != 0 && leaf > 0) store_->setCurrentLeaf(chat_.id, leaf);
  messages_ = tree_.path();
  emit messagesReset();
  emit statsChanged();
  return true;
}

void ChatSession::stop() {
  if (!isGenerating()) return;
  if (remote_) return stopRemote();  // the stream reports the end
  bridge_->abort(requestId_);
  finishAnswer("abort", promptTokens_, outputTokens_);
}

bool ChatSession::ensureSaved() {
  if (!store_ || !store_->isOpen()) return false;
  if (chat_.id == 0) chat_.id = store_->createChat(chat_);
  return chat_.id != 0;
}

void ChatSession::appendMessage(MessageRole role, const QString& text) {
  ChatMessage message;
  message.position = messages_.size();
  message.parentId = messages_.isEmpty() ? 0 : messages_.last().id;
  message.role = role;
  message.content = text;
  if (role == MessageRole::Assistant) {
    message.settingsUsed = chat_.sampling.toJson();
    message.settingsUsed["engine"] = engineRecord();
  }
  // A message under one the store could not save stays in memory too.
  if (message.parentId >= 0 && ensureSaved()) {
    message.chatId = chat_.id;
    message.id = store_->appendMessageAfter(message.parentId, message);
  }
  if (message.id == 0) message.id = nextLocalId_--;
  tree_.add(message);
  messages_.append(message);
}

void ChatSession::dropLast() {
  if (store_ && chat_.id != 0) store_->truncateAfter(chat_.id, messages_.size() - 2);
  tree_.removeSubtree(messages_.last().id);
  messages_ = tree_.path();
}

std::vector<tessera::TokenId> ChatSession::promptIds(const tessera::Tokenizer& tokenizer) const {
  std::vector<tessera::ChatMessage> conversation;
  if (!chat_.systemPrompt.trimmed().isEmpty())
    conversation.push_back({"system", chat_.systemPrompt.toStdString()});
  for (const ChatMessage& m : messages_)
    conversation.push_back({roleName(m.role).toStdString(), m.content.toStdString()});
  const tessera::ChatTemplate kind =
      tessera::chat_template_from_name(chat_.templateName.toStdString())
          .value_or(bridge_->modelInfo()->default_template);
  return tessera::encode_chat(tokenizer, kind, conversation);
}

bool ChatSession::modelReady() {
  if (remote_ || bridge_->isLoaded()) return true;
  emit errorOccurred(bridge_->isLoading() ? tr("The model is still loading. Try again in a moment.")
                                          : tr("No model is loaded. Open a model folder first."));
  return false;
}

bool ChatSession::startAnswer() {
  if (remote_) return startRemoteAnswer();
  if (!modelReady()) return false;
  tessera::GenerationRequest request;
  request.prompt_ids = promptIds(*bridge_->tokenizer());
  request.sampling = samplingParams(chat_.sampling);
  const int room = contextLength() - static_cast<int>(request.prompt_ids.size());
  if (room <= 0) {
    emit errorOccurred(tr("This conversation (%1 tokens) no longer fits in the model's context of "
                          "%2 tokens. Start a new chat or edit an earlier message.")
                           .arg(request.prompt_ids.size())
                           .arg(contextLength()));
    return false;
  }
  request.sampling.max_tokens = std::min(request.sampling.max_tokens, room);
  promptTokens_ = static_cast<int>(request.prompt_ids.size());
  outputTokens_ = 0;
  contextUsed_ = promptTokens_;
  tokensPerSecond_ = 0.0;
  requestId_ = bridge_->submit(std::move(request));
  submitted_.insert(requestId_);
  appendMessage(MessageRole::Assistant, QString());
  if (store_ && messages_.last().id != 0)
    saver_ = std::make_unique<StreamingSaver>(*store_, messages_.last().id);
  emit messageAdded(messages_.size() - 1);
  setState(State::Queued);
  emit statsChanged();
  return true;
}

void ChatSession::onOutput(const tessera::RequestOutput& out) {
  if (requestId_ == 0 || out.id != requestId_) return;
  const int index = messages_.size() - 1;
  if (!out.new_token_ids.empty() && !out.finished) setState(State::Generating);
  if (!out.text_delta.empty()) {
    const QString delta = QString::fromStdString(out.text_delta);
    messages_[index].content += delta;
    if (saver_) saver_->append(delta);
    emit answerDelta(index, delta);
  }
  if (!firstTokenTimer_.isValid() && out.num_output_tokens > 0) {
    firstTokenTimer_.start();
    tokensAtFirstOutput_ = out.num_output_tokens;
  } else if (firstTokenTimer_.isValid() && firstTokenTimer_.elapsed() > 0) {
    tokensPerSecond_ = 1000.0 * (out.num_output_tokens - tokensAtFirstOutput_) /
                       static_cast<double>(firstTokenTimer_.elapsed());
  }
  promptTokens_ = out.num_prompt_tokens;
  outputTokens_ = out.num_output_tokens;
  contextUsed_ = promptTokens_ + outputTokens_;
  emit statsChanged();
  if (!out.finished) return;
  if (out.finish_reason == tessera::FinishReason::Error)
    emit errorOccurred(
        tr("The engine could not answer: %1").arg(translateEngineMessage(out.error)));
  finishAnswer(tessera::to_string(out.finish_reason), promptTokens_, outputTokens_);
}

void ChatSession::onEvent(const tessera::RequestEvent& event) {
  if (requestId_ == 0 || event.id != requestId_) return;
  switch (event.type) {
    case tessera::RequestEventType::Queued:
      setState(State::Queued);
      break;
    case tessera::RequestEventType::Scheduled:
      // Admission, or re-admission after preemption: the prompt (and output) is computed first.
      if (state_ == State::Queued || state_ == State::Preempted) setState(State::Prefilling);
      break;
    case tessera::RequestEventType::Preempted:
      setState(State::Preempted);
      break;
    case tessera::RequestEventType::FirstToken:
      setState(State::Generating);
      break;
    case tessera::RequestEventType::Finished:
      break;  // the final output ends the answer
  }
}

void ChatSession::finishAnswer(const QString& reason, int promptTokens, int outputTokens) {
  requestId_ = 0;
  firstTokenTimer_.invalidate();
  const int index = messages_.size() - 1;
  ChatMessage& answer = messages_[index];
  answer.finishReason = reason;
  answer.promptTokens = promptTokens;
  answer.outputTokens = outputTokens;
  if (saver_) saver_->finish(reason, promptTokens, outputTokens);
  saver_.reset();
  if (ChatMessage* stored = tree_.find(answer.id)) *stored = answer;
  setState(State::Idle);
  emit answerFinished(index);
  emit statsChanged();
}

void ChatSession::setState(State state) {
  if (state == state_) return;
  state_ = state;
  emit stateChanged(state_);
}
