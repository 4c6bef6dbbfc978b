#include "dashboard/dashboard_widget.h"

#include <QDialog>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSlider>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <fstream>

#include "dashboard/batch_timeline_view.h"
#include "dashboard/block_map_view.h"
#include "dashboard/dashboard_state.h"
#include "dashboard/event_list_view.h"
#include "dashboard/knobs_panel.h"
#include "dashboard/numbers_panel.h"
#include "dashboard/replay_controller.h"
#include "dashboard/request_timeline_view.h"
#include "dashboard/run_compare_panel.h"
#include "dashboard/simulate_load_dialog.h"
#include "dashboard/stats_recorder.h"
#include "dashboard/token_mix_view.h"
#include "dashboard/why_panel.h"
#include "tessera/trace_export.h"

namespace {

constexpr int kFrameMs = 33;

QToolButton* toolButton(QWidget* parent, const QString& text, const QString& tip) {
  auto* button = new QToolButton(parent);
  button->setText(text);
  button->setToolTip(tip);
  button->setAutoRaise(true);
  return button;
}

std::vector<tessera::StepStats> copySteps(const StatsSnapshot& snapshot) {
  std::vector<tessera::StepStats> steps;
  steps.reserve(snapshot.steps.size());
  for (const auto& s : snapshot.steps) steps.push_back(*s);
  return steps;
}

// Writes through a temporary file so a failed export never leaves half a file behind.
template <typename Write>
QString writeFile(const QString& path, Write&& write) {
  const QString temporary = path + QStringLiteral(".part");
  {
    std::ofstream out(QFile::encodeName(temporary).toStdString(), std::ios::binary);
    if (!out) return DashboardWidget::tr("Cannot write %1").arg(temporary);
    write(out);
    out.flush();
    if (!out) return DashboardWidget::tr("Writing %1 failed").arg(temporary);
  }
  QFile::remove(path);
  if (!QFile::rename(temporary, path)) {
    return DashboardWidget::tr("Cannot rename %1 to %2").arg(temporary, path);
  }
  return {};
}

}  // namespace

DashboardWidget::DashboardWidget(StatsRecorder* recorder, QWidget* parent)
    : QWidget(parent),
      recorder_(recorder),
      colors_(new RequestColors(this)),
      state_(new DashboardState(colors_, this)),
      frame_timer_(new QTimer(this)),
      replay_(new ReplayController(recorder, this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addWidget(buildControls());
  auto* split = new QSplitter(Qt::Horizontal, this);
  split->addWidget(buildSidePanel());
  split->addWidget(buildViews());
  split->setStretchFactor(1, 1);
  split->setSizes({320, 1000});
  // A short dock (a 768-pixel laptop screen) scrolls the panels instead of making the window
  // taller than the screen; with room they fill it as before.
  auto* scroll = new QScrollArea(this);
  scroll->setObjectName("dashboardScroll");
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setMinimumHeight(120);
  scroll->setWidget(split);
  layout->addWidget(scroll, 1);
  connectViews();
  addShortcuts();
  // A finished replay is shown beside the run before it.
  connect(replay_, &ReplayController::runAdded, this, [this] { showComparison(); });
  connect(state_, &DashboardState::changed, this, &DashboardWidget::syncControls);
  // Repaint at the UI's own frame rate, only when the recorder changed; never per step.
  connect(frame_timer_, &QTimer::timeout, this, &DashboardWidget::refresh);
  frame_timer_->start(kFrameMs);
  refresh();
}

void DashboardWidget::whenLanguageChanges(std::function<void()> setTexts) {
  retranslations_.push_back(std::move(setTexts));
}

void DashboardWidget::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    for (const auto& setTexts : retranslations_) setTexts();
    syncControls();  // the step position line
  }
  QWidget::changeEvent(event);
}

