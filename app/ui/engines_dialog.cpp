#include "ui/engines_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QUuid>
#include <QVBoxLayout>

EnginesDialog::EnginesDialog(const EngineList& engines, QNetworkAccessManager* network,
                             QWidget* parent)
    : QDialog(parent),
      engines_(engines),
      test_(network),
      list_(new QListWidget(this)),
      remove_(new QPushButton(tr("Remove"), this)),
      default_(new QPushButton(tr("Use for new chats"), this)),
      form_(new QWidget(this)),
      localNote_(new QLabel(this)),
      name_(new QLineEdit(form_)),
      url_(new QLineEdit(form_)),
      key_(new QLineEdit(form_)),
      model_(new QComboBox(form_)),
      test_button_(new QPushButton(tr("Test connection"), form_)),
      verdict_(new QLabel(form_)) {
  setWindowTitle(tr("Engines"));
  list_->setObjectName("engineList");
  name_->setObjectName("engineName");
  url_->setObjectName("engineUrl");
  key_->setObjectName("engineKey");
  model_->setObjectName("engineModel");
  auto* add = new QPushButton(tr("Add server"), this);
  url_->setPlaceholderText("http://gpu-cluster:8000");
  key_->setEchoMode(QLineEdit::Password);
  key_->setPlaceholderText(tr("the server's --api-key; empty when it has none"));
  model_->setEditable(true);
  model_->setMinimumContentsLength(28);
  verdict_->setObjectName("connectionVerdict");
  verdict_->setWordWrap(true);
  verdict_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  localNote_->setWordWrap(true);
  localNote_->setText(
      tr("The engine inside Tessera runs the model you open with File → Open model folder… "
         "(or Open GGUF model file…), on this computer's GPU or CPU. Its dashboard shows "
         "every scheduler step."));

  auto* form = new QFormLayout(form_);
  form->addRow(tr("Name"), name_);
  form->addRow(tr("Server URL"), url_);
  form->addRow(tr("API key"), key_);
  form->addRow(tr("Model"), model_);
  form->addRow(QString(), test_button_);
  form->addRow(QString(), verdict_);

  auto* listButtons = new QHBoxLayout;
  listButtons->addWidget(add);
  listButtons->addWidget(remove_);
  listButtons->addWidget(default_);
  auto* left = new QVBoxLayout;
  left->addWidget(list_, 1);
  left->addLayout(listButtons);
  auto* right = new QVBoxLayout;
  right->addWidget(localNote_);
  right->addWidget(form_);
  right->addStretch();
  auto* columns = new QHBoxLayout;
  columns->addLayout(left, 2);
  columns->addLayout(right, 3);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(columns, 1);
  layout->addWidget(buttons);

  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(add, &QPushButton::clicked, this, &EnginesDialog::addServer);
  connect(remove_, &QPushButton::clicked, this, &EnginesDialog::removeSelected);
  connect(default_, &QPushButton::clicked, this, &EnginesDialog::makeDefault);
  connect(test_button_, &QPushButton::clicked, this, &EnginesDialog::testConnection);
  connect(list_, &QListWidget::currentRowChanged, this, &EnginesDialog::showSelected);
  for (QLineEdit* edit : {name_, url_, key_})
    connect(edit, &QLineEdit::textEdited, this, &EnginesDialog::storeForm);
  connect(model_, &QComboBox::currentTextChanged, this, &EnginesDialog::storeForm);
  connect(&test_, &ConnectionTest::finished, this, &EnginesDialog::showVerdict);
  refreshList();
  selectEngine(0);
  resize(820, 420);
}

int EnginesDialog::remoteIndex() const {
  return list_->currentRow() - 1;
}

void EnginesDialog::selectEngine(int row) {
  list_->setCurrentRow(row);
}

