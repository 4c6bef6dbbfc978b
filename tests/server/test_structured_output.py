"""Structured output through the real clients: response_format (json_object, json_schema through
the openai package's parse() and its pydantic models), llama.cpp's GBNF "grammar", vLLM's
guided_json and guided_choice, and forced tool calls (tool_choice "required" or named) with the
openai package and LangChain's ChatOpenAI (bind_tools, with_structured_output). The story model
knows no JSON: every well-formed answer here comes from the grammar."""
import json
import os
import re
from typing import Annotated, Literal

import pydantic
import pytest
import requests

from conftest import ServerProcess
from test_chat_template import model_with_template, set_context


class Pet(pydantic.BaseModel):
    name: str = pydantic.Field(max_length=12)
    age: int
    kind: Literal["cat", "dog", "bird"]
    # Bounded strings: the story model, knowing no JSON, would otherwise ramble in one until
    # max_tokens (and an answer cut off by the length limit does not parse).
    friends: list[Annotated[str, pydantic.StringConstraints(max_length=8)]] = pydantic.Field(
        max_length=3)


PET_SCHEMA = {"type": "object", "properties": {
    "name": {"type": "string", "maxLength": 12}, "age": {"type": "integer"},
    "kind": {"enum": ["cat", "dog", "bird"]}}, "required": ["name", "age", "kind"],
    "additionalProperties": False}

FORECAST = {"type": "function", "function": {
    "name": "get_forecast", "description": "The weather forecast for a city.",
    "parameters": {"type": "object", "properties": {
        "city": {"type": "string", "enum": ["Paris", "Tokyo", "Lima"]},
        "days": {"type": "integer"}}, "required": ["city", "days"]}}}
TIME = {"type": "function", "function": {
    "name": "get_time", "description": "The time in a city.",
    "parameters": {"type": "object", "properties": {"city": {"type": "string", "maxLength": 10}},
                   "required": ["city"]}}}


def post(url, path, body):
    return requests.post(url + path, json=body, timeout=120)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_openai_parse_gives_the_pydantic_model(client, seed):
    """client.chat.completions.parse() sends the model's strict JSON schema and validates the
    answer with pydantic: it must parse at any temperature."""
    completion = client.chat.completions.parse(
        model="stories260K", messages=[{"role": "user", "content": "Tell me about a pet."}],
        response_format=Pet, temperature=1.0, seed=seed, max_tokens=300)
    choice = completion.choices[0]
    assert choice.finish_reason == "stop", choice.message.content
    assert isinstance(choice.message.parsed, Pet), choice.message.content


def test_json_object_answers_are_objects(client):
    completion = client.chat.completions.create(
        model="stories260K", messages=[{"role": "user", "content": "A story as JSON"}],
        response_format={"type": "json_object"}, temperature=0.8, seed=7, n=3, max_tokens=400,
        extra_body={"repetition_penalty": 1.3})
    for choice in completion.choices:
        if choice.finish_reason == "stop":
            assert isinstance(json.loads(choice.message.content), dict), choice.message.content


def test_streamed_schema_answer_parses(url):
    body = {"messages": [{"role": "user", "content": "A pet"}], "stream": True, "seed": 3,
            "temperature": 1.0, "max_tokens": 300,
            "response_format": {"type": "json_schema",
                                "json_schema": {"name": "pet", "schema": PET_SCHEMA,
                                                "strict": True}}}
    text = ""
    with requests.post(url + "/v1/chat/completions", json=body, stream=True, timeout=120) as r:
        assert r.status_code == 200, r.text
        for line in r.iter_lines():
            if line.startswith(b"data: ") and line != b"data: [DONE]":
                text += json.loads(line[6:])["choices"][0]["delta"].get("content") or ""
    pet = json.loads(text)
    assert list(pet) == ["name", "age", "kind"]  # the schema's order
    assert pet["kind"] in ("cat", "dog", "bird") and isinstance(pet["age"], int)


