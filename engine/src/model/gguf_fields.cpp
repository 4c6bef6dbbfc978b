#include "model/gguf_fields.h"

#include <limits>

#include "tessera/error.h"

namespace tessera {

void GgufFields::fail(const std::string& key, Message problem) const {
  throw Error(tessera::Message::tr("%1: metadata key '%2' %3"), file_.path, key,
              std::move(problem));
}

void GgufFields::wrong_type(const std::string& key, const GgufValue& value,
                            const std::string& expected) const {
  std::string actual(gguf_value_type_name(value.type));
  if (value.type == GgufValueType::Array) {
    actual += " of " + std::string(gguf_value_type_name(value.element_type));
  }
  fail(key, Message(tessera::Message::tr("has type %1, expected %2"), actual, expected));
}

const GgufValue& GgufFields::required(const std::string& key) const {
  const GgufValue* value = file_.find(key);
  if (value == nullptr) fail(key, Message(tessera::Message::tr("is missing")));
  return *value;
}

std::int64_t GgufFields::integer(const std::string& key) const {
  const GgufValue& value = required(key);
  if (!value.is_integer()) wrong_type(key, value, "integer");
  const std::optional<std::int64_t> number = value.integer();
  if (!number) fail(key, Message(tessera::Message::tr("= %1 is out of range"), value.bits));
  return *number;
}

std::optional<std::int64_t> GgufFields::optional_integer(const std::string& key) const {
  if (!has(key)) return std::nullopt;
  return integer(key);
}

int GgufFields::positive_int(const std::string& key) const {
  const std::int64_t value = integer(key);
  if (value <= 0 || value > std::numeric_limits<int>::max()) {
    fail(key, Message(tessera::Message::tr("= %1 must be a positive integer"), value));
  }
  return static_cast<int>(value);
}

double GgufFields::number(const std::string& key, double fallback) const {
  const GgufValue* value = file_.find(key);
  if (value == nullptr) return fallback;
  if (value->type != GgufValueType::F32 && value->type != GgufValueType::F64) {
    wrong_type(key, *value, "f32");
  }
  return value->number;
}

bool GgufFields::boolean(const std::string& key, bool fallback) const {
  const GgufValue* value = file_.find(key);
  if (value == nullptr) return fallback;
  if (value->type != GgufValueType::Bool) wrong_type(key, *value, "bool");
  return value->bits != 0;
}

std::string GgufFields::string(const std::string& key) const {
  const GgufValue& value = required(key);
  if (value.type != GgufValueType::String) wrong_type(key, value, "string");
  return value.text;
}

std::string GgufFields::string(const std::string& key, const std::string& fallback) const {
  return has(key) ? string(key) : fallback;
}

const std::vector<GgufValue>* GgufFields::array(const std::string& key,
                                                GgufValueType element) const {
  const GgufValue* value = file_.find(key);
  if (value == nullptr) return nullptr;
  if (value->type != GgufValueType::Array || value->element_type != element) {
    wrong_type(key, *value, "array of " + std::string(gguf_value_type_name(element)));
  }
  return &value->items;
}

}  // namespace tessera
