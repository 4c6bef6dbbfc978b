// Device memory and device discovery for the CUDA backend and its tests. Plain C++: no CUDA
// headers, so tests can use it without the toolkit's include path.
#pragma once

#include <cstddef>
#include <string>

#include "launch.h"

namespace tessera::cuda {

// Number of usable CUDA devices. 0 with reason set when there is no driver or no device.
int device_count(std::string& reason);

// Waits for all work on the device and throws tessera::Error naming `what` if any of it failed.
void synchronize_device(const char* what);

// An owned cudaMalloc allocation. Copies with the plain functions are synchronous; the _async
// ones are ordered on the given stream.
class DeviceBuffer {
 public:
  DeviceBuffer() = default;
  // Throws tessera::Error naming `what` and the size when the allocation fails.
  DeviceBuffer(std::size_t bytes, const std::string& what);
  ~DeviceBuffer();
  DeviceBuffer(DeviceBuffer&& other) noexcept;
  DeviceBuffer& operator=(DeviceBuffer&& other) noexcept;
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;

  void* data() const { return ptr_; }
  template <typename T>
  T* as() const {
    return static_cast<T*>(ptr_);
  }
  std::size_t bytes() const { return bytes_; }

  void upload(const void* src, std::size_t bytes, std::size_t offset = 0);
  void download(void* dst, std::size_t bytes) const;
  void upload_async(const void* src, std::size_t bytes, kernels::Stream stream);
  void download_async(void* dst, std::size_t bytes, kernels::Stream stream,
                      std::size_t offset = 0) const;
  // Sets every byte (0xFF makes every element NaN in F32, F16 and BF16: tests poison outputs).
  void fill_bytes(unsigned char value);

 private:
  void check_size(std::size_t bytes, std::size_t offset, const char* op) const;
  void release() noexcept;

  void* ptr_ = nullptr;
  std::size_t bytes_ = 0;
  std::string what_;
};

}  // namespace tessera::cuda
