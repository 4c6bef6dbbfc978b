<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ApiServerDialog</name>
    <message>
        <source>Serve the open model over an OpenAI-compatible API</source>
        <translation>Serve the open model over an OpenAI-compatible API</translation>
    </message>
    <message>
        <source>Allow other machines to connect</source>
        <translation>Allow other machines to connect</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>Local API server</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>API key:</translation>
    </message>
    <message>
        <source>Editors and scripts reach it at http://127.0.0.1:PORT/v1 with any OpenAI client. Its requests run on the same engine as your chats and show on the dashboard.</source>
        <translation>Editors and scripts reach it at http://127.0.0.1:PORT/v1 with any OpenAI client. Its requests run on the same engine as your chats and show on the dashboard.</translation>
    </message>
    <message>
        <source>Without an API key, anyone who can reach this computer can use the model.</source>
        <translation>Without an API key, anyone who can reach this computer can use the model.</translation>
    </message>
</context>
<context>
    <name>ArrivalFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2</source>
        <translation>Writing %1 failed: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Cannot read %1: %2</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for an arrivals file</source>
        <translation>%1: %2 bytes is too large for an arrivals file</translation>
    </message>
    <message>
        <source>%1: not a JSON object</source>
        <translation>%1: not a JSON object</translation>
    </message>
    <message>
        <source>%1: field &quot;format&quot; must be &quot;%2&quot;</source>
        <translation>%1: field &quot;format&quot; must be &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1: field &quot;version&quot; is %2, this Tessera reads version %3</source>
        <translation>%1: field &quot;version&quot; is %2, this Tessera reads version %3</translation>
    </message>
    <message>
        <source>%1: field &quot;arrivals&quot; must be an array</source>
        <translation>%1: field &quot;arrivals&quot; must be an array</translation>
    </message>
    <message>
        <source>%1: field &quot;%2.%3&quot; has the invalid value %4</source>
        <translation>%1: field &quot;%2.%3&quot; has the invalid value %4</translation>
    </message>
    <message>
        <source>%1: %2 must be an object</source>
        <translation>%1: %2 must be an object</translation>
    </message>
</context>
<context>
    <name>BatchTimelineView</name>
    <message>
        <source>Batch: no steps recorded yet</source>
        <translation>Batch: no steps recorded yet</translation>
    </message>
    <message>
        <source>Batch at step %1: %2 / %3 tokens (budget), %4 / %5 sequences (max_num_seqs)</source>
        <translation>Batch at step %1: %2 / %3 tokens (budget), %4 / %5 sequences (max_num_seqs)</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>Step %1: %2 tokens, %3 requests</source>
        <translation>Step %1: %2 tokens, %3 requests</translation>
    </message>
    <message>
        <source>#%1 prefill %2 tokens (%3 of %4 prompt tokens already computed)</source>
        <translation>#%1 prefill %2 tokens (%3 of %4 prompt tokens already computed)</translation>
    </message>
    <message>
        <source>#%1 decode (%2 tokens in the cache)</source>
        <translation>#%1 decode (%2 tokens in the cache)</translation>
    </message>
</context>
<context>
    <name>BlockMapView</name>
    <message>
        <source>KV cache %1% used: %2 used, %3 cached, %4 free of %5 blocks (%6 tokens each)</source>
        <translation>KV cache %1% used: %2 used, %3 cached, %4 free of %5 blocks (%6 tokens each)</translation>
    </message>
    <message>
        <source>KV cache: no steps recorded yet</source>
        <translation>KV cache: no steps recorded yet</translation>
    </message>
    <message>
        <source>free</source>
        <translation>free</translation>
    </message>
    <message>
        <source>free, cached prefix</source>
        <translation>free, cached prefix</translation>
    </message>
    <message>
        <source>shared by %1 requests</source>
        <translation>shared by %1 requests</translation>
    </message>
    <message>
        <source>used</source>
        <translation>used</translation>
    </message>
    <message>
        <source>Block %1 (%2)</source>
        <translation>Block %1 (%2)</translation>
    </message>
    <message>
        <source>Owners: %1</source>
        <translation>Owners: %1</translation>
    </message>
    <message>
        <source>Tokens: %1 / %2</source>
        <translation>Tokens: %1 / %2</translation>
    </message>
    <message>
        <source>Hash: %1</source>
        <translation>Hash: %1</translation>
    </message>
</context>
<context>
    <name>ChatJson</name>
    <message>
        <source>%1.%2: expected a string</source>
        <translation>%1.%2: expected a string</translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation>%1: expected an object</translation>
    </message>
    <message>
        <source>%1.role: &apos;%2&apos; is not one of system, user, assistant</source>
        <translation>%1.role: &apos;%2&apos; is not one of system, user, assistant</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>System prompt</translation>
    </message>
    <message>
        <source>User</source>
        <translation>User</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>not JSON: %1 at offset %2</source>
        <translation>not JSON: %1 at offset %2</translation>
    </message>
    <message>
        <source>format: expected &apos;%1&apos;</source>
        <translation>format: expected &apos;%1&apos;</translation>
    </message>
    <message>
        <source>version: %1 is not supported (expected %2)</source>
        <translation>version: %1 is not supported (expected %2)</translation>
    </message>
    <message>
        <source>messages: expected an array</source>
        <translation>messages: expected an array</translation>
    </message>
    <message>
        <source>%1.parent: %2 is not the index of an earlier message</source>
        <translation>%1.parent: %2 is not the index of an earlier message</translation>
    </message>
    <message>
        <source> (version %1 of %2)</source>
        <translation> (version %1 of %2)</translation>
    </message>
    <message>
        <source>current: %1 is not the index of a message</source>
        <translation>current: %1 is not the index of a message</translation>
    </message>
</context>
<context>
    <name>ChatListModel</name>
    <message>
        <source>Untitled chat</source>
        <translation>Untitled chat</translation>
    </message>
    <message>
        <source>Last activity: %1</source>
        <translation>Last activity: %1</translation>
    </message>
</context>
<context>
    <name>ChatSampling</name>
    <message>
        <source>sampling.%1: expected a number</source>
        <translation>sampling.%1: expected a number</translation>
    </message>
    <message>
        <source>sampling.seed: expected an unsigned integer string</source>
        <translation>sampling.seed: expected an unsigned integer string</translation>
    </message>
    <message>
        <source>sampling.%1: expected a finite number</source>
        <translation>sampling.%1: expected a finite number</translation>
    </message>
    <message>
        <source>sampling.%1: expected a whole number from 0 to %2</source>
        <translation>sampling.%1: expected a whole number from 0 to %2</translation>
    </message>
    <message>
        <source>sampling.context_overflow: &apos;%1&apos; is not one of stop, truncate_middle, rolling_window</source>
        <translation>sampling.context_overflow: &apos;%1&apos; is not one of stop, truncate_middle, rolling_window</translation>
    </message>
</context>
<context>
    <name>ChatSession</name>
    <message>
        <source>This chat could not be saved to the history (%1). What is on screen is kept only until you close the chat: copy what you need to keep.</source>
        <translation>This chat could not be saved to the history (%1). What is on screen is kept only until you close the chat: copy what you need to keep.</translation>
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
    <message>
        <source>Preset:</source>
        <translation>Preset:</translation>
    </message>
    <message>
        <source>Stop with a message</source>
        <translation>Stop with a message</translation>
    </message>
    <message>
        <source>Truncate the middle</source>
        <translation>Truncate the middle</translation>
    </message>
    <message>
        <source>Rolling window</source>
        <translation>Rolling window</translation>
    </message>
    <message>
        <source>When the conversation no longer fits the model&apos;s context: refuse, leave out the messages after the first exchange, or leave out the oldest ones</source>
        <translation>When the conversation no longer fits the model&apos;s context: refuse, leave out the messages after the first exchange, or leave out the oldest ones</translation>
    </message>
    <message>
        <source>Context overflow:</source>
        <translation>Context overflow:</translation>
    </message>
    <message>
        <source>In use: the built-in %1 format, chosen for this chat.</source>
        <translation>In use: the built-in %1 format, chosen for this chat.</translation>
    </message>
    <message>
        <source>In use: the model&apos;s default (no model is loaded yet).</source>
        <translation>In use: the model&apos;s default (no model is loaded yet).</translation>
    </message>
    <message>
        <source>In use: %1.</source>
        <translation>In use: %1.</translation>
    </message>
</context>
<context>
    <name>ChatStore</name>
    <message>
        <source>migration to schema %1 failed: %2</source>
        <translation>migration to schema %1 failed: %2</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>cannot create the folder %1</translation>
    </message>
    <message>
        <source>not an SQLite database</source>
        <translation>not an SQLite database</translation>
    </message>
    <message>
        <source>it was written by a newer version of Tessera (schema %1; this version understands up to %2)</source>
        <translation>it was written by a newer version of Tessera (schema %1; this version understands up to %2)</translation>
    </message>
    <message>
        <source>The chat history file %1 is damaged (%2). It was left untouched; you can keep it aside and start a new history.</source>
        <translation>The chat history file %1 is damaged (%2). It was left untouched; you can keep it aside and start a new history.</translation>
    </message>
    <message>
        <source>The chat history file %1 is in use by another program (%2). Is Tessera already running? Close it and try again.</source>
        <translation>The chat history file %1 is in use by another program (%2). Is Tessera already running? Close it and try again.</translation>
    </message>
    <message>
        <source>The chat history file %1 cannot be used: %2. It was left untouched.</source>
        <translation>The chat history file %1 cannot be used: %2. It was left untouched.</translation>
    </message>
    <message>
        <source>The chat history file %1 cannot be opened: %2</source>
        <translation>The chat history file %1 cannot be opened: %2</translation>
    </message>
    <message>
        <source>There is no damaged chat history file to set aside.</source>
        <translation>There is no damaged chat history file to set aside.</translation>
    </message>
    <message>
        <source>cannot rename %1</source>
        <translation>cannot rename %1</translation>
    </message>
    <message>
        <source>cannot rename it to %1</source>
        <translation>cannot rename it to %1</translation>
    </message>
    <message>
        <source>The chat history is not open.</source>
        <translation>The chat history is not open.</translation>
    </message>
    <message>
        <source>Chat history: %1</source>
        <translation>Chat history: %1</translation>
    </message>
    <message>
        <source>Chat history: message %1 does not exist</source>
        <translation>Chat history: message %1 does not exist</translation>
    </message>
    <message>
        <source>Cannot import the chat: %1</source>
        <translation>Cannot import the chat: %1</translation>
    </message>
    <message>
        <source>Chat history: message %1 is not in chat %2</source>
        <translation>Chat history: message %1 is not in chat %2</translation>
    </message>
    <message>
        <source>The import was cancelled.</source>
        <translation>The import was cancelled.</translation>
    </message>