def test_gbnf_grammar_and_guided_choice_on_completions(url):
    grammar = 'root ::= " "? "Lily" (" " [a-z]+){2,5} "."'
    reply = post(url, "/v1/completions", {"prompt": "Once upon a time", "grammar": grammar,
                                          "max_tokens": 60, "temperature": 0.9, "seed": 5, "n": 4})
    assert reply.status_code == 200, reply.text
    for choice in reply.json()["choices"]:
        assert choice["finish_reason"] == "stop", choice
        assert re.fullmatch(r" ?Lily( [a-z]+){2,5}\.", choice["text"]), choice["text"]
    reply = post(url, "/v1/completions", {"prompt": "The cat was", "max_tokens": 10,
                                          "guided_choice": ["happy", "sad", "very sleepy"]})
    assert reply.status_code == 200, reply.text
    assert reply.json()["choices"][0]["text"] in ("happy", "sad", "very sleepy")
    reply = post(url, "/v1/completions", {"prompt": "Lily", "max_tokens": 200,
                                          "guided_json": PET_SCHEMA})
    assert reply.status_code == 200, reply.text
    assert set(json.loads(reply.json()["choices"][0]["text"])) >= {"name", "age", "kind"}


@pytest.mark.parametrize("body,param,words", [
    ({"response_format": {"type": "json_schema", "json_schema": {"name": "x", "schema": {
        "type": "object", "properties": {"id": {"type": "string", "pattern": "^[a-z]+$"}}}}}},
     "response_format", ["'pattern'", "#/properties/id"]),
    ({"response_format": {"type": "json_schema", "json_schema": {"name": "x", "schema": {
        "type": "number", "minimum": 0}}}}, "response_format", ["'minimum'"]),
    ({"response_format": {"type": "yaml"}}, "response_format", ["yaml"]),
    ({"grammar": "root ::= missing"}, "grammar", ["'missing'"]),
    ({"grammar": "root ::= \"a\"", "guided_choice": ["a"]}, "guided_choice", ["grammar"]),
    ({"guided_regex": "[a-z]+"}, "guided_regex", ["guided_regex"]),
])
def test_unsupported_constraints_are_400_naming_them(url, body, param, words):
    reply = post(url, "/v1/chat/completions",
                 {"messages": [{"role": "user", "content": "Hi"}], "max_tokens": 5, **body})
    assert reply.status_code == 400, reply.text
    error = reply.json()["error"]
    assert error["param"] == param, error
    for word in words:
        assert word in error["message"], error


def test_a_schema_nested_a_million_deep_is_a_400(url):
    """Never walked recursively (that would overflow the server's stack)."""
    deep = "[" * 1000000 + "]" * 1000000
    for field, value in (("guided_json", deep),
                         ("response_format", '{"type": "json_schema", "json_schema": '
                                             '{"name": "x", "schema": ' + deep + '}}')):
        body = '{"prompt": "Hi", "max_tokens": 2, "' + field + '": ' + value + '}'
        reply = requests.post(url + "/v1/completions", data=body, timeout=60,
                              headers={"Content-Type": "application/json"})
        assert reply.status_code == 400, reply.text[:300]
        assert reply.json()["error"]["param"] == field
    assert requests.get(url + "/health", timeout=10).status_code == 200


@pytest.fixture(scope="module")
def qwen_server(tmp_path_factory):
    """The story model with Qwen 2.5's template (Hermes <tool_call> blocks) and a context of
    2048, since the tool preamble is long in the story model's small vocabulary."""
    folder, _ = model_with_template(tmp_path_factory, "Qwen-Qwen2.5-3B-Instruct")
    set_context(folder, 2048)
    proc = ServerProcess("--served-model-name", "stories260K", model=folder)
    yield proc.url
    code, log = proc.stop()
    assert code == 0, log


@pytest.mark.parametrize("choice", ["required", {"type": "function",
                                                 "function": {"name": "get_time"}}])
def test_forced_tool_calls_come_back_as_tool_calls(qwen_server, choice):
    import openai
    client = openai.OpenAI(base_url=qwen_server + "/v1", api_key="unused", max_retries=0,
                           timeout=120)
    completion = client.chat.completions.create(
        model="stories260K", messages=[{"role": "user", "content": "Weather in Paris?"}],
        tools=[FORECAST, TIME], tool_choice=choice, temperature=0.7, seed=11, max_tokens=300)
    message = completion.choices[0].message
    assert completion.choices[0].finish_reason == "tool_calls", message
    assert message.tool_calls, message
    for call in message.tool_calls:
        arguments = json.loads(call.function.arguments)
        if call.function.name == "get_forecast":
            assert arguments["city"] in ("Paris", "Tokyo", "Lima")
            assert isinstance(arguments["days"], int)
        else:
            assert call.function.name == "get_time" and isinstance(arguments["city"], str)
        if isinstance(choice, dict):
            assert call.function.name == "get_time"
    # The same call streamed: one tool_calls delta, finish_reason tool_calls.
    stream = client.chat.completions.create(
        model="stories260K", messages=[{"role": "user", "content": "Weather in Paris?"}],
        tools=[FORECAST, TIME], tool_choice=choice, temperature=0.7, seed=11, max_tokens=300,
        stream=True)
    calls, finish = [], None
    for chunk in stream:
        if chunk.choices:
            calls += chunk.choices[0].delta.tool_calls or []
            finish = chunk.choices[0].finish_reason or finish
    assert finish == "tool_calls"
    assert [c.function.name for c in calls] == [c.function.name for c in message.tool_calls]


