// A whole file mapped read-only into memory (mmap on POSIX, a file mapping on Windows). Only
// regular files: a FIFO, a device (/dev/zero, /dev/urandom) or a directory is refused by name.
// The mapping is guarded (mapping_guard.h): a file truncated under it reads zeros past its new
// end instead of ending the process, and damaged() says so.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

namespace tessera {

class MappedFile {
 public:
  // Throws tessera::Error naming the path when the file cannot be opened or mapped.
  static std::shared_ptr<const MappedFile> open(const std::string& path);
  ~MappedFile();
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;

  const std::byte* data() const { return data_; }
  std::size_t size() const { return size_; }
  const std::string& path() const { return path_; }
  bool damaged() const;

 private:
  MappedFile() = default;

  std::string path_;
  const std::byte* data_ = nullptr;
  std::size_t size_ = 0;
  int guard_slot_ = -1;
#ifdef _WIN32
  void* mapping_handle_ = nullptr;
#endif
};

}  // namespace tessera
