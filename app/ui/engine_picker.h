// The engine a chat runs on, chosen in the chat's tab: "Local (this computer)" or one of the
// remote servers of Settings → Engines. Locked while the chat is answering.
#pragma once

#include <QComboBox>

class ChatSession;
class EngineCatalog;

class EnginePicker : public QComboBox {
  Q_OBJECT

 public:
  EnginePicker(EngineCatalog* catalog, ChatSession* session, QWidget* parent = nullptr);

  void choose(const QString& engineId);  // puts the session on it

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void refresh();  // the catalog changed: new names, and a changed server applies at once

  EngineCatalog* catalog_;
  ChatSession* session_;
};
