// CSV exports of a run (RFC 4180: comma-separated, CRLF line ends, a field with a comma, quote
// or line break is quoted and its quotes doubled), one header row, numbers in the C locale.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "dashboard/run_record.h"

// The field as RFC 4180 writes it.
std::string csv_field(const std::string& value);

// One row per step: step, start_s, duration_ms, batch_size, prefill_tokens, decode_tokens,
// tokens_used, token_budget, num_running, num_waiting, admitted, finished, preempted,
// preempted_total, blocks_used, blocks_free, blocks_cached, blocks_total, prefix_hit_tokens.
void write_steps_csv(std::ostream& out, const std::vector<tessera::StepStats>& steps);

// One row per request: id, source, arrival_s, prompt_tokens, output_tokens, ttft_s,
// mean_itl_s, preemptions, finished. ttft_s and mean_itl_s are empty when unknown.
void write_requests_csv(std::ostream& out, const std::vector<RequestMetrics>& requests);
