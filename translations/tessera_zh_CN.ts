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
    <name>ArrivalFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2</source>
        <translation>写入 %1 失败：%2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for an arrivals file</source>
        <translation>%1：%2 字节对到达文件来说太大</translation>
    </message>
    <message>
        <source>%1: not a JSON object</source>
        <translation>%1：不是 JSON 对象</translation>
    </message>
    <message>
        <source>%1: field &quot;format&quot; must be &quot;%2&quot;</source>
        <translation>%1：字段 &quot;format&quot; 必须是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1: field &quot;version&quot; is %2, this Tessera reads version %3</source>
        <translation>%1：字段 &quot;version&quot; 为 %2，此 Tessera 读取版本 %3</translation>
    </message>
    <message>
        <source>%1: field &quot;arrivals&quot; must be an array</source>
        <translation>%1：字段 &quot;arrivals&quot; 必须是数组</translation>
    </message>
    <message>
        <source>%1: field &quot;%2.%3&quot; has the invalid value %4</source>
        <translation>%1：字段 &quot;%2.%3&quot; 的值 %4 无效</translation>
    </message>
    <message>
        <source>%1: %2 must be an object</source>
        <translation>%1：%2 必须是对象</translation>
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
    <message>
        <source>sampling.%1: expected a finite number</source>
        <translation>sampling.%1：应为有限数字</translation>
    </message>
    <message>
        <source>sampling.%1: expected a whole number from 0 to %2</source>
        <translation>sampling.%1：应为 0 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>sampling.context_overflow: &apos;%1&apos; is not one of stop, truncate_middle, rolling_window</source>
        <translation>sampling.context_overflow: &apos;%1&apos; 不是 stop、truncate_middle、rolling_window 之一</translation>
    </message>
</context>
<context>
    <name>ChatSession</name>
    <message>
        <source>This chat could not be saved to the history (%1). What is on screen is kept only until you close the chat: copy what you need to keep.</source>
        <translation>无法将此聊天保存到历史记录（%1）。屏幕上的内容只保留到您关闭此聊天为止：请复制需要保留的内容。</translation>
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
    <message>
        <source>Stop with a message</source>
        <translation>停止并显示消息</translation>
    </message>
    <message>
        <source>Truncate the middle</source>
        <translation>截断中间部分</translation>
    </message>
    <message>
        <source>Rolling window</source>
        <translation>滚动窗口</translation>
    </message>
    <message>
        <source>When the conversation no longer fits the model&apos;s context: refuse, leave out the messages after the first exchange, or leave out the oldest ones</source>
        <translation>当对话超出模型的上下文时：拒绝、省略第一轮对话之后的消息，或省略最早的消息</translation>
    </message>
    <message>
        <source>Context overflow:</source>
        <translation>上下文溢出时:</translation>
    </message>
    <message>
        <source>In use: the built-in %1 format, chosen for this chat.</source>
        <translation>使用中：为此聊天选择的内置 %1 格式。</translation>
    </message>
    <message>
        <source>In use: the model&apos;s default (no model is loaded yet).</source>
        <translation>使用中：模型的默认设置（尚未加载模型）。</translation>
    </message>
    <message>
        <source>In use: %1.</source>
        <translation>使用中：%1。</translation>
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
    <message>
        <source>The import was cancelled.</source>
        <translation>导入已取消。</translation>
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
    <name>ChatTemplateText</name>
    <message>
        <source>the model&apos;s own Jinja template (%1-style)</source>
        <translation>模型自带的 Jinja 模板（%1 风格）</translation>
    </message>
    <message>
        <source>the model&apos;s own Jinja template</source>
        <translation>模型自带的 Jinja 模板</translation>
    </message>
    <message>
        <source>Tessera&apos;s built-in %1 format: the model&apos;s template cannot be used (%2)</source>
        <translation>Tessera 内置的 %1 格式：无法使用模型的模板（%2）</translation>
    </message>
    <message>
        <source>Tessera&apos;s built-in %1 format: the model has no chat template</source>
        <translation>Tessera 内置的 %1 格式：模型没有聊天模板</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message numerus="yes">
        <source>Show %n earlier message(s)</source>
        <translation>
            <numerusform>显示更早的 %n 条消息</numerusform>
        </translation>
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
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Why this step</source>
        <translation>本步原因</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>重放</translation>
    </message>
    <message>
        <source>Record and replay arrivals, compare runs</source>
        <translation>记录并重放到达，比较运行</translation>
    </message>
    <message>
        <source>Save arrivals…</source>
        <translation>保存到达…</translation>
    </message>
    <message>
        <source>Replay arrivals…</source>
        <translation>重放到达…</translation>
    </message>
    <message>
        <source>Compare runs…</source>
        <translation>比较运行…</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>比较运行</translation>
    </message>
    <message>
        <source>Save arrivals</source>
        <translation>保存到达</translation>
    </message>
    <message>
        <source>Arrivals (*.json)</source>
        <translation>到达 (*.json)</translation>
    </message>
    <message>
        <source>Saving the arrivals failed</source>
        <translation>保存到达失败</translation>
    </message>
    <message>
        <source>Replay arrivals</source>
        <translation>重放到达</translation>
    </message>
    <message>
        <source>Replay failed</source>
        <translation>重放失败</translation>
    </message>
