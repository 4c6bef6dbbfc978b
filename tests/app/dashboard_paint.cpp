// Each view rendered offscreen for the hand-built recording: the pixels that must show a
// request's colour, a prefill or decode slice, a free or cached block, a preemption.
#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QtTest>

#include "dashboard/batch_timeline_view.h"
#include "dashboard/block_map_view.h"
#include "dashboard/dashboard_palette.h"
#include "dashboard/dashboard_state.h"
#include "dashboard/dashboard_view.h"
#include "dashboard/request_timeline_view.h"
#include "dashboard/token_mix_view.h"
#include "support/dashboard_fixture.h"

using fixture::kA;
using fixture::kB;
using fixture::kC;

namespace {

std::shared_ptr<const StatsSnapshot> record(const fixture::Recording& rec) {
  StatsRecorder recorder(rec.steps.size() + 1);
  for (const auto& e : rec.events) recorder.record(e);
  for (const auto& s : rec.steps) recorder.record(s);
  return recorder.snapshot();
}

QImage render(const DashboardView& view, QSize size) {
  QImage image(size, QImage::Format_RGB32);
  image.fill(Qt::magenta);
  QPainter painter(&image);
  view.paintTo(painter, image.rect());
  return image;
}

QRgb at(const QImage& image, QPoint p) {
  return image.pixel(p);
}

}  // namespace

class DashboardPaintTest : public QObject {
  Q_OBJECT

 public:
  DashboardPaintTest() : state_(&colors_) {}

 private slots:
  void init() {
    colors_.clear();
    state_.setSnapshot(record(fixture::threeRequests()));
    state_.setHighlighted(0);
    state_.setLive(true);
  }

  void blockMapColoursBlocksByOwnerAndCacheState() {
    BlockMapView view(&state_);
    view.resize(400, 200);
    state_.selectStep(3);
    const QImage image = render(view, view.size());
    const QRect area = image.rect();
    QVERIFY(view.cellRect(area, 4).width() >= 6);
    QCOMPARE(at(image, view.cellRect(area, 0).center()), colors_.color(kB).rgb());
    QCOMPARE(at(image, view.cellRect(area, 2).center()), colors_.color(kB).rgb());
    QCOMPARE(at(image, view.cellRect(area, 1).center()), palette::cachedBlock().rgb());
    QCOMPARE(at(image, view.cellRect(area, 3).center()), palette::cachedBlock().rgb());
    QCOMPARE(at(image, view.cellRect(area, 4).center()), palette::freeBlock().rgb());
  }

  void blockMapMarksSharedBlocksAndPartialFill() {
    BlockMapView view(&state_);
    view.resize(400, 200);
    state_.selectStep(1);
    const QImage image = render(view, view.size());
    const QRect shared = view.cellRect(image.rect(), 0);
    QCOMPARE(at(image, shared.topLeft()), palette::sharedMark().rgb());  // outlined
    int hatch = 0;
    int colour = 0;
    for (int y = shared.top() + 1; y < shared.bottom(); ++y) {
      for (int x = shared.left() + 1; x < shared.right(); ++x) {
        hatch += at(image, {x, y}) == palette::sharedMark().rgb();
        colour += at(image, {x, y}) == colors_.color(kA).rgb();
      }
    }
    QVERIFY(hatch > 0);  // hatched over the owner's colour
    QVERIFY(colour > hatch);
    // Block 1 holds 3 of A's 4 tokens: the bottom is A's colour, the top quarter pale.
    const QRect partial = view.cellRect(image.rect(), 1);
    const QColor a = colors_.color(kA);
    QCOMPARE(at(image, partial.bottomLeft() + QPoint(2, -2)), a.rgb());
    QCOMPARE(at(image, partial.topLeft() + QPoint(2, 2)), palette::mix(a, Qt::white, 0.7).rgb());
  }

  void blockMapFadesEveryoneButTheHighlightedRequest() {
    BlockMapView view(&state_);
    view.resize(400, 200);
    state_.selectStep(1);
    state_.setHighlighted(kB);
    const QImage image = render(view, view.size());
    const QRect a_only = view.cellRect(image.rect(), 1);
    QCOMPARE(at(image, a_only.bottomLeft() + QPoint(2, -2)),
             palette::faded(colors_.color(kA)).rgb());
    const QRect b_only = view.cellRect(image.rect(), 2);
    QCOMPARE(at(image, b_only.bottomLeft() + QPoint(2, -2)), colors_.color(kB).rgb());
  }

  void blockMapFitsOneHundredThousandBlocks() {
    fixture::Recording rec;
    rec.steps.push_back(fixture::fullCacheStep(100000, 500));
    state_.setSnapshot(record(rec));
    BlockMapView view(&state_);
    view.resize(500, 300);
    const QImage image = render(view, view.size());
    const QRect last = view.cellRect(image.rect(), 99999);
    QVERIFY(!last.isEmpty());
    QVERIFY(image.rect().contains(last));
    // Block 1 is request 1's own first block; block 0 is the shared prefix (darker).
    QCOMPARE(at(image, view.cellRect(image.rect(), 1).topLeft()), colors_.color(1).rgb());
    QCOMPARE(at(image, view.cellRect(image.rect(), 0).topLeft()),
             colors_.color(1).darker(140).rgb());
  }

