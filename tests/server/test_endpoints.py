"""The routes that describe the model and the server."""
import requests

from conftest import MODEL_NAME, metrics


def test_health_is_ok_once_loaded(url):
    assert requests.get(url + "/health", timeout=10).status_code == 200


def test_models_lists_the_served_model_with_its_context(client):
    models = client.models.list().data
    assert [m.id for m in models] == [MODEL_NAME]
    assert models[0].model_extra["max_model_len"] == 512


def test_tokenize_and_detokenize_round_trip(url):
    tokens = requests.post(url + "/tokenize", json={"prompt": "Once upon a time"}, timeout=10).json()
    assert tokens["tokens"][0] == 1  # BOS, as tokenizer_config.json asks
    assert tokens["count"] == len(tokens["tokens"]) and tokens["max_model_len"] == 512
    plain = requests.post(url + "/tokenize", json={"prompt": "Once upon a time",
                                                   "add_special_tokens": False}, timeout=10).json()
    assert plain["tokens"] == tokens["tokens"][1:]
    text = requests.post(url + "/detokenize", json={"tokens": plain["tokens"]}, timeout=10).json()
    assert text["prompt"] == "Once upon a time"


def test_tokenize_chat_messages_matches_chat_usage(url, client):
    messages = [{"role": "user", "content": "Lily had a ball."}]
    count = requests.post(url + "/tokenize", json={"messages": messages}, timeout=10).json()["count"]
    reply = client.chat.completions.create(model=MODEL_NAME, messages=messages, max_tokens=3,
                                           temperature=0)
    assert reply.usage.prompt_tokens == count


def test_openapi_describes_every_route(url):
    spec = requests.get(url + "/openapi.json", timeout=10).json()
    assert spec["openapi"].startswith("3.")
    assert set(spec["paths"]) == {"/health", "/v1/models", "/v1/models/{model}", "/metrics",
                                  "/openapi.json", "/tokenize", "/detokenize", "/v1/completions",
                                  "/v1/chat/completions", "/v1/embeddings"}
    for path, methods in spec["paths"].items():
        for method, operation in methods.items():
            if method == "post":
                assert "requestBody" in operation, path


def test_metrics_parse_as_prometheus_text_and_count_tokens(url, client):
    before = metrics(url)
    reply = client.completions.create(model=MODEL_NAME, prompt="Once upon a time", max_tokens=7,
                                      temperature=0, extra_body={"ignore_eos": True})
    after = metrics(url)
    assert after["tessera_generation_tokens_total"] - before["tessera_generation_tokens_total"] == 7
    assert (after["tessera_prompt_tokens_total"] - before["tessera_prompt_tokens_total"]
            == reply.usage.prompt_tokens)
    assert after["tessera_time_to_first_token_seconds_count"] == \
        before["tessera_time_to_first_token_seconds_count"] + 1
    assert after["tessera_e2e_request_latency_seconds_count"] == \
        before["tessera_e2e_request_latency_seconds_count"] + 1
    # Six decode steps after the first token.
    assert after["tessera_inter_token_latency_seconds_count"] - \
        before["tessera_inter_token_latency_seconds_count"] == 6
    assert after["tessera_kv_cache_blocks_total"] > 0
    for name in ["tessera_num_requests_running", "tessera_num_requests_waiting",
                 "tessera_kv_cache_usage_ratio", "tessera_prefix_cache_hits_total",
                 "tessera_prefix_cache_queries_total", "tessera_num_preemptions_total"]:
        assert name in after, name


def test_prefix_cache_hits_show_in_metrics(url, client):
    prompt = "Once upon a time, there was a little girl named Lily. " * 4
    client.completions.create(model=MODEL_NAME, prompt=prompt, max_tokens=1, temperature=0)
    before = metrics(url)
    client.completions.create(model=MODEL_NAME, prompt=prompt, max_tokens=1, temperature=0)
    after = metrics(url)
    assert after["tessera_prefix_cache_hits_total"] > before["tessera_prefix_cache_hits_total"]


def test_n_choices_share_the_prompt_kv_through_the_prefix_cache(url, client):
    # A prompt no earlier test sent, several blocks long: choices 2..n find its full blocks cached.
    prompt = "The purple whale sang to the quiet moon every night. " * 6
    prompt_tokens = requests.post(url + "/tokenize", json={"prompt": prompt}, timeout=10).json()
    before = metrics(url)
    reply = client.completions.create(model=MODEL_NAME, prompt=prompt, max_tokens=2, n=4,
                                      temperature=1.0, seed=3)
    after = metrics(url)
    assert len(reply.choices) == 4 and reply.usage.prompt_tokens == prompt_tokens["count"]
    queries = after["tessera_prefix_cache_queries_total"] - before["tessera_prefix_cache_queries_total"]
    hits = after["tessera_prefix_cache_hits_total"] - before["tessera_prefix_cache_hits_total"]
    assert queries == 4 * prompt_tokens["count"]
    # Every choice but the first reuses all full blocks except the one holding the last token.
    block_size = 16
    shared = (prompt_tokens["count"] - 1) // block_size * block_size
    assert hits >= 3 * shared, (hits, shared)
