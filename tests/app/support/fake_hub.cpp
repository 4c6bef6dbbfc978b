#include "support/fake_hub.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace fake_hub {

const QString kStories = QStringLiteral(TESSERA_MODELS_DIR "/stories260K");
const QStringList kStoryFiles = {"config.json", "generation_config.json", "model.safetensors",
                                 "tokenizer.model", "tokenizer_config.json"};

QByteArray readFile(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& content) {
  QDir().mkpath(QFileInfo(path).path());
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

// A repo on the fake Hub: its files under resolve/main and the two API answers describing them.
// Big files are LFS files in the tree answer (with their SHA-256), as on the Hub.
bool publish(const QString& root, const QString& repo, const QMap<QString, QByteArray>& files) {
  QJsonArray tree;
  QJsonArray siblings;
  for (auto it = files.cbegin(); it != files.cend(); ++it) {
    if (!writeFile(QString("%1/%2/resolve/main/%3").arg(root, repo, it.key()), it.value()))
      return false;
    QJsonObject entry{
        {"type", "file"},
        {"path", it.key()},
        {"size", it.value().size()},
        {"oid", QString(QCryptographicHash::hash(it.value(), QCryptographicHash::Sha1).toHex())}};
    if (it.key().endsWith(".safetensors") || it.key() == "tokenizer.model") {
      entry.insert(
          "lfs",
          QJsonObject{
              {"oid",
               QString(QCryptographicHash::hash(it.value(), QCryptographicHash::Sha256).toHex())},
              {"size", it.value().size()},
              {"pointerSize", 134}});
    }
    tree.append(entry);
    siblings.append(QJsonObject{{"rfilename", it.key()}});
  }
  const QJsonObject revision{{"id", repo},
                             {"sha", "0123456789abcdef0123456789abcdef01234567"},
                             {"private", false},
                             {"gated", false},
                             {"siblings", siblings}};
  return writeFile(QString("%1/api/models/%2/revision/main").arg(root, repo),
                   QJsonDocument(revision).toJson()) &&
         writeFile(QString("%1/api/models/%2/tree/main").arg(root, repo),
                   QJsonDocument(tree).toJson());
}

QMap<QString, QByteArray> storyFiles() {
  QMap<QString, QByteArray> files;
  for (const QString& name : kStoryFiles) files.insert(name, readFile(kStories + "/" + name));
  return files;
}

QByteArray withConfig(const QJsonObject& changes) {
  QJsonObject config = QJsonDocument::fromJson(readFile(kStories + "/config.json")).object();
  for (auto it = changes.begin(); it != changes.end(); ++it) config.insert(it.key(), it.value());
  return QJsonDocument(config).toJson();
}

}  // namespace fake_hub
