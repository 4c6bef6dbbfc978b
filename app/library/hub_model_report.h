// What Tessera knows about a Hugging Face model before downloading it: whether the engine can run
// it and why not, which files a download fetches (with the sizes and LFS SHA-256 the Hub lists),
// and the memory it needs on this machine's CPU and on a GPU.
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include "library/download_file.h"

struct HubModelReport {
  QString repo;      // "owner/name"
  QString revision;  // as asked ("main", a tag or a commit)
  QString commit;    // the commit the revision resolved to ("sha" in the Hub's answer)
  bool canRun = false;
  QStringList problems;  // why it cannot run, each naming the file or field; translated
  QString architecture;
  qint64 parameters = 0;
  int contextLength = 0;            // max_position_embeddings
  QList<DownloadFile> files;        // what a download fetches, into the model's folder
  qint64 downloadBytes = 0;         // their total size
  qint64 cpuMemoryBytes = 0;        // weights as stored + float32 KV cache of one full context
  qint64 gpuMemoryBytes = 0;        // weights in their stored dtype + the same KV cache in 16 bit
  qint64 availableMemoryBytes = 0;  // this machine's available RAM, 0 when unknown
};

Q_DECLARE_METATYPE(HubModelReport)
