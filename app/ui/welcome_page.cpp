#include "ui/welcome_page.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

WelcomePage::WelcomePage(QWidget* parent)
    : QWidget(parent),
      open_(new QPushButton(this)),
      demo_(new QPushButton(this)),
      download_(new QPushButton(this)),
      cancel_(new QPushButton(this)),
      progress_(new QProgressBar(this)),
      downloadStatus_(new QLabel(this)),
      recentTitle_(new QLabel(this)),
      recent_(new QListWidget(this)),
      title_(new QLabel(this)),
      about_(new QLabel(this)) {
  QFont big = title_->font();
  big.setPointSizeF(big.pointSizeF() * 1.8);
  big.setBold(true);
  title_->setFont(big);
  retranslate();
  about_->setWordWrap(true);
  about_->setMaximumWidth(640);
  open_->setDefault(true);
  demo_->hide();
  progress_->hide();
  cancel_->hide();
  downloadStatus_->setWordWrap(true);
  downloadStatus_->hide();
  recentTitle_->hide();
  recent_->hide();
  recent_->setMaximumWidth(640);
  recent_->setMaximumHeight(160);

  auto* buttons = new QHBoxLayout;
  buttons->addWidget(open_);
  buttons->addWidget(demo_);
  buttons->addWidget(download_);
  buttons->addWidget(cancel_);
  buttons->addStretch();
  auto* column = new QVBoxLayout;
  column->addStretch();
  column->addWidget(title_);
  column->addWidget(about_);
  column->addSpacing(12);
  column->addLayout(buttons);
  column->addWidget(progress_);
  column->addWidget(downloadStatus_);
  column->addSpacing(12);
  column->addWidget(recentTitle_);
  column->addWidget(recent_);
  column->addStretch();
  auto* outer = new QHBoxLayout(this);
  outer->addStretch();
  outer->addLayout(column, 3);
  outer->addStretch();

  connect(open_, &QPushButton::clicked, this, &WelcomePage::openFolderRequested);
  connect(demo_, &QPushButton::clicked, this, [this] { emit demoModelChosen(demoDir_); });
  connect(download_, &QPushButton::clicked, this, &WelcomePage::downloadRequested);
  connect(cancel_, &QPushButton::clicked, this, &WelcomePage::cancelDownloadRequested);
  connect(recent_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
    emit recentModelChosen(item->data(Qt::UserRole).toString());
  });
}

// Texts set here follow the installed translation (QEvent::LanguageChange).
void WelcomePage::retranslate() {
  open_->setText(tr("Open model folder…"));
  demo_->setText(tr("Demo: tiny story model (1 MB)"));
  download_->setText(tr("Download TinyLlama-1.1B-Chat"));
  cancel_->setText(tr("Cancel download"));
  recentTitle_->setText(tr("Recent models"));
  title_->setText(tr("Welcome to Tessera"));
  about_->setText(
      tr("Tessera runs a language model on this computer — nothing leaves it. Every tab is a "
         "chat, and all tabs write their answers at the same time: one engine serves them "
         "together, batching their work step by step on the GPU or the CPU.\n\n"
         "To start, open a Hugging Face model folder (Llama family: config.json, "
         "model.safetensors, tokenizer.model), try the tiny demo model that comes with Tessera "
         "(it writes short children's stories), or download TinyLlama-1.1B-Chat (about "
         "2.2 GB)."));
}

void WelcomePage::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

void WelcomePage::setDemoModel(const QString& dir) {
  demoDir_ = dir;
  demo_->setVisible(!dir.isEmpty());
  demo_->setToolTip(dir);
}

void WelcomePage::setRecentModels(const QStringList& dirs) {
  recent_->clear();
  for (const QString& dir : dirs) {
    auto* item = new QListWidgetItem(dir, recent_);
    item->setData(Qt::UserRole, dir);
  }
  recentTitle_->setVisible(!dirs.isEmpty());
  recent_->setVisible(!dirs.isEmpty());
}

void WelcomePage::setDownloadProgress(const QString& file, qint64 done, qint64 total, int index,
                                      int count) {
  download_->setEnabled(false);
  cancel_->show();
  progress_->show();
  const int mib = 1 << 20;
  progress_->setRange(0, total > 0 ? static_cast<int>(total / mib) : 0);
  progress_->setValue(static_cast<int>(done / mib));
  const QString size = total > 0 ? tr("%1 of %2 MiB").arg(done / mib).arg(total / mib)
                                 : tr("%1 MiB").arg(done / mib);
  downloadStatus_->setText(
      tr("Downloading file %1 of %2, %3: %4").arg(index + 1).arg(count).arg(file, size));
  downloadStatus_->show();
}

void WelcomePage::setDownloadFinished(const QString& message) {
  download_->setEnabled(true);
  cancel_->hide();
  progress_->hide();
  downloadStatus_->setText(message);
  downloadStatus_->setVisible(!message.isEmpty());
}
