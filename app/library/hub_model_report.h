// What Tessera knows about a Hugging Face model before downloading it: whether the engine can run
// it and why not, which files a download fetches (with the sizes and LFS SHA-256 the Hub lists),
// and the memory it needs on this machine's CPU and on a GPU.
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include "library/download_file.h"
#include "tessera/model_check.h"

struct HubModelReport {
  QString repo;      // "owner/name"
  QString revision;  // as asked ("main", a tag or a commit)
  QString commit;    // the commit the revision resolved to ("sha" in the Hub's answer)
  bool canRun = false;
  QStringList problems;  // why it cannot run, each naming the file or field; translated
  QString architecture;
  qint64 parameters = 0;
  int contextLength = 0;            // max_position_embeddings
  qint64 weightBytes = 0;           // the parameters in config.json's torch_dtype
  // "tokenizer.json" (Hugging Face, used when both are there, as transformers does) or
  // "tokenizer.model" (SentencePiece); empty when the repository has neither.
  QString tokenizerFile;
  bool templateChecked = false;  // chatTemplate holds the check of the model's template files
  tessera::ChatTemplateCheck chatTemplate;
  QList<DownloadFile> files;  // what a download fetches, into the model's folder
  qint64 downloadBytes = 0;   // their total size (offline: the weights' size as published)
  // Weights as stored + the float32 KV cache the CPU engine allocates by default (256 MiB, less
  // when one full context needs less): cpuKvTokens tokens of it.
  qint64 cpuMemoryBytes = 0;
  qint64 cpuKvTokens = 0;
  qint64 gpuMemoryBytes = 0;        // weights as stored + a 16-bit KV cache of one full context
  qint64 availableMemoryBytes = 0;  // this machine's available RAM, 0 when unknown
  // Assessed from Tessera's bundled copy of a known model's config.json and chat template,
  // without the Hub (no file list: a download still needs the Hub's answer).
  bool offline = false;
};

Q_DECLARE_METATYPE(HubModelReport)
