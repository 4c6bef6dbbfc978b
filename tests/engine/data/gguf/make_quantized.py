#!/usr/bin/env python3
"""Writes the block-quantized GGUF models of engine/gguf_quantized_test: one small random Llama
(hidden 256, 4 heads of 64, 2 KV heads, intermediate 512, 1 layer, the 512-piece SentencePiece
vocabulary of odd/tokenizer.model; every matrix row a multiple of 256 elements, as the K-quants
need) in each block-quantized type the engine runs: Q8_0 and Q4_0 quantized by gguf.quants.quantize,
the K-quants (which gguf.quants only dequantizes) by the plain encoders below, checked against
gguf.quants.dequantize (they pick scales by absolute maximum, not by llama.cpp's search: any valid
blocks serve the test):

  quant-q8_0.gguf, quant-q4_0.gguf, quant-q4_k.gguf, quant-q5_k.gguf, quant-q6_k.gguf
      every matrix and the embedding in that type, the LM head tied to the embedding, norms F32
  quant-q4_k_m.gguf
      llama.cpp's Q4_K_M mix: Q4_K, with attn_v, ffn_down and an untied output in Q6_K
  quant-q5_0.gguf
      a tiny model (hidden 32) in Q5_0, a type the engine refuses by name

The test compares each with an F32 model holding its dequantized weights, which it makes itself
(model/gguf_dequant.h equals gguf.quants.dequantize bit for bit: engine/gguf_test), so the F32
twins (3.5 MB each) need not be committed.

Usage: make_quantized.py                 the test files, here
       make_quantized.py --bench <folder> <shape> [format...]
           the timing models of docs/benchmarks.md: a random Llama of the shape (tinyllama:
           TinyLlama 1.1B's, 22 layers; llama3.2-1b: Llama 3.2 1B's, 16 layers, tied embedding;
           tinyllama-2l: TinyLlama's with 2 layers and 512 tokens) as bench-<shape>-<format>.gguf
           for each format (q4_k_m, q8_0, q6_k, q4_k, bf16; default q4_k_m q8_0 q6_k bf16), the
           same random values in each
Pinned: gguf==0.19.0 numpy==2.4.6 sentencepiece==0.2.3 protobuf==7.36.2
"""
import sys
from pathlib import Path

import numpy as np
import sentencepiece
from gguf import GGUFWriter, GGMLQuantizationType as Q, TokenType
from gguf.quants import dequantize, quantize

HERE = Path(__file__).resolve().parent


def f16_bytes(values):
    return np.asarray(values, np.float16).reshape(-1, 1).view(np.uint8)


def scale_min_blocks(x, levels):
    """Q4_K / Q5_K super-blocks of x ([n, 256]): f16 d and dmin, the 12 bytes of 6-bit scales and
    mins, and the quants (0..levels) of each element."""
    sub = x.reshape(-1, 8, 32)
    low = np.minimum(sub.min(axis=2), 0)
    scale = (sub.max(axis=2) - low) / levels
    d = (scale.max(axis=1) / 63).astype(np.float16)
    dmin = (-low.min(axis=1) / 63).astype(np.float16)
    safe = lambda v: np.where(v == 0, 1, v.astype(np.float32))
    sc = np.clip(np.rint(scale / safe(d)[:, None]), 0, 63).astype(np.uint8)
    m = np.clip(np.rint(-low / safe(dmin)[:, None]), 0, 63).astype(np.uint8)
    step = (d.astype(np.float32)[:, None] * sc)[:, :, None]
    offset = (dmin.astype(np.float32)[:, None] * m)[:, :, None]
    q = np.clip(np.rint((sub + offset) / np.where(step == 0, 1, step)), 0, levels)
    packed = np.zeros((len(x), 12), np.uint8)
    packed[:, 0:4] = (sc[:, 0:4] & 63) | ((sc[:, 4:8] >> 4) << 6)
    packed[:, 4:8] = (m[:, 0:4] & 63) | ((m[:, 4:8] >> 4) << 6)
    packed[:, 8:12] = (sc[:, 4:8] & 15) | ((m[:, 4:8] & 15) << 4)
    head = np.concatenate([f16_bytes(d), f16_bytes(dmin), packed], axis=1)
    return head, q.astype(np.uint8).reshape(-1, 256)


