#!/usr/bin/env python3
"""Writes a Tessera/Hugging Face model folder (F32, F16 or BF16 safetensors, one file or shards,
SentencePiece tokenizer.model) as a GGUF file for llama.cpp, keeping the weights' dtype, for the
side-by-side comparison in docs/benchmarks.md and the tests' GGUF models. Each architecture is
written as llama.cpp's own convert_hf_to_gguf.py writes it:

  LlamaForCausalLM, MistralForCausalLM  "llama": q_proj/k_proj rows (and biases) permuted to
      llama.cpp's interleaved RoPE; Llama 3.1's rope_scaling as the tensor rope_freqs.weight,
      linear scaling as llama.rope.scaling.type/factor
  Qwen2ForCausalLM  "qwen2": q/k/v biases, no permutation (NEOX RoPE)
  Qwen3ForCausalLM  "qwen3": attn_q_norm / attn_k_norm, attention.key_length = head_dim
  Phi3ForCausalLM   "phi3": attn_qkv and ffn_up (gate_up) fused as they are, rope.dimension_count
      for partial RoPE, longrope's factors as rope_factors_long/short.weight with
      rope.scaling.original_context_length and attn_factor, attention.sliding_window

The tokenizer is written as convert_hf_to_gguf.py writes a SentencePiece one: pieces, scores and
types (unknown, control, unused, byte, normal) and the normalizer's add_dummy_prefix and
remove_extra_whitespaces. tests/engine/data/gguf/make_models.py makes the tests' GGUF files
with it too.

usage: gguf_export.py MODEL_DIR OUT.gguf
needs: numpy, sentencepiece, protobuf and llama.cpp's gguf-py
(pip install numpy sentencepiece protobuf gguf)
"""
import json
import math
import struct
import sys
from pathlib import Path

import gguf
import numpy as np
import sentencepiece
from sentencepiece import sentencepiece_model_pb2

DTYPES = {"F32": (np.float32, gguf.GGMLQuantizationType.F32),
          "F16": (np.float16, gguf.GGMLQuantizationType.F16),
          "BF16": (np.uint16, gguf.GGMLQuantizationType.BF16)}


def safetensors(model_dir):
    """name -> (numpy array of the raw elements, GGML type), memory-mapped."""
    index = model_dir / "model.safetensors.index.json"
    files = (sorted(set(json.load(open(index))["weight_map"].values())) if index.exists()
             else ["model.safetensors"])
    tensors = {}
    for name in files:
        path = model_dir / name
        with open(path, "rb") as f:
            header_len = struct.unpack("<Q", f.read(8))[0]
            header = json.loads(f.read(header_len))
        data = np.memmap(path, dtype=np.uint8, mode="r", offset=8 + header_len)
        for tensor, meta in header.items():
            if tensor == "__metadata__":
                continue
            np_type, ggml_type = DTYPES[meta["dtype"]]
            begin, end = meta["data_offsets"]
            tensors[tensor] = (data[begin:end].view(np_type).reshape(meta["shape"]), ggml_type)
    return tensors


