// Turns a SimulatedLoad into GenerationRequests with random prompt token ids and exact output
// lengths, and hands each to a submit callback (the app passes EngineBridge::submit).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "dashboard/simulated_load.h"
#include "tessera/request.h"

class LoadSimulator {
 public:
  using Submit = std::function<tessera::RequestId(tessera::GenerationRequest)>;

  // Prompt ids are drawn from [first_token_id, vocab_size), skipping the special tokens below.
  LoadSimulator(int vocab_size, Submit submit, int first_token_id = 3);

  // Same load and seed: same requests. Throws std::invalid_argument naming the bad field.
  std::vector<tessera::GenerationRequest> makeRequests(const SimulatedLoad& load) const;
  // One request of exactly these lengths (a replayed arrival); the seed picks its prompt ids.
  tessera::GenerationRequest makeRequest(int prompt_tokens, int output_tokens,
                                         std::uint64_t seed) const;
  tessera::RequestId submit(tessera::GenerationRequest request) const {
    return submit_(std::move(request));
  }
  // Submits every request; returns the ids the callback gave (0 for refused ones).
  std::vector<tessera::RequestId> run(const SimulatedLoad& load) const;

 private:
  int vocab_size_;
  Submit submit_;
  int first_token_id_;
};
