// The main window's part of the local API server: its settings, the URL in the status bar while
// it runs, and the "API" label on its requests in the dashboard.
#include <QLabel>
#include <QSettings>
#include <QStatusBar>

#include "api/api_server_dialog.h"
#include "api/local_api_server.h"
#include "dashboard/dashboard_state.h"
#include "dashboard/dashboard_widget.h"
#include "dashboard/replay_controller.h"
#include "ui/main_window.h"

// A running server stops when it is deleted and says so (runningChanged, to refreshApiLabel).
// As one of the window's children it would be deleted after the status-bar label it updates:
// it goes first, while the window is whole.
MainWindow::~MainWindow() {
  delete apiServer_;
}

void MainWindow::buildApiServer() {
  apiServer_ = new LocalApiServer(bridge_, this);
  apiLabel_->setObjectName("apiServerStatus");
  apiLabel_->hide();
  apiLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  statusBar()->addPermanentWidget(apiLabel_);
  connect(apiServer_, &LocalApiServer::runningChanged, this, &MainWindow::refreshApiLabel);
  connect(apiServer_, &LocalApiServer::failed, this, [this](const QString& message) {
    statusBar()->showMessage(tr("The API server did not start: %1").arg(message), 15000);
  });
  connect(apiServer_, &LocalApiServer::apiRequestSubmitted, this, [this](tessera::RequestId id) {
    dashboard_->state()->setRequestLabel(id, tr("API"));
    dashboard_->replay()->setRequestSource(id, QStringLiteral("api"));
  });
  apiServer_->apply(loadApiServerSettings(*settings_));
}

void MainWindow::refreshApiLabel() {
  const QString url = apiServer_->url();
  apiLabel_->setText(tr("API server: %1").arg(url));
  apiLabel_->setVisible(!url.isEmpty());
}

void MainWindow::showApiServerSettings() {
  ApiServerDialog dialog(apiServer_->settings(), this);
  if (dialog.exec() != QDialog::Accepted) return;
  saveApiServerSettings(*settings_, dialog.settings());
  apiServer_->apply(dialog.settings());
}
