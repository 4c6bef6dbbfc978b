#include "dashboard/why_panel.h"

#include <QEvent>
#include <QListWidget>
#include <QVBoxLayout>

namespace {

QString waitingLine(const tessera::StepStats& step, const tessera::WaitingRequest& why,
                    const std::function<QString(tessera::RequestId)>& label) {
  const QString who = label(why.id);
  if (why.behind != 0) {
    return WhyPanel::tr("%1 waits behind %2 (first come, first served)")
        .arg(who, label(why.behind));
  }
  switch (why.reason) {
    case tessera::WaitReason::TokenBudget:
      if (why.tokens > 0) {
        return WhyPanel::tr(
                   "%1 waits: its %2 prompt tokens exceed the %3 left of the token budget "
                   "(chunked prefill is off)")
            .arg(who)
            .arg(why.tokens)
            .arg(why.budget_left);
      }
      return WhyPanel::tr("%1 waits: the step's token budget of %2 is used")
          .arg(who)
          .arg(step.token_budget);
    case tessera::WaitReason::MaxNumSeqs:
      return WhyPanel::tr("%1 waits: %2 requests run, the max_num_seqs limit")
          .arg(who)
          .arg(step.max_num_seqs);
    case tessera::WaitReason::FreeBlocks:
      return WhyPanel::tr("%1 waits: short of KV blocks for its next %2 tokens (needs %3, %4 free)")
          .arg(who)
          .arg(why.tokens)
          .arg(why.blocks_needed)
          .arg(why.blocks_free);
    case tessera::WaitReason::NotInBatch:
      return WhyPanel::tr("%1 waits: not in the running static batch").arg(who);
    case tessera::WaitReason::Preempting:
      return WhyPanel::tr("%1 waits: this step preempted, so it admitted nobody").arg(who);
  }
  return who;
}

QString preemptionLine(const tessera::Preemption& p,
                       const std::function<QString(tessera::RequestId)>& label) {
  const QString text =
      p.policy == tessera::QueuePolicy::Priority
          ? WhyPanel::tr(
                "%1 preempted: %2 was short of KV blocks (needs %3, %4 free); the priority "
                "policy takes the least important")
          : WhyPanel::tr(
                "%1 preempted: %2 was short of KV blocks (needs %3, %4 free); first come, "
                "first served takes the most recently admitted");
  return text.arg(label(p.victim), label(p.needed_by)).arg(p.blocks_needed).arg(p.blocks_free);
}

}  // namespace

WhyPanel::WhyPanel(DashboardState* state, QWidget* parent)
    : QWidget(parent), state_(state), list_(new QListWidget(this)) {
  list_->setObjectName("whyList");
  list_->setWordWrap(true);
  list_->setMinimumHeight(80);
  auto* column = new QVBoxLayout(this);
  column->setContentsMargins(0, 0, 0, 0);
  column->addWidget(list_);
  connect(state_, &DashboardState::changed, this, &WhyPanel::refresh);
  refresh();
}

QStringList WhyPanel::lines(const tessera::StepStats& step,
                            const std::function<QString(tessera::RequestId)>& label) {
  QStringList out;
  for (const tessera::Preemption& p : step.preemptions) out << preemptionLine(p, label);
  for (const tessera::WaitingRequest& why : step.waiting) out << waitingLine(step, why, label);
  if (out.isEmpty()) out << tr("Step %1: nothing waits and nothing was preempted").arg(step.step);
  return out;
}

QStringList WhyPanel::shownLines() const {
  QStringList out;
  for (int row = 0; row < list_->count(); ++row) out << list_->item(row)->text();
  return out;
}

void WhyPanel::refresh() {
  list_->clear();
  const tessera::StepStats* step = state_->steps().empty() ? nullptr : state_->selectedStep();
  if (step == nullptr) return;
  const auto label = [this](tessera::RequestId id) { return state_->requestLabel(id); };
  for (const QString& line : lines(*step, label)) list_->addItem(line);
}

void WhyPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) refresh();
  QWidget::changeEvent(event);
}
