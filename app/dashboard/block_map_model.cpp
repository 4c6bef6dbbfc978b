#include "dashboard/block_map_model.h"

#include <algorithm>

using tessera::StepStats;

namespace {

int tokens_in_block(const tessera::BlockTable& table, std::size_t i, int block_size) {
  const int before = static_cast<int>(i) * block_size;
  return std::clamp(table.num_tokens - before, 0, block_size);
}

}  // namespace

std::vector<BlockCell> build_block_cells(const StepStats& stats, tessera::RequestId preferred) {
  std::vector<BlockCell> cells(static_cast<std::size_t>(std::max(stats.blocks_total, 0)));
  const auto in_range = [&](std::int32_t b) { return b >= 0 && b < stats.blocks_total; };
  for (auto b : stats.cached_free_blocks) {
    if (in_range(b)) cells[static_cast<std::size_t>(b)].state = BlockCell::State::Cached;
  }
  const int block_size = std::max(stats.block_size, 1);
  for (const auto& table : stats.block_tables) {
    for (std::size_t i = 0; i < table.blocks.size(); ++i) {
      if (!in_range(table.blocks[i])) continue;
      BlockCell& cell = cells[static_cast<std::size_t>(table.blocks[i])];
      const float fill = static_cast<float>(tokens_in_block(table, i, block_size)) / block_size;
      if (cell.num_owners == 0 || table.id == preferred) cell.owner = table.id;
      cell.state = BlockCell::State::Used;
      cell.fill = std::max(cell.fill, fill);
      ++cell.num_owners;
    }
  }
  return cells;
}

BlockInfo block_info(const StepStats& stats, std::int32_t block) {
  BlockInfo info;
  info.block = block;
  const int block_size = std::max(stats.block_size, 1);
  for (const auto& table : stats.block_tables) {
    for (std::size_t i = 0; i < table.blocks.size(); ++i) {
      if (table.blocks[i] != block) continue;
      info.state = BlockCell::State::Used;
      info.owners.push_back(table.id);
      info.tokens = std::max(info.tokens, tokens_in_block(table, i, block_size));
      if (i < table.block_hashes.size() && table.block_hashes[i] != 0) {
        info.hash = table.block_hashes[i];
      }
    }
  }
  if (info.state == BlockCell::State::Used) return info;
  for (std::size_t i = 0; i < stats.cached_free_blocks.size(); ++i) {
    if (stats.cached_free_blocks[i] != block) continue;
    info.state = BlockCell::State::Cached;
    info.tokens = block_size;
    if (i < stats.cached_free_hashes.size()) info.hash = stats.cached_free_hashes[i];
  }
  return info;
}
