#include "ui/chat_tabs.h"

#include <QEvent>
#include <QInputDialog>
#include <QTabBar>

#include "chat/chat_session.h"
#include "data/chat_store.h"
#include "remote/engine_catalog.h"
#include "ui/chat_tab.h"
#include "ui/composer.h"
#include "ui/engine_picker.h"
#include "ui/status_line.h"

ChatTabs::ChatTabs(EngineBridge* bridge, ChatStore* store, QWidget* parent)
    : QTabWidget(parent), bridge_(bridge), store_(store) {
  setTabsClosable(true);
  setMovable(true);
  setDocumentMode(true);
  tabBar()->setExpanding(false);
  connect(this, &QTabWidget::tabCloseRequested, this, &ChatTabs::closeChat);
  connect(this, &QTabWidget::tabBarDoubleClicked, this, [this](int index) {
    if (index >= 0) renameChat(index);
  });
}

ChatTab* ChatTabs::newChat() {
  auto* tab = new ChatTab(bridge_, store_, this);
  ChatSession* session = tab->session();
  connect(session, &ChatSession::titleChanged, this, [this, tab] { updateTitle(tab); });
  connect(session, &ChatSession::stateChanged, this, [this, tab] { updateTitle(tab); });
  if (colors_) tab->statusLine()->setRequestColors(colors_);
  if (catalog_) {
    auto* picker = new EnginePicker(catalog_, session, tab);
    tab->addControl(picker);
    picker->choose(catalog_->engineForNewChat(bridge_->isLoaded()));
  }
  setCurrentIndex(addTab(tab, QString()));
  updateTitle(tab);
  tab->composer()->setFocus();
  return tab;
}

ChatTab* ChatTabs::openSavedChat(qint64 chatId) {
  for (ChatTab* tab : chats()) {
    if (tab->session()->chat().id == chatId) {
      // Re-read when idle: the history may now show another answer version (a search hit).
      if (!tab->session()->isGenerating()) tab->session()->openSaved(chatId);
      setCurrentWidget(tab);
      return tab;
    }
  }
  ChatTab* tab = newChat();
  if (!tab->session()->openSaved(chatId)) {
    closeChat(indexOf(tab));
    return nullptr;
  }
  chooseEngine(tab);
  return tab;
}

ChatTab* ChatTabs::openLoadedChat(SavedChat saved) {
  ChatTab* tab = newChat();
  if (!tab->session()->openLoaded(std::move(saved))) {
    closeChat(indexOf(tab));
    return nullptr;
  }
  chooseEngine(tab);
  return tab;
}

void ChatTabs::chooseEngine(ChatTab* tab) {
  if (auto* picker = tab->findChild<EnginePicker*>())
    picker->choose(catalog_->engineFor(tab->session()->messages()));
}

void ChatTabs::setEngineCatalog(EngineCatalog* catalog) {
  catalog_ = catalog;
}

ChatTab* ChatTabs::chatAt(int index) const {
  return qobject_cast<ChatTab*>(widget(index));
}

ChatTab* ChatTabs::currentChat() const {
  return qobject_cast<ChatTab*>(currentWidget());
}

QList<ChatTab*> ChatTabs::chats() const {
  QList<ChatTab*> all;
  for (int i = 0; i < count(); ++i) all.append(chatAt(i));
  return all;
}

void ChatTabs::closeChat(int index) {
  ChatTab* tab = chatAt(index);
  if (!tab) return;
  tab->session()->stop();
  removeTab(index);
  tab->deleteLater();
}

void ChatTabs::renameChat(int index) {
  ChatTab* tab = chatAt(index);
  if (!tab) return;
  bool ok = false;
  const QString title = QInputDialog::getText(this, tr("Rename chat"), tr("Name:"),
                                              QLineEdit::Normal, tab->session()->title(), &ok);
  if (ok && !title.trimmed().isEmpty()) tab->session()->setTitle(title.trimmed());
}

void ChatTabs::setRequestColors(RequestColors* colors) {
  colors_ = colors;
  for (ChatTab* tab : chats()) tab->statusLine()->setRequestColors(colors_);
}

ChatTab* ChatTabs::chatOwning(tessera::RequestId id) const {
  for (ChatTab* tab : chats())
    if (tab->session()->ownsRequest(id)) return tab;
  return nullptr;
}

void ChatTabs::selectNext(int step) {
  if (count() > 0) setCurrentIndex((currentIndex() + step + count()) % count());
}

void ChatTabs::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange)
    for (ChatTab* tab : chats()) updateTitle(tab);  // "New chat"
  QTabWidget::changeEvent(event);
}

void ChatTabs::updateTitle(ChatTab* tab) {
  const int index = indexOf(tab);
  if (index < 0) return;
  const ChatSession* session = tab->session();
  const QString title = session->title().isEmpty() ? tr("New chat") : session->title();
  // A dot marks the tabs that are writing an answer right now.
  setTabText(index, session->isGenerating() ? QString::fromUtf8("● ") + title : title);
  setTabToolTip(index, title);
}
