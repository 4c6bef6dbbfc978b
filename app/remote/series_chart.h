// A small time-series chart for the remote dashboard: a title, up to a few named series over
// the last minutes, a y axis from zero to a rounded maximum, and each series' latest value.
// Gaps (no value in an interval) break the line instead of drawing a false zero.
#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <QWidget>
#include <functional>
#include <optional>
#include <vector>

class SeriesChart : public QWidget {
  Q_OBJECT

 public:
  struct Series {
    QString name;
    QColor color;
    std::vector<std::pair<double, std::optional<double>>> points;  // (seconds, value)
  };

  // `format` turns a value into its label, e.g. "%1 tok/s".
  SeriesChart(const QString& title, std::function<QString(double)> format,
              QWidget* parent = nullptr);

  void setSeries(QList<Series> series, double now, double spanSeconds);
  void setFixedMax(std::optional<double> max) { fixedMax_ = max; }  // e.g. 1 for fractions
  QString title() const { return title_; }
  void setTitle(const QString& title) {  // a new interface language
    title_ = title;
    update();
  }
  std::optional<double> latest(int series) const;  // the last value of a series

  QSize sizeHint() const override { return {260, 130}; }
  QSize minimumSizeHint() const override { return {160, 90}; }

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  QString title_;
  std::function<QString(double)> format_;
  QList<Series> series_;
  double now_ = 0.0;
  double span_ = 120.0;
  std::optional<double> fixedMax_;
};
