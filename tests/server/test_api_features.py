"""logit_bias, GET /v1/models/{id}, CORS, the API key from the environment or a file, 405 with
Allow, and request fields that would change the output refused by name."""
import os
import threading

import openai
import pytest
import requests

from conftest import MODEL_NAME, ServerProcess

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_MODEL = os.path.join(HERE, "../../resources/models/stories260K")
PROMPT = "Once upon a time"


@pytest.fixture(scope="module")
def local():
    server = ServerProcess("--cors-origin", "http://localhost:3000", model=REPO_MODEL)
    yield server
    code, log = server.stop()
    assert code == 0, log


def client_of(url, key="unused"):
    return openai.OpenAI(base_url=url + "/v1", api_key=key, max_retries=0, timeout=60)


def output_ids(url, prompt, text):
    """The token ids the completion `text` of `prompt` decodes from, found by /tokenize."""
    both = requests.post(url + "/tokenize", json={"prompt": prompt + text}, timeout=10).json()
    alone = requests.post(url + "/tokenize", json={"prompt": prompt}, timeout=10).json()
    return both["tokens"][len(alone["tokens"]):]


def test_logit_bias_forces_and_bans_exact_token_ids(local):
    client = client_of(local.url)
    plain = client.completions.create(model=MODEL_NAME, prompt=PROMPT, max_tokens=6, temperature=0)
    first = output_ids(local.url, PROMPT, plain.choices[0].text)[0]
    banned = client.completions.create(model=MODEL_NAME, prompt=PROMPT, max_tokens=6,
                                       temperature=0, logit_bias={str(first): -100})
    assert output_ids(local.url, PROMPT, banned.choices[0].text)[0] != first
    # A token that the story model would not pick: " dragon" is a few pieces; take its first.
    forced = requests.post(local.url + "/tokenize", json={"prompt": " dragon",
                                                          "add_special_tokens": False},
                           timeout=10).json()["tokens"][0]
    for temperature in (0, 1):
        reply = client.completions.create(model=MODEL_NAME, prompt=PROMPT, max_tokens=4,
                                          temperature=temperature, seed=1,
                                          logit_bias={str(forced): 100})
        detok = requests.post(local.url + "/detokenize", json={"tokens": [forced] * 4},
                              timeout=10).json()["prompt"]
        assert reply.choices[0].text.strip() == detok.strip()


