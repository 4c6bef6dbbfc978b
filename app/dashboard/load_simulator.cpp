#include "dashboard/load_simulator.h"

#include <random>
#include <stdexcept>
#include <string>

namespace {

void check_range(const char* field, int lo, int hi) {
  if (lo < 1 || hi < lo) {
    throw std::invalid_argument(std::string("simulated load: ") + field + " range [" +
                                std::to_string(lo) + ", " + std::to_string(hi) +
                                "] must satisfy 1 <= min <= max");
  }
}

void check_vocab(int vocab_size, int first_token_id) {
  if (vocab_size <= first_token_id) {
    throw std::invalid_argument("simulated load: vocab_size " + std::to_string(vocab_size) +
                                " leaves no ordinary token ids");
  }
}

}  // namespace

LoadSimulator::LoadSimulator(int vocab_size, Submit submit, int first_token_id)
    : vocab_size_(vocab_size), submit_(std::move(submit)), first_token_id_(first_token_id) {}

std::vector<tessera::GenerationRequest> LoadSimulator::makeRequests(
    const SimulatedLoad& load) const {
  if (load.num_requests < 0) {
    throw std::invalid_argument("simulated load: num_requests is " +
                                std::to_string(load.num_requests) + ", must be >= 0");
  }
  check_vocab(vocab_size_, first_token_id_);
  check_range("prompt tokens", load.min_prompt_tokens, load.max_prompt_tokens);
  check_range("output tokens", load.min_output_tokens, load.max_output_tokens);
  std::mt19937_64 rng(load.seed);
  std::uniform_int_distribution<int> prompt_len(load.min_prompt_tokens, load.max_prompt_tokens);
  std::uniform_int_distribution<int> output_len(load.min_output_tokens, load.max_output_tokens);
  std::uniform_int_distribution<tessera::TokenId> token(first_token_id_, vocab_size_ - 1);
  std::vector<tessera::GenerationRequest> requests(static_cast<std::size_t>(load.num_requests));
  for (auto& request : requests) {
    request.prompt_ids.resize(static_cast<std::size_t>(prompt_len(rng)));
    for (auto& id : request.prompt_ids) id = token(rng);
    request.sampling.max_tokens = output_len(rng);
    request.sampling.ignore_eos = true;  // the chosen output length is the length produced
    request.sampling.seed = rng();
    request.priority = kSyntheticPriority;
  }
  return requests;
}

tessera::GenerationRequest LoadSimulator::makeRequest(int prompt_tokens, int output_tokens,
                                                      std::uint64_t seed) const {
  check_vocab(vocab_size_, first_token_id_);
  check_range("prompt tokens", prompt_tokens, prompt_tokens);
  check_range("output tokens", output_tokens, output_tokens);
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<tessera::TokenId> token(first_token_id_, vocab_size_ - 1);
  tessera::GenerationRequest request;
  request.prompt_ids.resize(static_cast<std::size_t>(prompt_tokens));
  for (auto& id : request.prompt_ids) id = token(rng);
  request.sampling.max_tokens = output_tokens;
  request.sampling.ignore_eos = true;
  request.sampling.seed = rng();
  request.priority = kSyntheticPriority;
  return request;
}

std::vector<tessera::RequestId> LoadSimulator::run(const SimulatedLoad& load) const {
  std::vector<tessera::RequestId> ids;
  for (auto& request : makeRequests(load)) ids.push_back(submit_(std::move(request)));
  return ids;
}
