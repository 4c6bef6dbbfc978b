"""/v1/chat/completions and /tokenize render the model's own chat template: a model folder with a
real template in tokenizer_config.json gives the ids of Python jinja2's rendering in
transformers' settings (the live reference, jinja2==3.1.6), tools included; the template's
raise_exception() becomes a 400 with its message; a model without a template refuses tools."""
import json
import os
import shutil

import jinja2
import jinja2.ext
import pytest
import requests
from jinja2.sandbox import ImmutableSandboxedEnvironment

from conftest import ServerProcess, model_dir

TEMPLATES = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                         "../engine/data/chat_templates/templates")
TOOLS = [{"type": "function", "function": {
    "name": "get_weather", "description": "Current weather in a city.",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                   "required": ["city"]}}}]


def render_as_transformers(template, messages, tools=None, add_generation_prompt=True):
    """transformers' apply_chat_template(tokenize=False), with the model's bos/eos spellings."""
    def raise_exception(message):
        raise jinja2.exceptions.TemplateError(message)

    def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
        return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators,
                          sort_keys=sort_keys)

    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True,
                                        extensions=[jinja2.ext.loopcontrols])
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    return env.from_string(template).render(
        messages=messages, tools=tools, documents=None,
        add_generation_prompt=add_generation_prompt, bos_token="<s>", eos_token="</s>")


def model_with_template(tmp_path_factory, name):
    folder = tmp_path_factory.mktemp(name)
    for entry in os.listdir(model_dir()):
        shutil.copy(os.path.join(model_dir(), entry), folder)
    config_path = folder / "tokenizer_config.json"
    config = json.loads(config_path.read_text())
    with open(os.path.join(TEMPLATES, name + ".jinja"), encoding="utf-8") as f:
        config["chat_template"] = f.read()
    config_path.write_text(json.dumps(config))
    return str(folder), config["chat_template"]


def set_context(folder, tokens):
    """Gives the model folder's config.json a longer context: tool preambles are long in the story
    model's small vocabulary (RoPE has no learned positions, so the model runs past 512, if not
    well)."""
    config_path = os.path.join(folder, "config.json")
    with open(config_path, encoding="utf-8") as f:
        config = json.load(f)
    config["max_position_embeddings"] = tokens
    with open(config_path, "w", encoding="utf-8") as f:
        json.dump(config, f)


@pytest.fixture(scope="module")
def qwen(tmp_path_factory):
    folder, template = model_with_template(tmp_path_factory, "Qwen-Qwen2.5-3B-Instruct")
    proc = ServerProcess(model=folder)
    yield proc.url, template
    code, log = proc.stop()
    assert code == 0, log


def tokenize(url, body):
    response = requests.post(url + "/tokenize", json=body, timeout=60)
    assert response.status_code == 200, response.text
    return response.json()["tokens"]


@pytest.mark.parametrize("with_tools", [False, True])
def test_chat_prompt_is_jinja2_rendering_of_the_model_template(qwen, with_tools):
    url, template = qwen
    # ChatML's markers are plain text in this small vocabulary, so the rendered text tokenizes
    # as one run: the ids must be exactly those of jinja2's text.
    messages = [{"role": "system", "content": "Réponds brièvement 🦙"},
                {"role": "user", "content": "What's the weather in Paris?"}]
    if with_tools:
        messages += [
            {"role": "assistant", "content": None, "tool_calls": [{
                "id": "call_1", "type": "function",
                "function": {"name": "get_weather", "arguments": "{\"city\": \"Paris\"}"}}]},
            {"role": "tool", "tool_call_id": "call_1", "content": "{\"sky\": \"sunny\"}"}]
    body = {"messages": messages, **({"tools": TOOLS} if with_tools else {})}
    # As vLLM: the arguments string is given to the template as the object it encodes.
    reference_messages = json.loads(json.dumps(messages))
    for m in reference_messages:
        for call in m.get("tool_calls") or []:
            call["function"]["arguments"] = json.loads(call["function"]["arguments"])
    text = render_as_transformers(template, reference_messages, TOOLS if with_tools else None)
    expected = tokenize(url, {"prompt": text, "add_special_tokens": False})
    assert tokenize(url, body) == expected
    if with_tools:
        return  # the tool schemas make this prompt longer than the model's 512 tokens
    chat = requests.post(url + "/v1/chat/completions",
                         json={**body, "max_tokens": 2, "temperature": 0}, timeout=60)
    assert chat.status_code == 200, chat.text
    assert chat.json()["usage"]["prompt_tokens"] == len(expected)


