#include "ui/main_window.h"

#include <QAction>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QProgressDialog>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

#include "chat/chat_session.h"
#include "dashboard/dashboard_widget.h"
#include "dashboard/load_simulator.h"
#include "dashboard/replay_controller.h"
#include "data/chat_store.h"
#include "engine_bridge.h"
#include "engine_messages.h"
#include "library/model_switch.h"
#include "remote/dashboard_switch.h"
#include "remote/engine_catalog.h"
#include "ui/chat_tab.h"
#include "ui/chat_tabs.h"
#include "ui/demo_model.h"
#include "ui/engines_dialog.h"
#include "ui/history_sidebar.h"
#include "ui/settings_dialog.h"
#include "ui/translations.h"
#include "ui/welcome_page.h"

MainWindow::MainWindow(EngineBridge* bridge, ChatStore* store, QSettings* settings, QWidget* parent)
    : QMainWindow(parent),
      bridge_(bridge),
      store_(store),
      settings_(settings),
      engineSettings_(loadEngineSettings(*settings)),
      pages_(new QStackedWidget(this)),
      welcome_(new WelcomePage(this)),
      tabs_(new ChatTabs(bridge, store, this)),
      sidebar_(new HistorySidebar(store, this)),
      dashboard_(new DashboardWidget(&bridge->recorder(), this)),
      dashboardDock_(new QDockWidget(this)),
      engines_(new EngineCatalog(settings, this)),
      modelLabel_(new QLabel(this)),
      apiLabel_(new QLabel(this)),
      loadBar_(new QProgressBar(this)) {
  const QSize screen = QGuiApplication::primaryScreen()->availableSize();
  resize(qMin(1400, screen.width() * 9 / 10), qMin(950, screen.height() * 9 / 10));
  // The history stays beside the welcome page: its chats can be read (and continued on a
  // remote engine) before any model is open.
  auto* chats = new QSplitter(this);
  pages_->addWidget(welcome_);
  pages_->addWidget(tabs_);
  chats->addWidget(sidebar_);
  chats->addWidget(pages_);
  chats->setStretchFactor(1, 1);
  chats->setSizes({260, 940});
  setCentralWidget(chats);
  modelLabel_->setObjectName("modelLabel");
  loadBar_->setMaximumWidth(200);
  loadBar_->hide();
  statusBar()->addWidget(modelLabel_, 1);
  statusBar()->addPermanentWidget(loadBar_);
  buildDashboard();
  buildApiServer();  // before retranslate(), which shows the server's URL
  retranslate();
  restoreGeometry(settings_->value("window/geometry").toByteArray());
  firstRun_ = !restoreState(settings_->value("window/state").toByteArray());
  dashboardWanted_ = !dashboardDock_->isHidden();
  dashboardDock_->hide();
  refreshRecentModels();
  welcome_->setDemoModel(findDemoModel(QCoreApplication::applicationDirPath()));

  connect(welcome_, &WelcomePage::openFolderRequested, this, &MainWindow::chooseModelFolder);
  connect(welcome_, &WelcomePage::recentModelChosen, this, &MainWindow::openModel);
  connect(welcome_, &WelcomePage::demoModelChosen, this, &MainWindow::openModel);
  connect(welcome_, &WelcomePage::downloadRequested, this, &MainWindow::downloadDefaultModel);
  connect(welcome_, &WelcomePage::cancelDownloadRequested, &downloader_, &ModelDownloader::cancel);
  connect(&downloader_, &ModelDownloader::progress, welcome_, &WelcomePage::setDownloadProgress);
  connect(&downloader_, &ModelDownloader::failed, this, [this](const QString& message) {
    welcome_->setDownloadFinished(tr("The download stopped: %1").arg(message));
  });
  connect(&downloader_, &ModelDownloader::canceled, this,
          [this] { welcome_->setDownloadFinished(tr("Download canceled.")); });
  connect(sidebar_, &HistorySidebar::chatActivated, this, [this](qint64 chatId) {
    if (tabs_->openSavedChat(chatId)) showChats();
  });
  connect(sidebar_, &HistorySidebar::chatDeleted, this, &MainWindow::closeDeletedChat);
  connect(bridge_, &EngineBridge::loadProgress, this, &MainWindow::onLoadProgress);
  connect(bridge_, &EngineBridge::modelLoaded, this, &MainWindow::onModelLoaded);
  connect(bridge_, &EngineBridge::modelLoadFailed, this, &MainWindow::onModelLoadFailed);
  if (store_)  // the chat concerned says so too; this covers renames, deletions and settings
    connect(store_, &ChatStore::writeFailed, this,
            [this](const QString& message) { statusBar()->showMessage(message, 15000); });
  connect(bridge_, &EngineBridge::errorMessage, this,
          [this](const QString& message) { statusBar()->showMessage(message, 8000); });
}

