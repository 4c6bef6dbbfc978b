// Weights are used in place from their memory-mapped file. If that file is truncated while the
// engine runs (a copy over it, a download restarted), reading a page past the new end raises
// SIGBUS, which would end the process. The guard handles SIGBUS for the mappings registered
// here: the missing pages become zero pages, the mapping is marked damaged, and the engine,
// which checks after every step, fails the requests with an error naming the file.
//
// Why this and not a copy of the weights: a copy would double the memory a model takes while
// loading, keep a GPU model's weights in host memory that the kernel could otherwise drop, and
// add the copying to every start; the guard costs nothing until a file shrinks. (Windows does
// not let a mapped file be truncated, so there is nothing to guard there.)
//
// A signal handler is process-wide by nature, so the registry of guarded ranges is too: a fixed
// table of lock-free slots the handler can read. Faults outside them go to the handler that was
// installed before (or the default action: the process ends as before).
#pragma once

#include <cstddef>

namespace tessera {

// Registers [data, data + size) (data page-aligned, as mmap returns it); returns the slot, or -1
// when the table is full or on Windows (the range is then simply not guarded).
int guard_mapping(const void* data, std::size_t size);
void unguard_mapping(int slot);
// True once a page of the slot's range had to be replaced (the file shrank under it).
bool mapping_damaged(int slot);

}  // namespace tessera
