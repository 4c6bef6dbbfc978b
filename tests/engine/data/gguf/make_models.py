#!/usr/bin/env python3
"""Writes the GGUF models the tests load, converted by docs/benchmarks/gguf_export.py (the
converter of the llama.cpp comparisons, written as llama.cpp's convert_hf_to_gguf.py writes a
Llama: llama.* hyper-parameters, the SentencePiece vocabulary as tokenizer.ggml.*, llama.cpp's
tensor names, attn_q / attn_k rows permuted for its interleaved RoPE).

  stories260K.gguf        the shipped stories260K (TESSERA_MODELS_DIR/stories260K), F32
  odd/                    a random odd-shaped Llama (hidden 40, 5 heads of 8, 1 KV head,
                          intermediate 100, 3 layers, untied LM head) as a Hugging Face folder
  odd-bf16/               the same with BF16 matrices (gguf's rounding), norms F32
  odd-f32.gguf, odd-bf16.gguf   the two folders as GGUF
  arch/NAME.gguf          tests/engine/data/arch/NAME (llama3: Llama 3.1 RoPE as rope_freqs.weight,
                          biases; qwen2; qwen3; phi3: fused, partial RoPE, longrope) as llama.cpp
                          writes each architecture, F32
  tests/fuzz/corpus/gguf/ small seeds for fuzz_gguf

Usage: make_models.py <stories260K folder>
Pinned: gguf==0.19.0 numpy==2.4.6 sentencepiece==0.2.3 safetensors==0.8.0 protobuf==7.36.2
"""
import json
import shutil
import sys
from pathlib import Path

import numpy as np
from gguf import GGUFWriter, GGMLQuantizationType, TokenType
from gguf.quants import quantize
from safetensors.numpy import load_file, save_file

HERE = Path(__file__).resolve().parent
# The architecture test models written as GGUF (llama_linear, llama_dynamic and mistral are not:
# llama.cpp keeps no dynamic scaling or Mistral window, and the files stay under 2 MB).
ARCH_MODELS = ["llama3", "qwen2", "qwen3", "phi3"]
sys.path.insert(0, str(HERE.parents[3] / "docs" / "benchmarks"))
import gguf_export  # noqa: E402  (after its folder is on the path)


def write_bf16_folder(source, folder):
    """The folder's matrices as BF16 safetensors (gguf's own rounding), norms left F32."""
    folder.mkdir(exist_ok=True)
    tensors = load_file(str(source / "model.safetensors"))
    header, blobs, offset = {}, [], 0
    for name, data in sorted(tensors.items()):
        if data.ndim == 2:
            blob, dtype = quantize(data, GGMLQuantizationType.BF16).tobytes(), "BF16"
        else:
            blob, dtype = data.astype("<f4").tobytes(), "F32"
        header[name] = {"dtype": dtype, "shape": list(data.shape),
                        "data_offsets": [offset, offset + len(blob)]}
        blobs.append(blob)
        offset += len(blob)
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    (folder / "model.safetensors").write_bytes(
        len(text).to_bytes(8, "little") + text + b"".join(blobs))
    config = json.loads((source / "config.json").read_text())
    config["torch_dtype"] = "bfloat16"
    (folder / "config.json").write_text(json.dumps(config, indent=2) + "\n")
    shutil.copyfile(source / "tokenizer.model", folder / "tokenizer.model")


def write_odd_folder(folder, tokenizer_model):
    hidden, heads, kv_heads, head_dim, ffn, layers, vocab_size = 40, 5, 1, 8, 100, 3, 512
    rng = np.random.default_rng(2049)
    def matrix(rows, cols):
        return (rng.standard_normal((rows, cols)) / np.sqrt(cols)).astype(np.float32)
    tensors = {"model.embed_tokens.weight": matrix(vocab_size, hidden),
               "model.norm.weight": (1 + 0.1 * rng.standard_normal(hidden)).astype(np.float32),
               "lm_head.weight": matrix(vocab_size, hidden)}
    for i in range(layers):
        p = f"model.layers.{i}."
        tensors[p + "input_layernorm.weight"] = (1 + 0.1 * rng.standard_normal(hidden)).astype(np.float32)
        tensors[p + "post_attention_layernorm.weight"] = (1 + 0.1 * rng.standard_normal(hidden)).astype(np.float32)
        tensors[p + "self_attn.q_proj.weight"] = matrix(heads * head_dim, hidden)
        tensors[p + "self_attn.k_proj.weight"] = matrix(kv_heads * head_dim, hidden)
        tensors[p + "self_attn.v_proj.weight"] = matrix(kv_heads * head_dim, hidden)
        tensors[p + "self_attn.o_proj.weight"] = matrix(hidden, heads * head_dim)
        tensors[p + "mlp.gate_proj.weight"] = matrix(ffn, hidden)
        tensors[p + "mlp.up_proj.weight"] = matrix(ffn, hidden)
        tensors[p + "mlp.down_proj.weight"] = matrix(hidden, ffn)
    folder.mkdir(exist_ok=True)
    save_file(tensors, str(folder / "model.safetensors"))
    config = {"architectures": ["LlamaForCausalLM"], "model_type": "llama",
              "hidden_size": hidden, "intermediate_size": ffn, "num_hidden_layers": layers,
              "num_attention_heads": heads, "num_key_value_heads": kv_heads,
              "vocab_size": vocab_size, "max_position_embeddings": 256, "rms_norm_eps": 1e-6,
              "rope_theta": 500000.0, "hidden_act": "silu", "tie_word_embeddings": False,
              "bos_token_id": 1, "eos_token_id": 2, "torch_dtype": "float32"}
    (folder / "config.json").write_text(json.dumps(config, indent=2) + "\n")
    shutil.copyfile(tokenizer_model, folder / "tokenizer.model")