def nibbles(q):
    """qs of Q4_K / Q5_K: 32 bytes per pair of sub-blocks, the first's low nibbles."""
    pairs = q.reshape(-1, 4, 2, 32)
    return ((pairs[:, :, 0] & 15) | ((pairs[:, :, 1] & 15) << 4)).reshape(-1, 128)


def q4_k(x):
    head, q = scale_min_blocks(x, 15)
    return np.concatenate([head, nibbles(q)], axis=1)


def q5_k(x):
    head, q = scale_min_blocks(x, 31)
    high = (q.reshape(-1, 8, 32) >> 4).astype(np.uint8)
    qh = np.zeros((len(x), 32), np.uint8)
    for sub in range(8):
        qh |= high[:, sub] << sub
    return np.concatenate([head, qh, nibbles(q)], axis=1)


def q6_k(x):
    sixteen = x.reshape(-1, 16, 16)
    amax = np.abs(sixteen).max(axis=2)
    d = (amax.max(axis=1) / 32 / 127).astype(np.float16)
    sc = np.clip(np.rint(amax / 32 / np.where(d == 0, 1, d.astype(np.float32))[:, None]),
                 -128, 127).astype(np.int8)
    step = (d.astype(np.float32)[:, None] * sc)[:, :, None]
    q = (np.clip(np.rint(sixteen / np.where(step == 0, 1, step)), -32, 31) + 32).astype(np.uint8)
    q = q.reshape(-1, 2, 4, 32)  # [block][half][quarter][l]
    ql = np.concatenate([(q[:, :, 0] & 15) | ((q[:, :, 2] & 15) << 4),
                         (q[:, :, 1] & 15) | ((q[:, :, 3] & 15) << 4)], axis=2).reshape(-1, 128)
    qh = ((q[:, :, 0] >> 4) | ((q[:, :, 1] >> 4) << 2) | ((q[:, :, 2] >> 4) << 4) |
          ((q[:, :, 3] >> 4) << 6)).reshape(-1, 64)
    return np.concatenate([ql, qh, sc.view(np.uint8), f16_bytes(d)], axis=1)


K_QUANTS = {Q.Q4_K: q4_k, Q.Q5_K: q5_k, Q.Q6_K: q6_k}


def quantized(data, qtype):
    """data ([rows, cols]) as the rows of qtype's blocks, uint8 [rows, bytes]."""
    if qtype not in K_QUANTS:
        return quantize(data, qtype)
    rows = K_QUANTS[qtype](data.reshape(-1, 256)).reshape(len(data), -1)
    error = np.abs(dequantize(rows, qtype) - data).max()
    assert error < 0.1 * np.abs(data).max(), (qtype, error)  # the encoder is sane
    return rows


def add_vocabulary(writer, size=None):
    """odd/tokenizer.model's pieces, padded to `size` with unused ones (a bench model's vocabulary
    of a real model's size, for the embedding and the LM head)."""
    sp = sentencepiece.SentencePieceProcessor(model_file=str(HERE / "odd" / "tokenizer.model"))
    tokens, scores, types = [], [], []
    for i in range(sp.vocab_size()):
        tokens.append(sp.id_to_piece(i).encode("utf-8"))
        scores.append(sp.get_score(i))
        types.append(TokenType.UNKNOWN if sp.is_unknown(i) else
                     TokenType.CONTROL if sp.is_control(i) else
                     TokenType.BYTE if sp.is_byte(i) else TokenType.NORMAL)
    for i in range(len(tokens), size or 0):
        tokens.append(f"<unused{i}>".encode("utf-8"))
        scores.append(-1e9)
        types.append(TokenType.UNUSED)
    writer.add_tokenizer_model("llama")
    writer.add_token_list(tokens)
    writer.add_token_scores(scores)
    writer.add_token_types(types)
    writer.add_bos_token_id(sp.bos_id())
    writer.add_eos_token_id(sp.eos_id())
    return len(tokens)


