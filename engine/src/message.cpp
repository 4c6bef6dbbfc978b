#include "tessera/message.h"

namespace tessera {

std::string Message::english() const {
  std::string out;
  for (const char* p = english_template(); *p != '\0'; ++p) {
    const int place = p[0] == '%' && p[1] >= '1' && p[1] <= '9' ? p[1] - '1' : -1;
    if (place >= 0 && place < static_cast<int>(args_.size())) {
      out += args_[place].english();
      ++p;
    } else {
      out += *p;
    }
  }
  return out;
}

}  // namespace tessera
