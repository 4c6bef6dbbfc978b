"""Fixtures that run a real tessera-server on the shared stories260K model.

Paths come from the environment that ctest sets (see tests/CMakeLists.txt):
TESSERA_SERVER, TESSERA_CLI (executables) and TESSERA_MODELS_DIR.
"""
import os
import re
import signal
import subprocess
import time

import openai
import pytest
import requests

MODEL_NAME = "stories260K"


def models_dir():
    return os.environ.get("TESSERA_MODELS_DIR",
                          os.path.join(os.path.dirname(__file__), "../../resources/models"))


def model_dir():
    return os.path.join(models_dir(), MODEL_NAME)


def executable(name):
    path = os.environ.get(name.upper().replace("-", "_"))
    if not path:
        here = os.path.dirname(os.path.abspath(__file__))
        path = os.path.join(here, "../../build/engine", name.replace("_", "-"))
    if not os.path.exists(path):
        pytest.fail(f"{path} does not exist; build it first")
    return path


class ServerProcess:
    """One tessera-server child process on a free port; stopped with SIGTERM."""

    def __init__(self, *extra_args, model=None, env=None):
        args = [executable("tessera_server"), "--model", model or model_dir(), "--port", "0",
                "--device", "cpu", *extra_args]
        self.process = subprocess.Popen(args, stderr=subprocess.PIPE, text=True,
                                        env=None if env is None else {**os.environ, **env})
        self.log = []
        self.url = None
        deadline = time.time() + 60
        while self.url is None:
            line = self.process.stderr.readline()
            if not line:
                raise RuntimeError("tessera-server exited: " + "".join(self.log))
            self.log.append(line)
            match = re.search(r"listening on (http://\S+)", line)
            if match:
                self.url = match.group(1)
            if time.time() > deadline:
                raise RuntimeError("tessera-server did not start")
        while True:
            line = self.process.stderr.readline()
            self.log.append(line)
            if "ready" in line or not line:
                break
        if requests.get(self.url + "/health", timeout=10).status_code != 200:
            raise RuntimeError("tessera-server is not healthy: " + "".join(self.log))

    def stop(self):
        """SIGTERM; returns (exit code, the rest of stderr)."""
        self.process.send_signal(signal.SIGTERM)
        try:
            _, rest = self.process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise
        return self.process.returncode, "".join(self.log) + rest


@pytest.fixture(scope="session")
def server():
    proc = ServerProcess()
    yield proc
    code, log = proc.stop()
    assert code == 0, log


@pytest.fixture(scope="session")
def url(server):
    return server.url


@pytest.fixture(scope="session")
def client(url):
    return openai.OpenAI(base_url=url + "/v1", api_key="unused", max_retries=0, timeout=120)


def metrics(url):
    """The server's /metrics, parsed by the Prometheus client library: {sample name: value}."""
    from prometheus_client.parser import text_string_to_metric_families
    text = requests.get(url + "/metrics", timeout=10).text
    values = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            key = sample.name
            if "finished_reason" in sample.labels:
                key += ":" + sample.labels["finished_reason"]
            values[key] = values.get(key, 0.0) + sample.value
    return values
