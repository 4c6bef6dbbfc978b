#include "openapi.h"

namespace tessera::server {
namespace {

// Written as JSON rather than built in code: it reads like the document it is.
constexpr const char* kSpec = R"json({
  "openapi": "3.0.3",
  "info": {"title": "Tessera OpenAI-compatible API", "version": "1.0.0"},
  "paths": {
    "/health": {"get": {"summary": "200 when the model is loaded, 503 while it loads",
      "responses": {"200": {"description": "ready"}, "503": {"description": "loading"}}}},
    "/v1/models": {"get": {"summary": "The served model",
      "responses": {"200": {"description": "list of models",
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ModelList"}}}}}}},
    "/v1/models/{model}": {"get": {"summary": "The served model by its id (404 for any other)",
      "parameters": [{"name": "model", "in": "path", "required": true, "schema": {"type": "string"}}],
      "responses": {"200": {"description": "the model"}, "404": {"$ref": "#/components/responses/Error"}}}},
    "/metrics": {"get": {"summary": "Prometheus text format",
      "responses": {"200": {"description": "metrics", "content": {"text/plain": {"schema": {"type": "string"}}}}}}},
    "/openapi.json": {"get": {"summary": "This document",
      "responses": {"200": {"description": "OpenAPI document"}}}},
    "/tokenize": {"post": {"summary": "Prompt text or chat messages to token ids",
      "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/TokenizeRequest"}}}},
      "responses": {"200": {"description": "tokens"}, "400": {"$ref": "#/components/responses/Error"}}}},
    "/detokenize": {"post": {"summary": "Token ids to text",
      "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/DetokenizeRequest"}}}},
      "responses": {"200": {"description": "text"}, "400": {"$ref": "#/components/responses/Error"}}}},
    "/v1/completions": {"post": {"summary": "Text completion (SSE with stream: true)",
      "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/CompletionRequest"}}}},
      "responses": {"200": {"description": "completion or event stream"},
        "400": {"$ref": "#/components/responses/Error"}, "401": {"$ref": "#/components/responses/Error"},
        "404": {"$ref": "#/components/responses/Error"}, "413": {"$ref": "#/components/responses/Error"}}}},
    "/v1/embeddings": {"post": {"summary": "The last token's final hidden state, L2-normalised (vLLM's default pooling for a decoder)",
      "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/EmbeddingRequest"}}}},
      "responses": {"200": {"description": "embeddings"},
        "400": {"$ref": "#/components/responses/Error"}, "401": {"$ref": "#/components/responses/Error"},
        "404": {"$ref": "#/components/responses/Error"}, "413": {"$ref": "#/components/responses/Error"}}}},
    "/v1/chat/completions": {"post": {"summary": "Chat completion with the model's chat template",
      "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ChatCompletionRequest"}}}},
      "responses": {"200": {"description": "completion or event stream"},
        "400": {"$ref": "#/components/responses/Error"}, "401": {"$ref": "#/components/responses/Error"},
        "404": {"$ref": "#/components/responses/Error"}, "413": {"$ref": "#/components/responses/Error"}}}}
  },
  "components": {
    "responses": {"Error": {"description": "OpenAI-shaped error",
      "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}},
    "schemas": {
      "Error": {"type": "object", "required": ["error"], "properties": {"error": {"type": "object",
        "required": ["message", "type"], "properties": {"message": {"type": "string"}, "type": {"type": "string"},
        "param": {"type": "string", "nullable": true}, "code": {"type": "integer", "nullable": true}}}}},
      "ModelList": {"type": "object", "properties": {"object": {"type": "string"}, "data": {"type": "array",
        "items": {"type": "object", "properties": {"id": {"type": "string"}, "max_model_len": {"type": "integer"},
          "chat_template": {"type": "string", "description": "Which chat template chats are rendered with."}}}}}},
      "Stop": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}, "maxItems": 4}]},
      "Sampling": {"type": "object", "properties": {
        "model": {"type": "string"},
        "temperature": {"type": "number", "minimum": 0, "maximum": 2},
        "top_p": {"type": "number", "exclusiveMinimum": true, "minimum": 0, "maximum": 1},
        "top_k": {"type": "integer", "minimum": -1},
        "min_p": {"type": "number", "minimum": 0, "maximum": 1},
        "presence_penalty": {"type": "number", "minimum": -2, "maximum": 2},
        "frequency_penalty": {"type": "number", "minimum": -2, "maximum": 2},
        "repetition_penalty": {"type": "number", "exclusiveMinimum": true, "minimum": 0, "maximum": 2},
        "seed": {"type": "integer"},
        "stop": {"$ref": "#/components/schemas/Stop"},
        "n": {"type": "integer", "minimum": 1, "maximum": 16},
        "stream": {"type": "boolean"},
        "stream_options": {"type": "object", "properties": {"include_usage": {"type": "boolean"}}},
        "ignore_eos": {"type": "boolean"},
        "logit_bias": {"type": "object", "description": "token id (as a string) -> bias added to its logit before sampling",
          "additionalProperties": {"type": "number", "minimum": -100, "maximum": 100}},
        "stop_token_ids": {"type": "array", "items": {"type": "integer", "minimum": 0}},
        "response_format": {"type": "object", "description": "{\"type\": \"text\"}, {\"type\": \"json_object\"} or {\"type\": \"json_schema\", \"json_schema\": {\"name\", \"schema\", \"strict\"}}: the answer is constrained to JSON (matching the schema) as it is sampled. A schema keyword that cannot be enforced (pattern, minimum, format, ...) is a 400 naming it."},
        "grammar": {"type": "string", "description": "GBNF (llama.cpp's grammar format; the start rule is root) that the answer must match."},
        "guided_json": {"description": "vLLM's name for a JSON schema to match (an object or its text)."},
        "guided_choice": {"type": "array", "items": {"type": "string"}, "description": "vLLM's: the answer is exactly one of these strings."},
        "user": {"type": "string"}}},
      "CompletionRequest": {"allOf": [{"$ref": "#/components/schemas/Sampling"}, {"type": "object",
        "required": ["prompt"], "properties": {
          "prompt": {"oneOf": [{"type": "string"}, {"type": "array", "minItems": 1, "items": {"type": "string"}},
                               {"type": "array", "minItems": 1, "items": {"type": "integer", "minimum": 0}}]},
          "echo": {"type": "boolean", "description": "Put the prompt before the text; with logprobs, the prompt tokens are scored too (the first one's logprob is null). With max_tokens 0, the scored prompt alone."},
          "max_tokens": {"type": "integer", "minimum": 0, "nullable": true, "description": "0 only with echo (prompt scoring)."},
          "logprobs": {"type": "integer", "minimum": 0, "maximum": 20, "nullable": true}}}]},
      "ChatMessage": {"type": "object", "required": ["role", "content"], "properties": {
        "role": {"type": "string", "enum": ["system", "developer", "user", "assistant"]},
        "content": {"type": "string"}}},
      "ChatCompletionRequest": {"allOf": [{"$ref": "#/components/schemas/Sampling"}, {"type": "object",
        "required": ["messages"], "properties": {
          "messages": {"type": "array", "minItems": 1, "items": {"$ref": "#/components/schemas/ChatMessage"}},
          "max_tokens": {"type": "integer", "minimum": 1, "nullable": true},
          "max_completion_tokens": {"type": "integer", "minimum": 1, "nullable": true},
          "tools": {"type": "array", "items": {"type": "object"}, "description": "Tool schemas, rendered through the model's own chat template (400 when the model has none). Calls in the answer are returned as message.tool_calls (finish_reason tool_calls) in the model's format: Hermes/Qwen <tool_call>, Llama 3.x JSON, Mistral [TOOL_CALLS]."},
          "tool_choice": {"description": "\"auto\" (the default with tools) parses calls from the answer; \"none\" returns it as text; \"required\" or {\"type\": \"function\", \"function\": {\"name\"}} constrains the answer to calls in the model's format whose arguments match the tool's parameters."},
          "add_generation_prompt": {"type": "boolean", "description": "End the prompt where the assistant's answer starts (default true)."},
          "chat_template_kwargs": {"type": "object", "description": "More variables for the model's chat template (enable_thinking, ...)."},
          "logprobs": {"type": "boolean"},
          "top_logprobs": {"type": "integer", "minimum": 0, "maximum": 20, "nullable": true}}}]},
      "EmbeddingRequest": {"type": "object", "required": ["input"], "properties": {
        "model": {"type": "string"},
        "input": {"oneOf": [{"type": "string", "minLength": 1}, {"type": "array", "minItems": 1, "items": {"type": "string", "minLength": 1}},
                            {"type": "array", "minItems": 1, "items": {"type": "integer", "minimum": 0}},
                            {"type": "array", "minItems": 1, "items": {"type": "array", "minItems": 1, "items": {"type": "integer", "minimum": 0}}}]},
        "encoding_format": {"type": "string", "enum": ["float", "base64"]},
        "dimensions": {"type": "integer", "minimum": 1, "description": "only the model's hidden size"},
        "user": {"type": "string"}}},
      "TokenizeRequest": {"oneOf": [
        {"type": "object", "required": ["prompt"], "properties": {"model": {"type": "string"},
          "prompt": {"type": "string"}, "add_special_tokens": {"type": "boolean"}}},
        {"type": "object", "required": ["messages"], "properties": {"model": {"type": "string"},
          "messages": {"type": "array", "minItems": 1, "items": {"$ref": "#/components/schemas/ChatMessage"}}}}]},
      "DetokenizeRequest": {"type": "object", "required": ["tokens"], "properties": {
        "model": {"type": "string"}, "tokens": {"type": "array", "items": {"type": "integer", "minimum": 0}}}}
    }
  }
})json";

}  // namespace

nlohmann::json openapi_spec() {
  return nlohmann::json::parse(kSpec);
}

}  // namespace tessera::server