def byte_level_alphabet():
    """GPT-2's bytes_to_unicode(), as tokenizers' ByteLevel pre-tokenizer spells bytes."""
    printable = (list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1))
                 + list(range(ord("®"), ord("ÿ") + 1)))
    chars, extra = {}, 0
    for b in range(256):
        if b in printable:
            chars[b] = chr(b)
        else:
            chars[b] = chr(256 + extra)
            extra += 1
    return chars


@pytest.fixture(scope="module")
def mistral_server(tmp_path_factory):
    """The story model with Mistral 7B v0.3's template and a byte-level tokenizer.json in
    tokenizers' documented format whose [TOOL_CALLS] is a special token, as in Mistral's own:
    one token a byte, so the text means nothing to the model and every call comes from the
    grammar. Context 2048, as the tools are long in bytes."""
    folder, _ = model_with_template(tmp_path_factory, "mistralai-Mistral-7B-Instruct-v0.3")
    os.remove(os.path.join(folder, "tokenizer.model"))
    specials = ["<unk>", "<s>", "</s>", "[TOOL_CALLS]"]
    vocab = {token: i for i, token in enumerate(specials)}
    for b, char in byte_level_alphabet().items():
        vocab[char] = len(specials) + b
    tokenizer = {
        "version": "1.0", "truncation": None, "padding": None,
        "added_tokens": [{"id": i, "content": token, "single_word": False, "lstrip": False,
                          "rstrip": False, "normalized": False, "special": True}
                         for i, token in enumerate(specials)],
        "normalizer": None,
        "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True,
                          "use_regex": True},
        "post_processor": None,
        "decoder": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True,
                    "use_regex": True},
        "model": {"type": "BPE", "dropout": None, "unk_token": None,
                  "continuing_subword_prefix": None, "end_of_word_suffix": None,
                  "fuse_unk": False, "byte_fallback": False, "ignore_merges": False,
                  "vocab": vocab, "merges": []}}
    with open(os.path.join(folder, "tokenizer.json"), "w", encoding="utf-8") as f:
        json.dump(tokenizer, f)
    set_context(folder, 2048)
    proc = ServerProcess("--served-model-name", "stories260K", model=folder)
    yield proc.url
    code, log = proc.stop()
    assert code == 0, log


def test_forced_mistral_calls_follow_the_tool_calls_token(mistral_server):
    """Mistral writes [TOOL_CALLS] (a control token) before its list of calls. A forced call
    puts that token at the end of the prompt, where the model would have written it, and the
    grammar takes the list; with tool_choice auto the prompt is the template's alone."""
    messages = [{"role": "user", "content": "Time in Lima?"}]
    body = {"messages": messages, "tools": [TIME], "temperature": 0.7, "seed": 5,
            "max_tokens": 200}
    rendered = requests.post(mistral_server + "/tokenize", json={"messages": messages,
                                                                 "tools": [TIME]}, timeout=60)
    assert rendered.status_code == 200, rendered.text
    prompt = rendered.json()["tokens"]
    assert 3 not in prompt  # the template writes [TOOL_CALLS] only for past calls
    forced = post(mistral_server, "/v1/chat/completions", {**body, "tool_choice": "required"})
    assert forced.status_code == 200, forced.text
    choice = forced.json()["choices"][0]
    assert choice["finish_reason"] == "tool_calls", choice
    assert forced.json()["usage"]["prompt_tokens"] == len(prompt) + 1
    for call in choice["message"]["tool_calls"]:
        assert call["function"]["name"] == "get_time"
        assert isinstance(json.loads(call["function"]["arguments"])["city"], str)
    free = post(mistral_server, "/v1/chat/completions", {**body, "max_tokens": 2})
    assert free.status_code == 200, free.text
    assert free.json()["usage"]["prompt_tokens"] == len(prompt)
    # The model has 512 logits rows for this tokenizer's 260 tokens: ids past them have no text
    # and are never sampled nor listed (this crashed the server when the model picked one).
    for seed in range(3):
        sampled = post(mistral_server, "/v1/completions", {
            "prompt": "Once", "max_tokens": 40, "temperature": 1.5, "seed": seed, "logprobs": 5})
        assert sampled.status_code == 200, sampled.text
        logprobs = sampled.json()["choices"][0]["logprobs"]
        assert len(logprobs["tokens"]) == sampled.json()["usage"]["completion_tokens"]
        tokenized = requests.post(mistral_server + "/tokenize", timeout=60, json={
            "prompt": sampled.json()["choices"][0]["text"], "add_special_tokens": False})
        assert all(i < 260 for i in tokenized.json()["tokens"])


