// The KV block map of one step: who owns each block, how full it is, whether a free block
// still holds a cached prefix hash. Built from the step's block tables only.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tessera/stats.h"

struct BlockCell {
  enum class State : std::uint8_t { Free, Cached, Used };
  State state = State::Free;
  std::uint16_t num_owners = 0;
  tessera::RequestId owner = 0;  // the preferred request among the owners (see below)
  float fill = 0.0f;             // tokens stored / block_size, for used blocks
};

struct BlockInfo {
  std::int32_t block = 0;
  BlockCell::State state = BlockCell::State::Free;
  std::vector<tessera::RequestId> owners;
  int tokens = 0;
  std::uint64_t hash = 0;  // 0 when the block holds no full, registered prefix
};

// One cell per block; a shared block's owner is `preferred` when it is among the owners,
// otherwise the first request (in block-table order) that holds it.
std::vector<BlockCell> build_block_cells(const tessera::StepStats& stats,
                                         tessera::RequestId preferred = 0);
BlockInfo block_info(const tessera::StepStats& stats, std::int32_t block);
