// Installs the translation of the user interface (Tessera's own and Qt's standard dialogs).
#pragma once

#include <QString>
#include <QTranslator>

class Translations {
 public:
  // The languages Tessera ships, as locale codes ("en", "ja", "zh_CN", "ko").
  static QStringList available();
  // The shipped language that best matches `code`; empty `code` means the system locale.
  static QString resolve(const QString& code);

  ~Translations();
  // Replaces the installed translation. Returns false when `code` has no translation file.
  bool apply(const QString& code);

 private:
  QTranslator app_;
  QTranslator qt_;
};
