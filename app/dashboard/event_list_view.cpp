#include "dashboard/event_list_view.h"

#include <QEvent>
#include <QGridLayout>
#include <QListWidget>
#include <QToolButton>
#include <algorithm>

namespace {

constexpr int kStepRole = Qt::UserRole;
constexpr int kKindRole = Qt::UserRole + 1;
constexpr int kIdRole = Qt::UserRole + 2;

const char* kindText(EventListView::Kind kind) {
  switch (kind) {
    case EventListView::Kind::Admitted:
      return QT_TRANSLATE_NOOP("EventListView", "step %1: %2 admitted");
    case EventListView::Kind::Preempted:
      return QT_TRANSLATE_NOOP("EventListView", "step %1: %2 preempted");
    case EventListView::Kind::Finished:
      return QT_TRANSLATE_NOOP("EventListView", "step %1: %2 finished");
  }
  return "";
}

}  // namespace

EventListView::EventListView(DashboardState* state, QWidget* parent)
    : QWidget(parent), state_(state), list_(new QListWidget(this)) {
  list_->setObjectName("eventList");
  list_->setUniformItemSizes(true);
  list_->setMinimumHeight(120);
  auto* grid = new QGridLayout(this);
  grid->setContentsMargins(0, 0, 0, 0);
  grid->addWidget(list_, 0, 0, 1, 3);
  const char* names[] = {"nextAdmission", "nextPreemption", "nextFinish"};
  for (int i = 0; i < 3; ++i) {
    next_[i] = new QToolButton(this);
    next_[i]->setObjectName(names[i]);
    next_[i]->setAutoRaise(true);
    grid->addWidget(next_[i], 1, i);
    const Kind kind = static_cast<Kind>(i);
    connect(next_[i], &QToolButton::clicked, this, [this, kind] { selectNext(kind); });
  }
  retranslate();
  connect(list_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
    state_->selectStep(item->data(kStepRole).toULongLong());
  });
  connect(state_, &DashboardState::changed, this, &EventListView::refresh);
  refresh();
}

int EventListView::rowCount() const {
  return list_->count();
}

QString EventListView::rowText(int row) const {
  const QListWidgetItem* item = list_->item(row);
  return item ? item->text() : QString();
}

bool EventListView::selectNext(Kind kind) {
  for (int row = list_->currentRow() + 1; row < list_->count(); ++row) {
    QListWidgetItem* item = list_->item(row);
    if (item->data(kKindRole).toInt() != static_cast<int>(kind)) continue;
    list_->setCurrentRow(row);
    list_->scrollToItem(item);
    state_->selectStep(item->data(kStepRole).toULongLong());
    return true;
  }
  return false;
}

// Appends the events of steps recorded since the last refresh; rows of steps that left the
// recording (or a cleared one) go.
void EventListView::refresh() {
  const auto& steps = state_->steps();
  if (steps.empty() || (any_ && steps.back()->step < last_step_)) {  // cleared
    list_->clear();
    any_ = false;
    if (steps.empty()) return;
  }
  const std::uint64_t first = steps.front()->step;
  while (list_->count() > 0 && list_->item(0)->data(kStepRole).toULongLong() < first) {
    delete list_->takeItem(0);
  }
  // The recording is in step order: list the steps after the newest one listed.
  const auto from = any_ ? std::upper_bound(steps.begin(), steps.end(), last_step_,
                                            [](std::uint64_t step, const tessera::StepStats* s) {
                                              return step < s->step;
                                            })
                         : steps.begin();
  const bool grew = from != steps.end();
  for (auto it = from; it != steps.end(); ++it) addEvents(**it);
  last_step_ = steps.back()->step;
  any_ = true;
  while (list_->count() > kMaxRows) delete list_->takeItem(0);
  if (grew && list_->currentRow() < 0 && state_->isLive()) list_->scrollToBottom();
}

void EventListView::addEvents(const tessera::StepStats& step) {
  const auto add = [&](Kind kind, tessera::RequestId id) {
    auto* item =
        new QListWidgetItem(tr(kindText(kind)).arg(step.step).arg(state_->requestLabel(id)), list_);
    item->setData(kStepRole, QVariant::fromValue<qulonglong>(step.step));
    item->setData(kKindRole, static_cast<int>(kind));
    item->setData(kIdRole, QVariant::fromValue<qulonglong>(id));
    item->setForeground(state_->requestColor(id).darker(130));
  };
  for (const tessera::RequestId id : step.preempted) add(Kind::Preempted, id);
  for (const tessera::RequestId id : step.admitted) add(Kind::Admitted, id);
  for (const tessera::RequestId id : step.finished) add(Kind::Finished, id);
}

void EventListView::retranslate() {
  next_[0]->setText(tr("Next admission"));
  next_[0]->setToolTip(tr("Show the step of the next admission in the list"));
  next_[1]->setText(tr("Next preemption"));
  next_[1]->setToolTip(tr("Show the step of the next preemption in the list"));
  next_[2]->setText(tr("Next finish"));
  next_[2]->setToolTip(tr("Show the step of the next finished request in the list"));
  for (int row = 0; row < list_->count(); ++row) {
    QListWidgetItem* item = list_->item(row);
    item->setText(tr(kindText(static_cast<Kind>(item->data(kKindRole).toInt())))
                      .arg(item->data(kStepRole).toULongLong())
                      .arg(state_->requestLabel(item->data(kIdRole).toULongLong())));
  }
}

void EventListView::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}