def write_model(path, hidden, heads, kv_heads, ffn, matrix_type, seed, overrides=None,
                untied=False, layers=1, context=256, vocab_size=None):
    """A Llama of `layers` layers; overrides: tensor name -> type instead of matrix_type."""
    overrides = overrides or {}
    rng = np.random.default_rng(seed)
    head_dim = hidden // heads
    writer = GGUFWriter(str(path), "llama")
    writer.add_context_length(context)
    writer.add_embedding_length(hidden)
    writer.add_block_count(layers)
    writer.add_feed_forward_length(ffn)
    writer.add_head_count(heads)
    writer.add_head_count_kv(kv_heads)
    writer.add_layer_norm_rms_eps(1e-5)
    writer.add_rope_freq_base(10000.0)
    vocab = add_vocabulary(writer, vocab_size)

    def matrix(name, rows, cols):
        data = (rng.standard_normal((rows, cols)) / np.sqrt(cols)).astype(np.float32)
        qtype = overrides.get(name, matrix_type)
        writer.add_tensor(name, quantized(data, qtype), raw_dtype=qtype)

    def norm(name, size):
        writer.add_tensor(name, (1 + 0.1 * rng.standard_normal(size)).astype(np.float32))

    matrix("token_embd.weight", vocab, hidden)
    for i in range(layers):
        norm(f"blk.{i}.attn_norm.weight", hidden)
        matrix(f"blk.{i}.attn_q.weight", heads * head_dim, hidden)
        matrix(f"blk.{i}.attn_k.weight", kv_heads * head_dim, hidden)
        matrix(f"blk.{i}.attn_v.weight", kv_heads * head_dim, hidden)
        matrix(f"blk.{i}.attn_output.weight", hidden, heads * head_dim)
        norm(f"blk.{i}.ffn_norm.weight", hidden)
        matrix(f"blk.{i}.ffn_gate.weight", ffn, hidden)
        matrix(f"blk.{i}.ffn_up.weight", ffn, hidden)
        matrix(f"blk.{i}.ffn_down.weight", hidden, ffn)
    norm("output_norm.weight", hidden)
    if untied:
        matrix("output.weight", vocab, hidden)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


# The bench models' shapes: hidden, heads, KV heads, intermediate, layers, vocabulary, tied.
BENCH_SHAPES = {
    "tinyllama": (2048, 32, 4, 5632, 22, 32000, False),
    "llama3.2-1b": (2048, 32, 8, 8192, 16, 128256, True),
    "tinyllama-2l": (2048, 32, 4, 5632, 2, 512, False),
}


def write_bench_models(folder, shape, formats):
    """One random model of `shape` in each of `formats` (the same random values): q4_k_m (Q4_K,
    with Q6_K for the V and down projections and the LM head, or the tied embedding, as llama.cpp's
    Q4_K_M mix has them), q8_0, q6_k, q4_k or bf16."""
    folder.mkdir(parents=True, exist_ok=True)
    hidden, heads, kv_heads, ffn, layers, vocab, tied = BENCH_SHAPES[shape]
    for name in formats:
        overrides = {}
        if name == "q4_k_m":
            overrides = {f"blk.{i}.{m}.weight": Q.Q6_K for i in range(layers)
                         for m in ("attn_v", "ffn_down")}
            overrides["token_embd.weight" if tied else "output.weight"] = Q.Q6_K
        qtype = {"q4_k_m": Q.Q4_K, "q4_k": Q.Q4_K, "q6_k": Q.Q6_K, "q8_0": Q.Q8_0,
                 "bf16": Q.BF16}[name]
        write_model(folder / f"bench-{shape}-{name}.gguf", hidden, heads, kv_heads, ffn, qtype,
                    400, overrides, untied=not tied, layers=layers, context=4096, vocab_size=vocab)


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "--bench":
        write_bench_models(Path(sys.argv[2]), sys.argv[3],
                           sys.argv[4:] or ["q4_k_m", "q8_0", "q6_k", "bf16"])
        return
    for seed, (name, qtype) in enumerate((("q8_0", Q.Q8_0), ("q4_0", Q.Q4_0), ("q4_k", Q.Q4_K),
                                          ("q5_k", Q.Q5_K), ("q6_k", Q.Q6_K))):
        write_model(HERE / f"quant-{name}.gguf", 256, 4, 2, 512, qtype, 100 + seed)
    q6 = {name: Q.Q6_K for name in ("blk.0.attn_v.weight", "blk.0.ffn_down.weight",
                                     "output.weight")}
    write_model(HERE / "quant-q4_k_m.gguf", 256, 4, 2, 512, Q.Q4_K, 200, q6, untied=True)
    write_model(HERE / "quant-q5_0.gguf", 32, 1, 1, 32, Q.Q5_0, 300)


if __name__ == "__main__":
    main()
