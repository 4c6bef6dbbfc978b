// The models in Tessera's models directory (<AppData>/models, where downloads go), folders and
// .gguf files: what is there, how big, when last used, and removing one.
#pragma once

#include <QList>
#include <QString>

class QSettings;

struct InstalledModel {
  QString name;  // folder or file name
  QString path;  // absolute
  qint64 sizeBytes = 0;
  qint64 lastUsedMs = 0;  // 0: never opened
};

class InstalledModels {
 public:
  explicit InstalledModels(QString modelsDir);
  static QString defaultDir();  // <AppDataLocation>/models
  QString dir() const { return dir_; }
  // Folders holding a config.json, by name, then .gguf files, by name.
  QList<InstalledModel> list(QSettings& settings) const;
  // Deletes a folder or file of the models directory (nothing outside it); false with `error`.
  bool remove(const QString& path, QString* error) const;
  QString folderFor(const QString& repo) const;  // where a download of `repo` goes

 private:
  QString dir_;
};
