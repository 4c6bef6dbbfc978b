<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ApiServerDialog</name>
    <message>
        <source>Serve the open model over an OpenAI-compatible API</source>
        <translation>通过 OpenAI 兼容 API 提供已打开的模型</translation>
    </message>
    <message>
        <source>Allow other machines to connect</source>
        <translation>允许其他计算机连接</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>本地 API 服务器</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>API 密钥：</translation>
    </message>
    <message>
        <source>Editors and scripts reach it at http://127.0.0.1:PORT/v1 with any OpenAI client. Its requests run on the same engine as your chats and show on the dashboard.</source>
        <translation>编辑器和脚本可以用任何 OpenAI 客户端通过 http://127.0.0.1:PORT/v1 访问它。它的请求与你的聊天在同一个引擎上运行，并显示在仪表板上。</translation>
    </message>
    <message>
        <source>Without an API key, anyone who can reach this computer can use the model.</source>
        <translation>没有 API 密钥时，任何能访问这台计算机的人都可以使用该模型。</translation>
    </message>
</context>
<context>
    <name>BatchTimelineView</name>
    <message>
        <source>Batch: no steps recorded yet</source>
        <translation>批次：尚未记录任何步骤</translation>
    </message>
    <message>
        <source>Batch at step %1: %2 / %3 tokens (budget), %4 / %5 sequences (max_num_seqs)</source>
        <translation>第 %1 步的批次：%2 / %3 词元（预算），%4 / %5 个序列（max_num_seqs）</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>Step %1: %2 tokens, %3 requests</source>
        <translation>第 %1 步：%2 个词元，%3 个请求</translation>
    </message>
    <message>
        <source>#%1 prefill %2 tokens (%3 of %4 prompt tokens already computed)</source>
        <translation>#%1 预填充 %2 个词元（%4 个提示词元中已计算 %3 个）</translation>
    </message>
    <message>
        <source>#%1 decode (%2 tokens in the cache)</source>
        <translation>#%1 解码（缓存中 %2 个词元）</translation>
    </message>
</context>
<context>
    <name>BlockMapView</name>
    <message>
        <source>KV cache %1% used: %2 used, %3 cached, %4 free of %5 blocks (%6 tokens each)</source>
        <translation>KV 缓存已用 %1%：共 %5 块，已用 %2，已缓存 %3，空闲 %4（每块 %6 个词元）</translation>
    </message>
    <message>
        <source>KV cache: no steps recorded yet</source>
        <translation>KV 缓存：尚未记录任何步骤</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>free, cached prefix</source>
        <translation>空闲，已缓存前缀</translation>
    </message>
    <message>
        <source>shared by %1 requests</source>
        <translation>由 %1 个请求共享</translation>
    </message>
    <message>
        <source>used</source>
        <translation>已用</translation>
    </message>
    <message>
        <source>Block %1 (%2)</source>
        <translation>块 %1（%2）</translation>
    </message>
    <message>
        <source>Owners: %1</source>
        <translation>所属请求：%1</translation>
    </message>
    <message>
        <source>Tokens: %1 / %2</source>
        <translation>词元：%1 / %2</translation>
    </message>
    <message>
        <source>Hash: %1</source>
        <translation>哈希：%1</translation>
    </message>
</context>
<context>
    <name>ChatJson</name>
    <message>
        <source>%1.%2: expected a string</source>
        <translation>%1.%2：应为字符串</translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation>%1：应为对象</translation>
    </message>
    <message>
        <source>%1.role: &apos;%2&apos; is not one of system, user, assistant</source>
        <translation>%1.role：&apos;%2&apos; 不是 system、user、assistant 之一</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>not JSON: %1 at offset %2</source>
        <translation>不是 JSON：偏移 %2 处 %1</translation>
    </message>
    <message>
        <source>format: expected &apos;%1&apos;</source>
        <translation>format：应为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>version: %1 is not supported (expected %2)</source>
        <translation>version：不支持 %1（应为 %2）</translation>
    </message>
    <message>
        <source>messages: expected an array</source>
        <translation>messages：应为数组</translation>
    </message>
    <message>
        <source>%1.parent: %2 is not the index of an earlier message</source>
        <translation>%1.parent：%2 不是更早消息的索引</translation>
    </message>
    <message>
        <source> (version %1 of %2)</source>
        <translation>（第 %1 版，共 %2 版）</translation>
    </message>
    <message>
        <source>current: %1 is not the index of a message</source>
        <translation>current：%1 不是消息的索引</translation>
    </message>