</context>
<context>
    <name>DistributionView</name>
    <message>
        <source>Time to first token</source>
        <translation>首个词元延迟</translation>
    </message>
    <message>
        <source>Inter-token latency</source>
        <translation>词元间延迟</translation>
    </message>
    <message>
        <source>0 ms</source>
        <translation>0 毫秒</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>box: p50–p90, whisker to p99</source>
        <translation>箱体：p50–p90，须线至 p99</translation>
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
        <source>The engine inside Tessera runs the model you open with File → Open model folder… (or Open GGUF model file…), on this computer&apos;s GPU or CPU. Its dashboard shows every scheduler step.</source>
        <translation>Tessera 内置的引擎在这台计算机的 GPU 或 CPU 上运行你用“文件 → 打开模型文件夹…”（或“打开 GGUF 模型文件…”）打开的模型。它的仪表板显示调度器的每一步。</translation>
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
    <name>EventListView</name>
    <message>
        <source>step %1: %2 admitted</source>
        <translation>第 %1 步：%2 被接纳</translation>
    </message>
    <message>
        <source>step %1: %2 preempted</source>
        <translation>第 %1 步：%2 被抢占</translation>
    </message>
    <message>
        <source>step %1: %2 finished</source>
        <translation>第 %1 步：%2 完成</translation>
    </message>
    <message>
        <source>Next admission</source>
        <translation>下一次接纳</translation>
    </message>
    <message>
        <source>Show the step of the next admission in the list</source>
        <translation>显示列表中下一次接纳所在的步</translation>
    </message>
    <message>
        <source>Next preemption</source>
        <translation>下一次抢占</translation>
    </message>
    <message>
        <source>Show the step of the next preemption in the list</source>
        <translation>显示列表中下一次抢占所在的步</translation>
    </message>
    <message>
        <source>Next finish</source>
        <translation>下一次完成</translation>
    </message>
    <message>
        <source>Show the step of the next finished request in the list</source>
        <translation>显示列表中下一个完成的请求所在的步</translation>
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
        <source>could not write %1 to %2: %3</source>
        <translation>无法将 %1 写入 %2：%3</translation>
    </message>
    <message>
        <source>no tokenizer: the repository has neither tokenizer.json nor tokenizer.model</source>
        <translation>没有分词器：仓库中既没有 tokenizer.json 也没有 tokenizer.model</translation>
    </message>
    <message>
        <source>Tessera has no bundled copy of %1&apos;s config</source>
        <translation>Tessera 没有附带 %1 的配置副本</translation>
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
        <source>Qwen 2.5 0.5B: small and quick, tools in its template</source>
        <translation>Qwen 2.5 0.5B：小而快，模板支持工具</translation>
    </message>
    <message>
        <source>Qwen 2.5 1.5B</source>
        <translation>Qwen 2.5 1.5B</translation>
    </message>
    <message>
        <source>Qwen 3 0.6B: thinks before it answers</source>
        <translation>Qwen 3 0.6B：先思考再回答</translation>
    </message>
    <message>
        <source>SmolLM2 1.7B: open weights and open data</source>
        <translation>SmolLM2 1.7B：权重和数据均公开</translation>
    </message>
    <message>
        <source>Llama 3.2 1B; gated: accept the licence on the Hub and add a token</source>
        <translation>Llama 3.2 1B；受限：请在 Hub 上接受许可并添加令牌</translation>
    </message>
    <message>
        <source>Phi-3 mini 3.8B</source>
        <translation>Phi-3 mini 3.8B</translation>
    </message>
    <message>
        <source>Mistral 7B v0.3; gated: accept the licence on the Hub and add a token</source>
        <translation>Mistral 7B v0.3；受限：请在 Hub 上接受许可并添加令牌</translation>
    </message>
    <message>
        <source>TinyLlama 1.1B chat</source>
        <translation>TinyLlama 1.1B 聊天</translation>
    </message>
</context>
<context>
    <name>LocalAnswerSource</name>
    <message>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>模型仍在加载中。请稍后再试。</translation>
    </message>
    <message>
        <source>No model is loaded. Open a model folder first.</source>
        <translation>尚未加载模型。请先打开一个模型文件夹。</translation>
    </message>
    <message>
        <source>This conversation (%1 tokens) no longer fits in the model&apos;s context of %2 tokens. Start a new chat or edit an earlier message.</source>
        <translation>此对话（%1 个词元）已超出模型 %2 个词元的上下文。请新建聊天或编辑之前的消息。</translation>
    </message>
    <message>
        <source>The engine could not answer: %1</source>
        <translation>引擎无法回答：%1</translation>
    </message>
    <message>
        <source>Even with earlier messages left out, this conversation (%1 tokens) leaves no room for an answer in the model&apos;s context of %2 tokens. Shorten the last message.</source>
        <translation>即使省略之前的消息，此对话（%1 个词元）在模型的上下文（%2 个词元）中也没有留给回答的空间。请缩短最后一条消息。</translation>
    </message>
    <message>
        <source>Earlier messages were left out to fit the model&apos;s context: the model sees %1 of %2 (Chat settings, Context overflow).</source>
        <translation>为适应模型的上下文，已省略较早的消息：模型看到的是 %2 条中的 %1 条（聊天设置中的“上下文溢出时”）。</translation>
    </message>
    <message>
        <source>The model&apos;s chat template cannot render this conversation: %1</source>
        <translation>模型的聊天模板无法生成此对话：%1</translation>
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
    <message>
        <source>Open &amp;GGUF model file…</source>
        <translation>打开 GGUF 模型文件(&amp;G)…</translation>
    </message>
    <message>
        <source>Open a GGUF model file</source>
        <translation>打开 GGUF 模型文件</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF 模型 (*.gguf)</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was saved.</source>
        <translation>导入已取消，未保存任何内容。</translation>
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
    <message>
        <source>Copy answer</source>
        <translation>复制回答</translation>
    </message>
    <message>
        <source>Copy the whole answer, as Markdown, to the clipboard</source>
        <translation>将整个回答以 Markdown 格式复制到剪贴板</translation>
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
    <message>
        <source>Assessed without the Hub, from Tessera&apos;s copy of its config.json and chat template. Check asks the Hub for the current files before a download.</source>
        <translation>未使用 Hub，根据 Tessera 附带的 config.json 和聊天模板副本评估。下载前，“检查”会向 Hub 查询当前文件。</translation>
    </message>
    <message>
        <source>Hugging Face tokenizers, byte-level BPE</source>
        <translation>Hugging Face tokenizers，字节级 BPE</translation>
    </message>
    <message>
        <source>SentencePiece</source>
        <translation>SentencePiece</translation>
    </message>
    <message>
        <source>Tokenizer: %1 (%2).</source>
        <translation>分词器：%1（%2）。</translation>
    </message>
    <message>
        <source>Chat template: %1.</source>
        <translation>聊天模板：%1。</translation>
    </message>
    <message>
        <source>Download: about %1 of weights.</source>
        <translation>下载：权重约 %1。</translation>
    </message>
    <message>
        <source>Memory: %1 on the CPU (the weights and a float32 KV cache of %2 tokens), %3 on a GPU (a 16-bit KV cache of the full context); this machine has %4 available.</source>
        <translation>内存：CPU 上 %1（权重和 %2 个 token 的 float32 KV 缓存），GPU 上 %3（完整上下文的 16 位 KV 缓存）；本机可用 %4。</translation>
    </message>
    <message>
        <source>It fits in this machine&apos;s memory.</source>
        <translation>本机内存足够运行它。</translation>
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
    <message>
        <source>budget %1 · max_num_seqs %2 · %3 · %4 · %5 · %6 KV blocks of %7</source>
        <translation>预算 %1 · max_num_seqs %2 · %3 · %4 · %5 · %6 个 KV 块（每块 %7 个词元）</translation>
    </message>
    <message>
        <source>chunked</source>
        <translation>分块</translation>
    </message>
    <message>
        <source>unchunked</source>
        <translation>不分块</translation>
    </message>
    <message>
        <source>prefix cache</source>
        <translation>前缀缓存</translation>
    </message>
    <message>
        <source>no prefix cache</source>
        <translation>无前缀缓存</translation>
    </message>
