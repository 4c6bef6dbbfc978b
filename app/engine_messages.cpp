#include "engine_messages.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <array>

namespace {

// An engine message shape: the English as the engine writes it (a regular expression whose
// groups are the variable parts) and the source text of its translation (%1… are the groups).
struct EngineMessage {
  const char* pattern;
  const char* text;
};

// Matched in order; a nested reason (a problem inside a notice) is translated on its own.
constexpr std::array kMessages{
    EngineMessage{
        R"(^The GPU is not used: (.*)\. Running on the CPU instead, which is much slower\.$)",
        QT_TRANSLATE_NOOP("EngineMessages",
                          "The GPU is not used: %1. Running on the CPU instead, which "
                          "is much slower.")},
    EngineMessage{R"(^Computing in F16 instead of BF16: (.*)\.$)",
                  QT_TRANSLATE_NOOP("EngineMessages", "Computing in F16 instead of BF16: %1.")},
    EngineMessage{R"(^device cuda: (.*)$)",
                  QT_TRANSLATE_NOOP("EngineMessages", "The CUDA device cannot be used: %1")},
    EngineMessage{
        R"(^config\.json: not found in '(.*)' \(is this a Hugging Face model directory\?\)$)",
        QT_TRANSLATE_NOOP("EngineMessages",
                          "config.json: not found in '%1' (is this a Hugging Face "
                          "model directory?)")},
    EngineMessage{R"(^config\.json: architecture '(.*)' is not supported \(supported: (.*)\)$)",
                  QT_TRANSLATE_NOOP("EngineMessages",
                                    "config.json: the architecture '%1' is not supported "
                                    "(supported: %2)")},
    EngineMessage{R"(^config\.json: model_type '(.*)' is not supported \(supported: (.*)\)$)",
                  QT_TRANSLATE_NOOP("EngineMessages",
                                    "config.json: the model_type '%1' is not supported "
                                    "(supported: %2)")},
    EngineMessage{
        R"(^config\.json: neither 'architectures' nor 'model_type' says which model this is$)",
        QT_TRANSLATE_NOOP("EngineMessages",
                          "config.json: neither 'architectures' nor 'model_type' says "
                          "which model this is")},
    EngineMessage{R"(^(.*): tensor '(.*)' is missing$)",
                  QT_TRANSLATE_NOOP("EngineMessages", "%1: the tensor '%2' is missing")},
};

}  // namespace

QString translateEngineMessage(const QString& english) {
  for (const EngineMessage& message : kMessages) {
    const QRegularExpression pattern(QString::fromUtf8(message.pattern));
    const QRegularExpressionMatch match = pattern.match(english);
    if (!match.hasMatch()) continue;
    const QString text = QCoreApplication::translate("EngineMessages", message.text);
    // One arg() call for all parts, so a '%2' inside a path is not taken for a placeholder.
    const QString first = translateEngineMessage(match.captured(1));
    return pattern.captureCount() == 1 ? text.arg(first)
                                       : text.arg(first, translateEngineMessage(match.captured(2)));
  }
  return english;
}
