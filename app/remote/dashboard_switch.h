// The dashboard dock shows the current chat's engine: the scheduler dashboard for the local
// engine, the remote dashboard (the server's /metrics) for a remote one. Polling runs only
// while a remote chat is the current tab.
#pragma once

#include <QObject>

class ChatTabs;
class EngineCatalog;
class QDockWidget;
class QStackedWidget;
class QWidget;
class RemoteDashboard;

class DashboardSwitch : public QObject {
  Q_OBJECT

 public:
  // Puts `localDashboard` and a new RemoteDashboard into `dock`.
  DashboardSwitch(EngineCatalog* catalog, ChatTabs* tabs, QDockWidget* dock,
                  QWidget* localDashboard);

  RemoteDashboard* remoteDashboard() const { return remote_; }
  void update();
  void retitle();  // the dock's title in the installed language

 private:
  EngineCatalog* catalog_;
  ChatTabs* tabs_;
  QDockWidget* dock_;
  QStackedWidget* stack_;
  RemoteDashboard* remote_;
};
