"""/v1/embeddings through the openai client: the last token's final hidden state (after the
final norm), L2-normalised, as vLLM pools a decoder model by default. Checked against the model's
own weights: projected through the (tied) lm_head read from model.safetensors, the embedding
ranks the next tokens exactly as the server's greedy completions pick them."""
import array
import json
import math
import os
import struct

import openai
import pytest
import requests

from conftest import MODEL_NAME, ServerProcess

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_MODEL = os.path.join(HERE, "../../resources/models/stories260K")
PROMPT = "Once upon a time, there was a little"


@pytest.fixture(scope="module")
def local():
    server = ServerProcess(model=REPO_MODEL)
    yield server
    code, log = server.stop()
    assert code == 0, log


def lm_head_rows():
    """The tied lm_head (model.embed_tokens.weight) of stories260K, [vocab][hidden], F32."""
    with open(os.path.join(REPO_MODEL, "model.safetensors"), "rb") as f:
        header_size = struct.unpack("<Q", f.read(8))[0]
        header = json.loads(f.read(header_size))
        entry = header["model.embed_tokens.weight"]
        assert entry["dtype"] == "F32"
        begin, end = entry["data_offsets"]
        f.seek(8 + header_size + begin)
        values = array.array("f", f.read(end - begin))
    vocab, hidden = entry["shape"]
    return [values[i * hidden:(i + 1) * hidden] for i in range(vocab)]


def ranked_tokens(embedding, rows):
    scores = [sum(a * b for a, b in zip(row, embedding)) for row in rows]
    return sorted(range(len(rows)), key=lambda i: (-scores[i], i))


def test_the_embedding_ranks_the_next_tokens_as_the_model_does(local):
    client = openai.OpenAI(base_url=local.url + "/v1", api_key="x", max_retries=0, timeout=60)
    result = client.embeddings.create(model=MODEL_NAME, input=PROMPT, encoding_format="float")
    embedding = result.data[0].embedding
    assert len(embedding) == 64
    assert math.isclose(math.sqrt(sum(x * x for x in embedding)), 1.0, rel_tol=1e-5)
    prompt_ids = requests.post(local.url + "/tokenize", json={"prompt": PROMPT},
                               timeout=10).json()["tokens"]
    assert result.usage.prompt_tokens == len(prompt_ids)
    ranking = ranked_tokens(embedding, lm_head_rows())
    # The greedy next token, then (with the ones before it banned) the second and third.
    banned = {}
    for expected in ranking[:3]:
        reply = requests.post(local.url + "/v1/completions", timeout=30, json={
            "prompt": prompt_ids, "max_tokens": 1, "temperature": 0, "logit_bias": banned})
        both = requests.post(local.url + "/detokenize", json={"tokens": prompt_ids + [expected]},
                             timeout=10).json()["prompt"]
        alone = requests.post(local.url + "/detokenize", json={"tokens": prompt_ids},
                              timeout=10).json()["prompt"]
        assert reply.json()["choices"][0]["text"] == both[len(alone):]
        banned[str(expected)] = -100


def test_base64_strings_token_arrays_and_order(local):
    client = openai.OpenAI(base_url=local.url + "/v1", api_key="x", max_retries=0, timeout=60)
    texts = ["Once upon a time", "The little dog ran", "Lily saw a bird"]
    floats = client.embeddings.create(model=MODEL_NAME, input=texts, encoding_format="float")
    assert [d.index for d in floats.data] == [0, 1, 2]
    # The client asks for base64 by default and decodes it itself.
    encoded = client.embeddings.create(model=MODEL_NAME, input=texts)
    for a, b in zip(floats.data, encoded.data):
        assert a.embedding == pytest.approx(b.embedding, abs=1e-7)
    ids = [requests.post(local.url + "/tokenize", json={"prompt": t}, timeout=10).json()["tokens"]
           for t in texts]
    by_ids = client.embeddings.create(model=MODEL_NAME, input=ids, encoding_format="float")
    for a, b in zip(floats.data, by_ids.data):
        assert a.embedding == pytest.approx(b.embedding, abs=1e-6)
    single = client.embeddings.create(model=MODEL_NAME, input=ids[1], encoding_format="float")
    assert single.data[0].embedding == pytest.approx(floats.data[1].embedding, abs=1e-6)
    assert floats.data[0].embedding != pytest.approx(floats.data[1].embedding, abs=1e-3)


@pytest.mark.parametrize("body,param", [({"input": ""}, "input"), ({"input": []}, "input"),
                                        ({"input": [[1, 99999]]}, "input"),
                                        ({"input": "x", "encoding_format": "int8"},
                                         "encoding_format"),
                                        ({"input": "x", "dimensions": 32}, "dimensions"),
                                        ({"input": "x", "model": "other"}, "model")])
def test_bad_embedding_requests_name_the_field(local, body, param):
    reply = requests.post(local.url + "/v1/embeddings", json=body, timeout=10)
    assert reply.status_code in (400, 404), reply.text
    assert reply.json()["error"]["param"] == param