def permute(w, heads):
    """Hugging Face's rotate-half q/k rows to GGUF's interleaved pairs (convert_hf_to_gguf)."""
    return w.reshape(heads, 2, w.shape[0] // heads // 2, *w.shape[1:]).swapaxes(1, 2).reshape(w.shape)


ARCHITECTURES = {"LlamaForCausalLM": "llama", "MistralForCausalLM": "llama",
                 "Qwen2ForCausalLM": "qwen2", "Qwen3ForCausalLM": "qwen3",
                 "Phi3ForCausalLM": "phi3"}


def write_hyper_parameters(writer, config, arch):
    heads = config["num_attention_heads"]
    head_dim = config.get("head_dim") or config["hidden_size"] // heads
    writer.add_context_length(config["max_position_embeddings"])
    writer.add_embedding_length(config["hidden_size"])
    writer.add_block_count(config["num_hidden_layers"])
    writer.add_feed_forward_length(config["intermediate_size"])
    if arch == "phi3":  # partial RoPE: llama.cpp's int(factor * hidden) // heads
        writer.add_rope_dimension_count(
            int(config.get("partial_rotary_factor", 1.0) * config["hidden_size"]) // heads)
    else:
        writer.add_rope_dimension_count(head_dim)
    writer.add_head_count(heads)
    writer.add_head_count_kv(config.get("num_key_value_heads", heads))
    writer.add_layer_norm_rms_eps(config.get("rms_norm_eps", 1e-5))
    writer.add_rope_freq_base(config.get("rope_theta", 10000.0))
    if config.get("head_dim"):
        writer.add_key_length(head_dim)
        writer.add_value_length(head_dim)
    if arch == "phi3":
        writer.add_rope_scaling_orig_ctx_len(
            config.get("original_max_position_embeddings", config["max_position_embeddings"]))
        writer.add_sliding_window(config.get("sliding_window") or 0)
    scaling = config.get("rope_scaling") or {}
    rope_type = scaling.get("rope_type", scaling.get("type", ""))
    if rope_type == "linear":
        writer.add_rope_scaling_type(gguf.RopeScalingType.LINEAR)
        writer.add_rope_scaling_factor(scaling["factor"])
    elif rope_type not in ("", "default", "llama3", "longrope", "su"):
        sys.exit(f"rope_scaling {rope_type} is not written by this script")


def extra_tensors(config, arch):
    """Llama 3.1's frequency factors, Phi-3's longrope factors (convert_hf_to_gguf.py's
    generate_extra_tensors)."""
    scaling = config.get("rope_scaling") or {}
    rope_type = scaling.get("rope_type", scaling.get("type", ""))
    if arch == "llama" and rope_type == "llama3":
        dim = config.get("head_dim") or config["hidden_size"] // config["num_attention_heads"]
        base = config.get("rope_theta", 10000.0)
        freqs = 1.0 / (base ** (np.arange(0, dim, 2, dtype=np.float32) / dim))
        factor = scaling.get("factor", 8.0)
        low, high = scaling.get("low_freq_factor", 1.0), scaling.get("high_freq_factor", 4.0)
        context = scaling.get("original_max_position_embeddings", 8192)
        factors = []
        for freq in freqs:
            wavelen = 2 * math.pi / freq
            if wavelen < context / high:
                factors.append(1)
            elif wavelen > context / low:
                factors.append(factor)
            else:
                smooth = (context / wavelen - low) / (high - low)
                factors.append(1 / ((1 - smooth) / factor + smooth))
        return {"rope_freqs.weight": np.array(factors, dtype=np.float32)}
    if arch == "phi3" and rope_type in ("longrope", "su"):
        return {"rope_factors_long.weight": np.array(scaling["long_factor"], dtype=np.float32),
                "rope_factors_short.weight": np.array(scaling["short_factor"], dtype=np.float32)}
    return {}


def write_tokenizer(writer, model_dir, vocab_size):
    sp = sentencepiece.SentencePieceProcessor(model_file=str(model_dir / "tokenizer.model"))
    tokens, scores, types = [], [], []
    for i in range(sp.vocab_size()):
        tokens.append(sp.id_to_piece(i).encode("utf-8"))
        scores.append(sp.get_score(i))
        types.append(gguf.TokenType.UNKNOWN if sp.is_unknown(i) else
                     gguf.TokenType.CONTROL if sp.is_control(i) else
                     gguf.TokenType.UNUSED if sp.is_unused(i) else
                     gguf.TokenType.BYTE if sp.is_byte(i) else gguf.TokenType.NORMAL)
    # A config's vocab_size past the tokenizer's pieces (a bench model of Qwen's shape with Llama
    # 2's tokenizer): padded as convert_hf_to_gguf.py pads, unused "[PAD<i>]" pieces.
    for i in range(len(tokens), vocab_size):
        tokens.append(f"[PAD{i}]".encode("utf-8"))
        scores.append(-1000.0)
        types.append(gguf.TokenType.UNUSED)
    normalizer = sentencepiece_model_pb2.ModelProto.FromString(
        (model_dir / "tokenizer.model").read_bytes()).normalizer_spec
    writer.add_tokenizer_model("llama")
    writer.add_token_list(tokens)
    writer.add_token_scores(scores)
    writer.add_token_types(types)
    writer.add_add_space_prefix(normalizer.add_dummy_prefix)
    writer.add_remove_extra_whitespaces(normalizer.remove_extra_whitespaces)
    writer.add_bos_token_id(sp.bos_id())
    writer.add_eos_token_id(sp.eos_id())
    writer.add_unk_token_id(sp.unk_id())


def tensor_names(config):
    names = {"model.embed_tokens.weight": "token_embd.weight", "model.norm.weight": "output_norm.weight",
             "lm_head.weight": "output.weight"}
    per_layer = {}
    for hf, gg in [("input_layernorm", "attn_norm"), ("self_attn.q_proj", "attn_q"),
                   ("self_attn.k_proj", "attn_k"), ("self_attn.v_proj", "attn_v"),
                   ("self_attn.o_proj", "attn_output"), ("self_attn.qkv_proj", "attn_qkv"),
                   ("self_attn.q_norm", "attn_q_norm"), ("self_attn.k_norm", "attn_k_norm"),
                   ("post_attention_layernorm", "ffn_norm"), ("mlp.gate_proj", "ffn_gate"),
                   ("mlp.up_proj", "ffn_up"), ("mlp.gate_up_proj", "ffn_up"),
                   ("mlp.down_proj", "ffn_down")]:
        per_layer[f"{hf}.weight"] = f"{gg}.weight"
        per_layer[f"{hf}.bias"] = f"{gg}.bias"
    for i in range(config["num_hidden_layers"]):
        for hf, gg in per_layer.items():
            names[f"model.layers.{i}.{hf}"] = f"blk.{i}.{gg}"
    return names


def main(model_dir, out_path):
    model_dir = Path(model_dir)
    config = json.load(open(model_dir / "config.json"))
    arch = ARCHITECTURES[config["architectures"][0]]
    heads = config["num_attention_heads"]
    kv_heads = config.get("num_key_value_heads", heads)
    writer = gguf.GGUFWriter(out_path, arch)
    writer.add_name(model_dir.name)
    write_hyper_parameters(writer, config, arch)
    write_tokenizer(writer, model_dir, config["vocab_size"])

    tensors = safetensors(model_dir)
    unused = set(tensors) - set(tensor_names(config))
    if unused:
        sys.exit(f"tensors this script does not write: {sorted(unused)[:5]}")
    for name, array in extra_tensors(config, arch).items():
        writer.add_tensor(name, array.view(np.uint8), raw_dtype=gguf.GGMLQuantizationType.F32)
    for hf, gg in tensor_names(config).items():
        if hf not in tensors:
            continue  # lm_head tied to the embeddings, biases the model has not
        array, ggml_type = tensors[hf]
        if arch == "llama" and hf.split(".")[-2] in ("q_proj", "k_proj"):
            array = permute(array, heads if ".q_proj." in hf else kv_heads)
        if array.ndim == 1:  # norms and biases: llama.cpp computes them in F32
            array, ggml_type = widen(array, ggml_type), gguf.GGMLQuantizationType.F32
        raw = np.ascontiguousarray(array)
        writer.add_tensor(gg, raw.view(np.uint8).reshape(*raw.shape[:-1], -1), raw_dtype=ggml_type)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


def widen(array, ggml_type):
    if ggml_type == gguf.GGMLQuantizationType.BF16:
        return (array.astype(np.uint32) << 16).view(np.float32)
    return array.astype(np.float32)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
