#include "chat/chat_template_text.h"

#include <QCoreApplication>

QString chatTemplateText(const tessera::ChatTemplateCheck& check) {
  const QString builtin = QString::fromLatin1(tessera::to_string(check.builtin));
  if (check.uses_model_template()) {
    return check.builtin_recognised
               ? QCoreApplication::translate("ChatTemplateText",
                                             "the model's own Jinja template (%1-style)")
                     .arg(builtin)
               : QCoreApplication::translate("ChatTemplateText", "the model's own Jinja template");
  }
  if (check.present) {
    return QCoreApplication::translate(
               "ChatTemplateText",
               "Tessera's built-in %1 format: the model's template cannot be used (%2)")
        .arg(builtin, QString::fromStdString(check.parse_error));
  }
  return QCoreApplication::translate("ChatTemplateText",
                                     "Tessera's built-in %1 format: the model has no chat template")
      .arg(builtin);
}
