// Shown while no model is open: what Tessera is, and the ways to get a model.
#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

class WelcomePage : public QWidget {
  Q_OBJECT

 public:
  explicit WelcomePage(QWidget* parent = nullptr);

  // The demo model shipped with Tessera; empty: this installation has none (button hidden).
  void setDemoModel(const QString& dir);
  void setRecentModels(const QStringList& dirs);
  // Bytes of file `index` (of `count`); total -1 while unknown.
  void setDownloadProgress(const QString& file, qint64 done, qint64 total, int index, int count);
  void setDownloadFinished(const QString& message);  // empty: nothing to report
  QPushButton* openButton() const { return open_; }
  QPushButton* downloadButton() const { return download_; }
  QPushButton* demoButton() const { return demo_; }

 signals:
  void openFolderRequested();
  void demoModelChosen(const QString& dir);
  void downloadRequested();
  void cancelDownloadRequested();
  void recentModelChosen(const QString& dir);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();

  QPushButton* open_;
  QPushButton* demo_;
  QString demoDir_;
  QPushButton* download_;
  QPushButton* cancel_;
  QProgressBar* progress_;
  QLabel* downloadStatus_;
  QLabel* recentTitle_;
  QListWidget* recent_;
  QLabel* title_;
  QLabel* about_;
};
