<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ChatSession</name>
    <message>
        <source>No model is loaded. Open a model folder first.</source>
        <translation>No model is loaded. Open a model folder first.</translation>
    </message>
    <message>
        <source>This conversation (%1 tokens) no longer fits in the model's context of %2 tokens. Start a new chat or edit an earlier message.</source>
        <translation>This conversation (%1 tokens) no longer fits in the model's context of %2 tokens. Start a new chat or edit an earlier message.</translation>
    </message>
    <message>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>The model is still loading. Try again in a moment.</translation>
    </message>
    <message>
        <source>The engine could not answer: %1</source>
        <translation>The engine could not answer: %1</translation>
    </message>
</context>
<context>
    <name>ChatSettingsDialog</name>
    <message>
        <source>Chat settings</source>
        <translation>Chat settings</translation>
    </message>
    <message>
        <source>Instructions the model sees before the conversation</source>
        <translation>Instructions the model sees before the conversation</translation>
    </message>
    <message>
        <source>Model default</source>
        <translation>Model default</translation>
    </message>
    <message>
        <source>0 always picks the most likely token (greedy)</source>
        <translation>0 always picks the most likely token (greedy)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>System prompt:</source>
        <translation>System prompt:</translation>
    </message>
    <message>
        <source>Chat template:</source>
        <translation>Chat template:</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>Temperature:</translation>
    </message>
    <message>
        <source>Top-p:</source>
        <translation>Top-p:</translation>
    </message>
    <message>
        <source>Top-k:</source>
        <translation>Top-k:</translation>
    </message>
    <message>
        <source>Repetition penalty:</source>
        <translation>Repetition penalty:</translation>
    </message>
    <message>
        <source>Max new tokens:</source>
        <translation>Max new tokens:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
</context>
<context>
    <name>ChatTab</name>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Regenerate</translation>
    </message>
    <message>
        <source>Chat settings…</source>
        <translation>Chat settings…</translation>
    </message>
    <message>
        <source>Stop this answer; the text so far is kept</source>
        <translation>Stop this answer; the text so far is kept</translation>
    </message>
    <message>
        <source>Generate the last answer again</source>
        <translation>Generate the last answer again</translation>
    </message>
    <message>
        <source>System prompt, chat template and sampling for this chat</source>
        <translation>System prompt, chat template and sampling for this chat</translation>
    </message>
</context>
<context>
    <name>ChatTabs</name>
    <message>
        <source>Rename chat</source>
        <translation>Rename chat</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>New chat</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Write a message… (Enter sends, Shift+Enter for a new line)</source>
        <translation>Write a message… (Enter sends, Shift+Enter for a new line)</translation>
    </message>
</context>
<context>
    <name>EngineBridge</name>
    <message>
        <source>Reading model files…</source>
        <translation>Reading model files…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Ready</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tessera</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <source>No model open</source>
        <translation>No model open</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New chat</source>
        <translation>&amp;New chat</translation>
    </message>
    <message>
        <source>&amp;Close chat</source>
        <translation>&amp;Close chat</translation>
    </message>
    <message>
        <source>&amp;Open model folder…</source>
        <translation>&amp;Open model folder…</translation>
    </message>
    <message>
        <source>Recent models</source>
        <translation>Recent models</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Rename…</translation>
    </message>
    <message>
        <source>Chat &amp;settings…</source>
        <translation>Chat &amp;settings…</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;top</translation>
    </message>
    <message>
        <source>Next chat</source>
        <translation>Next chat</translation>
    </message>
    <message>
        <source>Previous chat</source>
        <translation>Previous chat</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <source>Open a Hugging Face model folder</source>
        <translation>Open a Hugging Face model folder</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Loading %1…</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 tokens of context</source>
        <translation>%1 · %2 · %3 tokens of context</translation>
    </message>
    <message>
        <source>Could not open the model</source>
        <translation>Could not open the model</translation>
    </message>
    <message>
        <source>Tessera could not open the model folder
%1

%2</source>
        <translation>Tessera could not open the model folder
%1