  void batchTimelineStacksPrefillSolidAndDecodeLight() {
    BatchTimelineView view(&state_);
    view.resize(300, 200);
    state_.selectStep(2);
    const QImage image = render(view, view.size());
    const QRect area = image.rect();
    const QRect a = view.sliceRect(area, 2, kA);
    const QRect c = view.sliceRect(area, 2, kC);
    QVERIFY(!a.isEmpty() && !c.isEmpty());
    QVERIFY(c.height() > 4 * a.height());  // 6 prefill tokens against 1 decode token
    QVERIFY(c.bottom() < a.top());         // stacked in scheduling order, bottom up
    QCOMPARE(at(image, a.center()), palette::decode(colors_.color(kA)).rgb());
    QCOMPARE(at(image, c.center()), colors_.color(kC).rgb());
    QVERIFY(view.sliceRect(area, 0, kB).isEmpty());  // B was not in step 0
    const int budget = view.budgetY(area, 1);
    QVERIFY(budget >= 0);
    QCOMPARE(at(image, QPoint(view.sliceRect(area, 1, kA).left() + 1, budget)),
             palette::budget().rgb());
  }

  void tokenMixSplitsPrefillAndDecodeAndMarksEvents() {
    TokenMixView view(&state_);
    view.resize(300, 160);
    const QImage image = render(view, view.size());
    const QRect area = image.rect();
    const QRect prefill = view.prefillRect(area, 2);
    const QRect decode = view.decodeRect(area, 2);
    QCOMPARE(at(image, prefill.center()), palette::prefillTokens().rgb());
    QCOMPARE(at(image, decode.center()), palette::decodeTokens().rgb());
    QVERIFY(qAbs(prefill.height() - 3 * decode.height()) <= 2);  // 6 prefill, 2 decode tokens
    QVERIFY(view.prefillRect(area, 3).isEmpty());                // step 3 only decodes
    // Step 3 preempted C: a red line through the column; step 0 admitted A: a green mark.
    const QRect step3 = view.decodeRect(area, 3);
    QCOMPARE(at(image, QPoint(step3.left() + 3, step3.top() - 3)), palette::preempted().rgb());
    const QRect plot = view.plotRect(area);
    QCOMPARE(at(image, QPoint(view.prefillRect(area, 0).left() + 1, plot.top() - 3)),
             palette::admitted().rgb());
    QVERIFY(at(image, QPoint(view.prefillRect(area, 1).left() + 1, plot.top() - 3)) !=
            palette::preempted().rgb());
  }

  // Axis labels are drawn smaller where a translation is wider than the gutter (the Japanese
  // "プリフィル" lost its first character at the default size).
  void axisLabelsFitTheirGutter() {
    QFont font = QApplication::font();
    font.setPointSizeF(10.0);
    const int width = StepAxis::kGutter - 4;
    for (const QString& label : {QString("prefill"), QString::fromUtf8("プリフィル"),
                                 QString::fromUtf8("프리필 토큰"), QString::fromUtf8("预填充")}) {
      const QFont fitted = DashboardView::fittedFont(font, label, width);
      QVERIFY2(QFontMetrics(fitted).horizontalAdvance(label) <= width, qPrintable(label));
    }
    const QFont same = DashboardView::fittedFont(font, "x", width);
    QCOMPARE(same.pointSizeF(), 10.0);  // a label that fits keeps its size
  }

  void requestTimelineDrawsEachRequestsStates() {
    RequestTimelineView view(&state_);
    view.resize(300, 160);
    const QImage image = render(view, view.size());
    const QRect area = image.rect();
    const QColor c = colors_.color(kC);
    QCOMPARE(at(image, view.cellRect(area, kC, 2).center()), c.rgb());
    QCOMPARE(at(image, view.cellRect(area, kC, 3).center()), palette::preempted().rgb());
    QCOMPARE(at(image, view.cellRect(area, kC, 4).center()), c.rgb());
    QCOMPARE(at(image, view.cellRect(area, kC, 5).center()), palette::decode(c).rgb());
    QCOMPARE(at(image, view.cellRect(area, kA, 1).center()),
             palette::decode(colors_.color(kA)).rgb());
    QCOMPARE(at(image, view.cellRect(area, kA, 4).center()), palette::background().rgb());
  }

  void viewsUseOverriddenRequestColours() {
    colors_.setColor(kC, QColor(10, 200, 30));
    RequestTimelineView view(&state_);
    view.resize(300, 160);
    const QImage image = render(view, view.size());
    QCOMPARE(at(image, view.cellRect(image.rect(), kC, 2).center()), QColor(10, 200, 30).rgb());
  }

  // One UI frame on a full 10,000-step history: new snapshot, numbers, every view painted.
  void benchmarkFrameOverTenThousandSteps() {
    const auto snapshot = record(fixture::simulatedRun(10000, 512, 5));
    BlockMapView map(&state_);
    BatchTimelineView batch(&state_);
    TokenMixView mix(&state_);
    RequestTimelineView gantt(&state_);
    QImage image(1000, 300, QImage::Format_RGB32);
    QPainter painter(&image);
    QBENCHMARK {
      state_.setSnapshot(snapshot);
      QVERIFY(state_.numbers().step == 9999);
      for (const DashboardView* view :
           {static_cast<DashboardView*>(&map), static_cast<DashboardView*>(&batch),
            static_cast<DashboardView*>(&mix), static_cast<DashboardView*>(&gantt)}) {
        view->paintTo(painter, image.rect());
      }
    }
  }

  void benchmarkPaintingTenThousandBlocks() {
    fixture::Recording rec;
    rec.steps.push_back(fixture::fullCacheStep(10000, 200));
    state_.setSnapshot(record(rec));
    BlockMapView view(&state_);
    view.resize(800, 600);
    QImage image(view.size(), QImage::Format_RGB32);
    QPainter painter(&image);
    QBENCHMARK {
      view.paintTo(painter, image.rect());
    }
  }

 private:
  RequestColors colors_;
  DashboardState state_;
};

QTEST_MAIN(DashboardPaintTest)
#include "dashboard_paint.moc"
