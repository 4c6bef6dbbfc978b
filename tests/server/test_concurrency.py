"""Many clients at once, clients that go away, and shutdown."""
import json
import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import openai
import pytest

from conftest import MODEL_NAME, ServerProcess, metrics


def stream_completion(url, prompt, **kwargs):
    client = openai.OpenAI(base_url=url + "/v1", api_key="unused", max_retries=0, timeout=300)
    text = ""
    for chunk in client.completions.create(model=MODEL_NAME, prompt=prompt, stream=True,
                                           **kwargs):
        text += "".join(choice.text for choice in chunk.choices)
    return text


def test_64_concurrent_streams_get_the_text_of_one_at_a_time(url):
    prompts = ["Once upon a time", "The little dog", "Tom and Sue", "Lily saw a bird"]
    jobs = []
    for i in range(64):
        sampling = {"temperature": 0} if i % 2 == 0 else {"temperature": 0.8, "seed": i}
        jobs.append((prompts[i % len(prompts)], dict(max_tokens=48, **sampling)))
    alone = [stream_completion(url, prompt, **kwargs) for prompt, kwargs in jobs]
    with ThreadPoolExecutor(max_workers=64) as pool:
        together = list(pool.map(lambda job: stream_completion(url, job[0], **job[1]), jobs))
    assert together == alone


def open_stream(url, body):
    """A raw HTTP/1.1 streaming request; returns the socket after the first SSE event."""
    host, port = url.removeprefix("http://").rsplit(":", 1)
    sock = socket.create_connection((host, int(port)), timeout=30)
    payload = json.dumps(body).encode()
    sock.sendall(b"POST /v1/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                 b"Content-Length: " + str(len(payload)).encode() + b"\r\n\r\n" + payload)
    received = b""
    while b"data: " not in received:
        received += sock.recv(4096)
    return sock


def wait_for(predicate, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def test_client_disconnect_aborts_and_frees_kv_blocks():
    # One sequence at a time, so the 16 long choices run one after another and the stream is
    # still running when the client goes away. (The demo model decodes some 20k tokens/s on the
    # CPU, so a choice or two may finish first: those end "length", every other one "abort".)
    server = ServerProcess("--max-num-seqs", "1")
    try:
        url = server.url
        sock = open_stream(url, {"prompt": "Once", "max_tokens": 500, "n": 16,
                                 "ignore_eos": True, "stream": True})
        # The step's statistics reach /metrics after its outputs reach the stream: wait for them.
        assert wait_for(lambda: metrics(url)["tessera_kv_cache_blocks_used"] > 0)
        sock.close()
        assert wait_for(lambda: metrics(url)["tessera_api_client_disconnects_total"] == 1)
        # The engine publishes block counts after a step; a one-token probe makes one.
        client = openai.OpenAI(base_url=url + "/v1", api_key="unused", max_retries=0)
        client.completions.create(model=MODEL_NAME, prompt="Hi", max_tokens=1)
        after = metrics(url)
        assert after["tessera_num_requests_running"] == 0
        assert after["tessera_num_requests_waiting"] == 0
        assert after["tessera_kv_cache_blocks_used"] == 0
        aborted = after["tessera_request_success_total:abort"]
        finished = after["tessera_request_success_total:length"] - 1  # less the probe's
        assert aborted >= 8 and aborted + finished == 16, after
        assert after["tessera_generation_tokens_total"] < 16 * 500
    finally:
        code, log = server.stop()
    assert code == 0, log


def test_sigterm_aborts_running_requests_and_exits_cleanly():
    server = ServerProcess("--max-num-seqs", "1")
    url = server.url
    results = {}

    def long_request():
        try:
            results["text"] = stream_completion(url, "Once", max_tokens=500, n=8,
                                                extra_body={"ignore_eos": True})
        except Exception as error:  # the connection may close under the client
            results["error"] = error

    worker = threading.Thread(target=long_request)
    worker.start()
    assert wait_for(lambda: metrics(url)["tessera_num_requests_running"] == 1)
    start = time.time()
    code, log = server.stop()
    worker.join(timeout=30)
    assert not worker.is_alive()
    assert code == 0, log
    assert "aborting running requests" in log and "stopped" in log
    assert time.time() - start < 15


def open_descriptors(pid):
    import os
    return len(os.listdir(f"/proc/{pid}/fd"))


def test_a_flood_of_idle_connections_is_capped_and_costs_no_worker():
    # Two workers; one address may hold 10 connections. Of 100 connections from 127.0.0.2 that
    # send nothing, the server keeps 10 (in its waiting room, not on a worker) and answers the
    # rest 503 at once; a request from another address is answered meanwhile.
    server = ServerProcess("--max-connections", "2", "--max-connections-per-client", "10")
    try:
        host, port = server.url.removeprefix("http://").rsplit(":", 1)
        baseline = open_descriptors(server.process.pid)
        idle = [socket.create_connection((host, int(port)), timeout=30,
                                         source_address=("127.0.0.2", 0)) for _ in range(100)]
        time.sleep(1)  # let the server accept what it will
        held = open_descriptors(server.process.pid) - baseline
        assert held <= 10, held
        start = time.time()
        reply = stream_completion(server.url, "Once upon a time", max_tokens=5, temperature=0)
        assert reply and time.time() - start < 1
        for sock in idle:
            sock.close()
        # Closed sockets read EOF at once: the waiting room lets them go.
        assert wait_for(lambda: open_descriptors(server.process.pid) <= baseline + 1, 60)
    finally:
        code, log = server.stop()
    assert code == 0, log