</context>
<context>
    <name>ChatListModel</name>
    <message>
        <source>Untitled chat</source>
        <translation>未命名聊天</translation>
    </message>
    <message>
        <source>Last activity: %1</source>
        <translation>最后活动：%1</translation>
    </message>
</context>
<context>
    <name>ChatSampling</name>
    <message>
        <source>sampling.%1: expected a number</source>
        <translation>sampling.%1：应为数字</translation>
    </message>
    <message>
        <source>sampling.seed: expected an unsigned integer string</source>
        <translation>sampling.seed：应为无符号整数字符串</translation>
    </message>
</context>
<context>
    <name>ChatSession</name>
    <message>
        <source>No model is loaded. Open a model folder first.</source>
        <translation>尚未加载模型。请先打开一个模型文件夹。</translation>
    </message>
    <message>
        <source>This conversation (%1 tokens) no longer fits in the model&apos;s context of %2 tokens. Start a new chat or edit an earlier message.</source>
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
    <message>
        <source>Preset:</source>
        <translation>预设：</translation>
    </message>
</context>
<context>
    <name>ChatStore</name>
    <message>
        <source>migration to schema %1 failed: %2</source>
        <translation>迁移到架构 %1 失败：%2</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>not an SQLite database</source>
        <translation>不是 SQLite 数据库</translation>
    </message>
    <message>
        <source>it was written by a newer version of Tessera (schema %1; this version understands up to %2)</source>
        <translation>它由更新版本的 Tessera 写入（架构 %1；此版本最高支持 %2）</translation>
    </message>
    <message>
        <source>The chat history file %1 is damaged (%2). It was left untouched; you can keep it aside and start a new history.</source>
        <translation>聊天历史文件 %1 已损坏（%2）。该文件未被改动；您可以将其移到一旁并开始新的历史记录。</translation>
    </message>
    <message>
        <source>The chat history file %1 is in use by another program (%2). Is Tessera already running? Close it and try again.</source>
        <translation>聊天历史文件 %1 正被其他程序使用（%2）。Tessera 是否已在运行？请关闭后重试。</translation>
    </message>
    <message>
        <source>The chat history file %1 cannot be used: %2. It was left untouched.</source>
        <translation>无法使用聊天历史文件 %1：%2。该文件未被改动。</translation>
    </message>
    <message>
        <source>The chat history file %1 cannot be opened: %2</source>
        <translation>无法打开聊天历史文件 %1：%2</translation>
    </message>
    <message>
        <source>There is no damaged chat history file to set aside.</source>
        <translation>没有需要移到一旁的损坏聊天历史文件。</translation>
    </message>
    <message>
        <source>cannot rename %1</source>
        <translation>无法重命名 %1</translation>
    </message>
    <message>
        <source>cannot rename it to %1</source>
        <translation>无法将其重命名为 %1</translation>
    </message>
    <message>
        <source>The chat history is not open.</source>
        <translation>聊天历史未打开。</translation>
    </message>
    <message>
        <source>Chat history: %1</source>
        <translation>聊天历史：%1</translation>
    </message>
    <message>
        <source>Chat history: message %1 does not exist</source>
        <translation>聊天历史：消息 %1 不存在</translation>
    </message>
    <message>
        <source>Cannot import the chat: %1</source>
        <translation>无法导入聊天：%1</translation>
    </message>
    <message>
        <source>Chat history: message %1 is not in chat %2</source>
        <translation>聊天记录：消息 %1 不在聊天 %2 中</translation>
    </message>
