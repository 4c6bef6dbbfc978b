<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ChatSession</name>
    <message>
        <source>No model is loaded. Open a model folder first.</source>
        <translation>尚未加载模型。请先打开一个模型文件夹。</translation>
    </message>
    <message>
        <source>This conversation (%1 tokens) no longer fits in the model's context of %2 tokens. Start a new chat or edit an earlier message.</source>
        <translation>此对话（%1 个词元）已超出模型 %2 个词元的上下文。请新建聊天或编辑之前的消息。</translation>
    </message>
    <message>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>模型仍在加载中。请稍后再试。</translation>
    </message>
    <message>
        <source>The engine could not answer: %1</source>
        <translation>引擎无法回答：%1</translation>
    </message>
</context>
<context>
    <name>ChatSettingsDialog</name>
    <message>
        <source>Chat settings</source>
        <translation>聊天设置</translation>
    </message>
    <message>
        <source>Instructions the model sees before the conversation</source>
        <translation>模型在对话之前看到的指示</translation>
    </message>
    <message>
        <source>Model default</source>
        <translation>模型默认</translation>
    </message>
    <message>
        <source>0 always picks the most likely token (greedy)</source>
        <translation>0 表示总是选择概率最高的词元（贪心解码）</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>System prompt:</source>
        <translation>系统提示词：</translation>
    </message>
    <message>
        <source>Chat template:</source>
        <translation>聊天模板：</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>温度：</translation>
    </message>
    <message>
        <source>Top-p:</source>
        <translation>Top-p：</translation>
    </message>
    <message>
        <source>Top-k:</source>
        <translation>Top-k：</translation>
    </message>
    <message>
        <source>Repetition penalty:</source>
        <translation>重复惩罚：</translation>
    </message>
    <message>
        <source>Max new tokens:</source>
        <translation>最大新词元数：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>随机种子：</translation>
    </message>
</context>
<context>
    <name>ChatTab</name>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Chat settings…</source>
        <translation>聊天设置…</translation>
    </message>
    <message>
        <source>Stop this answer; the text so far is kept</source>
        <translation>停止此回答；已生成的文字会保留</translation>
    </message>
    <message>
        <source>Generate the last answer again</source>
        <translation>重新生成最后一个回答</translation>
    </message>
    <message>
        <source>System prompt, chat template and sampling for this chat</source>
        <translation>此聊天的系统提示词、聊天模板和采样设置</translation>
    </message>
</context>
<context>
    <name>ChatTabs</name>
    <message>
        <source>Rename chat</source>
        <translation>重命名聊天</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Write a message… (Enter sends, Shift+Enter for a new line)</source>
        <translation>输入消息…（Enter 发送，Shift+Enter 换行）</translation>
    </message>
