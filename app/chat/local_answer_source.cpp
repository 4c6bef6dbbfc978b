#include "chat/local_answer_source.h"

#include <algorithm>
#include <optional>

#include "chat/chat_template_text.h"
#include "chat/context_fit.h"
#include "engine_messages.h"
#include "remote/remote_endpoint.h"
#include "tessera/chat_template.h"

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

LocalAnswerSource::LocalAnswerSource(EngineBridge* bridge, QObject* parent)
    : AnswerSource(parent), bridge_(bridge) {
  connect(bridge_, &EngineBridge::output, this, &LocalAnswerSource::onOutput);
  connect(bridge_, &EngineBridge::requestEvent, this, &LocalAnswerSource::onEvent);
  connect(bridge_, &EngineBridge::modelUnloading, this, [this] {
    // The old engine drops the request; the text we have stays.
    if (requestId_ != 0) end("abort");
    submitted_.clear();
  });
}

LocalAnswerSource::~LocalAnswerSource() {
  if (requestId_ != 0) bridge_->abort(requestId_);
}

QString LocalAnswerSource::engineId() const {
  return kLocalEngineId;
}

QJsonObject LocalAnswerSource::engineRecord() const {
  const tessera::ModelInfo* info = bridge_->modelInfo();
  return QJsonObject{{"id", kLocalEngineId},
                     {"kind", "local"},
                     {"model", info ? QString::fromStdString(info->name) : QString()}};
}

int LocalAnswerSource::contextLength() const {
  const tessera::ModelInfo* info = bridge_->modelInfo();
  return info ? info->max_model_len : 0;
}

QString LocalAnswerSource::modelTemplate() const {
  // The template text the engine decided on at load, decided again (parsing it takes microseconds).
  const tessera::Tokenizer* tokenizer = bridge_->tokenizer();
  return tokenizer
             ? chatTemplateText(tessera::check_chat_template_text(tokenizer->chat_template_jinja()))
             : QString();
}

QString LocalAnswerSource::notReady() const {
  if (bridge_->isLoaded()) return {};
  return bridge_->isLoading() ? tr("The model is still loading. Try again in a moment.")
                              : tr("No model is loaded. Open a model folder first.");
}

QString LocalAnswerSource::start(const Chat& chat, const QList<ChatMessage>& path, int) {
  if (const QString why = notReady(); !why.isEmpty()) return why;
  tessera::GenerationRequest request;
  request.sampling = samplingParams(chat.sampling);
  // Leaving messages out is worth it only with room for an answer: up to a quarter of the context.
  const ContextOverflow policy = chat.sampling.contextOverflow;
  const int reserve =
      policy == ContextOverflow::Stop
          ? 1
          : std::clamp(chat.sampling.maxTokens, 1, std::max(1, contextLength() / 4));
  qsizetype sent = path.size();
  bool fits = false;
  try {
    fits = fitToContext(policy, path, [&](const QList<ChatMessage>& shown) {
             request.prompt_ids = promptIds(chat, shown);
             sent = shown.size();
             return static_cast<int>(request.prompt_ids.size()) + reserve <= contextLength();
           }).has_value();
  } catch (const tessera::ChatTemplateError& e) {
    return tr("The model's chat template cannot render this conversation: %1")
        .arg(QString::fromStdString(e.raised() ? e.template_message() : e.what()));
  }
  if (!fits && policy == ContextOverflow::Stop) {
    return tr("This conversation (%1 tokens) no longer fits in the model's context of "
              "%2 tokens. Start a new chat or edit an earlier message.")
        .arg(request.prompt_ids.size())
        .arg(contextLength());
  }
  if (!fits) {
    return tr("Even with earlier messages left out, this conversation (%1 tokens) leaves no "
              "room for an answer in the model's context of %2 tokens. Shorten the last message.")
        .arg(request.prompt_ids.size())
        .arg(contextLength());
  }
  const int room = contextLength() - static_cast<int>(request.prompt_ids.size());
  request.sampling.max_tokens = std::min(request.sampling.max_tokens, room);
  const int promptTokens = static_cast<int>(request.prompt_ids.size());
  requestId_ = bridge_->submit(std::move(request));
  submitted_.insert(requestId_);
  emit stateChanged(AnswerState::Queued);
  emit counted(promptTokens, 0);
  if (sent < path.size()) {
    emit notice(tr("Earlier messages were left out to fit the model's context: the model sees "
                   "%1 of %2 (Chat settings, Context overflow).")
                    .arg(sent)
                    .arg(path.size()));
  }
  return {};
}

void LocalAnswerSource::stop() {
  if (requestId_ == 0) return;
  bridge_->abort(requestId_);
  end("abort");
}

std::vector<tessera::TokenId> LocalAnswerSource::promptIds(const Chat& chat,
                                                           const QList<ChatMessage>& path) const {
  std::vector<tessera::ChatMessage> conversation;
  if (!chat.systemPrompt.trimmed().isEmpty())
    conversation.push_back({"system", chat.systemPrompt.toStdString()});
  for (const ChatMessage& m : path)
    conversation.push_back({roleName(m.role).toStdString(), m.content.toStdString()});
  // A format chosen by name is built in; the default is the model's own template when it has one.
  const std::optional<tessera::ChatTemplate> chosen =
      tessera::chat_template_from_name(chat.templateName.toStdString());
  const tessera::ModelInfo& info = *bridge_->modelInfo();
  const tessera::Tokenizer& tokenizer = *bridge_->tokenizer();
  if (!chosen && info.chat_template) {
    return tessera::encode_chat(
        tokenizer, *info.chat_template,
        tessera::chat_inputs(tokenizer, tessera::chat_messages_json(conversation)));
  }
  return tessera::encode_chat(tokenizer, chosen.value_or(info.default_template), conversation);
}

void LocalAnswerSource::onOutput(const tessera::RequestOutput& out) {
  if (requestId_ == 0 || out.id != requestId_) return;
  if (!out.new_token_ids.empty() && !out.finished) emit stateChanged(AnswerState::Generating);
  if (!out.text_delta.empty()) emit delta(QString::fromStdString(out.text_delta));
  emit counted(out.num_prompt_tokens, out.num_output_tokens);
  if (!out.finished) return;
  requestId_ = 0;
  if (out.finish_reason == tessera::FinishReason::Error) {
    // What was generated stays as an answer that ended in an error.
    emit failed(tr("The engine could not answer: %1").arg(translateEngineMessage(out.error)), true);
    return;
  }
  emit finished(QString::fromStdString(tessera::to_string(out.finish_reason)));
}

void LocalAnswerSource::onEvent(const tessera::RequestEvent& event) {
  if (requestId_ == 0 || event.id != requestId_) return;
  switch (event.type) {
    case tessera::RequestEventType::Queued:
      emit stateChanged(AnswerState::Queued);
      break;
    case tessera::RequestEventType::Scheduled:
      // Admission, or re-admission after preemption: the prompt (and output) is computed first.
      emit stateChanged(AnswerState::Prefilling);
      break;
    case tessera::RequestEventType::Preempted:
      emit stateChanged(AnswerState::Preempted);
      break;
    case tessera::RequestEventType::FirstToken:
      emit stateChanged(AnswerState::Generating);
      break;
    case tessera::RequestEventType::Finished:
      break;  // the final output ends the answer
  }
}

void LocalAnswerSource::end(const QString& reason) {
  requestId_ = 0;
  emit finished(reason);
}
