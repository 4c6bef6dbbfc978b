// EngineBridge: loads off the GUI thread, forwards outputs and request events as queued signals.
#include <QJsonArray>
#include <QTest>
#include <thread>

#include "ui_test_helpers.h"

namespace {

tessera::SamplingParams greedyParams(int maxTokens) {
  tessera::SamplingParams params;
  params.temperature = 0.0f;
  params.max_tokens = maxTokens;
  return params;
}

}  // namespace

class BridgeTest : public QObject {
  Q_OBJECT

 private slots:
  void loadRunsOnAWorkerAndReportsTheModel() {
    EngineBridge bridge;
    QSignalSpy loaded(&bridge, &EngineBridge::modelLoaded);
    bridge.loadModel(ui_test::storiesConfig());
    // loadModel returned before the model was there: the work is on another thread.
    QVERIFY(bridge.isLoading());
    QVERIFY(!bridge.isLoaded());
    QVERIFY(loaded.wait(30000));
    QVERIFY(bridge.isLoaded());
    QVERIFY(!bridge.isLoading());
    QCOMPARE(bridge.modelInfo()->vocab_size, 512);
    QCOMPARE(bridge.modelInfo()->max_model_len, 512);
    QVERIFY(bridge.tokenizer() != nullptr);
  }

  void aMissingFolderFailsWithAMessageNamingIt() {
    EngineBridge bridge;
    QSignalSpy failed(&bridge, &EngineBridge::modelLoadFailed);
    tessera::EngineConfig config = ui_test::storiesConfig();
    config.model_dir = "/nonexistent/tessera-model";
    bridge.loadModel(config);
    QVERIFY(failed.wait(30000));
    QVERIFY(failed.first().first().toString().contains("/nonexistent/tessera-model"));
    QVERIFY(!bridge.isLoaded());
  }

  void submitWithoutAModelReturnsZero() {
    EngineBridge bridge;
    QCOMPARE(bridge.submit({}), tessera::RequestId{0});
  }

  void outputsArriveOnTheGuiThreadAndMatchTheGreedyReference() {
    EngineBridge bridge;
    QVERIFY(ui_test::loadStories(bridge));
    const QJsonObject reference = ui_test::referenceCase("Lily and Tom went to the");
    QVERIFY(!reference.isEmpty());
    tessera::GenerationRequest request;
    for (const QJsonValue& id : reference.value("prompt_ids").toArray())
      request.prompt_ids.push_back(id.toInt());
    request.sampling = greedyParams(40);

    std::vector<tessera::TokenId> tokens;
    std::string text;
    bool finished = false;
    bool onGuiThread = true;
    connect(&bridge, &EngineBridge::output, this, [&](const tessera::RequestOutput& out) {
      onGuiThread = onGuiThread && QThread::currentThread() == thread();
      tokens.insert(tokens.end(), out.new_token_ids.begin(), out.new_token_ids.end());
      text += out.text_delta;
      finished = out.finished;
    });
    const tessera::RequestId id = bridge.submit(request);
    QVERIFY(id != 0);
    QTRY_VERIFY_WITH_TIMEOUT(finished, 30000);
    QVERIFY(onGuiThread);
    const QJsonArray expected = reference.value("output_ids").toArray();
    QCOMPARE(tokens.size(), std::size_t{40});
    for (int i = 0; i < 40; ++i) QCOMPARE(tokens[i], expected[i].toInt());
    QVERIFY(ui_test::referenceAnswer(bridge, "Lily and Tom went to the")
                .startsWith(QString::fromStdString(text)));
  }

  void requestEventsFollowTheRequestsLife() {
    EngineBridge bridge;
    QVERIFY(ui_test::loadStories(bridge));
    QList<tessera::RequestEventType> types;
    tessera::RequestId id = 0;
    connect(&bridge, &EngineBridge::requestEvent, this, [&](const tessera::RequestEvent& e) {
      if (e.id == id) types.append(e.type);
    });
    tessera::GenerationRequest request;
    request.prompt_ids = bridge.tokenizer()->encode("Once upon a time");
    request.sampling = greedyParams(8);
    id = bridge.submit(request);
    QTRY_VERIFY_WITH_TIMEOUT(types.contains(tessera::RequestEventType::Finished), 30000);
    using T = tessera::RequestEventType;
    QCOMPARE(types, (QList<T>{T::Queued, T::Scheduled, T::FirstToken, T::Finished}));
  }

  void loadingAnotherModelAnnouncesTheUnload() {
    EngineBridge bridge;
    QVERIFY(ui_test::loadStories(bridge));
    QSignalSpy unloading(&bridge, &EngineBridge::modelUnloading);
    QVERIFY(ui_test::loadStories(bridge));
    QCOMPARE(unloading.size(), 1);
    QVERIFY(bridge.isLoaded());
  }

  // The engine keeps serving while another folder loads, and stays when that one fails.
  void aFailedLoadKeepsTheRunningEngine() {
    EngineBridge bridge;
    QVERIFY(ui_test::loadStories(bridge));
    const tessera::Engine* engine = bridge.engine();
    QSignalSpy unloading(&bridge, &EngineBridge::modelUnloading);
    QSignalSpy failed(&bridge, &EngineBridge::modelLoadFailed);
    tessera::EngineConfig config = ui_test::storiesConfig();
    config.model_dir = "/nonexistent/tessera-model";
    bridge.loadModel(config);
    QVERIFY(bridge.isLoaded());  // while the other folder loads
    QVERIFY(failed.wait(30000));
    QCOMPARE(unloading.size(), 0);
    QVERIFY(bridge.isLoaded());
    QCOMPARE(bridge.engine(), engine);
    QCOMPARE(bridge.modelInfo()->max_model_len, 512);
    tessera::GenerationRequest request;
    request.prompt_ids = bridge.tokenizer()->encode("Once upon a time");
    request.sampling = greedyParams(4);
    bool finished = false;
    connect(&bridge, &EngineBridge::output, this,
            [&](const tessera::RequestOutput& out) { finished = finished || out.finished; });
    QVERIFY(bridge.submit(request) != 0);
    QTRY_VERIFY_WITH_TIMEOUT(finished, 30000);
  }
};

QTEST_MAIN(BridgeTest)
#include "bridge_engine_bridge.moc"
