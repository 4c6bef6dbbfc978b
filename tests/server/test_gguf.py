"""A .gguf file behind tessera-server: stories260K written as GGUF by the gguf package
(tests/engine/data/gguf/stories260K.gguf, make_models.py) answers exactly as its folder does."""
import os

import openai

from conftest import MODEL_NAME, ServerProcess

GGUF = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                    "../engine/data/gguf/stories260K.gguf")
PROMPTS = ["Once upon a time", "Lily and Tom went to the park.", "The little dog"]


def test_gguf_server_answers_as_the_folder_server(client):
    server = ServerProcess("--model", GGUF)
    try:
        gguf = openai.OpenAI(base_url=server.url + "/v1", api_key="unused", max_retries=0,
                             timeout=120)
        assert [m.id for m in gguf.models.list().data] == ["stories260K.gguf"]
        for prompt in PROMPTS:
            folder_reply = client.completions.create(model=MODEL_NAME, prompt=prompt,
                                                     max_tokens=40, temperature=0)
            gguf_reply = gguf.completions.create(model="stories260K.gguf", prompt=prompt,
                                                 max_tokens=40, temperature=0)
            assert gguf_reply.choices[0].text == folder_reply.choices[0].text
            assert gguf_reply.usage.prompt_tokens == folder_reply.usage.prompt_tokens
            assert gguf_reply.usage.completion_tokens == folder_reply.usage.completion_tokens
    finally:
        code, log = server.stop()
    assert code == 0, log
