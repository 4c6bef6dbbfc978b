// A Hugging Face Hub on disk for HttpTestServer: publish() writes a repo's files under
// {repo}/resolve/main/ and the two API answers that describe them, in the shapes the Hub API
// documents (/api/models/{repo}/revision/main and /api/models/{repo}/tree/main, LFS files with
// their SHA-256). The story model's real files are the usual content.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

namespace fake_hub {

extern const QString kStories;         // the tests' stories260K (tests/test_models.cmake)
extern const QStringList kStoryFiles;  // the files a download of it fetches, sorted

QByteArray readFile(const QString& path);
bool writeFile(const QString& path, const QByteArray& content);
bool publish(const QString& root, const QString& repo, const QMap<QString, QByteArray>& files);
QMap<QString, QByteArray> storyFiles();
QByteArray withConfig(const QJsonObject& changes);  // the story config.json with changes

}  // namespace fake_hub