void EnginesDialog::refreshList() {
  const int row = list_->currentRow();
  const QSignalBlocker block(list_);
  list_->clear();
  auto label = [this](const QString& id, const QString& text) {
    return id == engines_.defaultId ? tr("%1 (new chats)").arg(text) : text;
  };
  list_->addItem(label(kLocalEngineId, tr("Local (this computer)")));
  for (const RemoteEndpoint& r : engines_.remotes) list_->addItem(label(r.id, r.displayName()));
  list_->setCurrentRow(qBound(0, row, list_->count() - 1));
}

void EnginesDialog::showSelected() {
  const int i = remoteIndex();
  const bool remote = i >= 0 && i < engines_.remotes.size();
  form_->setVisible(remote);
  localNote_->setVisible(!remote);
  remove_->setEnabled(remote);
  verdict_->clear();
  if (!remote) return;
  const RemoteEndpoint& r = engines_.remotes[i];
  filling_ = true;
  name_->setText(r.name);
  url_->setText(r.baseUrl.toString());
  key_->setText(r.apiKey);
  model_->clear();
  if (!r.model.isEmpty()) model_->addItem(r.model);
  model_->setCurrentText(r.model);
  filling_ = false;
}

void EnginesDialog::storeForm() {
  const int i = remoteIndex();
  if (filling_ || i < 0 || i >= engines_.remotes.size()) return;
  RemoteEndpoint& r = engines_.remotes[i];
  const QString model = model_->currentText().trimmed();
  if (model != r.model || QUrl(url_->text().trimmed()) != r.baseUrl) r.maxModelLen = 0;
  r.name = name_->text().trimmed();
  r.baseUrl = QUrl(url_->text().trimmed());
  r.apiKey = key_->text().trimmed();
  r.model = model;
  list_->item(list_->currentRow())
      ->setText(r.id == engines_.defaultId ? tr("%1 (new chats)").arg(r.displayName())
                                           : r.displayName());
}

void EnginesDialog::addServer() {
  RemoteEndpoint r;
  r.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
  r.name = tr("Server %1").arg(engines_.remotes.size() + 1);
  r.baseUrl = QUrl("http://localhost:8000");
  engines_.remotes.append(r);
  refreshList();
  selectEngine(engines_.remotes.size());
  url_->setFocus();
  url_->selectAll();
}

void EnginesDialog::removeSelected() {
  const int i = remoteIndex();
  if (i < 0 || i >= engines_.remotes.size()) return;
  if (engines_.remotes[i].id == engines_.defaultId) engines_.defaultId = kLocalEngineId;
  engines_.remotes.removeAt(i);
  refreshList();
  showSelected();
}

void EnginesDialog::makeDefault() {
  const int i = remoteIndex();
  engines_.defaultId =
      i >= 0 && i < engines_.remotes.size() ? engines_.remotes[i].id : kLocalEngineId;
  refreshList();
}

void EnginesDialog::testConnection() {
  const int i = remoteIndex();
  if (i < 0 || i >= engines_.remotes.size()) return;
  storeForm();
  verdict_->setStyleSheet(QString());
  verdict_->setText(tr("Connecting to %1…").arg(engines_.remotes[i].apiUrl("models").toString()));
  test_button_->setEnabled(false);
  test_.run(engines_.remotes[i]);
}

void EnginesDialog::showVerdict(const ConnectionVerdict& verdict) {
  test_button_->setEnabled(true);
  verdict_->setStyleSheet(verdict.ok() ? "color: #1b7f3b;" : "color: #b3261e;");
  verdict_->setText(verdict.message);
  const int i = remoteIndex();
  if (i >= 0 && i < engines_.remotes.size() && !verdict.models.isEmpty()) {
    RemoteEndpoint& r = engines_.remotes[i];
    filling_ = true;
    const QString chosen = r.model.isEmpty() ? verdict.models.first() : r.model;
    model_->clear();
    model_->addItems(verdict.models);
    model_->setCurrentText(chosen);
    filling_ = false;
    r.model = chosen;
    storeForm();
    if (verdict.ok()) r.maxModelLen = verdict.maxModelLen;
  }
  emit tested(verdict);
}
