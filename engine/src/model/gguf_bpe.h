// A GGUF file's "gpt2" vocabulary (byte-level BPE: Llama 3, Qwen 2.5 / 3, SmolLM, DeepSeek,
// Falcon, StarCoder, Command R, OLMo, ... converted by llama.cpp's convert_hf_to_gguf.py) as the
// byte-level BPE tokenizer that tokenizer.json folders use. The file keeps the vocabulary and the
// merges but not the tokenizer.json's pre-tokenizer: it names it (tokenizer.ggml.pre), and the
// regular expressions each name stands for are llama.cpp's (src/llama-vocab.cpp), Hugging Face's
// original where llama.cpp notes one. A name Tessera does not know is an error naming it, never a
// silently different split.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "model/gguf_file.h"
#include "model/tokenizer_impl.h"

namespace tessera {

// Control (3) and unknown (2) tokens become special added tokens and user-defined (4) ones
// plain added tokens, all matched in the text before BPE as Hugging Face matches its added tokens;
// unused (5) ones decode to nothing. BOS / EOS are tokenizer.ggml.bos_token_id / eos_token_id,
// tokenizer.ggml.add_bos_token decides whether encode() adds BOS (by default as llama.cpp: Llama 3,
// Tekken and Chameleon pre-tokenizers add it, the others do not), and tokenizer.chat_template is
// the chat template.
std::unique_ptr<Tokenizer::Impl> gpt2_tokenizer_from_gguf(const GgufFile& file);

// Every tokenizer.ggml.pre value Tessera reads, for the tests and the error message.
std::vector<std::string> gguf_pre_tokenizer_names();

}  // namespace tessera
