#include "library/download_file.h"

QList<DownloadFile> tinyLlamaChatFiles() {
  // Sizes and hashes are left unknown on purpose: they are not pinned to a revision here, and
  // "main" may change on the hub. Completeness then rests on Content-Length and the atomic
  // rename of each finished file.
  const QString base =
      QStringLiteral("https://huggingface.co/TinyLlama/TinyLlama-1.1B-Chat-v1.0/resolve/main/");
  QList<DownloadFile> files;
  for (const char* name : {"config.json", "generation_config.json", "tokenizer.model",
                           "tokenizer_config.json", "model.safetensors"}) {
    const QString path = QString::fromLatin1(name);
    files.append(DownloadFile{QUrl(base + path), path, -1, {}});
  }
  return files;
}
