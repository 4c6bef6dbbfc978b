// The scheduler's reasons for the selected step, one line each: why every waiting request was
// not admitted (the token budget, max_num_seqs, too few free KV blocks with the numbers, a static
// batch, a step that preempted, or waiting behind the request that could not be admitted), and
// for every preemption the victim, the request that needed its blocks and the policy that chose
// it. The lines come from StepStats::waiting and ::preemptions, which the scheduler writes as it
// decides: nothing here is inferred.
#pragma once

#include <QStringList>
#include <QWidget>
#include <functional>

#include "dashboard/dashboard_state.h"

class QListWidget;

class WhyPanel : public QWidget {
  Q_OBJECT

 public:
  explicit WhyPanel(DashboardState* state, QWidget* parent = nullptr);

  // The panel's lines for one step; label names a request ("API #12", "#7").
  static QStringList lines(const tessera::StepStats& step,
                           const std::function<QString(tessera::RequestId)>& label);
  QStringList shownLines() const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void refresh();

  DashboardState* state_;
  QListWidget* list_;
};
