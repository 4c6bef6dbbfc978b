"""Completions and chat completions through the official openai client: parameters, streaming,
usage, and agreement with tessera-cli."""
import json
import subprocess

import openai
import pytest

from conftest import MODEL_NAME, ServerProcess, executable, model_dir

PROMPTS = ["Once upon a time", "Lily and Tom went to the park.", "The little dog"]


def cli_greedy(prompt, max_tokens, template=None, quantize=None):
    args = [executable("tessera_cli"), "generate", "--model", model_dir(), "--prompt", prompt,
            "--max-tokens", str(max_tokens), "--device", "cpu", "--json"]
    if template:
        args += ["--template", template]
    if quantize:
        args += ["--quantize", quantize]
    out = subprocess.run(args, capture_output=True, text=True, check=True, timeout=120).stdout
    return json.loads(out.splitlines()[0])


def complete(client, prompt, **kwargs):
    kwargs.setdefault("max_tokens", 24)
    return client.completions.create(model=MODEL_NAME, prompt=prompt, **kwargs)


def stream_text(stream):
    texts, finish, usage = {}, {}, None
    for chunk in stream:
        if chunk.usage is not None:
            usage = chunk.usage
        for choice in chunk.choices:
            piece = choice.text if hasattr(choice, "text") else (choice.delta.content or "")
            texts[choice.index] = texts.get(choice.index, "") + piece
            if choice.finish_reason:
                finish[choice.index] = choice.finish_reason
    return texts, finish, usage


@pytest.mark.parametrize("prompt", PROMPTS)
def test_greedy_completion_equals_tessera_cli(client, prompt):
    expected = cli_greedy(prompt, 40)
    reply = complete(client, prompt, max_tokens=40, temperature=0)
    assert reply.choices[0].text == expected["text"]
    assert reply.usage.prompt_tokens == len(expected["prompt_ids"])
    assert reply.usage.completion_tokens == len(expected["output_ids"])
    assert reply.usage.total_tokens == reply.usage.prompt_tokens + reply.usage.completion_tokens


@pytest.mark.parametrize("quantize", ["int8", "bf16"])
def test_quantized_server_equals_tessera_cli_quantized(quantize):
    server = ServerProcess("--quantize", quantize)
    try:
        client = openai.OpenAI(base_url=server.url + "/v1", api_key="unused", max_retries=0,
                               timeout=120)
        expected = cli_greedy(PROMPTS[0], 40, quantize=quantize)
        reply = complete(client, PROMPTS[0], max_tokens=40, temperature=0)
        assert reply.choices[0].text == expected["text"]
    finally:
        code, log = server.stop()
    assert code == 0, log


def test_greedy_chat_equals_tessera_cli(client):
    expected = cli_greedy("Lily found a ball.", 30)
    reply = client.chat.completions.create(
        model=MODEL_NAME, messages=[{"role": "user", "content": "Lily found a ball."}],
        max_tokens=30, temperature=0)
    assert reply.choices[0].message.role == "assistant"
    assert reply.choices[0].message.content == expected["text"]
    assert reply.usage.prompt_tokens == len(expected["prompt_ids"])


@pytest.mark.parametrize("sampling", [{"temperature": 0},
                                      {"temperature": 0.9, "seed": 1234, "top_p": 0.9}])
def test_stream_concatenation_equals_whole_completion(client, sampling):
    for prompt in PROMPTS:
        whole = complete(client, prompt, max_tokens=48, **sampling)
        texts, finish, usage = stream_text(complete(
            client, prompt, max_tokens=48, stream=True,
            stream_options={"include_usage": True}, **sampling))
        assert texts[0] == whole.choices[0].text
        assert finish[0] == whole.choices[0].finish_reason
        assert usage.model_dump() == whole.usage.model_dump()


@pytest.mark.parametrize("sampling", [{"temperature": 0}, {"temperature": 1.0, "seed": 7}])
def test_stream_concatenation_equals_whole_chat(client, sampling):
    messages = [{"role": "system", "content": "Tell a story."},
                {"role": "user", "content": "Tom had a red car."}]
    whole = client.chat.completions.create(model=MODEL_NAME, messages=messages,
                                           max_completion_tokens=40, **sampling)
    stream = client.chat.completions.create(model=MODEL_NAME, messages=messages,
                                            max_completion_tokens=40, stream=True, **sampling)
    texts, finish, _ = stream_text(stream)
    assert texts[0] == whole.choices[0].message.content
    assert finish[0] == whole.choices[0].finish_reason


