#include "library/model_switch.h"

#include <QMessageBox>
#include <QPushButton>
#include <memory>

#include "chat/chat_session.h"
#include "library/model_library_dialog.h"
#include "ui/chat_tab.h"
#include "ui/chat_tabs.h"

namespace {

QList<ChatSession*> generating(ChatTabs* tabs) {
  QList<ChatSession*> busy;
  for (ChatTab* tab : tabs->chats())
    if (tab->session()->isGenerating()) busy << tab->session();
  return busy;
}

}  // namespace

void switchModelWhenReady(QWidget* parent, ChatTabs* tabs, const std::function<void()>& doSwitch) {
  const QList<ChatSession*> busy = generating(tabs);
  if (busy.isEmpty()) return doSwitch();
  QMessageBox box(QMessageBox::Question, QObject::tr("Switch model"),
                  QObject::tr("%n chat(s) are still generating an answer.", nullptr, busy.size()),
                  QMessageBox::NoButton, parent);
  QPushButton* stop = box.addButton(QObject::tr("Stop them and switch"), QMessageBox::AcceptRole);
  QPushButton* wait =
      box.addButton(QObject::tr("Switch when they finish"), QMessageBox::ActionRole);
  box.addButton(QMessageBox::Cancel);
  box.setInformativeText(
      QObject::tr("Stopped answers keep the text generated so far; you can regenerate them with "
                  "the new model."));
  box.exec();
  if (box.clickedButton() == stop) {
    for (ChatSession* session : busy) session->stop();
    doSwitch();
  } else if (box.clickedButton() == wait) {
    // One shared guard: the switch happens once, when the last busy chat has finished.
    auto pending = std::make_shared<bool>(true);
    for (ChatSession* session : busy) {
      QObject::connect(session, &ChatSession::answerFinished, tabs, [tabs, pending, doSwitch] {
        if (!*pending || !generating(tabs).isEmpty()) return;
        *pending = false;
        doSwitch();
      });
    }
  }
}

void showModelLibrary(QWidget* parent, QSettings* settings, ChatTabs* tabs,
                      const std::function<void(const QString& dir)>& open) {
  auto* dialog = new ModelLibraryDialog(settings, InstalledModels::defaultDir(),
                                        QUrl(QStringLiteral("https://huggingface.co")), parent);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  QObject::connect(dialog, &ModelLibraryDialog::modelChosen, dialog,
                   [dialog, tabs, open](const QString& dir) {
                     switchModelWhenReady(dialog, tabs, [open, dir] { open(dir); });
                   });
  dialog->show();
}
