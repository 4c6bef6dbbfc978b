#!/usr/bin/env python3
"""Makes the tokenizer.json fixtures of tests/engine/tokenizer_bpe.cpp and their reference
outputs, with Hugging Face's own `tokenizers` as the reference.

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install tokenizers==0.23.3
    /tmp/venv/bin/python tests/engine/data/bpe/make_fixtures.py

Each fixture is a small byte-level (or Metaspace + byte-fallback) BPE tokenizer trained here on
text of this repository (at a fixed commit), set up as a current model family sets up its tokenizer.json: Llama 3
(Split regex + ByteLevel, ignore_merges), Qwen 2.5 (NFC + Split regex, ChatML tokens),
GPT-2/RoBERTa (ByteLevel's own regex, string merges, lstrip/rstrip/single_word tokens), SmolLM
(Digits + ByteLevel), Llama 2 (Prepend/Replace normalizers, byte fallback, unk) and Mistral
(Metaspace "first", Digits), plus one with every Split behavior. For each, expected.json holds
encode(text, add_special_tokens=False) and decode() of every text in texts.json (null where
it is the text itself), and the decode of random id sequences (special tokens skipped, as decode() does by default).
"""
import fnmatch
import json
import random
import subprocess
from pathlib import Path

import tokenizers
from tokenizers import (AddedToken, Regex, Tokenizer, decoders, models, normalizers,
                        pre_tokenizers, processors, trainers)

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
VERSION = "0.23.3"
SEED = 20261206
CORPUS_COMMIT = "070c243addc7990ea1b184fb2a39b4c8e614706f"  # the training text's revision

LLAMA3_PATTERN = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}|"
                  r" ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+")
QWEN2_PATTERN = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}|"
                 r" ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+")

LLAMA3_SPECIAL = ["<|begin_of_text|>", "<|end_of_text|>", "<|start_header_id|>",
                  "<|end_header_id|>", "<|eot_id|>", "<|python_tag|>",
                  "<|reserved_special_token_0|>", "<|reserved_special_token_1|>"]
CHATML = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]


def corpus():
    """English docs, C++ and Python code, and the Japanese/Korean/Chinese app translations, as
    they were at CORPUS_COMMIT, so that the fixtures do not change with the repository."""
    names = subprocess.run(["git", "-C", ROOT, "ls-tree", "-r", "--name-only", CORPUS_COMMIT],
                           check=True, capture_output=True, text=True).stdout.split()
    texts = []
    for pattern in ["docs/*.md", "README.md", "engine/src/model/*.cpp", "translations/*.ts",
                    "tests/server/*.py"]:
        for name in sorted(n for n in names if fnmatch.fnmatch(n, pattern) and
                           n.count("/") == pattern.count("/")):
            texts.append(subprocess.run(["git", "-C", ROOT, "show", f"{CORPUS_COMMIT}:{name}"],
                                        check=True, capture_output=True, text=True).stdout)
    return texts


def train(tokenizer, vocab_size, special=(), alphabet=None):
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=list(special),
                                  initial_alphabet=alphabet or [], show_progress=False)
    tokenizer.train_from_iterator(corpus(), trainer=trainer)
    return tokenizer


def byte_level(pre_tokenizer, vocab_size, special, normalizer=None, ignore_merges=False):
    tokenizer = Tokenizer(models.BPE(ignore_merges=ignore_merges))
    if normalizer:
        tokenizer.normalizer = normalizer
    tokenizer.pre_tokenizer = pre_tokenizer
    tokenizer.decoder = decoders.ByteLevel()
    return train(tokenizer, vocab_size, special, pre_tokenizers.ByteLevel.alphabet())


def llama3():
    split = pre_tokenizers.Split(Regex(LLAMA3_PATTERN), behavior="isolated", invert=False)
    tokenizer = byte_level(pre_tokenizers.Sequence([
        split, pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)]),
        1500, LLAMA3_SPECIAL, ignore_merges=True)
    tokenizer.post_processor = processors.Sequence([
        processors.ByteLevel(trim_offsets=False),
        processors.TemplateProcessing(
            single="<|begin_of_text|> $A", pair="<|begin_of_text|> $A <|begin_of_text|> $B",
            special_tokens=[("<|begin_of_text|>", tokenizer.token_to_id("<|begin_of_text|>"))])])
    return tokenizer, {"bos_token": "<|begin_of_text|>", "eos_token": "<|eot_id|>"}


def qwen2():
    split = pre_tokenizers.Split(Regex(QWEN2_PATTERN), behavior="isolated", invert=False)
    tokenizer = byte_level(pre_tokenizers.Sequence([
        split, pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)]),
        1200, CHATML, normalizer=normalizers.NFC())
    # Qwen 2.5's tool-call markers are added tokens that are not special: they decode as text.
    tokenizer.add_tokens([AddedToken("<tool_call>", special=False, normalized=False),
                          AddedToken("</tool_call>", special=False, normalized=False)])
    return tokenizer, {"bos_token": None, "eos_token": "<|im_end|>", "add_bos_token": False}


