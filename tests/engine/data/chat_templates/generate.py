#!/usr/bin/env python3
"""Renders the reference outputs of tests/engine/chat_template_jinja.cpp with Python's jinja2.

The environment is the one Hugging Face transformers renders chat templates with
(transformers/utils/chat_template_utils.py, _compile_jinja_template):
ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[AssistantTracker,
loopcontrols]),
the globals raise_exception and strftime_now, and tojson overridden by json.dumps with
ensure_ascii=False. render() gets messages, tools (None when there are none), documents (None),
add_generation_prompt and the model's bos_token / eos_token, as apply_chat_template passes them.

strftime_now reads a fixed clock (FIXED_NOW) so that the outputs do not depend on the day; the
C++ test passes the same instant.

Pinned: Python 3.11, jinja2==3.1.6 (MarkupSafe 3.0.x).
Usage: python3 generate.py   (writes expected.json and features_expected.json beside itself)
"""

import datetime
import json
import os
import sys

import jinja2
import jinja2.ext
import jinja2.nodes
from jinja2.sandbox import ImmutableSandboxedEnvironment

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_NOW = datetime.datetime(2026, 1, 15, 9, 5, 3)
assert jinja2.__version__ == "3.1.6", jinja2.__version__


class RaisedByTemplate(jinja2.exceptions.TemplateError):
    pass


class GenerationTag(jinja2.ext.Extension):
    """transformers' AssistantTracker without tracking: {% generation %}...{% endgeneration %}
    renders its body (transformers records the span only for return_assistant_tokens_mask)."""

    tags = {"generation"}

    def parse(self, parser):
        lineno = next(parser.stream).lineno
        body = parser.parse_statements(["name:endgeneration"], drop_needle=True)
        return jinja2.nodes.CallBlock(self.call_method("_render", []), [], [], body).set_lineno(lineno)

    def _render(self, caller):
        return caller()


def make_environment():
    def raise_exception(message):
        raise RaisedByTemplate(message)

    def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
        return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators,
                          sort_keys=sort_keys)

    def strftime_now(format):
        return FIXED_NOW.strftime(format)

    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True,
                                        extensions=[GenerationTag, jinja2.ext.loopcontrols])
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    env.globals["strftime_now"] = strftime_now
    return env


def render(env, source, variables):
    """{"output": text} or {"error": message, "raised": whether raise_exception() raised it}."""
    try:
        return {"output": env.from_string(source).render(**variables)}
    except RaisedByTemplate as e:
        return {"error": str(e), "raised": True}
    except Exception as e:  # noqa: BLE001 - any other failure: the C++ side must fail too
        return {"error": "%s: %s" % (type(e).__name__, e), "raised": False}


def template_cases(env, manifest, conversations):
    cases = []
    for entry in manifest:
        with open(os.path.join(HERE, "templates", entry["name"] + ".jinja"), encoding="utf-8",
                  newline="") as f:
            source = f.read()
        for conversation in conversations:
            for add_generation_prompt in (False, True):
                variables = {
                    "messages": conversation["messages"],
                    "tools": conversation.get("tools"),
                    "documents": None,
                    "add_generation_prompt": add_generation_prompt,
                    "bos_token": entry["bos_token"],
                    "eos_token": entry["eos_token"],
                }
                case = {"template": entry["name"], "conversation": conversation["name"],
                        "add_generation_prompt": add_generation_prompt}
                case.update(render(env, source, variables))
                cases.append(case)
    return cases


def feature_cases(env, features):
    out = []
    for feature in features:
        case = dict(feature)
        case.update(render(env, feature["template"], feature.get("variables", {})))
        out.append(case)
    return out


def main():
    env = make_environment()
    with open(os.path.join(HERE, "templates.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    with open(os.path.join(HERE, "conversations.json"), encoding="utf-8") as f:
        conversations = json.load(f)
    with open(os.path.join(HERE, "features.json"), encoding="utf-8") as f:
        features = json.load(f)
    results = {
        "expected.json": template_cases(env, manifest, conversations),
        "features_expected.json": feature_cases(env, features),
    }
    for name, cases in results.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            json.dump(cases, f, ensure_ascii=False, indent=1)
            f.write("\n")
        errors = sum(1 for c in cases if "error" in c)
        print("%s: %d cases, %d errors" % (name, len(cases), errors), file=sys.stderr)


if __name__ == "__main__":
    main()