QWidget* DashboardWidget::buildControls() {
  auto* bar = new QWidget(this);
  auto* row = new QHBoxLayout(bar);
  row->setContentsMargins(0, 0, 0, 0);
  pause_ = toolButton(bar, tr("Pause"), tr("Freeze the views on the current step"));
  pause_->setCheckable(true);
  pause_->setToolTip(tr("Freeze the views on the current step (Space)"));
  auto* back = toolButton(bar, tr("◀ Step"), tr("Show the previous recorded step (Left)"));
  auto* forward = toolButton(bar, tr("Step ▶"), tr("Show the next recorded step (Right)"));
  auto* live = toolButton(bar, tr("Live"), tr("Follow the newest step (End)"));
  history_ = new QSlider(Qt::Horizontal, bar);
  history_->setToolTip(tr("Recorded history"));
  position_ = new QLabel(bar);
  position_->setMinimumWidth(position_->fontMetrics().horizontalAdvance(
      tr("step %1 (%2 of %3)").arg(9999999).arg(10000).arg(10000)));
  auto* simulate = new QPushButton(tr("Simulate load…"), bar);
  auto* exporting = toolButton(bar, tr("Export"), tr("Save the recording"));
  exporting->setPopupMode(QToolButton::InstantPopup);
  auto* menu = new QMenu(exporting);
  menu->addAction(tr("Chrome trace (Perfetto)…"), this, [this] { askExport(true); });
  menu->addAction(tr("Step stats (JSON lines)…"), this, [this] { askExport(false); });
  exporting->setMenu(menu);
  auto* replaying = toolButton(bar, tr("Replay"), tr("Record and replay arrivals, compare runs"));
  replaying->setPopupMode(QToolButton::InstantPopup);
  auto* replay_menu = new QMenu(replaying);
  replay_menu->addAction(tr("Save arrivals…"), this, &DashboardWidget::askSaveArrivals);
  replay_menu->addAction(tr("Replay arrivals…"), this, &DashboardWidget::askReplayArrivals);
  replay_menu->addAction(tr("Compare runs…"), this, &DashboardWidget::showComparison);
  replaying->setMenu(replay_menu);
  auto* clear = toolButton(bar, tr("Clear"), tr("Forget the recorded history"));
  for (QWidget* w : std::initializer_list<QWidget*>{pause_, back, forward, live}) row->addWidget(w);
  row->addWidget(history_, 1);
  row->addWidget(position_);
  row->addWidget(simulate);
  row->addWidget(exporting);
  row->addWidget(replaying);
  row->addWidget(clear);
  whenLanguageChanges([=, this] {
    pause_->setText(tr("Pause"));
    pause_->setToolTip(tr("Freeze the views on the current step (Space)"));
    back->setText(tr("◀ Step"));
    back->setToolTip(tr("Show the previous recorded step (Left)"));
    forward->setText(tr("Step ▶"));
    forward->setToolTip(tr("Show the next recorded step (Right)"));
    live->setText(tr("Live"));
    live->setToolTip(tr("Follow the newest step (End)"));
    history_->setToolTip(tr("Recorded history"));
    simulate->setText(tr("Simulate load…"));
    exporting->setText(tr("Export"));
    exporting->setToolTip(tr("Save the recording"));
    menu->actions().at(0)->setText(tr("Chrome trace (Perfetto)…"));
    menu->actions().at(1)->setText(tr("Step stats (JSON lines)…"));
    replaying->setText(tr("Replay"));
    replaying->setToolTip(tr("Record and replay arrivals, compare runs"));
    replay_menu->actions().at(0)->setText(tr("Save arrivals…"));
    replay_menu->actions().at(1)->setText(tr("Replay arrivals…"));
    replay_menu->actions().at(2)->setText(tr("Compare runs…"));
    if (comparison_) comparison_->setWindowTitle(tr("Compare runs"));
    clear->setText(tr("Clear"));
    clear->setToolTip(tr("Forget the recorded history"));
  });

  connect(pause_, &QToolButton::toggled, this, [this](bool on) { on ? pause() : resume(); });
  connect(back, &QToolButton::clicked, this, &DashboardWidget::stepBackward);
  connect(forward, &QToolButton::clicked, this, &DashboardWidget::stepForward);
  connect(live, &QToolButton::clicked, this, &DashboardWidget::resume);
  connect(history_, &QSlider::valueChanged, this,
          [this](int index) { state_->selectIndex(static_cast<std::size_t>(index)); });
  connect(simulate, &QPushButton::clicked, this, &DashboardWidget::askSimulatedLoad);
  connect(clear, &QToolButton::clicked, this, [this] {
    replay_->abandon();  // its requests' ends would no longer be in the recording
    recorder_->clear();
    refresh();
  });
  return bar;
}