</context>
<context>
    <name>ChatStream</name>
    <message>
        <source>The answer was cut off: %1 The text so far is kept; Regenerate tries again.</source>
        <translation>The answer was cut off: %1 The text so far is kept; Regenerate tries again.</translation>
    </message>
    <message>
        <source>The server stopped the answer: %1</source>
        <translation>The server stopped the answer: %1</translation>
    </message>
    <message>
        <source>The connection closed before the answer was complete.</source>
        <translation>The connection closed before the answer was complete.</translation>
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
        <source>System prompt, chat template and sampling for this chat</source>
        <translation>System prompt, chat template and sampling for this chat</translation>
    </message>
    <message>
        <source>Generate another version of the last answer; earlier versions are kept</source>
        <translation>Generate another version of the last answer; earlier versions are kept</translation>
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
    <name>ChatTemplateText</name>
    <message>
        <source>the model&apos;s own Jinja template (%1-style)</source>
        <translation>the model&apos;s own Jinja template (%1-style)</translation>
    </message>
    <message>
        <source>the model&apos;s own Jinja template</source>
        <translation>the model&apos;s own Jinja template</translation>
    </message>
    <message>
        <source>Tessera&apos;s built-in %1 format: the model&apos;s template cannot be used (%2)</source>
        <translation>Tessera&apos;s built-in %1 format: the model&apos;s template cannot be used (%2)</translation>
    </message>
    <message>
        <source>Tessera&apos;s built-in %1 format: the model has no chat template</source>
        <translation>Tessera&apos;s built-in %1 format: the model has no chat template</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message numerus="yes">
        <source>Show %n earlier message(s)</source>
        <translation>
            <numerusform>Show %n earlier message</numerusform>
            <numerusform>Show %n earlier messages</numerusform>
        </translation>
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
    <name>ConnectionTest</name>
    <message>
        <source>&quot;%1&quot; is not a server address; write it like http://host:8000.</source>
        <translation>&quot;%1&quot; is not a server address; write it like http://host:8000.</translation>
    </message>
    <message>
        <source>The server answered, but not with an OpenAI model list (no &quot;data&quot; array in its /v1/models answer).</source>
        <translation>The server answered, but not with an OpenAI model list (no &quot;data&quot; array in its /v1/models answer).</translation>
    </message>
    <message>
        <source>The server serves no models.</source>
        <translation>The server serves no models.</translation>
    </message>
    <message>
        <source>The server does not serve &quot;%1&quot;; it serves: %2.</source>
        <translation>The server does not serve &quot;%1&quot;; it serves: %2.</translation>
    </message>
    <message>
        <source>Connected: %1 with %2 tokens of context.</source>
        <translation>Connected: %1 with %2 tokens of context.</translation>
    </message>
    <message>
        <source>Connected: %1 (the server does not say its context length).</source>
        <translation>Connected: %1 (the server does not say its context length).</translation>
    </message>
</context>
<context>
    <name>DashboardSwitch</name>
    <message>
        <source>Server dashboard</source>
        <translation>Server dashboard</translation>
    </message>
    <message>
        <source>Scheduler dashboard</source>
        <translation>Scheduler dashboard</translation>
    </message>
</context>
<context>
    <name>DashboardWidget</name>
    <message>
        <source>Cannot write %1</source>
        <translation>Cannot write %1</translation>
    </message>
    <message>
        <source>Writing %1 failed</source>
        <translation>Writing %1 failed</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2</source>
        <translation>Cannot rename %1 to %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Freeze the views on the current step</source>
        <translation>Freeze the views on the current step</translation>
    </message>
    <message>
        <source>◀ Step</source>
        <translation>◀ Step</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>Step ▶</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Recorded history</source>
        <translation>Recorded history</translation>
    </message>
    <message>
        <source>Simulate load…</source>
        <translation>Simulate load…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Save the recording</source>
        <translation>Save the recording</translation>
    </message>
    <message>
        <source>Chrome trace (Perfetto)…</source>
        <translation>Chrome trace (Perfetto)…</translation>
    </message>
    <message>
        <source>Step stats (JSON lines)…</source>
        <translation>Step stats (JSON lines)…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Forget the recorded history</source>
        <translation>Forget the recorded history</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Numbers</translation>
    </message>
    <message>
        <source>Scheduler knobs</source>
        <translation>Scheduler knobs</translation>
    </message>
    <message>
        <source>no steps</source>
        <translation>no steps</translation>
    </message>
    <message>
        <source>step %1 (%2 of %3)</source>
        <translation>step %1 (%2 of %3)</translation>
    </message>
    <message>
        <source>Export Chrome trace</source>
        <translation>Export Chrome trace</translation>
    </message>
    <message>
        <source>Chrome trace (*.json)</source>
        <translation>Chrome trace (*.json)</translation>
    </message>
    <message>
        <source>Export step stats</source>
        <translation>Export step stats</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl)</source>
        <translation>JSON lines (*.jsonl)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>Freeze the views on the current step (Space)</source>
        <translation>Freeze the views on the current step (Space)</translation>
    </message>
    <message>
        <source>Show the previous recorded step (Left)</source>
        <translation>Show the previous recorded step (Left)</translation>
    </message>
    <message>
        <source>Show the next recorded step (Right)</source>
        <translation>Show the next recorded step (Right)</translation>
    </message>
    <message>
        <source>Follow the newest step (End)</source>
        <translation>Follow the newest step (End)</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Events</translation>
    </message>
    <message>
        <source>Why this step</source>
        <translation>Why this step</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Record and replay arrivals, compare runs</source>
        <translation>Record and replay arrivals, compare runs</translation>
    </message>
    <message>
        <source>Save arrivals…</source>
        <translation>Save arrivals…</translation>
    </message>
    <message>
        <source>Replay arrivals…</source>
        <translation>Replay arrivals…</translation>
    </message>
    <message>
        <source>Compare runs…</source>
        <translation>Compare runs…</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>Compare runs</translation>
    </message>
    <message>
        <source>Save arrivals</source>
        <translation>Save arrivals</translation>
    </message>
    <message>
        <source>Arrivals (*.json)</source>
        <translation>Arrivals (*.json)</translation>
    </message>
    <message>
        <source>Saving the arrivals failed</source>
        <translation>Saving the arrivals failed</translation>
    </message>
    <message>
        <source>Replay arrivals</source>
        <translation>Replay arrivals</translation>
    </message>
    <message>
        <source>Replay failed</source>
        <translation>Replay failed</translation>
    </message>
</context>
<context>
    <name>DistributionView</name>
    <message>
        <source>Time to first token</source>
        <translation>Time to first token</translation>
    </message>
    <message>
        <source>Inter-token latency</source>
        <translation>Inter-token latency</translation>
    </message>
    <message>
        <source>0 ms</source>
        <translation>0 ms</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>box: p50–p90, whisker to p99</source>
        <translation>box: p50–p90, whisker to p99</translation>
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
    <name>EnginePicker</name>
    <message>
        <source>The engine this chat&apos;s answers come from (Settings → Engines)</source>
        <translation>The engine this chat&apos;s answers come from (Settings → Engines)</translation>
    </message>
    <message>
        <source>Local (this computer)</source>
        <translation>Local (this computer)</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Use for new chats</source>
        <translation>Use for new chats</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Test connection</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>Add server</source>
        <translation>Add server</translation>
    </message>
    <message>
        <source>the server&apos;s --api-key; empty when it has none</source>
        <translation>the server&apos;s --api-key; empty when it has none</translation>
    </message>
    <message>
        <source>The engine inside Tessera runs the model you open with File → Open model folder… (or Open GGUF model file…), on this computer&apos;s GPU or CPU. Its dashboard shows every scheduler step.</source>
        <translation>The engine inside Tessera runs the model you open with File → Open model folder… (or Open GGUF model file…), on this computer&apos;s GPU or CPU. Its dashboard shows every scheduler step.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Server URL</source>
        <translation>Server URL</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API key</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>%1 (new chats)</source>
        <translation>%1 (new chats)</translation>
    </message>
    <message>
        <source>Local (this computer)</source>
        <translation>Local (this computer)</translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation>Server %1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connecting to %1…</translation>
    </message>
</context>
<context>
    <name>EventListView</name>
    <message>
        <source>step %1: %2 admitted</source>
        <translation>step %1: %2 admitted</translation>
    </message>
    <message>
        <source>step %1: %2 preempted</source>
        <translation>step %1: %2 preempted</translation>
    </message>
    <message>
        <source>step %1: %2 finished</source>
        <translation>step %1: %2 finished</translation>
    </message>
    <message>
        <source>Next admission</source>
        <translation>Next admission</translation>
    </message>
    <message>
        <source>Show the step of the next admission in the list</source>
        <translation>Show the step of the next admission in the list</translation>
    </message>
    <message>
        <source>Next preemption</source>
        <translation>Next preemption</translation>
    </message>
    <message>
        <source>Show the step of the next preemption in the list</source>
        <translation>Show the step of the next preemption in the list</translation>
    </message>
    <message>
        <source>Next finish</source>
        <translation>Next finish</translation>
    </message>
    <message>
        <source>Show the step of the next finished request in the list</source>
        <translation>Show the step of the next finished request in the list</translation>
    </message>
</context>
<context>
    <name>HistorySidebar</name>
    <message>
        <source>Search chats</source>
        <translation>Search chats</translation>
    </message>
    <message>
        <source>Untitled chat</source>
        <translation>Untitled chat</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Export as Markdown…</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>Export as JSON…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Delete chat</source>
        <translation>Delete chat</translation>
    </message>
    <message>
        <source>Delete this chat and all its messages?</source>
        <translation>Delete this chat and all its messages?</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Tessera chat (*.json)</source>
        <translation>Tessera chat (*.json)</translation>
    </message>
    <message>
        <source>Export chat</source>
        <translation>Export chat</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Could not write %1: %2</translation>
    </message>