def test_max_tokens_gives_length_and_exact_usage(client):
    reply = complete(client, "Once", max_tokens=17, temperature=0, extra_body={"ignore_eos": True})
    assert reply.choices[0].finish_reason == "length"
    assert reply.usage.completion_tokens == 17


def test_eos_gives_stop(client):
    reply = complete(client, "Once upon a time", max_tokens=400, temperature=0)
    assert reply.choices[0].finish_reason == "stop"
    assert reply.usage.completion_tokens < 400


def test_stop_string_ends_the_text_before_it(client):
    full = complete(client, "Once upon a time", max_tokens=60, temperature=0).choices[0].text
    word = " Lily"
    assert word in full
    reply = complete(client, "Once upon a time", max_tokens=60, temperature=0, stop=[word, "zzz"])
    assert reply.choices[0].text == full[:full.index(word)]
    assert reply.choices[0].finish_reason == "stop"
    streamed, finish, _ = stream_text(complete(client, "Once upon a time", max_tokens=60,
                                               temperature=0, stop=word, stream=True))
    assert streamed[0] == reply.choices[0].text and finish[0] == "stop"


def test_seed_reproduces_and_different_seeds_differ(client):
    texts = [complete(client, "The little dog", temperature=1.0, seed=s, max_tokens=40,
                      extra_body={"ignore_eos": True}).choices[0].text for s in (1, 1, 2)]
    assert texts[0] == texts[1]
    assert texts[0] != texts[2]


def test_n_choices_share_the_prompt(client):
    greedy = complete(client, "Once upon a time", n=3, temperature=0, max_tokens=20)
    assert [c.index for c in greedy.choices] == [0, 1, 2]
    assert len({c.text for c in greedy.choices}) == 1
    assert greedy.usage.completion_tokens == sum(
        complete(client, "Once upon a time", temperature=0, max_tokens=20).usage.completion_tokens
        for _ in range(3))
    sampled = complete(client, "Once upon a time", n=4, temperature=1.0, seed=5, max_tokens=30,
                       extra_body={"ignore_eos": True})
    assert len({c.text for c in sampled.choices}) > 1
    again = complete(client, "Once upon a time", n=4, temperature=1.0, seed=5, max_tokens=30,
                     extra_body={"ignore_eos": True})
    assert [c.text for c in again.choices] == [c.text for c in sampled.choices]
    texts, finish, _ = stream_text(complete(client, "Once upon a time", n=4, temperature=1.0,
                                            seed=5, max_tokens=30, stream=True,
                                            extra_body={"ignore_eos": True}))
    assert [texts[i] for i in range(4)] == [c.text for c in sampled.choices]
    assert set(finish.values()) == {"length"}


def test_n_chat_choices(client):
    reply = client.chat.completions.create(
        model=MODEL_NAME, messages=[{"role": "user", "content": "Sue"}], n=2, temperature=0,
        max_tokens=10)
    assert len(reply.choices) == 2
    assert reply.choices[0].message.content == reply.choices[1].message.content


def test_sampling_parameters_take_effect(client):
    greedy = complete(client, "Once upon a time", temperature=0, max_tokens=60,
                      extra_body={"ignore_eos": True}).choices[0].text
    top_k_one = complete(client, "Once upon a time", temperature=1.5, seed=3, max_tokens=60,
                         extra_body={"top_k": 1, "ignore_eos": True}).choices[0].text
    assert top_k_one == greedy
    tiny_top_p = complete(client, "Once upon a time", temperature=1.5, seed=3, max_tokens=60,
                          top_p=1e-6, extra_body={"ignore_eos": True}).choices[0].text
    assert tiny_top_p == greedy
    min_p_one = complete(client, "Once upon a time", temperature=1.5, seed=3, max_tokens=60,
                         extra_body={"min_p": 1.0, "ignore_eos": True}).choices[0].text
    assert min_p_one == greedy
    for extra in [{"repetition_penalty": 1.8}, {"presence_penalty": 2.0},
                  {"frequency_penalty": 2.0}]:
        penalized = complete(client, "Once upon a time", temperature=0, max_tokens=60,
                             extra_body={"ignore_eos": True, **extra}).choices[0].text
        assert penalized != greedy, extra
    assert complete(client, "Once", temperature=0, max_tokens=5, user="someone").choices[0].text


