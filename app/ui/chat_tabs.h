// The open chats as tabs: new, close, rename (double-click), reorder (drag).
#pragma once

#include <QTabWidget>

#include "tessera/request.h"

class ChatStore;
class ChatTab;
class EngineBridge;
class EngineCatalog;
class RequestColors;
struct SavedChat;

class ChatTabs : public QTabWidget {
  Q_OBJECT

 public:
  ChatTabs(EngineBridge* bridge, ChatStore* store, QWidget* parent = nullptr);

  ChatTab* newChat();
  ChatTab* openSavedChat(qint64 chatId);  // selects its tab when it is already open
  ChatTab* openLoadedChat(SavedChat saved);  // a new chat, read by an import's worker thread
  ChatTab* chatAt(int index) const;
  ChatTab* currentChat() const;
  QList<ChatTab*> chats() const;
  void closeChat(int index);  // stops its answer (the text so far is kept) and removes the tab
  void renameChat(int index);
  void selectNext(int step);                         // wraps around
  void setRequestColors(RequestColors* colors);      // the dashboard's, shown in each status line
  void setEngineCatalog(EngineCatalog* catalog);     // chats opened later get an engine picker
  ChatTab* chatOwning(tessera::RequestId id) const;  // null when no open chat sent it

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void updateTitle(ChatTab* tab);
  void chooseEngine(ChatTab* tab);  // the one its last answer came from

  EngineBridge* bridge_;
  ChatStore* store_;
  RequestColors* colors_ = nullptr;
  EngineCatalog* catalog_ = nullptr;
};
