#include "ui/settings_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

QSpinBox* spinBox(int min, int max, int value, QWidget* parent) {
  auto* box = new QSpinBox(parent);
  box->setRange(min, max);
  box->setValue(value);
  return box;
}

void selectData(QComboBox* box, const QVariant& value) {
  const int index = box->findData(value);
  if (index >= 0) box->setCurrentIndex(index);
}

}  // namespace

SettingsDialog::SettingsDialog(const EngineSettings& s, QWidget* parent)
    : QDialog(parent),
      device_(new QComboBox(this)),
      quantize_(new QComboBox(this)),
      kvCache_(spinBox(0, 1 << 20, s.kvCacheMib, this)),
      batchedTokens_(spinBox(16, 1 << 16, s.scheduler.max_num_batched_tokens, this)),
      maxSeqs_(spinBox(1, 1024, s.scheduler.max_num_seqs, this)),
      chunkedPrefill_(new QCheckBox(tr("Split long prompts across steps (chunked prefill)"), this)),
      prefixCaching_(new QCheckBox(tr("Reuse the KV cache of shared prompt prefixes"), this)),
      batching_(new QComboBox(this)),
      queue_(new QComboBox(this)),
      language_(new QComboBox(this)) {
  setWindowTitle(tr("Settings"));
  device_->addItem(tr("Automatic (GPU when available)"), static_cast<int>(tessera::Device::Auto));
  device_->addItem(tr("GPU (CUDA)"), static_cast<int>(tessera::Device::Cuda));
  device_->addItem(tr("CPU"), static_cast<int>(tessera::Device::Cpu));
  selectData(device_, static_cast<int>(s.device));
  quantize_->addItem(tr("As stored in the model"), static_cast<int>(tessera::Quantization::None));
  quantize_->addItem(tr("int8 (CPU: smaller and faster, slightly less exact)"),
                     static_cast<int>(tessera::Quantization::Int8));
  quantize_->addItem(tr("BF16 (CPU: faster prompts on CPUs with AVX512_BF16, slightly less exact)"),
                     static_cast<int>(tessera::Quantization::BF16));
  quantize_->addItem(tr("4-bit Q4_K_M (CPU: about half the memory of int8, less exact)"),
                     static_cast<int>(tessera::Quantization::Q4));
  selectData(quantize_, static_cast<int>(s.quantize));
  kvCache_->setSuffix(tr(" MiB"));
  kvCache_->setSpecialValueText(tr("Automatic"));
  chunkedPrefill_->setChecked(s.scheduler.chunked_prefill);
  prefixCaching_->setChecked(s.scheduler.prefix_caching);
  batching_->addItem(tr("Continuous batching"),
                     static_cast<int>(tessera::BatchingPolicy::Continuous));
  batching_->addItem(tr("Static batches"), static_cast<int>(tessera::BatchingPolicy::Static));
  batching_->addItem(tr("One request at a time"),
                     static_cast<int>(tessera::BatchingPolicy::Sequential));
  selectData(batching_, static_cast<int>(s.scheduler.batching));
  queue_->addItem(tr("First come, first served"), static_cast<int>(tessera::QueuePolicy::Fcfs));
  queue_->addItem(tr("By priority"), static_cast<int>(tessera::QueuePolicy::Priority));
  selectData(queue_, static_cast<int>(s.scheduler.queue));
  language_->addItem(tr("System language"), QString());
  language_->addItem("English", "en");
  language_->addItem("日本語", "ja");
  language_->addItem("简体中文", "zh_CN");
  language_->addItem("한국어", "ko");
  selectData(language_, s.language);

  auto* model = new QGroupBox(tr("Model (applied when the model is loaded again)"), this);
  auto* modelForm = new QFormLayout(model);
  modelForm->addRow(tr("Device:"), device_);
  modelForm->addRow(tr("Weights:"), quantize_);
  modelForm->addRow(tr("KV cache size:"), kvCache_);
  auto* scheduler = new QGroupBox(tr("Scheduler (applied at once)"), this);
  auto* schedulerForm = new QFormLayout(scheduler);
  schedulerForm->addRow(tr("Tokens per step:"), batchedTokens_);
  schedulerForm->addRow(tr("Requests at once:"), maxSeqs_);
  schedulerForm->addRow(chunkedPrefill_);
  schedulerForm->addRow(prefixCaching_);
  schedulerForm->addRow(tr("Batching:"), batching_);
  schedulerForm->addRow(tr("Queue order:"), queue_);
  auto* ui = new QGroupBox(tr("Interface"), this);
  auto* uiForm = new QFormLayout(ui);
  uiForm->addRow(tr("Language:"), language_);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(model);
  layout->addWidget(scheduler);
  layout->addWidget(ui);
  layout->addWidget(buttons);
}

EngineSettings SettingsDialog::settings() const {
  EngineSettings s;
  s.device = static_cast<tessera::Device>(device_->currentData().toInt());
  s.quantize = static_cast<tessera::Quantization>(quantize_->currentData().toInt());
  s.kvCacheMib = kvCache_->value();
  s.scheduler.max_num_batched_tokens = batchedTokens_->value();
  s.scheduler.max_num_seqs = maxSeqs_->value();
  s.scheduler.chunked_prefill = chunkedPrefill_->isChecked();
  s.scheduler.prefix_caching = prefixCaching_->isChecked();
  s.scheduler.batching = static_cast<tessera::BatchingPolicy>(batching_->currentData().toInt());
  s.scheduler.queue = static_cast<tessera::QueuePolicy>(queue_->currentData().toInt());
  s.language = language_->currentData().toString();
  return s;
}