def test_echo_puts_the_prompt_first(client):
    plain = complete(client, "Once upon a time", temperature=0, max_tokens=10).choices[0].text
    echoed = complete(client, "Once upon a time", temperature=0, max_tokens=10, echo=True)
    assert echoed.choices[0].text == "Once upon a time" + plain


def test_prompt_as_token_ids_and_as_a_list(client, url):
    import requests
    ids = requests.post(url + "/tokenize", json={"prompt": "The little dog"}).json()["tokens"]
    by_text = complete(client, "The little dog", temperature=0).choices[0].text
    assert complete(client, ids, temperature=0).choices[0].text == by_text
    batch = complete(client, ["Once upon a time", "The little dog"], temperature=0, n=2)
    assert [c.index for c in batch.choices] == [0, 1, 2, 3]
    assert batch.choices[2].text == by_text and batch.choices[3].text == by_text
    assert batch.usage.prompt_tokens == len(ids) + len(
        requests.post(url + "/tokenize", json={"prompt": "Once upon a time"}).json()["tokens"])


def test_completion_logprobs_are_consistent(client):
    reply = complete(client, "Once upon a time", temperature=0, max_tokens=12, logprobs=5,
                     extra_body={"ignore_eos": True})
    logprobs = reply.choices[0].logprobs
    assert len(logprobs.tokens) == len(logprobs.token_logprobs) == 12
    assert "".join(logprobs.tokens) == reply.choices[0].text
    for token, value, top in zip(logprobs.tokens, logprobs.token_logprobs, logprobs.top_logprobs):
        assert value <= 0.0
        assert len(top) == 5
        # Greedy: the chosen token is the most likely one.
        assert max(top.values()) == pytest.approx(value, abs=1e-5)
        assert top[token] == pytest.approx(value, abs=1e-5)
    offsets = logprobs.text_offset
    assert offsets[0] == 0 and all(b - a == len(t) for a, b, t in
                                   zip(offsets, offsets[1:], logprobs.tokens))


def test_logprobs_sum_equals_the_engines_own_one_step_at_a_time(client):
    """A greedy text's token logprobs, summed, equal what the engine gives each of the same tokens
    when it is asked for one token after the prompt plus the tokens before it."""
    expected = cli_greedy("The little dog", 8)
    reply = complete(client, "The little dog", temperature=0, max_tokens=8, logprobs=0,
                     extra_body={"ignore_eos": True})
    values = reply.choices[0].logprobs.token_logprobs
    assert len(values) == len(expected["output_ids"]) == 8
    rescored = []
    for i in range(8):
        step = complete(client, expected["prompt_ids"] + expected["output_ids"][:i],
                        temperature=0, max_tokens=1, logprobs=0,
                        extra_body={"ignore_eos": True})
        rescored.append(step.choices[0].logprobs.token_logprobs[0])
    assert rescored == pytest.approx(values, abs=1e-4)
    assert sum(rescored) == pytest.approx(sum(values), abs=1e-3)
    # Logprobs are the model's raw distribution: sampling at another temperature reports the same
    # value for the same first token.
    hot = complete(client, "The little dog", temperature=1.5, seed=2, max_tokens=1, logprobs=20,
                   extra_body={"top_k": 1})
    assert hot.choices[0].logprobs.token_logprobs[0] == pytest.approx(values[0], abs=1e-4)


def test_chat_logprobs_and_stream_logprobs(client):
    messages = [{"role": "user", "content": "Tom had a red car."}]
    whole = client.chat.completions.create(model=MODEL_NAME, messages=messages, max_tokens=10,
                                           temperature=0, logprobs=True, top_logprobs=3)
    content = whole.choices[0].logprobs.content
    assert "".join(entry.token for entry in content) == whole.choices[0].message.content
    for entry in content:
        assert len(entry.top_logprobs) == 3 and entry.top_logprobs[0].token == entry.token
        assert bytes(entry.bytes) == entry.token.encode()
    streamed = []
    for chunk in client.chat.completions.create(model=MODEL_NAME, messages=messages, max_tokens=10,
                                                temperature=0, logprobs=True, top_logprobs=3,
                                                stream=True):
        for choice in chunk.choices:
            if choice.logprobs:
                streamed += [(e.token, e.logprob) for e in choice.logprobs.content]
    assert streamed == [(e.token, e.logprob) for e in content]
    plain = client.chat.completions.create(model=MODEL_NAME, messages=messages, max_tokens=10,
                                           temperature=0)
    assert plain.choices[0].logprobs is None
    assert plain.choices[0].message.content == whole.choices[0].message.content
