// Parses and validates a GGUF file's header, metadata and tensor infos. Every count and length is
// checked against the bytes left before it is used, so a hostile header can neither read past the
// mapping nor make the reader allocate more than the file could describe.
#include "model/gguf_file.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstring>
#include <filesystem>
#include <limits>
#include <system_error>

#include "tessera/error.h"
#include "tessera/utf8_path.h"

namespace tessera {

static_assert(std::endian::native == std::endian::little, "GGUF is read as little-endian");

namespace {

constexpr std::uint32_t kMaxDims = 4;                         // GGML_MAX_DIMS
constexpr std::uint64_t kTensorInfoMinBytes = 8 + 4 + 4 + 8;  // name length, dims, type, offset
constexpr std::uint64_t kKeyValueMinBytes = 8 + 4 + 1;        // key length, type, smallest value

// The bytes of the file being read, and what is being read (for the error if it is cut short).
class Cursor {
 public:
  explicit Cursor(const GgufFile& file)
      : path_(file.path), data_(file.mapping->data()), size_(file.mapping->size()) {}

  std::uint64_t position() const { return position_; }
  std::uint64_t left() const { return size_ - position_; }
  void describe(Message what) { what_ = std::move(what); }
  const Message& what() const { return what_; }

  template <typename T>
  T read() {
    need(sizeof(T));
    T value{};
    std::memcpy(&value, data_ + position_, sizeof(T));
    position_ += sizeof(T);
    return value;
  }

  std::string string() {
    const auto length = read<std::uint64_t>();
    if (length > left()) {
      throw Error(tessera::Message::tr("%1: %2 has a string of %3 bytes at byte %4, past the end "
                                       "of the file (%5 bytes left)"),
                  path_, what_, length, position_, left());
    }
    std::string text(reinterpret_cast<const char*>(data_ + position_), length);
    position_ += length;
    return text;
  }

 private:
  void need(std::uint64_t bytes) const {
    if (bytes > left()) {
      throw Error(tessera::Message::tr("%1: the file ends at byte %2, inside %3"), path_, size_,
                  what_);
    }
  }

