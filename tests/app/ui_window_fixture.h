// A 1400×900 main window on a fresh history and settings file, with the story model opened on
// the CPU: the setup of the screenshot tests.
#pragma once

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "data/chat_store.h"
#include "engine_bridge.h"
#include "ui/app_settings.h"
#include "ui/main_window.h"
#include "ui_test_helpers.h"

namespace ui_test {

struct LoadedWindow {
  QTemporaryDir dir;
  QSettings settings{dir.filePath("settings.ini"), QSettings::IniFormat};
  ChatStore store;
  EngineBridge bridge;
  std::unique_ptr<MainWindow> window;

  // Shows the window and opens the story model with these engine settings (device forced to
  // the CPU). Returns false when something did not come up.
  bool open(EngineSettings engine) {
    engine.device = tessera::Device::Cpu;
    saveEngineSettings(settings, engine);
    if (!store.open(dir.filePath("history.sqlite")).ok()) return false;
    window = std::make_unique<MainWindow>(&bridge, &store, &settings);
    window->resize(1400, 900);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get())) return false;
    QSignalSpy loaded(&bridge, &EngineBridge::modelLoaded);
    window->openModel(storiesDir());
    return loaded.wait(30000);
  }
};

}  // namespace ui_test
