// Settings → Engines: "Local (this computer)" and any number of remote OpenAI-compatible
// servers (vLLM, tessera-server, ...): address, API key, model from the server's /v1/models,
// "Test connection" with its verdict, and which engine new chats use.
#pragma once

#include <QDialog>

#include "remote/connection_test.h"
#include "remote/remote_endpoint.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QNetworkAccessManager;
class QPushButton;
class QWidget;

class EnginesDialog : public QDialog {
  Q_OBJECT

 public:
  EnginesDialog(const EngineList& engines, QNetworkAccessManager* network,
                QWidget* parent = nullptr);

  EngineList engines() const { return engines_; }
  void selectEngine(int row);  // 0: local, 1..: the remotes in order
  void addServer();
  void testConnection();

 signals:
  void tested(const ConnectionVerdict& verdict);  // after "Test connection" (for tests)

 private:
  void refreshList();
  void showSelected();
  void storeForm();  // form → the selected remote
  void removeSelected();
  void makeDefault();
  void showVerdict(const ConnectionVerdict& verdict);
  int remoteIndex() const;  // -1 when the local engine is selected

  EngineList engines_;
  ConnectionTest test_;
  QListWidget* list_;
  QPushButton* remove_;
  QPushButton* default_;
  QWidget* form_;
  QLabel* localNote_;
  QLineEdit* name_;
  QLineEdit* url_;
  QLineEdit* key_;
  QComboBox* model_;
  QPushButton* test_button_;
  QLabel* verdict_;
  bool filling_ = false;
};
