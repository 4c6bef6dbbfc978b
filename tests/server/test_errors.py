"""Bad input gets an OpenAI-shaped error and the server keeps serving."""
import openai
import pytest
import requests

from conftest import MODEL_NAME, ServerProcess


def post(url, path, body=None, data=None, headers=None):
    return requests.post(url + path, json=body, data=data, headers=headers, timeout=30)


def assert_error(response, status, param=None, contains=None):
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert set(error) >= {"message", "type", "param", "code"}
    assert error["type"] == ("invalid_request_error" if status in (400, 413) else error["type"])
    if param is not None:
        assert error["param"] == param
    if contains is not None:
        assert contains in error["message"], error["message"]


@pytest.mark.parametrize("body,param", [
    ({"prompt": "x", "max_tokens": -1}, "max_tokens"),
    ({"prompt": "x", "max_tokens": 0}, "max_tokens"),
    ({"prompt": "x", "max_tokens": "ten"}, "max_tokens"),
    ({"prompt": "x", "top_p": 1.5}, "top_p"),
    ({"prompt": "x", "top_p": 0}, "top_p"),
    ({"prompt": "x", "temperature": -0.5}, "temperature"),
    ({"prompt": "x", "temperature": "hot"}, "temperature"),
    ({"prompt": "x", "min_p": 2}, "min_p"),
    ({"prompt": "x", "presence_penalty": 3}, "presence_penalty"),
    ({"prompt": "x", "repetition_penalty": 0}, "repetition_penalty"),
    ({"prompt": "x", "n": 0}, "n"),
    ({"prompt": "x", "n": 1000}, "n"),
    ({"prompt": "x", "stop": 5}, "stop"),
    ({"prompt": "x", "stream": "yes"}, "stream"),
    ({"prompt": "x", "stream_options": {"include_usage": True}}, "stream_options"),
    ({"prompt": "x", "logprobs": 21}, "logprobs"),
    ({"prompt": "x", "logprobs": -1}, "logprobs"),
    ({"prompt": 12}, "prompt"),
    ({"prompt": []}, "prompt"),
    ({"prompt": [5, 100000]}, "prompt"),
    ({}, "prompt"),
])
def test_completion_parameter_errors(url, body, param):
    assert_error(post(url, "/v1/completions", body), 400, param)


@pytest.mark.parametrize("body,param", [
    ({"messages": []}, "messages"),
    ({"messages": "hi"}, "messages"),
    ({"messages": [{"role": "wizard", "content": "hi"}]}, "messages"),
    ({"messages": [{"content": "hi"}]}, "messages"),
    ({"messages": [{"role": "user", "content": "hi"}], "logprobs": True, "top_logprobs": 21},
     "top_logprobs"),
    ({"messages": [{"role": "user", "content": "hi"}], "top_logprobs": 2}, "top_logprobs"),
    ({"messages": [{"role": "user", "content": "hi"}], "max_completion_tokens": -3},
     "max_completion_tokens"),
])
def test_chat_parameter_errors(url, body, param):
    assert_error(post(url, "/v1/chat/completions", body), 400, param)


def test_malformed_json_and_non_object_bodies(url):
    assert_error(post(url, "/v1/completions", data=b"{\"prompt\": "), 400)
    assert_error(post(url, "/v1/chat/completions", data=b"[1, 2]"), 400)
    assert_error(post(url, "/tokenize", data=b"nope"), 400)
    assert_error(post(url, "/detokenize", {"tokens": [-1]}), 400, "tokens")


# Found by tests/fuzz/fuzz_openai_request: each ended the server (or answered 500) before.
def test_deeply_nested_bodies_get_400_and_the_server_keeps_serving(url, client):
    depth = 1_000_000  # 2 MB, under the 8 MiB body limit; describing it used to overflow the stack
    nested = b"[" * depth + b"]" * depth
    assert_error(post(url, "/v1/completions", data=nested), 400, contains="[[[")
    assert_error(post(url, "/v1/completions", data=b'{"prompt": ' + nested + b"}"), 400, "prompt")
    assert_error(post(url, "/v1/chat/completions", data=b'{"messages": [' + nested + b"]}"), 400,
                 "messages")
    assert_error(post(url, "/tokenize", data=b'{"prompt": ' + nested + b"}"), 400, "prompt")
    assert client.completions.create(model=MODEL_NAME, prompt="Once", max_tokens=2).choices


