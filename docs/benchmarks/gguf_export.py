#!/usr/bin/env python3
"""Writes a Tessera/Hugging Face Llama folder (F32, F16 or BF16 safetensors, one file or shards,
SentencePiece tokenizer.model) as a GGUF file for llama.cpp, keeping the weights' dtype, for the
side-by-side comparison in docs/benchmarks.md. q_proj/k_proj rows are permuted to GGUF's RoPE
layout as llama.cpp's own convert_hf_to_gguf.py does, so both engines compute the same model.

The tokenizer is written as convert_hf_to_gguf.py writes a SentencePiece one: pieces, scores and
types (unknown, control, unused, byte, normal) and the normalizer's add_dummy_prefix and
remove_extra_whitespaces. tests/engine/data/gguf/make_models.py makes the tests' GGUF files
with it too.

usage: gguf_export.py MODEL_DIR OUT.gguf
needs: numpy, sentencepiece, protobuf and llama.cpp's gguf-py
(pip install numpy sentencepiece protobuf gguf)
"""
import json
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


def main(model_dir, out_path):
    model_dir = Path(model_dir)
    config = json.load(open(model_dir / "config.json"))
    heads = config["num_attention_heads"]
    kv_heads = config.get("num_key_value_heads", heads)
    writer = gguf.GGUFWriter(out_path, "llama")
    writer.add_name(model_dir.name)
    writer.add_context_length(config["max_position_embeddings"])
    writer.add_embedding_length(config["hidden_size"])
    writer.add_block_count(config["num_hidden_layers"])
    writer.add_feed_forward_length(config["intermediate_size"])
    writer.add_rope_dimension_count(config["hidden_size"] // heads)
    writer.add_head_count(heads)
    writer.add_head_count_kv(kv_heads)
    writer.add_layer_norm_rms_eps(config.get("rms_norm_eps", 1e-5))
    writer.add_rope_freq_base(config.get("rope_theta", 10000.0))

    sp = sentencepiece.SentencePieceProcessor(model_file=str(model_dir / "tokenizer.model"))
    tokens, scores, types = [], [], []
    for i in range(sp.vocab_size()):
        tokens.append(sp.id_to_piece(i).encode("utf-8"))
        scores.append(sp.get_score(i))
        types.append(gguf.TokenType.UNKNOWN if sp.is_unknown(i) else
                     gguf.TokenType.CONTROL if sp.is_control(i) else
                     gguf.TokenType.UNUSED if sp.is_unused(i) else
                     gguf.TokenType.BYTE if sp.is_byte(i) else gguf.TokenType.NORMAL)
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

    tensors = safetensors(model_dir)
    names = {"model.embed_tokens.weight": "token_embd.weight", "model.norm.weight": "output_norm.weight",
             "lm_head.weight": "output.weight"}
    per_layer = {"input_layernorm": "attn_norm", "self_attn.q_proj": "attn_q",
                 "self_attn.k_proj": "attn_k", "self_attn.v_proj": "attn_v",
                 "self_attn.o_proj": "attn_output", "post_attention_layernorm": "ffn_norm",
                 "mlp.gate_proj": "ffn_gate", "mlp.up_proj": "ffn_up", "mlp.down_proj": "ffn_down"}
    for i in range(config["num_hidden_layers"]):
        for hf, gg in per_layer.items():
            names[f"model.layers.{i}.{hf}.weight"] = f"blk.{i}.{gg}.weight"
    for hf, gg in names.items():
        if hf not in tensors:
            continue  # lm_head tied to the embeddings
        array, ggml_type = tensors[hf]
        if hf.endswith("q_proj.weight"):
            array = permute(array, heads)
        elif hf.endswith("k_proj.weight"):
            array = permute(array, kv_heads)
        if array.ndim == 1:  # norms: llama.cpp computes them in F32
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
