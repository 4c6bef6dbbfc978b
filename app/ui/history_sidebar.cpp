#include "ui/history_sidebar.h"

#include <QDateTime>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include "data/chat_store.h"

namespace {

constexpr int kChatIdRole = Qt::UserRole;
constexpr int kMessageIdRole = Qt::UserRole + 1;  // search hits: the message found

}  // namespace

void HistorySidebar::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    search_->setPlaceholderText(tr("Search chats"));
    refresh();  // "Untitled chat"
  }
  QWidget::changeEvent(event);
}

HistorySidebar::HistorySidebar(ChatStore* store, QWidget* parent)
    : QWidget(parent), store_(store), search_(new QLineEdit(this)), list_(new QListWidget(this)) {
  search_->setPlaceholderText(tr("Search chats"));
  search_->setClearButtonEnabled(true);
  list_->setContextMenuPolicy(Qt::CustomContextMenu);
  list_->setWordWrap(true);
  list_->setTextElideMode(Qt::ElideRight);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 0, 4);
  layout->addWidget(search_);
  layout->addWidget(list_);
  connect(search_, &QLineEdit::textChanged, this, &HistorySidebar::refresh);
  connect(list_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
    // A hit in an older answer version or branch: the chat opens showing that version.
    const qint64 messageId = item->data(kMessageIdRole).toLongLong();
    if (messageId != 0 && store_) store_->revealMessage(messageId);
    emit chatActivated(item->data(kChatIdRole).toLongLong());
  });
  connect(list_, &QListWidget::customContextMenuRequested, this, &HistorySidebar::showMenu);
  if (store_) connect(store_, &ChatStore::chatsChanged, this, &HistorySidebar::refresh);
  setEnabled(store_ && store_->isOpen());
  refresh();
}

void HistorySidebar::refresh() {
  list_->clear();
  if (!store_ || !store_->isOpen()) return;
  const QString query = search_->text().trimmed();
  if (query.isEmpty()) {
    for (const Chat& chat : store_->listChats()) {
      const QString when =
          QLocale().toString(QDateTime::fromMSecsSinceEpoch(chat.updatedAt), QLocale::ShortFormat);
      auto* item = new QListWidgetItem(
          (chat.title.isEmpty() ? tr("Untitled chat") : chat.title) + "\n" + when, list_);
      item->setData(kChatIdRole, chat.id);
    }
    return;
  }
  for (const SearchHit& hit : store_->search(query)) {
    const QString snippet = QTextDocumentFragment::fromHtml(hit.snippetHtml).toPlainText();
    auto* item = new QListWidgetItem(hit.chatTitle + "\n" + snippet.simplified(), list_);
    item->setData(kChatIdRole, hit.chatId);
    item->setData(kMessageIdRole, hit.messageId);
    item->setToolTip(snippet);
  }
}

void HistorySidebar::showMenu(const QPoint& pos) {
  QListWidgetItem* item = list_->itemAt(pos);
  if (!item) return;
  const qint64 chatId = item->data(kChatIdRole).toLongLong();
  QMenu menu(this);
  menu.addAction(tr("Open"), this, [this, chatId] { emit chatActivated(chatId); });
  menu.addAction(tr("Export as Markdown…"), this, [this, chatId] { exportChat(chatId, true); });
  menu.addAction(tr("Export as JSON…"), this, [this, chatId] { exportChat(chatId, false); });
  menu.addSeparator();
  menu.addAction(tr("Delete"), this, [this, chatId] {
    if (QMessageBox::question(this, tr("Delete chat"),
                              tr("Delete this chat and all its messages?")) != QMessageBox::Yes)
      return;
    emit chatDeleted(chatId);
    store_->deleteChat(chatId);
  });
  menu.exec(list_->viewport()->mapToGlobal(pos));
}

void HistorySidebar::exportChat(qint64 chatId, bool markdown) {
  const QString filter = markdown ? tr("Markdown (*.md)") : tr("Tessera chat (*.json)");
  const QString path = QFileDialog::getSaveFileName(this, tr("Export chat"), QString(), filter);
  if (path.isEmpty()) return;
  const QByteArray data =
      markdown ? store_->exportMarkdown(chatId).toUtf8() : store_->exportJson(chatId);
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size())
    QMessageBox::warning(this, tr("Export chat"),
                         tr("Could not write %1: %2").arg(path, file.errorString()));
}
