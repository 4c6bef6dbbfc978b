#include "library/known_models.h"

#include <QCoreApplication>

// Sizes, memory and whether each runs are not written here: the library computes them from the
// bundled config.json (or the Hub's answer) with the engine's own checks.
QList<KnownModel> knownModels() {
  return {
      {"Qwen/Qwen2.5-0.5B-Instruct",
       QCoreApplication::translate("KnownModels",
                                   "Qwen 2.5 0.5B: small and quick, tools in its template"),
       "tokenizer.json"},
      {"Qwen/Qwen2.5-1.5B-Instruct", QCoreApplication::translate("KnownModels", "Qwen 2.5 1.5B"),
       "tokenizer.json"},
      {"Qwen/Qwen3-0.6B",
       QCoreApplication::translate("KnownModels", "Qwen 3 0.6B: thinks before it answers"),
       "tokenizer.json"},
      {"HuggingFaceTB/SmolLM2-1.7B-Instruct",
       QCoreApplication::translate("KnownModels", "SmolLM2 1.7B: open weights and open data"),
       "tokenizer.json"},
      {"meta-llama/Llama-3.2-1B-Instruct",
       QCoreApplication::translate(
           "KnownModels", "Llama 3.2 1B; gated: accept the licence on the Hub and add a token"),
       "tokenizer.json"},
      {"microsoft/Phi-3-mini-4k-instruct",
       QCoreApplication::translate("KnownModels", "Phi-3 mini 3.8B"), "tokenizer.json"},
      {"mistralai/Mistral-7B-Instruct-v0.3",
       QCoreApplication::translate(
           "KnownModels", "Mistral 7B v0.3; gated: accept the licence on the Hub and add a token"),
       "tokenizer.json"},
      {"TinyLlama/TinyLlama-1.1B-Chat-v1.0",
       QCoreApplication::translate("KnownModels", "TinyLlama 1.1B chat"), "tokenizer.json"},
  };
}

std::optional<KnownModel> findKnownModel(const QString& repo) {
  for (const KnownModel& known : knownModels())
    if (known.repo == repo) return known;
  return std::nullopt;
}
