#include "dashboard/numbers_panel.h"

#include <QEvent>
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
  addRow(grid, "step", QT_TR_NOOP("Step"));
  addRow(grid, "running", QT_TR_NOOP("Running"));
  addRow(grid, "waiting", QT_TR_NOOP("Waiting"));
  addRow(grid, "preempted", QT_TR_NOOP("Preemptions (total)"));
  addRow(grid, "prompt_tps", QT_TR_NOOP("Prompt tokens/s"));
  addRow(grid, "generation_tps", QT_TR_NOOP("Generation tokens/s"));
  addRow(grid, "ttft", QT_TR_NOOP("TTFT p50/p90/p99"));
  addRow(grid, "itl", QT_TR_NOOP("Inter-token p50/p90/p99"));
  addRow(grid, "prefix_hit", QT_TR_NOOP("Prefix cache hit rate"));
  addRow(grid, "kv_usage", QT_TR_NOOP("KV cache usage"));
  grid->setRowStretch(grid->rowCount(), 1);
  connect(state_, &DashboardState::changed, this, &NumbersPanel::refresh);
  refresh();
}

void NumbersPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    for (const auto& [label, source] : labels_) label->setText(tr(source));
    refresh();
  }
  QWidget::changeEvent(event);
}

void NumbersPanel::addRow(QGridLayout* grid, const QString& key, const char* label) {
  const int row = grid->rowCount();
  auto* name = new QLabel(tr(label), this);
  labels_.emplace_back(name, label);
  grid->addWidget(name, row, 0);
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
