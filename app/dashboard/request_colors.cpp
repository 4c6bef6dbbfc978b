#include "dashboard/request_colors.h"

#include <cmath>

RequestColors::RequestColors(QObject* parent) : QObject(parent) {}

QColor RequestColors::defaultColor(tessera::RequestId id) {
  constexpr double kGoldenRatio = 0.6180339887498949;
  const double hue = std::fmod(static_cast<double>(id) * kGoldenRatio, 1.0);
  // Alternating value keeps hues that land close together apart.
  return QColor::fromHsvF(static_cast<float>(hue), 0.65f, id % 2 ? 0.85f : 0.7f);
}

QColor RequestColors::color(tessera::RequestId id) const {
  auto it = overrides_.constFind(id);
  return it != overrides_.constEnd() ? *it : defaultColor(id);
}

void RequestColors::setColor(tessera::RequestId id, const QColor& color) {
  if (color.isValid()) {
    overrides_.insert(id, color);
  } else {
    overrides_.remove(id);
  }
  emit changed();
}

void RequestColors::clear() {
  overrides_.clear();
  emit changed();
}
