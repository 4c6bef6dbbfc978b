#include "tessera/message.h"

namespace tessera {

std::string Message::english() const {
  return fill(english_template(), [](const Arg& arg) { return arg.english(); });
}

std::string Message::fill(std::string_view text,
                          const std::function<std::string(const Arg&)>& render) const {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const bool digit = i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9';
    const int place = text[i] == '%' && digit ? text[i + 1] - '1' : -1;
    if (place >= 0 && place < static_cast<int>(args_.size())) {
      out += render(args_[place]);
      ++i;
    } else {
      out += text[i];
    }
  }
  return out;
}

}  // namespace tessera
