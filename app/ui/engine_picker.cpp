#include "ui/engine_picker.h"

#include <QEvent>

#include "chat/chat_session.h"
#include "remote/engine_catalog.h"

EnginePicker::EnginePicker(EngineCatalog* catalog, ChatSession* session, QWidget* parent)
    : QComboBox(parent), catalog_(catalog), session_(session) {
  setObjectName("enginePicker");
  setToolTip(tr("The engine this chat's answers come from (Settings → Engines)"));
  setSizeAdjustPolicy(QComboBox::AdjustToContents);
  refresh();
  connect(catalog_, &EngineCatalog::changed, this, &EnginePicker::refresh);
  connect(this, &QComboBox::activated, this,
          [this](int index) { choose(itemData(index).toString()); });
  connect(session_, &ChatSession::stateChanged, this,
          [this] { setEnabled(!session_->isGenerating()); });
}

void EnginePicker::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    setToolTip(tr("The engine this chat's answers come from (Settings → Engines)"));
    setItemText(findData(kLocalEngineId), tr("Local (this computer)"));
  }
  QComboBox::changeEvent(event);
}

void EnginePicker::choose(const QString& engineId) {
  if (session_->isGenerating()) return;
  catalog_->apply(session_, engineId);
  setCurrentIndex(qMax(0, findData(session_->engineId())));
}

void EnginePicker::refresh() {
  const QSignalBlocker block(this);
  clear();
  addItem(tr("Local (this computer)"), kLocalEngineId);
  for (const RemoteEndpoint& r : catalog_->engines().remotes) addItem(r.displayName(), r.id);
  if (!session_->isGenerating()) catalog_->apply(session_, session_->engineId());
  setCurrentIndex(qMax(0, findData(session_->engineId())));
}