bool MainWindow::showsWelcome() const {
  return pages_->currentWidget() == welcome_;
}

void MainWindow::showChats() {
  if (showsWelcome()) dashboardDock_->setVisible(dashboardWanted_);
  pages_->setCurrentWidget(tabs_);
}

void MainWindow::buildDashboard() {
  dashboardDock_->setObjectName("dashboardDock");
  tabs_->setEngineCatalog(engines_);
  dashboardSwitch_ = new DashboardSwitch(engines_, tabs_, dashboardDock_, dashboard_);
  dashboardDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                              QDockWidget::DockWidgetClosable);
  addDockWidget(Qt::BottomDockWidgetArea, dashboardDock_);
  tabs_->setRequestColors(dashboard_->colors());
  connect(dashboard_, &DashboardWidget::schedulerConfigRequested, this,
          &MainWindow::applySchedulerConfig);
  connect(dashboard_, &DashboardWidget::requestActivated, this, [this](tessera::RequestId id) {
    if (ChatTab* tab = tabs_->chatOwning(id)) tabs_->setCurrentWidget(tab);
  });
  connect(dashboard_, &DashboardWidget::simulateLoadRequested, this,
          [this](const SimulatedLoad& load) {
            const tessera::ModelInfo* info = bridge_->modelInfo();
            if (!info) return;
            LoadSimulator simulator(info->vocab_size, [this](tessera::GenerationRequest r) {
              return bridge_->submit(std::move(r));
            });
            try {
              for (tessera::RequestId id : simulator.run(load)) {
                dashboard_->replay()->setRequestSource(id, QStringLiteral("simulated"));
              }
            } catch (const std::invalid_argument& e) {
              statusBar()->showMessage(QString::fromUtf8(e.what()), 8000);
            }
          });
  connect(bridge_, &EngineBridge::modelUnloading, dashboard_->replay(), &ReplayController::abandon);
  dashboard_->replay()->setSubmit(
      [this](int prompt_tokens, int output_tokens, std::uint64_t seed) -> tessera::RequestId {
        const tessera::ModelInfo* info = bridge_->modelInfo();
        if (!info) return 0;
        const LoadSimulator simulator(info->vocab_size, [this](tessera::GenerationRequest r) {
          return bridge_->submit(std::move(r));
        });
        try {
          return simulator.submit(simulator.makeRequest(prompt_tokens, output_tokens, seed));
        } catch (const std::invalid_argument& e) {
          statusBar()->showMessage(QString::fromUtf8(e.what()), 8000);
          return 0;
        }
      });
}

void MainWindow::applySchedulerConfig(const tessera::SchedulerConfig& config) {
  engineSettings_.scheduler = config;
  saveEngineSettings(*settings_, engineSettings_);
  bridge_->setSchedulerConfig(config);
  dashboard_->setSchedulerConfig(bridge_->schedulerConfig());
}

