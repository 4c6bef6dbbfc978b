<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>ChatSession</name>
    <message>
        <source>No model is loaded. Open a model folder first.</source>
        <translation>モデルが読み込まれていません。先にモデルフォルダーを開いてください。</translation>
    </message>
    <message>
        <source>This conversation (%1 tokens) no longer fits in the model's context of %2 tokens. Start a new chat or edit an earlier message.</source>
        <translation>この会話（%1 トークン）はモデルのコンテキスト（%2 トークン）に収まりません。新しいチャットを始めるか、前のメッセージを編集してください。</translation>
    </message>
    <message>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>モデルを読み込み中です。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <source>The engine could not answer: %1</source>
        <translation>エンジンが回答できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>ChatSettingsDialog</name>
    <message>
        <source>Chat settings</source>
        <translation>チャットの設定</translation>
    </message>
    <message>
        <source>Instructions the model sees before the conversation</source>
        <translation>会話の前にモデルに渡す指示</translation>
    </message>
    <message>
        <source>Model default</source>
        <translation>モデルの既定</translation>
    </message>
    <message>
        <source>0 always picks the most likely token (greedy)</source>
        <translation>0 では常に最も確率の高いトークンを選びます（貪欲法）</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>System prompt:</source>
        <translation>システムプロンプト:</translation>
    </message>
    <message>
        <source>Chat template:</source>
        <translation>チャットテンプレート:</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>温度:</translation>
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
        <translation>繰り返しペナルティ:</translation>
    </message>
    <message>
        <source>Max new tokens:</source>
        <translation>最大生成トークン数:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>シード:</translation>
    </message>
</context>
<context>
    <name>ChatTab</name>
    <message>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <source>Chat settings…</source>
        <translation>チャットの設定…</translation>
    </message>
    <message>
        <source>Stop this answer; the text so far is kept</source>
        <translation>この回答を停止します。ここまでの文章は残ります</translation>
    </message>
    <message>
        <source>Generate the last answer again</source>
        <translation>最後の回答をもう一度生成します</translation>
    </message>
    <message>
        <source>System prompt, chat template and sampling for this chat</source>
        <translation>このチャットのシステムプロンプト、チャットテンプレート、サンプリング</translation>
    </message>
</context>
<context>
    <name>ChatTabs</name>
    <message>
        <source>Rename chat</source>
        <translation>チャット名の変更</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Write a message… (Enter sends, Shift+Enter for a new line)</source>
        <translation>メッセージを入力…（Enter で送信、Shift+Enter で改行）</translation>
    </message>