</context>
<context>
    <name>RemoteAnswerSource</name>
    <message>
        <source>the server&apos;s template for the model (the server renders the chat)</source>
        <translation>服务器为该模型使用的模板（由服务器渲染聊天）</translation>
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
    <name>ReplayController</name>
    <message>
        <source>Recorded %1</source>
        <translation>记录 %1</translation>
    </message>
    <message>
        <source>A replay is still running</source>
        <translation>重放仍在运行</translation>
    </message>
    <message>
        <source>%1 holds no arrivals</source>
        <translation>%1 中没有到达</translation>
    </message>
    <message>
        <source>No model is loaded</source>
        <translation>未加载模型</translation>
    </message>
    <message>
        <source>Replay %1 of %2</source>
        <translation>重放 %1（%2）</translation>
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
    <name>RunComparePanel</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2</source>
        <translation>写入 %1 失败：%2</translation>
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
        <translation>导出 CSV</translation>
    </message>
    <message>
        <source>Save a run&apos;s steps or requests as CSV</source>
        <translation>将运行的步骤或请求保存为 CSV</translation>
    </message>
    <message>
        <source>Steps of A…</source>
        <translation>A 的步骤…</translation>
    </message>
    <message>
        <source>Requests of A…</source>
        <translation>A 的请求…</translation>
    </message>
    <message>
        <source>Steps of B…</source>
        <translation>B 的步骤…</translation>
    </message>
    <message>
        <source>Requests of B…</source>
        <translation>B 的请求…</translation>
    </message>
    <message>
        <source>Export steps as CSV</source>
        <translation>将步骤导出为 CSV</translation>
    </message>
    <message>
        <source>Export requests as CSV</source>
        <translation>将请求导出为 CSV</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>A knobs:</source>
        <translation>A 的设置：</translation>
    </message>
    <message>
        <source>B knobs:</source>
        <translation>B 的设置：</translation>
    </message>
