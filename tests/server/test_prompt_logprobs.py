"""Prompt logprobs as vLLM gives them: /v1/completions with echo and logprobs scores the prompt
tokens too (the first has no context: null), then the completion; with max_tokens 0 the prompt
alone, as evaluation harnesses ask. Checked through the official openai client and raw HTTP
against what the server says for each prefix on its own."""
import pytest
import requests

from conftest import MODEL_NAME

PROMPT = "Lily and Tom went to the park."


def prompt_ids(url, text):
    return requests.post(url + "/tokenize", json={"prompt": text}, timeout=10).json()["tokens"]


def check_shape(logprobs, num_tokens, top):
    assert len(logprobs.tokens) == len(logprobs.token_logprobs) == num_tokens
    assert len(logprobs.top_logprobs) == len(logprobs.text_offset) == num_tokens
    assert logprobs.token_logprobs[0] is None and logprobs.top_logprobs[0] is None
    for token, value, alternatives in zip(logprobs.tokens[1:], logprobs.token_logprobs[1:],
                                          logprobs.top_logprobs[1:]):
        assert value <= 0.0
        assert top <= len(alternatives) <= top + 1 and alternatives[token] == pytest.approx(value)
        assert max(alternatives.values()) >= value
    offsets = logprobs.text_offset
    assert offsets[0] == 0 and all(b - a == len(t) for a, b, t in
                                   zip(offsets, offsets[1:], logprobs.tokens))


def test_echo_logprobs_cover_prompt_then_completion(client, url):
    ids = prompt_ids(url, PROMPT)
    echoed = client.completions.create(model=MODEL_NAME, prompt=PROMPT, echo=True, logprobs=3,
                                       max_tokens=6, temperature=0,
                                       extra_body={"ignore_eos": True})
    plain = client.completions.create(model=MODEL_NAME, prompt=PROMPT, logprobs=3, max_tokens=6,
                                      temperature=0, extra_body={"ignore_eos": True})
    choice = echoed.choices[0]
    assert choice.text == PROMPT + plain.choices[0].text
    check_shape(choice.logprobs, len(ids) + 6, 3)
    # The completion part is the non-echo answer, token for token.
    completion = plain.choices[0].logprobs
    assert choice.logprobs.tokens[len(ids):] == completion.tokens
    assert choice.logprobs.token_logprobs[len(ids):] == pytest.approx(completion.token_logprobs,
                                                                      abs=1e-5)
    assert echoed.usage.prompt_tokens == len(ids) and echoed.usage.completion_tokens == 6


def test_prompt_logprobs_equal_each_prefix_scored_alone(client, url):
    """Position i's alternatives are those the server gives when asked for one token after the
    first i prompt tokens, and the prompt token's own logprob is among them or below them."""
    ids = prompt_ids(url, PROMPT)
    echoed = client.completions.create(model=MODEL_NAME, prompt=ids, echo=True, logprobs=5,
                                       max_tokens=0)
    logprobs = echoed.choices[0].logprobs
    assert len(logprobs.tokens) == len(ids)
    for i in range(1, len(ids)):
        step = client.completions.create(model=MODEL_NAME, prompt=ids[:i], logprobs=5,
                                         max_tokens=1, temperature=0,
                                         extra_body={"ignore_eos": True})
        alone = step.choices[0].logprobs.top_logprobs[0]
        scored = logprobs.top_logprobs[i]
        for token, value in alone.items():
            assert scored[token] == pytest.approx(value, abs=1e-4)
        assert logprobs.token_logprobs[i] <= max(alone.values()) + 1e-4
        if logprobs.tokens[i] in alone:
            assert logprobs.token_logprobs[i] == pytest.approx(alone[logprobs.tokens[i]],
                                                               abs=1e-4)


def test_max_tokens_zero_with_echo_scores_the_prompt_only(url):
    ids = prompt_ids(url, PROMPT)
    body = {"model": MODEL_NAME, "prompt": [PROMPT, "Once upon a time"], "echo": True,
            "logprobs": 1, "max_tokens": 0}
    reply = requests.post(url + "/v1/completions", json=body, timeout=60)
    assert reply.status_code == 200, reply.text
    data = reply.json()
    first, second = sorted(data["choices"], key=lambda c: c["index"])
    assert first["text"] == PROMPT and second["text"] == "Once upon a time"
    assert first["finish_reason"] == "length"
    assert len(first["logprobs"]["tokens"]) == len(ids)
    assert first["logprobs"]["token_logprobs"][0] is None
    assert all(v <= 0 for v in first["logprobs"]["token_logprobs"][1:])
    assert len(second["logprobs"]["tokens"]) == len(prompt_ids(url, "Once upon a time"))
    assert data["usage"]["completion_tokens"] == 0
    assert data["usage"]["prompt_tokens"] == len(ids) + len(second["logprobs"]["tokens"])
    # Echo without logprobs, prompt only: the text, no scores.
    plain = requests.post(url + "/v1/completions", json={"prompt": PROMPT, "echo": True,
                                                         "max_tokens": 0}, timeout=60).json()
    assert plain["choices"][0]["text"] == PROMPT and plain["choices"][0]["logprobs"] is None
    refused = requests.post(url + "/v1/completions", json={"prompt": PROMPT, "max_tokens": 0},
                            timeout=60)
    assert refused.status_code == 400 and refused.json()["error"]["param"] == "max_tokens"


def test_streamed_echo_logprobs_equal_the_whole_answer(client):
    kwargs = dict(model=MODEL_NAME, prompt=PROMPT, echo=True, logprobs=2, max_tokens=5,
                  temperature=0, extra_body={"ignore_eos": True})
    whole = client.completions.create(**kwargs).choices[0]
    text, tokens, values = "", [], []
    for chunk in client.completions.create(stream=True, **kwargs):
        for choice in chunk.choices:
            text += choice.text
            if choice.logprobs:
                tokens += choice.logprobs.tokens
                values += choice.logprobs.token_logprobs
    assert text == whole.text
    assert tokens == whole.logprobs.tokens
    assert values[0] is None and values[1:] == pytest.approx(whole.logprobs.token_logprobs[1:])


def test_repeated_prompt_is_scored_in_full_despite_the_prefix_cache(client):
    """A second identical prompt would hit the prefix cache; prompt logprobs skip it (as vLLM),
    so every position is computed and the scores are the same."""
    long_prompt = " ".join([PROMPT] * 4)
    kwargs = dict(model=MODEL_NAME, prompt=long_prompt, echo=True, logprobs=1, max_tokens=0)
    first = client.completions.create(**kwargs).choices[0].logprobs
    second = client.completions.create(**kwargs).choices[0].logprobs
    assert first.tokens == second.tokens
    assert second.token_logprobs[0] is None
    assert second.token_logprobs[1:] == pytest.approx(first.token_logprobs[1:], abs=1e-5)