</context>
<context>
    <name>EngineBridge</name>
    <message>
        <source>Reading model files…</source>
        <translation>モデルファイルを読み込み中…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備完了</translation>
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
        <translation>モデルが開かれていません</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New chat</source>
        <translation>新しいチャット(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Close chat</source>
        <translation>チャットを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open model folder…</source>
        <translation>モデルフォルダーを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Recent models</source>
        <translation>最近使ったモデル</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>チャット(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>名前の変更(&amp;R)…</translation>
    </message>
    <message>
        <source>Chat &amp;settings…</source>
        <translation>チャットの設定(&amp;S)…</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Next chat</source>
        <translation>次のチャット</translation>
    </message>
    <message>
        <source>Previous chat</source>
        <translation>前のチャット</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>環境設定(&amp;P)…</translation>
    </message>
    <message>
        <source>Open a Hugging Face model folder</source>
        <translation>Hugging Face のモデルフォルダーを開く</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 tokens of context</source>
        <translation>%1 · %2 · コンテキスト %3 トークン</translation>
    </message>
    <message>
        <source>Could not open the model</source>
        <translation>モデルを開けませんでした</translation>
    </message>
    <message>
        <source>Tessera could not open the model folder
%1

%2</source>
        <translation>Tessera はモデルフォルダーを開けませんでした
%1

%2</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <source>Edit this message and send it again; later messages are replaced</source>
        <translation>このメッセージを編集して再送信します。以降のメッセージは置き換えられます</translation>
    </message>
    <message>
        <source>(stopped before any text was generated)</source>
        <translation>（文章が生成される前に停止しました）</translation>
    </message>
    <message>
        <source>code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy this code to the clipboard</source>
        <translation>このコードをクリップボードにコピーします</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message>
        <source>Send again</source>
        <translation>再送信</translation>
    </message>
    <message>
        <source>Replace this message and everything after it</source>
        <translation>このメッセージとそれ以降をすべて置き換えます</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Split long prompts across steps (chunked prefill)</source>
        <translation>長いプロンプトを複数のステップに分割（チャンク化プリフィル）</translation>
    </message>
    <message>
        <source>Reuse the KV cache of shared prompt prefixes</source>
        <translation>共通のプロンプト接頭辞の KV キャッシュを再利用</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Automatic (GPU when available)</source>
        <translation>自動（GPU があれば GPU）</translation>
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
        <translation>自動</translation>
    </message>
    <message>
        <source>Continuous batching</source>
        <translation>連続バッチ処理</translation>
    </message>
    <message>
        <source>Static batches</source>
        <translation>固定バッチ</translation>
    </message>
    <message>
        <source>One request at a time</source>
        <translation>一度に 1 リクエスト</translation>
    </message>
    <message>
        <source>First come, first served</source>
        <translation>到着順</translation>
    </message>
    <message>
        <source>By priority</source>
        <translation>優先度順</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Model (applied when the model is loaded again)</source>
        <translation>モデル（モデルを再読み込みしたときに適用）</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>デバイス:</translation>
    </message>
    <message>
        <source>KV cache size:</source>
        <translation>KV キャッシュのサイズ:</translation>
    </message>
    <message>
        <source>Scheduler (applied at once)</source>
        <translation>スケジューラー（すぐに適用）</translation>
    </message>
    <message>
        <source>Tokens per step:</source>
        <translation>ステップあたりのトークン数:</translation>
    </message>
    <message>
        <source>Requests at once:</source>
        <translation>同時リクエスト数:</translation>
    </message>
    <message>
        <source>Batching:</source>
        <translation>バッチ処理:</translation>
    </message>
    <message>
        <source>Queue order:</source>
        <translation>キューの順序:</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>インターフェース</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>言語:</translation>
    </message>
    <message>
        <source>A new language is used after Tessera restarts.</source>
        <translation>新しい言語は Tessera の再起動後に使われます。</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Tokens of this conversation in the model's context window</source>
        <translation>モデルのコンテキストウィンドウ内でこの会話が使っているトークン数</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>コンテキスト:</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>Reading prompt</source>
        <translation>プロンプトを読み込み中</translation>
    </message>
    <message>
        <source>Generating</source>
        <translation>生成中</translation>
    </message>
    <message>
        <source>Preempted (waiting for memory)</source>
        <translation>中断中（メモリ待ち）</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 トークン/秒</translation>
    </message>
    <message>
        <source>%1 / %2 tokens</source>
        <translation>%1 / %2 トークン</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Open model folder…</source>
        <translation>モデルフォルダーを開く…</translation>
    </message>
    <message>
        <source>Download TinyLlama-1.1B-Chat</source>
        <translation>TinyLlama-1.1B-Chat をダウンロード</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>ダウンロードをキャンセル</translation>
    </message>
    <message>
        <source>Recent models</source>
        <translation>最近使ったモデル</translation>
    </message>
    <message>
        <source>Welcome to Tessera</source>
        <translation>Tessera へようこそ</translation>
    </message>
    <message>
        <source>Tessera runs a language model on this computer — nothing leaves it. Every tab is a chat, and all tabs write their answers at the same time: one engine serves them together, batching their work step by step on the GPU or the CPU.

To start, open a Hugging Face model folder (Llama family: config.json, model.safetensors, tokenizer.model), or download TinyLlama-1.1B-Chat (about 2.2 GB).</source>
        <translation>Tessera はこのコンピューター上で言語モデルを動かします。データが外部に出ることはありません。タブはそれぞれ 1 つのチャットで、すべてのタブが同時に回答を書きます。1 つのエンジンが GPU または CPU 上で、各タブの処理をステップごとにまとめて実行します。

まず Hugging Face のモデルフォルダー（Llama 系: config.json、model.safetensors、tokenizer.model）を開くか、TinyLlama-1.1B-Chat（約 2.2 GB）をダウンロードしてください。</translation>
    </message>
    <message>
        <source>Downloading %1: %2 of %3 MiB</source>
        <translation>%1 をダウンロード中: %3 MiB 中 %2 MiB</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
</context>
</TS>