</context>
<context>
    <name>ChatStream</name>
    <message>
        <source>The answer was cut off: %1 The text so far is kept; Regenerate tries again.</source>
        <translation>回答被截断：%1 已写出的文字会保留；点“重新生成”再试一次。</translation>
    </message>
    <message>
        <source>The server stopped the answer: %1</source>
        <translation>服务器停止了回答：%1</translation>
    </message>
    <message>
        <source>The connection closed before the answer was complete.</source>
        <translation>回答完成前连接已关闭。</translation>
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
        <source>System prompt, chat template and sampling for this chat</source>
        <translation>此聊天的系统提示词、聊天模板和采样设置</translation>
    </message>
    <message>
        <source>Generate another version of the last answer; earlier versions are kept</source>
        <translation>为最后一个回答生成另一个版本；之前的版本会保留</translation>
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
    <name>ConnectionTest</name>
    <message>
        <source>&quot;%1&quot; is not a server address; write it like http://host:8000.</source>
        <translation>&quot;%1&quot; 不是服务器地址；请写成 http://host:8000 这样的形式。</translation>
    </message>
    <message>
        <source>The server answered, but not with an OpenAI model list (no &quot;data&quot; array in its /v1/models answer).</source>
        <translation>服务器有应答，但不是 OpenAI 模型列表（它的 /v1/models 应答中没有 &quot;data&quot; 数组）。</translation>
    </message>
    <message>
        <source>The server serves no models.</source>
        <translation>服务器没有提供任何模型。</translation>
    </message>
    <message>
        <source>The server does not serve &quot;%1&quot;; it serves: %2.</source>
        <translation>服务器没有提供 &quot;%1&quot;；它提供的是：%2。</translation>
    </message>
    <message>
        <source>Connected: %1 with %2 tokens of context.</source>
        <translation>已连接：%1，上下文 %2 个 token。</translation>
    </message>
    <message>
        <source>Connected: %1 (the server does not say its context length).</source>
        <translation>已连接：%1（服务器没有说明其上下文长度）。</translation>
    </message>
</context>
<context>
    <name>DashboardSwitch</name>
    <message>
        <source>Server dashboard</source>
        <translation>服务器仪表板</translation>
    </message>
    <message>
        <source>Scheduler dashboard</source>
        <translation>调度器仪表板</translation>
    </message>
</context>
<context>
    <name>DashboardWidget</name>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Writing %1 failed</source>
        <translation>写入 %1 失败</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2</source>
        <translation>无法将 %1 重命名为 %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Freeze the views on the current step</source>
        <translation>将视图冻结在当前步骤</translation>
    </message>
    <message>
        <source>◀ Step</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>Recorded history</source>
        <translation>已记录的历史</translation>
    </message>
    <message>
        <source>Simulate load…</source>
        <translation>模拟负载…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Save the recording</source>
        <translation>保存记录</translation>
    </message>
    <message>
        <source>Chrome trace (Perfetto)…</source>
        <translation>Chrome 跟踪（Perfetto）…</translation>
    </message>
    <message>
        <source>Step stats (JSON lines)…</source>
        <translation>步骤统计（JSON Lines）…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Forget the recorded history</source>
        <translation>清除已记录的历史</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Scheduler knobs</source>
        <translation>调度器参数</translation>
    </message>
    <message>
        <source>no steps</source>
        <translation>无步骤</translation>
    </message>
    <message>
        <source>step %1 (%2 of %3)</source>
        <translation>第 %1 步（%2 / %3）</translation>
    </message>
    <message>
        <source>Export Chrome trace</source>
        <translation>导出 Chrome 跟踪</translation>
    </message>
    <message>
        <source>Chrome trace (*.json)</source>
        <translation>Chrome 跟踪文件 (*.json)</translation>
    </message>
    <message>
        <source>Export step stats</source>
        <translation>导出步骤统计</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Freeze the views on the current step (Space)</source>
        <translation>将视图冻结在当前步骤（空格）</translation>
    </message>
    <message>
        <source>Show the previous recorded step (Left)</source>
        <translation>显示上一个已记录的步骤（←）</translation>
    </message>
    <message>
        <source>Show the next recorded step (Right)</source>
        <translation>显示下一个已记录的步骤（→）</translation>
    </message>
    <message>
        <source>Follow the newest step (End)</source>
        <translation>跟随最新步骤（End）</translation>
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
    <name>EngineMessages</name>
    <message>
        <source>The GPU is not used: %1. Running on the CPU instead, which is much slower.</source>
        <translation>未使用 GPU：%1。改为在 CPU 上运行，速度会慢很多。</translation>
    </message>
    <message>
        <source>Computing in F16 instead of BF16: %1.</source>
        <translation>使用 F16 而不是 BF16 进行计算：%1。</translation>
    </message>
    <message>
        <source>The CUDA device cannot be used: %1</source>
        <translation>无法使用 CUDA 设备：%1</translation>
    </message>
    <message>
        <source>config.json: not found in &apos;%1&apos; (is this a Hugging Face model directory?)</source>
        <translation>在 &apos;%1&apos; 中找不到 config.json（这是 Hugging Face 模型文件夹吗？）</translation>
    </message>
    <message>
        <source>config.json: the architecture &apos;%1&apos; is not supported (supported: %2)</source>
        <translation>config.json：不支持架构 &apos;%1&apos;（支持：%2）</translation>
    </message>
    <message>
        <source>config.json: the model_type &apos;%1&apos; is not supported (supported: %2)</source>
        <translation>config.json：不支持 model_type &apos;%1&apos;（支持：%2）</translation>
    </message>
    <message>
        <source>config.json: neither &apos;architectures&apos; nor &apos;model_type&apos; says which model this is</source>
        <translation>config.json：&apos;architectures&apos; 和 &apos;model_type&apos; 都没有说明这是哪种模型</translation>
    </message>
    <message>
        <source>%1: the tensor &apos;%2&apos; is missing</source>
        <translation>%1：缺少张量 &apos;%2&apos;</translation>
    </message>
