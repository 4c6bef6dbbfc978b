#include "runtime/mapping_pages.h"

#include <fstream>
#include <sstream>
#include <string>

namespace tessera::cpu {
namespace {

#if defined(__linux__)
constexpr std::uintptr_t kHugePage = std::uintptr_t{2} << 20;

// The /proc/self/smaps entry that holds `address`: its range and FilePmdMapped (kB).
struct Entry {
  std::uintptr_t begin = 0;
  std::uintptr_t end = 0;
  long long huge_kb = 0;
};

Entry entry_of(std::uintptr_t address) {
  std::ifstream smaps("/proc/self/smaps");
  Entry entry;
  bool inside = false;
  std::string line;
  while (std::getline(smaps, line)) {
    std::uintptr_t begin = 0, end = 0;
    char dash = 0;
    std::istringstream header(line);
    // A header line is "begin-end perms offset dev inode [path]"; field lines are "Name: value".
    if (line.find(':') > line.find(' ') && (header >> std::hex >> begin >> dash >> end) &&
        dash == '-') {
      if (inside) break;  // past the entry
      inside = begin <= address && address < end;
      if (inside) entry = {begin, end, 0};
      continue;
    }
    if (!inside) continue;
    std::istringstream field(line);
    std::string name;
    long long value = 0;
    field >> name >> value;
    if (name == "FilePmdMapped:") entry.huge_kb = value;
  }
  return entry;
}
#endif

}  // namespace

MappingPages mapping_pages(const void* inside) {
  MappingPages pages;
#if defined(__linux__)
  const auto address = reinterpret_cast<std::uintptr_t>(inside);
  Entry entry = entry_of(address);
  if (entry.end <= entry.begin) return pages;
  // Map a page of every 2 MiB: a huge page where the page cache holds a large folio there.
  volatile char sink = 0;
  for (std::uintptr_t at = (entry.begin + kHugePage - 1) / kHugePage * kHugePage; at < entry.end;
       at += kHugePage) {
    sink = static_cast<char>(sink + *reinterpret_cast<const volatile char*>(at));
  }
  entry = entry_of(address);
  pages.begin = entry.begin;
  pages.end = entry.end;
  pages.huge = entry.end > entry.begin &&
               static_cast<std::uintptr_t>(entry.huge_kb) * 1024 * 2 >= entry.end - entry.begin;
#else
  (void)inside;
#endif
  return pages;
}

}  // namespace tessera::cpu
