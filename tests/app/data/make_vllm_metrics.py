#!/usr/bin/env python3
"""Writes vllm_metrics.txt: what a vLLM V1 server's /metrics looks like after some traffic.

The metric names, types, help texts, label names (model_name, engine) and histogram buckets are
vLLM's (vllm/v1/metrics/loggers.py, PrometheusStatLogger); the exposition is written by
prometheus_client, the library vLLM itself uses, so the text is byte-for-byte what such a server
serves. Two engines (data parallel ranks) share one model. Rerun to regenerate; the values are
fixed so the checked-in file does not change.
"""
import sys
import time

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

MODEL = "meta-llama/Llama-3.1-8B-Instruct"
LABELS = ["model_name", "engine"]
TTFT_BUCKETS = [0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1.0, 2.5,
                5.0, 7.5, 10.0, 20.0, 40.0, 80.0, 160.0, 640.0, 2560.0]
ITL_BUCKETS = [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1.0, 2.5, 5.0,
               7.5, 10.0, 20.0, 40.0, 80.0]
E2E_BUCKETS = [0.3, 0.5, 0.8, 1.0, 1.5, 2.0, 2.5, 5.0, 10.0, 15.0, 20.0, 30.0, 40.0, 50.0, 60.0,
               120.0, 240.0, 480.0, 960.0, 1920.0, 7680.0]


def main(path):
    time.time = lambda: 1764547200.0  # fixed _created timestamps
    reg = CollectorRegistry()
    running = Gauge("vllm:num_requests_running",
                    "Number of requests in model execution batches.", LABELS, registry=reg)
    waiting = Gauge("vllm:num_requests_waiting", "Number of requests waiting to be processed.",
                    LABELS, registry=reg)
    kv = Gauge("vllm:kv_cache_usage_perc", "KV-cache usage. 1 means 100 percent usage.", LABELS,
               registry=reg)
    queries = Counter("vllm:prefix_cache_queries",
                      "Prefix cache queries, in terms of number of queried tokens.", LABELS,
                      registry=reg)
    hits = Counter("vllm:prefix_cache_hits",
                   "Prefix cache hits, in terms of number of cached tokens.", LABELS,
                   registry=reg)
    preempt = Counter("vllm:num_preemptions", "Cumulative number of preemption from the engine.",
                      LABELS, registry=reg)
    prompt = Counter("vllm:prompt_tokens", "Number of prefill tokens processed.", LABELS,
                     registry=reg)
    gen = Counter("vllm:generation_tokens", "Number of generation tokens processed.", LABELS,
                  registry=reg)
    success = Counter("vllm:request_success", "Count of successfully processed requests.",
                      LABELS + ["finished_reason"], registry=reg)
    ttft = Histogram("vllm:time_to_first_token_seconds", "Histogram of time to first token in seconds.",
                     LABELS, buckets=TTFT_BUCKETS, registry=reg)
    itl = Histogram("vllm:inter_token_latency_seconds", "Histogram of inter-token latency in seconds.",
                    LABELS, buckets=ITL_BUCKETS, registry=reg)
    e2e = Histogram("vllm:e2e_request_latency_seconds",
                    "Histogram of e2e request latency in seconds.", LABELS, buckets=E2E_BUCKETS,
                    registry=reg)
    for engine, scale in (("0", 1), ("1", 2)):
        lv = (MODEL, engine)
        running.labels(*lv).set(12 * scale)
        waiting.labels(*lv).set(3 * (scale - 1))
        kv.labels(*lv).set(0.375 * scale)
        queries.labels(*lv).inc(80000 * scale)
        hits.labels(*lv).inc(20000 * scale)
        preempt.labels(*lv).inc(2 * (scale - 1))
        prompt.labels(*lv).inc(81234 * scale)
        gen.labels(*lv).inc(40960 * scale)
        for reason, n in (("stop", 90 * scale), ("length", 10 * scale), ("abort", scale)):
            success.labels(*lv, reason).inc(n)
        for i in range(100 * scale):
            ttft.labels(*lv).observe(0.03 + 0.002 * i)
            e2e.labels(*lv).observe(1.2 + 0.05 * i)
        for i in range(1000 * scale):
            itl.labels(*lv).observe(0.012 + 0.00005 * (i % 400))
    with open(path, "wb") as out:
        out.write(generate_latest(reg))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "vllm_metrics.txt")