  const std::string& path_;
  const std::byte* data_;
  std::uint64_t size_;
  std::uint64_t position_ = 0;
  Message what_{tessera::Message::tr("the header")};
};

bool valid_value_type(std::uint32_t type) {
  return type <= static_cast<std::uint32_t>(GgufValueType::F64);
}

// The fewest bytes one value of `type` takes in the file.
std::uint64_t min_value_bytes(GgufValueType type) {
  switch (type) {
    case GgufValueType::U8:
    case GgufValueType::I8:
    case GgufValueType::Bool:
      return 1;
    case GgufValueType::U16:
    case GgufValueType::I16:
      return 2;
    case GgufValueType::U32:
    case GgufValueType::I32:
    case GgufValueType::F32:
      return 4;
    case GgufValueType::String:  // its length
    case GgufValueType::U64:
    case GgufValueType::I64:
    case GgufValueType::F64:
      return 8;
    case GgufValueType::Array:  // element type and count
      return 12;
  }
  return 1;
}

GgufValue read_scalar(Cursor& cursor, GgufValueType type) {
  GgufValue value;
  value.type = type;
  switch (type) {
    case GgufValueType::U8:
    case GgufValueType::Bool:
      value.bits = cursor.read<std::uint8_t>();
      break;
    case GgufValueType::I8:
      value.bits = static_cast<std::uint64_t>(std::int64_t{cursor.read<std::int8_t>()});
      break;
    case GgufValueType::U16:
      value.bits = cursor.read<std::uint16_t>();
      break;
    case GgufValueType::I16:
      value.bits = static_cast<std::uint64_t>(std::int64_t{cursor.read<std::int16_t>()});
      break;
    case GgufValueType::U32:
      value.bits = cursor.read<std::uint32_t>();
      break;
    case GgufValueType::I32:
      value.bits = static_cast<std::uint64_t>(std::int64_t{cursor.read<std::int32_t>()});
      break;
    case GgufValueType::U64:
    case GgufValueType::I64:
      value.bits = cursor.read<std::uint64_t>();
      break;
    case GgufValueType::F32:
      value.number = cursor.read<float>();
      break;
    case GgufValueType::F64:
      value.number = cursor.read<double>();
      break;
    case GgufValueType::String:
      value.text = cursor.string();
      break;
    case GgufValueType::Array:
      break;  // read_value's job
  }
  return value;
}

GgufValueType read_value_type(Cursor& cursor, const std::string& path) {
  const auto type = cursor.read<std::uint32_t>();
  if (!valid_value_type(type)) {
    throw Error(tessera::Message::tr("%1: %2 has value type %3, which GGUF does not define"), path,
                cursor.what(), type);
  }
  return static_cast<GgufValueType>(type);
}

GgufValue read_value(Cursor& cursor, const std::string& path) {
  const GgufValueType type = read_value_type(cursor, path);
  if (type != GgufValueType::Array) return read_scalar(cursor, type);
  GgufValue array;
  array.type = GgufValueType::Array;
  array.element_type = read_value_type(cursor, path);
  if (array.element_type == GgufValueType::Array) {
    throw Error(tessera::Message::tr("%1: %2 is an array of arrays, which GGUF readers do not "
                                     "support"),
                path, cursor.what());
  }
  const auto count = cursor.read<std::uint64_t>();
  if (count > cursor.left() / min_value_bytes(array.element_type)) {
    throw Error(tessera::Message::tr("%1: %2 holds %3 elements, more than the %4 bytes left in "
                                     "the file could hold"),
                path, cursor.what(), count, cursor.left());
  }
  array.items.reserve(count);
  for (std::uint64_t i = 0; i < count; ++i) {
    array.items.push_back(read_scalar(cursor, array.element_type));
  }
  return array;
}

void read_metadata(Cursor& cursor, GgufFile& file, std::uint64_t count) {
  for (std::uint64_t i = 0; i < count; ++i) {
    cursor.describe(Message(tessera::Message::tr("metadata entry %1"), i));
    std::string key = cursor.string();
    cursor.describe(Message(tessera::Message::tr("metadata key '%1'"), key));
    GgufValue value = read_value(cursor, file.path);
    if (!file.metadata.emplace(key, std::move(value)).second) {
      throw Error(tessera::Message::tr("%1: metadata key '%2' appears twice"), file.path, key);
    }
  }
}

// general.alignment: a u32 power of two when present, else GGUF's default of 32.
std::uint64_t read_alignment(const GgufFile& file) {
  const GgufValue* value = file.find("general.alignment");
  if (value == nullptr) return 32;
  if (value->type != GgufValueType::U32) {
    throw Error(tessera::Message::tr("%1: metadata key '%2' has type %3, expected %4"), file.path,
                "general.alignment", std::string(gguf_value_type_name(value->type)),
                std::string(gguf_value_type_name(GgufValueType::U32)));
  }
  if (value->bits == 0 || !std::has_single_bit(value->bits)) {
    throw Error(tessera::Message::tr("%1: metadata key '%2' = %3 must be a power of two"),
                file.path, "general.alignment", value->bits);
  }
  return value->bits;
}

std::string dims_text(const std::vector<std::uint64_t>& dims) {
  std::string text = "[";
  for (std::size_t i = 0; i < dims.size(); ++i) {
    text += (i ? ", " : "") + std::to_string(dims[i]);
  }
  return text + "]";
}

// out = a * b, unless that overflows 64 bits (then false, out unchanged). Portable where
// __builtin_mul_overflow is not (MSVC).
bool multiply(std::uint64_t a, std::uint64_t b, std::uint64_t& out) {
  if (a != 0 && b > std::numeric_limits<std::uint64_t>::max() / a) return false;
  out = a * b;
  return true;
}

// The bytes a tensor of `dims` and `info` takes; throws when a row is not whole blocks or the
// size does not fit in 63 bits.
std::uint64_t tensor_bytes(const GgufFile& file, const GgufTensorInfo& tensor,
                           const GgmlTypeInfo& info) {
  const std::uint64_t row = tensor.dims.empty() ? 1 : tensor.dims[0];
  if (row % info.block_size != 0) {
    throw Error(tessera::Message::tr("%1: tensor '%2' has rows of %3 elements, not a multiple of "
                                     "the %4 block of %5"),
                file.path, tensor.name, row, std::string(info.name), info.block_size);
  }
  std::uint64_t bytes = 0;
  bool overflow = !multiply(row / info.block_size, info.type_size, bytes);
  for (std::size_t i = 1; i < tensor.dims.size(); ++i) {
    overflow = overflow || !multiply(bytes, tensor.dims[i], bytes);
  }
  constexpr auto kLimit = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
  std::uint64_t elements = 1;
  for (std::uint64_t dim : tensor.dims) {
    overflow = overflow || dim > kLimit || !multiply(elements, dim, elements);
  }
  if (overflow || bytes > kLimit || elements > kLimit) {
    throw Error(tessera::Message::tr("%1: tensor '%2' has dimensions %3, too large to address"),
                file.path, tensor.name, dims_text(tensor.dims));
  }
  return bytes;
}

GgufTensorInfo read_tensor_info(Cursor& cursor, const GgufFile& file, std::uint64_t index) {
  cursor.describe(Message(tessera::Message::tr("tensor info %1"), index));
  GgufTensorInfo tensor;
  tensor.name = cursor.string();
  cursor.describe(Message(tessera::Message::tr("tensor '%1'"), tensor.name));
  const auto n_dims = cursor.read<std::uint32_t>();
  if (n_dims > kMaxDims) {
    throw Error(tessera::Message::tr("%1: tensor '%2' has %3 dimensions (at most %4)"), file.path,
                tensor.name, n_dims, kMaxDims);
  }
  for (std::uint32_t d = 0; d < n_dims; ++d) tensor.dims.push_back(cursor.read<std::uint64_t>());
  tensor.type = cursor.read<std::uint32_t>();
  tensor.offset = cursor.read<std::uint64_t>();
  const std::optional<GgmlTypeInfo> info = ggml_type_info(tensor.type);
  if (!info) {
    throw Error(tessera::Message::tr("%1: tensor '%2' has type %3, which ggml does not define"),
                file.path, tensor.name, tensor.type);
  }
  tensor.nbytes = tensor_bytes(file, tensor, *info);
  return tensor;
}

// Every tensor lies inside the data section, aligned, and no two share a byte.
void place_tensors(GgufFile& file) {
  const std::uint64_t size = file.mapping->size();
  const std::uint64_t data_bytes = file.data_offset <= size ? size - file.data_offset : 0;
  for (GgufTensorInfo& tensor : file.tensors) {
    if (tensor.offset % file.alignment != 0) {
      throw Error(tessera::Message::tr("%1: tensor '%2' starts at offset %3, not a multiple of "
                                       "the alignment %4"),
                  file.path, tensor.name, tensor.offset, file.alignment);
    }
    if (tensor.offset > data_bytes || tensor.nbytes > data_bytes - tensor.offset) {
      throw Error(tessera::Message::tr("%1: tensor '%2' (%3 bytes at offset %4) ends past the end "
                                       "of the data section (%5 bytes)"),
                  file.path, tensor.name, tensor.nbytes, tensor.offset, data_bytes);
    }
    tensor.data = file.mapping->data() + file.data_offset + tensor.offset;
  }
  std::vector<const GgufTensorInfo*> order;
  for (const GgufTensorInfo& tensor : file.tensors) order.push_back(&tensor);
  std::sort(order.begin(), order.end(),
            [](const auto* a, const auto* b) { return a->offset < b->offset; });
  for (std::size_t i = 1; i < order.size(); ++i) {
    const GgufTensorInfo& before = *order[i - 1];
    if (before.offset + before.nbytes > order[i]->offset) {
      throw Error(tessera::Message::tr("%1: tensors '%2' and '%3' overlap"), file.path, before.name,
                  order[i]->name);
    }
  }
}

void read_header(Cursor& cursor, GgufFile& file, std::uint64_t& n_tensors, std::uint64_t& n_kv) {
  const auto magic = cursor.read<std::uint32_t>();
  if (magic != 0x46554747u) {  // "GGUF" read as a little-endian u32
    std::string start(reinterpret_cast<const char*>(file.mapping->data()), 4);
    for (char& c : start) c = std::isprint(static_cast<unsigned char>(c)) ? c : '?';
    throw Error(tessera::Message::tr("%1: not a GGUF file (it starts with \"%2\", not \"GGUF\")"),
                file.path, start);
  }
  file.version = cursor.read<std::uint32_t>();
  if (file.version != 2 && file.version != 3) {
    throw Error(tessera::Message::tr("%1: GGUF version %2 is not supported (only 2 and 3, "
                                     "little-endian)"),
                file.path, file.version);
  }
  n_tensors = cursor.read<std::uint64_t>();
  n_kv = cursor.read<std::uint64_t>();
  if (n_tensors > cursor.left() / kTensorInfoMinBytes || n_kv > cursor.left() / kKeyValueMinBytes ||
      n_tensors * kTensorInfoMinBytes + n_kv * kKeyValueMinBytes > cursor.left()) {
    throw Error(tessera::Message::tr("%1: the header counts %2 tensors and %3 metadata keys, more "
                                     "than a file of %4 bytes can hold"),
                file.path, n_tensors, n_kv, file.mapping->size());
  }
}

}  // namespace

GgufFile read_gguf(const std::string& path) {
  GgufFile file;
  file.path = path;
  file.mapping = MappedFile::open(path);
  Cursor cursor(file);
  std::uint64_t n_tensors = 0;
  std::uint64_t n_kv = 0;
  read_header(cursor, file, n_tensors, n_kv);
  read_metadata(cursor, file, n_kv);
  file.alignment = read_alignment(file);
  std::map<std::string, std::size_t> seen;
  for (std::uint64_t i = 0; i < n_tensors; ++i) {
    file.tensors.push_back(read_tensor_info(cursor, file, i));
    if (!seen.emplace(file.tensors.back().name, i).second) {
      throw Error(tessera::Message::tr("%1: tensor '%2' appears twice"), path,
                  file.tensors.back().name);
    }
  }
  const std::uint64_t end = cursor.position();
  file.data_offset = end + (file.alignment - end % file.alignment) % file.alignment;
  place_tensors(file);
  return file;
}

bool is_gguf_path(const std::string& path) {
  const std::filesystem::path file = utf8_path(path);
  std::string extension = utf8_string(file.extension());
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  std::error_code unreadable;
  return extension == ".gguf" && !std::filesystem::is_directory(file, unreadable);
}

const GgufValue* GgufFile::find(const std::string& key) const {
  const auto found = metadata.find(key);
  return found == metadata.end() ? nullptr : &found->second;
}

const GgufTensorInfo* GgufFile::tensor(const std::string& name) const {
  for (const GgufTensorInfo& info : tensors) {
    if (info.name == name) return &info;
  }
  return nullptr;
}

std::vector<std::int64_t> GgufTensorInfo::shape() const {
  return {dims.rbegin(), dims.rend()};  // each dim fits: tensor_bytes() checked their product
}

}  // namespace tessera
