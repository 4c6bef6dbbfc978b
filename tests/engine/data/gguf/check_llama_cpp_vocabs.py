#!/usr/bin/env python3
"""One-off check (not run by CI): Tessera's GGUF tokenizers against llama.cpp's vocabulary test
files, whose expected ids Hugging Face's tokenizers made (llama.cpp's
convert_hf_to_gguf_update.py: encode(text, add_special_tokens=False) of each text).

    pip download --no-deps --no-binary :all: llama-cpp-python -d /tmp/lcpp
    tar xzf /tmp/lcpp/llama_cpp_python-*.tar.gz -C /tmp/lcpp
    tests/engine/data/gguf/check_llama_cpp_vocabs.py build/engine/tessera-cli \\
        /tmp/lcpp/llama_cpp_python-*/vendor/llama.cpp/models [NAME ...]

Runs `tessera-cli tokenize --tokenizer ggml-vocab-NAME.gguf` on each text of
ggml-vocab-NAME.gguf.inp and compares with the line of .gguf.out; NAMEs default to every vocabulary
with test files. Prints one line per vocabulary (texts matching, or why it does not load) and the
texts that differ.
"""
import subprocess
import sys
import tempfile
from pathlib import Path

SEPARATOR = "\n__ggml_vocab_test__\n"


def check(cli, gguf, texts, expected):
    matched, failures = 0, []
    with tempfile.TemporaryDirectory() as tmp:
        for text, want in zip(texts, expected):
            path = Path(tmp) / "text.txt"
            path.write_bytes(text.encode("utf-8"))
            run = subprocess.run([cli, "tokenize", "--tokenizer", str(gguf), "--text-file",
                                  str(path)], capture_output=True, text=True)
            if run.returncode != 0:
                return None, run.stderr.strip().splitlines()[-1:]
            got = [int(i) for i in run.stdout.split()]
            if got == want:
                matched += 1
            else:
                failures.append(f"    {text[:60]!r}: got {got[:20]}, want {want[:20]}")
    return matched, failures


def main():
    cli, models = sys.argv[1], Path(sys.argv[2])
    names = sys.argv[3:] or sorted(p.name[len("ggml-vocab-"):-len(".gguf.inp")]
                                   for p in models.glob("ggml-vocab-*.gguf.inp"))
    total_texts, total_matched = 0, 0
    for name in names:
        gguf = models / f"ggml-vocab-{name}.gguf"
        texts = (models / f"ggml-vocab-{name}.gguf.inp").read_text(encoding="utf-8")
        texts = texts.split(SEPARATOR)[:-1]
        expected = [[int(i) for i in line.split()] for line in
                    (models / f"ggml-vocab-{name}.gguf.out").read_text().split("\n")[:len(texts)]]
        matched, failures = check(cli, gguf, texts, expected)
        if matched is None:
            print(f"{name}: does not load: {' '.join(failures)}")
            continue
        total_texts += len(texts)
        total_matched += matched
        print(f"{name}: {matched}/{len(texts)} texts give the expected ids")
        for failure in failures:
            print(failure)
    print(f"total: {total_matched}/{total_texts}")


if __name__ == "__main__":
    main()
