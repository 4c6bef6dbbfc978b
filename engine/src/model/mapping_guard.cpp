#include "model/mapping_guard.h"

#ifndef _WIN32
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/syscall.h>
#endif
#endif

#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>

namespace tessera {

#ifdef _WIN32

int guard_mapping(const void*, std::size_t) {
  return -1;
}
void unguard_mapping(int) {}
bool mapping_damaged(int) {
  return false;
}

#else

namespace {

struct Slot {
  std::atomic<bool> taken{false};        // claimed by guard_mapping()
  std::atomic<std::uintptr_t> begin{0};  // 0: not (yet) guarded
  std::atomic<std::uintptr_t> end{0};
  std::atomic<bool> damaged{false};
};

// What the handler reads. Everything in it is lock-free, so reading it in a signal handler is
// safe; it lives as long as the process (a handler may run at any time).
struct Registry {
  std::array<Slot, 256> slots;
  std::uintptr_t page_size = 4096;
  struct sigaction previous {};
  std::once_flag installed;
};

Registry& registry() {
  static Registry instance;
  return instance;
}

// mmap as the bare system call: a signal handler must not enter the C library's wrapper, or a
// sanitizer's interceptor of it.
void* map_zero_pages(std::uintptr_t address, std::size_t size) {
#ifdef __linux__
  return reinterpret_cast<void*>(
      syscall(SYS_mmap, address, size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0));
#else
  return mmap(reinterpret_cast<void*>(address), size, PROT_READ,
              MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
#endif
}

// Replaces the pages from the faulting one to the end of its range with zero pages (the file
// no longer has them; mapping them all at once spares a signal per page) and returns, so the
// faulting read runs again and reads zeros.
void on_sigbus(int signal, siginfo_t* info, void* context) {
  Registry& r = registry();
  const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
  for (Slot& slot : r.slots) {
    const std::uintptr_t begin = slot.begin.load();
    const std::uintptr_t end = slot.end.load();
    if (begin == 0 || address < begin || address >= end) continue;
    const std::uintptr_t page = address & ~(r.page_size - 1);
    void* replaced = map_zero_pages(page, end - page);
    if (replaced != MAP_FAILED) {
      slot.damaged.store(true);
      return;
    }
  }
  // Not ours: whoever handled SIGBUS before, or the default action (the fault repeats).
  if ((r.previous.sa_flags & SA_SIGINFO) != 0 && r.previous.sa_sigaction != nullptr) {
    r.previous.sa_sigaction(signal, info, context);
  } else if (r.previous.sa_handler != SIG_DFL && r.previous.sa_handler != SIG_IGN) {
    r.previous.sa_handler(signal);
  } else {
    ::signal(SIGBUS, SIG_DFL);
  }
}

void install(Registry& r) {
  r.page_size = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
  struct sigaction action {};
  action.sa_sigaction = on_sigbus;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  sigaction(SIGBUS, &action, &r.previous);
}

}  // namespace

int guard_mapping(const void* data, std::size_t size) {
  Registry& r = registry();
  std::call_once(r.installed, [&r] { install(r); });
  const auto begin = reinterpret_cast<std::uintptr_t>(data);
  const std::uintptr_t end = (begin + size + r.page_size - 1) & ~(r.page_size - 1);
  for (std::size_t i = 0; i < r.slots.size(); ++i) {
    bool expected = false;
    if (!r.slots[i].taken.compare_exchange_strong(expected, true)) continue;
    // The begin is set last: the handler matches a slot by its begin.
    r.slots[i].end.store(end);
    r.slots[i].damaged.store(false);
    r.slots[i].begin.store(begin);
    return static_cast<int>(i);
  }
  return -1;
}

void unguard_mapping(int slot) {
  if (slot < 0) return;
  Slot& s = registry().slots[static_cast<std::size_t>(slot)];
  s.begin.store(0);
  s.taken.store(false);
}

bool mapping_damaged(int slot) {
  return slot >= 0 && registry().slots[static_cast<std::size_t>(slot)].damaged.load();
}

#endif

}  // namespace tessera
