<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>ChatSession</name>
    <message>
        <location filename="../app/ui/chat_session.cpp" line="86"/>
        <source>No model is loaded. Open a model folder first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_session.cpp" line="94"/>
        <source>This conversation (%1 tokens) no longer fits in the model&apos;s context of %2 tokens. Start a new chat or edit an earlier message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_session.cpp" line="105"/>
        <source>The model is still loading. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_session.cpp" line="135"/>
        <source>The engine could not answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatSettingsDialog</name>
    <message>
        <location filename="../app/ui/chat_settings_dialog.cpp" line="35"/>
        <source>Chat settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_settings_dialog.cpp" line="36"/>
        <source>Instructions the model sees before the conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_settings_dialog.cpp" line="37"/>
        <source>Model default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_settings_dialog.cpp" line="42"/>
        <source>0 always picks the most likely token (greedy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_settings_dialog.cpp" line="44"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_settings_dialog.cpp" line="49"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_settings_dialog.cpp" line="53"/>
        <source>System prompt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_settings_dialog.cpp" line="54"/>
        <source>Chat template:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_settings_dialog.cpp" line="55"/>
        <source>Temperature:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_settings_dialog.cpp" line="56"/>
        <source>Top-p:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_settings_dialog.cpp" line="57"/>
        <source>Top-k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_settings_dialog.cpp" line="58"/>
        <source>Repetition penalty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_settings_dialog.cpp" line="59"/>
        <source>Max new tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_settings_dialog.cpp" line="60"/>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatTab</name>
    <message>
        <location filename="../app/ui/chat_tab.cpp" line="19"/>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_tab.cpp" line="20"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_tab.cpp" line="21"/>
        <source>Regenerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_tab.cpp" line="24"/>
        <source>Chat settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_tab.cpp" line="26"/>
        <source>Stop this answer; the text so far is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_tab.cpp" line="27"/>
        <source>Generate the last answer again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_tab.cpp" line="28"/>
        <source>System prompt, chat template and sampling for this chat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatTabs</name>
    <message>
        <location filename="../app/ui/chat_tabs.cpp" line="55"/>
        <source>Rename chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_tabs.cpp" line="55"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_tabs.cpp" line="68"/>
        <source>New chat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../app/ui/composer.cpp" line="6"/>
        <source>Write a message… (Enter sends, Shift+Enter for a new line)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineBridge</name>
    <message>
        <location filename="../app/engine_bridge.cpp" line="49"/>
        <source>Reading model files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/engine_bridge.cpp" line="68"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/ui/main_window.cpp" line="32"/>
        <source>Tessera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="41"/>
        <location filename="../app/ui/main_window.cpp" line="127"/>
        <source>No model open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="57"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="58"/>
        <source>&amp;New chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="61"/>
        <source>&amp;Close chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="64"/>
        <source>&amp;Open model folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="66"/>
        <source>Recent models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="68"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="70"/>
        <source>&amp;Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="71"/>
        <source>&amp;Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="73"/>
        <source>Chat &amp;settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="76"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="80"/>
        <source>Next chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="82"/>
        <source>Previous chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="85"/>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="86"/>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="92"/>
        <source>Open a Hugging Face model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="98"/>
        <source>Loading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="116"/>
        <source>%1 · %2 · %3 tokens of context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="128"/>
        <source>Could not open the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="129"/>
        <source>Tessera could not open the model folder
%1

%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location filename="../app/ui/message_widget.cpp" line="26"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/message_widget.cpp" line="26"/>
        <source>Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/message_widget.cpp" line="35"/>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/message_widget.cpp" line="36"/>
        <source>Edit this message and send it again; later messages are replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/message_widget.cpp" line="80"/>
        <source>(stopped before any text was generated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/message_widget.cpp" line="109"/>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/message_widget.cpp" line="112"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/message_widget.cpp" line="113"/>
        <source>Copy this code to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/message_widget.cpp" line="117"/>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/message_widget.cpp" line="138"/>
        <source>Send again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/message_widget.cpp" line="139"/>
        <source>Replace this message and everything after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/message_widget.cpp" line="140"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="34"/>
        <source>Split long prompts across steps (chunked prefill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="35"/>
        <source>Reuse the KV cache of shared prompt prefixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="39"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="40"/>
        <source>Automatic (GPU when available)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="41"/>
        <source>GPU (CUDA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="42"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="44"/>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="45"/>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="48"/>
        <source>Continuous batching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="49"/>
        <source>Static batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="50"/>
        <source>One request at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="52"/>
        <source>First come, first served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="53"/>
        <source>By priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="55"/>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="62"/>
        <source>Model (applied when the model is loaded again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="64"/>
        <source>Device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="65"/>
        <source>KV cache size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="66"/>
        <source>Scheduler (applied at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="68"/>
        <source>Tokens per step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="69"/>
        <source>Requests at once:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="72"/>
        <source>Batching:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="73"/>
        <source>Queue order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="74"/>
        <source>Interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="76"/>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.cpp" line="77"/>
        <source>A new language is used after Tessera restarts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../app/ui/status_line.cpp" line="22"/>
        <source>Tokens of this conversation in the model&apos;s context window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/status_line.cpp" line="26"/>
        <source>Context:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/status_line.cpp" line="35"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/status_line.cpp" line="36"/>
        <source>Queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/status_line.cpp" line="37"/>
        <source>Reading prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/status_line.cpp" line="38"/>
        <source>Generating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/status_line.cpp" line="39"/>
        <source>Preempted (waiting for memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/status_line.cpp" line="47"/>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/status_line.cpp" line="51"/>
        <source>%1 / %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../app/ui/welcome_page.cpp" line="12"/>
        <source>Open model folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/welcome_page.cpp" line="13"/>
        <source>Download TinyLlama-1.1B-Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/welcome_page.cpp" line="14"/>
        <source>Cancel download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/welcome_page.cpp" line="17"/>
        <source>Recent models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/welcome_page.cpp" line="19"/>
        <source>Welcome to Tessera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/welcome_page.cpp" line="25"/>
        <source>Tessera runs a language model on this computer — nothing leaves it. Every tab is a chat, and all tabs write their answers at the same time: one engine serves them together, batching their work step by step on the GPU or the CPU.

To start, open a Hugging Face model folder (Llama family: config.json, model.safetensors, tokenizer.model), or download TinyLlama-1.1B-Chat (about 2.2 GB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/welcome_page.cpp" line="89"/>
        <source>Downloading %1: %2 of %3 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/welcome_page.cpp" line="92"/>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
