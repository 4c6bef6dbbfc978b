// std::vector whose elements start on a cache line (64 bytes): the CPU backend's activations.
//
// Why: the matmul tiles load a token's activations a whole register at a time (64 bytes with
// AVX-512), and a load that straddles two cache lines costs two. malloc aligns only to 16 bytes,
// so the activations of a matmul started 16 or 48 bytes into a line as often as not; aligned
// inputs measured faster (session 20, docs/benchmarks/history/cpu-backend-sessions-14-20.md).
//
// Nothing here changes what is stored or computed.
#pragma once

#include <cstddef>
#include <new>
#include <vector>

namespace tessera::cpu {

inline constexpr std::size_t kCacheLineBytes = 64;

// Allocates on a cache line through the aligned forms of operator new and delete.
template <typename T>
struct CacheLineAllocator {
  using value_type = T;

  CacheLineAllocator() = default;
  template <typename U>
  explicit CacheLineAllocator(const CacheLineAllocator<U>& /*other*/) {}

  T* allocate(std::size_t n) {
    return static_cast<T*>(::operator new (n * sizeof(T), std::align_val_t{kCacheLineBytes}));
  }
  void deallocate(T* p, std::size_t /*n*/) noexcept {
    ::operator delete (p, std::align_val_t{kCacheLineBytes});
  }

  friend bool operator==(const CacheLineAllocator&, const CacheLineAllocator&) { return true; }
};

template <typename T>
using CacheLineVector = std::vector<T, CacheLineAllocator<T>>;

}  // namespace tessera::cpu