// Texts set here follow the installed translation (QEvent::LanguageChange).
void MainWindow::retranslate() {
  setWindowTitle(tr("Tessera"));
  if (dashboardSwitch_) dashboardSwitch_->retitle();  // it names the dock after the chat's engine
  for (QAction* action : menuBar()->actions()) delete action->menu();  // the menus are rebuilt
  menuBar()->clear();
  buildMenus();
  refreshModelLabel();
  refreshApiLabel();
}

void MainWindow::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    retranslate();
    refreshRecentModels();
  }
  QMainWindow::changeEvent(event);
}

void MainWindow::setLanguage(const QString& code) {
  engineSettings_.language = code;
  saveEngineSettings(*settings_, engineSettings_);
  if (translations_ && !translations_->apply(code))
    statusBar()->showMessage(tr("No translation for the language %1").arg(code), 8000);
}

void MainWindow::refreshModelLabel() {
  const tessera::ModelInfo* info = bridge_->isLoaded() ? bridge_->modelInfo() : nullptr;
  if (loading_)
    modelLabel_->setText(tr("Loading %1…").arg(QDir(loadingDir_).dirName()));
  else if (info)
    modelLabel_->setText(tr("%1 · %2 · %3 tokens of context")
                             .arg(QString::fromStdString(info->name))
                             .arg(QString::fromStdString(info->device_name))
                             .arg(info->max_model_len));
  else
    modelLabel_->setText(tr("No model open"));
}

void MainWindow::buildMenus() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  file->addAction(tr("&New chat"), QKeySequence(Qt::CTRL | Qt::Key_T), this, [this] {
    // A remote engine needs no local model.
    if (!bridge_->isLoaded() && engines_->engines().remotes.isEmpty()) return;
    showChats();
    tabs_->newChat();
  });
  file->addAction(tr("&Close chat"), QKeySequence(Qt::CTRL | Qt::Key_W), this,
                  [this] { tabs_->closeChat(tabs_->currentIndex()); });
  file->addSeparator();
  file->addAction(tr("&Open model folder…"), QKeySequence::Open, this,
                  &MainWindow::chooseModelFolder);
  file->addAction(tr("Open &GGUF model file…"), this, &MainWindow::chooseModelFile);
  recentMenu_ = file->addMenu(tr("Recent models"));
  // --- model library (issue 16) ---
  file->addAction(tr("Model &library…"), this, [this] {
    showModelLibrary(this, settings_, tabs_, [this](const QString& dir) { openModel(dir); });
  });
  // --- end model library ---
  file->addSeparator();
  file->addAction(tr("&Import chat…"), this, &MainWindow::importChat)
      ->setEnabled(store_ && store_->isOpen());
  file->addSeparator();
  file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

  QMenu* chat = menuBar()->addMenu(tr("&Chat"));
  chat->addAction(tr("&Rename…"), QKeySequence(Qt::Key_F2), this,
                  [this] { tabs_->renameChat(tabs_->currentIndex()); });
  chat->addAction(tr("Chat &settings…"), this, [this] {
    if (ChatTab* tab = tabs_->currentChat()) tab->editSettings();
  });
  chat->addAction(tr("S&top"), QKeySequence(Qt::Key_Escape), this, [this] {
    if (ChatTab* tab = tabs_->currentChat()) tab->session()->stop();
  });
  chat->addSeparator();
  chat->addAction(tr("Next chat"), QKeySequence(Qt::CTRL | Qt::Key_Tab), this,
                  [this] { tabs_->selectNext(1); });
  chat->addAction(tr("Previous chat"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab), this,
                  [this] { tabs_->selectNext(-1); });

  QMenu* view = menuBar()->addMenu(tr("&View"));
  QAction* toggleDashboard = dashboardDock_->toggleViewAction();
  toggleDashboard->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
  view->addAction(toggleDashboard);

  QMenu* settings = menuBar()->addMenu(tr("&Settings"));
  settings->addAction(tr("&Preferences…"), QKeySequence::Preferences, this,
                      &MainWindow::showPreferences);
#ifdef TESSERA_HAS_API_SERVER
  settings->addAction(tr("&Local API server…"), this, &MainWindow::showApiServerSettings);
