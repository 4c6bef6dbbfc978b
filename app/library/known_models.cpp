#include "library/known_models.h"

#include <QCoreApplication>

QList<KnownModel> knownModels() {
  return {
      {"TinyLlama/TinyLlama-1.1B-Chat-v1.0",
       QCoreApplication::translate("KnownModels",
                                   "1.1B Llama, 2,048-token context, bfloat16 (about 2.2 GB)")},
      {"mistralai/Mistral-7B-Instruct-v0.3",
       QCoreApplication::translate(
           "KnownModels", "7B Mistral, 32k context, no sliding window, bfloat16 (about 14.5 GB)")},
      {"meta-llama/Llama-2-7b-chat-hf",
       QCoreApplication::translate(
           "KnownModels",
           "7B Llama 2 chat, 4,096-token context, float16; gated: accept the licence and add a "
           "token")},
  };
}
