#include "remote/dashboard_switch.h"

#include <QDockWidget>
#include <QStackedWidget>

#include "chat/chat_session.h"
#include "remote/engine_catalog.h"
#include "remote/remote_dashboard.h"
#include "ui/chat_tab.h"
#include "ui/chat_tabs.h"

DashboardSwitch::DashboardSwitch(EngineCatalog* catalog, ChatTabs* tabs, QDockWidget* dock,
                                 QWidget* localDashboard)
    : QObject(dock),
      catalog_(catalog),
      tabs_(tabs),
      dock_(dock),
      stack_(new QStackedWidget(dock)),
      remote_(new RemoteDashboard(catalog->network(), stack_)) {
  stack_->addWidget(localDashboard);
  stack_->addWidget(remote_);
  dock_->setWidget(stack_);
  connect(tabs_, &QTabWidget::currentChanged, this, &DashboardSwitch::update);
  connect(catalog_, &EngineCatalog::applied, this, &DashboardSwitch::update);
  connect(catalog_, &EngineCatalog::changed, this, &DashboardSwitch::update);
  update();
}

void DashboardSwitch::update() {
  const ChatTab* tab = tabs_->currentChat();
  const RemoteEndpoint* remote = tab ? tab->session()->remoteEngine() : nullptr;
  remote_->showEngine(remote);
  stack_->setCurrentIndex(remote ? 1 : 0);
  retitle();
}

void DashboardSwitch::retitle() {
  dock_->setWindowTitle(stack_->currentIndex() == 1 ? tr("Server dashboard")
                                                    : tr("Scheduler dashboard"));
}