#endif
  settings->addAction(tr("&Engines…"), this, &MainWindow::showEngines);
}

void MainWindow::chooseModelFolder() {
  const QString start = recentModels(*settings_).value(0, QDir::homePath());
  const QString dir =
      QFileDialog::getExistingDirectory(this, tr("Open a Hugging Face model folder"), start);
  if (!dir.isEmpty()) openModel(dir);
}

// A llama.cpp GGUF file holds the whole model (weights, tokenizer, chat template) in one file.
void MainWindow::chooseModelFile() {
  const QString start = recentModels(*settings_).value(0, QDir::homePath());
  const QString file = QFileDialog::getOpenFileName(this, tr("Open a GGUF model file"), start,
                                                    tr("GGUF models (*.gguf)"));
  if (!file.isEmpty()) openModel(file);
}

void MainWindow::openModel(const QString& dir) {
  loadingDir_ = dir;
  loading_ = true;
  refreshModelLabel();
  bridge_->loadModel(engineSettings_.engineConfig(dir));
}

void MainWindow::setDevice(tessera::Device device) {
  engineSettings_.device = device;
}

void MainWindow::onLoadProgress(int percent, const QString& stage) {
  loadBar_->setVisible(percent < 100);
  loadBar_->setRange(0, percent <= 0 ? 0 : 100);  // no percentage yet: a busy bar
  loadBar_->setValue(percent);
  loadBar_->setFormat(stage);
}

void MainWindow::onModelLoaded() {
  loadBar_->hide();
  loading_ = false;
  modelDir_ = loadingDir_;
  rememberModel(*settings_, modelDir_);
  refreshRecentModels();
  const tessera::ModelInfo& info = *bridge_->modelInfo();
  refreshModelLabel();
  if (!info.notice.empty()) statusBar()->showMessage(translateEngineMessage(info.notice), 15000);
  dashboard_->setSchedulerConfig(bridge_->schedulerConfig());
  if (showsWelcome()) {
    dashboardDock_->setVisible(dashboardWanted_);
    // First run: once laid out, the chats keep most of the height.
    if (firstRun_)
      QTimer::singleShot(0, this,
                         [this] { resizeDocks({dashboardDock_}, {height() / 3}, Qt::Vertical); });
  }
  pages_->setCurrentIndex(1);
  if (tabs_->count() == 0) reopenChats();
}

void MainWindow::onModelLoadFailed(const QString& message) {
  loadBar_->hide();
  loading_ = false;
  refreshModelLabel();
  auto* box = new QMessageBox(QMessageBox::Warning, tr("Could not open the model"),
                              tr("Tessera could not open the model folder\n%1\n\n%2")
                                  .arg(QDir::toNativeSeparators(loadingDir_), message),
                              QMessageBox::Ok, this);
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->open();
}

// TinyLlama goes to the application's data folder; a complete copy there is opened directly.
void MainWindow::downloadDefaultModel() {
  const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                      "/models/TinyLlama-1.1B-Chat-v1.0";
  const QList<DownloadFile> files = tinyLlamaChatFiles();
  if (ModelDownloader::isComplete(files, dir)) {
    openModel(dir);
    return;
  }
  disconnect(&downloader_, &ModelDownloader::finished, this, nullptr);
  connect(&downloader_, &ModelDownloader::finished, this, [this, dir] {
    welcome_->setDownloadFinished(QString());
    openModel(dir);
  });
  downloader_.start(files, dir);
}

void MainWindow::importChat() {
  if (importer_.isRunning()) {  // one at a time; its progress dialog is already up
    importProgress_->show();
    return;
  }
  const QString path =
      QFileDialog::getOpenFileName(this, tr("Import chat"), QString(), tr("Tessera chat (*.json)"));
  if (!path.isEmpty()) importChatFile(path);
}

