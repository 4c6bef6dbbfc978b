#include "dashboard/knobs_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

using tessera::BatchingPolicy;
using tessera::QueuePolicy;

KnobsPanel::KnobsPanel(QWidget* parent)
    : QWidget(parent),
      budget_(new QSpinBox(this)),
      max_seqs_(new QSpinBox(this)),
      chunked_(new QCheckBox(this)),
      prefix_caching_(new QCheckBox(this)),
      policy_(new QComboBox(this)),
      queue_(new QComboBox(this)) {
  budget_->setRange(1, 1 << 20);
  max_seqs_->setRange(1, 4096);
  // Typing "2048" must not send 2, 20 and 204 to the engine first.
  budget_->setKeyboardTracking(false);
  max_seqs_->setKeyboardTracking(false);
  for (BatchingPolicy policy : {BatchingPolicy::Continuous, BatchingPolicy::Static,
                                BatchingPolicy::Sequential, BatchingPolicy::Traditional})
    policy_->addItem(QString(), int(policy));
  for (QueuePolicy queue : {QueuePolicy::Fcfs, QueuePolicy::Priority})
    queue_->addItem(QString(), int(queue));

  form_ = new QFormLayout(this);
  form_->setContentsMargins(4, 4, 4, 4);
  // Rows get a label only for a non-empty text; retranslate() sets it again.
  form_->addRow(tr("Token budget per step"), budget_);
  form_->addRow(tr("Max running requests"), max_seqs_);
  form_->addRow(chunked_);
  form_->addRow(prefix_caching_);
  form_->addRow(tr("Batching"), policy_);
  form_->addRow(tr("Queue"), queue_);
  retranslate();

  setConfig(tessera::SchedulerConfig{});
  connect(budget_, &QSpinBox::valueChanged, this, &KnobsPanel::emitConfig);
  connect(max_seqs_, &QSpinBox::valueChanged, this, &KnobsPanel::emitConfig);
  connect(chunked_, &QCheckBox::toggled, this, &KnobsPanel::emitConfig);
  connect(prefix_caching_, &QCheckBox::toggled, this, &KnobsPanel::emitConfig);
  connect(policy_, &QComboBox::currentIndexChanged, this, &KnobsPanel::emitConfig);
  connect(queue_, &QComboBox::currentIndexChanged, this, &KnobsPanel::emitConfig);
}

// Texts set here follow the installed translation (QEvent::LanguageChange).
void KnobsPanel::retranslate() {
  chunked_->setText(tr("Chunked prefill"));
  prefix_caching_->setText(tr("Prefix caching"));
  budget_->setSuffix(tr(" tokens"));
  // In the order the items were added.
  const QStringList policies = {tr("Continuous"), tr("Static"), tr("Sequential"),
                                tr("Traditional")};
  for (int i = 0; i < policies.size(); ++i) policy_->setItemText(i, policies[i]);
  queue_->setItemText(0, tr("First come, first served"));
  queue_->setItemText(1, tr("Priority"));
  const auto label = [this](QWidget* field, const QString& text) {
    static_cast<QLabel*>(form_->labelForField(field))->setText(text);
  };
  label(budget_, tr("Token budget per step"));
  label(max_seqs_, tr("Max running requests"));
  label(policy_, tr("Batching"));
  label(queue_, tr("Queue"));
}

void KnobsPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

void KnobsPanel::setConfig(const tessera::SchedulerConfig& config) {
  updating_ = true;
  budget_->setValue(config.max_num_batched_tokens);
  max_seqs_->setValue(config.max_num_seqs);
  chunked_->setChecked(config.chunked_prefill);
  prefix_caching_->setChecked(config.prefix_caching);
  policy_->setCurrentIndex(policy_->findData(int(config.batching)));
  queue_->setCurrentIndex(queue_->findData(int(config.queue)));
  updating_ = false;
}

tessera::SchedulerConfig KnobsPanel::config() const {
  tessera::SchedulerConfig config;
  config.max_num_batched_tokens = budget_->value();
  config.max_num_seqs = max_seqs_->value();
  config.chunked_prefill = chunked_->isChecked();
  config.prefix_caching = prefix_caching_->isChecked();
  config.batching = static_cast<BatchingPolicy>(policy_->currentData().toInt());
  config.queue = static_cast<QueuePolicy>(queue_->currentData().toInt());
  return config;
}

void KnobsPanel::emitConfig() {
  if (!updating_) emit configRequested(config());
}
