// The live scheduler dashboard: KV block map, batch composition, prefill/decode mix, request
// Gantt chart and numbers, all drawn from the StatsRecorder's snapshots at the UI frame rate,
// with pause / step through history, request highlighting, live knobs and exports, and the
// record / replay of a session's arrivals with two runs compared side by side.
#pragma once

#include <QColor>
#include <QWidget>
#include <functional>
#include <vector>

#include "dashboard/simulated_load.h"
#include "tessera/engine.h"

class BatchTimelineView;
class BlockMapView;
class DashboardState;
class EventListView;
class WhyPanel;
class KnobsPanel;
class NumbersPanel;
class QDialog;
class QLabel;
class QSlider;
class QTimer;
class QToolButton;
class RequestColors;
class ReplayController;
class RequestTimelineView;
class RunComparePanel;
class StatsRecorder;
class TokenMixView;

class DashboardWidget : public QWidget {
  Q_OBJECT

 public:
  explicit DashboardWidget(StatsRecorder* recorder, QWidget* parent = nullptr);

  RequestColors* colors() const { return colors_; }
  DashboardState* state() const { return state_; }
  BlockMapView* blockMap() const { return block_map_; }
  BatchTimelineView* batchTimeline() const { return batch_; }
  TokenMixView* tokenMix() const { return mix_; }
  RequestTimelineView* requestTimeline() const { return gantt_; }
  NumbersPanel* numbers() const { return numbers_; }
  EventListView* events() const { return events_; }
  WhyPanel* why() const { return why_; }
  KnobsPanel* knobs() const { return knobs_; }
  // Record and replay of arrivals, and the runs kept for comparison.
  ReplayController* replay() const { return replay_; }
  // Opens (or raises) the "Compare runs" window; returns its panel.
  RunComparePanel* showComparison();

  // Takes a new snapshot now if the recorder changed (the frame timer does this ~30 times/s).
  void refresh();
  // Write the whole recording; return an error message, empty on success.
  QString exportChromeTrace(const QString& path) const;
  QString exportStepStatsJsonl(const QString& path) const;

 public slots:
  void setSchedulerConfig(const tessera::SchedulerConfig& config);
  void setRequestColor(tessera::RequestId id, const QColor& color);
  void pause();
  void resume();
  void stepBackward();
  void stepForward();
  void highlightRequest(tessera::RequestId id);  // 0: none

 signals:
  void schedulerConfigRequested(const tessera::SchedulerConfig& config);
  void simulateLoadRequested(const SimulatedLoad& load);
  void requestActivated(tessera::RequestId id);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  // Texts that follow the installed translation: `setTexts` runs again on LanguageChange.
  void whenLanguageChanges(std::function<void()> setTexts);
  QWidget* buildControls();
  QWidget* buildSidePanel();
  QWidget* buildViews();
  void connectViews();
  void addShortcuts();
  void syncControls();
  void onRequestClicked(tessera::RequestId id);
  void askSimulatedLoad();
  void askExport(bool chrome_trace);
  void askSaveArrivals();
  void askReplayArrivals();

  StatsRecorder* recorder_;
  RequestColors* colors_;
  DashboardState* state_;
  QTimer* frame_timer_;
  std::uint64_t shown_version_ = ~std::uint64_t{0};
  BlockMapView* block_map_ = nullptr;
  BatchTimelineView* batch_ = nullptr;
  TokenMixView* mix_ = nullptr;
  RequestTimelineView* gantt_ = nullptr;
  NumbersPanel* numbers_ = nullptr;
  EventListView* events_ = nullptr;
  WhyPanel* why_ = nullptr;
  KnobsPanel* knobs_ = nullptr;
  QToolButton* pause_ = nullptr;
  std::vector<std::function<void()>> retranslations_;
  QSlider* history_ = nullptr;
  QLabel* position_ = nullptr;
  SimulatedLoad last_load_;
  ReplayController* replay_;
  QDialog* comparison_ = nullptr;
  RunComparePanel* compare_panel_ = nullptr;
};
