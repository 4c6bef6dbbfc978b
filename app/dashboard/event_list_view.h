// The scheduler's events as a list, step by step: admissions, preemptions and finishes, each with
// its request's label ("API #12", a chat's "#7"), the newest last. Clicking one pauses the
// dashboard on its step; "Next preemption", "Next admission" and "Next finish" go from the
// selected row to the next event of that kind, so a long recording can be read one decision at
// a time.
#pragma once

#include <QWidget>
#include <cstdint>

#include "dashboard/dashboard_state.h"

class QListWidget;
class QToolButton;

class EventListView : public QWidget {
  Q_OBJECT

 public:
  enum class Kind { Admitted, Preempted, Finished };
  static constexpr int kMaxRows = 2000;  // the newest events kept in the list

  explicit EventListView(DashboardState* state, QWidget* parent = nullptr);

  // Selects the next event of `kind` after the selected row (from the top when none is) and
  // shows its step; false when there is none.
  bool selectNext(Kind kind);
  int rowCount() const;
  QString rowText(int row) const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void refresh();
  void addEvents(const tessera::StepStats& step);
  void retranslate();

  DashboardState* state_;
  QListWidget* list_;
  QToolButton* next_[3];
  std::uint64_t last_step_ = 0;  // the newest step whose events are listed
  bool any_ = false;             // whether last_step_ is set
};
