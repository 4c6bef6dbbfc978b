#include "engine_messages.h"

#include <QCoreApplication>

QString translateEngineMessage(const tessera::Message& message) {
  const QString text = QCoreApplication::translate("tessera::Message", message.english_template());
  // The engine's own single pass: a '%1' inside a path is not taken for a place.
  return QString::fromStdString(
      message.fill(text.toStdString(), [](const tessera::Message::Arg& arg) {
        return arg.nested() ? translateEngineMessage(*arg.nested()).toStdString() : arg.text();
      }));
}
