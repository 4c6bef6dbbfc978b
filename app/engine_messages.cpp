#include "engine_messages.h"

#include <QCoreApplication>

QString translateEngineMessage(const tessera::Message& message) {
  const QString text = QCoreApplication::translate("tessera::Message", message.english_template());
  const std::vector<tessera::Message::Arg>& args = message.args();
  // One pass, as Message::english(): a '%1' inside a path is not taken for a place.
  QString out;
  out.reserve(text.size());
  for (qsizetype i = 0; i < text.size(); ++i) {
    const QChar next = i + 1 < text.size() ? text[i + 1] : QChar();
    const int place = text[i] == u'%' && next >= u'1' && next <= u'9' ? next.unicode() - u'1' : -1;
    if (place >= 0 && place < static_cast<int>(args.size())) {
      const tessera::Message::Arg& arg = args[place];
      out +=
          arg.nested() ? translateEngineMessage(*arg.nested()) : QString::fromStdString(arg.text());
      ++i;
    } else {
      out += text[i];
    }
  }
  return out;
}