</context>
<context>
    <name>HubAssessment</name>
    <message>
        <source>config.json is missing: this is not a Hugging Face transformers model folder</source>
        <translation>config.json is missing: this is not a Hugging Face transformers model folder</translation>
    </message>
    <message>
        <source>the weights are only in PyTorch .bin files; Tessera reads safetensors</source>
        <translation>the weights are only in PyTorch .bin files; Tessera reads safetensors</translation>
    </message>
    <message>
        <source>no .safetensors weights in the repository</source>
        <translation>no .safetensors weights in the repository</translation>
    </message>
    <message>
        <source>could not write %1 to %2: %3</source>
        <translation>could not write %1 to %2: %3</translation>
    </message>
    <message>
        <source>no tokenizer: the repository has neither tokenizer.json nor tokenizer.model</source>
        <translation>no tokenizer: the repository has neither tokenizer.json nor tokenizer.model</translation>
    </message>
    <message>
        <source>Tessera has no bundled copy of %1&apos;s config</source>
        <translation>Tessera has no bundled copy of %1&apos;s config</translation>
    </message>
</context>
<context>
    <name>HubInspector</name>
    <message>
        <source>&apos;%1&apos; is not a Hugging Face model id: expected owner/name or owner/name@revision</source>
        <translation>&apos;%1&apos; is not a Hugging Face model id: expected owner/name or owner/name@revision</translation>
    </message>
    <message>
        <source>%1: the Hub refused access (401). The model is gated or private: add your Hugging Face token in Settings.</source>
        <translation>%1: the Hub refused access (401). The model is gated or private: add your Hugging Face token in Settings.</translation>
    </message>
    <message>
        <source>%1: the Hub refused the token (401). Check that it is valid and has read access.</source>
        <translation>%1: the Hub refused the token (401). Check that it is valid and has read access.</translation>
    </message>
    <message>
        <source>%1: access not granted yet (403). Accept the model&apos;s licence on its Hugging Face page with the account of your token.</source>
        <translation>%1: access not granted yet (403). Accept the model&apos;s licence on its Hugging Face page with the account of your token.</translation>
    </message>
    <message>
        <source>%1: not found (404). Check the model id and the revision &apos;%2&apos;.</source>
        <translation>%1: not found (404). Check the model id and the revision &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the Hub&apos;s answer about revision &apos;%2&apos; is not a JSON object</source>
        <translation>%1: the Hub&apos;s answer about revision &apos;%2&apos; is not a JSON object</translation>
    </message>
    <message>
        <source>%1: the Hub&apos;s file list is not a JSON array</source>
        <translation>%1: the Hub&apos;s file list is not a JSON array</translation>
    </message>
</context>
<context>
    <name>InstalledModels</name>
    <message>
        <source>%1 is not a folder of the models directory %2</source>
        <translation>%1 is not a folder of the models directory %2</translation>
    </message>
    <message>
        <source>could not delete everything in %1</source>
        <translation>could not delete everything in %1</translation>
    </message>
</context>
<context>
    <name>KnobsPanel</name>
    <message>
        <source>Chunked prefill</source>
        <translation>Chunked prefill</translation>
    </message>
    <message>
        <source>Prefix caching</source>
        <translation>Prefix caching</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Continuous</source>
        <translation>Continuous</translation>
    </message>
    <message>
        <source>Static</source>
        <translation>Static</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>Sequential</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>Traditional</translation>
    </message>
    <message>
        <source>First come, first served</source>
        <translation>First come, first served</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priority</translation>
    </message>
    <message>
        <source>Token budget per step</source>
        <translation>Token budget per step</translation>
    </message>
    <message>
        <source>Max running requests</source>
        <translation>Max running requests</translation>
    </message>
    <message>
        <source>Batching</source>
        <translation>Batching</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Queue</translation>
    </message>
</context>
<context>
    <name>KnownModels</name>
    <message>
        <source>Qwen 2.5 0.5B: small and quick, tools in its template</source>
        <translation>Qwen 2.5 0.5B: small and quick, tools in its template</translation>
    </message>
    <message>
        <source>Qwen 2.5 1.5B</source>
        <translation>Qwen 2.5 1.5B</translation>
    </message>
    <message>
        <source>Qwen 3 0.6B: thinks before it answers</source>
        <translation>Qwen 3 0.6B: thinks before it answers</translation>
    </message>
    <message>
        <source>SmolLM2 1.7B: open weights and open data</source>
        <translation>SmolLM2 1.7B: open weights and open data</translation>
    </message>
    <message>
        <source>Llama 3.2 1B; gated: accept the licence on the Hub and add a token</source>
        <translation>Llama 3.2 1B; gated: accept the licence on the Hub and add a token</translation>
    </message>
    <message>
        <source>Phi-3 mini 3.8B</source>
        <translation>Phi-3 mini 3.8B</translation>
    </message>
    <message>
        <source>Mistral 7B v0.3; gated: accept the licence on the Hub and add a token</source>
        <translation>Mistral 7B v0.3; gated: accept the licence on the Hub and add a token</translation>
    </message>
    <message>
        <source>TinyLlama 1.1B chat</source>
        <translation>TinyLlama 1.1B chat</translation>
    </message>
</context>
<context>
    <name>LocalAnswerSource</name>
    <message>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>The model is still loading. Try again in a moment.</translation>
    </message>
    <message>
        <source>No model is loaded. Open a model folder first.</source>
        <translation>No model is loaded. Open a model folder first.</translation>
    </message>
    <message>
        <source>This conversation (%1 tokens) no longer fits in the model&apos;s context of %2 tokens. Start a new chat or edit an earlier message.</source>
        <translation>This conversation (%1 tokens) no longer fits in the model&apos;s context of %2 tokens. Start a new chat or edit an earlier message.</translation>
    </message>
    <message>
        <source>The engine could not answer: %1</source>
        <translation>The engine could not answer: %1</translation>
    </message>
    <message>
        <source>Even with earlier messages left out, this conversation (%1 tokens) leaves no room for an answer in the model&apos;s context of %2 tokens. Shorten the last message.</source>
        <translation>Even with earlier messages left out, this conversation (%1 tokens) leaves no room for an answer in the model&apos;s context of %2 tokens. Shorten the last message.</translation>
    </message>
    <message>
        <source>Earlier messages were left out to fit the model&apos;s context: the model sees %1 of %2 (Chat settings, Context overflow).</source>
        <translation>Earlier messages were left out to fit the model&apos;s context: the model sees %1 of %2 (Chat settings, Context overflow).</translation>
    </message>
    <message>
        <source>The model&apos;s chat template cannot render this conversation: %1</source>
        <translation>The model&apos;s chat template cannot render this conversation: %1</translation>
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
    <message>
        <source>The download stopped: %1</source>
        <translation>The download stopped: %1</translation>
    </message>
    <message>
        <source>Download canceled.</source>
        <translation>Download canceled.</translation>
    </message>
    <message>
        <source>&amp;Import chat…</source>
        <translation>&amp;Import chat…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Import chat</source>
        <translation>Import chat</translation>
    </message>
    <message>
        <source>Tessera chat (*.json)</source>
        <translation>Tessera chat (*.json)</translation>
    </message>
    <message>
        <source>Could not import %1:
%2</source>
        <translation>Could not import %1:
%2</translation>
    </message>
    <message>
        <source>Model &amp;library…</source>
        <translation>Model &amp;library…</translation>
    </message>
    <message>
        <source>No translation for the language %1</source>
        <translation>No translation for the language %1</translation>
    </message>
    <message>
        <source>&amp;Local API server…</source>
        <translation>&amp;Local API server…</translation>
    </message>
    <message>
        <source>The API server did not start: %1</source>
        <translation>The API server did not start: %1</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>API server: %1</source>
        <translation>API server: %1</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Engines…</translation>
    </message>
    <message>
        <source>Open &amp;GGUF model file…</source>
        <translation>Open &amp;GGUF model file…</translation>
    </message>
    <message>
        <source>Open a GGUF model file</source>
        <translation>Open a GGUF model file</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF models (*.gguf)</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importing %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was saved.</source>
        <translation>The import was cancelled; nothing was saved.</translation>
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
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Show the previous version</source>
        <translation>Show the previous version</translation>
    </message>
    <message>
        <source>Show the next version</source>
        <translation>Show the next version</translation>
    </message>
    <message>
        <source>Edit this message and send it as a new version; the current one is kept</source>
        <translation>Edit this message and send it as a new version; the current one is kept</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>Version %1 of %2</translation>
    </message>
    <message>
        <source>Send the edited text as a new version of this message</source>
        <translation>Send the edited text as a new version of this message</translation>
    </message>
    <message>
        <source>(interrupted: Tessera stopped while writing this answer; Regenerate writes it again)</source>
        <translation>(interrupted: Tessera stopped while writing this answer; Regenerate writes it again)</translation>
    </message>
    <message>
        <source>Copy answer</source>
        <translation>Copy answer</translation>
    </message>
    <message>
        <source>Copy the whole answer, as Markdown, to the clipboard</source>
        <translation>Copy the whole answer, as Markdown, to the clipboard</translation>
    </message>
</context>
<context>
    <name>MetricsPoller</name>
    <message>
        <source>The server has no /metrics.</source>
        <translation>The server has no /metrics.</translation>
    </message>
    <message>
        <source>Could not read the server&apos;s /metrics: %1</source>
        <translation>Could not read the server&apos;s /metrics: %1</translation>
    </message>
    <message>
        <source>The server&apos;s /metrics has neither vLLM&apos;s nor tessera-server&apos;s metrics.</source>
        <translation>The server&apos;s /metrics has neither vLLM&apos;s nor tessera-server&apos;s metrics.</translation>
    </message>
</context>
<context>
    <name>ModelDownloader</name>
    <message>
        <source>%1: not a path inside the model folder</source>
        <translation>%1: not a path inside the model folder</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>cannot create the folder %1</translation>
    </message>
    <message>
        <source>%1: cannot write %2: %3</source>
        <translation>%1: cannot write %2: %3</translation>
    </message>
    <message>
        <source>the server refused to resume at byte %1</source>
        <translation>the server refused to resume at byte %1</translation>
    </message>
    <message>
        <source>%1: the server answered HTTP %2 for %3</source>
        <translation>%1: the server answered HTTP %2 for %3</translation>
    </message>
    <message>
        <source>the connection ended after %1 of %2 bytes</source>
        <translation>the connection ended after %1 of %2 bytes</translation>
    </message>
    <message>
        <source>%1: the download was interrupted (%2); %3 bytes are kept and the next attempt resumes from there</source>
        <translation>%1: the download was interrupted (%2); %3 bytes are kept and the next attempt resumes from there</translation>
    </message>
    <message>
        <source>%1: received %2 bytes, expected %3; the file was discarded</source>
        <translation>%1: received %2 bytes, expected %3; the file was discarded</translation>
    </message>
    <message>
        <source>%1: SHA-256 is %2, expected %3; the file was discarded</source>
        <translation>%1: SHA-256 is %2, expected %3; the file was discarded</translation>
    </message>
    <message>
        <source>%1: cannot move the finished file into place: %2</source>
        <translation>%1: cannot move the finished file into place: %2</translation>
    </message>