def test_models_route_names_the_template(qwen):
    url, _ = qwen
    model = requests.get(url + "/v1/models", timeout=10).json()["data"][0]
    assert model["chat_template"] == "the model's own template (chatml-style)"


def test_template_raise_exception_is_a_400_with_its_message(tmp_path_factory):
    folder, template = model_with_template(tmp_path_factory, "mistralai-Mistral-7B-Instruct-v0.3")
    proc = ServerProcess(model=folder)
    try:
        messages = [{"role": "user", "content": "one"}, {"role": "user", "content": "two"}]
        with pytest.raises(jinja2.exceptions.TemplateError) as raised:
            render_as_transformers(template, messages)
        response = requests.post(proc.url + "/v1/chat/completions",
                                 json={"messages": messages, "max_tokens": 2}, timeout=60)
        assert response.status_code == 400
        assert response.json()["error"]["message"] == str(raised.value)
        assert response.json()["error"]["param"] == "messages"
        # The template writes BOS itself: one BOS id, then the text after it.
        ok = [{"role": "user", "content": "Hi there"}]
        text = render_as_transformers(template, ok)
        assert text.startswith("<s>")
        assert tokenize(proc.url, {"messages": ok}) == (
            [1] + tokenize(proc.url, {"prompt": text[len("<s>"):], "add_special_tokens": False}))
    finally:
        code, log = proc.stop()
        assert code == 0, log


def test_tools_need_the_model_template(url):
    response = requests.post(url + "/v1/chat/completions", json={
        "messages": [{"role": "user", "content": "Hi"}], "tools": TOOLS, "max_tokens": 2},
        timeout=60)
    assert response.status_code == 400
    assert response.json()["error"]["param"] == "tools"


@pytest.fixture(scope="module")
def qwen_long(tmp_path_factory):
    """The Qwen-templated story model with a context of 2048: Qwen's tool preamble alone is over
    the story model's 512 tokens in its small vocabulary."""
    folder, template = model_with_template(tmp_path_factory, "Qwen-Qwen2.5-3B-Instruct")
    set_context(folder, 2048)
    proc = ServerProcess(model=folder)
    yield proc.url, template
    code, log = proc.stop()
    assert code == 0, log


def test_tools_with_an_answer_that_calls_none_stream_as_text(qwen_long):
    """Tool calls are parsed from the answer (Qwen's template: Hermes <tool_call> blocks). The
    story model never writes one, so its answer is text; streaming it (with the hold-back of
    anything that may begin a call) gives the same text as the whole response."""
    url, _ = qwen_long
    body = {"messages": [{"role": "user", "content": "Once upon a time"}], "tools": TOOLS,
            "max_tokens": 24, "temperature": 0}
    whole = requests.post(url + "/v1/chat/completions", json=body, timeout=60)
    assert whole.status_code == 200, whole.text
    message = whole.json()["choices"][0]["message"]
    assert message["content"] and "tool_calls" not in message
    assert whole.json()["choices"][0]["finish_reason"] in ("stop", "length")
    streamed, finish = "", None
    with requests.post(url + "/v1/chat/completions", json={**body, "stream": True},
                       stream=True, timeout=60) as reply:
        for line in reply.iter_lines():
            if not line.startswith(b"data: ") or line == b"data: [DONE]":
                continue
            choice = json.loads(line[6:])["choices"][0]
            assert "tool_calls" not in choice["delta"]
            streamed += choice["delta"].get("content") or ""
            finish = choice["finish_reason"] or finish
    assert streamed == message["content"]
    assert finish == whole.json()["choices"][0]["finish_reason"]


@pytest.mark.parametrize("choice", ["none", "auto", "required",
                                    {"type": "function", "function": {"name": "get_weather"}}])
def test_every_tool_choice_is_served(qwen_long, choice):
    """Forced calls (constrained to the tool's schema) are tested in test_structured_output."""
    url, _ = qwen_long
    reply = requests.post(url + "/v1/chat/completions", timeout=60, json={
        "messages": [{"role": "user", "content": "Hi"}], "tools": TOOLS, "tool_choice": choice,
        "max_tokens": 4})
    assert reply.status_code == 200, reply.text
