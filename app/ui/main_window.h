// The window: a welcome page until a model is open, then the chat tabs beside the saved chats,
// with the scheduler dashboard in a dock.
#pragma once

#include <QMainWindow>

#include "data/chat_importer.h"
#include "library/model_downloader.h"
#include "ui/app_settings.h"

class ChatStore;
class LocalApiServer;
class ChatTab;
class DashboardSwitch;
class DashboardWidget;
class EngineCatalog;
class QDockWidget;
class HistorySidebar;
class ChatTabs;
class EngineBridge;
class QLabel;
class QMenu;
class QProgressBar;
class QProgressDialog;
class QSettings;
class QStackedWidget;
class Translations;
class WelcomePage;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  // `store` may be null (history could not be opened): chats are then not saved.
  MainWindow(EngineBridge* bridge, ChatStore* store, QSettings* settings,
             QWidget* parent = nullptr);
  ~MainWindow() override;

  void openModel(const QString& dir);      // loads on a worker; the window stays responsive
  void setDevice(tessera::Device device);  // for this run only (the --device option)
  ChatTabs* tabs() const { return tabs_; }
  WelcomePage* welcomePage() const { return welcome_; }
  HistorySidebar* sidebar() const { return sidebar_; }
  DashboardWidget* dashboard() const { return dashboard_; }
  // The local API server; null in a build without it (TESSERA_BUILD_SERVER=OFF).
  LocalApiServer* apiServer() const { return apiServer_; }
  QLabel* apiStatus() const { return apiLabel_; }
  EngineCatalog* engines() const { return engines_; }
  DashboardSwitch* dashboardSwitch() const { return dashboardSwitch_; }
  bool showsWelcome() const;
  // Imports a chat file on a worker thread (File > Import chat…), with a progress dialog that
  // can cancel it; the chat opens in a new tab when a model is loaded. Errors are shown.
  void importChatFile(const QString& path);
  ChatImporter* importer() { return &importer_; }
  // Where a language chosen in Settings is installed; without it the choice is only saved.
  void setTranslations(Translations* translations) { translations_ = translations; }
  // Installs `code` ("" follows the system) at once; every widget retranslates itself.
  void setLanguage(const QString& code);

 protected:
  void closeEvent(QCloseEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void buildMenus();
  void retranslate();
  void refreshModelLabel();
  void buildDashboard();
  void applySchedulerConfig(const tessera::SchedulerConfig& config);
  void chooseModelFolder();
  void chooseModelFile();
  void importChat();
  void downloadDefaultModel();
  void closeDeletedChat(qint64 chatId);
  void showPreferences();
  void buildApiServer();  // main_window_api.cpp (main_window_no_api.cpp without the server)
  void showApiServerSettings();
  void refreshApiLabel();
  void showEngines();
  void refreshRecentModels();
  void onModelLoaded();
  void reopenChats();
  void showChats();  // the tabs instead of the welcome page
  void onModelLoadFailed(const QString& message);
  void onLoadProgress(int percent, const QString& stage);

  EngineBridge* bridge_;
  ChatStore* store_;
  QSettings* settings_;
  EngineSettings engineSettings_;
  QString loadingDir_;  // the folder being opened (or the last one tried)
  QString modelDir_;    // the folder of the model running now
  bool loading_ = false;
  Translations* translations_ = nullptr;
  QStackedWidget* pages_;
  WelcomePage* welcome_;
  ChatTabs* tabs_;
  HistorySidebar* sidebar_;
  DashboardWidget* dashboard_;
  QDockWidget* dashboardDock_;
  EngineCatalog* engines_;
  DashboardSwitch* dashboardSwitch_ = nullptr;
  bool dashboardWanted_ = true;  // hidden on the welcome page, shown again with the chats
  bool firstRun_ = false;        // no saved window layout yet
  QMenu* recentMenu_ = nullptr;
  ModelDownloader downloader_;
  ChatImporter importer_;
  QProgressDialog* importProgress_ = nullptr;  // while an import runs
  QLabel* modelLabel_;
  LocalApiServer* apiServer_ = nullptr;
  QLabel* apiLabel_;
  QProgressBar* loadBar_;
};
