#!/usr/bin/env python3
"""PyTorch `transformers` generate() baseline for tessera-bench's GPU throughput scenario.

Static batching, as frameworks without iteration-level scheduling do it: requests are taken in
arrival order in batches of --batch; each batch is left-padded to its longest prompt and runs
until its longest output is done (greedy, EOS ignored). Only each request's own output tokens
count as useful. Prompt and output lengths follow the bench's `uniform` synthetic workload:
uniform in [100, 1024], clipped to the model's context. Prints one JSON object.
"""
import argparse
import json
import random
import time

import torch
from transformers import AutoConfig, AutoModelForCausalLM


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", required=True, help="Hugging Face folder (tessera-make-model)")
    parser.add_argument("--requests", type=int, default=256)
    parser.add_argument("--batch", type=int, default=64)
    parser.add_argument("--min-len", type=int, default=100)
    parser.add_argument("--max-len", type=int, default=1024)
    parser.add_argument("--seed", type=int, default=1234)
    args = parser.parse_args()

    config = AutoConfig.from_pretrained(args.model)
    context = config.max_position_embeddings
    rng = random.Random(args.seed)
    work = []
    for _ in range(args.requests):
        prompt_len = min(rng.randint(args.min_len, args.max_len), context - 1)
        output_len = max(1, min(rng.randint(args.min_len, args.max_len), context - prompt_len))
        prompt = [1] + [rng.randrange(3, config.vocab_size) for _ in range(prompt_len - 1)]
        work.append((prompt, output_len))

    model = AutoModelForCausalLM.from_pretrained(args.model, torch_dtype=torch.bfloat16)
    model = model.cuda().eval()
    torch.cuda.synchronize()
    useful = 0
    start = time.perf_counter()
    for first in range(0, len(work), args.batch):
        batch = work[first:first + args.batch]
        width = max(len(p) for p, _ in batch)
        new_tokens = max(n for _, n in batch)
        ids = torch.zeros((len(batch), width), dtype=torch.long)
        mask = torch.zeros((len(batch), width), dtype=torch.long)
        for row, (prompt, _) in enumerate(batch):
            ids[row, width - len(prompt):] = torch.tensor(prompt)
            mask[row, width - len(prompt):] = 1
        with torch.inference_mode():
            model.generate(input_ids=ids.cuda(), attention_mask=mask.cuda(), do_sample=False,
                           max_new_tokens=new_tokens, min_new_tokens=new_tokens,
                           pad_token_id=0, eos_token_id=None)
        useful += sum(n for _, n in batch)
    torch.cuda.synchronize()
    seconds = time.perf_counter() - start
    print(json.dumps({"baseline": "transformers.generate static batching",
                      "requests": len(work), "batch": args.batch, "output_tokens": useful,
                      "seconds": seconds, "output_tokens_per_s": useful / seconds}))


if __name__ == "__main__":
    main()
