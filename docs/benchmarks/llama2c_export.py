#!/usr/bin/env python3
"""Writes a float32 Tessera/Hugging Face Llama folder as a llama2.c legacy checkpoint (version 0),
for the side-by-side decode comparison in docs/benchmarks.md. Speed only: the q/k rows are not
permuted to llama2.c's interleaved RoPE, so the text differs, the work is the same.

usage: llama2c_export.py MODEL_DIR OUT.bin   (single model.safetensors, F32, no dependencies)
"""
import json
import struct
import sys


def main(model_dir, out_path):
    config = json.load(open(f"{model_dir}/config.json"))
    path = f"{model_dir}/model.safetensors"
    with open(path, "rb") as f:
        header_len = struct.unpack("<Q", f.read(8))[0]
        header = json.loads(f.read(header_len))
        base = 8 + header_len

        def tensor(name):
            meta = header[name]
            if meta["dtype"] != "F32":
                sys.exit(f"{path}: tensor '{name}' is {meta['dtype']}; export an F32 model")
            begin, end = meta["data_offsets"]
            f.seek(base + begin)
            return f.read(end - begin)

        layers = config["num_hidden_layers"]
        tied = config.get("tie_word_embeddings", False)
        dim = config["hidden_size"]
        vocab = config["vocab_size"]
        with open(out_path, "wb") as out:
            out.write(struct.pack("<7i", dim, config["intermediate_size"], layers,
                                  config["num_attention_heads"],
                                  config.get("num_key_value_heads", config["num_attention_heads"]),
                                  vocab if tied else -vocab, config["max_position_embeddings"]))
            out.write(tensor("model.embed_tokens.weight"))
            per_layer = ["input_layernorm", "self_attn.q_proj", "self_attn.k_proj",
                         "self_attn.v_proj", "self_attn.o_proj", "post_attention_layernorm",
                         "mlp.gate_proj", "mlp.down_proj", "mlp.up_proj"]
            for part in per_layer:
                for layer in range(layers):
                    out.write(tensor(f"model.layers.{layer}.{part}.weight"))
            out.write(tensor("model.norm.weight"))
            head = dim // config["num_attention_heads"]
            out.write(bytes(4 * config["max_position_embeddings"] * head))  # old RoPE tables
            if not tied:
                out.write(tensor("lm_head.weight"))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