def gpt2():
    tokenizer = byte_level(pre_tokenizers.ByteLevel(add_prefix_space=True, use_regex=True),
                           1000, ["<|endoftext|>"])
    tokenizer.add_special_tokens([AddedToken("<mask>", lstrip=True, special=True),
                                  AddedToken("<sep>", rstrip=True, special=True)])
    tokenizer.add_tokens([AddedToken("[WORD]", single_word=True, normalized=False),
                          AddedToken("hello world", normalized=True)])
    return tokenizer, None


def smollm():
    return byte_level(pre_tokenizers.Sequence([
        pre_tokenizers.Digits(individual_digits=True),
        pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)]),
        900, ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]), {"eos_token": "<|im_end|>"}


def split_behaviors():
    steps = [pre_tokenizers.Split(Regex(r"\s+"), behavior="removed"),
             pre_tokenizers.Split("-", behavior="merged_with_previous"),
             pre_tokenizers.Split(Regex(r"[.,:;]"), behavior="merged_with_next"),
             pre_tokenizers.Split(Regex(r"\p{N}+"), behavior="contiguous", invert=True),
             pre_tokenizers.Digits(individual_digits=False),
             pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)]
    return byte_level(pre_tokenizers.Sequence(steps), 700, ["<eos>"]), None


def with_byte_fallback(trained, special):
    """The trained vocabulary after special tokens and the 256 <0xNN> pieces, as Llama 2 and
    Mistral number theirs."""
    model = json.loads(trained.to_str())["model"]
    vocab = {token: i for i, token in enumerate(special)}
    for byte in range(256):
        vocab[f"<0x{byte:02X}>"] = len(vocab)
    for token, _ in sorted(model["vocab"].items(), key=lambda item: item[1]):
        if token not in vocab:
            vocab[token] = len(vocab)
    merges = [tuple(merge) for merge in model["merges"]]
    return vocab, merges


def metaspace_trained(vocab_size):
    tokenizer = Tokenizer(models.BPE())
    tokenizer.pre_tokenizer = pre_tokenizers.Metaspace(prepend_scheme="always")
    return train(tokenizer, vocab_size)


def llama2():
    vocab, merges = with_byte_fallback(metaspace_trained(900), ["<unk>", "<s>", "</s>"])
    tokenizer = Tokenizer(models.BPE(vocab=vocab, merges=merges, unk_token="<unk>",
                                     fuse_unk=True, byte_fallback=True))
    tokenizer.normalizer = normalizers.Sequence([normalizers.Prepend("\u2581"),
                                                 normalizers.Replace(" ", "\u2581")])
    tokenizer.decoder = decoders.Sequence([decoders.Replace("\u2581", " "), decoders.ByteFallback(),
                                           decoders.Fuse(), decoders.Strip(" ", 1, 0)])
    tokenizer.add_special_tokens([AddedToken(t, normalized=False, special=True)
                                  for t in ["<unk>", "<s>", "</s>"]])
    # Matched in normalized text as "▁hello▁world", and decoded from that spelling.
    tokenizer.add_tokens([AddedToken("hello world", normalized=True)])
    tokenizer.post_processor = processors.TemplateProcessing(
        single="<s> $A", special_tokens=[("<s>", 1)])
    return tokenizer, {"bos_token": "<s>", "eos_token": "</s>", "add_bos_token": True}


def mistral():
    vocab, merges = with_byte_fallback(metaspace_trained(800), ["<unk>", "<s>", "</s>"])
    tokenizer = Tokenizer(models.BPE(vocab=vocab, merges=merges, byte_fallback=True))
    tokenizer.pre_tokenizer = pre_tokenizers.Sequence([
        pre_tokenizers.Metaspace(prepend_scheme="first", split=True),
        pre_tokenizers.Digits(individual_digits=True)])
    tokenizer.decoder = decoders.Sequence([decoders.ByteFallback(),
                                           decoders.Metaspace(prepend_scheme="first")])
    tokenizer.add_special_tokens([AddedToken(t, normalized=False, special=True)
                                  for t in ["<unk>", "<s>", "</s>", "[INST]", "[/INST]"]])
    return tokenizer, {"bos_token": "<s>", "eos_token": "</s>"}


FIXTURES = {"llama3": llama3, "qwen2": qwen2, "gpt2": gpt2, "smollm": smollm,
            "split_behaviors": split_behaviors, "llama2": llama2, "mistral": mistral}

# Code points from scripts and symbols assigned by Unicode 9 at the latest, so that the Unicode
# tables of PCRE2 and utf8proc (Debian 12) and of `tokenizers` agree on them.
RANGES = [(0x20, 0x7E), (0xA0, 0x24F), (0x300, 0x36F), (0x370, 0x3FF), (0x400, 0x4FF),
          (0x590, 0x5FF), (0x600, 0x6FF), (0x900, 0x97F), (0xE00, 0xE7F), (0x1100, 0x11FF),
          (0x2000, 0x206F), (0x2100, 0x22FF), (0x3000, 0x30FF), (0x4E00, 0x9FA5),
          (0xAC00, 0xD7A3), (0xFF00, 0xFFEF), (0x1F300, 0x1F5FF), (0x1F600, 0x1F64F)]