def test_forced_tool_call_errors(qwen_server, url):
    body = {"messages": [{"role": "user", "content": "Hi"}], "tools": [FORECAST],
            "max_tokens": 5}
    reply = post(qwen_server, "/v1/chat/completions",
                 {**body, "tool_choice": {"type": "function", "function": {"name": "nope"}}})
    assert reply.status_code == 400 and reply.json()["error"]["param"] == "tool_choice"
    assert "nope" in reply.json()["error"]["message"]
    reply = post(qwen_server, "/v1/chat/completions",
                 {**body, "tool_choice": "required", "response_format": {"type": "json_object"}})
    assert reply.status_code == 400 and reply.json()["error"]["param"] == "tool_choice"
    reply = post(qwen_server, "/v1/chat/completions", {**body, "tool_choice": "sometimes"})
    assert reply.status_code == 400 and reply.json()["error"]["param"] == "tool_choice"


def test_langchain_bind_tools_and_structured_output(qwen_server):
    """LangChain's ChatOpenAI against the server: bind_tools with a forced tool, and
    with_structured_output(method="function_calling") returning the pydantic model."""
    langchain_openai = pytest.importorskip("langchain_openai")
    llm = langchain_openai.ChatOpenAI(base_url=qwen_server + "/v1", api_key="unused",
                                      model="stories260K", temperature=0.5, seed=3,
                                      max_tokens=300, max_retries=0)
    answer = llm.bind_tools([FORECAST], tool_choice="get_forecast").invoke("Weather in Lima?")
    assert answer.tool_calls and answer.tool_calls[0]["name"] == "get_forecast", answer
    assert answer.tool_calls[0]["args"]["city"] in ("Paris", "Tokyo", "Lima")

    class Weather(pydantic.BaseModel):
        """A city's weather."""
        city: Literal["Paris", "Tokyo", "Lima"]
        sunny: bool

    weather = llm.with_structured_output(Weather, method="function_calling").invoke("Weather?")
    assert isinstance(weather, Weather)


# --- 200 random schemas, every answer checked by jsonschema --------------------------------------

NAMES = ["id", "name", "tags", "x", "long key", "émoji 🙂", "q\"uote", "a\\b"]
VALUES = [0, -3, 2.5, True, False, None, "", "cat", "ünï", [1, "a"], {"k": [None]}]


def random_schema(rng, depth=0):
    """Bounded schemas (strings and arrays have maximum lengths) so that every answer ends."""
    kinds = ["string", "integer", "number", "boolean", "null", "enum", "const", "nullable"]
    if depth < 3:
        kinds += ["object", "object", "array", "anyOf"]
    kind = rng.choice(kinds)
    if kind == "string":
        top = rng.randint(0, 8)
        return {"type": "string", "maxLength": top, "minLength": rng.randint(0, top)}
    if kind in ("integer", "number", "boolean", "null"):
        return {"type": kind}
    if kind == "enum":
        return {"enum": rng.sample(VALUES, rng.randint(1, 4))}
    if kind == "const":
        return {"const": rng.choice(VALUES)}
    if kind == "nullable":
        return {"type": ["string", "null"], "maxLength": 5}
    if kind == "anyOf":
        return {"anyOf": [random_schema(rng, depth + 1) for _ in range(rng.randint(1, 3))]}
    if kind == "array":
        top = rng.randint(0, 3)
        return {"type": "array", "items": random_schema(rng, depth + 1), "maxItems": top,
                "minItems": rng.randint(0, top)}
    names = rng.sample(NAMES, rng.randint(0, 4))
    return {"type": "object", "properties": {n: random_schema(rng, depth + 1) for n in names},
            "required": [n for n in names if rng.random() < 0.6],
            "additionalProperties": False}