</context>
<context>
    <name>EnginePicker</name>
    <message>
        <source>The engine this chat&apos;s answers come from (Settings → Engines)</source>
        <translation>生成此聊天回答的引擎（设置 → 引擎）</translation>
    </message>
    <message>
        <source>Local (this computer)</source>
        <translation>本地（这台计算机）</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Use for new chats</source>
        <translation>用于新聊天</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Add server</source>
        <translation>添加服务器</translation>
    </message>
    <message>
        <source>the server&apos;s --api-key; empty when it has none</source>
        <translation>服务器的 --api-key；没有时留空</translation>
    </message>
    <message>
        <source>The engine inside Tessera runs the model you open with File → Open model, on this computer&apos;s GPU or CPU. Its dashboard shows every scheduler step.</source>
        <translation>Tessera 内置的引擎在这台计算机的 GPU 或 CPU 上运行你用“文件 → 打开模型”打开的模型。它的仪表板显示调度器的每一步。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Server URL</source>
        <translation>服务器 URL</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1 (new chats)</source>
        <translation>%1（新聊天）</translation>
    </message>
    <message>
        <source>Local (this computer)</source>
        <translation>本地（这台计算机）</translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation>服务器 %1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
</context>
<context>
    <name>HistorySidebar</name>
    <message>
        <source>Search chats</source>
        <translation>搜索聊天</translation>
    </message>
    <message>
        <source>Untitled chat</source>
        <translation>未命名聊天</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>导出为 Markdown…</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>导出为 JSON…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete chat</source>
        <translation>删除聊天</translation>
    </message>
    <message>
        <source>Delete this chat and all its messages?</source>
        <translation>删除此聊天及其所有消息吗？</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Tessera chat (*.json)</source>
        <translation>Tessera 聊天 (*.json)</translation>
    </message>
    <message>
        <source>Export chat</source>
        <translation>导出聊天</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>HubAssessment</name>
    <message>
        <source>config.json is missing: this is not a Hugging Face transformers model folder</source>
        <translation>缺少 config.json：这不是 Hugging Face transformers 模型文件夹</translation>
    </message>
    <message>
        <source>the weights are only in PyTorch .bin files; Tessera reads safetensors</source>
        <translation>权重只有 PyTorch .bin 文件；Tessera 读取的是 safetensors</translation>
    </message>
    <message>
        <source>no .safetensors weights in the repository</source>
        <translation>仓库中没有 .safetensors 权重</translation>
    </message>
    <message>
        <source>tokenizer.model is missing: Tessera&apos;s tokenizer is SentencePiece (tokenizer.json alone is not enough)</source>
        <translation>缺少 tokenizer.model：Tessera 的分词器是 SentencePiece（仅有 tokenizer.json 不够）</translation>
    </message>
    <message>
        <source>could not write %1 to %2: %3</source>
        <translation>无法将 %1 写入 %2：%3</translation>
    </message>
</context>
<context>
    <name>HubInspector</name>
    <message>
        <source>&apos;%1&apos; is not a Hugging Face model id: expected owner/name or owner/name@revision</source>
        <translation>“%1”不是 Hugging Face 模型 ID：应为 owner/name 或 owner/name@revision</translation>
    </message>
    <message>
        <source>%1: the Hub refused access (401). The model is gated or private: add your Hugging Face token in Settings.</source>
        <translation>%1：Hub 拒绝访问（401）。该模型受限或为私有：请添加您的 Hugging Face 令牌。</translation>
    </message>
    <message>
        <source>%1: the Hub refused the token (401). Check that it is valid and has read access.</source>
        <translation>%1：Hub 拒绝了该令牌（401）。请检查它是否有效并具有读取权限。</translation>
    </message>
    <message>
        <source>%1: access not granted yet (403). Accept the model&apos;s licence on its Hugging Face page with the account of your token.</source>
        <translation>%1：尚未获得访问权限（403）。请使用令牌所属账户在 Hugging Face 模型页面上接受许可协议。</translation>
    </message>
    <message>
        <source>%1: not found (404). Check the model id and the revision &apos;%2&apos;.</source>
        <translation>%1：未找到（404）。请检查模型 ID 和修订版本“%2”。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: the Hub&apos;s answer about revision &apos;%2&apos; is not a JSON object</source>
        <translation>%1：Hub 关于修订版本“%2”的应答不是 JSON 对象</translation>
    </message>
    <message>
        <source>%1: the Hub&apos;s file list is not a JSON array</source>
        <translation>%1：Hub 的文件列表不是 JSON 数组</translation>
    </message>