</context>
<context>
    <name>RunComparisonModel</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
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
        <translation>抢占</translation>
    </message>
    <message>
        <source>Peak KV blocks used</source>
        <translation>KV 块峰值用量</translation>
    </message>
    <message>
        <source>Mean KV blocks used</source>
        <translation>KV 块平均用量</translation>
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
    <message>
        <source>BF16 (CPU: faster prompts on CPUs with AVX512_BF16, slightly less exact)</source>
        <translation>BF16（CPU：在支持 AVX512_BF16 的 CPU 上提示处理更快，精度略低）</translation>
    </message>
    <message>
        <source>4-bit Q4_K_M (CPU: about half the memory of int8, less exact)</source>
        <translation>4 位 Q4_K_M（CPU：内存约为 int8 的一半，精度较低）</translation>
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
    <name>WhyPanel</name>
    <message>
        <source>%1 waits behind %2 (first come, first served)</source>
        <translation>%1 排在 %2 之后等待（先来先服务）</translation>
    </message>
    <message>
        <source>%1 waits: its %2 prompt tokens exceed the %3 left of the token budget (chunked prefill is off)</source>
        <translation>%1 等待：其 %2 个提示词元超过剩余的 %3 词元预算（分块预填充已关闭）</translation>
    </message>
    <message>
        <source>%1 waits: the step&apos;s token budget of %2 is used</source>
        <translation>%1 等待：本步 %2 的词元预算已用完</translation>
    </message>
    <message>
        <source>%1 waits: %2 requests run, the max_num_seqs limit</source>
        <translation>%1 等待：已有 %2 个请求在运行（max_num_seqs 上限）</translation>
    </message>
    <message>
        <source>%1 waits: not in the running static batch</source>
        <translation>%1 等待：不在正在运行的静态批处理中</translation>
    </message>
    <message>
        <source>%1 waits: this step preempted, so it admitted nobody</source>
        <translation>%1 等待：本步发生了抢占，因此未接纳任何请求</translation>
    </message>
    <message>
        <source>Step %1: nothing waits and nothing was preempted</source>
        <translation>第 %1 步：没有等待，也没有抢占</translation>
    </message>
    <message>
        <source>%1 waits: short of KV blocks for its next %2 tokens (needs %3, %4 free)</source>
        <translation>%1 等待：接下来的 %2 个词元缺少 KV 块（需要 %3，空闲 %4）</translation>
    </message>
    <message>
        <source>%1 preempted: %2 was short of KV blocks (needs %3, %4 free); the priority policy takes the least important</source>
        <translation>%1 被抢占：%2 缺少 KV 块（需要 %3，空闲 %4）；优先级策略选择最不重要的请求</translation>
    </message>
    <message>
        <source>%1 preempted: %2 was short of KV blocks (needs %3, %4 free); first come, first served takes the most recently admitted</source>
        <translation>%1 被抢占：%2 缺少 KV 块（需要 %3，空闲 %4）；先来先服务选择最近接纳的请求</translation>
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
<context>
    <name>tessera::Message</name>
    <message>
        <source>the chat template refused the conversation (line %1): %2</source>
        <translation>聊天模板拒绝了此对话（第 %1 行）：%2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is larger than %3 bytes, more than such a file holds</source>
        <translation>%1：&apos;%2&apos; 大于 %3 字节，超出此类文件应有的大小</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a regular file</source>
        <translation>%1：&apos;%2&apos; 不是普通文件</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a regular file</source>
        <translation>&apos;%1&apos; 不是普通文件</translation>
    </message>
    <message>
        <source>API server: cannot start its connection thread (%1)</source>
        <translation>API 服务器：无法启动连接线程（%1）</translation>
    </message>
    <message>
        <source>API server: could start only %1 of %2 worker threads (%3); lower --max-connections or raise the process limit (ulimit -u)</source>
        <translation>API 服务器：%2 个工作线程中只能启动 %1 个（%3）；请降低 --max-connections 或提高进程数上限（ulimit -u）</translation>
    </message>
    <message>
        <source>CPU backend: could start only %1 of %2 threads (%3); use fewer threads or raise the process limit (ulimit -u)</source>
        <translation>CPU 后端：%2 个线程中只能启动 %1 个（%3）；请减少线程数或提高进程数上限（ulimit -u）</translation>
    </message>
    <message>
        <source>engine: the number of CPU threads must be 0 (all cores) to %1, got %2</source>
        <translation>引擎：CPU 线程数必须为 0（全部核心）到 %1，实际为 %2</translation>
    </message>
    <message>
        <source>logit_bias: token %1 (bias %2) must be an id in the vocabulary of %3 with a finite bias</source>
        <translation>logit_bias：词元 %1（偏置 %2）必须是大小为 %3 的词表中的 ID，且偏置必须为有限值</translation>
    </message>
    <message>
        <source>the weight file &apos;%1&apos; was truncated on disk while in use; restart with an intact copy of the model</source>
        <translation>权重文件 &apos;%1&apos; 在使用期间于磁盘上被截断；请使用完整的模型副本重新启动</translation>
    </message>
    <message>
        <source>this backend does not return hidden states (embeddings need the CPU backend)</source>
        <translation>此后端不返回隐藏状态（嵌入需要 CPU 后端）</translation>
    </message>
    <message>
        <source>API server: cannot listen on %1:%2 (address in use, or not an address of this machine)</source>
        <translation>API 服务器：无法在 %1:%2 上监听（地址已被占用，或不是本机的地址）</translation>
    </message>
    <message>
        <source>KV cache: need at least one block of at least one token, got %1 blocks of %2</source>
        <translation>KV 缓存：至少需要 1 个块，每块至少 1 个词元，实际为 %1 个块，每块 %2 个词元</translation>
    </message>
    <message>
        <source>KV cache: asked for %1 blocks, only %2 free</source>
        <translation>KV 缓存：请求了 %1 个块，但只有 %2 个空闲</translation>
    </message>
    <message>
        <source>KV cache: block %1 freed twice</source>
        <translation>KV 缓存：块 %1 被释放了两次</translation>
    </message>
    <message>
        <source>scheduler: max_num_seqs must be at least 1, got %1</source>
        <translation>调度器：max_num_seqs 必须至少为 1，实际为 %1</translation>
    </message>
    <message>
        <source>scheduler: max_num_batched_tokens (%1) must be at least max_num_seqs (%2)</source>
        <translation>调度器：max_num_batched_tokens（%1）必须不小于 max_num_seqs（%2）</translation>
    </message>
    <message>
        <source>scheduler: without chunked prefill max_num_batched_tokens (%1) must be at least the max model length (%2), or long prompts could never be scheduled</source>
        <translation>调度器：不使用分块预填充时，max_num_batched_tokens（%1）必须不小于最大模型长度（%2），否则长提示词永远无法被调度</translation>
    </message>
    <message>
        <source>request %1: the prompt is empty</source>
        <translation>请求 %1：提示词为空</translation>
    </message>
    <message>
        <source>request %1: prompt of %2 tokens does not fit the model&apos;s context of %3 tokens (at least one must be left to generate)</source>
        <translation>请求 %1：%2 个词元的提示词超出了模型 %3 个词元的上下文（必须至少留出 1 个词元用于生成）</translation>
    </message>
    <message>
        <source>request %1: prompt of %2 tokens does not fit the KV cache, which holds %3 tokens (%4 blocks of %5)</source>
        <translation>请求 %1：%2 个词元的提示词超出了 KV 缓存的容量，KV 缓存可容纳 %3 个词元（%4 个块，每块 %5 个词元）</translation>
    </message>
    <message>
        <source>scheduler: the runner returned no token for request %1 (sampled tokens must follow the plan&apos;s order)</source>
        <translation>调度器：运行器没有返回请求 %1 的词元（采样得到的词元必须按计划的顺序排列）</translation>
    </message>
    <message>
        <source>engine: max_model_len %1 must be between 2 and the model&apos;s context (%2, config.json field &apos;max_position_embeddings&apos;)</source>
        <translation>引擎：max_model_len %1 必须介于 2 和模型的上下文长度（%2，config.json 字段 &apos;max_position_embeddings&apos;）之间</translation>
    </message>
    <message>
        <source>engine: num_kv_blocks must not be negative, got %1</source>
        <translation>引擎：num_kv_blocks 不能为负数，实际为 %1</translation>
    </message>
    <message>
        <source>engine: the KV cache budget of %1 MiB does not hold one block of %2 bytes</source>
        <translation>引擎：%1 MiB 的 KV 缓存预算连一个 %2 字节的块都容纳不下</translation>
    </message>
    <message>
        <source>engine: block_size must be between 1 and 1024, got %1</source>
        <translation>引擎：block_size 必须介于 1 和 1024 之间，实际为 %1</translation>
    </message>
    <message>
        <source>request %1: prompt token %2 has id %3, outside the vocabulary of %4</source>
        <translation>请求 %1：提示词元 %2 的 ID 为 %3，超出了大小为 %4 的词表</translation>
    </message>
    <message>
        <source>request %1: %2</source>
        <translation>请求 %1：%2</translation>
    </message>
    <message>
        <source>temperature must be a finite number &gt;= 0</source>
        <translation>temperature 必须是大于或等于 0 的有限数字</translation>
    </message>
    <message>
        <source>top_p must be in (0, 1]</source>
        <translation>top_p 必须大于 0 且不大于 1</translation>
    </message>
    <message>
        <source>top_k must be &gt;= 0</source>
        <translation>top_k 必须大于或等于 0</translation>
    </message>
    <message>
        <source>min_p must be in [0, 1]</source>
        <translation>min_p 必须在 0 到 1 之间（含 0 和 1）</translation>
    </message>
    <message>
        <source>repetition_penalty must be &gt; 0</source>
        <translation>repetition_penalty 必须大于 0</translation>
    </message>
    <message>
        <source>logprobs must be -1 (none) to %1, got %2</source>
        <translation>logprobs 必须介于 -1（无）和 %1 之间，实际为 %2</translation>
    </message>
    <message>
        <source>prompt_logprobs must be -1 (none) to %1, got %2</source>
        <translation>prompt_logprobs 必须介于 -1（无）和 %1 之间，实际为 %2</translation>
    </message>
    <message>
        <source>max_tokens must be at least 1, got %1</source>
        <translation>max_tokens 必须至少为 1，实际为 %1</translation>
    </message>
    <message>
        <source>model forward failed: %1</source>
        <translation>模型前向计算失败：%1</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; is not supported (only &quot;silu&quot;)</source>
        <translation>= &quot;%1&quot; 不受支持（仅支持 &quot;silu&quot;）</translation>
    </message>
    <message>
        <source>= %1 must be a positive integer</source>
        <translation>= %1，必须为正整数</translation>
    </message>
    <message>
        <source>= %1 does not divide %2 = %3</source>
        <translation>= %1，不能整除 %2 = %3</translation>
    </message>
    <message>
        <source>= %1 must be positive</source>
        <translation>= %1，必须为正数</translation>
    </message>
    <message>
        <source>= %1 is out of range (must be below %2)</source>
        <translation>= %1 超出范围（必须小于 %2）</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; is not supported (float32, float16 or bfloat16)</source>
        <translation>= &quot;%1&quot; 不受支持（支持：float32、float16 或 bfloat16）</translation>
    </message>
    <message>
        <source>= %1 is outside the vocabulary [0, %2)</source>
        <translation>= %1 超出词表范围 [0, %2)</translation>
    </message>
    <message>
        <source>%1: not found in &apos;%2&apos; (is this a Hugging Face model directory?)</source>
        <translation>在 &apos;%2&apos; 中找不到 %1（这是 Hugging Face 模型文件夹吗？）</translation>
    </message>
    <message>
        <source>%1: expected a JSON object, got %2</source>
        <translation>%1：应为 JSON 对象，实际为 %2</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; %3</source>
        <translation>%1：字段 &apos;%2&apos; %3</translation>
    </message>
    <message>
        <source>must be an integer, got %1</source>
        <translation>必须是整数，实际为 %1</translation>
    </message>
    <message>
        <source>= %1 is out of range</source>
        <translation>= %1 超出范围</translation>
    </message>
    <message>
        <source>must be a number, got %1</source>
        <translation>必须是数字，实际为 %1</translation>
    </message>
    <message>
        <source>must be an object, got %1</source>
        <translation>必须是对象，实际为 %1</translation>
    </message>
    <message>
        <source>must be a list, got %1</source>
        <translation>必须是列表，实际为 %1</translation>
    </message>
    <message>
        <source>must be one character, got %1</source>
        <translation>必须是单个字符，实际为 %1</translation>
    </message>
    <message>
        <source>must be two tokens, got %1</source>
        <translation>必须是两个词元，实际为 %1</translation>
    </message>
    <message>
        <source>is &apos;%1&apos;, which is not supported (supported: %2)</source>
        <translation>的值 &apos;%1&apos; 不受支持（支持：%2）</translation>
    </message>
    <message>
        <source>is not a valid regular expression: %1</source>
        <translation>不是有效的正则表达式：%1</translation>
    </message>
    <message>
        <source>names &apos;%1&apos;, which is not in the vocabulary</source>
        <translation>引用的 &apos;%1&apos; 不在词表中</translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation>必须为 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>must be a string, got %1</source>
        <translation>必须是字符串，实际为 %1</translation>
    </message>
    <message>
        <source>must be an integer or a list of integers, got %1</source>
        <translation>必须是整数或整数列表，实际为 %1</translation>
    </message>
    <message>
        <source>cannot open &apos;%1&apos;</source>
        <translation>无法打开 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot read the size of &apos;%1&apos;</source>
        <translation>无法读取 &apos;%1&apos; 的大小</translation>
    </message>
    <message>
        <source>cannot map &apos;%1&apos;</source>
        <translation>无法将 &apos;%1&apos; 映射到内存</translation>
    </message>
    <message>
        <source>cannot open &apos;%1&apos;: %2</source>
        <translation>无法打开 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <source>cannot read the size of &apos;%1&apos;: %2</source>
        <translation>无法读取 &apos;%1&apos; 的大小：%2</translation>
    </message>
    <message>
        <source>cannot map &apos;%1&apos;: %2</source>
        <translation>无法将 &apos;%1&apos; 映射到内存：%2</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;</source>
        <translation>无法写入 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot split %1 tensors into %2 shards</source>
        <translation>无法将 %1 个张量拆分为 %2 个分片</translation>
    </message>
    <message>
        <source>model shape &apos;%1&apos;: %2</source>
        <translation>模型形状 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <source>every size must be positive</source>
        <translation>所有尺寸都必须为正数</translation>
    </message>
    <message>
        <source>heads must divide dim</source>
        <translation>维度必须能被头数整除</translation>
    </message>
    <message>
        <source>kv heads must divide heads</source>
        <translation>头数必须能被 KV 头数整除</translation>
    </message>
    <message>
        <source>model.safetensors would take more than 2^64 bytes</source>
        <translation>model.safetensors 将超过 2^64 字节</translation>
    </message>
    <message>
        <source>model.safetensors would take %1 GB (%2 bytes) but only %3 GB are free in &apos;%4&apos;</source>
        <translation>model.safetensors 需要 %1 GB（%2 字节），但 &apos;%4&apos; 中只有 %3 GB 可用空间</translation>
    </message>
    <message>
        <source>tokenizer &apos;%1&apos; not found</source>
        <translation>找不到分词器 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: &apos;shape&apos; must be a list, got %2</source>
        <translation>%1：&apos;shape&apos; 必须是列表，实际为 %2</translation>
    </message>
    <message>
        <source>%1: &apos;shape&apos; has a bad dimension %2</source>
        <translation>%1：&apos;shape&apos; 中有无效的维度 %2</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos;</source>
        <translation>%1：张量 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: expected an object, got %2</source>
        <translation>%1：应为对象，实际为 %2</translation>
    </message>
    <message>
        <source>%1: &apos;dtype&apos; is missing or not a string</source>
        <translation>%1：&apos;dtype&apos; 缺失或不是字符串</translation>
    </message>
    <message>
        <source>%1: &apos;data_offsets&apos; must be [begin, end], got %2</source>
        <translation>%1：&apos;data_offsets&apos; 必须为 [begin, end]，实际为 %2</translation>
    </message>
    <message>
        <source>%1: data_offsets [%2, %3] are outside the data region of %4 bytes</source>
        <translation>%1：data_offsets [%2, %3] 超出了 %4 字节的数据区域</translation>
    </message>
    <message>
        <source>%1: shape %2 of %3 needs %4 bytes but data_offsets [%5, %6] hold %7</source>
        <translation>%1：形状为 %2 的 %3 数据需要 %4 字节，但 data_offsets [%5, %6] 的范围为 %7 字节</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; (bytes %3-%4) overlaps tensor &apos;%5&apos; (bytes %6-%7)</source>
        <translation>%1：张量 &apos;%2&apos;（字节 %3-%4）与张量 &apos;%5&apos;（字节 %6-%7）重叠</translation>
    </message>
    <message>
        <source>%1: dtype &apos;%2&apos; is not supported (F32, F16 or BF16)</source>
        <translation>%1：不支持 dtype &apos;%2&apos;（支持：F32、F16 或 BF16）</translation>
    </message>
    <message>
        <source>%1: not found (&apos;%2&apos;)</source>
        <translation>%1：找不到（&apos;%2&apos;）</translation>
    </message>
    <message>
        <source>must map tensor names to files, got %1</source>
        <translation>必须是从张量名称到文件的映射，实际为 %1</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; maps to %3, not a file name</source>
        <translation>%1：张量 &apos;%2&apos; 对应的是 %3，而不是文件名</translation>
    </message>
    <message>
        <source>%1: shard &apos;%2&apos; (holding tensor &apos;%3&apos;) is missing from &apos;%4&apos;</source>
        <translation>%1：&apos;%4&apos; 中缺少分片 &apos;%2&apos;（包含张量 &apos;%3&apos;）</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is listed in shard &apos;%3&apos;, which does not contain it</source>
        <translation>%1：张量 &apos;%2&apos; 被列在分片 &apos;%3&apos; 中，但该分片并不包含它</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; also appears in %3</source>
        <translation>%1：张量 &apos;%2&apos; 也出现在 %3 中</translation>
    </message>
    <message>
        <source>no %1 or %2 in &apos;%3&apos;</source>
        <translation>&apos;%3&apos; 中既没有 %1，也没有 %2</translation>
    </message>
    <message>
        <source>cannot create &apos;%1&apos;</source>
        <translation>无法创建 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos; (disk full?)</source>
        <translation>无法写入 &apos;%1&apos;（磁盘已满？）</translation>
    </message>
    <message>
        <source>cannot rename &apos;%1&apos; to &apos;%2&apos;: %3</source>
        <translation>无法将 &apos;%1&apos; 重命名为 &apos;%2&apos;：%3</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a token id</source>
        <translation>%1：&apos;%2&apos; 不是词元 ID</translation>
    </message>
    <message>
        <source>needs a string &apos;content&apos;</source>
        <translation>需要字符串类型的 &apos;content&apos;</translation>
    </message>
    <message>
        <source>%1: expected a JSON object at the top level</source>
        <translation>%1：顶层应为 JSON 对象</translation>
    </message>
    <message>
        <source>%1: tokenizer model file not found</source>
        <translation>%1：找不到分词器模型文件</translation>
    </message>
    <message>
        <source>%1: not found, and neither is %2</source>
        <translation>%1: 未找到（%2 也不存在）</translation>
    </message>
    <message>
        <source>%1: not a valid SentencePiece model (%2)</source>
        <translation>%1：不是有效的 SentencePiece 模型（%2）</translation>
    </message>
    <message>
        <source>%1: encoding failed (%2)</source>
        <translation>%1：编码失败（%2）</translation>
    </message>
    <message>
        <source>%1: decoding failed (%2)</source>
        <translation>%1：解码失败（%2）</translation>
    </message>
    <message>
        <source>%1: token id %2 is outside the vocabulary [0, %3)</source>
        <translation>%1：词元 ID %2 超出词表范围 [0, %3)</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is missing</source>
        <translation>%1：缺少张量 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has shape %3, expected %4</source>
        <translation>%1：张量 &apos;%2&apos; 的形状为 %3，应为 %4</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is %3 but the other linear weights are %4</source>
        <translation>%1：张量 &apos;%2&apos; 为 %3，但其他线性层权重为 %4</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; belongs to layer %3, but config.json says num_hidden_layers = %4</source>
        <translation>%1：张量 &apos;%2&apos; 属于层 %3，但 config.json 中 num_hidden_layers = %4</translation>
    </message>
    <message>
        <source>%1: tensor &apos;lm_head.weight&apos; is missing and config.json does not tie it to the embeddings (tie_word_embeddings is false)</source>
        <translation>%1：缺少张量 &apos;lm_head.weight&apos;，而 config.json 也没有将其与嵌入层绑定（tie_word_embeddings 为 false）</translation>
    </message>
    <message>
        <source>perplexity: the text encodes to %1 token(s); at least 2 are needed</source>
        <translation>困惑度：文本编码后为 %1 个词元；至少需要 2 个</translation>
    </message>
    <message>
        <source>device cuda: %1</source>
        <translation>设备 cuda：%1</translation>
    </message>
    <message>
        <source>The GPU is not used: %1. Running on the CPU instead, which is much slower.</source>
        <translation>未使用 GPU：%1。改为在 CPU 上运行，速度会慢很多。</translation>
    </message>
    <message>
        <source>CPU backend: KV cache needs a positive block count and size, got %1 blocks of %2</source>
        <translation>CPU 后端：KV 缓存的块数和块大小必须为正数，实际为 %1 个块，每块 %2 个词元</translation>
    </message>
    <message>
        <source>CPU backend: cannot allocate a KV cache of %1 MiB</source>
        <translation>CPU 后端：无法分配 %1 MiB 的 KV 缓存</translation>
    </message>
    <message>
        <source>CPU backend: weights have %1 layers, config.json says num_hidden_layers = %2</source>
        <translation>CPU 后端：权重有 %1 层，但 config.json 中 num_hidden_layers = %2</translation>
    </message>
    <message>
        <source>the GPU support is not installed (no %1 in any folder; on Debian it is the tessera-cuda package)</source>
        <translation>未安装 GPU 支持（任何文件夹中都没有 %1；在 Debian 上它是 tessera-cuda 软件包）</translation>
    </message>
    <message>
        <source>the GPU support is not installed (no %1 in %2; on Debian it is the tessera-cuda package)</source>
        <translation>未安装 GPU 支持（%2 中没有 %1；在 Debian 上它是 tessera-cuda 软件包）</translation>
    </message>
    <message>
        <source>%1 could not be loaded: %2</source>
        <translation>无法加载 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a Tessera CUDA module (it has no %2 function)</source>
        <translation>%1 不是 Tessera CUDA 模块（它没有 %2 函数）</translation>
    </message>
    <message>
        <source>an unknown version</source>
        <translation>未知版本</translation>
    </message>
    <message>
        <source>version %1 (module interface %2)</source>
        <translation>版本 %1（模块接口 %2）</translation>
    </message>
    <message>
        <source>%1 is from Tessera %2, but this is Tessera %3 (module interface %4): install the GPU support of the same version</source>
        <translation>%1 来自 Tessera %2，但当前是 Tessera %3（模块接口 %4）：请安装相同版本的 GPU 支持</translation>
    </message>
    <message>
        <source>%1 lacks a required function (probe or make_backend)</source>
        <translation>%1 缺少必需的函数（probe 或 make_backend）</translation>
    </message>
    <message>
        <source>Computing in F16 instead of BF16: %1.</source>
        <translation>使用 F16 而不是 BF16 进行计算：%1。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: bad batch: %2</source>
        <translation>%1：无效的批次：%2</translation>
    </message>
    <message>
        <source>sequence %1: query_start %2, expected %3 (sequences must tile the tokens in order)</source>
        <translation>序列 %1：query_start 为 %2，应为 %3（各序列必须按顺序无缝覆盖所有词元）</translation>
    </message>
    <message>
        <source>sequence %1: query_len %2 with context_len %3</source>
        <translation>序列 %1：query_len %2 与 context_len %3 的组合无效</translation>
    </message>
    <message>
        <source>sequence %1 ends at token %2 of %3</source>
        <translation>序列 %1 结束于词元 %2，但总共只有 %3 个词元</translation>
    </message>
    <message>
        <source>sequence %1: block_table has %2 blocks, context_len %3 needs %4</source>
        <translation>序列 %1：block_table 有 %2 个块，但 context_len %3 需要 %4 个</translation>
    </message>
    <message>
        <source>sequence %1: block_table[%2] = %3 is outside the %4-block cache</source>
        <translation>序列 %1：block_table[%2] = %3 超出了 %4 个块的缓存范围</translation>
    </message>
    <message>
        <source>sequence %1: token %2 has position %3, expected %4</source>
        <translation>序列 %1：词元 %2 的位置为 %3，应为 %4</translation>
    </message>
    <message>
        <source>sequence %1: token %2 has slot %3, its block table gives %4</source>
        <translation>序列 %1：词元 %2 的槽位为 %3，但其块表给出的是 %4</translation>
    </message>
    <message>
        <source>forward() before allocate_kv_cache()</source>
        <translation>在 allocate_kv_cache() 之前调用了 forward()</translation>
    </message>
    <message>
        <source>empty batch</source>
        <translation>批次为空</translation>
    </message>
    <message>
        <source>%1 token_ids but %2 positions and %3 slots</source>
        <translation>token_ids 有 %1 个，但位置有 %2 个，槽位有 %3 个</translation>
    </message>
    <message>
        <source>block_size %1, the KV cache was allocated with %2</source>
        <translation>block_size 为 %1，但 KV 缓存是按 %2 分配的</translation>
    </message>
    <message>
        <source>token %1 has id %2, outside the vocabulary of %3</source>
        <translation>词元 %1 的 ID 为 %2，超出了大小为 %3 的词表</translation>
    </message>
    <message>
        <source>sequences cover %1 of %2 tokens</source>
        <translation>序列只覆盖了 %2 个词元中的 %1 个</translation>
    </message>
    <message>
        <source>forward: logits row %1 contains NaN at token %2</source>
        <translation>forward：logits 第 %1 行在词元 %2 处含有 NaN</translation>
    </message>
    <message>
        <source>%1: invalid JSON: %2</source>
        <translation>%1：无效的 JSON：%2</translation>
    </message>
    <message>
        <source>must be a list of names, got %1</source>
        <translation>必须是名称列表，实际为 %1</translation>
    </message>
    <message>
        <source>%1: architecture &apos;%2&apos; is not supported (supported: %3)</source>
        <translation>%1：不支持架构 &apos;%2&apos;（支持：%3）</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; does not match architecture &apos;%2&apos; (expected &quot;%3&quot;)</source>
        <translation>= &quot;%1&quot; 与架构 &apos;%2&apos; 不符（应为 &quot;%3&quot;）</translation>
    </message>
    <message>
        <source>%1: neither &apos;architectures&apos; nor &apos;model_type&apos; says which model this is</source>
        <translation>%1：&apos;architectures&apos; 和 &apos;model_type&apos; 都没有说明这是哪种模型</translation>
    </message>
    <message>
        <source>%1: model_type &apos;%2&apos; is not supported (supported: %3)</source>
        <translation>%1：不支持 model_type &apos;%2&apos;（支持：%3）</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>嵌套深度超过 %1 层</translation>
    </message>
    <message>
        <source>%1: cannot open &apos;%2&apos;</source>
        <translation>%1：无法打开 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: shape is too large</source>
        <translation>%1：形状过大</translation>
    </message>
    <message>
        <source>%1: file is truncated (%2 bytes, shorter than the 8-byte header length)</source>
        <translation>%1：文件被截断（%2 字节，比 8 字节的头部长度字段还短）</translation>
    </message>
    <message>
        <source>%1: header length %2 goes beyond the end of the file (%3 bytes)</source>
        <translation>%1：头部长度 %2 超出了文件末尾（%3 字节）</translation>
    </message>
    <message>
        <source>%1: header is not valid JSON: %2</source>
        <translation>%1：头部不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>%1: header must be a JSON object, got %2</source>
        <translation>%1：头部必须是 JSON 对象，实际为 %2</translation>
    </message>
    <message>
        <source>must be a string or a list, got %1</source>
        <translation>必须是字符串或列表，实际类型为 %1</translation>
    </message>
    <message>
        <source>one that supports CUDA %1</source>
        <translation>支持 CUDA %1 的版本</translation>
    </message>
    <message>
        <source>no NVIDIA driver is installed (libcuda.so.1 / nvcuda.dll was not found); the GPU support needs NVIDIA driver %1 or newer</source>
        <translation>未安装 NVIDIA 驱动程序（找不到 libcuda.so.1 / nvcuda.dll）；GPU 支持需要 NVIDIA 驱动程序 %1 或更新版本</translation>
    </message>
    <message>
        <source>the NVIDIA driver supports CUDA %1, but the GPU support is built with CUDA %2: update the NVIDIA driver to %3 or newer</source>
        <translation>NVIDIA 驱动程序支持 CUDA %1，但 GPU 支持是用 CUDA %2 构建的：请将 NVIDIA 驱动程序更新到 %3 或更新版本</translation>
    </message>
    <message>
        <source>quantize %1: only the CPU backend quantizes weights; use device cpu (the GPU&apos;s own precision setting chooses F32, F16 or BF16 there)</source>
        <translation>%1 量化：只有 CPU 后端能量化权重；请使用 cpu 设备（GPU 上由精度设置选择 F32、F16 或 BF16）</translation>
    </message>
    <message>
        <source>cannot dequantize %1 elements of %2</source>
        <translation>无法反量化 %2 的 %1 个元素</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; %3</source>
        <translation>%1: 元数据键 &apos;%2&apos; %3</translation>
    </message>
    <message>
        <source>has type %1, expected %2</source>
        <translation>的类型为 %1，应为 %2</translation>
    </message>
    <message>
        <source>%1: %2 has a string of %3 bytes at byte %4, past the end of the file (%5 bytes left)</source>
        <translation>%1: %2 在字节 %4 处有一个 %3 字节的字符串，超出了文件末尾（剩余 %5 字节）</translation>
    </message>
    <message>
        <source>%1: the file ends at byte %2, inside %3</source>
        <translation>%1: 文件在字节 %2 处结束，位于 %3 之中</translation>
    </message>
    <message>
        <source>the header</source>
        <translation>文件头</translation>
    </message>
    <message>
        <source>%1: %2 has value type %3, which GGUF does not define</source>
        <translation>%1: %2 的值类型 %3 不是 GGUF 定义的类型</translation>
    </message>
    <message>
        <source>%1: %2 is an array of arrays, which GGUF readers do not support</source>
        <translation>%1: %2 是数组的数组，GGUF 读取器不支持</translation>
    </message>
    <message>
        <source>%1: %2 holds %3 elements, more than the %4 bytes left in the file could hold</source>
        <translation>%1: %2 含有 %3 个元素，超过文件剩余 %4 字节所能容纳的数量</translation>
    </message>
    <message>
        <source>metadata entry %1</source>
        <translation>元数据条目 %1</translation>
    </message>
    <message>
        <source>metadata key &apos;%1&apos;</source>
        <translation>元数据键 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; appears twice</source>
        <translation>%1: 元数据键 &apos;%2&apos; 出现了两次</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; has type %3, expected %4</source>
        <translation>%1: 元数据键 &apos;%2&apos; 的类型为 %3，应为 %4</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; = %3 must be a power of two</source>
        <translation>%1: 元数据键 &apos;%2&apos; = %3 必须是 2 的幂</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has rows of %3 elements, not a multiple of the %4 block of %5</source>
        <translation>%1: 张量 &apos;%2&apos; 的行有 %3 个元素，不是 %4 块大小 %5 的倍数</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has dimensions %3, too large to address</source>
        <translation>%1: 张量 &apos;%2&apos; 的维度 %3 过大，无法寻址</translation>
    </message>
    <message>
        <source>tensor info %1</source>
        <translation>张量信息 %1</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;</source>
        <translation>张量 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has %3 dimensions (at most %4)</source>
        <translation>%1: 张量 &apos;%2&apos; 有 %3 个维度（最多 %4 个）</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has type %3, which ggml does not define</source>
        <translation>%1: 张量 &apos;%2&apos; 的类型 %3 不是 ggml 定义的类型</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; starts at offset %3, not a multiple of the alignment %4</source>
        <translation>%1: 张量 &apos;%2&apos; 起始于偏移 %3，不是对齐值 %4 的倍数</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; (%3 bytes at offset %4) ends past the end of the data section (%5 bytes)</source>
        <translation>%1: 张量 &apos;%2&apos;（偏移 %4 处的 %3 字节）超出了数据区（%5 字节）的末尾</translation>
    </message>
    <message>
        <source>%1: tensors &apos;%2&apos; and &apos;%3&apos; overlap</source>
        <translation>%1: 张量 &apos;%2&apos; 与 &apos;%3&apos; 重叠</translation>
    </message>
    <message>
        <source>%1: not a GGUF file (it starts with &quot;%2&quot;, not &quot;GGUF&quot;)</source>
        <translation>%1: 不是 GGUF 文件（开头是 &quot;%2&quot;，而不是 &quot;GGUF&quot;）</translation>
    </message>
    <message>
        <source>%1: GGUF version %2 is not supported (only 2 and 3, little-endian)</source>
        <translation>%1: 不支持 GGUF 版本 %2（仅支持 2 和 3，小端序）</translation>
    </message>
    <message>
        <source>%1: the header counts %2 tensors and %3 metadata keys, more than a file of %4 bytes can hold</source>
        <translation>%1: 文件头记录了 %2 个张量和 %3 个元数据键，超过 %4 字节的文件所能容纳的数量</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; appears twice</source>
        <translation>%1: 张量 &apos;%2&apos; 出现了两次</translation>
    </message>
    <message>
        <source>= %1 is not supported: Tessera runs dense models, not mixtures of experts</source>
        <translation>= %1 不受支持：Tessera 运行稠密模型，不支持混合专家模型</translation>
    </message>
    <message>
        <source>= %1 is not supported: it must equal the head dimension %2</source>
        <translation>= %1 不受支持：它必须等于头维度 %2</translation>
    </message>
    <message>
        <source>= %1 must be even (RoPE rotates pairs)</source>
        <translation>= %1 必须是偶数（RoPE 按对旋转）</translation>
    </message>
    <message>
        <source>= %1 does not match the %2 rows of tensor &apos;token_embd.weight&apos;</source>
        <translation>= %1 与张量 &apos;token_embd.weight&apos; 的 %2 行不一致</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; belongs to layer %3, but %4 = %5</source>
        <translation>%1: 张量 &apos;%2&apos; 属于第 %3 层，但 %4 = %5</translation>
    </message>
    <message>
        <source>has %1 entries, but tokenizer.ggml.tokens has %2</source>
        <translation>有 %1 个条目，但 tokenizer.ggml.tokens 有 %2 个</translation>
    </message>
    <message>
        <source>has token type %1 for token %2 (GGUF defines 1 to 6)</source>
        <translation>中词元 %2 的类型为 %1（GGUF 定义的是 1 到 6）</translation>
    </message>
    <message>
        <source>has merge %1 = &quot;%2&quot;, not two pieces separated by a space</source>
        <translation>的合并规则 %1 = &quot;%2&quot; 不是以空格分隔的两个片段</translation>
    </message>
    <message>
        <source>= %1 must be a positive integer or null</source>
        <translation>= %1 必须是正整数或 null</translation>
    </message>
    <message>
        <source>= true is not supported: Tessera attends to the whole context in every layer</source>
        <translation>= true 不受支持：Tessera 在每一层都对整个上下文做注意力</translation>
    </message>
    <message>
        <source>= %1 must be a positive number</source>
        <translation>= %1 必须是正数</translation>
    </message>
    <message>
        <source>must be a list of %1 positive numbers (half the rotary dimensions), got %2</source>
        <translation>必须是 %1 个正数组成的列表（旋转维度数的一半），实际为 %2</translation>
    </message>
    <message>
        <source>= %1 must be larger than low_freq_factor = %2</source>
        <translation>= %1 必须大于 low_freq_factor = %2</translation>
    </message>
    <message>
        <source>= %1 is not supported for %2 (only 1.0)</source>
        <translation>= %1 对 %2 不受支持（仅支持 1.0）</translation>
    </message>
    <message>
        <source>= %1 must leave an even number of rotary dimensions between 2 and head_dim = %2</source>
        <translation>= %1 必须使旋转维度数为 2 到 head_dim = %2 之间的偶数</translation>
    </message>
    <message>
        <source>= %1 must be even for RoPE</source>
        <translation>= %1 必须为偶数才能使用 RoPE</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; is not supported (supported: default, linear, dynamic, llama3, longrope, su)</source>
        <translation>= &quot;%1&quot; 不受支持（支持：default, linear, dynamic, llama3, longrope, su）</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is present, but config.json says the model has none (%3)</source>
        <translation>%1：存在张量 &apos;%2&apos;，但 config.json 表明模型没有它（%3）</translation>
    </message>
    <message>
        <source>= %1: the model is split into several files; merge them into one first (llama-gguf-split --merge)</source>
        <translation>= %1：模型被拆分为多个文件；请先将其合并为一个文件（llama-gguf-split --merge）</translation>
    </message>
    <message>
        <source>chat template line %1: %2</source>
        <translation>聊天模板第 %1 行：%2</translation>
    </message>
    <message>
        <source>has token %1 = &quot;%2&quot; twice</source>
        <translation>的词元 %1 = &quot;%2&quot; 出现了两次</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is %3, expected %4</source>
        <translation>%1：张量 &apos;%2&apos; 为 %3，应为 %4</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos;: %3 weights are not supported (supported: %4)</source>
        <translation>%1：张量 &apos;%2&apos;：不支持 %3 权重（支持：%4）</translation>
    </message>
    <message>
        <source>the CUDA backend does not run %1 weights yet (the CPU does)</source>
        <translation>CUDA 后端尚不能运行 %1 权重（CPU 可以）</translation>
    </message>
    <message>
        <source>must be a list of %1 zeros and ones (one per layer), got %2</source>
        <translation>必须是由 0 和 1 组成的 %1 项列表（每层一项），实际为 %2</translation>
    </message>
    <message>
        <source>must be a list of %1 layer types, &quot;full_attention&quot; or &quot;sliding_attention&quot;, got %2</source>
        <translation>必须是 %1 个层类型（&quot;full_attention&quot; 或 &quot;sliding_attention&quot;）组成的列表，实际为 %2</translation>
    </message>
    <message>
        <source>= %1 is not supported: Tessera applies sliding_window = %2 to every layer or to none, with use_sliding_window = true</source>
        <translation>= %1 不受支持：Tessera 只能把 sliding_window = %2 应用于所有层或不应用于任何层，并且需要 use_sliding_window = true</translation>
    </message>
    <message>
        <source>cannot quantize %1 values to %2</source>
        <translation>无法将 %1 个值量化为 %2</translation>
    </message>
</context>
</TS>
