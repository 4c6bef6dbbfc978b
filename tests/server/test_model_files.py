"""Model files that are not what they should be: a weight file truncated while it is served, and
a FIFO or a device in place of a model file. Each gives an error naming the file, never a signal,
a hang or memory filled."""
import os
import shutil
import subprocess

import pytest
import requests

from conftest import ServerProcess, executable

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_MODEL = os.path.join(HERE, "../../resources/models/stories260K")


@pytest.fixture
def model_copy(tmp_path):
    folder = tmp_path / "stories260K"
    shutil.copytree(REPO_MODEL, folder)
    return folder


def generate(model, timeout=20):
    return subprocess.run([executable("tessera_cli"), "generate", "--model", str(model),
                           "--device", "cpu", "--prompt", "Once", "--max-tokens", "4"],
                          capture_output=True, text=True, timeout=timeout)


def test_a_weight_file_truncated_while_served_gives_an_error_not_sigbus(model_copy):
    server = ServerProcess(model=str(model_copy))
    try:
        body = {"prompt": "Once upon a time", "max_tokens": 8, "temperature": 0}
        assert requests.post(server.url + "/v1/completions", json=body, timeout=30).ok
        weights = model_copy / "model.safetensors"
        os.truncate(weights, 8192)  # the header stays; the tensors' pages are gone
        reply = requests.post(server.url + "/v1/completions", json=body, timeout=30)
        assert reply.status_code >= 400, reply.text
        message = reply.json()["error"]["message"]
        assert "truncated" in message and "model.safetensors" in message, message
        assert server.process.poll() is None  # still running
        assert requests.get(server.url + "/health", timeout=10).status_code == 200
    finally:
        code, log = server.stop()
    assert code == 0, log


@pytest.mark.parametrize("name", ["model.safetensors", "config.json", "tokenizer.model",
                                  "tokenizer_config.json", "generation_config.json"])
def test_a_fifo_in_place_of_a_model_file_is_refused(model_copy, name):
    os.remove(model_copy / name)
    os.mkfifo(model_copy / name)
    result = generate(model_copy)
    assert result.returncode != 0
    assert "not a regular file" in result.stderr and name in result.stderr, result.stderr


@pytest.mark.parametrize("name,device", [("model.safetensors", "/dev/urandom"),
                                         ("config.json", "/dev/zero"),
                                         ("tokenizer_config.json", "/dev/zero"),
                                         ("tokenizer.model", "/dev/zero")])
def test_a_device_in_place_of_a_model_file_is_refused(model_copy, name, device):
    os.remove(model_copy / name)
    os.symlink(device, model_copy / name)
    result = generate(model_copy)
    assert result.returncode != 0
    assert "not a regular file" in result.stderr and name in result.stderr, result.stderr


def test_a_json_file_larger_than_any_real_one_is_refused(model_copy):
    with open(model_copy / "config.json", "r+b") as config:  # valid JSON, then 65 MiB of spaces
        config.seek(0, os.SEEK_END)
        config.truncate(config.tell() + (65 << 20))
    result = generate(model_copy)
    assert result.returncode != 0
    assert "config.json" in result.stderr and "larger than" in result.stderr, result.stderr
