// Colours and fills shared by the dashboard views, so a state looks the same everywhere.
#pragma once

#include <QColor>

namespace palette {

inline QColor mix(const QColor& a, const QColor& b, double t) {
  return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                          static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                          static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

// Decode tokens: the request's colour, lighter; prefill tokens: the colour itself.
inline QColor decode(const QColor& request) {
  return mix(request, Qt::white, 0.5);
}
inline QColor faded(const QColor& request) {
  return mix(request, Qt::white, 0.78);
}

inline QColor background() {
  return QColor(0xfb, 0xfb, 0xfb);
}
inline QColor text() {
  return QColor(0x30, 0x30, 0x30);
}
inline QColor grid() {
  return QColor(0xdd, 0xdd, 0xdd);
}
inline QColor freeBlock() {
  return QColor(0xe6, 0xe6, 0xe6);
}
inline QColor cachedBlock() {
  return QColor(0xb0, 0xb0, 0xb0);
}  // neutral: no request hue
inline QColor sharedMark() {
  return QColor(0x10, 0x10, 0x10);
}
inline QColor queued() {
  return QColor(0xcf, 0xcf, 0xcf);
}
inline QColor preempted() {
  return QColor(0xd9, 0x3b, 0x3b);
}
inline QColor budget() {
  return QColor(0xd9, 0x3b, 0x3b);
}
inline QColor prefillTokens() {
  return QColor(0x3b, 0x6e, 0xc4);
}
inline QColor decodeTokens() {
  return QColor(0xf0, 0x9a, 0x3a);
}
inline QColor admitted() {
  return QColor(0x2e, 0x9e, 0x4f);
}
inline QColor selection() {
  return QColor(0x20, 0x20, 0x20);
}

}  // namespace palette