</context>
<context>
    <name>InstalledModels</name>
    <message>
        <source>%1 is not a folder of the models directory %2</source>
        <translation>%1 不是模型目录 %2 中的文件夹</translation>
    </message>
    <message>
        <source>could not delete everything in %1</source>
        <translation>无法删除 %1 中的全部内容</translation>
    </message>
</context>
<context>
    <name>KnobsPanel</name>
    <message>
        <source>Chunked prefill</source>
        <translation>分块预填充</translation>
    </message>
    <message>
        <source>Prefix caching</source>
        <translation>前缀缓存</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 词元</translation>
    </message>
    <message>
        <source>Continuous</source>
        <translation>连续</translation>
    </message>
    <message>
        <source>Static</source>
        <translation>静态</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>顺序</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>传统</translation>
    </message>
    <message>
        <source>First come, first served</source>
        <translation>先到先服务</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>优先级</translation>
    </message>
    <message>
        <source>Token budget per step</source>
        <translation>每步词元预算</translation>
    </message>
    <message>
        <source>Max running requests</source>
        <translation>最大运行请求数</translation>
    </message>
    <message>
        <source>Batching</source>
        <translation>批处理</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>队列</translation>
    </message>
</context>
<context>
    <name>KnownModels</name>
    <message>
        <source>1.1B Llama, 2,048-token context, bfloat16 (about 2.2 GB)</source>
        <translation>1.1B Llama，上下文 2,048 个词元，bfloat16（约 2.2 GB）</translation>
    </message>
    <message>
        <source>7B Mistral, 32k context, no sliding window, bfloat16 (about 14.5 GB)</source>
        <translation>7B Mistral，上下文 32k，无滑动窗口，bfloat16（约 14.5 GB）</translation>
    </message>
    <message>
        <source>7B Llama 2 chat, 4,096-token context, float16; gated: accept the licence and add a token</source>
        <translation>7B Llama 2 对话，上下文 4,096 个词元，float16；受限：需接受许可协议并添加令牌</translation>
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
    <message>
        <source>The download stopped: %1</source>
        <translation>下载已停止：%1</translation>
    </message>
    <message>
        <source>Download canceled.</source>
        <translation>下载已取消。</translation>
    </message>
    <message>
        <source>&amp;Import chat…</source>
        <translation>导入聊天(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Import chat</source>
        <translation>导入聊天</translation>
    </message>
    <message>
        <source>Tessera chat (*.json)</source>
        <translation>Tessera 聊天 (*.json)</translation>
    </message>
    <message>
        <source>Could not import %1:
%2</source>
        <translation>无法导入 %1：
%2</translation>
    </message>
    <message>
        <source>Model &amp;library…</source>
        <translation>模型库(&amp;L)…</translation>
    </message>
    <message>
        <source>No translation for the language %1</source>
        <translation>没有语言 %1 的翻译</translation>
    </message>
    <message>
        <source>&amp;Local API server…</source>
        <translation>本地 API 服务器(&amp;L)…</translation>
    </message>
    <message>
        <source>The API server did not start: %1</source>
        <translation>API 服务器未能启动：%1</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>API server: %1</source>
        <translation>API 服务器：%1</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>引擎(&amp;E)…</translation>
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
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Show the previous version</source>
        <translation>显示上一个版本</translation>
    </message>
    <message>
        <source>Show the next version</source>
        <translation>显示下一个版本</translation>
    </message>
    <message>
        <source>Edit this message and send it as a new version; the current one is kept</source>
        <translation>编辑此消息并作为新版本发送；当前版本会保留</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>第 %1 版，共 %2 版</translation>
    </message>
    <message>
        <source>Send the edited text as a new version of this message</source>
        <translation>将编辑后的文本作为此消息的新版本发送</translation>
    </message>
    <message>
        <source>(interrupted: Tessera stopped while writing this answer; Regenerate writes it again)</source>
        <translation>（已中断：Tessera 在写这个回答时停止了；点“重新生成”可再写一次）</translation>
    </message>
</context>
<context>
    <name>MetricsPoller</name>
    <message>
        <source>The server has no /metrics.</source>
        <translation>服务器没有 /metrics。</translation>
    </message>
    <message>
        <source>Could not read the server&apos;s /metrics: %1</source>
        <translation>无法读取服务器的 /metrics：%1</translation>
    </message>
    <message>
        <source>The server&apos;s /metrics has neither vLLM&apos;s nor tessera-server&apos;s metrics.</source>
        <translation>服务器的 /metrics 中既没有 vLLM 的指标，也没有 tessera-server 的指标。</translation>
    </message>
</context>
<context>
    <name>ModelDownloader</name>
    <message>
        <source>%1: not a path inside the model folder</source>
        <translation>%1：不是模型文件夹内的路径</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>%1: cannot write %2: %3</source>
        <translation>%1：无法写入 %2：%3</translation>
    </message>
    <message>
        <source>the server refused to resume at byte %1</source>
        <translation>服务器拒绝从第 %1 字节继续</translation>
    </message>
    <message>
        <source>%1: the server answered HTTP %2 for %3</source>
        <translation>%1：服务器对 %3 返回了 HTTP %2</translation>
    </message>
    <message>
        <source>the connection ended after %1 of %2 bytes</source>
        <translation>连接在 %1 / %2 字节后中断</translation>
    </message>
    <message>
        <source>%1: the download was interrupted (%2); %3 bytes are kept and the next attempt resumes from there</source>
        <translation>%1：下载中断（%2）；已保留 %3 字节，下次将从该处继续</translation>
    </message>
    <message>
        <source>%1: received %2 bytes, expected %3; the file was discarded</source>
        <translation>%1：收到 %2 字节，应为 %3 字节；文件已丢弃</translation>
    </message>
    <message>
        <source>%1: SHA-256 is %2, expected %3; the file was discarded</source>
        <translation>%1：SHA-256 为 %2，应为 %3；文件已丢弃</translation>
    </message>
    <message>
        <source>%1: cannot move the finished file into place: %2</source>
        <translation>%1：无法将完成的文件移到目标位置：%2</translation>
    </message>
</context>
<context>
    <name>ModelLibraryDialog</name>
    <message>
        <source>Model library</source>
        <translation>模型库</translation>
    </message>
    <message>
        <source>Add a model from Hugging Face</source>
        <translation>从 Hugging Face 添加模型</translation>
    </message>
    <message>
        <source>owner/name or owner/name@revision</source>
        <translation>owner/name 或 owner/name@revision</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Ask the Hub for the files and config.json; nothing is downloaded</source>
        <translation>向 Hub 查询文件和 config.json；不会下载任何内容</translation>
    </message>
    <message>
        <source>Paste a model id or pick one, then Check.</source>
        <translation>粘贴或选择一个模型 ID，然后点击“检查”。</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>hf_… (only for gated or private models)</source>
        <translation>hf_…（仅用于受限或私有模型）</translation>
    </message>
    <message>
        <source>Hub token:</source>
        <translation>Hub 令牌：</translation>
    </message>
    <message>
        <source>Downloads</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>取消下载</translation>
    </message>
    <message>
        <source>Installed models (%1)</source>
        <translation>已安装的模型（%1）</translation>
    </message>
    <message>
        <source>Size on disk</source>
        <translation>磁盘占用</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>上次使用</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>使用</translation>
    </message>
    <message>
        <source>Switch the engine to this model</source>
        <translation>将引擎切换到此模型</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>删除模型</translation>
    </message>
    <message>
        <source>Delete %1 and all its files?</source>
        <translation>删除 %1 及其所有文件？</translation>
    </message>
    <message>
        <source>Asking the Hub about %1…</source>
        <translation>正在向 Hub 查询 %1…</translation>
    </message>
    <message>
        <source>Tessera can run it: %1, %2 parameters, context %3 tokens.</source>
        <translation>Tessera 可以运行它：%1，%2 个参数，上下文 %3 个词元。</translation>
    </message>
    <message>
        <source>Tessera cannot run it:</source>
        <translation>Tessera 无法运行它：</translation>
    </message>
    <message>
        <source>Download: %1 in %2 files.</source>
        <translation>下载：%2 个文件，共 %1。</translation>
    </message>
    <message>
        <source>Memory: %1 on the CPU (float32), %2 on a GPU; this machine has %3 available.</source>
        <translation>内存：CPU（float32）需要 %1，GPU 需要 %2；本机可用 %3。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Not enough memory to run it on this machine&apos;s CPU.</source>
        <translation>本机内存不足，无法在 CPU 上运行。</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>downloading</source>
        <translation>下载中</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>canceled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
</context>
<context>
    <name>NumbersPanel</name>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Preemptions (total)</source>
        <translation>抢占次数（总计）</translation>
    </message>
    <message>
        <source>Prompt tokens/s</source>
        <translation>提示词元/秒</translation>
    </message>
    <message>
        <source>Generation tokens/s</source>
        <translation>生成词元/秒</translation>
    </message>
    <message>
        <source>TTFT p50/p90/p99</source>
        <translation>首词元延迟 p50/p90/p99</translation>
    </message>
    <message>
        <source>Inter-token p50/p90/p99</source>
        <translation>词元间隔 p50/p90/p99</translation>
    </message>
    <message>
        <source>Prefix cache hit rate</source>
        <translation>前缀缓存命中率</translation>
    </message>
    <message>
        <source>KV cache usage</source>
        <translation>KV 缓存使用率</translation>
    </message>
    <message>
        <source> (live)</source>
        <translation>（实时）</translation>
    </message>
    <message>
        <source> (paused)</source>
        <translation>（已暂停）</translation>
    </message>
    <message>
        <source>%1% (%2 / %3 blocks)</source>
        <translation>%1%（%2 / %3 块）</translation>
    </message>
    <message>
        <source>%1 / %2 / %3 ms</source>
        <translation>%1 / %2 / %3 毫秒</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n 个样本</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PresetBar</name>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Save the settings below as a named preset</source>
        <translation>将下面的设置保存为命名预设</translation>
    </message>
    <message>
        <source>Delete the selected preset (chats that used it keep their settings)</source>
        <translation>删除所选预设（使用过它的聊天会保留其设置）</translation>
    </message>
    <message>
        <source>Default for new chats with this model</source>
        <translation>作为此模型新聊天的默认值</translation>
    </message>
    <message>
        <source>Default for new chats with %1</source>
        <translation>作为 %1 新聊天的默认值</translation>
    </message>
    <message>
        <source>Presets are kept in the chat history, which is not open.</source>
        <translation>预设保存在聊天记录中，但聊天记录未打开。</translation>
    </message>
    <message>
        <source>(this chat&apos;s own settings)</source>
        <translation>（此聊天自己的设置）</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>保存预设</translation>
    </message>
    <message>
        <source>Preset name:</source>
        <translation>预设名称：</translation>
    </message>
    <message>
        <source>Replace the preset &quot;%1&quot;?</source>
        <translation>替换预设“%1”？</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>删除预设</translation>
    </message>
    <message>
        <source>Delete the preset &quot;%1&quot;?</source>
        <translation>删除预设“%1”？</translation>
    </message>
</context>
<context>
    <name>PresetLibrary</name>
    <message>
        <source>Balanced</source>
        <translation>均衡</translation>
    </message>
    <message>
        <source>Precise</source>
        <translation>精确</translation>
    </message>
    <message>
        <source>Creative</source>
        <translation>创意</translation>
    </message>
    <message>
        <source>A preset needs a name.</source>
        <translation>预设需要一个名称。</translation>
    </message>
    <message>
        <source>Presets are kept in the chat history, which is not open.</source>
        <translation>预设保存在聊天记录中，但聊天记录未打开。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Switch model</source>
        <translation>切换模型</translation>
    </message>
    <message numerus="yes">
        <source>%n chat(s) are still generating an answer.</source>
        <translation>
            <numerusform>%n 个聊天仍在生成回答。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop them and switch</source>
        <translation>停止并切换</translation>
    </message>
    <message>
        <source>Switch when they finish</source>
        <translation>完成后切换</translation>
    </message>
    <message>
        <source>Stopped answers keep the text generated so far; you can regenerate them with the new model.</source>
        <translation>已停止的回答会保留已生成的文本；您可以用新模型重新生成。</translation>
    </message>
</context>
<context>
    <name>RemoteDashboard</name>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>KV cache in use</source>
        <translation>已用 KV 缓存</translation>
    </message>
    <message>
        <source>Prefix cache hit rate</source>
        <translation>前缀缓存命中率</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Preemptions</source>
        <translation>抢占</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首个 token 用时</translation>
    </message>
    <message>
        <source>Inter-token latency</source>
        <translation>token 间延迟</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>This chat runs on the local engine.</source>
        <translation>此聊天在本地引擎上运行。</translation>
    </message>
    <message>
        <source>Reading /metrics…</source>
        <translation>正在读取 /metrics…</translation>
    </message>
    <message>
        <source>No metrics. %1</source>
        <translation>没有指标。%1</translation>
    </message>
    <message>
        <source>vLLM metrics</source>
        <translation>vLLM 指标</translation>
    </message>
    <message>
        <source>tessera-server metrics</source>
        <translation>tessera-server 指标</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 %4</source>
        <translation>%1 · %2 · %3 %4</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>generated</source>
        <translation>已生成</translation>
    </message>
</context>
<context>
    <name>RequestTimelineView</name>
    <message>
        <source>Requests: %1 shown (grey queued, solid prefill, light decode, red preempted)</source>
        <translation>请求：显示 %1 个（灰色为排队，实色为预填充，浅色为解码，红色为被抢占）</translation>
    </message>
    <message>
        <source>, finished (%1)</source>
        <translation>，已结束（%1）</translation>
    </message>
    <message>
        <source>Step %1: %2 (steps %3-%4, %5 tokens)</source>
        <translation>第 %1 步：%2（第 %3-%4 步，%5 个词元）</translation>
    </message>
    <message>
        <source>Request %1</source>
        <translation>请求 %1</translation>
    </message>
</context>
<context>
    <name>SeriesChart</name>
    <message>
        <source>last %1 min</source>
        <translation>最近 %1 分钟</translation>
    </message>
    <message>
        <source>last %1 s</source>
        <translation>最近 %1 秒</translation>
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
        <source>As stored in the model</source>
        <translation>按模型中存储的格式</translation>
    </message>
    <message>
        <source>int8 (CPU: smaller and faster, slightly less exact)</source>
        <translation>int8（CPU：更小更快，精度略低）</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>权重：</translation>
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
</context>
<context>
    <name>SimulateLoadDialog</name>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>Simulate load</source>
        <translation>模拟负载</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示词元数</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出词元数</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>提交</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Tokens of this conversation in the model&apos;s context window</source>
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
    <name>TokenMixView</name>
    <message>
        <source>Prefill / decode: no steps recorded yet</source>
        <translation>预填充 / 解码：尚未记录任何步骤</translation>
    </message>
    <message>
        <source>Step %1: %2 prefill + %3 decode tokens, %4 admitted, %5 preempted</source>
        <translation>第 %1 步：预填充 %2 + 解码 %3 个词元，接纳 %4 个，抢占 %5 个</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Open model folder…</source>
        <translation>打开模型文件夹…</translation>
    </message>
    <message>
        <source>Demo: tiny story model (1 MB)</source>
        <translation>演示：小型故事模型 (1 MB)</translation>
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

To start, open a Hugging Face model folder (Llama family: config.json, model.safetensors, tokenizer.model), try the tiny demo model that comes with Tessera (it writes short children&apos;s stories), or download TinyLlama-1.1B-Chat (about 2.2 GB).</source>
        <translation>Tessera 在这台电脑上运行语言模型——数据不会离开本机。每个标签页都是一个聊天，所有标签页同时书写回答：一个引擎在 GPU 或 CPU 上逐步批量处理它们的工作。

开始时，请打开一个 Hugging Face 模型文件夹（Llama 系列：config.json、model.safetensors、tokenizer.model），试用 Tessera 自带的小型演示模型（它会写简短的儿童故事），或下载 TinyLlama-1.1B-Chat（约 2.2 GB）。</translation>
    </message>
    <message>
        <source>%1 of %2 MiB</source>
        <translation>%1 / %2 MiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>Downloading file %1 of %2, %3: %4</source>
        <translation>正在下载第 %1 个文件（共 %2 个），%3：%4</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Chat history</source>
        <translation>聊天历史</translation>
    </message>
    <message>
        <source>%1

Set the damaged file aside and start a new history?</source>
        <translation>%1

将损坏的文件移到一旁并开始新的历史记录吗？</translation>
    </message>
    <message>
        <source>%1

Chats will not be saved in this session.</source>
        <translation>%1

本次会话中的聊天不会被保存。</translation>
    </message>
</context>
</TS>