%2</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edit</translation>
    </message>
    <message>
        <source>Edit this message and send it again; later messages are replaced</source>
        <translation>Edit this message and send it again; later messages are replaced</translation>
    </message>
    <message>
        <source>(stopped before any text was generated)</source>
        <translation>(stopped before any text was generated)</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Copy this code to the clipboard</source>
        <translation>Copy this code to the clipboard</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copied</translation>
    </message>
    <message>
        <source>Send again</source>
        <translation>Send again</translation>
    </message>
    <message>
        <source>Replace this message and everything after it</source>
        <translation>Replace this message and everything after it</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Split long prompts across steps (chunked prefill)</source>
        <translation>Split long prompts across steps (chunked prefill)</translation>
    </message>
    <message>
        <source>Reuse the KV cache of shared prompt prefixes</source>
        <translation>Reuse the KV cache of shared prompt prefixes</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Automatic (GPU when available)</source>
        <translation>Automatic (GPU when available)</translation>
    </message>
    <message>
        <source>GPU (CUDA)</source>
        <translation>GPU (CUDA)</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatic</translation>
    </message>
    <message>
        <source>Continuous batching</source>
        <translation>Continuous batching</translation>
    </message>
    <message>
        <source>Static batches</source>
        <translation>Static batches</translation>
    </message>
    <message>
        <source>One request at a time</source>
        <translation>One request at a time</translation>
    </message>
    <message>
        <source>First come, first served</source>
        <translation>First come, first served</translation>
    </message>
    <message>
        <source>By priority</source>
        <translation>By priority</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <source>Model (applied when the model is loaded again)</source>
        <translation>Model (applied when the model is loaded again)</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Device:</translation>
    </message>
    <message>
        <source>KV cache size:</source>
        <translation>KV cache size:</translation>
    </message>
    <message>
        <source>Scheduler (applied at once)</source>
        <translation>Scheduler (applied at once)</translation>
    </message>
    <message>
        <source>Tokens per step:</source>
        <translation>Tokens per step:</translation>
    </message>
    <message>
        <source>Requests at once:</source>
        <translation>Requests at once:</translation>
    </message>
    <message>
        <source>Batching:</source>
        <translation>Batching:</translation>
    </message>
    <message>
        <source>Queue order:</source>
        <translation>Queue order:</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>Interface</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <source>A new language is used after Tessera restarts.</source>
        <translation>A new language is used after Tessera restarts.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Tokens of this conversation in the model's context window</source>
        <translation>Tokens of this conversation in the model's context window</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>Context:</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Ready</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>Queued</translation>
    </message>
    <message>
        <source>Reading prompt</source>
        <translation>Reading prompt</translation>
    </message>
    <message>
        <source>Generating</source>
        <translation>Generating</translation>
    </message>
    <message>
        <source>Preempted (waiting for memory)</source>
        <translation>Preempted (waiting for memory)</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>%1 / %2 tokens</source>
        <translation>%1 / %2 tokens</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Open model folder…</source>
        <translation>Open model folder…</translation>
    </message>
    <message>
        <source>Download TinyLlama-1.1B-Chat</source>
        <translation>Download TinyLlama-1.1B-Chat</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Cancel download</translation>
    </message>
    <message>
        <source>Recent models</source>
        <translation>Recent models</translation>
    </message>
    <message>
        <source>Welcome to Tessera</source>
        <translation>Welcome to Tessera</translation>
    </message>
    <message>
        <source>Tessera runs a language model on this computer — nothing leaves it. Every tab is a chat, and all tabs write their answers at the same time: one engine serves them together, batching their work step by step on the GPU or the CPU.

To start, open a Hugging Face model folder (Llama family: config.json, model.safetensors, tokenizer.model), or download TinyLlama-1.1B-Chat (about 2.2 GB).</source>
        <translation>Tessera runs a language model on this computer — nothing leaves it. Every tab is a chat, and all tabs write their answers at the same time: one engine serves them together, batching their work step by step on the GPU or the CPU.

To start, open a Hugging Face model folder (Llama family: config.json, model.safetensors, tokenizer.model), or download TinyLlama-1.1B-Chat (about 2.2 GB).</translation>
    </message>
    <message>
        <source>Downloading %1: %2 of %3 MiB</source>
        <translation>Downloading %1: %2 of %3 MiB</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
</context>
</TS>