def test_logit_bias_leaves_the_other_requests_of_the_batch_alone(local):
    client = client_of(local.url)
    alone = client.completions.create(model=MODEL_NAME, prompt=PROMPT, max_tokens=24,
                                      temperature=0).choices[0].text
    results = {}

    def run(name, **extra):
        results[name] = client.completions.create(model=MODEL_NAME, prompt=PROMPT, max_tokens=24,
                                                  temperature=0, **extra).choices[0].text

    threads = [threading.Thread(target=run, args=(f"plain{i}",)) for i in range(3)]
    threads += [threading.Thread(target=run, args=(f"biased{i}",),
                                 kwargs={"logit_bias": {"1": 50, "13": -100}}) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(results[f"plain{i}"] == alone for i in range(3))
    assert all(results[f"biased{i}"] != alone for i in range(3))


@pytest.mark.parametrize("bias", [{"x": 1}, {"-1": 1}, {"100000": 1}, {"5": 101}, {"5": "a"},
                                  [1, 2]])
def test_bad_logit_bias_is_400_naming_it(local, bias):
    reply = requests.post(local.url + "/v1/completions", timeout=10,
                          json={"prompt": PROMPT, "logit_bias": bias})
    assert reply.status_code == 400, reply.text
    assert reply.json()["error"]["param"] == "logit_bias"


def test_retrieve_a_model_by_id(local):
    client = client_of(local.url)
    model = client.models.retrieve(MODEL_NAME)
    assert model.id == MODEL_NAME and model.object == "model"
    with pytest.raises(openai.NotFoundError):
        client.models.retrieve("gpt-4o")
    reply = requests.get(local.url + "/v1/models/org/other-model", timeout=10)
    assert reply.status_code == 404 and reply.json()["error"]["param"] == "model"


def test_cors_headers_only_for_the_allowed_origin(local):
    ok = requests.get(local.url + "/v1/models", headers={"Origin": "http://localhost:3000"},
                      timeout=10)
    assert ok.headers["Access-Control-Allow-Origin"] == "http://localhost:3000"
    other = requests.get(local.url + "/v1/models", headers={"Origin": "http://evil.example"},
                         timeout=10)
    assert "Access-Control-Allow-Origin" not in other.headers
    preflight = requests.options(local.url + "/v1/chat/completions", timeout=10, headers={
        "Origin": "http://localhost:3000", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type"})
    assert preflight.status_code == 204
    assert "POST" in preflight.headers["Access-Control-Allow-Methods"]
    assert preflight.headers["Access-Control-Allow-Headers"] == "authorization, content-type"
    assert preflight.headers["Access-Control-Allow-Origin"] == "http://localhost:3000"


def test_cors_is_off_by_default(url):
    reply = requests.get(url + "/v1/models", headers={"Origin": "http://localhost:3000"},
                         timeout=10)
    assert "Access-Control-Allow-Origin" not in reply.headers
    preflight = requests.options(url + "/v1/completions", timeout=10, headers={
        "Origin": "http://localhost:3000", "Access-Control-Request-Method": "POST"})
    assert "Access-Control-Allow-Origin" not in preflight.headers


@pytest.mark.parametrize("method,path,allow", [("GET", "/v1/completions", "POST"),
                                               ("PUT", "/v1/chat/completions", "POST"),
                                               ("POST", "/v1/models", "GET"),
                                               ("DELETE", "/health", "GET")])
def test_a_known_path_with_the_wrong_method_is_405_with_allow(local, method, path, allow):
    reply = requests.request(method, local.url + path, timeout=10, json={"prompt": "x"})
    assert reply.status_code == 405, reply.text
    assert allow in reply.headers["Allow"]
    assert method in reply.json()["error"]["message"]


def test_api_key_from_the_environment_and_from_a_file(tmp_path):
    server = ServerProcess(model=REPO_MODEL, env={"TESSERA_API_KEY": "from-env"})
    try:
        assert client_of(server.url, "from-env").models.list().data
        with pytest.raises(openai.AuthenticationError):
            client_of(server.url, "from-enV").models.list()
    finally:
        assert server.stop()[0] == 0
    key_file = tmp_path / "key"
    key_file.write_text("from-file\n")
    server = ServerProcess("--api-key-file", str(key_file), model=REPO_MODEL,
                           env={"TESSERA_API_KEY": "from-env"})
    try:
        assert client_of(server.url, "from-file").models.list().data
        with pytest.raises(openai.AuthenticationError):
            client_of(server.url, "from-env").models.list()
    finally:
        assert server.stop()[0] == 0


def test_a_key_file_that_is_not_a_regular_file_is_refused(tmp_path):
    import subprocess
    from conftest import executable
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for path in (str(fifo), "/dev/zero", str(tmp_path / "missing")):
        result = subprocess.run([executable("tessera_server"), "--model", REPO_MODEL,
                                 "--api-key-file", path], capture_output=True, text=True,
                                timeout=10)
        assert result.returncode == 1 and "not a regular file" in result.stderr, result.stderr


# (response_format, guided_json and guided_choice are served: test_structured_output.py; a
# "grammar" that does not compile is a 400 naming it.)
REFUSED = [("suffix", "the end"), ("best_of", 2), ("guided_grammar", "start: x"),
           ("guided_regex", "[a-z]+"), ("grammar", "root ::= x"), ("min_tokens", 5),
           ("tools", [{"type": "function", "function": {"name": "f"}}]),
           ("tool_choice", "required"), ("functions", [{"name": "f"}]),
           ("use_beam_search", True), ("skip_special_tokens", False), ("bad_words", ["x"]),
           ("reasoning_effort", "high"), ("typical_p", 0.5)]


@pytest.mark.parametrize("field,value", REFUSED)
def test_fields_that_would_change_the_output_are_400_naming_them(local, field, value):
    for path, body in (("/v1/completions", {"prompt": PROMPT}),
                       ("/v1/chat/completions", {"messages": [{"role": "user", "content": "Hi"}]})):
        if field == "suffix" and path.endswith("chat/completions"):
            continue
        reply = requests.post(local.url + path, json={**body, field: value, "max_tokens": 2},
                              timeout=10)
        assert reply.status_code == 400, (path, reply.text)
        assert reply.json()["error"]["param"] == field
        assert field in reply.json()["error"]["message"]


def test_harmless_fields_are_accepted(local):
    harmless = {"user": "u1", "metadata": {"a": "b"}, "store": False, "service_tier": "auto",
                "best_of": 1, "tools": [], "response_format": {"type": "text"}, "suffix": None,
                "parallel_tool_calls": False, "priority": 0}
    reply = requests.post(local.url + "/v1/chat/completions", timeout=30, json={
        "messages": [{"role": "user", "content": "Hi"}], "max_tokens": 3, **harmless})
    assert reply.status_code == 200, reply.text


def test_stop_token_ids_end_the_output(local):
    client = client_of(local.url)
    plain = client.completions.create(model=MODEL_NAME, prompt=PROMPT, max_tokens=8, temperature=0)
    ids = output_ids(local.url, PROMPT, plain.choices[0].text)
    reply = client.completions.create(model=MODEL_NAME, prompt=PROMPT, max_tokens=8,
                                      temperature=0, extra_body={"stop_token_ids": [ids[2]]})
    assert reply.choices[0].finish_reason == "stop"
    assert output_ids(local.url, PROMPT, reply.choices[0].text) == ids[:2] or \
        len(reply.choices[0].text) < len(plain.choices[0].text)
