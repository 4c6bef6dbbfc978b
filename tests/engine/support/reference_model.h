// Test support: the stories260K model and a plain float64 forward pass to check backends against.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "tessera/backend/weights.h"
#include "tessera/model_config.h"

namespace tessera::test {

// TESSERA_MODELS_DIR/<name>, loaded and validated.
struct TestModel {
  std::string dir;
  ModelConfig config;
  ModelWeights weights;
};
TestModel load_test_model(const std::string& name = "stories260K");

// Dense, unpaged float64 forward of one whole sequence, written as plainly as possible:
// returns the logits of its last token.
std::vector<double> reference_last_logits(const TestModel& model, std::span<const TokenId> tokens);

}  // namespace tessera::test
