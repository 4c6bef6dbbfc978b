// How far ahead of their position the matmul tiles (cpu_kernel_tiles.h) ask the memory system
// for weights, by weight format and by whether they stream from memory. Included by the tiles
// inside the including kernel file's anonymous namespace, after its `struct Isa` and the element
// formats. Only the prefetch instructions depend on it, never the arithmetic.

// Weight bytes ahead of the current position that a tile asks the memory system for. The
// hardware prefetcher follows a few streams; a tile reads up to eight rows at once.
constexpr int kPrefetchBytes = 512;
// The same for int8 while streaming from memory (a few tokens). TinyLlama int8 decode, whose packed
// down projection (rows of 5,632) streamed at 18-20 GB/s against 26-30 for the other matrices:
// down 14.3/16.0/13.7 -> 12.5/12.2/11.4 ms a step, 21.2/17.3/22.3 -> 22.4/23.1/24.5 tok/s
// (interleaved pairs; 1,024-3,072 bytes all did better than 512 in a stand-alone harness). BF16
// decode, at the memory's speed on that Zen 4 machine, lost in 4 of 6 pairs with it. On the Intel
// Xeon below, int8 at 3,072 or 4,096 bytes did the same as 1,536 (TinyLlama, 21.9-22.4 tok/s).
constexpr int kInt8StreamingPrefetchBytes = 1536;
// The same for the other formats: a 4 KiB page ahead. On an Intel Xeon (2 MiB L2, whose streamer
// stops at every 4 KiB page) 512 bytes left both cores waiting on memory, BF16 most (a 32-byte
// register per multiply-add sees half as far ahead through the out-of-order window as F32's 64):
// stories110m decode, interleaved, BF16 67.6/68.7/72.6 -> 94.5/99.0/101.2 tok/s, F32 44.7/43.8/
// 40.7 -> 57.1/56.3/49.6; `--scenario kernels` at one token BF16 14.1/14.7 -> 17.5/18.5 GB/s.
// 2,048 bytes was between the two, 8,192 no better than 4,096, two rows side by side worse.
constexpr int kStreamingPrefetchBytes = 4096;
template <WeightFormat F, bool Streaming>
constexpr int kRowPrefetchBytes = !Streaming                ? kPrefetchBytes
                                  : F == WeightFormat::Int8 ? kInt8StreamingPrefetchBytes
                                                            : kStreamingPrefetchBytes;
// Int8 streaming from memory also asks for the line twice as far ahead: the down projection's
// shape in a harness (two threads, 16 matrices in turn) 6 of 6 rounds faster, 22.1 -> 23.5 GB/s
// mean; TinyLlama int8 decode, 4 alternating pairs of 4 rounds: median 23.8 -> 24.9 tok/s
// (3 of 4 pairs won). Whole groups ask once per four registers (add_group() in
// accumulate_piece); asking once per line from the loop of one register had been slower from
// memory, 24.9 -> 22.1 tok/s.
template <WeightFormat F, bool Streaming>
constexpr bool kSecondRowPrefetch = Streaming && F == WeightFormat::Int8;
// Whether a tile prefetches its own rows (kRowPrefetchBytes ahead): always while streaming from
// memory; with many tokens, where the block of rows is in L2 already, only where the prefetches
// pull its rows into L1 faster than the multiply-adds need them. The BF16 pair set does without:
// its prefetches took load slots from a tile that needs one load per four `vdpbf16ps` (32 tokens,
// 8 interleaved pairs: median 350 against 309 GFLOP/s), while F32 lost 10% without them (139
// against 155) and BF16, F16 and int8 stayed the same.
template <bool Streaming>
constexpr bool kPrefetchesRows = Streaming || !MultipliesBf16Pairs<Isa>;
