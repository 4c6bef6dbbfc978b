// Models → Model library…: add a model from the Hugging Face Hub (paste owner/name[@revision] or
// pick a known one), see before downloading whether Tessera can run it, how big it is and how
// much memory it needs here; downloads with progress, pause/resume/cancel, several at once; the
// installed models with size, last use, remove, open folder, and "Use" to switch the engine.
#pragma once

#include <QDialog>
#include <QEvent>

#include "library/download_queue.h"
#include "library/hub_inspector.h"
#include "library/installed_models.h"

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSettings;
class QTableWidget;
class QTreeWidget;

class ModelLibraryDialog : public QDialog {
  Q_OBJECT

 public:
  ModelLibraryDialog(QSettings* settings, const QString& modelsDir,
                     const QUrl& hubEndpoint = QUrl(QStringLiteral("https://huggingface.co")),
                     QWidget* parent = nullptr);

  QComboBox* modelId() const { return modelId_; }
  QPushButton* checkButton() const { return check_; }
  QPushButton* downloadButton() const { return download_; }
  QLabel* reportLabel() const { return report_; }
  QTreeWidget* installedList() const { return installed_; }
  DownloadQueue* queue() { return &queue_; }
  void refreshInstalled();

 signals:
  void modelChosen(const QString& dir);  // "Use": the engine should switch to it

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  QString reportHtml(const HubModelReport& report) const;
  QWidget* buildAddSection();
  QWidget* buildDownloadsSection();
  QWidget* buildInstalledSection();
  void checkModel();
  void showReport(const HubModelReport& report);
  void startDownload();
  void updateDownloadRow(int index);
  void actOnSelectedDownload(void (DownloadQueue::*action)(int));
  QString selectedInstalledPath() const;

  QSettings* settings_;
  InstalledModels models_;
  HubInspector inspector_;
  DownloadQueue queue_;
  std::optional<HubModelReport> lastReport_;
  QString inspectedRepo_;    // of the Hub check under way or last made
  QString hubFailure_;       // why the Hub check failed, shown above an offline report
  bool showingHint_ = true;  // the report line still shows the first hint
  QComboBox* modelId_ = nullptr;
  QPushButton* check_ = nullptr;
  QLabel* report_ = nullptr;
  QPushButton* download_ = nullptr;
  QLineEdit* token_ = nullptr;
  QTableWidget* downloads_ = nullptr;
  QTreeWidget* installed_ = nullptr;
  QGroupBox* addBox_ = nullptr;
  QGroupBox* downloadsBox_ = nullptr;
  QGroupBox* installedBox_ = nullptr;
  QLabel* tokenLabel_ = nullptr;
  QPushButton* pause_ = nullptr;
  QPushButton* resume_ = nullptr;
  QPushButton* cancel_ = nullptr;
  QPushButton* use_ = nullptr;
  QPushButton* open_ = nullptr;
  QPushButton* remove_ = nullptr;
};
