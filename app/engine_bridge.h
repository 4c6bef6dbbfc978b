// The only place Qt meets the engine. Lives on the GUI thread; engine callbacks arrive on the
// engine thread and are forwarded as queued signals. No call here blocks the GUI thread.
#pragma once

#include <QObject>
#include <QString>
#include <memory>

#include "tessera/engine.h"
#include "tessera/message.h"

class StatsRecorder;

Q_DECLARE_METATYPE(tessera::RequestOutput)
Q_DECLARE_METATYPE(tessera::RequestEvent)

class EngineBridge : public QObject {
  Q_OBJECT

 public:
  explicit EngineBridge(QObject* parent = nullptr);
  ~EngineBridge() override;

  // Loads the model on a worker thread; emits loadProgress, then modelLoaded or modelLoadFailed.
  // The engine loaded before keeps running meanwhile; a new one that loads replaces it (and
  // aborts everything on it, after modelUnloading), one that fails leaves it as it was.
  void loadModel(const tessera::EngineConfig& config);
  bool isLoaded() const;
  bool isLoading() const;
  const tessera::ModelInfo* modelInfo() const;  // null until loaded
  const tessera::Tokenizer* tokenizer() const;  // null until loaded
  // The engine itself, for other clients of it (the local API server); null until loaded. It is
  // replaced after modelUnloading: let go of it there.
  tessera::Engine* engine() const;

  // Returns 0 when no model is loaded. Outputs arrive through the output() signal.
  tessera::RequestId submit(tessera::GenerationRequest request);
  void abort(tessera::RequestId id);

  tessera::SchedulerConfig schedulerConfig() const;
  // Applied at the next step; emits errorMessage when the engine refuses it.
  void setSchedulerConfig(const tessera::SchedulerConfig& config);

  // Every StepStats and RequestEvent of the current engine is recorded here (on the engine
  // thread); the dashboard reads snapshots at its own frame rate.
  StatsRecorder& recorder();

 signals:
  void loadProgress(int percent, const QString& stage);
  void modelLoaded();
  void modelLoadFailed(const QString& message);  // in the interface language
  void output(const tessera::RequestOutput& output);
  // Life events of every request (queued, scheduled, preempted, first token, finished).
  void requestEvent(const tessera::RequestEvent& event);
  // The current engine is about to be replaced: its requests end without a final output.
  void modelUnloading();
  void errorMessage(const QString& message);  // in the interface language

 private:
  void subscribe(tessera::Engine& engine, int generation);
  void finishLoad(std::shared_ptr<tessera::Engine> engine, const tessera::Message& failure,
                  int generation);

  class Private;
  std::unique_ptr<Private> d_;
};