WHITESPACE = [" ", "  ", "\t", "\n", "\n\n", "\r\n", "\u3000", "\u00a0", "\u2009", " \n ", "\u2028"]
EMOJI = ["\U0001F600", "\U0001F44D\U0001F3FD", "\U0001F468\u200D\U0001F469\u200D\U0001F467",
         "\U0001F1EF\U0001F1F5", "\u2764\ufe0f", "\U0001F999", "\U0001F40D"]
PIECES = ["Hello", " world", "don't", "I'LL", "WE'VE", "ſ", "naïve", "cafe\u0301", "Ａｂｃ",
          "東京", "北京欢迎你", "안녕하세요", "こんにちは", "Привет", "مرحبا", "नमस्ते", "สวัสดี",
          "123", "3.14159", "1,000,000", "٣٤٥", "½", "x²", "⅔", "def f(x):\n    return x + 1",
          "if (a && b) { return -1; }", "#include <vector>", "    ", "\t\t", "---", "...",
          "!!!", "@user", "e-mail", "self.x = y[0]", "<s>", "</s>", "<unk>", "[INST]", "[/INST]",
          "<|im_start|>", "<|im_end|>", "<|eot_id|>", "<|begin_of_text|>", "<tool_call>",
          "</tool_call>", "<mask>", " <mask>", "<sep>  ", "[WORD]", "a[WORD]b", " [WORD] ",
          "hello world", "<|endoftext|>", "<eos>", "\u2581", "\u2581\u2581x", "Ġ", "<0x41>",
          "\x00", "\x7f", "\ufeff", "\U0010FFFD"]


def random_text(rng):
    kind = rng.randrange(6)
    if kind == 0:  # random code points
        parts = []
        for _ in range(rng.randrange(1, 25)):
            low, high = rng.choice(RANGES)
            parts.append(chr(rng.randint(low, high)))
        return "".join(parts)
    if kind == 1:  # a line of the corpus
        lines = [line for text in CORPUS for line in text.splitlines() if line.strip()]
        return rng.choice(lines)[:120]
    if kind == 2:
        return "".join(rng.choice(WHITESPACE + ["a", "1", "."]) for _ in range(rng.randrange(1, 8)))
    if kind == 3:
        return "".join(str(rng.randrange(10 ** rng.randrange(1, 12))) +
                       rng.choice(["", " ", ".", ",", "-", "x"]) for _ in range(rng.randrange(1, 4)))
    pool = PIECES + EMOJI + WHITESPACE
    return "".join(rng.choice(pool) for _ in range(rng.randrange(1, 8)))


def texts(rng, count):
    fixed = ["", " ", "Hello world", "  leading", "trailing  ", "<|im_start|>user\nHi<|im_end|>",
             "<s>[INST] Hi [/INST]", "x<|eot_id|>y", "Tool: <tool_call>{\"a\": 1}</tool_call>",
             "mask <mask> here", "<sep>   after", "[WORD] a[WORD] b [WORD]c",
             "1234567890", "a\u0301\u0327 e\u0301", "\U0001F468\u200D\U0001F469\u200D\U0001F467!"]
    return fixed + [random_text(rng) for _ in range(count - len(fixed))]


def random_ids(rng, tokenizer, count):
    size = tokenizer.get_vocab_size(with_added_tokens=True)
    return [[rng.randrange(size) for _ in range(rng.randrange(1, 12))] for _ in range(count)]


def write_json(path, value):
    path.write_text(json.dumps(value, ensure_ascii=False, separators=(",", ":")) + "\n",
                    encoding="utf-8")


def main():
    assert tokenizers.__version__ == VERSION, tokenizers.__version__
    rng = random.Random(SEED)
    cases = texts(rng, 600)
    write_json(HERE / "texts.json", cases)
    for name, make in FIXTURES.items():
        tokenizer, config = make()
        folder = HERE / name
        folder.mkdir(exist_ok=True)
        document = json.loads(tokenizer.to_str())
        if name == "gpt2":  # the older spelling of merges, "a b"
            document["model"]["merges"] = [" ".join(m) for m in document["model"]["merges"]]
            tokenizer = Tokenizer.from_str(json.dumps(document))
        write_json(folder / "tokenizer.json", document)
        if config is not None:
            write_json(folder / "tokenizer_config.json", config)
        encoded = [tokenizer.encode(text, add_special_tokens=False).ids for text in cases]
        ids = random_ids(rng, tokenizer, 120)
        write_json(folder / "expected.json", {
            "encode": encoded,
            # null where the decode gives the text back
            "decode": [None if tokenizer.decode(e) == text else tokenizer.decode(e)
                       for e, text in zip(encoded, cases)],
            "random_ids": ids,
            "random_decode": [tokenizer.decode(i) for i in ids],
            "with_special": tokenizer.encode("Hi", add_special_tokens=True).ids,
        })
        print(name, tokenizer.get_vocab_size(), sum(len(e) for e in encoded), "ids")


CORPUS = corpus()

if __name__ == "__main__":
    main()
