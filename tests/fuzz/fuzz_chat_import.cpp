// libFuzzer target: the app's chat import (a user-chosen .json file). chat_json::fromJson must
// return a document or an error text; a document it returns must render as Markdown and export
// and import again with the same messages.
#include <QByteArray>
#include <QString>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "data/chat_json.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const QByteArray input(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
  QString error;
  const std::optional<chat_json::ChatDocument> document = chat_json::fromJson(input, &error);
  if (!document) {
    if (error.isEmpty()) __builtin_trap();  // refused without saying why
    return 0;
  }
  (void)chat_json::toMarkdown(*document);
  // Export then import: nothing accepted may be lost or changed on the way.
  QString again_error;
  const auto again = chat_json::fromJson(chat_json::toJson(*document), &again_error);
  if (!again || again->messages.size() != document->messages.size()) __builtin_trap();
  for (qsizetype i = 0; i < again->messages.size(); ++i) {
    if (again->messages[i].content != document->messages[i].content ||
        again->messages[i].role != document->messages[i].role) {
      __builtin_trap();
    }
  }
  return 0;
}
