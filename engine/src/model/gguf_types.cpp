// The ggml tensor types' block layouts and the GGUF metadata value types.
#include <array>
#include <limits>

#include "model/gguf_file.h"

namespace tessera {
namespace {

struct KnownType {
  std::uint32_t id;
  GgmlTypeInfo info;
};

// ggml.h's enum ggml_type with each type's block (ggml-common.h); the numbers it leaves out
// (4, 5, 31-33, 36-38) are removed types.
constexpr std::array<KnownType, 34> kTypes{{
    {0, {"F32", 1, 4}},         {1, {"F16", 1, 2}},         {2, {"Q4_0", 32, 18}},
    {3, {"Q4_1", 32, 20}},      {6, {"Q5_0", 32, 22}},      {7, {"Q5_1", 32, 24}},
    {8, {"Q8_0", 32, 34}},      {9, {"Q8_1", 32, 40}},      {10, {"Q2_K", 256, 84}},
    {11, {"Q3_K", 256, 110}},   {12, {"Q4_K", 256, 144}},   {13, {"Q5_K", 256, 176}},
    {14, {"Q6_K", 256, 210}},   {15, {"Q8_K", 256, 292}},   {16, {"IQ2_XXS", 256, 66}},
    {17, {"IQ2_XS", 256, 74}},  {18, {"IQ3_XXS", 256, 98}}, {19, {"IQ1_S", 256, 50}},
    {20, {"IQ4_NL", 32, 18}},   {21, {"IQ3_S", 256, 110}},  {22, {"IQ2_S", 256, 82}},
    {23, {"IQ4_XS", 256, 136}}, {24, {"I8", 1, 1}},         {25, {"I16", 1, 2}},
    {26, {"I32", 1, 4}},        {27, {"I64", 1, 8}},        {28, {"F64", 1, 8}},
    {29, {"IQ1_M", 256, 56}},   {30, {"BF16", 1, 2}},       {34, {"TQ1_0", 256, 54}},
    {35, {"TQ2_0", 256, 66}},   {39, {"MXFP4", 32, 17}},    {40, {"NVFP4", 64, 36}},
    {41, {"Q1_0", 128, 18}},
}};

}  // namespace

std::optional<GgmlTypeInfo> ggml_type_info(std::uint32_t type) {
  for (const KnownType& known : kTypes) {
    if (known.id == type) return known.info;
  }
  return std::nullopt;
}

std::string ggml_type_name(std::uint32_t type) {
  const std::optional<GgmlTypeInfo> info = ggml_type_info(type);
  return info ? std::string(info->name) : "type " + std::to_string(type);
}

std::string_view gguf_value_type_name(GgufValueType type) {
  static constexpr std::array<std::string_view, 13> kNames{"u8",  "i8",  "u16",  "i16",    "u32",
                                                           "i32", "f32", "bool", "string", "array",
                                                           "u64", "i64", "f64"};
  const auto index = static_cast<std::size_t>(type);
  return index < kNames.size() ? kNames[index] : "?";
}

bool GgufValue::is_integer() const {
  switch (type) {
    case GgufValueType::U8:
    case GgufValueType::I8:
    case GgufValueType::U16:
    case GgufValueType::I16:
    case GgufValueType::U32:
    case GgufValueType::I32:
    case GgufValueType::U64:
    case GgufValueType::I64:
      return true;
    default:
      return false;
  }
}

bool GgufValue::is_signed() const {
  return type == GgufValueType::I8 || type == GgufValueType::I16 || type == GgufValueType::I32 ||
         type == GgufValueType::I64;
}

std::optional<std::int64_t> GgufValue::integer() const {
  if (!is_integer()) return std::nullopt;
  if (is_signed()) return static_cast<std::int64_t>(bits);
  if (bits > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
    return std::nullopt;
  }
  return static_cast<std::int64_t>(bits);
}

}  // namespace tessera
