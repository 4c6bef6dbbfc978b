#!/usr/bin/env python3
"""Tessera and llama.cpp side by side in one run, on the same GGUF files and thread count.

For each round and each file in turn: single-stream decode (tessera-bench --scenario compare
--batches 1, llama-bench -p 0 -n 64) and prompt processing of each --prompt length
(tessera-bench --scenario prefill, llama-bench -p N -n 0), one measurement each. Prints, per file
and test, both medians and the median of the rounds' ratios (Tessera / llama.cpp), as a table and
with --json as JSON. Alternating rounds keep a machine's drift (other load, clocks) out of the
ratios. Nothing of llama.cpp is in the repository: build its llama-bench yourself
(docs/benchmarks.md says how).

Usage: versus_llamacpp.py --tessera-bench build/engine/tessera-bench --llama-bench PATH
           [--threads 2] [--rounds 3] [--prompt 256 --prompt 1500] [--json] FILE.gguf...
"""
import argparse
import json
import statistics
import subprocess


def run(command):
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def tessera_decode(args, model):
    out = json.loads(run([args.tessera_bench, "--scenario", "compare", "--model", model,
                          "--batches", "1", "--rounds", "1", "--threads", str(args.threads),
                          "--json"]))
    return out["results"][0]["median_tokens_per_s"]


def tessera_prompt(args, model, tokens):
    out = json.loads(run([args.tessera_bench, "--scenario", "prefill", "--model", model,
                          "--prompt-tokens", str(tokens), "--threads", str(args.threads),
                          "--json"]))
    return out["prefill_tokens_per_s"]


def llama(args, model, prompt, generate):
    out = json.loads(run([args.llama_bench, "-m", model, "-t", str(args.threads), "-p",
                          str(prompt), "-n", str(generate), "-r", "1", "-o", "json"]))
    return out[0]["avg_ts"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tessera-bench", required=True)
    parser.add_argument("--llama-bench", required=True)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--prompt", type=int, action="append")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("models", nargs="+")
    args = parser.parse_args()
    prompts = args.prompt if args.prompt is not None else [256]
    tests = [("decode", None)] + [(f"prompt {n}", n) for n in prompts]
    found = {}  # (model, test) -> ([tessera], [llama.cpp])
    for _ in range(args.rounds):
        for model in args.models:
            for name, tokens in tests:
                if tokens is None:
                    ours, theirs = tessera_decode(args, model), llama(args, model, 0, 64)
                else:
                    ours, theirs = tessera_prompt(args, model, tokens), llama(args, model, tokens, 0)
                entry = found.setdefault((model, name), ([], []))
                entry[0].append(ours)
                entry[1].append(theirs)
    results = []
    for (model, name), (ours, theirs) in found.items():
        ratios = [a / b for a, b in zip(ours, theirs)]
        results.append({"model": model, "test": name, "threads": args.threads,
                        "tessera_tokens_per_s": ours, "llamacpp_tokens_per_s": theirs,
                        "tessera_median": statistics.median(ours),
                        "llamacpp_median": statistics.median(theirs),
                        "median_ratio": statistics.median(ratios),
                        "min_ratio": min(ratios), "max_ratio": max(ratios)})
    if args.json:
        print(json.dumps({"rounds": args.rounds, "results": results}, indent=1))
        return
    print(f"{'file':44} {'test':12} {'Tessera tok/s':>14} {'llama.cpp':>10} {'ratio':>6}  range")
    for r in results:
        print(f"{r['model'][-44:]:44} {r['test']:12} {r['tessera_median']:14.1f} "
              f"{r['llamacpp_median']:10.1f} {r['median_ratio']:6.2f}  "
              f"{r['min_ratio']:.2f}-{r['max_ratio']:.2f}")


if __name__ == "__main__":
    main()
