#!/usr/bin/env python3
"""Writes dequant_cases.bin: random ggml blocks and what gguf.quants.dequantize makes of them.

The C++ test (tests/engine/gguf_test.cpp) dequantizes the same bytes with Tessera's reference
functions and compares bit for bit (NaN against NaN). Besides random bytes, each quantized type
gets blocks whose f16 scales (d, and dmin for Q4_K / Q5_K) are +-inf, NaN, subnormal, the largest
half, +-0, and whose quants are all 0x00 or all 0xFF.

Pinned: gguf==0.19.0, numpy==2.4.6 (python3 -m pip install gguf==0.19.0 numpy==2.4.6).
Format, little-endian, repeated to the end of the file:
  u32 ggml type, u32 block count, the blocks' bytes, then block_size * count float32 values.
"""
import struct
from pathlib import Path

import numpy as np
from gguf import GGML_QUANT_SIZES, GGMLQuantizationType as T
from gguf.quants import dequantize

HALF_SPECIALS = [0x7C00, 0xFC00, 0x7E00, 0xFE01, 0x0001, 0x83FF, 0x7BFF, 0x0000, 0x8000, 0x3C00]
# Where the f16 scales sit in each block: d first, then dmin for the K-quants with mins.
SCALE_OFFSETS = {T.Q8_0: [0], T.Q4_0: [0], T.Q4_K: [0, 2], T.Q5_K: [0, 2], T.Q6_K: [208]}


def special_blocks(qtype, type_size):
    blocks = []
    offsets = SCALE_OFFSETS[qtype]
    rng = np.random.default_rng(int(qtype))
    for fill in (0x00, 0xFF, None):
        for half in HALF_SPECIALS:
            for which in range(len(offsets)):
                block = (np.full(type_size, fill, np.uint8) if fill is not None
                         else rng.integers(0, 256, type_size, dtype=np.uint8))
                for i, offset in enumerate(offsets):
                    # the other scale is an ordinary 1.0, or the same special
                    value = half if i == which else 0x3C00
                    block[offset:offset + 2] = np.frombuffer(struct.pack("<H", value), np.uint8)
                blocks.append(block)
    return blocks


def cases():
    rng = np.random.default_rng(49)
    for qtype in (T.Q8_0, T.Q4_0, T.Q4_K, T.Q5_K, T.Q6_K):
        block_size, type_size = GGML_QUANT_SIZES[qtype]
        blocks = list(rng.integers(0, 256, (16, type_size), dtype=np.uint8)) + \
            special_blocks(qtype, type_size)
        yield qtype, np.stack(blocks)
    for qtype, specials in ((T.F16, HALF_SPECIALS), (T.BF16, [0x7F80, 0xFF80, 0x7FC0, 0xFF81,
                                                              0x0001, 0x807F, 0x7F7F, 0, 0x8000])):
        values = np.concatenate([rng.integers(0, 1 << 16, 512, dtype=np.uint16),
                                 np.array(specials, np.uint16)])
        yield qtype, values.view(np.uint8).reshape(-1, 2)
    bits = np.concatenate([rng.integers(0, 1 << 32, 256, dtype=np.uint32),
                           np.array([0x7F800000, 0xFF800000, 0x7FC00000, 0x00000001, 0x80000000],
                                    np.uint32)])
    yield T.F32, bits.view(np.uint8).reshape(-1, 4)


def main():
    out = bytearray()
    for qtype, blocks in cases():
        with np.errstate(invalid="ignore", over="ignore"):  # inf * 0 is the point
            values = dequantize(blocks.reshape(1, -1), qtype).astype(np.float32).reshape(-1)
        block_size, _ = GGML_QUANT_SIZES[qtype]
        assert values.size == block_size * len(blocks)
        out += struct.pack("<II", int(qtype), len(blocks))
        out += blocks.tobytes()
        out += values.astype("<f4").tobytes()
    Path(__file__).with_name("dequant_cases.bin").write_bytes(bytes(out))


if __name__ == "__main__":
    main()