void MainWindow::importChatFile(const QString& path) {
  if (!store_ || !store_->isOpen() || !importer_.start(path, store_->path())) return;
  importProgress_ = new QProgressDialog(tr("Importing %1…").arg(QFileInfo(path).fileName()),
                                        tr("Cancel"), 0, 0, this);
  importProgress_->setObjectName("importProgress");
  importProgress_->setWindowTitle(tr("Import chat"));
  importProgress_->setMinimumDuration(500);  // a small chat is done before it would show
  connect(importProgress_, &QProgressDialog::canceled, &importer_, &ChatImporter::cancel);
  connect(&importer_, &ChatImporter::progressed, importProgress_, [this](int saved, int total) {
    importProgress_->setMaximum(total);
    importProgress_->setValue(saved);
  });
  const auto done = [this] {
    importer_.disconnect(this);
    importer_.disconnect(importProgress_);
    importProgress_->deleteLater();
    importProgress_ = nullptr;
  };
  connect(&importer_, &ChatImporter::finished, this, [this, done](const SavedChat& chat) {
    done();
    store_->noteChatsChangedElsewhere();
    if (bridge_->isLoaded()) tabs_->openLoadedChat(chat);
  });
  connect(&importer_, &ChatImporter::cancelled, this, [this, done] {
    done();
    statusBar()->showMessage(tr("The import was cancelled; nothing was saved."), 8000);
  });
  connect(&importer_, &ChatImporter::failed, this, [this, done, path](const QString& reason) {
    done();
    QMessageBox::warning(this, tr("Import chat"), tr("Could not import %1:\n%2").arg(path, reason));
  });
}

void MainWindow::closeDeletedChat(qint64 chatId) {
  for (ChatTab* tab : tabs_->chats())
    if (tab->session()->chat().id == chatId) tabs_->closeChat(tabs_->indexOf(tab));
}

void MainWindow::refreshRecentModels() {
  const QStringList recent = recentModels(*settings_);
  welcome_->setRecentModels(recent);
  recentMenu_->clear();
  for (const QString& dir : recent)
    recentMenu_->addAction(dir, this, [this, dir] { openModel(dir); });
  recentMenu_->setEnabled(!recent.isEmpty());
}

void MainWindow::showPreferences() {
  SettingsDialog dialog(engineSettings_, this);
  if (dialog.exec() != QDialog::Accepted) return;
  const EngineSettings chosen = dialog.settings();
  const bool reload =
      chosen.device != engineSettings_.device || chosen.kvCacheMib != engineSettings_.kvCacheMib;
  const bool relanguage = chosen.language != engineSettings_.language;
  engineSettings_ = chosen;
  if (relanguage) setLanguage(chosen.language);
  applySchedulerConfig(engineSettings_.scheduler);
  if (reload && bridge_->isLoaded() && !modelDir_.isEmpty()) openModel(modelDir_);
}

void MainWindow::showEngines() {
  EnginesDialog dialog(engines_->engines(), engines_->network(), this);
  if (dialog.exec() == QDialog::Accepted) engines_->setEngines(dialog.engines());
}

// The chats that were open when Tessera last quit, in their tab order; else one new chat.
void MainWindow::reopenChats() {
  for (const QVariant& id : settings_->value("chats/open").toList())
    tabs_->openSavedChat(id.toLongLong());
  if (tabs_->count() == 0) tabs_->newChat();
  tabs_->setCurrentIndex(0);
}

void MainWindow::closeEvent(QCloseEvent* event) {
  QVariantList open;
  for (ChatTab* tab : tabs_->chats()) {
    tab->session()->stop();  // keeps what was generated
    if (tab->session()->chat().id != 0) open.append(tab->session()->chat().id);
  }
  if (bridge_->isLoaded()) settings_->setValue("chats/open", open);
  if (showsWelcome()) dashboardDock_->setVisible(dashboardWanted_);  // as the user left it
  settings_->setValue("window/geometry", saveGeometry());
  settings_->setValue("window/state", saveState());
  event->accept();
}