</context>
<context>
    <name>ModelLibraryDialog</name>
    <message>
        <source>Model library</source>
        <translation>Model library</translation>
    </message>
    <message>
        <source>Add a model from Hugging Face</source>
        <translation>Add a model from Hugging Face</translation>
    </message>
    <message>
        <source>owner/name or owner/name@revision</source>
        <translation>owner/name or owner/name@revision</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Ask the Hub for the files and config.json; nothing is downloaded</source>
        <translation>Ask the Hub for the files and config.json; nothing is downloaded</translation>
    </message>
    <message>
        <source>Paste a model id or pick one, then Check.</source>
        <translation>Paste a model id or pick one, then Check.</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>hf_… (only for gated or private models)</source>
        <translation>hf_… (only for gated or private models)</translation>
    </message>
    <message>
        <source>Hub token:</source>
        <translation>Hub token:</translation>
    </message>
    <message>
        <source>Downloads</source>
        <translation>Downloads</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progress</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Cancel download</translation>
    </message>
    <message>
        <source>Installed models (%1)</source>
        <translation>Installed models (%1)</translation>
    </message>
    <message>
        <source>Size on disk</source>
        <translation>Size on disk</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Last used</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Use</translation>
    </message>
    <message>
        <source>Switch the engine to this model</source>
        <translation>Switch the engine to this model</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Open folder</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Remove…</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>Remove model</translation>
    </message>
    <message>
        <source>Delete %1 and all its files?</source>
        <translation>Delete %1 and all its files?</translation>
    </message>
    <message>
        <source>Asking the Hub about %1…</source>
        <translation>Asking the Hub about %1…</translation>
    </message>
    <message>
        <source>Tessera can run it: %1, %2 parameters, context %3 tokens.</source>
        <translation>Tessera can run it: %1, %2 parameters, context %3 tokens.</translation>
    </message>
    <message>
        <source>Tessera cannot run it:</source>
        <translation>Tessera cannot run it:</translation>
    </message>
    <message>
        <source>Download: %1 in %2 files.</source>
        <translation>Download: %1 in %2 files.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>Not enough memory to run it on this machine&apos;s CPU.</source>
        <translation>Not enough memory to run it on this machine&apos;s CPU.</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>waiting</translation>
    </message>
    <message>
        <source>downloading</source>
        <translation>downloading</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>paused</translation>
    </message>
    <message>
        <source>done</source>
        <translation>done</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <source>canceled</source>
        <translation>canceled</translation>
    </message>
    <message>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <source>Assessed without the Hub, from Tessera&apos;s copy of its config.json and chat template. Check asks the Hub for the current files before a download.</source>
        <translation>Assessed without the Hub, from Tessera&apos;s copy of its config.json and chat template. Check asks the Hub for the current files before a download.</translation>
    </message>
    <message>
        <source>Hugging Face tokenizers, byte-level BPE</source>
        <translation>Hugging Face tokenizers, byte-level BPE</translation>
    </message>
    <message>
        <source>SentencePiece</source>
        <translation>SentencePiece</translation>
    </message>
    <message>
        <source>Tokenizer: %1 (%2).</source>
        <translation>Tokenizer: %1 (%2).</translation>
    </message>
    <message>
        <source>Chat template: %1.</source>
        <translation>Chat template: %1.</translation>
    </message>
    <message>
        <source>Download: about %1 of weights.</source>
        <translation>Download: about %1 of weights.</translation>
    </message>
    <message>
        <source>Memory: %1 on the CPU (the weights and a float32 KV cache of %2 tokens), %3 on a GPU (a 16-bit KV cache of the full context); this machine has %4 available.</source>
        <translation>Memory: %1 on the CPU (the weights and a float32 KV cache of %2 tokens), %3 on a GPU (a 16-bit KV cache of the full context); this machine has %4 available.</translation>
    </message>
    <message>
        <source>It fits in this machine&apos;s memory.</source>
        <translation>It fits in this machine&apos;s memory.</translation>
    </message>
</context>
<context>
    <name>NumbersPanel</name>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Running</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Waiting</translation>
    </message>
    <message>
        <source>Preemptions (total)</source>
        <translation>Preemptions (total)</translation>
    </message>
    <message>
        <source>Prompt tokens/s</source>
        <translation>Prompt tokens/s</translation>
    </message>
    <message>
        <source>Generation tokens/s</source>
        <translation>Generation tokens/s</translation>
    </message>
    <message>
        <source>TTFT p50/p90/p99</source>
        <translation>TTFT p50/p90/p99</translation>
    </message>
    <message>
        <source>Inter-token p50/p90/p99</source>
        <translation>Inter-token p50/p90/p99</translation>
    </message>
    <message>
        <source>Prefix cache hit rate</source>
        <translation>Prefix cache hit rate</translation>
    </message>
    <message>
        <source>KV cache usage</source>
        <translation>KV cache usage</translation>
    </message>
    <message>
        <source> (live)</source>
        <translation> (live)</translation>
    </message>
    <message>
        <source> (paused)</source>
        <translation> (paused)</translation>
    </message>
    <message>
        <source>%1% (%2 / %3 blocks)</source>
        <translation>%1% (%2 / %3 blocks)</translation>
    </message>
    <message>
        <source>%1 / %2 / %3 ms</source>
        <translation>%1 / %2 / %3 ms</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n sample</numerusform>
            <numerusform>%n samples</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PresetBar</name>
    <message>
        <source>Save as…</source>
        <translation>Save as…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Save the settings below as a named preset</source>
        <translation>Save the settings below as a named preset</translation>
    </message>
    <message>
        <source>Delete the selected preset (chats that used it keep their settings)</source>
        <translation>Delete the selected preset (chats that used it keep their settings)</translation>
    </message>
    <message>
        <source>Default for new chats with this model</source>
        <translation>Default for new chats with this model</translation>
    </message>
    <message>
        <source>Default for new chats with %1</source>
        <translation>Default for new chats with %1</translation>
    </message>
    <message>
        <source>Presets are kept in the chat history, which is not open.</source>
        <translation>Presets are kept in the chat history, which is not open.</translation>
    </message>
    <message>
        <source>(this chat&apos;s own settings)</source>
        <translation>(this chat&apos;s own settings)</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>Save preset</translation>
    </message>
    <message>
        <source>Preset name:</source>
        <translation>Preset name:</translation>
    </message>
    <message>
        <source>Replace the preset &quot;%1&quot;?</source>
        <translation>Replace the preset &quot;%1&quot;?</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>Delete preset</translation>
    </message>
    <message>
        <source>Delete the preset &quot;%1&quot;?</source>
        <translation>Delete the preset &quot;%1&quot;?</translation>
    </message>
</context>
<context>
    <name>PresetLibrary</name>
    <message>
        <source>Balanced</source>
        <translation>Balanced</translation>
    </message>
    <message>
        <source>Precise</source>
        <translation>Precise</translation>
    </message>
    <message>
        <source>Creative</source>
        <translation>Creative</translation>
    </message>
    <message>
        <source>A preset needs a name.</source>
        <translation>A preset needs a name.</translation>
    </message>
    <message>
        <source>Presets are kept in the chat history, which is not open.</source>
        <translation>Presets are kept in the chat history, which is not open.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Switch model</source>
        <translation>Switch model</translation>
    </message>
    <message numerus="yes">
        <source>%n chat(s) are still generating an answer.</source>
        <translation>
            <numerusform>%n chat is still generating an answer.</numerusform>
            <numerusform>%n chats are still generating an answer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop them and switch</source>
        <translation>Stop them and switch</translation>
    </message>
    <message>
        <source>Switch when they finish</source>
        <translation>Switch when they finish</translation>
    </message>
    <message>
        <source>Stopped answers keep the text generated so far; you can regenerate them with the new model.</source>
        <translation>Stopped answers keep the text generated so far; you can regenerate them with the new model.</translation>
    </message>
    <message>
        <source>budget %1 · max_num_seqs %2 · %3 · %4 · %5 · %6 KV blocks of %7</source>
        <translation>budget %1 · max_num_seqs %2 · %3 · %4 · %5 · %6 KV blocks of %7</translation>
    </message>
    <message>
        <source>chunked</source>
        <translation>chunked</translation>
    </message>
    <message>
        <source>unchunked</source>
        <translation>unchunked</translation>
    </message>
    <message>
        <source>prefix cache</source>
        <translation>prefix cache</translation>
    </message>
    <message>
        <source>no prefix cache</source>
        <translation>no prefix cache</translation>
    </message>
</context>
<context>
    <name>RemoteAnswerSource</name>
    <message>
        <source>the server&apos;s template for the model (the server renders the chat)</source>
        <translation>the server&apos;s template for the model (the server renders the chat)</translation>
    </message>
</context>
<context>
    <name>RemoteDashboard</name>
    <message>
        <source>Requests</source>
        <translation>Requests</translation>
    </message>
    <message>
        <source>KV cache in use</source>
        <translation>KV cache in use</translation>
    </message>
    <message>
        <source>Prefix cache hit rate</source>
        <translation>Prefix cache hit rate</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Throughput</translation>
    </message>
    <message>
        <source>Preemptions</source>
        <translation>Preemptions</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Time to first token</translation>
    </message>
    <message>
        <source>Inter-token latency</source>
        <translation>Inter-token latency</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 tok/s</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>This chat runs on the local engine.</source>
        <translation>This chat runs on the local engine.</translation>
    </message>
    <message>
        <source>Reading /metrics…</source>
        <translation>Reading /metrics…</translation>
    </message>
    <message>
        <source>No metrics. %1</source>
        <translation>No metrics. %1</translation>
    </message>
    <message>
        <source>vLLM metrics</source>
        <translation>vLLM metrics</translation>
    </message>
    <message>
        <source>tessera-server metrics</source>
        <translation>tessera-server metrics</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 %4</source>
        <translation>%1 · %2 · %3 %4</translation>
    </message>
    <message>
        <source>running</source>
        <translation>running</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>waiting</translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>prompt</translation>
    </message>
    <message>
        <source>generated</source>
        <translation>generated</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Recorded %1</source>
        <translation>Recorded %1</translation>
    </message>
    <message>
        <source>A replay is still running</source>
        <translation>A replay is still running</translation>
    </message>
    <message>
        <source>%1 holds no arrivals</source>
        <translation>%1 holds no arrivals</translation>
    </message>
    <message>
        <source>No model is loaded</source>
        <translation>No model is loaded</translation>
    </message>
    <message>
        <source>Replay %1 of %2</source>
        <translation>Replay %1 of %2</translation>
    </message>
