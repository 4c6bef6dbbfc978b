#!/usr/bin/env python3
"""Compares `tessera-cli generate --json` output with reference_greedy.json, case by case.

usage: compare_greedy.py reference_greedy.json output.jsonl
Exit 1 with the first difference (prompt, position, expected and actual token) on a mismatch.
"""
import json
import sys


def main(reference_path: str, output_path: str) -> int:
    with open(reference_path, encoding="utf-8") as f:
        cases = json.load(f)["cases"]
    with open(output_path, encoding="utf-8") as f:
        lines = [json.loads(line) for line in f if line.strip()]
    if len(lines) != len(cases):
        print(f"{output_path}: {len(lines)} results for {len(cases)} reference prompts")
        return 1
    for case, got in zip(cases, lines):
        want_ids, got_ids = case["output_ids"], got["output_ids"]
        if got["prompt"] != case["prompt"] or got_ids != want_ids:
            at = next((i for i, (a, b) in enumerate(zip(want_ids, got_ids)) if a != b),
                      min(len(want_ids), len(got_ids)))
            print(f"prompt {case['prompt']!r}: tokens differ at position {at} "
                  f"(expected {want_ids[at:at + 5]}, got {got_ids[at:at + 5]})")
            return 1
        # The reference text is decoded without the space SentencePiece puts before a word.
        want_text, got_text = case["text"].strip(), got["text"].strip()
        if want_text != got_text:
            print(f"prompt {case['prompt']!r}: text {got['text'][:60]!r}... "
                  f"is not the reference {case['text'][:60]!r}...")
            return 1
    print(f"greedy output matches {reference_path} on all {len(cases)} prompts")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
