#!/usr/bin/env python3
"""Prints every sample of a Prometheus text file as the official parser (prometheus_client) reads
it, one JSON object per line: family type, sample name, labels, value (NaN/Inf as strings).
tests/app/remote_prometheus.cpp compares Tessera's parser with this, sample by sample."""
import json
import math
import sys

from prometheus_client.parser import text_string_to_metric_families


def number(v):
    return v if math.isfinite(v) else str(v)


with open(sys.argv[1], encoding="utf-8") as f:
    for family in text_string_to_metric_families(f.read()):
        for s in family.samples:
            print(json.dumps({"type": family.type, "name": s.name, "labels": s.labels,
                              "value": number(s.value)}, sort_keys=True))