</context>
<context>
    <name>RequestTimelineView</name>
    <message>
        <source>Requests: %1 shown (grey queued, solid prefill, light decode, red preempted)</source>
        <translation>Requests: %1 shown (grey queued, solid prefill, light decode, red preempted)</translation>
    </message>
    <message>
        <source>, finished (%1)</source>
        <translation>, finished (%1)</translation>
    </message>
    <message>
        <source>Step %1: %2 (steps %3-%4, %5 tokens)</source>
        <translation>Step %1: %2 (steps %3-%4, %5 tokens)</translation>
    </message>
    <message>
        <source>Request %1</source>
        <translation>Request %1</translation>
    </message>
</context>
<context>
    <name>RunComparePanel</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2</source>
        <translation>Writing %1 failed: %2</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Export CSV</translation>
    </message>
    <message>
        <source>Save a run&apos;s steps or requests as CSV</source>
        <translation>Save a run&apos;s steps or requests as CSV</translation>
    </message>
    <message>
        <source>Steps of A…</source>
        <translation>Steps of A…</translation>
    </message>
    <message>
        <source>Requests of A…</source>
        <translation>Requests of A…</translation>
    </message>
    <message>
        <source>Steps of B…</source>
        <translation>Steps of B…</translation>
    </message>
    <message>
        <source>Requests of B…</source>
        <translation>Requests of B…</translation>
    </message>
    <message>
        <source>Export steps as CSV</source>
        <translation>Export steps as CSV</translation>
    </message>
    <message>
        <source>Export requests as CSV</source>
        <translation>Export requests as CSV</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>A knobs:</source>
        <translation>A knobs:</translation>
    </message>
    <message>
        <source>B knobs:</source>
        <translation>B knobs:</translation>
    </message>
</context>
<context>
    <name>RunComparisonModel</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requests</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Steps</translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <source>TTFT p90</source>
        <translation>TTFT p90</translation>
    </message>
    <message>
        <source>TTFT p99</source>
        <translation>TTFT p99</translation>
    </message>
    <message>
        <source>ITL p50</source>
        <translation>ITL p50</translation>
    </message>
    <message>
        <source>ITL p90</source>
        <translation>ITL p90</translation>
    </message>
    <message>
        <source>ITL p99</source>
        <translation>ITL p99</translation>
    </message>
    <message>
        <source>Preemptions</source>
        <translation>Preemptions</translation>
    </message>
    <message>
        <source>Peak KV blocks used</source>
        <translation>Peak KV blocks used</translation>
    </message>
    <message>
        <source>Mean KV blocks used</source>
        <translation>Mean KV blocks used</translation>
    </message>
</context>
<context>
    <name>SeriesChart</name>
    <message>
        <source>last %1 min</source>
        <translation>last %1 min</translation>
    </message>
    <message>
        <source>last %1 s</source>
        <translation>last %1 s</translation>
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
        <source>As stored in the model</source>
        <translation>As stored in the model</translation>
    </message>
    <message>
        <source>int8 (CPU: smaller and faster, slightly less exact)</source>
        <translation>int8 (CPU: smaller and faster, slightly less exact)</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>Weights:</translation>
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
        <source>BF16 (CPU: faster prompts on CPUs with AVX512_BF16, slightly less exact)</source>
        <translation>BF16 (CPU: faster prompts on CPUs with AVX512_BF16, slightly less exact)</translation>
    </message>
    <message>
        <source>4-bit Q4_K_M (CPU: about half the memory of int8, less exact)</source>
        <translation>4-bit Q4_K_M (CPU: about half the memory of int8, less exact)</translation>
    </message>
</context>
<context>
    <name>SimulateLoadDialog</name>
    <message>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <source>Simulate load</source>
        <translation>Simulate load</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requests</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Prompt tokens</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Output tokens</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Random seed</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Submit</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Tokens of this conversation in the model&apos;s context window</source>
        <translation>Tokens of this conversation in the model&apos;s context window</translation>
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
    <name>TokenMixView</name>
    <message>
        <source>Prefill / decode: no steps recorded yet</source>
        <translation>Prefill / decode: no steps recorded yet</translation>
    </message>
    <message>
        <source>Step %1: %2 prefill + %3 decode tokens, %4 admitted, %5 preempted</source>
        <translation>Step %1: %2 prefill + %3 decode tokens, %4 admitted, %5 preempted</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>decode</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Open model folder…</source>
        <translation>Open model folder…</translation>
    </message>
    <message>
        <source>Demo: tiny story model (1 MB)</source>
        <translation>Demo: tiny story model (1 MB)</translation>
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

To start, open a Hugging Face model folder (Llama family: config.json, model.safetensors, tokenizer.model), try the tiny demo model that comes with Tessera (it writes short children&apos;s stories), or download TinyLlama-1.1B-Chat (about 2.2 GB).</source>
        <translation>Tessera runs a language model on this computer — nothing leaves it. Every tab is a chat, and all tabs write their answers at the same time: one engine serves them together, batching their work step by step on the GPU or the CPU.

To start, open a Hugging Face model folder (Llama family: config.json, model.safetensors, tokenizer.model), try the tiny demo model that comes with Tessera (it writes short children&apos;s stories), or download TinyLlama-1.1B-Chat (about 2.2 GB).</translation>
    </message>
    <message>
        <source>%1 of %2 MiB</source>
        <translation>%1 of %2 MiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>Downloading file %1 of %2, %3: %4</source>
        <translation>Downloading file %1 of %2, %3: %4</translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <source>%1 waits behind %2 (first come, first served)</source>
        <translation>%1 waits behind %2 (first come, first served)</translation>
    </message>
    <message>
        <source>%1 waits: its %2 prompt tokens exceed the %3 left of the token budget (chunked prefill is off)</source>
        <translation>%1 waits: its %2 prompt tokens exceed the %3 left of the token budget (chunked prefill is off)</translation>
    </message>
    <message>
        <source>%1 waits: the step&apos;s token budget of %2 is used</source>
        <translation>%1 waits: the step&apos;s token budget of %2 is used</translation>
    </message>
    <message>
        <source>%1 waits: %2 requests run, the max_num_seqs limit</source>
        <translation>%1 waits: %2 requests run, the max_num_seqs limit</translation>
    </message>
    <message>
        <source>%1 waits: not in the running static batch</source>
        <translation>%1 waits: not in the running static batch</translation>
    </message>
    <message>
        <source>%1 waits: this step preempted, so it admitted nobody</source>
        <translation>%1 waits: this step preempted, so it admitted nobody</translation>
    </message>
    <message>
        <source>Step %1: nothing waits and nothing was preempted</source>
        <translation>Step %1: nothing waits and nothing was preempted</translation>
    </message>
    <message>
        <source>%1 waits: short of KV blocks for its next %2 tokens (needs %3, %4 free)</source>
        <translation>%1 waits: short of KV blocks for its next %2 tokens (needs %3, %4 free)</translation>
    </message>
    <message>
        <source>%1 preempted: %2 was short of KV blocks (needs %3, %4 free); the priority policy takes the least important</source>
        <translation>%1 preempted: %2 was short of KV blocks (needs %3, %4 free); the priority policy takes the least important</translation>
    </message>
    <message>
        <source>%1 preempted: %2 was short of KV blocks (needs %3, %4 free); first come, first served takes the most recently admitted</source>
        <translation>%1 preempted: %2 was short of KV blocks (needs %3, %4 free); first come, first served takes the most recently admitted</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Chat history</source>
        <translation>Chat history</translation>
    </message>
    <message>
        <source>%1

Set the damaged file aside and start a new history?</source>
        <translation>%1

Set the damaged file aside and start a new history?</translation>
    </message>
    <message>
        <source>%1

Chats will not be saved in this session.</source>
        <translation>%1

Chats will not be saved in this session.</translation>
    </message>
