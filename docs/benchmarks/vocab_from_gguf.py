#!/usr/bin/env python3
"""Turns one of llama.cpp's vocabulary-only GGUF files (models/ggml-vocab-qwen2.gguf,
ggml-vocab-llama-bpe.gguf: the real tokenizers of Qwen 2/2.5 and Llama 3) into a tokenizer.json,
for the benchmarks that need a full-size vocabulary (docs/benchmarks.md). The files come with
llama.cpp's source, e.g. PyPI's llama-cpp-python source package under vendor/llama.cpp/models/.
Check the result against llama.cpp's own expected ids with --check (needs `tokenizers`).

    pip install gguf tokenizers
    python3 docs/benchmarks/vocab_from_gguf.py ggml-vocab-qwen2.gguf qwen2 /tmp/qwen2/tokenizer.json --check
"""
import argparse
import json

import gguf

# The pre-tokenizer regexes of the two vocabularies (tokenizer.ggml.pre "qwen2" and "llama-bpe"),
# as the models' own tokenizer.json files spell them.
REGEX = {
    "qwen2": r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*"
             r"|\s*[\r\n]+|\s+(?!\S)|\s+",
    "llama-bpe": r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}"
                 r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+",
}


def strings(reader, name):
    field = reader.fields[name]
    return [bytes(field.parts[i]).decode("utf-8") for i in field.data]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("gguf")
    parser.add_argument("pre", choices=sorted(REGEX))
    parser.add_argument("out")
    parser.add_argument("--check", action="store_true",
                        help="encode the .inp texts beside the file and compare with its .out")
    args = parser.parse_args()
    reader = gguf.GGUFReader(args.gguf)
    tokens = strings(reader, "tokenizer.ggml.tokens")
    merges = strings(reader, "tokenizer.ggml.merges")
    type_field = reader.fields["tokenizer.ggml.token_type"]
    types = [int(type_field.parts[i][0]) for i in type_field.data]
    added = [{"id": i, "content": t, "single_word": False, "lstrip": False, "rstrip": False,
              "normalized": False, "special": kind == 3}
             for i, (t, kind) in enumerate(zip(tokens, types)) if kind in (3, 4)]  # control, user
    tokenizer = {
        "version": "1.0", "truncation": None, "padding": None, "added_tokens": added,
        "normalizer": None,
        "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
            {"type": "Split", "pattern": {"Regex": REGEX[args.pre]}, "behavior": "Isolated",
             "invert": False},
            {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True,
             "use_regex": False}]},
        "post_processor": None,
        "decoder": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True,
                    "use_regex": True},
        "model": {"type": "BPE", "dropout": None, "unk_token": None,
                  "continuing_subword_prefix": None, "end_of_word_suffix": None,
                  "fuse_unk": False, "byte_fallback": False,
                  "ignore_merges": args.pre == "llama-bpe",
                  "vocab": {t: i for i, t in enumerate(tokens)}, "merges": merges}}
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(tokenizer, f, ensure_ascii=False)
    print(f"{args.out}: {len(tokens)} tokens, {len(merges)} merges, {len(added)} added")
    if args.check:
        from tokenizers import Tokenizer
        loaded = Tokenizer.from_file(args.out)
        with open(args.gguf + ".inp", encoding="utf-8") as f:
            texts = f.read().split("\n__ggml_vocab_test__\n")
        with open(args.gguf + ".out", encoding="utf-8") as f:
            expected = f.read().split("\n")
        same = sum(loaded.encode(t, add_special_tokens=False).ids == [int(x) for x in e.split()]
                   for t, e in zip(texts, expected))
        print(f"llama.cpp's test texts: {same} of {min(len(texts), len(expected))} give its ids")


if __name__ == "__main__":
    main()