</context>
<context>
    <name>EngineBridge</name>
    <message>
        <source>Reading model files…</source>
        <translation>正在读取模型文件…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
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
        <translation>未打开模型</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New chat</source>
        <translation>新聊天(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Close chat</source>
        <translation>关闭聊天(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open model folder…</source>
        <translation>打开模型文件夹(&amp;O)…</translation>
    </message>
    <message>
        <source>Recent models</source>
        <translation>最近使用的模型</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>聊天(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>重命名(&amp;R)…</translation>
    </message>
    <message>
        <source>Chat &amp;settings…</source>
        <translation>聊天设置(&amp;S)…</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Next chat</source>
        <translation>下一个聊天</translation>
    </message>
    <message>
        <source>Previous chat</source>
        <translation>上一个聊天</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>Open a Hugging Face model folder</source>
        <translation>打开 Hugging Face 模型文件夹</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 tokens of context</source>
        <translation>%1 · %2 · 上下文 %3 个词元</translation>
    </message>
    <message>
        <source>Could not open the model</source>
        <translation>无法打开模型</translation>
    </message>
    <message>
        <source>Tessera could not open the model folder
%1

%2</source>
        <translation>Tessera 无法打开模型文件夹
%1

%2</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Edit this message and send it again; later messages are replaced</source>
        <translation>编辑此消息并重新发送；之后的消息将被替换</translation>
    </message>
    <message>
        <source>(stopped before any text was generated)</source>
        <translation>（在生成任何文字之前已停止）</translation>
    </message>
    <message>
        <source>code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy this code to the clipboard</source>
        <translation>将此代码复制到剪贴板</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Send again</source>
        <translation>重新发送</translation>
    </message>
    <message>
        <source>Replace this message and everything after it</source>
        <translation>替换此消息及其后的所有内容</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Split long prompts across steps (chunked prefill)</source>
        <translation>将长提示词拆分到多个步骤（分块预填充）</translation>
    </message>
    <message>
        <source>Reuse the KV cache of shared prompt prefixes</source>
        <translation>复用相同提示词前缀的 KV 缓存</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Automatic (GPU when available)</source>
        <translation>自动（有 GPU 时使用 GPU）</translation>
    </message>
    <message>
        <source>GPU (CUDA)</source>
        <translation>GPU（CUDA）</translation>
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
        <translation>自动</translation>
    </message>
    <message>
        <source>Continuous batching</source>
        <translation>连续批处理</translation>
    </message>
    <message>
        <source>Static batches</source>
        <translation>静态批处理</translation>
    </message>
    <message>
        <source>One request at a time</source>
        <translation>一次一个请求</translation>
    </message>
    <message>
        <source>First come, first served</source>
        <translation>先到先服务</translation>
    </message>
    <message>
        <source>By priority</source>
        <translation>按优先级</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Model (applied when the model is loaded again)</source>
        <translation>模型（重新加载模型时生效）</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>设备：</translation>
    </message>
    <message>
        <source>KV cache size:</source>
        <translation>KV 缓存大小：</translation>
    </message>
    <message>
        <source>Scheduler (applied at once)</source>
        <translation>调度器（立即生效）</translation>
    </message>
    <message>
        <source>Tokens per step:</source>
        <translation>每步词元数：</translation>
    </message>
    <message>
        <source>Requests at once:</source>
        <translation>同时处理的请求数：</translation>
    </message>
    <message>
        <source>Batching:</source>
        <translation>批处理：</translation>
    </message>
    <message>
        <source>Queue order:</source>
        <translation>队列顺序：</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>界面</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>A new language is used after Tessera restarts.</source>
        <translation>新语言将在 Tessera 重新启动后生效。</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Tokens of this conversation in the model's context window</source>
        <translation>此对话在模型上下文窗口中占用的词元数</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>上下文：</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>Reading prompt</source>
        <translation>正在读取提示词</translation>
    </message>
    <message>
        <source>Generating</source>
        <translation>生成中</translation>
    </message>
    <message>
        <source>Preempted (waiting for memory)</source>
        <translation>已被抢占（等待内存）</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 词元/秒</translation>
    </message>
    <message>
        <source>%1 / %2 tokens</source>
        <translation>%1 / %2 词元</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Open model folder…</source>
        <translation>打开模型文件夹…</translation>
    </message>
    <message>
        <source>Download TinyLlama-1.1B-Chat</source>
        <translation>下载 TinyLlama-1.1B-Chat</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>取消下载</translation>
    </message>
    <message>
        <source>Recent models</source>
        <translation>最近使用的模型</translation>
    </message>
    <message>
        <source>Welcome to Tessera</source>
        <translation>欢迎使用 Tessera</translation>
    </message>
    <message>
        <source>Tessera runs a language model on this computer — nothing leaves it. Every tab is a chat, and all tabs write their answers at the same time: one engine serves them together, batching their work step by step on the GPU or the CPU.

To start, open a Hugging Face model folder (Llama family: config.json, model.safetensors, tokenizer.model), or download TinyLlama-1.1B-Chat (about 2.2 GB).</source>
        <translation>Tessera 在这台电脑上运行语言模型——数据不会离开本机。每个标签页都是一个聊天，所有标签页同时书写回答：一个引擎在 GPU 或 CPU 上逐步批量处理它们的工作。

开始时，请打开一个 Hugging Face 模型文件夹（Llama 系列：config.json、model.safetensors、tokenizer.model），或下载 TinyLlama-1.1B-Chat（约 2.2 GB）。</translation>
    </message>
    <message>
        <source>Downloading %1: %2 of %3 MiB</source>
        <translation>正在下载 %1：%2 / %3 MiB</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
</context>
</TS>
