#!/usr/bin/env python3
"""Writes quantize_cases.bin: float32 blocks and what gguf.quants.quantize makes of them (Q8_0 and
Q4_0, the types it quantizes; for the K-quants it only dequantizes), for
tests/engine/block_quantize_test.cpp, which quantizes the same values with model/block_quantize.h
and compares bit for bit. Besides normal values at several scales, there are blocks of zeros, of
one repeated value, of values at the largest and smallest f16 scales, of halves that sit on a
rounding tie, and with one outlier.

Pinned: gguf==0.19.0, numpy==2.4.6 (python3 -m pip install gguf==0.19.0 numpy==2.4.6).
Format, little-endian, repeated to the end of the file:
  u32 ggml type, u32 block count, block_size * count float32 values, then the blocks' bytes.
"""
import struct
from pathlib import Path

import numpy as np
from gguf import GGML_QUANT_SIZES, GGMLQuantizationType as T
from gguf.quants import quantize


def blocks(rng, block_size):
    out = [rng.standard_normal(block_size) * scale
           for scale in (1e-4, 0.02, 1.0, 30.0, 6e4) for _ in range(8)]
    out.append(np.zeros(block_size))
    out.append(np.full(block_size, 0.75))
    out.append(np.full(block_size, -3.0))
    out.append(rng.standard_normal(block_size) * 1e-7)  # scales below the smallest normal half
    ties = np.arange(block_size) - block_size / 2 + 0.5  # levels land on halves
    out.append(ties)
    out.append(ties * 127.0 / (block_size / 2))
    outlier = rng.standard_normal(block_size) * 0.01
    outlier[block_size // 3] = 5.0
    out.append(outlier)
    return np.stack(out).astype(np.float32)


def main():
    rng = np.random.default_rng(4949)
    out = bytearray()
    for qtype in (T.Q8_0, T.Q4_0):
        block_size, _ = GGML_QUANT_SIZES[qtype]
        values = blocks(rng, block_size)
        quantized = quantize(values, qtype)
        out += struct.pack("<II", int(qtype), len(values))
        out += values.astype("<f4").tobytes()
        out += quantized.tobytes()
    Path(__file__).with_name("quantize_cases.bin").write_bytes(bytes(out))


if __name__ == "__main__":
    main()