</context>
<context>
    <name>tessera::Message</name>
    <message>
        <source>the chat template refused the conversation (line %1): %2</source>
        <translation>the chat template refused the conversation (line %1): %2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is larger than %3 bytes, more than such a file holds</source>
        <translation>%1: &apos;%2&apos; is larger than %3 bytes, more than such a file holds</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a regular file</source>
        <translation>%1: &apos;%2&apos; is not a regular file</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a regular file</source>
        <translation>&apos;%1&apos; is not a regular file</translation>
    </message>
    <message>
        <source>API server: cannot start its connection thread (%1)</source>
        <translation>API server: cannot start its connection thread (%1)</translation>
    </message>
    <message>
        <source>API server: could start only %1 of %2 worker threads (%3); lower --max-connections or raise the process limit (ulimit -u)</source>
        <translation>API server: could start only %1 of %2 worker threads (%3); lower --max-connections or raise the process limit (ulimit -u)</translation>
    </message>
    <message>
        <source>CPU backend: could start only %1 of %2 threads (%3); use fewer threads or raise the process limit (ulimit -u)</source>
        <translation>CPU backend: could start only %1 of %2 threads (%3); use fewer threads or raise the process limit (ulimit -u)</translation>
    </message>
    <message>
        <source>engine: the number of CPU threads must be 0 (all cores) to %1, got %2</source>
        <translation>engine: the number of CPU threads must be 0 (all cores) to %1, got %2</translation>
    </message>
    <message>
        <source>logit_bias: token %1 (bias %2) must be an id in the vocabulary of %3 with a finite bias</source>
        <translation>logit_bias: token %1 (bias %2) must be an id in the vocabulary of %3 with a finite bias</translation>
    </message>
    <message>
        <source>the weight file &apos;%1&apos; was truncated on disk while in use; restart with an intact copy of the model</source>
        <translation>the weight file &apos;%1&apos; was truncated on disk while in use; restart with an intact copy of the model</translation>
    </message>
    <message>
        <source>this backend does not return hidden states (embeddings need the CPU backend)</source>
        <translation>this backend does not return hidden states (embeddings need the CPU backend)</translation>
    </message>
    <message>
        <source>API server: cannot listen on %1:%2 (address in use, or not an address of this machine)</source>
        <translation>API server: cannot listen on %1:%2 (address in use, or not an address of this machine)</translation>
    </message>
    <message>
        <source>KV cache: need at least one block of at least one token, got %1 blocks of %2</source>
        <translation>KV cache: need at least one block of at least one token, got %1 blocks of %2</translation>
    </message>
    <message>
        <source>KV cache: asked for %1 blocks, only %2 free</source>
        <translation>KV cache: asked for %1 blocks, only %2 free</translation>
    </message>
    <message>
        <source>KV cache: block %1 freed twice</source>
        <translation>KV cache: block %1 freed twice</translation>
    </message>
    <message>
        <source>scheduler: max_num_seqs must be at least 1, got %1</source>
        <translation>scheduler: max_num_seqs must be at least 1, got %1</translation>
    </message>
    <message>
        <source>scheduler: max_num_batched_tokens (%1) must be at least max_num_seqs (%2)</source>
        <translation>scheduler: max_num_batched_tokens (%1) must be at least max_num_seqs (%2)</translation>
    </message>
    <message>
        <source>scheduler: without chunked prefill max_num_batched_tokens (%1) must be at least the max model length (%2), or long prompts could never be scheduled</source>
        <translation>scheduler: without chunked prefill max_num_batched_tokens (%1) must be at least the max model length (%2), or long prompts could never be scheduled</translation>
    </message>
    <message>
        <source>request %1: the prompt is empty</source>
        <translation>request %1: the prompt is empty</translation>
    </message>
    <message>
        <source>request %1: prompt of %2 tokens does not fit the model&apos;s context of %3 tokens (at least one must be left to generate)</source>
        <translation>request %1: prompt of %2 tokens does not fit the model&apos;s context of %3 tokens (at least one must be left to generate)</translation>
    </message>
    <message>
        <source>request %1: prompt of %2 tokens does not fit the KV cache, which holds %3 tokens (%4 blocks of %5)</source>
        <translation>request %1: prompt of %2 tokens does not fit the KV cache, which holds %3 tokens (%4 blocks of %5)</translation>
    </message>
    <message>
        <source>scheduler: the runner returned no token for request %1 (sampled tokens must follow the plan&apos;s order)</source>
        <translation>scheduler: the runner returned no token for request %1 (sampled tokens must follow the plan&apos;s order)</translation>
    </message>
    <message>
        <source>engine: max_model_len %1 must be between 2 and the model&apos;s context (%2, config.json field &apos;max_position_embeddings&apos;)</source>
        <translation>engine: max_model_len %1 must be between 2 and the model&apos;s context (%2, config.json field &apos;max_position_embeddings&apos;)</translation>
    </message>
    <message>
        <source>engine: num_kv_blocks must not be negative, got %1</source>
        <translation>engine: num_kv_blocks must not be negative, got %1</translation>
    </message>
    <message>
        <source>engine: the KV cache budget of %1 MiB does not hold one block of %2 bytes</source>
        <translation>engine: the KV cache budget of %1 MiB does not hold one block of %2 bytes</translation>
    </message>
    <message>
        <source>engine: block_size must be between 1 and 1024, got %1</source>
        <translation>engine: block_size must be between 1 and 1024, got %1</translation>
    </message>
    <message>
        <source>request %1: prompt token %2 has id %3, outside the vocabulary of %4</source>
        <translation>request %1: prompt token %2 has id %3, outside the vocabulary of %4</translation>
    </message>
    <message>
        <source>request %1: %2</source>
        <translation>request %1: %2</translation>
    </message>
    <message>
        <source>temperature must be a finite number &gt;= 0</source>
        <translation>temperature must be a finite number &gt;= 0</translation>
    </message>
    <message>
        <source>top_p must be in (0, 1]</source>
        <translation>top_p must be in (0, 1]</translation>
    </message>
    <message>
        <source>top_k must be &gt;= 0</source>
        <translation>top_k must be &gt;= 0</translation>
    </message>
    <message>
        <source>min_p must be in [0, 1]</source>
        <translation>min_p must be in [0, 1]</translation>
    </message>
    <message>
        <source>repetition_penalty must be &gt; 0</source>
        <translation>repetition_penalty must be &gt; 0</translation>
    </message>
    <message>
        <source>logprobs must be -1 (none) to %1, got %2</source>
        <translation>logprobs must be -1 (none) to %1, got %2</translation>
    </message>
    <message>
        <source>prompt_logprobs must be -1 (none) to %1, got %2</source>
        <translation>prompt_logprobs must be -1 (none) to %1, got %2</translation>
    </message>
    <message>
        <source>max_tokens must be at least 1, got %1</source>
        <translation>max_tokens must be at least 1, got %1</translation>
    </message>
    <message>
        <source>model forward failed: %1</source>
        <translation>model forward failed: %1</translation>
    </message>
    <message>
        <source>must be a list of names, got %1</source>
        <translation>must be a list of names, got %1</translation>
    </message>
    <message>
        <source>%1: architecture &apos;%2&apos; is not supported (supported: %3)</source>
        <translation>%1: architecture &apos;%2&apos; is not supported (supported: %3)</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; does not match architecture &apos;%2&apos; (expected &quot;%3&quot;)</source>
        <translation>= &quot;%1&quot; does not match architecture &apos;%2&apos; (expected &quot;%3&quot;)</translation>
    </message>
    <message>
        <source>%1: neither &apos;architectures&apos; nor &apos;model_type&apos; says which model this is</source>
        <translation>%1: neither &apos;architectures&apos; nor &apos;model_type&apos; says which model this is</translation>
    </message>
    <message>
        <source>%1: model_type &apos;%2&apos; is not supported (supported: %3)</source>
        <translation>%1: model_type &apos;%2&apos; is not supported (supported: %3)</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; is not supported (only &quot;silu&quot;)</source>
        <translation>= &quot;%1&quot; is not supported (only &quot;silu&quot;)</translation>
    </message>
    <message>
        <source>= %1 must be a positive integer</source>
        <translation>= %1 must be a positive integer</translation>
    </message>
    <message>
        <source>= %1 does not divide %2 = %3</source>
        <translation>= %1 does not divide %2 = %3</translation>
    </message>
    <message>
        <source>= %1 must be positive</source>
        <translation>= %1 must be positive</translation>
    </message>
    <message>
        <source>= %1 is out of range (must be below %2)</source>
        <translation>= %1 is out of range (must be below %2)</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; is not supported (float32, float16 or bfloat16)</source>
        <translation>= &quot;%1&quot; is not supported (float32, float16 or bfloat16)</translation>
    </message>
    <message>
        <source>= %1 is outside the vocabulary [0, %2)</source>
        <translation>= %1 is outside the vocabulary [0, %2)</translation>
    </message>
    <message>
        <source>%1: not found in &apos;%2&apos; (is this a Hugging Face model directory?)</source>
        <translation>%1: not found in &apos;%2&apos; (is this a Hugging Face model directory?)</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>nested deeper than %1 levels</translation>
    </message>
    <message>
        <source>%1: cannot open &apos;%2&apos;</source>
        <translation>%1: cannot open &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: invalid JSON: %2</source>
        <translation>%1: invalid JSON: %2</translation>
    </message>
    <message>
        <source>%1: expected a JSON object, got %2</source>
        <translation>%1: expected a JSON object, got %2</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>is missing</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; %3</source>
        <translation>%1: field &apos;%2&apos; %3</translation>
    </message>
    <message>
        <source>must be an integer, got %1</source>
        <translation>must be an integer, got %1</translation>
    </message>
    <message>
        <source>= %1 is out of range</source>
        <translation>= %1 is out of range</translation>
    </message>
    <message>
        <source>must be a number, got %1</source>
        <translation>must be a number, got %1</translation>
    </message>
    <message>
        <source>must be an object, got %1</source>
        <translation>must be an object, got %1</translation>
    </message>
    <message>
        <source>must be a list, got %1</source>
        <translation>must be a list, got %1</translation>
    </message>
    <message>
        <source>must be one character, got %1</source>
        <translation>must be one character, got %1</translation>
    </message>
    <message>
        <source>must be two tokens, got %1</source>
        <translation>must be two tokens, got %1</translation>
    </message>
    <message>
        <source>is &apos;%1&apos;, which is not supported (supported: %2)</source>
        <translation>is &apos;%1&apos;, which is not supported (supported: %2)</translation>
    </message>
    <message>
        <source>is not a valid regular expression: %1</source>
        <translation>is not a valid regular expression: %1</translation>
    </message>
    <message>
        <source>names &apos;%1&apos;, which is not in the vocabulary</source>
        <translation>names &apos;%1&apos;, which is not in the vocabulary</translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation>must be true or false, got %1</translation>
    </message>
    <message>
        <source>must be a string, got %1</source>
        <translation>must be a string, got %1</translation>
    </message>
    <message>
        <source>must be an integer or a list of integers, got %1</source>
        <translation>must be an integer or a list of integers, got %1</translation>
    </message>
    <message>
        <source>cannot open &apos;%1&apos;</source>
        <translation>cannot open &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot read the size of &apos;%1&apos;</source>
        <translation>cannot read the size of &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot map &apos;%1&apos;</source>
        <translation>cannot map &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot open &apos;%1&apos;: %2</source>
        <translation>cannot open &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>cannot read the size of &apos;%1&apos;: %2</source>
        <translation>cannot read the size of &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>cannot map &apos;%1&apos;: %2</source>
        <translation>cannot map &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;</source>
        <translation>cannot write &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot split %1 tensors into %2 shards</source>
        <translation>cannot split %1 tensors into %2 shards</translation>
    </message>
    <message>
        <source>model shape &apos;%1&apos;: %2</source>
        <translation>model shape &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>every size must be positive</source>
        <translation>every size must be positive</translation>
    </message>
    <message>
        <source>heads must divide dim</source>
        <translation>heads must divide dim</translation>
    </message>
    <message>
        <source>kv heads must divide heads</source>
        <translation>kv heads must divide heads</translation>
    </message>
    <message>
        <source>model.safetensors would take more than 2^64 bytes</source>
        <translation>model.safetensors would take more than 2^64 bytes</translation>
    </message>
    <message>
        <source>model.safetensors would take %1 GB (%2 bytes) but only %3 GB are free in &apos;%4&apos;</source>
        <translation>model.safetensors would take %1 GB (%2 bytes) but only %3 GB are free in &apos;%4&apos;</translation>
    </message>
    <message>
        <source>tokenizer &apos;%1&apos; not found</source>
        <translation>tokenizer &apos;%1&apos; not found</translation>
    </message>
    <message>
        <source>%1: &apos;shape&apos; must be a list, got %2</source>
        <translation>%1: &apos;shape&apos; must be a list, got %2</translation>
    </message>
    <message>
        <source>%1: &apos;shape&apos; has a bad dimension %2</source>
        <translation>%1: &apos;shape&apos; has a bad dimension %2</translation>
    </message>
    <message>
        <source>%1: shape is too large</source>
        <translation>%1: shape is too large</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos;</source>
        <translation>%1: tensor &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: expected an object, got %2</source>
        <translation>%1: expected an object, got %2</translation>
    </message>
    <message>
        <source>%1: &apos;dtype&apos; is missing or not a string</source>
        <translation>%1: &apos;dtype&apos; is missing or not a string</translation>
    </message>
    <message>
        <source>%1: &apos;data_offsets&apos; must be [begin, end], got %2</source>
        <translation>%1: &apos;data_offsets&apos; must be [begin, end], got %2</translation>
    </message>
    <message>
        <source>%1: data_offsets [%2, %3] are outside the data region of %4 bytes</source>
        <translation>%1: data_offsets [%2, %3] are outside the data region of %4 bytes</translation>
    </message>
    <message>
        <source>%1: shape %2 of %3 needs %4 bytes but data_offsets [%5, %6] hold %7</source>
        <translation>%1: shape %2 of %3 needs %4 bytes but data_offsets [%5, %6] hold %7</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; (bytes %3-%4) overlaps tensor &apos;%5&apos; (bytes %6-%7)</source>
        <translation>%1: tensor &apos;%2&apos; (bytes %3-%4) overlaps tensor &apos;%5&apos; (bytes %6-%7)</translation>
    </message>
    <message>
        <source>%1: file is truncated (%2 bytes, shorter than the 8-byte header length)</source>
        <translation>%1: file is truncated (%2 bytes, shorter than the 8-byte header length)</translation>
    </message>
    <message>
        <source>%1: header length %2 goes beyond the end of the file (%3 bytes)</source>
        <translation>%1: header length %2 goes beyond the end of the file (%3 bytes)</translation>
    </message>
    <message>
        <source>%1: header is not valid JSON: %2</source>
        <translation>%1: header is not valid JSON: %2</translation>
    </message>
    <message>
        <source>%1: header must be a JSON object, got %2</source>
        <translation>%1: header must be a JSON object, got %2</translation>
    </message>
    <message>
        <source>%1: dtype &apos;%2&apos; is not supported (F32, F16 or BF16)</source>
        <translation>%1: dtype &apos;%2&apos; is not supported (F32, F16 or BF16)</translation>
    </message>
    <message>
        <source>%1: not found (&apos;%2&apos;)</source>
        <translation>%1: not found (&apos;%2&apos;)</translation>
    </message>
    <message>
        <source>must map tensor names to files, got %1</source>
        <translation>must map tensor names to files, got %1</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; maps to %3, not a file name</source>
        <translation>%1: tensor &apos;%2&apos; maps to %3, not a file name</translation>
    </message>
    <message>
        <source>%1: shard &apos;%2&apos; (holding tensor &apos;%3&apos;) is missing from &apos;%4&apos;</source>
        <translation>%1: shard &apos;%2&apos; (holding tensor &apos;%3&apos;) is missing from &apos;%4&apos;</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is listed in shard &apos;%3&apos;, which does not contain it</source>
        <translation>%1: tensor &apos;%2&apos; is listed in shard &apos;%3&apos;, which does not contain it</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; also appears in %3</source>
        <translation>%1: tensor &apos;%2&apos; also appears in %3</translation>
    </message>
    <message>
        <source>no %1 or %2 in &apos;%3&apos;</source>
        <translation>no %1 or %2 in &apos;%3&apos;</translation>
    </message>
    <message>
        <source>cannot create &apos;%1&apos;</source>
        <translation>cannot create &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos; (disk full?)</source>
        <translation>cannot write &apos;%1&apos; (disk full?)</translation>
    </message>
    <message>
        <source>cannot rename &apos;%1&apos; to &apos;%2&apos;: %3</source>
        <translation>cannot rename &apos;%1&apos; to &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>must be a string or a list, got %1</source>
        <translation>must be a string or a list, got %1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>must be an object</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a token id</source>
        <translation>%1: &apos;%2&apos; is not a token id</translation>
    </message>
    <message>
        <source>needs a string &apos;content&apos;</source>
        <translation>needs a string &apos;content&apos;</translation>
    </message>
    <message>
        <source>%1: expected a JSON object at the top level</source>
        <translation>%1: expected a JSON object at the top level</translation>
    </message>
    <message>
        <source>%1: tokenizer model file not found</source>
        <translation>%1: tokenizer model file not found</translation>
    </message>
    <message>
        <source>%1: not found, and neither is %2</source>
        <translation>%1: not found, and neither is %2</translation>
    </message>
    <message>
        <source>%1: not a valid SentencePiece model (%2)</source>
        <translation>%1: not a valid SentencePiece model (%2)</translation>
    </message>
    <message>
        <source>%1: encoding failed (%2)</source>
        <translation>%1: encoding failed (%2)</translation>
    </message>
    <message>
        <source>%1: decoding failed (%2)</source>
        <translation>%1: decoding failed (%2)</translation>
    </message>
    <message>
        <source>%1: token id %2 is outside the vocabulary [0, %3)</source>
        <translation>%1: token id %2 is outside the vocabulary [0, %3)</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is missing</source>
        <translation>%1: tensor &apos;%2&apos; is missing</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has shape %3, expected %4</source>
        <translation>%1: tensor &apos;%2&apos; has shape %3, expected %4</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is %3 but the other linear weights are %4</source>
        <translation>%1: tensor &apos;%2&apos; is %3 but the other linear weights are %4</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; belongs to layer %3, but config.json says num_hidden_layers = %4</source>
        <translation>%1: tensor &apos;%2&apos; belongs to layer %3, but config.json says num_hidden_layers = %4</translation>
    </message>
    <message>
        <source>%1: tensor &apos;lm_head.weight&apos; is missing and config.json does not tie it to the embeddings (tie_word_embeddings is false)</source>
        <translation>%1: tensor &apos;lm_head.weight&apos; is missing and config.json does not tie it to the embeddings (tie_word_embeddings is false)</translation>
    </message>
    <message>
        <source>perplexity: the text encodes to %1 token(s); at least 2 are needed</source>
        <translation>perplexity: the text encodes to %1 token(s); at least 2 are needed</translation>
    </message>
    <message>
        <source>device cuda: %1</source>
        <translation>device cuda: %1</translation>
    </message>
    <message>
        <source>The GPU is not used: %1. Running on the CPU instead, which is much slower.</source>
        <translation>The GPU is not used: %1. Running on the CPU instead, which is much slower.</translation>
    </message>
    <message>
        <source>CPU backend: KV cache needs a positive block count and size, got %1 blocks of %2</source>
        <translation>CPU backend: KV cache needs a positive block count and size, got %1 blocks of %2</translation>
    </message>
    <message>
        <source>CPU backend: cannot allocate a KV cache of %1 MiB</source>
        <translation>CPU backend: cannot allocate a KV cache of %1 MiB</translation>
    </message>
    <message>
        <source>CPU backend: weights have %1 layers, config.json says num_hidden_layers = %2</source>
        <translation>CPU backend: weights have %1 layers, config.json says num_hidden_layers = %2</translation>
    </message>
    <message>
        <source>the GPU support is not installed (no %1 in any folder; on Debian it is the tessera-cuda package)</source>
        <translation>the GPU support is not installed (no %1 in any folder; on Debian it is the tessera-cuda package)</translation>
    </message>
    <message>
        <source>the GPU support is not installed (no %1 in %2; on Debian it is the tessera-cuda package)</source>
        <translation>the GPU support is not installed (no %1 in %2; on Debian it is the tessera-cuda package)</translation>
    </message>
    <message>
        <source>%1 could not be loaded: %2</source>
        <translation>%1 could not be loaded: %2</translation>
    </message>
    <message>
        <source>%1 is not a Tessera CUDA module (it has no %2 function)</source>
        <translation>%1 is not a Tessera CUDA module (it has no %2 function)</translation>
    </message>
    <message>
        <source>an unknown version</source>
        <translation>an unknown version</translation>
    </message>
    <message>
        <source>version %1 (module interface %2)</source>
        <translation>version %1 (module interface %2)</translation>
    </message>
    <message>
        <source>%1 is from Tessera %2, but this is Tessera %3 (module interface %4): install the GPU support of the same version</source>
        <translation>%1 is from Tessera %2, but this is Tessera %3 (module interface %4): install the GPU support of the same version</translation>
    </message>
    <message>
        <source>%1 lacks a required function (probe or make_backend)</source>
        <translation>%1 lacks a required function (probe or make_backend)</translation>
    </message>
    <message>
        <source>Computing in F16 instead of BF16: %1.</source>
        <translation>Computing in F16 instead of BF16: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: bad batch: %2</source>
        <translation>%1: bad batch: %2</translation>
    </message>
    <message>
        <source>sequence %1: query_start %2, expected %3 (sequences must tile the tokens in order)</source>
        <translation>sequence %1: query_start %2, expected %3 (sequences must tile the tokens in order)</translation>
    </message>
    <message>
        <source>sequence %1: query_len %2 with context_len %3</source>
        <translation>sequence %1: query_len %2 with context_len %3</translation>
    </message>
    <message>
        <source>sequence %1 ends at token %2 of %3</source>
        <translation>sequence %1 ends at token %2 of %3</translation>
    </message>
    <message>
        <source>sequence %1: block_table has %2 blocks, context_len %3 needs %4</source>
        <translation>sequence %1: block_table has %2 blocks, context_len %3 needs %4</translation>
    </message>
    <message>
        <source>sequence %1: block_table[%2] = %3 is outside the %4-block cache</source>
        <translation>sequence %1: block_table[%2] = %3 is outside the %4-block cache</translation>
    </message>
    <message>
        <source>sequence %1: token %2 has position %3, expected %4</source>
        <translation>sequence %1: token %2 has position %3, expected %4</translation>
    </message>
    <message>
        <source>sequence %1: token %2 has slot %3, its block table gives %4</source>
        <translation>sequence %1: token %2 has slot %3, its block table gives %4</translation>
    </message>
    <message>
        <source>forward() before allocate_kv_cache()</source>
        <translation>forward() before allocate_kv_cache()</translation>
    </message>
    <message>
        <source>empty batch</source>
        <translation>empty batch</translation>
    </message>
    <message>
        <source>%1 token_ids but %2 positions and %3 slots</source>
        <translation>%1 token_ids but %2 positions and %3 slots</translation>
    </message>
    <message>
        <source>block_size %1, the KV cache was allocated with %2</source>
        <translation>block_size %1, the KV cache was allocated with %2</translation>
    </message>
    <message>
        <source>token %1 has id %2, outside the vocabulary of %3</source>
        <translation>token %1 has id %2, outside the vocabulary of %3</translation>
    </message>
    <message>
        <source>sequences cover %1 of %2 tokens</source>
        <translation>sequences cover %1 of %2 tokens</translation>
    </message>
    <message>
        <source>forward: logits row %1 contains NaN at token %2</source>
        <translation>forward: logits row %1 contains NaN at token %2</translation>
    </message>
    <message>
        <source>one that supports CUDA %1</source>
        <translation>one that supports CUDA %1</translation>
    </message>
    <message>
        <source>no NVIDIA driver is installed (libcuda.so.1 / nvcuda.dll was not found); the GPU support needs NVIDIA driver %1 or newer</source>
        <translation>no NVIDIA driver is installed (libcuda.so.1 / nvcuda.dll was not found); the GPU support needs NVIDIA driver %1 or newer</translation>
    </message>
    <message>
        <source>the NVIDIA driver supports CUDA %1, but the GPU support is built with CUDA %2: update the NVIDIA driver to %3 or newer</source>
        <translation>the NVIDIA driver supports CUDA %1, but the GPU support is built with CUDA %2: update the NVIDIA driver to %3 or newer</translation>
    </message>
    <message>
        <source>quantize %1: only the CPU backend quantizes weights; use device cpu (the GPU&apos;s own precision setting chooses F32, F16 or BF16 there)</source>
        <translation>quantize %1: only the CPU backend quantizes weights; use device cpu (the GPU&apos;s own precision setting chooses F32, F16 or BF16 there)</translation>
    </message>
    <message>
        <source>cannot dequantize %1 elements of %2</source>
        <translation>cannot dequantize %1 elements of %2</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; %3</source>
        <translation>%1: metadata key &apos;%2&apos; %3</translation>
    </message>
    <message>
        <source>has type %1, expected %2</source>
        <translation>has type %1, expected %2</translation>
    </message>
    <message>
        <source>%1: %2 has a string of %3 bytes at byte %4, past the end of the file (%5 bytes left)</source>
        <translation>%1: %2 has a string of %3 bytes at byte %4, past the end of the file (%5 bytes left)</translation>
    </message>
    <message>
        <source>%1: the file ends at byte %2, inside %3</source>
        <translation>%1: the file ends at byte %2, inside %3</translation>
    </message>
    <message>
        <source>the header</source>
        <translation>the header</translation>
    </message>
    <message>
        <source>%1: %2 has value type %3, which GGUF does not define</source>
        <translation>%1: %2 has value type %3, which GGUF does not define</translation>
    </message>
    <message>
        <source>%1: %2 is an array of arrays, which GGUF readers do not support</source>
        <translation>%1: %2 is an array of arrays, which GGUF readers do not support</translation>
    </message>
    <message>
        <source>%1: %2 holds %3 elements, more than the %4 bytes left in the file could hold</source>
        <translation>%1: %2 holds %3 elements, more than the %4 bytes left in the file could hold</translation>
    </message>
    <message>
        <source>metadata entry %1</source>
        <translation>metadata entry %1</translation>
    </message>
    <message>
        <source>metadata key &apos;%1&apos;</source>
        <translation>metadata key &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; appears twice</source>
        <translation>%1: metadata key &apos;%2&apos; appears twice</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; has type %3, expected %4</source>
        <translation>%1: metadata key &apos;%2&apos; has type %3, expected %4</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; = %3 must be a power of two</source>
        <translation>%1: metadata key &apos;%2&apos; = %3 must be a power of two</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has rows of %3 elements, not a multiple of the %4 block of %5</source>
        <translation>%1: tensor &apos;%2&apos; has rows of %3 elements, not a multiple of the %4 block of %5</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has dimensions %3, too large to address</source>
        <translation>%1: tensor &apos;%2&apos; has dimensions %3, too large to address</translation>
    </message>
    <message>
        <source>tensor info %1</source>
        <translation>tensor info %1</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;</source>
        <translation>tensor &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has %3 dimensions (at most %4)</source>
        <translation>%1: tensor &apos;%2&apos; has %3 dimensions (at most %4)</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has type %3, which ggml does not define</source>
        <translation>%1: tensor &apos;%2&apos; has type %3, which ggml does not define</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; starts at offset %3, not a multiple of the alignment %4</source>
        <translation>%1: tensor &apos;%2&apos; starts at offset %3, not a multiple of the alignment %4</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; (%3 bytes at offset %4) ends past the end of the data section (%5 bytes)</source>
        <translation>%1: tensor &apos;%2&apos; (%3 bytes at offset %4) ends past the end of the data section (%5 bytes)</translation>
    </message>
    <message>
        <source>%1: tensors &apos;%2&apos; and &apos;%3&apos; overlap</source>
        <translation>%1: tensors &apos;%2&apos; and &apos;%3&apos; overlap</translation>
    </message>
    <message>
        <source>%1: not a GGUF file (it starts with &quot;%2&quot;, not &quot;GGUF&quot;)</source>
        <translation>%1: not a GGUF file (it starts with &quot;%2&quot;, not &quot;GGUF&quot;)</translation>
    </message>
    <message>
        <source>%1: GGUF version %2 is not supported (only 2 and 3, little-endian)</source>
        <translation>%1: GGUF version %2 is not supported (only 2 and 3, little-endian)</translation>
    </message>
    <message>
        <source>%1: the header counts %2 tensors and %3 metadata keys, more than a file of %4 bytes can hold</source>
        <translation>%1: the header counts %2 tensors and %3 metadata keys, more than a file of %4 bytes can hold</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; appears twice</source>
        <translation>%1: tensor &apos;%2&apos; appears twice</translation>
    </message>
    <message>
        <source>= %1 is not supported: Tessera runs dense models, not mixtures of experts</source>
        <translation>= %1 is not supported: Tessera runs dense models, not mixtures of experts</translation>
    </message>
    <message>
        <source>= %1 is not supported: it must equal the head dimension %2</source>
        <translation>= %1 is not supported: it must equal the head dimension %2</translation>
    </message>
    <message>
        <source>= %1 must be even (RoPE rotates pairs)</source>
        <translation>= %1 must be even (RoPE rotates pairs)</translation>
    </message>
    <message>
        <source>= %1 does not match the %2 rows of tensor &apos;token_embd.weight&apos;</source>
        <translation>= %1 does not match the %2 rows of tensor &apos;token_embd.weight&apos;</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; belongs to layer %3, but %4 = %5</source>
        <translation>%1: tensor &apos;%2&apos; belongs to layer %3, but %4 = %5</translation>
    </message>
    <message>
        <source>has %1 entries, but tokenizer.ggml.tokens has %2</source>
        <translation>has %1 entries, but tokenizer.ggml.tokens has %2</translation>
    </message>
    <message>
        <source>has token type %1 for token %2 (GGUF defines 1 to 6)</source>
        <translation>has token type %1 for token %2 (GGUF defines 1 to 6)</translation>
    </message>
    <message>
        <source>has merge %1 = &quot;%2&quot;, not two pieces separated by a space</source>
        <translation>has merge %1 = &quot;%2&quot;, not two pieces separated by a space</translation>
    </message>
    <message>
        <source>= %1 must be a positive integer or null</source>
        <translation>= %1 must be a positive integer or null</translation>
    </message>
    <message>
        <source>= true is not supported: Tessera attends to the whole context in every layer</source>
        <translation>= true is not supported: Tessera attends to the whole context in every layer</translation>
    </message>
    <message>
        <source>= %1 must be a positive number</source>
        <translation>= %1 must be a positive number</translation>
    </message>
    <message>
        <source>must be a list of %1 positive numbers (half the rotary dimensions), got %2</source>
        <translation>must be a list of %1 positive numbers (half the rotary dimensions), got %2</translation>
    </message>
    <message>
        <source>= %1 must be larger than low_freq_factor = %2</source>
        <translation>= %1 must be larger than low_freq_factor = %2</translation>
    </message>
    <message>
        <source>= %1 is not supported for %2 (only 1.0)</source>
        <translation>= %1 is not supported for %2 (only 1.0)</translation>
    </message>
    <message>
        <source>= %1 must leave an even number of rotary dimensions between 2 and head_dim = %2</source>
        <translation>= %1 must leave an even number of rotary dimensions between 2 and head_dim = %2</translation>
    </message>
    <message>
        <source>= %1 must be even for RoPE</source>
        <translation>= %1 must be even for RoPE</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; is not supported (supported: default, linear, dynamic, llama3, longrope, su)</source>
        <translation>= &quot;%1&quot; is not supported (supported: default, linear, dynamic, llama3, longrope, su)</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is present, but config.json says the model has none (%3)</source>
        <translation>%1: tensor &apos;%2&apos; is present, but config.json says the model has none (%3)</translation>
    </message>
    <message>
        <source>= %1: the model is split into several files; merge them into one first (llama-gguf-split --merge)</source>
        <translation>= %1: the model is split into several files; merge them into one first (llama-gguf-split --merge)</translation>
    </message>
    <message>
        <source>chat template line %1: %2</source>
        <translation>chat template line %1: %2</translation>
    </message>
    <message>
        <source>has token %1 = &quot;%2&quot; twice</source>
        <translation>has token %1 = &quot;%2&quot; twice</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is %3, expected %4</source>
        <translation>%1: tensor &apos;%2&apos; is %3, expected %4</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos;: %3 weights are not supported (supported: %4)</source>
        <translation>%1: tensor &apos;%2&apos;: %3 weights are not supported (supported: %4)</translation>
    </message>
    <message>
        <source>the CUDA backend does not run %1 weights yet (the CPU does)</source>
        <translation>the CUDA backend does not run %1 weights yet (the CPU does)</translation>
    </message>
    <message>
        <source>must be a list of %1 zeros and ones (one per layer), got %2</source>
        <translation>must be a list of %1 zeros and ones (one per layer), got %2</translation>
    </message>
    <message>
        <source>must be a list of %1 layer types, &quot;full_attention&quot; or &quot;sliding_attention&quot;, got %2</source>
        <translation>must be a list of %1 layer types, &quot;full_attention&quot; or &quot;sliding_attention&quot;, got %2</translation>
    </message>
    <message>
        <source>= %1 is not supported: Tessera applies sliding_window = %2 to every layer or to none, with use_sliding_window = true</source>
        <translation>= %1 is not supported: Tessera applies sliding_window = %2 to every layer or to none, with use_sliding_window = true</translation>
    </message>
    <message>
        <source>cannot quantize %1 values to %2</source>
        <translation>cannot quantize %1 values to %2</translation>
    </message>
</context>
</TS>
