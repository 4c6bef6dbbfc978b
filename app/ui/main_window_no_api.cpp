// The main window's API-server part in a build without the server library
// (TESSERA_BUILD_SERVER=OFF, as on Windows): no server, no menu entry, no status-bar label.
#include <QLabel>

#include "ui/main_window.h"

MainWindow::~MainWindow() = default;

void MainWindow::buildApiServer() {
  apiLabel_->hide();
}

void MainWindow::refreshApiLabel() {}

void MainWindow::showApiServerSettings() {}
