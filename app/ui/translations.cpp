#include "ui/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

QStringList Translations::available() {
  return {"en", "ja", "zh_CN", "ko"};
}

QString Translations::resolve(const QString& code) {
  const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
  for (const QString& lang : locale.uiLanguages()) {
    const QString normalized = QString(lang).replace('-', '_');
    for (const QString& shipped : available())
      if (normalized == shipped || normalized.startsWith(shipped + "_")) return shipped;
    if (normalized.startsWith("zh")) return "zh_CN";  // the Chinese we ship is Simplified
  }
  return "en";
}

Translations::~Translations() {
  QCoreApplication::removeTranslator(&app_);
  QCoreApplication::removeTranslator(&qt_);
}

bool Translations::apply(const QString& code) {
  const QString lang = resolve(code);
  QCoreApplication::removeTranslator(&app_);
  QCoreApplication::removeTranslator(&qt_);
  if (!app_.load(":/i18n/tessera_" + lang + ".qm")) return false;
  // Dates and numbers follow the language chosen in the app (a Japanese interface on an
  // English system showed "6 Dec 2026"); following the system, the system's own locale. Set
  // before the translators, whose LanguageChange makes the views write their texts again.
  QLocale::setDefault(code.isEmpty() ? QLocale::system() : QLocale(lang));
  QCoreApplication::installTranslator(&app_);
  if (qt_.load("qtbase_" + lang, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
    QCoreApplication::installTranslator(&qt_);
  return true;
}
