#include "dashboard/simulate_load_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace {

QWidget* rangeRow(QWidget* parent, QSpinBox* min, QSpinBox* max) {
  auto* row = new QWidget(parent);
  auto* layout = new QHBoxLayout(row);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(min);
  layout->addWidget(new QLabel(SimulateLoadDialog::tr("to"), row));
  layout->addWidget(max);
  return row;
}

}  // namespace

SimulateLoadDialog::SimulateLoadDialog(QWidget* parent)
    : QDialog(parent),
      requests_(addSpin(1, 10000)),
      min_prompt_(addSpin(1, 1 << 20)),
      max_prompt_(addSpin(1, 1 << 20)),
      min_output_(addSpin(1, 1 << 20)),
      max_output_(addSpin(1, 1 << 20)),
      seed_(addSpin(0, 1 << 30)) {
  setWindowTitle(tr("Simulate load"));
  auto* form = new QFormLayout(this);
  form->addRow(tr("Requests"), requests_);
  form->addRow(tr("Prompt tokens"), rangeRow(this, min_prompt_, max_prompt_));
  form->addRow(tr("Output tokens"), rangeRow(this, min_output_, max_output_));
  form->addRow(tr("Random seed"), seed_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("Submit"));
  form->addRow(buttons);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  for (auto* spin : {min_prompt_, max_prompt_, min_output_, max_output_}) {
    connect(spin, &QSpinBox::editingFinished, this, &SimulateLoadDialog::keepRangesOrdered);
  }
  setLoad(SimulatedLoad{});
}

QSpinBox* SimulateLoadDialog::addSpin(int min, int max) {
  auto* spin = new QSpinBox(this);
  spin->setRange(min, max);
  return spin;
}

void SimulateLoadDialog::keepRangesOrdered() {
  if (max_prompt_->value() < min_prompt_->value()) max_prompt_->setValue(min_prompt_->value());
  if (max_output_->value() < min_output_->value()) max_output_->setValue(min_output_->value());
}

void SimulateLoadDialog::setLoad(const SimulatedLoad& load) {
  requests_->setValue(load.num_requests);
  min_prompt_->setValue(load.min_prompt_tokens);
  max_prompt_->setValue(load.max_prompt_tokens);
  min_output_->setValue(load.min_output_tokens);
  max_output_->setValue(load.max_output_tokens);
  seed_->setValue(static_cast<int>(load.seed));
}

SimulatedLoad SimulateLoadDialog::load() const {
  SimulatedLoad load;
  load.num_requests = requests_->value();
  load.min_prompt_tokens = min_prompt_->value();
  load.max_prompt_tokens = std::max(min_prompt_->value(), max_prompt_->value());
  load.min_output_tokens = min_output_->value();
  load.max_output_tokens = std::max(min_output_->value(), max_output_->value());
  load.seed = static_cast<std::uint64_t>(seed_->value());
  return load;
}