def write_fuzz_seeds(corpus):
    """Small whole files for tests/fuzz/corpus/gguf: a tiny Llama with its vocabulary (F32, and
    F16 with an alignment of 64), a Q8_0 tensor, and a gpt2 vocabulary with merges."""
    corpus.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(7)
    # SentencePiece wants all 256 byte pieces or none: the F32 seed has them, the F16 one none.
    pieces = [b"<unk>", b"<s>", b"</s>", b"\xe2\x96\x81a", b"b"]
    types = [TokenType.UNKNOWN, TokenType.CONTROL, TokenType.CONTROL, TokenType.NORMAL,
             TokenType.NORMAL]
    for name, qtype, alignment in (("tiny_f32", GGMLQuantizationType.F32, None),
                                   ("tiny_f16_align64", GGMLQuantizationType.F16, 64)):
        writer = GGUFWriter(str(corpus / name), "llama")
        if alignment:
            writer.add_custom_alignment(alignment)
        for key, value in (("context_length", 16), ("embedding_length", 8), ("block_count", 1),
                           ("feed_forward_length", 8), ("head_count", 2), ("head_count_kv", 1)):
            getattr(writer, "add_" + key)(value)
        writer.add_layer_norm_rms_eps(1e-5)
        byte_pieces = 256 if qtype == GGMLQuantizationType.F32 else 0
        writer.add_tokenizer_model("llama")
        writer.add_token_list(pieces + [f"<0x{b:02X}>".encode() for b in range(byte_pieces)])
        writer.add_token_scores([0.0, 0.0, 0.0, -1.0, -2.0] + [0.0] * byte_pieces)
        writer.add_token_types(types + [TokenType.BYTE] * byte_pieces)
        writer.add_bos_token_id(1)
        writer.add_eos_token_id(2)
        shapes = {"token_embd.weight": (len(pieces) + byte_pieces, 8), "output_norm.weight": (8,),
                  "blk.0.attn_norm.weight": (8,), "blk.0.ffn_norm.weight": (8,),
                  "blk.0.attn_q.weight": (8, 8), "blk.0.attn_k.weight": (4, 8),
                  "blk.0.attn_v.weight": (4, 8), "blk.0.attn_output.weight": (8, 8),
                  "blk.0.ffn_gate.weight": (8, 8), "blk.0.ffn_up.weight": (8, 8),
                  "blk.0.ffn_down.weight": (8, 8)}
        for tensor, shape in shapes.items():
            data = rng.standard_normal(shape).astype(np.float32)
            writer.add_tensor(tensor, data if len(shape) == 1 else data.astype(
                np.float16 if qtype == GGMLQuantizationType.F16 else np.float32))
        writer.write_header_to_file()
        writer.write_kv_data_to_file()
        writer.write_tensors_to_file()
        writer.close()
    writer = GGUFWriter(str(corpus / "q8_0_and_gpt2"), "llama")
    writer.add_tokenizer_model("gpt2")
    writer.add_tokenizer_pre("llama-bpe")
    writer.add_token_list([b"a", b"b", b"ab", b"\xc4\xa0"])
    writer.add_token_merges([b"a b"])
    data = rng.standard_normal((2, 32)).astype(np.float32)
    writer.add_tensor("blk.0.attn_q.weight", quantize(data, GGMLQuantizationType.Q8_0),
                      raw_dtype=GGMLQuantizationType.Q8_0)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


def main():
    stories = Path(sys.argv[1])
    gguf_export.main(stories, str(HERE / "stories260K.gguf"))
    write_odd_folder(HERE / "odd", stories / "tokenizer.model")
    write_bf16_folder(HERE / "odd", HERE / "odd-bf16")
    gguf_export.main(HERE / "odd", str(HERE / "odd-f32.gguf"))
    gguf_export.main(HERE / "odd-bf16", str(HERE / "odd-bf16.gguf"))
    (HERE / "arch").mkdir(exist_ok=True)
    for name in ARCH_MODELS:
        gguf_export.main(HERE.parent / "arch" / name, str(HERE / "arch" / f"{name}.gguf"))
    write_fuzz_seeds(HERE.parents[2] / "fuzz" / "corpus" / "gguf")


if __name__ == "__main__":
    main()
