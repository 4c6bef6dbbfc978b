#include "dashboard/numbers_panel.h"

#include <QGridLayout>
#include <QLabel>

namespace {

QString milliseconds(double seconds) {
  return QString::number(seconds * 1000.0, 'f', 1);
}

QString latency(const Percentiles& p) {
  if (p.count == 0) return QStringLiteral("–");
  return NumbersPanel::tr("%1 / %2 / %3 ms")
      .arg(milliseconds(p.p50), milliseconds(p.p90), milliseconds(p.p99));
}

QString samples(const Percentiles& p) {
  return NumbersPanel::tr("%n sample(s)", "", p.count);
}

}  // namespace

NumbersPanel::NumbersPanel(DashboardState* state, QWidget* parent)
    : QWidget(parent), state_(state) {
  auto* grid = new QGridLayout(this);
  grid->setContentsMargins(4, 4, 4, 4);
  grid->setVerticalSpacing(2);
  addRow(grid, "step", tr("Step"));
  addRow(grid, "running", tr("Running"));
  addRow(grid, "waiting", tr("Waiting"));
  addRow(grid, "preempted", tr("Preemptions (total)"));
  addRow(grid, "prompt_tps", tr("Prompt tokens/s"));
  addRow(grid, "generation_tps", tr("Generation tokens/s"));
  addRow(grid, "ttft", tr("TTFT p50/p90/p99"));
  addRow(grid, "itl", tr("Inter-token p50/p90/p99"));
  addRow(grid, "prefix_hit", tr("Prefix cache hit rate"));
  addRow(grid, "kv_usage", tr("KV cache usage"));
  grid->setRowStretch(grid->rowCount(), 1);
  connect(state_, &DashboardState::changed, this, &NumbersPanel::refresh);
  refresh();
}

void NumbersPanel::addRow(QGridLayout* grid, const QString& key, const QString& label) {
  const int row = grid->rowCount();
  grid->addWidget(new QLabel(label, this), row, 0);
  auto* value = new QLabel(this);
  value->setObjectName(key);
  value->setTextInteractionFlags(Qt::TextSelectableByMouse);
  value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
  grid->addWidget(value, row, 1);
  values_.emplace_back(key, value);
}

QString NumbersPanel::valueText(const QString& key) const {
  for (const auto& [k, label] : values_) {
    if (k == key) return label->text();
  }
  return {};
}

void NumbersPanel::refresh() {
  const bool any = state_->selectedStep() != nullptr;
  const DashboardNumbers& n = state_->numbers();
  const QString none = QStringLiteral("–");
  const auto set = [&](const char* key, const QString& text) {
    for (const auto& [k, label] : values_) {
      if (k == QLatin1String(key) && label->text() != text) label->setText(text);
    }
  };
  const auto setToolTip = [&](const char* key, const QString& text) {
    for (const auto& [k, label] : values_) {
      if (k == QLatin1String(key)) label->setToolTip(text);
    }
  };
  set("step",
      any ? QString::number(n.step) + (state_->isLive() ? tr(" (live)") : tr(" (paused)")) : none);
  set("running", any ? QString::number(n.num_running) : none);
  set("waiting", any ? QString::number(n.num_waiting) : none);
  set("preempted", any ? QString::number(n.num_preempted_total) : none);
  set("prompt_tps", any ? QString::number(n.prompt_tokens_per_s, 'f', 1) : none);
  set("generation_tps", any ? QString::number(n.generation_tokens_per_s, 'f', 1) : none);
  set("ttft", latency(n.ttft_s));
  set("itl", latency(n.itl_s));
  setToolTip("ttft", samples(n.ttft_s));
  setToolTip("itl", samples(n.itl_s));
  set("prefix_hit", n.has_prefix_admissions
                        ? QString::number(n.prefix_hit_rate * 100.0, 'f', 1) + QLatin1Char('%')
                        : none);
  set("kv_usage", any ? tr("%1% (%2 / %3 blocks)")
                            .arg(n.kv_usage * 100.0, 0, 'f', 1)
                            .arg(n.blocks_used)
                            .arg(n.blocks_total)
                      : none);
}