@pytest.fixture(scope="module")
def long_context_server(tmp_path_factory):
    """The story model with a context of 2048 (RoPE has no learned positions), so that the
    longest answers of bounded schemas fit."""
    import shutil
    from conftest import model_dir
    folder = tmp_path_factory.mktemp("stories2048")
    shutil.copytree(model_dir(), folder, dirs_exist_ok=True)
    config = json.loads((folder / "config.json").read_text())
    config["max_position_embeddings"] = 2048
    (folder / "config.json").write_text(json.dumps(config))
    proc = ServerProcess("--served-model-name", "stories260K", model=str(folder))
    yield proc.url
    code, log = proc.stop()
    assert code == 0, log


def test_200_random_schemas_always_give_matching_json(long_context_server):
    import random
    from concurrent.futures import ThreadPoolExecutor
    import jsonschema

    rng = random.Random(2026)
    schemas = []
    for i in range(200):
        schema = random_schema(rng)
        if i % 10 == 0:  # some through $defs and $ref
            schema = {"$defs": {"part": schema}, "type": "object",
                      "properties": {"part": {"$ref": "#/$defs/part"}}, "required": ["part"]}
        schemas.append(schema)

    # One keep-alive session for the 16 threads, as a client library would: a new connection per
    # request leaves it to the test process to close each one at once (with langchain's
    # langsmith imported in the same process they lingered, past the server's 128 per client).
    session = requests.Session()
    session.mount("http://", requests.adapters.HTTPAdapter(pool_connections=1, pool_maxsize=16))

    def ask(item):
        i, schema = item
        reply = session.post(long_context_server + "/v1/completions", timeout=120, json={
            "prompt": "Lily", "max_tokens": 1900, "temperature": 1.0, "seed": i,
            "response_format": {"type": "json_schema",
                                "json_schema": {"name": f"s{i}", "schema": schema}}})
        return schema, reply

    with ThreadPoolExecutor(16) as pool:
        for schema, reply in pool.map(ask, enumerate(schemas)):
            assert reply.status_code == 200, (schema, reply.text)
            choice = reply.json()["choices"][0]
            assert choice["finish_reason"] == "stop", (schema, choice)
            jsonschema.validate(json.loads(choice["text"]), schema)


def test_tool_round_trip(qwen_server):
    """model -> tool_calls -> the tool's result -> an answer, through the openai client."""
    import openai
    client = openai.OpenAI(base_url=qwen_server + "/v1", api_key="unused", max_retries=0,
                           timeout=120)
    messages = [{"role": "user", "content": "What is the forecast for Lima?"}]
    first = client.chat.completions.create(model="stories260K", messages=messages,
                                           tools=[FORECAST], tool_choice="required", seed=4,
                                           max_tokens=200)
    call = first.choices[0].message.tool_calls[0]
    messages.append(first.choices[0].message.model_dump(exclude_none=True))
    messages.append({"role": "tool", "tool_call_id": call.id,
                     "content": json.dumps({"forecast": "sunny", "high": 24})})
    second = client.chat.completions.create(model="stories260K", messages=messages,
                                            tools=[FORECAST], max_tokens=30, temperature=0)
    answer = second.choices[0]
    assert answer.finish_reason in ("stop", "length")
    assert answer.message.content and not answer.message.tool_calls


def test_litellm_forced_tool_call_and_json_schema(qwen_server):
    """litellm's OpenAI-compatible provider against the server."""
    import os
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no fetch from the network
    litellm = pytest.importorskip("litellm")
    common = {"model": "openai/stories260K", "api_base": qwen_server + "/v1", "api_key": "x",
              "max_tokens": 300, "seed": 9}
    reply = litellm.completion(messages=[{"role": "user", "content": "Forecast?"}],
                               tools=[FORECAST], tool_choice="required", **common)
    call = reply.choices[0].message.tool_calls[0]
    assert call.function.name == "get_forecast"
    assert json.loads(call.function.arguments)["city"] in ("Paris", "Tokyo", "Lima")
    reply = litellm.completion(messages=[{"role": "user", "content": "A pet"}],
                               response_format={"type": "json_schema", "json_schema": {
                                   "name": "pet", "schema": PET_SCHEMA, "strict": True}},
                               **common)
    pet = json.loads(reply.choices[0].message.content)
    assert set(pet) == {"name", "age", "kind"}