QWidget* DashboardWidget::buildSidePanel() {
  auto* side = new QWidget(this);
  auto* column = new QVBoxLayout(side);
  column->setContentsMargins(0, 0, 0, 0);
  auto* now = new QGroupBox(tr("Numbers"), side);
  numbers_ = new NumbersPanel(state_, now);
  (new QVBoxLayout(now))->addWidget(numbers_);
  auto* events = new QGroupBox(tr("Events"), side);
  events_ = new EventListView(state_, events);
  (new QVBoxLayout(events))->addWidget(events_);
  auto* why = new QGroupBox(tr("Why this step"), side);
  why_ = new WhyPanel(state_, why);
  (new QVBoxLayout(why))->addWidget(why_);
  auto* knobs = new QGroupBox(tr("Scheduler knobs"), side);
  knobs_ = new KnobsPanel(knobs);
  (new QVBoxLayout(knobs))->addWidget(knobs_);
  whenLanguageChanges([=] {
    now->setTitle(tr("Numbers"));
    events->setTitle(tr("Events"));
    why->setTitle(tr("Why this step"));
    knobs->setTitle(tr("Scheduler knobs"));
  });
  column->addWidget(now);
  column->addWidget(events, 1);
  column->addWidget(why, 1);
  column->addWidget(knobs);
  connect(knobs_, &KnobsPanel::configRequested, this, &DashboardWidget::schedulerConfigRequested);
  return side;
}

QWidget* DashboardWidget::buildViews() {
  auto* split = new QSplitter(Qt::Vertical, this);
  block_map_ = new BlockMapView(state_);
  auto* scroll = new QScrollArea(split);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidget(block_map_);
  batch_ = new BatchTimelineView(state_, split);
  mix_ = new TokenMixView(state_, split);
  gantt_ = new RequestTimelineView(state_, split);
  split->addWidget(scroll);
  split->addWidget(batch_);
  split->addWidget(mix_);
  split->addWidget(gantt_);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);
  split->setStretchFactor(2, 1);
  split->setStretchFactor(3, 2);
  return split;
}

void DashboardWidget::connectViews() {
  for (DashboardView* view :
       std::initializer_list<DashboardView*>{block_map_, batch_, mix_, gantt_}) {
    connect(view, &DashboardView::requestClicked, this, &DashboardWidget::onRequestClicked);
  }
  const auto select = [this](std::size_t index) { state_->selectIndex(index); };
  connect(batch_, &BatchTimelineView::stepClicked, this, select);
  connect(mix_, &TokenMixView::stepClicked, this, select);
}

// Only while the focus is inside the dashboard, so typing in a chat never steps the history.
void DashboardWidget::addShortcuts() {
  const auto add = [this](QKeySequence key, auto slot) {
    auto* shortcut = new QShortcut(key, this);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(shortcut, &QShortcut::activated, this, slot);
  };
  add(QKeySequence(Qt::Key_Left), &DashboardWidget::stepBackward);
  add(QKeySequence(Qt::Key_Right), &DashboardWidget::stepForward);
  add(QKeySequence(Qt::Key_Space), [this] { state_->isLive() ? pause() : resume(); });
  add(QKeySequence(Qt::Key_End), &DashboardWidget::resume);
}

void DashboardWidget::refresh() {
  if (recorder_->version() == shown_version_) return;
  auto snapshot = recorder_->snapshot();
  shown_version_ = snapshot->version;
  state_->setSnapshot(std::move(snapshot));
  replay_->poll();
}

