#include "ui/demo_model.h"

#include <QDir>
#include <QFileInfo>

QString findDemoModel(const QString& applicationDir) {
  // bin/ and share/ are siblings in every layout we ship; the tests run from build/tests/.
  const QString dir = QDir::cleanPath(applicationDir + "/../share/tessera/models/stories260K");
  return QFileInfo::exists(dir + "/config.json") ? dir : QString();
}
