#include "runtime/cpu/mapping_pages.h"

#include <fstream>
#include <sstream>

namespace tessera::cpu {

SmapsEntry smaps_entry(const std::function<bool(std::uintptr_t begin, std::uintptr_t end,
                                                const std::string& path)>& matches) {
  SmapsEntry entry;
#if defined(__linux__)
  std::ifstream smaps("/proc/self/smaps");
  std::string line;
  while (std::getline(smaps, line)) {
    std::uintptr_t begin = 0, end = 0;
    char dash = 0;
    std::istringstream header(line);
    // A header line is "begin-end perms offset dev inode [path]"; field lines are "Name: value".
    if (line.find(':') > line.find(' ') && (header >> std::hex >> begin >> dash >> end) &&
        dash == '-') {
      if (entry.found) break;  // the entry before this header was the one
      const std::size_t slash = line.find('/');
      entry.found = matches(begin, end, slash == std::string::npos ? "" : line.substr(slash));
      if (entry.found) {
        entry.begin = begin;
        entry.end = end;
      }
      continue;
    }
    if (!entry.found) continue;
    std::istringstream field(line);
    std::string name;
    long long value = 0;
    if (field >> name >> value && !name.empty() && name.back() == ':') {
      name.pop_back();
      entry.fields[name] = value;
    }
  }
#else
  (void)matches;
#endif
  return entry;
}

MappingPages mapping_pages(const void* inside) {
  constexpr std::uintptr_t kHugePage = std::uintptr_t{2} << 20;
  const auto address = reinterpret_cast<std::uintptr_t>(inside);
  auto holding = [address](std::uintptr_t begin, std::uintptr_t end, const std::string& path) {
    return begin <= address && address < end && !path.empty();
  };
  MappingPages pages;
  const SmapsEntry before = smaps_entry(holding);
  if (!before.found) return pages;
  // Map a page of every 2 MiB: a huge page where the page cache holds a large folio there.
  volatile char sink = 0;
  for (std::uintptr_t at = (before.begin + kHugePage - 1) / kHugePage * kHugePage; at < before.end;
       at += kHugePage) {
    sink = static_cast<char>(sink + *reinterpret_cast<const volatile char*>(at));
  }
  const SmapsEntry after = smaps_entry(holding);
  if (!after.found) return pages;
  const auto huge = after.fields.find("FilePmdMapped");
  pages.found = true;
  pages.begin = after.begin;
  pages.end = after.end;
  pages.huge = huge != after.fields.end() &&
               static_cast<std::uintptr_t>(huge->second) * 1024 * 2 >= after.end - after.begin;
  return pages;
}

}  // namespace tessera::cpu
