// Helpers for the scheduler-level tests: requests made to measure, a stand-in "model" that
// appends one token per finished forward, and a checker of the KV cache's bookkeeping.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/scheduler.h"

namespace tessera::testing {

// A request with prompt_len tokens (ids start at first_token) that wants max_tokens outputs.
std::unique_ptr<Request> make_request(RequestId id, int prompt_len, int max_tokens,
                                      TokenId first_token = 10, int priority = 0);
std::unique_ptr<Request> make_request(RequestId id, std::vector<TokenId> prompt, int max_tokens,
                                      int priority = 0);

// Plays the model runner for one scheduler output: every planned request that samples gets one
// more token (its length modulo 97, plus 3), handed back through update_from_output, which
// finishes those reaching max_tokens or the context limit. Returns the finished ids.
std::vector<RequestId> fake_model_step(Scheduler& scheduler, const SchedulerOutput& out);

// Empty when the pool and the block tables agree: every block's reference count equals the
// number of running requests holding it, no table holds a block twice, free blocks are
// exactly the unreferenced ones, free + used == total, and only running requests hold blocks.
std::string check_kv_invariants(const Scheduler& scheduler);

}  // namespace tessera::testing
