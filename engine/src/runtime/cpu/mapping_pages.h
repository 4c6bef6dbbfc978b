// Whether a file mapping's pages are mapped as huge pages: the CPU backend copies the weights out
// of a mapping that gets only 4 KiB pages (forward/weights.cpp).
//
// The page cache maps a file in 2 MiB pages only where it holds the file as large folios, which
// depends on the kernel (ext4 on Debian 12's 6.1: never) and on how the file came into the cache
// (on this machine's 6.18, a file read through the mapping after it left the cache: 2.1 of 2.2 GB
// as huge pages; the same file after a day of other work: 4 MB).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>

namespace tessera::cpu {

// An entry of this process's /proc/self/smaps: its address range, and its fields by name without
// the colon ("Rss", "FilePmdMapped", "THPeligible"), in the units smaps gives (kB for sizes).
struct SmapsEntry {
  bool found = false;
  std::uintptr_t begin = 0;
  std::uintptr_t end = 0;
  std::map<std::string, long long> fields;
};

// The first entry that `matches` (given its address range and its file's path, empty for
// anonymous memory). Linux only: elsewhere, or when smaps cannot be read, none is found.
SmapsEntry smaps_entry(const std::function<bool(std::uintptr_t begin, std::uintptr_t end,
                                                const std::string& path)>& matches);

struct MappingPages {
  bool found = false;        // `inside` lies in a mapping of a file
  std::uintptr_t begin = 0;  // the mapping's address range [begin, end)
  std::uintptr_t end = 0;
  bool huge = false;  // at least half of it mapped as huge pages
};

// The file mapping that holds `inside`, after reading a byte of every 2 MiB of it (which maps its
// pages, as huge pages where the page cache has them so): smaps says how much of it is mapped as
// huge pages (FilePmdMapped). Not found (and nothing read) where `inside` is not in a mapping of
// a file, or where smaps says nothing.
MappingPages mapping_pages(const void* inside);

}  // namespace tessera::cpu
