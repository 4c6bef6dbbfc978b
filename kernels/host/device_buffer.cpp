#include "host/device_buffer.h"

#include <cuda_runtime.h>

#include <utility>

#include "host/cuda_check.h"
#include "tessera/error.h"

namespace tessera::cuda {

int device_count(std::string& reason) {
  int count = 0;
  const cudaError_t status = cudaGetDeviceCount(&count);
  if (status != cudaSuccess) {
    cudaGetLastError();  // clear it so later runtime calls do not report it again
    reason = cudaGetErrorString(status);
    return 0;
  }
  if (count == 0) reason = "the CUDA driver reports no device";
  return count;
}

void synchronize_device(const char* what) {
  check(cudaDeviceSynchronize(), what);
}

DeviceBuffer::DeviceBuffer(std::size_t bytes, const std::string& what)
    : bytes_(bytes), what_(what) {
  if (bytes == 0) return;
  const cudaError_t status = cudaMalloc(&ptr_, bytes);
  if (status != cudaSuccess) {
    cudaGetLastError();
    ptr_ = nullptr;
    throw Error::untranslated("CUDA: could not allocate " + std::to_string(bytes >> 20) + " MiB (" +
                              std::to_string(bytes) + " bytes) for " + what + ": " +
                              cudaGetErrorString(status));
  }
}

DeviceBuffer::~DeviceBuffer() {
  release();
}

DeviceBuffer::DeviceBuffer(DeviceBuffer&& other) noexcept
    : ptr_(std::exchange(other.ptr_, nullptr)),
      bytes_(std::exchange(other.bytes_, 0)),
      what_(std::move(other.what_)) {}

DeviceBuffer& DeviceBuffer::operator=(DeviceBuffer&& other) noexcept {
  if (this != &other) {
    release();
    ptr_ = std::exchange(other.ptr_, nullptr);
    bytes_ = std::exchange(other.bytes_, 0);
    what_ = std::move(other.what_);
  }
  return *this;
}

void DeviceBuffer::release() noexcept {
  if (ptr_ != nullptr) cudaFree(ptr_);  // a failure here cannot be reported from a destructor
  ptr_ = nullptr;
  bytes_ = 0;
}

void DeviceBuffer::check_size(std::size_t bytes, std::size_t offset, const char* op) const {
  if (offset > bytes_ || bytes > bytes_ - offset) {
    throw Error::untranslated(std::string("CUDA: ") + op + " of " + std::to_string(bytes) +
                              " bytes at offset " + std::to_string(offset) + " overruns the " +
                              std::to_string(bytes_) + "-byte buffer for " + what_);
  }
}

void DeviceBuffer::upload(const void* src, std::size_t bytes, std::size_t offset) {
  check_size(bytes, offset, "upload");
  if (bytes == 0) return;
  check(cudaMemcpy(static_cast<char*>(ptr_) + offset, src, bytes, cudaMemcpyHostToDevice),
        ("upload to " + what_).c_str());
}

void DeviceBuffer::download(void* dst, std::size_t bytes) const {
  check_size(bytes, 0, "download");
  if (bytes == 0) return;
  check(cudaMemcpy(dst, ptr_, bytes, cudaMemcpyDeviceToHost), ("download of " + what_).c_str());
}

void DeviceBuffer::upload_async(const void* src, std::size_t bytes, kernels::Stream stream) {
  check_size(bytes, 0, "upload");
  if (bytes == 0) return;
  check(cudaMemcpyAsync(ptr_, src, bytes, cudaMemcpyHostToDevice, stream),
        ("upload to " + what_).c_str());
}

void DeviceBuffer::download_async(void* dst, std::size_t bytes, kernels::Stream stream,
                                  std::size_t offset) const {
  check_size(bytes, offset, "download");
  if (bytes == 0) return;
  check(cudaMemcpyAsync(dst, static_cast<const char*>(ptr_) + offset, bytes, cudaMemcpyDeviceToHost,
                        stream),
        ("download of " + what_).c_str());
}

void DeviceBuffer::fill_bytes(unsigned char value) {
  if (bytes_ == 0) return;
  check(cudaMemset(ptr_, value, bytes_), ("fill of " + what_).c_str());
}

}  // namespace tessera::cuda
