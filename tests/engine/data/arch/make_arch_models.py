#!/usr/bin/env python3
"""Makes the tiny random models of tests/engine/data/arch and their reference outputs.

Each model is made with transformers' own config and model classes (save_pretrained, safetensors,
float32), with shapes chosen so that every feature of its architecture is exercised within the
tested lengths: rope scaling (llama3, linear, dynamic past max_position_embeddings, Phi-3 longrope
past original_max_position_embeddings), biases, explicit head_dim, Qwen3's q_norm/k_norm, a
Mistral sliding window shorter than the sequences, fused Phi-3 projections and a partial rotary
factor. Norm weights and biases are drawn at random too (transformers initialises them to one and
zero, which would hide a missing bias or norm).

reference.json in each folder holds, for a few prompts of token ids, HF's greedy continuation
(generated one token at a time with its KV cache, as generate() does) and the five largest logits
of each step. The tests compare Tessera against these files, so CI needs no torch.

Made with (pinned): python 3.11, torch==2.5.1, transformers==4.52.4, safetensors==0.8.0,
numpy==1.26.4; smollm3, whose classes came with transformers 4.53, with transformers==4.53.3.
Run: python make_arch_models.py [NAME...] (rewrites the named model folders next to it, or all).
"""
import json
import pathlib
import shutil
import sys

import torch
import transformers
from transformers import (LlamaConfig, LlamaForCausalLM, MistralConfig, MistralForCausalLM,
                          Phi3Config, Phi3ForCausalLM, Qwen2Config, Qwen2ForCausalLM, Qwen3Config,
                          Qwen3ForCausalLM)

HERE = pathlib.Path(__file__).resolve().parent
# The stories260K SentencePiece vocabulary (512 pieces): it makes each folder a complete model.
TOKENIZER = HERE.parents[3] / "resources" / "models" / "stories260K" / "tokenizer.model"

COMMON = dict(vocab_size=512, hidden_size=64, intermediate_size=96, num_hidden_layers=2,
              num_attention_heads=4, num_key_value_heads=2, rms_norm_eps=1e-5, bos_token_id=1,
              eos_token_id=2, initializer_range=0.15, torch_dtype="float32",
              attn_implementation="eager")

NEW_TOKENS = 24
SHORT_PROMPTS = [5, 13, 27]  # within every original context: 27 + 24 crosses 32
LONG_PROMPT = 40  # past a sliding window of 12 and two cache blocks of 16

MODELS = {
    # Llama 3.1-style scaling (all three frequency bands occur at head_dim 32), q/k/v/o and MLP
    # biases, an explicit head_dim that is not hidden_size / heads.
    "llama3": (LlamaConfig, LlamaForCausalLM, dict(
        head_dim=32, attention_bias=True, mlp_bias=True, max_position_embeddings=256,
        tie_word_embeddings=True,
        rope_scaling={"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0,
                      "high_freq_factor": 4.0, "original_max_position_embeddings": 64})),
    "llama_linear": (LlamaConfig, LlamaForCausalLM, dict(
        max_position_embeddings=256, rope_theta=500000.0,
        rope_scaling={"rope_type": "linear", "factor": 4.0})),
    # Dynamic NTK changes the frequencies past max_position_embeddings = 32.
    "llama_dynamic": (LlamaConfig, LlamaForCausalLM, dict(
        max_position_embeddings=32, tie_word_embeddings=True,
        rope_scaling={"rope_type": "dynamic", "factor": 2.0})),
    "qwen2": (Qwen2Config, Qwen2ForCausalLM, dict(
        max_position_embeddings=256, rope_theta=1000000.0, tie_word_embeddings=True)),
    "qwen3": (Qwen3Config, Qwen3ForCausalLM, dict(
        head_dim=32, max_position_embeddings=256, rope_theta=1000000.0,
        tie_word_embeddings=True)),
    "mistral": (MistralConfig, MistralForCausalLM, dict(
        sliding_window=12, max_position_embeddings=256)),
    # Long factors from position 32 on; half of each head rotates.
    "phi3": (Phi3Config, Phi3ForCausalLM, dict(
        max_position_embeddings=128, original_max_position_embeddings=32,
        partial_rotary_factor=0.5, pad_token_id=0, sliding_window=None,
        rope_scaling={"type": "longrope", "short_factor": [1.0, 1.1, 1.5, 2.0],
                      "long_factor": [1.0, 2.0, 4.5, 8.0]})),
    # NoPE: no_rope_layer_interval 2 leaves RoPE out of layers 1 and 3 of 4. Attention biases;
    # mlp_bias is written but SmolLM3's MLP has none (transformers ignores the field).
    "smollm3": ("SmolLM3Config", "SmolLM3ForCausalLM", dict(
        num_hidden_layers=4, no_rope_layer_interval=2, attention_bias=True, mlp_bias=True,
        pad_token_id=0,
        max_position_embeddings=256, tie_word_embeddings=True)),
}


