// Where the demo model (stories260K, shipped with Tessera) lies on this machine.
//
// Installed Tessera keeps it in share/tessera/models/ beside bin/ (/usr/share on Debian, the
// install folder on Windows, the portable tarball's own share/); a build tree mirrors that layout,
// so the same lookup finds it from build/app/tessera and from the tests.
#pragma once

#include <QString>

// The demo model folder found relative to `applicationDir` (the folder of the executable),
// or an empty string when this installation has none.
QString findDemoModel(const QString& applicationDir);
