#include "chat/chat_session.h"

#include "chat/remote_answer_source.h"
#include "data/chat_store.h"
#include "data/streaming_saver.h"

ChatSession::ChatSession(EngineBridge* bridge, ChatStore* store, QObject* parent)
    : QObject(parent), bridge_(bridge), store_(store), local_(new LocalAnswerSource(bridge, this)) {
  listenTo(local_);
}

// Quietly: the widgets listening may already be half destroyed. The source's destructor ends
// the request (the local engine aborts it; a remote stream closes).
ChatSession::~ChatSession() {
  if (!saver_) return;
  saver_->disconnect(this);
  if (isGenerating()) saver_->finish("abort", promptTokens_, outputTokens_);
}

AnswerSource* ChatSession::source() const {
  return remote_ ? static_cast<AnswerSource*>(remote_.get()) : local_;
}

const RemoteEndpoint* ChatSession::remoteEngine() const {
  return remote_ ? &remote_->endpoint() : nullptr;
}

void ChatSession::listenTo(AnswerSource* source) {
  connect(source, &AnswerSource::stateChanged, this, &ChatSession::onSourceState);
  connect(source, &AnswerSource::delta, this, &ChatSession::onDelta);
  connect(source, &AnswerSource::counted, this, &ChatSession::onCounted);
  connect(source, &AnswerSource::contextLengthChanged, this, &ChatSession::statsChanged);
  connect(source, &AnswerSource::notice, this, &ChatSession::errorOccurred);
  connect(source, &AnswerSource::finished, this, &ChatSession::finishAnswer);
  connect(source, &AnswerSource::failed, this, &ChatSession::onFailed);
}

void ChatSession::useLocalEngine() {
  if (isGenerating()) return;
  remote_.reset();
  emit statsChanged();
}

void ChatSession::useRemoteEngine(QNetworkAccessManager* network, const RemoteEndpoint& endpoint) {
  if (isGenerating()) return;
  remote_ = std::make_unique<RemoteAnswerSource>(network, endpoint);
  listenTo(remote_.get());
  emit statsChanged();
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
  std::optional<SavedChat> saved = store_->loadChat(chatId);
  return saved && openLoaded(*std::move(saved));
}

bool ChatSession::openLoaded(SavedChat saved) {
  if (!store_ || isGenerating()) return false;
  chat_ = std::move(saved.chat);
  settingsChosen_ = true;
  tree_ = std::move(saved.tree);
  messages_ = std::move(saved.path);
  // The meter shows what the last answer held, as it did when the chat was left.
  contextUsed_ = 0;
  for (auto it = messages_.crbegin(); it != messages_.crend() && contextUsed_ == 0; ++it)
    if (it->role == MessageRole::Assistant) contextUsed_ = it->promptTokens + it->outputTokens;
  emit titleChanged(chat_.title);
  emit messagesReset();
  emit statsChanged();
  return true;
}

QString ChatSession::modelTemplate() const {
  return source()->modelTemplate();
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

bool ChatSession::send(const QString& text) {
  if (isGenerating() || text.trimmed().isEmpty() || !modelReady()) return false;
  saveFailing_ = false;  // the chat's error line was cleared: a failure is said again
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
  saveFailing_ = false;
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
  saveFailing_ = false;
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
  source()->stop();  // the source reports the end
}

bool ChatSession::ensureSaved() {
  if (!store_ || !store_->isOpen()) return false;
  if (chat_.id == 0) {
    chat_.id = store_->createChat(chat_);
    if (chat_.id == 0) reportSaveFailure(store_->lastError());
  }
  return chat_.id != 0;
}

// Said at once, in the chat whose text it is: what is on screen then lives only in memory.
// Said again only after a save has worked since.
void ChatSession::reportSaveFailure(const QString& message) {
  if (saveFailing_) return;
  saveFailing_ = true;
  emit errorOccurred(tr("This chat could not be saved to the history (%1). What is on screen is "
                        "kept only until you close the chat: copy what you need to keep.")
                         .arg(message));
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
    if (message.id == 0) reportSaveFailure(store_->lastError());
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

bool ChatSession::modelReady() {
  const QString why = source()->notReady();
  if (!why.isEmpty()) emit errorOccurred(why);
  return why.isEmpty();
}

bool ChatSession::startAnswer() {
  if (!modelReady()) return false;
  const QString refused = source()->start(chat_, messages_, contextUsed_);
  if (!refused.isEmpty()) {
    emit errorOccurred(refused);
    return false;
  }
  outputTokens_ = 0;
  tokensPerSecond_ = 0.0;
  firstTokenTimer_.invalidate();
  appendMessage(MessageRole::Assistant, QString());
  if (store_ && messages_.last().id > 0) {
    saver_ = std::make_unique<StreamingSaver>(*store_, messages_.last().id);
    connect(saver_.get(), &StreamingSaver::saveFailed, this, &ChatSession::reportSaveFailure);
    connect(saver_.get(), &StreamingSaver::saved, this, [this] { saveFailing_ = false; });
  }
  emit messageAdded(messages_.size() - 1);
  setState(State::Queued);
  emit statsChanged();
  return true;
}

void ChatSession::onDelta(const QString& delta) {
  const int index = messages_.size() - 1;
  messages_[index].content += delta;
  if (saver_) saver_->append(delta);
  emit answerDelta(index, delta);
}

void ChatSession::onCounted(int promptTokens, int outputTokens) {
  if (!firstTokenTimer_.isValid() && outputTokens > 0) {
    firstTokenTimer_.start();
    tokensAtFirstOutput_ = outputTokens;
  } else if (firstTokenTimer_.isValid() && firstTokenTimer_.elapsed() > 0) {
    tokensPerSecond_ = 1000.0 * (outputTokens - tokensAtFirstOutput_) /
                       static_cast<double>(firstTokenTimer_.elapsed());
  }
  promptTokens_ = promptTokens;
  outputTokens_ = outputTokens;
  contextUsed_ = promptTokens + outputTokens;
  emit statsChanged();
}

void ChatSession::onSourceState(State state) {
  // Admission (or re-admission after preemption) only shows while nothing was generated yet.
  if (state == State::Prefilling && state_ != State::Queued && state_ != State::Preempted) return;
  if (state_ != State::Idle) setState(state);
}

void ChatSession::finishAnswer(const QString& reason) {
  firstTokenTimer_.invalidate();
  const int index = messages_.size() - 1;
  ChatMessage& answer = messages_[index];
  answer.finishReason = reason;
  answer.promptTokens = promptTokens_;
  answer.outputTokens = outputTokens_;
  if (saver_) saver_->finish(reason, promptTokens_, outputTokens_);
  saver_.reset();
  if (ChatMessage* stored = tree_.find(answer.id)) *stored = answer;
  setState(State::Idle);
  emit answerFinished(index);
  emit statsChanged();
}

// What arrived is kept and saved as an answer that ended in an error (Regenerate retries); an
// answer that never began is taken back, leaving the question to send again.
void ChatSession::onFailed(const QString& message, bool cut) {
  if (cut || !messages_.last().content.isEmpty()) {
    finishAnswer("error");
  } else {
    if (saver_) saver_->finish("error", promptTokens_, outputTokens_);
    saver_.reset();
    dropLast();
    firstTokenTimer_.invalidate();
    setState(State::Idle);
    emit messagesReset();
    emit statsChanged();
  }
  emit errorOccurred(message);
}

void ChatSession::setState(State state) {
  if (state == state_) return;
  state_ = state;
  emit stateChanged(state_);
}