def test_error_quoting_a_long_non_ascii_value_is_valid_json(url, client):
    # The quoted value was cut inside a two-byte character; the error body then failed to
    # serialise inside the server's error handler, which ended the server.
    for value in ["a" + "\u00e9" * 40, "\u65e5\u672c" * 30, "b" * 30 + "\U0001F600" * 20]:
        response = post(url, "/v1/completions", {"prompt": "x", "temperature": value})
        assert_error(response, 400, "temperature", "must be a number")
        assert response.json()["error"]["message"].endswith("...")
    assert client.completions.create(model=MODEL_NAME, prompt="Once", max_tokens=2).choices


def test_content_part_with_a_non_string_type_is_400(url):
    # value("type", "") threw nlohmann's type_error: a 500 instead of the client's mistake.
    for part in [{"type": 5, "text": "x"}, {"type": None, "text": "x"}, {"type": ["text"]}]:
        body = {"messages": [{"role": "user", "content": [part]}]}
        assert_error(post(url, "/v1/chat/completions", body), 400, "messages", "content parts")


def test_unknown_model_is_404_through_the_client(client):
    with pytest.raises(openai.NotFoundError) as error:
        client.completions.create(model="gpt-17", prompt="hi", max_tokens=2)
    assert "gpt-17" in str(error.value)


def test_unknown_route_is_404(url):
    assert_error(requests.get(url + "/v1/engines", timeout=10), 404)


def test_prompt_longer_than_the_context(url, client):
    prompt = "Once upon a time " * 200
    count = post(url, "/tokenize", {"prompt": prompt}).json()["count"]
    assert count > 512
    with pytest.raises(openai.BadRequestError) as error:
        client.completions.create(model=MODEL_NAME, prompt=prompt, max_tokens=10)
    assert (f"This model's maximum context length is 512 tokens; your request has {count + 10}"
            in str(error.value))
    response = post(url, "/v1/chat/completions",
                    {"messages": [{"role": "user", "content": prompt}]})
    assert_error(response, 400, "messages", "maximum context length is 512 tokens")
    short = post(url, "/tokenize", {"prompt": "Once"}).json()["count"]
    response = post(url, "/v1/completions", {"prompt": "Once", "max_tokens": 600})
    assert_error(response, 400, "max_tokens",
                 f"This model's maximum context length is 512 tokens; your request has "
                 f"{short + 600}")


def test_body_over_the_limit_is_413(url):
    response = post(url, "/v1/completions", data=b"{\"prompt\": \"" + b"a" * (9 << 20) + b"\"}")
    assert_error(response, 413)


def test_server_keeps_serving_after_errors(client, url):
    for _ in range(3):
        post(url, "/v1/completions", data=b"garbage")
    assert client.completions.create(model=MODEL_NAME, prompt="Once", max_tokens=3).choices


def test_api_key_is_required_when_set():
    server = ServerProcess("--api-key", "sesame")
    try:
        url = server.url
        assert_error(post(url, "/v1/completions", {"prompt": "x"}), 401)
        assert_error(post(url, "/v1/completions", {"prompt": "x"},
                          headers={"Authorization": "Bearer wrong"}), 401)
        with pytest.raises(openai.AuthenticationError):
            openai.OpenAI(base_url=url + "/v1", api_key="wrong", max_retries=0).models.list()
        good = openai.OpenAI(base_url=url + "/v1", api_key="sesame", max_retries=0)
        assert good.completions.create(model=MODEL_NAME, prompt="Once", max_tokens=2).choices
        assert requests.get(url + "/health", timeout=10).status_code == 200
    finally:
        code, log = server.stop()
    assert code == 0, log
    assert "WARNING" not in log


def test_other_machines_without_a_key_get_a_loud_warning():
    server = ServerProcess("--host", "0.0.0.0")
    code, log = server.stop()
    assert code == 0
    assert "WARNING" in log and "without an API key" in log
