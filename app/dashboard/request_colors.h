// One colour per request, the same in every dashboard view and in the request's chat tab.
#pragma once

#include <QColor>
#include <QHash>
#include <QObject>

#include "tessera/request.h"

class RequestColors : public QObject {
  Q_OBJECT

 public:
  explicit RequestColors(QObject* parent = nullptr);

  // Deterministic: golden-ratio hue steps, so neighbouring ids get distant hues.
  static QColor defaultColor(tessera::RequestId id);

  QColor color(tessera::RequestId id) const;
  void setColor(tessera::RequestId id, const QColor& color);  // invalid colour: back to default
  void clear();

 signals:
  void changed();

 private:
  QHash<tessera::RequestId, QColor> overrides_;
};
