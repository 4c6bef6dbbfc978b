#include "library/installed_models.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QStandardPaths>

#include "ui/app_settings.h"

InstalledModels::InstalledModels(QString modelsDir) : dir_(QDir(modelsDir).absolutePath()) {}

QString InstalledModels::defaultDir() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/models";
}

QString InstalledModels::folderFor(const QString& repo) const {
  return QDir(dir_).filePath(repo.section('/', -1));  // as the TinyLlama download names it
}

QList<InstalledModel> InstalledModels::list(QSettings& settings) const {
  QList<InstalledModel> models;
  for (const QFileInfo& folder :
       QDir(dir_).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
    if (!QFileInfo::exists(folder.filePath() + "/config.json")) continue;
    InstalledModel model{folder.fileName(), folder.absoluteFilePath(), 0,
                         modelLastUsed(settings, folder.absoluteFilePath())};
    QDirIterator files(folder.absoluteFilePath(), QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) model.sizeBytes += QFileInfo(files.next()).size();
    models.append(model);
  }
  // A llama.cpp GGUF file is a whole model on its own.
  for (const QFileInfo& file : QDir(dir_).entryInfoList({"*.gguf"}, QDir::Files, QDir::Name)) {
    models.append({file.fileName(), file.absoluteFilePath(), file.size(),
                   modelLastUsed(settings, file.absoluteFilePath())});
  }
  return models;
}

bool InstalledModels::remove(const QString& path, QString* error) const {
  const QString target = QDir(path).absolutePath();
  if (QFileInfo(target).dir().absolutePath() != dir_) {
    *error = QCoreApplication::translate("InstalledModels",
                                         "%1 is not a folder of the models directory %2")
                 .arg(target, dir_);
    return false;
  }
  if (QFileInfo(target).isFile() ? !QFile::remove(target) : !QDir(target).removeRecursively()) {
    *error = QCoreApplication::translate("InstalledModels", "could not delete everything in %1")
                 .arg(target);
    return false;
  }
  return true;
}
