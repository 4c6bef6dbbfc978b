#include "library/model_library_dialog.h"

#include <QComboBox>
#include <QDateTime>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

#include "chat/chat_template_text.h"
#include "library/hub_assessment.h"
#include "library/known_models.h"

namespace {

constexpr char kTokenKey[] = "hub/token";

QString bytes(qint64 n) {
  return QLocale().formattedDataSize(n, 1, QLocale::DataSizeTraditionalFormat);
}

}  // namespace

ModelLibraryDialog::ModelLibraryDialog(QSettings* settings, const QString& modelsDir,
                                       const QUrl& hubEndpoint, QWidget* parent)
    : QDialog(parent), settings_(settings), models_(modelsDir), inspector_(hubEndpoint) {
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(buildAddSection());
  layout->addWidget(buildDownloadsSection(), 1);
  layout->addWidget(buildInstalledSection(), 1);
  auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(close);
  connect(&inspector_, &HubInspector::inspected, this, &ModelLibraryDialog::showReport);
  connect(&inspector_, &HubInspector::failed, this, [this](const QString& message) {
    check_->setEnabled(true);
    // A known model is still assessed, from the bundled copy of its config.
    const std::optional<KnownModel> known = findKnownModel(inspectedRepo_);
    if (!known) return report_->setText(message.toHtmlEscaped());
    hubFailure_ = message;
    lastReport_ = hub_assessment::assessOffline(*known);
    report_->setText(reportHtml(*lastReport_));
  });
  connect(&queue_, &DownloadQueue::changed, this, &ModelLibraryDialog::updateDownloadRow);
  connect(&queue_, &DownloadQueue::finished, this, &ModelLibraryDialog::refreshInstalled);
  resize(820, 720);
  retranslate();
  refreshInstalled();
}

// Every text the dialog shows, set again when the language changes while it is open. A report
// from the Hub is rebuilt from the last answer; an error message stays as it was shown.
void ModelLibraryDialog::retranslate() {
  setWindowTitle(tr("Model library"));
  addBox_->setTitle(tr("Add a model from Hugging Face"));
  modelId_->lineEdit()->setPlaceholderText(tr("owner/name or owner/name@revision"));
  check_->setText(tr("Check"));
  check_->setToolTip(tr("Ask the Hub for the files and config.json; nothing is downloaded"));
  if (lastReport_) {
    report_->setText(reportHtml(*lastReport_));  // a Hub failure before it keeps its words
  } else if (showingHint_) {
    report_->setText(tr("Paste a model id or pick one, then Check."));
  }
  download_->setText(tr("Download"));
  token_->setPlaceholderText(tr("hf_… (only for gated or private models)"));
  tokenLabel_->setText(tr("Hub token:"));
  downloadsBox_->setTitle(tr("Downloads"));
  downloads_->setHorizontalHeaderLabels({tr("Model"), tr("Progress"), tr("Status")});
  pause_->setText(tr("Pause"));
  resume_->setText(tr("Resume"));
  cancel_->setText(tr("Cancel download"));
  installedBox_->setTitle(tr("Installed models (%1)").arg(models_.dir()));
  installed_->setHeaderLabels({tr("Model"), tr("Size on disk"), tr("Last used")});
  use_->setText(tr("Use"));
  use_->setToolTip(tr("Switch the engine to this model"));
  open_->setText(tr("Open folder"));
  remove_->setText(tr("Remove…"));
  for (int row = 0; row < downloads_->rowCount(); ++row) updateDownloadRow(row);
}

void ModelLibraryDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    retranslate();
    refreshInstalled();  // "never" in the Last used column
  }
  QDialog::changeEvent(event);
}

QWidget* ModelLibraryDialog::buildAddSection() {
  auto* box = addBox_ = new QGroupBox(this);
  modelId_ = new QComboBox(box);
  modelId_->setEditable(true);
  modelId_->setObjectName("modelId");
  for (const KnownModel& known : knownModels()) {
    modelId_->addItem(known.repo);
    modelId_->setItemData(modelId_->count() - 1, known.note, Qt::ToolTipRole);
  }
  check_ = new QPushButton(box);
  report_ = new QLabel(box);
  report_->setObjectName("hubReport");
  report_->setWordWrap(true);
  report_->setTextFormat(Qt::RichText);
  download_ = new QPushButton(box);
  download_->setEnabled(false);
  token_ = new QLineEdit(settings_->value(kTokenKey).toString(), box);
  token_->setEchoMode(QLineEdit::Password);
  connect(token_, &QLineEdit::editingFinished, this,
          [this] { settings_->setValue(kTokenKey, token_->text().trimmed()); });
  connect(check_, &QPushButton::clicked, this, &ModelLibraryDialog::checkModel);
  // Picking a known model says at once, without the network, whether it runs here.
  connect(modelId_, &QComboBox::activated, this, [this](int index) {
    const std::optional<KnownModel> known = findKnownModel(modelId_->itemText(index));
    if (!known) return;
    inspector_.abandon();
    check_->setEnabled(true);
    hubFailure_.clear();
    showingHint_ = false;
    lastReport_ = hub_assessment::assessOffline(*known);
    report_->setText(reportHtml(*lastReport_));
    download_->setEnabled(false);
  });
  connect(download_, &QPushButton::clicked, this, &ModelLibraryDialog::startDownload);

  auto* row = new QHBoxLayout;
  row->addWidget(modelId_, 1);
  row->addWidget(check_);
  auto* tokenRow = new QHBoxLayout;
  tokenLabel_ = new QLabel(box);
  tokenRow->addWidget(tokenLabel_);
  tokenRow->addWidget(token_, 1);
  auto* layout = new QVBoxLayout(box);
  layout->addLayout(row);
  layout->addLayout(tokenRow);
  layout->addWidget(report_);
  layout->addWidget(download_, 0, Qt::AlignRight);
  return box;
}

