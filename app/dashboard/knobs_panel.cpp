#include "dashboard/knobs_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QSpinBox>

using tessera::BatchingPolicy;
using tessera::QueuePolicy;

KnobsPanel::KnobsPanel(QWidget* parent)
    : QWidget(parent),
      budget_(new QSpinBox(this)),
      max_seqs_(new QSpinBox(this)),
      chunked_(new QCheckBox(tr("Chunked prefill"), this)),
      prefix_caching_(new QCheckBox(tr("Prefix caching"), this)),
      policy_(new QComboBox(this)),
      queue_(new QComboBox(this)) {
  budget_->setRange(1, 1 << 20);
  budget_->setSuffix(tr(" tokens"));
  max_seqs_->setRange(1, 4096);
  // Typing "2048" must not send 2, 20 and 204 to the engine first.
  budget_->setKeyboardTracking(false);
  max_seqs_->setKeyboardTracking(false);
  policy_->addItem(tr("Continuous"), int(BatchingPolicy::Continuous));
  policy_->addItem(tr("Static"), int(BatchingPolicy::Static));
  policy_->addItem(tr("Sequential"), int(BatchingPolicy::Sequential));
  policy_->addItem(tr("Traditional"), int(BatchingPolicy::Traditional));
  queue_->addItem(tr("First come, first served"), int(QueuePolicy::Fcfs));
  queue_->addItem(tr("Priority"), int(QueuePolicy::Priority));

  auto* form = new QFormLayout(this);
  form->setContentsMargins(4, 4, 4, 4);
  form->addRow(tr("Token budget per step"), budget_);
  form->addRow(tr("Max running requests"), max_seqs_);
  form->addRow(chunked_);
  form->addRow(prefix_caching_);
  form->addRow(tr("Batching"), policy_);
  form->addRow(tr("Queue"), queue_);

  setConfig(tessera::SchedulerConfig{});
  connect(budget_, &QSpinBox::valueChanged, this, &KnobsPanel::emitConfig);
  connect(max_seqs_, &QSpinBox::valueChanged, this, &KnobsPanel::emitConfig);
  connect(chunked_, &QCheckBox::toggled, this, &KnobsPanel::emitConfig);
  connect(prefix_caching_, &QCheckBox::toggled, this, &KnobsPanel::emitConfig);
  connect(policy_, &QComboBox::currentIndexChanged, this, &KnobsPanel::emitConfig);
  connect(queue_, &QComboBox::currentIndexChanged, this, &KnobsPanel::emitConfig);
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
