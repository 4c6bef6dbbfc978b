// The tokenizer a GGUF file carries in its metadata. tokenizer.ggml.model = "llama" is a
// SentencePiece vocabulary (pieces, scores, token types, llama.cpp's score-ordered BPE): it is
// rebuilt as a SentencePiece ModelProto, which the sentencepiece library then loads exactly like a
// tokenizer.model. "gpt2" is byte-level BPE (tokens, merges, and the pre-tokenizer's name in
// tokenizer.ggml.pre): read_gpt2_vocab() collects it for the byte-level BPE tokenizer that
// tokenizer.json folders use as well (gguf_bpe.h).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "model/gguf_file.h"
#include "model/tokenizer_impl.h"

namespace tessera {

// The serialized sentencepiece.ModelProto of a "llama" vocabulary: BPE over the pieces' scores,
// byte fallback when the vocabulary has byte pieces, the unknown / BOS / EOS / padding pieces of
// tokenizer.ggml.*_token_id, and tokenizer.ggml.add_space_prefix (default true) and
// remove_extra_whitespaces (default false) as the normalizer's.
std::string sentencepiece_model_from_gguf(const GgufFile& file);

// add_bos / add_eos (tokenizer.ggml.add_bos_token, default `add_bos` (llama.cpp's: true for
// SentencePiece, per pre-tokenizer for byte-level BPE); add_eos_token, default false), the BOS /
// EOS pieces, and tokenizer.chat_template.
TokenizerConfig gguf_tokenizer_config(const GgufFile& file, bool add_bos = true);

// A "gpt2" vocabulary as the file stores it.
struct Gpt2Vocab {
  std::vector<std::string> tokens;  // in GPT-2's byte-to-unicode alphabet ("Ġthe")
  std::vector<int> token_types;     // per token, 1 normal, 3 control, 4 user-defined...
  std::vector<std::pair<std::string, std::string>> merges;  // by rank: "Ġ t" -> {"Ġ", "t"}
  std::string pre;  // tokenizer.ggml.pre, the pre-tokenizer ("llama-bpe", "qwen2", "default")
};
Gpt2Vocab read_gpt2_vocab(const GgufFile& file);

}  // namespace tessera
