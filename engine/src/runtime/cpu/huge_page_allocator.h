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

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace tessera::cpu {

// Allocates and frees the memory of HugePageBuffer (not a std::allocator: nothing else uses it).
template <typename T>
class HugePageAllocator {
 public:
  // Whether allocate(n) maps fresh anonymous memory (which the kernel zeroes page by page as it
  // is first touched) rather than taking it from std::allocator.
  static bool maps(std::size_t n) {
#if defined(__linux__)
    return n * sizeof(T) >= kHugePage;
#else
    (void)n;
    return false;
#endif
  }

  T* allocate(std::size_t n) {
#if defined(__linux__)
    const std::size_t bytes = n * sizeof(T);
    if (maps(n)) {
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
    if (maps(n)) {
      ::munmap(p, round_up(n * sizeof(T)));
      return;
    }
#endif
    std::allocator<T>().deallocate(p, n);
  }

 private:
  static constexpr std::size_t kHugePage = std::size_t{2} << 20;
  static std::size_t round_up(std::size_t bytes) {
    return (bytes + kHugePage - 1) / kHugePage * kHugePage;
  }
};

// `size` zeros of T (an arithmetic type or std::byte) in memory from HugePageAllocator: fixed in
// size, movable, not copyable. Zero without a pass that writes the zeros: a big buffer is a fresh
// anonymous mapping, zeroed by the kernel page by page as each is first touched, so its pages
// become resident where it is written (the weights' int8 and packed copies by the backend's
// threads as they fill them) and not all at once by one thread before that. (std::vector<T>(size)
// writes every zero: for TinyLlama's int8 copy, a pass over 1.1 GB that also faulted in every
// page on the loading thread.) Small buffers are zeroed here. make_resident() faults every page in
// at once where that is wanted (the KV cache).
template <typename T>
class HugePageBuffer {
  static_assert(std::is_arithmetic_v<T> || std::is_same_v<T, std::byte>,
                "zero bytes must be the zero value");

 public:
  HugePageBuffer() = default;
  explicit HugePageBuffer(std::size_t size)
      : data_(HugePageAllocator<T>().allocate(size)), size_(size) {
    if (!HugePageAllocator<T>::maps(size)) std::memset(data_, 0, size * sizeof(T));
  }
  HugePageBuffer(HugePageBuffer&& other) noexcept
      : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)) {}
  HugePageBuffer& operator=(HugePageBuffer&& other) noexcept {
    if (this != &other) {
      release();
      data_ = std::exchange(other.data_, nullptr);
      size_ = std::exchange(other.size_, 0);
    }
    return *this;
  }
  HugePageBuffer(const HugePageBuffer&) = delete;
  HugePageBuffer& operator=(const HugePageBuffer&) = delete;
  ~HugePageBuffer() { release(); }

  T* data() { return data_; }
  const T* data() const { return data_; }
  std::size_t size() const { return size_; }
  T* begin() { return data_; }
  T* end() { return data_ + size_; }
  T& operator[](std::size_t i) { return data_[i]; }
  const T& operator[](std::size_t i) const { return data_[i]; }

  // Has the kernel back piece `piece` of `pieces` (whole huge pages) now: MADV_POPULATE_WRITE,
  // Linux 5.14+; older kernels, a write to each 4 KiB page. So no later write waits on a page
  // fault that zeroes a 2 MiB page; the pieces may go to several threads. Throws std::bad_alloc
  // where the memory is not there. Elsewhere the buffer is resident already (std::allocator's
  // memory, written with the zeros).
  void make_resident(int piece = 0, int pieces = 1) {
#if defined(__linux__)
    if (!HugePageAllocator<T>::maps(size_) || pieces < 1) return;
    const std::size_t pages = (size_ * sizeof(T) + kHugePage - 1) / kHugePage;
    const std::size_t first = pages * piece / pieces, last = pages * (piece + 1) / pieces;
    if (first >= last) return;
    char* begin = reinterpret_cast<char*>(data_) + first * kHugePage;
    const std::size_t bytes = std::min(last * kHugePage, size_ * sizeof(T)) - first * kHugePage;
    if (::madvise(begin, bytes, MADV_POPULATE_WRITE) == 0) return;
    if (errno != EINVAL) throw std::bad_alloc();  // ENOMEM, EFAULT: the pages are not there
    volatile char* page = begin;
    for (std::size_t at = 0; at < bytes; at += 4096) page[at] = 0;
#else
    (void)piece;
    (void)pieces;
#endif
  }

 private:
  void release() {
    if (data_ != nullptr) HugePageAllocator<T>().deallocate(data_, size_);
    data_ = nullptr;
    size_ = 0;
  }

  static constexpr std::size_t kHugePage = std::size_t{2} << 20;
  T* data_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace tessera::cpu
