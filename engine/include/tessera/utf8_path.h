// File names in Tessera are UTF-8 std::strings (what Qt's toStdString and a Linux command line
// give). On Windows, std::filesystem::path(std::string), std::ifstream(std::string) and the "A"
// APIs read the bytes in the ANSI code page instead, so a model folder named "モデル" would not
// open. Every file name therefore passes through these helpers: UTF-8 in and out, the native
// (wide on Windows) path in between. On Linux they change nothing.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace tessera {

// The path whose UTF-8 spelling is `utf8`.
inline std::filesystem::path utf8_path(std::string_view utf8) {
  return std::filesystem::path(std::u8string(utf8.begin(), utf8.end()));
}

// The UTF-8 spelling of `path` (for messages and for APIs that take std::string).
inline std::string utf8_string(const std::filesystem::path& path) {
  const std::u8string text = path.u8string();
  return std::string(text.begin(), text.end());
}

// The command line as UTF-8 strings, without the program name. On Windows argv is in the ANSI
// code page, so the arguments are read again from the wide command line.
std::vector<std::string> utf8_arguments(int argc, char** argv);

}  // namespace tessera