void DashboardWidget::syncControls() {
  const auto& steps = state_->steps();
  const QSignalBlocker block_pause(pause_);
  const QSignalBlocker block_history(history_);
  pause_->setChecked(!state_->isLive());
  history_->setRange(0, steps.empty() ? 0 : static_cast<int>(steps.size()) - 1);
  history_->setValue(static_cast<int>(state_->selectedIndex()));
  position_->setText(steps.empty() ? tr("no steps")
                                   : tr("step %1 (%2 of %3)")
                                         .arg(state_->selectedStep()->step)
                                         .arg(state_->selectedIndex() + 1)
                                         .arg(steps.size()));
}

void DashboardWidget::setSchedulerConfig(const tessera::SchedulerConfig& config) {
  knobs_->setConfig(config);
}

void DashboardWidget::setRequestColor(tessera::RequestId id, const QColor& color) {
  colors_->setColor(id, color);
}

void DashboardWidget::pause() {
  state_->setLive(false);
}
void DashboardWidget::resume() {
  state_->setLive(true);
}
void DashboardWidget::stepBackward() {
  state_->stepBy(-1);
}
void DashboardWidget::stepForward() {
  state_->stepBy(1);
}

void DashboardWidget::highlightRequest(tessera::RequestId id) {
  state_->setHighlighted(id);
}

// Clicking the highlighted request again clears the highlight.
void DashboardWidget::onRequestClicked(tessera::RequestId id) {
  const bool again = id != 0 && id == state_->highlighted();
  state_->setHighlighted(again ? 0 : id);
  if (id != 0 && !again) emit requestActivated(id);
}

void DashboardWidget::askSimulatedLoad() {
  SimulateLoadDialog dialog(this);
  dialog.setLoad(last_load_);
  if (dialog.exec() != QDialog::Accepted) return;
  last_load_ = dialog.load();
  emit simulateLoadRequested(last_load_);
}

QString DashboardWidget::exportChromeTrace(const QString& path) const {
  const auto snapshot = recorder_->snapshot();
  const auto steps = copySteps(*snapshot);
  return writeFile(
      path, [&](std::ostream& out) { tessera::write_chrome_trace(out, steps, snapshot->events); });
}

QString DashboardWidget::exportStepStatsJsonl(const QString& path) const {
  const auto snapshot = recorder_->snapshot();
  const auto steps = copySteps(*snapshot);
  return writeFile(path, [&](std::ostream& out) { tessera::write_step_stats_jsonl(out, steps); });
}

void DashboardWidget::askExport(bool chrome_trace) {
  const QString path =
      chrome_trace
          ? QFileDialog::getSaveFileName(this, tr("Export Chrome trace"), "tessera-trace.json",
                                         tr("Chrome trace (*.json)"))
          : QFileDialog::getSaveFileName(this, tr("Export step stats"), "tessera-steps.jsonl",
                                         tr("JSON lines (*.jsonl)"));
  if (path.isEmpty()) return;
  const QString error = chrome_trace ? exportChromeTrace(path) : exportStepStatsJsonl(path);
  if (!error.isEmpty()) QMessageBox::warning(this, tr("Export failed"), error);
}

void DashboardWidget::askSaveArrivals() {
  const QString path = QFileDialog::getSaveFileName(
      this, tr("Save arrivals"), "tessera-arrivals.json", tr("Arrivals (*.json)"));
  if (path.isEmpty()) return;
  const QString error = replay_->saveArrivals(path);
  if (!error.isEmpty()) QMessageBox::warning(this, tr("Saving the arrivals failed"), error);
}

void DashboardWidget::askReplayArrivals() {
  const QString path =
      QFileDialog::getOpenFileName(this, tr("Replay arrivals"), {}, tr("Arrivals (*.json)"));
  if (path.isEmpty()) return;
  const QString error = replay_->replayArrivals(path);
  if (!error.isEmpty()) QMessageBox::warning(this, tr("Replay failed"), error);
}

RunComparePanel* DashboardWidget::showComparison() {
  if (!comparison_) {
    comparison_ = new QDialog(this);
    comparison_->setWindowTitle(tr("Compare runs"));
    compare_panel_ = new RunComparePanel(replay_->runs(), comparison_);
    (new QVBoxLayout(comparison_))->addWidget(compare_panel_);
    comparison_->resize(980, 560);
  }
  comparison_->show();
  comparison_->raise();
  return compare_panel_;
}
