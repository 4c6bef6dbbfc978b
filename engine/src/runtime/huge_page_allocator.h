// An allocator for the CPU backend's big buffers that the kernels stream through (the int8 copy of
// the weights and its scales, the KV cache): on Linux, an allocation of at least one huge page
// gets its own anonymous mapping, aligned to 2 MiB and advised MADV_HUGEPAGE, so that the kernel
// backs it with transparent huge pages where they are enabled ("always" or "madvise").
//
// Why: decode reads these buffers once per step at the memory's speed, and with 4 KiB pages every
// 4 KiB is a TLB miss and a page walk. Streaming a 512 MiB matrix through the decode matmul
// measured 7-11% more bytes per second from 2 MiB pages than from 4 KiB ones (best of 30,
// interleaved, on the development machine). The weights mapped from the file already get huge
// pages from the page cache where the filesystem keeps large folios; heap memory does not, since
// malloc's mappings are neither aligned nor advised.
//
// Nothing here changes what is stored or computed; where huge pages are off, not on Linux, or
// for small sizes, it is std::allocator.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace tessera::cpu {

template <typename T>
class HugePageAllocator {
 public:
  using value_type = T;

  HugePageAllocator() = default;
  template <typename U>
  HugePageAllocator(const HugePageAllocator<U>&) noexcept {}

  T* allocate(std::size_t n) {
#if defined(__linux__)
    const std::size_t bytes = n * sizeof(T);
    if (bytes >= kHugePage) {
      const std::size_t rounded = round_up(bytes);
      // Over-map by one huge page and unmap the unaligned ends, leaving an aligned range.
      void* raw = ::mmap(nullptr, rounded + kHugePage, PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (raw == MAP_FAILED) throw std::bad_alloc();
      char* begin = static_cast<char*>(raw);
      char* aligned =
          begin + (kHugePage - reinterpret_cast<std::uintptr_t>(begin) % kHugePage) % kHugePage;
      if (aligned > begin) ::munmap(begin, aligned - begin);
      char* end = begin + rounded + kHugePage;
      if (end > aligned + rounded) ::munmap(aligned + rounded, end - (aligned + rounded));
      ::madvise(aligned, rounded, MADV_HUGEPAGE);  // advice only: no error matters
      return reinterpret_cast<T*>(aligned);
    }
#endif
    return std::allocator<T>().allocate(n);
  }

  void deallocate(T* p, std::size_t n) noexcept {
#if defined(__linux__)
    if (n * sizeof(T) >= kHugePage) {
      ::munmap(p, round_up(n * sizeof(T)));
      return;
    }
#endif
    std::allocator<T>().deallocate(p, n);
  }

  template <typename U>
  bool operator==(const HugePageAllocator<U>&) const noexcept {
    return true;
  }

 private:
  static constexpr std::size_t kHugePage = std::size_t{2} << 20;
  static std::size_t round_up(std::size_t bytes) {
    return (bytes + kHugePage - 1) / kHugePage * kHugePage;
  }
};

// A vector in memory from HugePageAllocator.
template <typename T>
using HugePageVector = std::vector<T, HugePageAllocator<T>>;

}  // namespace tessera::cpu