QWidget* ModelLibraryDialog::buildDownloadsSection() {
  auto* box = downloadsBox_ = new QGroupBox(this);
  downloads_ = new QTableWidget(0, 3, box);
  downloads_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
  downloads_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
  downloads_->setSelectionBehavior(QAbstractItemView::SelectRows);
  downloads_->setSelectionMode(QAbstractItemView::SingleSelection);
  downloads_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  downloads_->verticalHeader()->hide();
  pause_ = new QPushButton(box);
  resume_ = new QPushButton(box);
  cancel_ = new QPushButton(box);
  connect(pause_, &QPushButton::clicked, this,
          [this] { actOnSelectedDownload(&DownloadQueue::pause); });
  connect(resume_, &QPushButton::clicked, this,
          [this] { actOnSelectedDownload(&DownloadQueue::resume); });
  connect(cancel_, &QPushButton::clicked, this,
          [this] { actOnSelectedDownload(&DownloadQueue::cancel); });
  auto* buttons = new QHBoxLayout;
  buttons->addStretch();
  buttons->addWidget(pause_);
  buttons->addWidget(resume_);
  buttons->addWidget(cancel_);
  auto* layout = new QVBoxLayout(box);
  layout->addWidget(downloads_);
  layout->addLayout(buttons);
  return box;
}

QWidget* ModelLibraryDialog::buildInstalledSection() {
  auto* box = installedBox_ = new QGroupBox(this);
  installed_ = new QTreeWidget(box);
  installed_->setRootIsDecorated(false);
  installed_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
  use_ = new QPushButton(box);
  open_ = new QPushButton(box);
  remove_ = new QPushButton(box);
  connect(use_, &QPushButton::clicked, this, [this] {
    if (const QString path = selectedInstalledPath(); !path.isEmpty()) emit modelChosen(path);
  });
  connect(open_, &QPushButton::clicked, this, [this] {
    if (const QString path = selectedInstalledPath(); !path.isEmpty())
      QDesktopServices::openUrl(QUrl::fromLocalFile(path));
  });
  connect(remove_, &QPushButton::clicked, this, [this] {
    const QString path = selectedInstalledPath();
    if (path.isEmpty() ||
        QMessageBox::question(this, tr("Remove model"),
                              tr("Delete %1 and all its files?").arg(path)) != QMessageBox::Yes)
      return;
    QString error;
    if (!models_.remove(path, &error)) QMessageBox::warning(this, tr("Remove model"), error);
    refreshInstalled();
  });
  auto* buttons = new QHBoxLayout;
  buttons->addStretch();
  buttons->addWidget(use_);
  buttons->addWidget(open_);
  buttons->addWidget(remove_);
  auto* layout = new QVBoxLayout(box);
  layout->addWidget(installed_);
  layout->addLayout(buttons);
  return box;
}

void ModelLibraryDialog::checkModel() {
  QString repo, revision, error;
  lastReport_.reset();
  showingHint_ = false;
  download_->setEnabled(false);
  if (!HubInspector::parseRepoSpec(modelId_->currentText(), &repo, &revision, &error)) {
    report_->setText(error.toHtmlEscaped());
    return;
  }
  settings_->setValue(kTokenKey, token_->text().trimmed());
  inspector_.setToken(token_->text().trimmed());
  check_->setEnabled(false);
  inspectedRepo_ = repo;
  hubFailure_.clear();
  report_->setText(tr("Asking the Hub about %1…").arg(repo.toHtmlEscaped()));
  inspector_.inspect(repo, revision);
}

void ModelLibraryDialog::showReport(const HubModelReport& r) {
  check_->setEnabled(true);
  lastReport_ = r;
  hubFailure_.clear();
  showingHint_ = false;
  report_->setText(reportHtml(r));
  download_->setEnabled(r.canRun);
}

