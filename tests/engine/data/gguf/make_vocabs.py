#!/usr/bin/env python3
"""Writes the "gpt2" (byte-level BPE) GGUF vocabularies of tests/engine/gguf_tokenizer_test.cpp,
as llama.cpp's convert_hf_to_gguf.py writes a model's tokenizer (get_vocab_base and
gguf.SpecialVocab): tokens by id, token types (added tokens that are special or look special
CONTROL, other added tokens USER_DEFINED, ids the vocabulary skips UNUSED "[PADn]"), merges,
tokenizer.ggml.pre, BOS / EOS ids, add_bos_token and the chat template.

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install tokenizers==0.23.3 gguf==0.19.0
    /tmp/venv/bin/python tests/engine/data/gguf/make_vocabs.py

  vocab/llama-bpe.gguf  data/bpe/llama3, pre "llama-bpe" (ignore_merges, BOS added)
  vocab/qwen2.gguf      data/bpe/qwen2, pre "qwen2" (NFC, <tool_call> user-defined)
  vocab/smollm.gguf     data/bpe/smollm, pre "smollm" (digits one by one)
  vocab/gpt-2.gguf      a GPT-2 tokenizer trained here (ByteLevel's own regex, no prefix space,
                        a user-defined <think>, three [PADn] ids), pre "gpt-2"
  vocab/gpt-2.json      `tokenizers`' encode / decode of data/bpe/texts.json with that tokenizer
                        (the other three reuse data/bpe/NAME/expected.json: same ids)
"""
import json
import random
import shutil
import sys
import tempfile
from pathlib import Path

import tokenizers
from gguf import GGUFWriter, SpecialVocab, TokenType
from tokenizers import AddedToken, Tokenizer, pre_tokenizers

HERE = Path(__file__).resolve().parent
BPE = HERE.parent / "bpe"
sys.path.insert(0, str(BPE))
import make_fixtures  # noqa: E402  (the bpe fixtures' training and texts)

OUT = HERE / "vocab"
SEED = 49

LLAMA3_TEMPLATE = (
    "{{ bos_token }}{% for message in messages %}<|start_header_id|>{{ message['role'] }}"
    "<|end_header_id|>\n\n{{ message['content'] | trim }}<|eot_id|>{% endfor %}"
    "{% if add_generation_prompt %}<|start_header_id|>assistant<|end_header_id|>\n\n{% endif %}")
CHATML_TEMPLATE = (
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n{{ message['content'] }}"
    "<|im_end|>\n{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}")


def looks_special(token):
    """convert_hf_to_gguf.py's does_token_look_special."""
    return (token in ("<pad>", "<mask>", "<2mass>", "[@BOS@]")
            or (token.startswith("<|") and token.endswith("|>"))
            or (token.startswith("<｜") and token.endswith("｜>"))
            or (token.startswith("<unused") and token.endswith(">")))


def tokens_and_types(document, vocab_size):
    vocab = {id_: token for token, id_ in document["model"]["vocab"].items()}
    added = {t["id"]: t for t in document["added_tokens"]}
    tokens, types = [], []
    for i in range(vocab_size):
        if i in added:
            token = added[i]
            tokens.append(token["content"])
            types.append(TokenType.CONTROL if token["special"] or looks_special(token["content"])
                         else TokenType.USER_DEFINED)
        elif i in vocab:
            tokens.append(vocab[i])
            types.append(TokenType.NORMAL)
        else:
            tokens.append(f"[PAD{i}]")
            types.append(TokenType.UNUSED)
    return tokens, types


def write_gguf(name, pre, tokenizer, config, template, extra_ids=0):
    document = json.loads(tokenizer.to_str())
    vocab_size = tokenizer.get_vocab_size(with_added_tokens=True) + extra_ids
    tokens, types = tokens_and_types(document, vocab_size)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "tokenizer.json").write_text(tokenizer.to_str(), encoding="utf-8")
        (folder / "tokenizer_config.json").write_text(
            json.dumps(dict(config, chat_template=template)), encoding="utf-8")
        special = SpecialVocab(folder, load_merges=True, n_vocab=vocab_size)
        writer = GGUFWriter(str(OUT / f"{name}.gguf"), "llama")
        writer.add_tokenizer_model("gpt2")
        writer.add_tokenizer_pre(pre)
        writer.add_token_list(tokens)
        writer.add_token_types(types)
        special.add_to_gguf(writer, quiet=True)
        writer.write_header_to_file()
        writer.write_kv_data_to_file()
        writer.write_tensors_to_file()
        writer.close()
    print(name, len(tokens), "tokens", len(special.merges), "merges",
          special.special_token_ids, special.add_special_token)


def gpt2_tokenizer():
    tokenizer = make_fixtures.byte_level(
        pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True), 800,
        ["<|endoftext|>", "<|im_start|>", "<|im_end|>"])
    tokenizer.add_tokens([AddedToken("<think>", special=False, normalized=False)])
    return tokenizer


def gpt2_expected(tokenizer, texts):
    rng = random.Random(SEED)
    encoded = [tokenizer.encode(text, add_special_tokens=False).ids for text in texts]
    ids = make_fixtures.random_ids(rng, tokenizer, 120)
    return {
        "encode": encoded,
        "decode": [None if tokenizer.decode(e) == text else tokenizer.decode(e)
                   for e, text in zip(encoded, texts)],
        "random_ids": ids,
        "random_decode": [tokenizer.decode(i) for i in ids],
        "with_special": tokenizer.encode("Hi", add_special_tokens=True).ids,
    }


def main():
    assert tokenizers.__version__ == make_fixtures.VERSION, tokenizers.__version__
    OUT.mkdir(exist_ok=True)
    for fixture, pre, template in [("llama3", "llama-bpe", LLAMA3_TEMPLATE),
                                   ("qwen2", "qwen2", CHATML_TEMPLATE),
                                   ("smollm", "smollm", CHATML_TEMPLATE)]:
        tokenizer = Tokenizer.from_file(str(BPE / fixture / "tokenizer.json"))
        config = json.loads((BPE / fixture / "tokenizer_config.json").read_text())
        write_gguf(pre, pre, tokenizer, config, template)
    tokenizer = gpt2_tokenizer()
    write_gguf("gpt-2", "gpt-2", tokenizer,
               {"bos_token": "<|endoftext|>", "eos_token": "<|im_end|>"}, CHATML_TEMPLATE,
               extra_ids=3)
    texts = json.loads((BPE / "texts.json").read_text(encoding="utf-8"))
    make_fixtures.write_json(OUT / "gpt-2.json", gpt2_expected(tokenizer, texts))
    shutil.rmtree(HERE / "__pycache__", ignore_errors=True)


if __name__ == "__main__":
    main()