def randomize_norms_and_biases(model, generator):
    with torch.no_grad():
        for name, param in model.named_parameters():
            if name.endswith("norm.weight"):
                param.copy_(1.0 + 0.2 * torch.randn(param.shape, generator=generator))
            elif name.endswith(".bias"):
                param.copy_(0.2 * torch.randn(param.shape, generator=generator))


def greedy(model, prompt, new_tokens, eos):
    """HF's greedy continuation with its KV cache, and each step's five largest logits."""
    output, top5, gaps = [], [], []
    with torch.no_grad():
        result = model(input_ids=torch.tensor([prompt]), use_cache=True)
        for _ in range(new_tokens):
            logits = result.logits[0, -1].to(torch.float32)
            values, ids = torch.topk(logits, 5)
            top5.append([[int(i), float(v)] for i, v in zip(ids, values)])
            gaps.append(float(values[0] - values[1]))
            token = int(ids[0])
            output.append(token)
            if token == eos:
                break
            result = model(input_ids=torch.tensor([[token]]),
                           past_key_values=result.past_key_values, use_cache=True)
    return output, top5, min(gaps)


def make(name, config_class, model_class, extra, seed):
    # Classes named by a string come from a later transformers than the pinned one.
    if isinstance(config_class, str):
        config_class, model_class = getattr(transformers, config_class), getattr(transformers,
                                                                                 model_class)
    config = config_class(**{**COMMON, **extra})
    torch.manual_seed(seed)
    model = model_class(config).eval()
    generator = torch.Generator().manual_seed(seed + 1)
    randomize_norms_and_biases(model, generator)
    folder = HERE / name
    shutil.rmtree(folder, ignore_errors=True)
    model.save_pretrained(folder, safe_serialization=True)
    shutil.copy(TOKENIZER, folder / "tokenizer.model")

    prompts = SHORT_PROMPTS + ([] if "rope_scaling" in extra and
                               extra["rope_scaling"]["rope_type" if "rope_type" in
                                                     extra["rope_scaling"] else "type"]
                               in ("dynamic", "longrope") else [LONG_PROMPT])
    cases = []
    smallest_gap = float("inf")
    for length in prompts:
        prompt = [1] + torch.randint(3, 512, (length - 1,), generator=generator).tolist()
        output, top5, gap = greedy(model, prompt, NEW_TOKENS, COMMON["eos_token_id"])
        smallest_gap = min(smallest_gap, gap)
        cases.append({"prompt_ids": prompt, "output_ids": output, "top5_logits": top5})
    reference = {
        "made_by": "make_arch_models.py",
        "torch": torch.__version__,
        "transformers": transformers.__version__,
        "architecture": config.architectures[0] if config.architectures else model_class.__name__,
        "smallest_top2_gap": smallest_gap,
        "cases": cases,
    }
    (folder / "reference.json").write_text(json.dumps(reference, indent=1) + "\n")
    print(f"{name}: smallest gap between the two largest logits {smallest_gap:.4f}")


def main():
    torch.set_num_threads(2)
    chosen = sys.argv[1:] or list(MODELS)
    for name in chosen:
        if name not in MODELS:
            sys.exit(f"unknown model '{name}' (known: {', '.join(MODELS)})")
    # Each model's seed follows its place in MODELS, so a folder comes out the same made alone.
    for seed, (name, (config_class, model_class, extra)) in enumerate(MODELS.items()):
        if name in chosen:
            make(name, config_class, model_class, extra, 1000 + 10 * seed)


if __name__ == "__main__":
    main()