QString ModelLibraryDialog::reportHtml(const HubModelReport& r) const {
  QString html;
  if (r.offline) {
    if (!hubFailure_.isEmpty()) html += hubFailure_.toHtmlEscaped() + QStringLiteral("<br>");
    html += QStringLiteral("<b>%1</b><br><i>%2</i><br>")
                .arg(r.repo.toHtmlEscaped(),
                     tr("Assessed without the Hub, from Tessera's copy of its config.json and chat "
                        "template. Check asks the Hub for the current files before a download."));
  } else {
    html += QStringLiteral("<b>%1</b> @ %2<br>")
                .arg(r.repo.toHtmlEscaped(), r.commit.left(12).toHtmlEscaped());
  }
  if (r.canRun) {
    html += tr("Tessera can run it: %1, %2 parameters, context %3 tokens.")
                .arg(r.architecture)
                .arg(QLocale().toString(r.parameters))
                .arg(r.contextLength);
  } else {
    html += tr("Tessera cannot run it:") + QStringLiteral("<ul>");
    for (const QString& p : r.problems) html += "<li>" + p.toHtmlEscaped() + "</li>";
    html += QStringLiteral("</ul>");
  }
  if (!r.tokenizerFile.isEmpty()) {
    const QString kind = r.tokenizerFile == QLatin1String("tokenizer.json")
                             ? tr("Hugging Face tokenizers, byte-level BPE")
                             : tr("SentencePiece");
    html += QStringLiteral("<br>") + tr("Tokenizer: %1 (%2).").arg(r.tokenizerFile, kind);
  }
  if (r.templateChecked)
    html += QStringLiteral("<br>") +
            tr("Chat template: %1.").arg(chatTemplateText(r.chatTemplate).toHtmlEscaped());
  html +=
      QStringLiteral("<br>") +
      (r.offline ? tr("Download: about %1 of weights.").arg(bytes(r.downloadBytes))
                 : tr("Download: %1 in %2 files.").arg(bytes(r.downloadBytes)).arg(r.files.size()));
  if (r.canRun) {
    html += QStringLiteral("<br>") +
            tr("Memory: %1 on the CPU (the weights and a float32 KV cache of %2 tokens), %3 on "
               "a GPU (a 16-bit KV cache of the full context); this machine has %4 available.")
                .arg(bytes(r.cpuMemoryBytes), QLocale().toString(r.cpuKvTokens),
                     bytes(r.gpuMemoryBytes),
                     r.availableMemoryBytes ? bytes(r.availableMemoryBytes) : tr("unknown"));
    if (r.availableMemoryBytes && r.cpuMemoryBytes > r.availableMemoryBytes)
      html += QStringLiteral("<br><b>") + tr("Not enough memory to run it on this machine's CPU.") +
              QStringLiteral("</b>");
    else if (r.availableMemoryBytes)
      html += QStringLiteral("<br>") + tr("It fits in this machine's memory.");
  }
  return html;
}

void ModelLibraryDialog::startDownload() {
  if (!lastReport_ || !lastReport_->canRun || lastReport_->offline) return;
  const QString dir = models_.folderFor(lastReport_->repo);
  queue_.add(lastReport_->repo, lastReport_->files, dir);
  download_->setEnabled(false);
}

void ModelLibraryDialog::updateDownloadRow(int index) {
  const DownloadQueue::Entry& e = queue_.at(index);
  if (downloads_->rowCount() <= index) {
    downloads_->setRowCount(index + 1);
    downloads_->setItem(index, 0, new QTableWidgetItem(e.repo));
    auto* bar = new QProgressBar(downloads_);
    bar->setRange(0, 1000);
    downloads_->setCellWidget(index, 1, bar);
    downloads_->setItem(index, 2, new QTableWidgetItem);
  }
  auto* bar = static_cast<QProgressBar*>(downloads_->cellWidget(index, 1));
  bar->setValue(e.totalBytes ? static_cast<int>(1000 * e.doneBytes / e.totalBytes) : 0);
  bar->setFormat(QStringLiteral("%1 / %2").arg(bytes(e.doneBytes), bytes(e.totalBytes)));
  const QString status[] = {tr("waiting"), tr("downloading"), tr("paused"),
                            tr("done"),    tr("failed"),      tr("canceled")};
  QString text = status[static_cast<int>(e.status)];
  if (!e.message.isEmpty()) text += ": " + e.message;
  downloads_->item(index, 2)->setText(text);
  downloads_->item(index, 2)->setToolTip(text);
}

void ModelLibraryDialog::actOnSelectedDownload(void (DownloadQueue::*action)(int)) {
  const int row = downloads_->currentRow();
  if (row >= 0 && row < queue_.count()) (queue_.*action)(row);
}

void ModelLibraryDialog::refreshInstalled() {
  installed_->clear();
  for (const InstalledModel& m : models_.list(*settings_)) {
    const QString used =
        m.lastUsedMs
            ? QLocale().toString(QDateTime::fromMSecsSinceEpoch(m.lastUsedMs), QLocale::ShortFormat)
            : tr("never");
    auto* item = new QTreeWidgetItem(installed_, {m.name, bytes(m.sizeBytes), used});
    item->setData(0, Qt::UserRole, m.path);
    item->setToolTip(0, m.path);
  }
}

QString ModelLibraryDialog::selectedInstalledPath() const {
  const QTreeWidgetItem* item = installed_->currentItem();
  return item ? item->data(0, Qt::UserRole).toString() : QString();
}
