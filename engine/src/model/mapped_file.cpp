#include "model/mapped_file.h"

#include <cstring>

#include "model/mapping_guard.h"
#include "tessera/error.h"
#include "tessera/utf8_path.h"

#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#else
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#endif

namespace tessera {

#ifdef _WIN32

std::shared_ptr<const MappedFile> MappedFile::open(const std::string& path) {
  std::shared_ptr<MappedFile> file(new MappedFile());
  file->path_ = path;
  HANDLE handle = CreateFileW(utf8_path(path).c_str(), GENERIC_READ, FILE_SHARE_READ, nullptr,
                              OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
  if (handle == INVALID_HANDLE_VALUE) throw Error(tessera::Message::tr("cannot open '%1'"), path);
  if (GetFileType(handle) != FILE_TYPE_DISK) {
    CloseHandle(handle);
    throw Error(tessera::Message::tr("'%1' is not a regular file"), path);
  }
  LARGE_INTEGER size;
  if (!GetFileSizeEx(handle, &size)) {
    CloseHandle(handle);
    throw Error(tessera::Message::tr("cannot read the size of '%1'"), path);
  }
  file->size_ = static_cast<std::size_t>(size.QuadPart);
  if (file->size_ > 0) {
    file->mapping_handle_ = CreateFileMappingW(handle, nullptr, PAGE_READONLY, 0, 0, nullptr);
    if (file->mapping_handle_ != nullptr) {
      file->data_ = static_cast<const std::byte*>(
          MapViewOfFile(file->mapping_handle_, FILE_MAP_READ, 0, 0, 0));
    }
  }
  CloseHandle(handle);
  if (file->size_ > 0 && file->data_ == nullptr)
    throw Error(tessera::Message::tr("cannot map '%1'"), path);
  return file;
}

MappedFile::~MappedFile() {
  if (data_ != nullptr) UnmapViewOfFile(data_);
  if (mapping_handle_ != nullptr) CloseHandle(mapping_handle_);
}

#else

std::shared_ptr<const MappedFile> MappedFile::open(const std::string& path) {
  std::shared_ptr<MappedFile> file(new MappedFile());
  file->path_ = path;
  // O_NONBLOCK: opening a FIFO would otherwise wait for a writer, forever.
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) throw Error(tessera::Message::tr("cannot open '%1': %2"), path, std::strerror(errno));
  struct stat info {};
  if (::fstat(fd, &info) != 0) {
    const int error = errno;
    ::close(fd);
    throw Error(tessera::Message::tr("cannot read the size of '%1': %2"), path,
                std::strerror(error));
  }
  if (!S_ISREG(info.st_mode)) {
    ::close(fd);
    throw Error(tessera::Message::tr("'%1' is not a regular file"), path);
  }
  file->size_ = static_cast<std::size_t>(info.st_size);
  if (file->size_ > 0) {  // mmap refuses a zero length
    void* address = ::mmap(nullptr, file->size_, PROT_READ, MAP_PRIVATE, fd, 0);
    if (address == MAP_FAILED) {
      const int error = errno;
      ::close(fd);
      throw Error(tessera::Message::tr("cannot map '%1': %2"), path, std::strerror(error));
    }
    file->data_ = static_cast<const std::byte*>(address);
    file->guard_slot_ = guard_mapping(address, file->size_);
  }
  ::close(fd);  // the mapping stays valid without the descriptor
  return file;
}

MappedFile::~MappedFile() {
  unguard_mapping(guard_slot_);
  if (data_ != nullptr) ::munmap(const_cast<std::byte*>(data_), size_);
}

#endif

bool MappedFile::damaged() const {
  return mapping_damaged(guard_slot_);
}

}  // namespace tessera
