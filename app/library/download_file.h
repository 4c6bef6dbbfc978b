// What the model downloader fetches: files of a model directory, each with what is known of it.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrl>

struct DownloadFile {
  QUrl url;
  QString relativePath;       // inside the target folder, '/'-separated
  qint64 expectedSize = -1;   // -1: unknown (taken from the server's Content-Length)
  QByteArray expectedSha256;  // lowercase hex; empty: not verified
};

// The default chat model, TinyLlama-1.1B-Chat-v1.0, from Hugging Face.
QList<DownloadFile> tinyLlamaChatFiles();
