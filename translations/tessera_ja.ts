<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>ApiServerDialog</name>
    <message>
        <source>Serve the open model over an OpenAI-compatible API</source>
        <translation>開いているモデルを OpenAI 互換 API で提供する</translation>
    </message>
    <message>
        <source>Allow other machines to connect</source>
        <translation>他のコンピューターからの接続を許可する</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>ローカル API サーバー</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>ポート:</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>API キー:</translation>
    </message>
    <message>
        <source>Editors and scripts reach it at http://127.0.0.1:PORT/v1 with any OpenAI client. Its requests run on the same engine as your chats and show on the dashboard.</source>
        <translation>エディターやスクリプトは、任意の OpenAI クライアントで http://127.0.0.1:PORT/v1 に接続できます。そのリクエストはチャットと同じエンジンで実行され、ダッシュボードに表示されます。</translation>
    </message>
    <message>
        <source>Without an API key, anyone who can reach this computer can use the model.</source>
        <translation>API キーがないと、このコンピューターに接続できる人は誰でもモデルを使えます。</translation>
    </message>
</context>
<context>
    <name>ArrivalFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2</source>
        <translation>%1 の書き込みに失敗しました: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for an arrivals file</source>
        <translation>%1: %2 バイトは到着ファイルとして大きすぎます</translation>
    </message>
    <message>
        <source>%1: not a JSON object</source>
        <translation>%1: JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>%1: field &quot;format&quot; must be &quot;%2&quot;</source>
        <translation>%1: フィールド &quot;format&quot; は &quot;%2&quot; でなければなりません</translation>
    </message>
    <message>
        <source>%1: field &quot;version&quot; is %2, this Tessera reads version %3</source>
        <translation>%1: フィールド &quot;version&quot; は %2 です。この Tessera が読めるのはバージョン %3 です</translation>
    </message>
    <message>
        <source>%1: field &quot;arrivals&quot; must be an array</source>
        <translation>%1: フィールド &quot;arrivals&quot; は配列でなければなりません</translation>
    </message>
    <message>
        <source>%1: field &quot;%2.%3&quot; has the invalid value %4</source>
        <translation>%1: フィールド &quot;%2.%3&quot; の値 %4 は無効です</translation>
    </message>
    <message>
        <source>%1: %2 must be an object</source>
        <translation>%1: %2 はオブジェクトでなければなりません</translation>
    </message>
</context>
<context>
    <name>BatchTimelineView</name>
    <message>
        <source>Batch: no steps recorded yet</source>
        <translation>バッチ: まだステップが記録されていません</translation>
    </message>
    <message>
        <source>Batch at step %1: %2 / %3 tokens (budget), %4 / %5 sequences (max_num_seqs)</source>
        <translation>ステップ %1 のバッチ: %2 / %3 トークン（予算）、%4 / %5 シーケンス（max_num_seqs）</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>トークン</translation>
    </message>
    <message>
        <source>Step %1: %2 tokens, %3 requests</source>
        <translation>ステップ %1: %2 トークン、%3 リクエスト</translation>
    </message>
    <message>
        <source>#%1 prefill %2 tokens (%3 of %4 prompt tokens already computed)</source>
        <translation>#%1 プリフィル %2 トークン（プロンプト %4 トークン中 %3 トークンは計算済み）</translation>
    </message>
    <message>
        <source>#%1 decode (%2 tokens in the cache)</source>
        <translation>#%1 デコード（キャッシュ内 %2 トークン）</translation>
    </message>
</context>
<context>
    <name>BlockMapView</name>
    <message>
        <source>KV cache %1% used: %2 used, %3 cached, %4 free of %5 blocks (%6 tokens each)</source>
        <translation>KV キャッシュ使用率 %1%: %5 ブロック中 使用 %2、キャッシュ %3、空き %4（1 ブロック %6 トークン）</translation>
    </message>
    <message>
        <source>KV cache: no steps recorded yet</source>
        <translation>KV キャッシュ: まだステップが記録されていません</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>free, cached prefix</source>
        <translation>空き（プレフィックスをキャッシュ中）</translation>
    </message>
    <message>
        <source>shared by %1 requests</source>
        <translation>%1 件のリクエストで共有</translation>
    </message>
    <message>
        <source>used</source>
        <translation>使用中</translation>
    </message>
    <message>
        <source>Block %1 (%2)</source>
        <translation>ブロック %1（%2）</translation>
    </message>
    <message>
        <source>Owners: %1</source>
        <translation>所有者: %1</translation>
    </message>
    <message>
        <source>Tokens: %1 / %2</source>
        <translation>トークン: %1 / %2</translation>
    </message>
    <message>
        <source>Hash: %1</source>
        <translation>ハッシュ: %1</translation>
    </message>
</context>
<context>
    <name>ChatJson</name>
    <message>
        <source>%1.%2: expected a string</source>
        <translation>%1.%2: 文字列である必要があります</translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation>%1: オブジェクトである必要があります</translation>
    </message>
    <message>
        <source>%1.role: &apos;%2&apos; is not one of system, user, assistant</source>
        <translation>%1.role: &apos;%2&apos; は system、user、assistant のいずれでもありません</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>システムプロンプト</translation>
    </message>
    <message>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>not JSON: %1 at offset %2</source>
        <translation>JSON ではありません: オフセット %2 で %1</translation>
    </message>
    <message>
        <source>format: expected &apos;%1&apos;</source>
        <translation>format: &apos;%1&apos; である必要があります</translation>
    </message>
    <message>
        <source>version: %1 is not supported (expected %2)</source>
        <translation>version: %1 には対応していません（%2 のはずです）</translation>
    </message>
    <message>
        <source>messages: expected an array</source>
        <translation>messages: 配列である必要があります</translation>
    </message>
    <message>
        <source>%1.parent: %2 is not the index of an earlier message</source>
        <translation>%1.parent: %2 はそれより前のメッセージの番号ではありません</translation>
    </message>
    <message>
        <source> (version %1 of %2)</source>
        <translation>（バージョン %1/%2）</translation>
    </message>
    <message>
        <source>current: %1 is not the index of a message</source>
        <translation>current: %1 はメッセージの番号ではありません</translation>
    </message>
</context>
<context>
    <name>ChatListModel</name>
    <message>
        <source>Untitled chat</source>
        <translation>無題のチャット</translation>
    </message>
    <message>
        <source>Last activity: %1</source>
        <translation>最終更新: %1</translation>
    </message>
</context>
<context>
    <name>ChatSampling</name>
    <message>
        <source>sampling.%1: expected a number</source>
        <translation>sampling.%1: 数値である必要があります</translation>
    </message>
    <message>
        <source>sampling.seed: expected an unsigned integer string</source>
        <translation>sampling.seed: 符号なし整数の文字列である必要があります</translation>
    </message>
    <message>
        <source>sampling.%1: expected a finite number</source>
        <translation>sampling.%1: 有限の数値である必要があります</translation>
    </message>
    <message>
        <source>sampling.%1: expected a whole number from 0 to %2</source>
        <translation>sampling.%1: 0 から %2 までの整数である必要があります</translation>
    </message>
    <message>
        <source>sampling.context_overflow: &apos;%1&apos; is not one of stop, truncate_middle, rolling_window</source>
        <translation>sampling.context_overflow: &apos;%1&apos; は stop、truncate_middle、rolling_window のいずれでもありません</translation>
    </message>
</context>
<context>
    <name>ChatSession</name>
    <message>
        <source>This chat could not be saved to the history (%1). What is on screen is kept only until you close the chat: copy what you need to keep.</source>
        <translation>このチャットを履歴に保存できませんでした（%1）。画面上の内容はチャットを閉じるまでしか残りません。残したい内容はコピーしてください。</translation>
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
    <message>
        <source>Preset:</source>
        <translation>プリセット:</translation>
    </message>
    <message>
        <source>Stop with a message</source>
        <translation>メッセージを表示して止める</translation>
    </message>
    <message>
        <source>Truncate the middle</source>
        <translation>中間を省く</translation>
    </message>
    <message>
        <source>Rolling window</source>
        <translation>ローリングウィンドウ</translation>
    </message>
    <message>
        <source>When the conversation no longer fits the model&apos;s context: refuse, leave out the messages after the first exchange, or leave out the oldest ones</source>
        <translation>会話がモデルのコンテキストに収まらなくなったとき: 拒否する、最初のやり取りの後のメッセージを省く、または最も古いメッセージを省く</translation>
    </message>
    <message>
        <source>Context overflow:</source>
        <translation>コンテキスト超過時:</translation>
    </message>
    <message>
        <source>In use: the built-in %1 format, chosen for this chat.</source>
        <translation>使用中: このチャットで選んだ組み込みの %1 形式。</translation>
    </message>
    <message>
        <source>In use: the model&apos;s default (no model is loaded yet).</source>
        <translation>使用中: モデルの既定（まだモデルが読み込まれていません）。</translation>
    </message>
    <message>
        <source>In use: %1.</source>
        <translation>使用中: %1。</translation>
    </message>
</context>
<context>
    <name>ChatStore</name>
    <message>
        <source>migration to schema %1 failed: %2</source>
        <translation>スキーマ %1 への移行に失敗しました: %2</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>フォルダー %1 を作成できません</translation>
    </message>
    <message>
        <source>not an SQLite database</source>
        <translation>SQLite データベースではありません</translation>
    </message>
    <message>
        <source>it was written by a newer version of Tessera (schema %1; this version understands up to %2)</source>
        <translation>新しいバージョンの Tessera で書き込まれています（スキーマ %1。このバージョンは %2 まで対応）</translation>
    </message>
    <message>
        <source>The chat history file %1 is damaged (%2). It was left untouched; you can keep it aside and start a new history.</source>
        <translation>チャット履歴ファイル %1 は破損しています（%2）。ファイルには手を加えていません。退避して新しい履歴を始めることができます。</translation>
    </message>
    <message>
        <source>The chat history file %1 is in use by another program (%2). Is Tessera already running? Close it and try again.</source>
        <translation>チャット履歴ファイル %1 は別のプログラムが使用中です（%2）。Tessera がすでに起動していませんか？ 閉じてからもう一度お試しください。</translation>
    </message>
    <message>
        <source>The chat history file %1 cannot be used: %2. It was left untouched.</source>
        <translation>チャット履歴ファイル %1 は使用できません: %2。ファイルには手を加えていません。</translation>
    </message>
    <message>
        <source>The chat history file %1 cannot be opened: %2</source>
        <translation>チャット履歴ファイル %1 を開けません: %2</translation>
    </message>
    <message>
        <source>There is no damaged chat history file to set aside.</source>
        <translation>退避する破損したチャット履歴ファイルはありません。</translation>
    </message>
    <message>
        <source>cannot rename %1</source>
        <translation>%1 の名前を変更できません</translation>
    </message>
    <message>
        <source>cannot rename it to %1</source>
        <translation>名前を %1 に変更できません</translation>
    </message>
    <message>
        <source>The chat history is not open.</source>
        <translation>チャット履歴が開かれていません。</translation>
    </message>
    <message>
        <source>Chat history: %1</source>
        <translation>チャット履歴: %1</translation>
    </message>
    <message>
        <source>Chat history: message %1 does not exist</source>
        <translation>チャット履歴: メッセージ %1 は存在しません</translation>
    </message>
    <message>
        <source>Cannot import the chat: %1</source>
        <translation>チャットをインポートできません: %1</translation>
    </message>
    <message>
        <source>Chat history: message %1 is not in chat %2</source>
        <translation>チャット履歴: メッセージ %1 はチャット %2 にありません</translation>
    </message>
    <message>
        <source>The import was cancelled.</source>
        <translation>インポートはキャンセルされました。</translation>
    </message>
</context>
<context>
    <name>ChatStream</name>
    <message>
        <source>The answer was cut off: %1 The text so far is kept; Regenerate tries again.</source>
        <translation>回答が途中で切れました: %1 ここまでの文章は残ります。「再生成」でもう一度試します。</translation>
    </message>
    <message>
        <source>The server stopped the answer: %1</source>
        <translation>サーバーが回答を止めました: %1</translation>
    </message>
    <message>
        <source>The connection closed before the answer was complete.</source>
        <translation>回答が終わる前に接続が閉じられました。</translation>
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
        <source>System prompt, chat template and sampling for this chat</source>
        <translation>このチャットのシステムプロンプト、チャットテンプレート、サンプリング</translation>
    </message>
    <message>
        <source>Generate another version of the last answer; earlier versions are kept</source>
        <translation>最後の回答の別バージョンを生成します。以前のバージョンも残ります</translation>
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
    <name>ChatTemplateText</name>
    <message>
        <source>the model&apos;s own Jinja template (%1-style)</source>
        <translation>モデル自身の Jinja テンプレート（%1 系）</translation>
    </message>
    <message>
        <source>the model&apos;s own Jinja template</source>
        <translation>モデル自身の Jinja テンプレート</translation>
    </message>
    <message>
        <source>Tessera&apos;s built-in %1 format: the model&apos;s template cannot be used (%2)</source>
        <translation>Tessera 組み込みの %1 形式: モデルのテンプレートは使用できません（%2）</translation>
    </message>
    <message>
        <source>Tessera&apos;s built-in %1 format: the model has no chat template</source>
        <translation>Tessera 組み込みの %1 形式: モデルにチャットテンプレートがありません</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message numerus="yes">
        <source>Show %n earlier message(s)</source>
        <translation>
            <numerusform>以前のメッセージを %n 件表示</numerusform>
        </translation>
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
    <name>ConnectionTest</name>
    <message>
        <source>&quot;%1&quot; is not a server address; write it like http://host:8000.</source>
        <translation>&quot;%1&quot; はサーバーのアドレスではありません。http://host:8000 のように書いてください。</translation>
    </message>
    <message>
        <source>The server answered, but not with an OpenAI model list (no &quot;data&quot; array in its /v1/models answer).</source>
        <translation>サーバーは応答しましたが、OpenAI のモデル一覧ではありません（/v1/models の応答に &quot;data&quot; 配列がありません）。</translation>
    </message>
    <message>
        <source>The server serves no models.</source>
        <translation>サーバーはモデルを提供していません。</translation>
    </message>
    <message>
        <source>The server does not serve &quot;%1&quot;; it serves: %2.</source>
        <translation>サーバーは &quot;%1&quot; を提供していません。提供しているのは: %2。</translation>
    </message>
    <message>
        <source>Connected: %1 with %2 tokens of context.</source>
        <translation>接続しました: %1、コンテキスト %2 トークン。</translation>
    </message>
    <message>
        <source>Connected: %1 (the server does not say its context length).</source>
        <translation>接続しました: %1（サーバーはコンテキスト長を示していません）。</translation>
    </message>
</context>
<context>
    <name>DashboardSwitch</name>
    <message>
        <source>Server dashboard</source>
        <translation>サーバーダッシュボード</translation>
    </message>
    <message>
        <source>Scheduler dashboard</source>
        <translation>スケジューラーダッシュボード</translation>
    </message>
</context>
<context>
    <name>DashboardWidget</name>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 に書き込めません</translation>
    </message>
    <message>
        <source>Writing %1 failed</source>
        <translation>%1 の書き込みに失敗しました</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2</source>
        <translation>%1 の名前を %2 に変更できません</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Freeze the views on the current step</source>
        <translation>表示を現在のステップで止める</translation>
    </message>
    <message>
        <source>◀ Step</source>
        <translation>◀ ステップ</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>ステップ ▶</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>ライブ</translation>
    </message>
    <message>
        <source>Recorded history</source>
        <translation>記録された履歴</translation>
    </message>
    <message>
        <source>Simulate load…</source>
        <translation>負荷をシミュレート…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Save the recording</source>
        <translation>記録を保存</translation>
    </message>
    <message>
        <source>Chrome trace (Perfetto)…</source>
        <translation>Chrome トレース（Perfetto）…</translation>
    </message>
    <message>
        <source>Step stats (JSON lines)…</source>
        <translation>ステップ統計（JSON Lines）…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>消去</translation>
    </message>
    <message>
        <source>Forget the recorded history</source>
        <translation>記録された履歴を消去</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>Scheduler knobs</source>
        <translation>スケジューラーの調整</translation>
    </message>
    <message>
        <source>no steps</source>
        <translation>ステップなし</translation>
    </message>
    <message>
        <source>step %1 (%2 of %3)</source>
        <translation>ステップ %1（%3 中 %2）</translation>
    </message>
    <message>
        <source>Export Chrome trace</source>
        <translation>Chrome トレースのエクスポート</translation>
    </message>
    <message>
        <source>Chrome trace (*.json)</source>
        <translation>Chrome トレース (*.json)</translation>
    </message>
    <message>
        <source>Export step stats</source>
        <translation>ステップ統計のエクスポート</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>Freeze the views on the current step (Space)</source>
        <translation>表示を現在のステップで止める（Space）</translation>
    </message>
    <message>
        <source>Show the previous recorded step (Left)</source>
        <translation>前の記録済みステップを表示（←）</translation>
    </message>
    <message>
        <source>Show the next recorded step (Right)</source>
        <translation>次の記録済みステップを表示（→）</translation>
    </message>
    <message>
        <source>Follow the newest step (End)</source>
        <translation>最新のステップを追う（End）</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Why this step</source>
        <translation>このステップの理由</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>Record and replay arrivals, compare runs</source>
        <translation>到着を記録・リプレイし、実行を比較</translation>
    </message>
    <message>
        <source>Save arrivals…</source>
        <translation>到着を保存…</translation>
    </message>
    <message>
        <source>Replay arrivals…</source>
        <translation>到着をリプレイ…</translation>
    </message>
    <message>
        <source>Compare runs…</source>
        <translation>実行を比較…</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>実行の比較</translation>
    </message>
    <message>
        <source>Save arrivals</source>
        <translation>到着の保存</translation>
    </message>
    <message>
        <source>Arrivals (*.json)</source>
        <translation>到着 (*.json)</translation>
    </message>
    <message>
        <source>Saving the arrivals failed</source>
        <translation>到着の保存に失敗しました</translation>
    </message>
    <message>
        <source>Replay arrivals</source>
        <translation>到着のリプレイ</translation>
    </message>
    <message>
        <source>Replay failed</source>
        <translation>リプレイに失敗しました</translation>
    </message>
</context>
<context>
    <name>DistributionView</name>
    <message>
        <source>Time to first token</source>
        <translation>最初のトークンまでの時間</translation>
    </message>
    <message>
        <source>Inter-token latency</source>
        <translation>トークン間レイテンシ</translation>
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
        <translation>箱: p50–p90、ひげ: p99 まで</translation>
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
    <name>EnginePicker</name>
    <message>
        <source>The engine this chat&apos;s answers come from (Settings → Engines)</source>
        <translation>このチャットの回答を生成するエンジン（設定 → エンジン）</translation>
    </message>
    <message>
        <source>Local (this computer)</source>
        <translation>ローカル（このコンピューター）</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Use for new chats</source>
        <translation>新しいチャットで使う</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>接続をテスト</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Add server</source>
        <translation>サーバーを追加</translation>
    </message>
    <message>
        <source>the server&apos;s --api-key; empty when it has none</source>
        <translation>サーバーの --api-key。ない場合は空欄</translation>
    </message>
    <message>
        <source>The engine inside Tessera runs the model you open with File → Open model folder… (or Open GGUF model file…), on this computer&apos;s GPU or CPU. Its dashboard shows every scheduler step.</source>
        <translation>Tessera 内蔵のエンジンは、「ファイル → モデルフォルダーを開く…」（または「GGUF モデルファイルを開く…」）で開いたモデルをこのコンピューターの GPU または CPU で実行します。そのダッシュボードにはスケジューラーの各ステップが表示されます。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Server URL</source>
        <translation>サーバー URL</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>%1 (new chats)</source>
        <translation>%1（新しいチャット）</translation>
    </message>
    <message>
        <source>Local (this computer)</source>
        <translation>ローカル（このコンピューター）</translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation>サーバー %1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
</context>
<context>
    <name>EventListView</name>
    <message>
        <source>step %1: %2 admitted</source>
        <translation>ステップ %1: %2 を受け入れ</translation>
    </message>
    <message>
        <source>step %1: %2 preempted</source>
        <translation>ステップ %1: %2 をプリエンプト</translation>
    </message>
    <message>
        <source>step %1: %2 finished</source>
        <translation>ステップ %1: %2 が完了</translation>
    </message>
    <message>
        <source>Next admission</source>
        <translation>次の受け入れ</translation>
    </message>
    <message>
        <source>Show the step of the next admission in the list</source>
        <translation>リスト内の次の受け入れのステップを表示</translation>
    </message>
    <message>
        <source>Next preemption</source>
        <translation>次のプリエンプション</translation>
    </message>
    <message>
        <source>Show the step of the next preemption in the list</source>
        <translation>リスト内の次のプリエンプションのステップを表示</translation>
    </message>
    <message>
        <source>Next finish</source>
        <translation>次の完了</translation>
    </message>
    <message>
        <source>Show the step of the next finished request in the list</source>
        <translation>リスト内の次に完了したリクエストのステップを表示</translation>
    </message>
</context>
<context>
    <name>HistorySidebar</name>
    <message>
        <source>Search chats</source>
        <translation>チャットを検索</translation>
    </message>
    <message>
        <source>Untitled chat</source>
        <translation>無題のチャット</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Markdown としてエクスポート…</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>JSON としてエクスポート…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Delete chat</source>
        <translation>チャットの削除</translation>
    </message>
    <message>
        <source>Delete this chat and all its messages?</source>
        <translation>このチャットとすべてのメッセージを削除しますか？</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Tessera chat (*.json)</source>
        <translation>Tessera チャット (*.json)</translation>
    </message>
    <message>
        <source>Export chat</source>
        <translation>チャットのエクスポート</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
</context>
<context>
    <name>HubAssessment</name>
    <message>
        <source>config.json is missing: this is not a Hugging Face transformers model folder</source>
        <translation>config.json がありません: Hugging Face transformers のモデルフォルダではありません</translation>
    </message>
    <message>
        <source>the weights are only in PyTorch .bin files; Tessera reads safetensors</source>
        <translation>重みが PyTorch の .bin ファイルしかありません。Tessera が読めるのは safetensors です</translation>
    </message>
    <message>
        <source>no .safetensors weights in the repository</source>
        <translation>リポジトリに .safetensors の重みがありません</translation>
    </message>
    <message>
        <source>could not write %1 to %2: %3</source>
        <translation>%1 を %2 に書き込めませんでした: %3</translation>
    </message>
    <message>
        <source>no tokenizer: the repository has neither tokenizer.json nor tokenizer.model</source>
        <translation>トークナイザーがありません: リポジトリに tokenizer.json も tokenizer.model もありません</translation>
    </message>
    <message>
        <source>Tessera has no bundled copy of %1&apos;s config</source>
        <translation>Tessera には %1 の設定の同梱コピーがありません</translation>
    </message>
</context>
<context>
    <name>HubInspector</name>
    <message>
        <source>&apos;%1&apos; is not a Hugging Face model id: expected owner/name or owner/name@revision</source>
        <translation>&apos;%1&apos; は Hugging Face のモデル ID ではありません: owner/name または owner/name@revision の形式で入力してください</translation>
    </message>
    <message>
        <source>%1: the Hub refused access (401). The model is gated or private: add your Hugging Face token in Settings.</source>
        <translation>%1: Hub がアクセスを拒否しました (401)。このモデルはゲート付きまたは非公開です。Hugging Face のトークンを設定してください。</translation>
    </message>
    <message>
        <source>%1: the Hub refused the token (401). Check that it is valid and has read access.</source>
        <translation>%1: Hub がトークンを拒否しました (401)。有効で読み取り権限があるか確認してください。</translation>
    </message>
    <message>
        <source>%1: access not granted yet (403). Accept the model&apos;s licence on its Hugging Face page with the account of your token.</source>
        <translation>%1: まだアクセスが許可されていません (403)。トークンのアカウントで Hugging Face のモデルページからライセンスに同意してください。</translation>
    </message>
    <message>
        <source>%1: not found (404). Check the model id and the revision &apos;%2&apos;.</source>
        <translation>%1: 見つかりません (404)。モデル ID とリビジョン &apos;%2&apos; を確認してください。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the Hub&apos;s answer about revision &apos;%2&apos; is not a JSON object</source>
        <translation>%1: リビジョン &apos;%2&apos; についての Hub の応答が JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>%1: the Hub&apos;s file list is not a JSON array</source>
        <translation>%1: Hub のファイル一覧が JSON 配列ではありません</translation>
    </message>
</context>
<context>
    <name>InstalledModels</name>
    <message>
        <source>%1 is not a folder of the models directory %2</source>
        <translation>%1 はモデルディレクトリ %2 のフォルダではありません</translation>
    </message>
    <message>
        <source>could not delete everything in %1</source>
        <translation>%1 の中身をすべて削除できませんでした</translation>
    </message>
</context>
<context>
    <name>KnobsPanel</name>
    <message>
        <source>Chunked prefill</source>
        <translation>チャンク化プリフィル</translation>
    </message>
    <message>
        <source>Prefix caching</source>
        <translation>プレフィックスキャッシュ</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> トークン</translation>
    </message>
    <message>
        <source>Continuous</source>
        <translation>連続</translation>
    </message>
    <message>
        <source>Static</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>逐次</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>従来型</translation>
    </message>
    <message>
        <source>First come, first served</source>
        <translation>到着順</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>優先度</translation>
    </message>
    <message>
        <source>Token budget per step</source>
        <translation>ステップあたりのトークン予算</translation>
    </message>
    <message>
        <source>Max running requests</source>
        <translation>最大実行リクエスト数</translation>
    </message>
    <message>
        <source>Batching</source>
        <translation>バッチ処理</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>キュー</translation>
    </message>
</context>
<context>
    <name>KnownModels</name>
    <message>
        <source>Qwen 2.5 0.5B: small and quick, tools in its template</source>
        <translation>Qwen 2.5 0.5B: 小さく高速、テンプレートがツールに対応</translation>
    </message>
    <message>
        <source>Qwen 2.5 1.5B</source>
        <translation>Qwen 2.5 1.5B</translation>
    </message>
    <message>
        <source>Qwen 3 0.6B: thinks before it answers</source>
        <translation>Qwen 3 0.6B: 答える前に考える</translation>
    </message>
    <message>
        <source>SmolLM2 1.7B: open weights and open data</source>
        <translation>SmolLM2 1.7B: 重みもデータも公開</translation>
    </message>
    <message>
        <source>Llama 3.2 1B; gated: accept the licence on the Hub and add a token</source>
        <translation>Llama 3.2 1B。制限付き: Hub でライセンスに同意し、トークンを追加してください</translation>
    </message>
    <message>
        <source>Phi-3 mini 3.8B</source>
        <translation>Phi-3 mini 3.8B</translation>
    </message>
    <message>
        <source>Mistral 7B v0.3; gated: accept the licence on the Hub and add a token</source>
        <translation>Mistral 7B v0.3。制限付き: Hub でライセンスに同意し、トークンを追加してください</translation>
    </message>
    <message>
        <source>TinyLlama 1.1B chat</source>
        <translation>TinyLlama 1.1B チャット</translation>
    </message>
</context>
<context>
    <name>LocalAnswerSource</name>
    <message>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>モデルを読み込み中です。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <source>No model is loaded. Open a model folder first.</source>
        <translation>モデルが読み込まれていません。先にモデルフォルダーを開いてください。</translation>
    </message>
    <message>
        <source>This conversation (%1 tokens) no longer fits in the model&apos;s context of %2 tokens. Start a new chat or edit an earlier message.</source>
        <translation>この会話（%1 トークン）はモデルのコンテキスト（%2 トークン）に収まりません。新しいチャットを始めるか、前のメッセージを編集してください。</translation>
    </message>
    <message>
        <source>The engine could not answer: %1</source>
        <translation>エンジンが回答できませんでした: %1</translation>
    </message>
    <message>
        <source>Even with earlier messages left out, this conversation (%1 tokens) leaves no room for an answer in the model&apos;s context of %2 tokens. Shorten the last message.</source>
        <translation>前のメッセージを省いても、この会話（%1 トークン）ではモデルのコンテキスト（%2 トークン）に回答の余地が残りません。最後のメッセージを短くしてください。</translation>
    </message>
    <message>
        <source>Earlier messages were left out to fit the model&apos;s context: the model sees %1 of %2 (Chat settings, Context overflow).</source>
        <translation>モデルのコンテキストに収めるため、前のメッセージを省きました: モデルが見るのは %2 件中 %1 件です（チャットの設定の「コンテキスト超過時」）。</translation>
    </message>
    <message>
        <source>The model&apos;s chat template cannot render this conversation: %1</source>
        <translation>モデルのチャットテンプレートはこの会話を表現できません: %1</translation>
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
    <message>
        <source>The download stopped: %1</source>
        <translation>ダウンロードが止まりました: %1</translation>
    </message>
    <message>
        <source>Download canceled.</source>
        <translation>ダウンロードをキャンセルしました。</translation>
    </message>
    <message>
        <source>&amp;Import chat…</source>
        <translation>チャットをインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Import chat</source>
        <translation>チャットのインポート</translation>
    </message>
    <message>
        <source>Tessera chat (*.json)</source>
        <translation>Tessera チャット (*.json)</translation>
    </message>
    <message>
        <source>Could not import %1:
%2</source>
        <translation>%1 をインポートできませんでした:
%2</translation>
    </message>
    <message>
        <source>Model &amp;library…</source>
        <translation>モデルライブラリ(&amp;L)…</translation>
    </message>
    <message>
        <source>No translation for the language %1</source>
        <translation>言語 %1 の翻訳がありません</translation>
    </message>
    <message>
        <source>&amp;Local API server…</source>
        <translation>ローカル API サーバー(&amp;L)…</translation>
    </message>
    <message>
        <source>The API server did not start: %1</source>
        <translation>API サーバーを起動できませんでした: %1</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>API server: %1</source>
        <translation>API サーバー: %1</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>エンジン(&amp;E)…</translation>
    </message>
    <message>
        <source>Open &amp;GGUF model file…</source>
        <translation>GGUF モデルファイルを開く(&amp;G)…</translation>
    </message>
    <message>
        <source>Open a GGUF model file</source>
        <translation>GGUF モデルファイルを開く</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF モデル (*.gguf)</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 をインポートしています…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was saved.</source>
        <translation>インポートはキャンセルされました。何も保存されていません。</translation>
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
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Show the previous version</source>
        <translation>前のバージョンを表示</translation>
    </message>
    <message>
        <source>Show the next version</source>
        <translation>次のバージョンを表示</translation>
    </message>
    <message>
        <source>Edit this message and send it as a new version; the current one is kept</source>
        <translation>このメッセージを編集して新しいバージョンとして送信します。現在のものも残ります</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>バージョン %1/%2</translation>
    </message>
    <message>
        <source>Send the edited text as a new version of this message</source>
        <translation>編集したテキストをこのメッセージの新しいバージョンとして送信します</translation>
    </message>
    <message>
        <source>(interrupted: Tessera stopped while writing this answer; Regenerate writes it again)</source>
        <translation>（中断: この回答を書いている途中で Tessera が終了しました。「再生成」でもう一度書きます）</translation>
    </message>
    <message>
        <source>Copy answer</source>
        <translation>回答をコピー</translation>
    </message>
    <message>
        <source>Copy the whole answer, as Markdown, to the clipboard</source>
        <translation>回答全体を Markdown としてクリップボードにコピーします</translation>
    </message>
</context>
<context>
    <name>MetricsPoller</name>
    <message>
        <source>The server has no /metrics.</source>
        <translation>サーバーに /metrics がありません。</translation>
    </message>
    <message>
        <source>Could not read the server&apos;s /metrics: %1</source>
        <translation>サーバーの /metrics を読めませんでした: %1</translation>
    </message>
    <message>
        <source>The server&apos;s /metrics has neither vLLM&apos;s nor tessera-server&apos;s metrics.</source>
        <translation>サーバーの /metrics には vLLM のメトリクスも tessera-server のメトリクスもありません。</translation>
    </message>
</context>
<context>
    <name>ModelDownloader</name>
    <message>
        <source>%1: not a path inside the model folder</source>
        <translation>%1: モデルフォルダー内のパスではありません</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>フォルダー %1 を作成できません</translation>
    </message>
    <message>
        <source>%1: cannot write %2: %3</source>
        <translation>%1: %2 に書き込めません: %3</translation>
    </message>
    <message>
        <source>the server refused to resume at byte %1</source>
        <translation>サーバーがバイト %1 からの再開を拒否しました</translation>
    </message>
    <message>
        <source>%1: the server answered HTTP %2 for %3</source>
        <translation>%1: サーバーが %3 に対して HTTP %2 を返しました</translation>
    </message>
    <message>
        <source>the connection ended after %1 of %2 bytes</source>
        <translation>%2 バイト中 %1 バイトで接続が切れました</translation>
    </message>
    <message>
        <source>%1: the download was interrupted (%2); %3 bytes are kept and the next attempt resumes from there</source>
        <translation>%1: ダウンロードが中断されました（%2）。%3 バイトは保持され、次回はそこから再開します</translation>
    </message>
    <message>
        <source>%1: received %2 bytes, expected %3; the file was discarded</source>
        <translation>%1: %2 バイト受信しましたが、%3 バイトのはずです。ファイルは破棄されました</translation>
    </message>
    <message>
        <source>%1: SHA-256 is %2, expected %3; the file was discarded</source>
        <translation>%1: SHA-256 が %2 ですが、%3 のはずです。ファイルは破棄されました</translation>
    </message>
    <message>
        <source>%1: cannot move the finished file into place: %2</source>
        <translation>%1: 完成したファイルを所定の場所に移動できません: %2</translation>
    </message>
</context>
<context>
    <name>ModelLibraryDialog</name>
    <message>
        <source>Model library</source>
        <translation>モデルライブラリ</translation>
    </message>
    <message>
        <source>Add a model from Hugging Face</source>
        <translation>Hugging Face からモデルを追加</translation>
    </message>
    <message>
        <source>owner/name or owner/name@revision</source>
        <translation>owner/name または owner/name@revision</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>確認</translation>
    </message>
    <message>
        <source>Ask the Hub for the files and config.json; nothing is downloaded</source>
        <translation>Hub にファイル一覧と config.json を問い合わせます。何もダウンロードしません</translation>
    </message>
    <message>
        <source>Paste a model id or pick one, then Check.</source>
        <translation>モデル ID を貼り付けるか選んでから「確認」を押してください。</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <source>hf_… (only for gated or private models)</source>
        <translation>hf_…（ゲート付きまたは非公開モデルのみ）</translation>
    </message>
    <message>
        <source>Hub token:</source>
        <translation>Hub トークン:</translation>
    </message>
    <message>
        <source>Downloads</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進捗</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>ダウンロードを取り消す</translation>
    </message>
    <message>
        <source>Installed models (%1)</source>
        <translation>インストール済みのモデル（%1）</translation>
    </message>
    <message>
        <source>Size on disk</source>
        <translation>ディスク上のサイズ</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>最終使用</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>使用</translation>
    </message>
    <message>
        <source>Switch the engine to this model</source>
        <translation>エンジンをこのモデルに切り替えます</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>フォルダを開く</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>モデルを削除</translation>
    </message>
    <message>
        <source>Delete %1 and all its files?</source>
        <translation>%1 とそのすべてのファイルを削除しますか？</translation>
    </message>
    <message>
        <source>Asking the Hub about %1…</source>
        <translation>%1 について Hub に問い合わせ中…</translation>
    </message>
    <message>
        <source>Tessera can run it: %1, %2 parameters, context %3 tokens.</source>
        <translation>Tessera で実行できます: %1、パラメータ %2、コンテキスト %3 トークン。</translation>
    </message>
    <message>
        <source>Tessera cannot run it:</source>
        <translation>Tessera では実行できません:</translation>
    </message>
    <message>
        <source>Download: %1 in %2 files.</source>
        <translation>ダウンロード: %2 ファイル、%1。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Not enough memory to run it on this machine&apos;s CPU.</source>
        <translation>このマシンの CPU で実行するにはメモリが足りません。</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>downloading</source>
        <translation>ダウンロード中</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>canceled</source>
        <translation>取り消し済み</translation>
    </message>
    <message>
        <source>never</source>
        <translation>未使用</translation>
    </message>
    <message>
        <source>Assessed without the Hub, from Tessera&apos;s copy of its config.json and chat template. Check asks the Hub for the current files before a download.</source>
        <translation>Hub を使わず、Tessera が持つ config.json とチャットテンプレートのコピーから評価しました。ダウンロードの前に「確認」で Hub に最新のファイルを問い合わせます。</translation>
    </message>
    <message>
        <source>Hugging Face tokenizers, byte-level BPE</source>
        <translation>Hugging Face tokenizers、バイトレベル BPE</translation>
    </message>
    <message>
        <source>SentencePiece</source>
        <translation>SentencePiece</translation>
    </message>
    <message>
        <source>Tokenizer: %1 (%2).</source>
        <translation>トークナイザー: %1（%2）。</translation>
    </message>
    <message>
        <source>Chat template: %1.</source>
        <translation>チャットテンプレート: %1。</translation>
    </message>
    <message>
        <source>Download: about %1 of weights.</source>
        <translation>ダウンロード: 重み約 %1。</translation>
    </message>
    <message>
        <source>Memory: %1 on the CPU (the weights and a float32 KV cache of %2 tokens), %3 on a GPU (a 16-bit KV cache of the full context); this machine has %4 available.</source>
        <translation>メモリ: CPU で %1（重みと %2 トークン分の float32 KV キャッシュ）、GPU で %3（コンテキスト全体の 16 ビット KV キャッシュ）。このマシンの空きは %4 です。</translation>
    </message>
    <message>
        <source>It fits in this machine&apos;s memory.</source>
        <translation>このマシンのメモリに収まります。</translation>
    </message>
</context>
<context>
    <name>NumbersPanel</name>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>Preemptions (total)</source>
        <translation>プリエンプション（合計）</translation>
    </message>
    <message>
        <source>Prompt tokens/s</source>
        <translation>プロンプトトークン/秒</translation>
    </message>
    <message>
        <source>Generation tokens/s</source>
        <translation>生成トークン/秒</translation>
    </message>
    <message>
        <source>TTFT p50/p90/p99</source>
        <translation>TTFT p50/p90/p99</translation>
    </message>
    <message>
        <source>Inter-token p50/p90/p99</source>
        <translation>トークン間隔 p50/p90/p99</translation>
    </message>
    <message>
        <source>Prefix cache hit rate</source>
        <translation>プレフィックスキャッシュのヒット率</translation>
    </message>
    <message>
        <source>KV cache usage</source>
        <translation>KV キャッシュ使用率</translation>
    </message>
    <message>
        <source> (live)</source>
        <translation>（ライブ）</translation>
    </message>
    <message>
        <source> (paused)</source>
        <translation>（一時停止中）</translation>
    </message>
    <message>
        <source>%1% (%2 / %3 blocks)</source>
        <translation>%1%（%2 / %3 ブロック）</translation>
    </message>
    <message>
        <source>%1 / %2 / %3 ms</source>
        <translation>%1 / %2 / %3 ms</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n サンプル</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PresetBar</name>
    <message>
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Save the settings below as a named preset</source>
        <translation>以下の設定を名前付きプリセットとして保存します</translation>
    </message>
    <message>
        <source>Delete the selected preset (chats that used it keep their settings)</source>
        <translation>選択したプリセットを削除します（使用していたチャットの設定はそのまま残ります）</translation>
    </message>
    <message>
        <source>Default for new chats with this model</source>
        <translation>このモデルの新しいチャットの既定にする</translation>
    </message>
    <message>
        <source>Default for new chats with %1</source>
        <translation>%1 の新しいチャットの既定にする</translation>
    </message>
    <message>
        <source>Presets are kept in the chat history, which is not open.</source>
        <translation>プリセットはチャット履歴に保存されますが、履歴が開かれていません。</translation>
    </message>
    <message>
        <source>(this chat&apos;s own settings)</source>
        <translation>（このチャット独自の設定）</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>プリセットを保存</translation>
    </message>
    <message>
        <source>Preset name:</source>
        <translation>プリセット名:</translation>
    </message>
    <message>
        <source>Replace the preset &quot;%1&quot;?</source>
        <translation>プリセット「%1」を置き換えますか？</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>プリセットを削除</translation>
    </message>
    <message>
        <source>Delete the preset &quot;%1&quot;?</source>
        <translation>プリセット「%1」を削除しますか？</translation>
    </message>
</context>
<context>
    <name>PresetLibrary</name>
    <message>
        <source>Balanced</source>
        <translation>バランス</translation>
    </message>
    <message>
        <source>Precise</source>
        <translation>正確</translation>
    </message>
    <message>
        <source>Creative</source>
        <translation>創造的</translation>
    </message>
    <message>
        <source>A preset needs a name.</source>
        <translation>プリセットには名前が必要です。</translation>
    </message>
    <message>
        <source>Presets are kept in the chat history, which is not open.</source>
        <translation>プリセットはチャット履歴に保存されますが、履歴が開かれていません。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Switch model</source>
        <translation>モデルを切り替え</translation>
    </message>
    <message numerus="yes">
        <source>%n chat(s) are still generating an answer.</source>
        <translation>
            <numerusform>%n 件のチャットがまだ回答を生成しています。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop them and switch</source>
        <translation>停止して切り替える</translation>
    </message>
    <message>
        <source>Switch when they finish</source>
        <translation>完了したら切り替える</translation>
    </message>
    <message>
        <source>Stopped answers keep the text generated so far; you can regenerate them with the new model.</source>
        <translation>停止した回答はそれまでに生成したテキストを保持します。新しいモデルで再生成できます。</translation>
    </message>
    <message>
        <source>budget %1 · max_num_seqs %2 · %3 · %4 · %5 · %6 KV blocks of %7</source>
        <translation>予算 %1 · max_num_seqs %2 · %3 · %4 · %5 · %7 トークンの KV ブロック %6 個</translation>
    </message>
    <message>
        <source>chunked</source>
        <translation>チャンク分割</translation>
    </message>
    <message>
        <source>unchunked</source>
        <translation>チャンク分割なし</translation>
    </message>
    <message>
        <source>prefix cache</source>
        <translation>プレフィックスキャッシュ</translation>
    </message>
    <message>
        <source>no prefix cache</source>
        <translation>プレフィックスキャッシュなし</translation>
    </message>
</context>
<context>
    <name>RemoteAnswerSource</name>
    <message>
        <source>the server&apos;s template for the model (the server renders the chat)</source>
        <translation>サーバー側のモデル用テンプレート（チャットはサーバーが整形します）</translation>
    </message>
</context>
<context>
    <name>RemoteDashboard</name>
    <message>
        <source>Requests</source>
        <translation>リクエスト</translation>
    </message>
    <message>
        <source>KV cache in use</source>
        <translation>使用中の KV キャッシュ</translation>
    </message>
    <message>
        <source>Prefix cache hit rate</source>
        <translation>プレフィックスキャッシュのヒット率</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <source>Preemptions</source>
        <translation>プリエンプション</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>最初のトークンまでの時間</translation>
    </message>
    <message>
        <source>Inter-token latency</source>
        <translation>トークン間レイテンシ</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 トークン/秒</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>This chat runs on the local engine.</source>
        <translation>このチャットはローカルエンジンで実行されています。</translation>
    </message>
    <message>
        <source>Reading /metrics…</source>
        <translation>/metrics を読み込んでいます…</translation>
    </message>
    <message>
        <source>No metrics. %1</source>
        <translation>メトリクスがありません。%1</translation>
    </message>
    <message>
        <source>vLLM metrics</source>
        <translation>vLLM のメトリクス</translation>
    </message>
    <message>
        <source>tessera-server metrics</source>
        <translation>tessera-server のメトリクス</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 %4</source>
        <translation>%1 · %2 · %3 %4</translation>
    </message>
    <message>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>プロンプト</translation>
    </message>
    <message>
        <source>generated</source>
        <translation>生成</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Recorded %1</source>
        <translation>記録 %1</translation>
    </message>
    <message>
        <source>A replay is still running</source>
        <translation>リプレイがまだ実行中です</translation>
    </message>
    <message>
        <source>%1 holds no arrivals</source>
        <translation>%1 に到着がありません</translation>
    </message>
    <message>
        <source>No model is loaded</source>
        <translation>モデルが読み込まれていません</translation>
    </message>
    <message>
        <source>Replay %1 of %2</source>
        <translation>リプレイ %1（%2）</translation>
    </message>
</context>
<context>
    <name>RequestTimelineView</name>
    <message>
        <source>Requests: %1 shown (grey queued, solid prefill, light decode, red preempted)</source>
        <translation>リクエスト: %1 件表示（灰色は待機、濃い色はプリフィル、薄い色はデコード、赤はプリエンプション）</translation>
    </message>
    <message>
        <source>, finished (%1)</source>
        <translation>、終了（%1）</translation>
    </message>
    <message>
        <source>Step %1: %2 (steps %3-%4, %5 tokens)</source>
        <translation>ステップ %1: %2（ステップ %3〜%4、%5 トークン）</translation>
    </message>
    <message>
        <source>Request %1</source>
        <translation>リクエスト %1</translation>
    </message>
</context>
<context>
    <name>RunComparePanel</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2</source>
        <translation>%1 の書き込みに失敗しました: %2</translation>
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
        <translation>CSV をエクスポート</translation>
    </message>
    <message>
        <source>Save a run&apos;s steps or requests as CSV</source>
        <translation>実行のステップまたはリクエストを CSV で保存</translation>
    </message>
    <message>
        <source>Steps of A…</source>
        <translation>A のステップ…</translation>
    </message>
    <message>
        <source>Requests of A…</source>
        <translation>A のリクエスト…</translation>
    </message>
    <message>
        <source>Steps of B…</source>
        <translation>B のステップ…</translation>
    </message>
    <message>
        <source>Requests of B…</source>
        <translation>B のリクエスト…</translation>
    </message>
    <message>
        <source>Export steps as CSV</source>
        <translation>ステップを CSV でエクスポート</translation>
    </message>
    <message>
        <source>Export requests as CSV</source>
        <translation>リクエストを CSV でエクスポート</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>A knobs:</source>
        <translation>A の設定:</translation>
    </message>
    <message>
        <source>B knobs:</source>
        <translation>B の設定:</translation>
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
        <translation>%2 中 %1</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>リクエスト</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ</translation>
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
        <translation>プリエンプション</translation>
    </message>
    <message>
        <source>Peak KV blocks used</source>
        <translation>KV ブロック使用量のピーク</translation>
    </message>
    <message>
        <source>Mean KV blocks used</source>
        <translation>KV ブロック使用量の平均</translation>
    </message>
</context>
<context>
    <name>SeriesChart</name>
    <message>
        <source>last %1 min</source>
        <translation>直近 %1 分</translation>
    </message>
    <message>
        <source>last %1 s</source>
        <translation>直近 %1 秒</translation>
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
        <source>As stored in the model</source>
        <translation>モデルに保存されたまま</translation>
    </message>
    <message>
        <source>int8 (CPU: smaller and faster, slightly less exact)</source>
        <translation>int8（CPU: 小さく速いが、わずかに精度が下がる）</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>重み:</translation>
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
        <source>BF16 (CPU: faster prompts on CPUs with AVX512_BF16, slightly less exact)</source>
        <translation>BF16（CPU: AVX512_BF16 対応 CPU ではプロンプト処理が速いが、わずかに精度が下がる）</translation>
    </message>
    <message>
        <source>4-bit Q4_K_M (CPU: about half the memory of int8, less exact)</source>
        <translation>4ビット Q4_K_M（CPU: int8 の約半分のメモリ、精度は下がる）</translation>
    </message>
</context>
<context>
    <name>SimulateLoadDialog</name>
    <message>
        <source>to</source>
        <translation>〜</translation>
    </message>
    <message>
        <source>Simulate load</source>
        <translation>負荷のシミュレーション</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>リクエスト</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>プロンプトトークン数</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>出力トークン数</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>乱数シード</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>送信</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Tokens of this conversation in the model&apos;s context window</source>
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
    <name>TokenMixView</name>
    <message>
        <source>Prefill / decode: no steps recorded yet</source>
        <translation>プリフィル / デコード: まだステップが記録されていません</translation>
    </message>
    <message>
        <source>Step %1: %2 prefill + %3 decode tokens, %4 admitted, %5 preempted</source>
        <translation>ステップ %1: プリフィル %2 + デコード %3 トークン、受け入れ %4、プリエンプション %5</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>プリフィル</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>デコード</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Open model folder…</source>
        <translation>モデルフォルダーを開く…</translation>
    </message>
    <message>
        <source>Demo: tiny story model (1 MB)</source>
        <translation>デモ: 小さな物語モデル (1 MB)</translation>
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

To start, open a Hugging Face model folder (Llama family: config.json, model.safetensors, tokenizer.model), try the tiny demo model that comes with Tessera (it writes short children&apos;s stories), or download TinyLlama-1.1B-Chat (about 2.2 GB).</source>
        <translation>Tessera はこのコンピューター上で言語モデルを動かします。データが外部に出ることはありません。タブはそれぞれ 1 つのチャットで、すべてのタブが同時に回答を書きます。1 つのエンジンが GPU または CPU 上で、各タブの処理をステップごとにまとめて実行します。

まず Hugging Face のモデルフォルダー（Llama 系: config.json、model.safetensors、tokenizer.model）を開くか、Tessera に付属する小さなデモモデル（短い子ども向けのお話を書きます）を試すか、TinyLlama-1.1B-Chat（約 2.2 GB）をダウンロードしてください。</translation>
    </message>
    <message>
        <source>%1 of %2 MiB</source>
        <translation>%2 MiB 中 %1 MiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>Downloading file %1 of %2, %3: %4</source>
        <translation>ファイル %1/%2（%3）をダウンロード中: %4</translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <source>%1 waits behind %2 (first come, first served)</source>
        <translation>%1 は %2 の後ろで待機（先着順）</translation>
    </message>
    <message>
        <source>%1 waits: its %2 prompt tokens exceed the %3 left of the token budget (chunked prefill is off)</source>
        <translation>%1 は待機: プロンプト %2 トークンがトークン予算の残り %3 を超える（チャンク化プリフィルはオフ）</translation>
    </message>
    <message>
        <source>%1 waits: the step&apos;s token budget of %2 is used</source>
        <translation>%1 は待機: このステップのトークン予算 %2 を使い切った</translation>
    </message>
    <message>
        <source>%1 waits: %2 requests run, the max_num_seqs limit</source>
        <translation>%1 は待機: %2 リクエストが実行中（max_num_seqs の上限）</translation>
    </message>
    <message>
        <source>%1 waits: not in the running static batch</source>
        <translation>%1 は待機: 実行中の固定バッチに含まれない</translation>
    </message>
    <message>
        <source>%1 waits: this step preempted, so it admitted nobody</source>
        <translation>%1 は待機: このステップはプリエンプトしたため受け入れなし</translation>
    </message>
    <message>
        <source>Step %1: nothing waits and nothing was preempted</source>
        <translation>ステップ %1: 待機もプリエンプションもなし</translation>
    </message>
    <message>
        <source>%1 waits: short of KV blocks for its next %2 tokens (needs %3, %4 free)</source>
        <translation>%1 は待機: 次の %2 トークンの KV ブロックが不足（必要 %3、空き %4）</translation>
    </message>
    <message>
        <source>%1 preempted: %2 was short of KV blocks (needs %3, %4 free); the priority policy takes the least important</source>
        <translation>%1 をプリエンプト: %2 の KV ブロックが不足（必要 %3、空き %4）。優先度ポリシーは最も重要度の低いものを選ぶ</translation>
    </message>
    <message>
        <source>%1 preempted: %2 was short of KV blocks (needs %3, %4 free); first come, first served takes the most recently admitted</source>
        <translation>%1 をプリエンプト: %2 の KV ブロックが不足（必要 %3、空き %4）。先着順では最後に受け入れたものを選ぶ</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Chat history</source>
        <translation>チャット履歴</translation>
    </message>
    <message>
        <source>%1

Set the damaged file aside and start a new history?</source>
        <translation>%1

破損したファイルを退避して、新しい履歴を始めますか？</translation>
    </message>
    <message>
        <source>%1

Chats will not be saved in this session.</source>
        <translation>%1

このセッションではチャットは保存されません。</translation>
    </message>
</context>
<context>
    <name>tessera::Message</name>
    <message>
        <source>the chat template refused the conversation (line %1): %2</source>
        <translation>チャットテンプレートがこの会話を拒否しました（%1 行目）: %2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is larger than %3 bytes, more than such a file holds</source>
        <translation>%1: &apos;%2&apos; は %3 バイトを超えています。この種のファイルとしては大きすぎます</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a regular file</source>
        <translation>%1: &apos;%2&apos; は通常のファイルではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a regular file</source>
        <translation>&apos;%1&apos; は通常のファイルではありません</translation>
    </message>
    <message>
        <source>API server: cannot start its connection thread (%1)</source>
        <translation>API サーバー: 接続スレッドを開始できません (%1)</translation>
    </message>
    <message>
        <source>API server: could start only %1 of %2 worker threads (%3); lower --max-connections or raise the process limit (ulimit -u)</source>
        <translation>API サーバー: ワーカースレッドを %2 個中 %1 個しか開始できませんでした (%3)。--max-connections を下げるか、プロセス数の上限 (ulimit -u) を上げてください</translation>
    </message>
    <message>
        <source>CPU backend: could start only %1 of %2 threads (%3); use fewer threads or raise the process limit (ulimit -u)</source>
        <translation>CPU バックエンド: スレッドを %2 個中 %1 個しか開始できませんでした (%3)。スレッド数を減らすか、プロセス数の上限 (ulimit -u) を上げてください</translation>
    </message>
    <message>
        <source>engine: the number of CPU threads must be 0 (all cores) to %1, got %2</source>
        <translation>エンジン: CPU スレッド数は 0 (全コア) から %1 の範囲で指定してください。指定値: %2</translation>
    </message>
    <message>
        <source>logit_bias: token %1 (bias %2) must be an id in the vocabulary of %3 with a finite bias</source>
        <translation>logit_bias: トークン %1 (バイアス %2) は語彙数 %3 の範囲内の ID で、バイアスは有限の値である必要があります</translation>
    </message>
    <message>
        <source>the weight file &apos;%1&apos; was truncated on disk while in use; restart with an intact copy of the model</source>
        <translation>重みファイル &apos;%1&apos; が使用中にディスク上で切り詰められました。完全なモデルのコピーで再起動してください</translation>
    </message>
    <message>
        <source>this backend does not return hidden states (embeddings need the CPU backend)</source>
        <translation>このバックエンドは隠れ状態を返しません (埋め込みには CPU バックエンドが必要です)</translation>
    </message>
    <message>
        <source>API server: cannot listen on %1:%2 (address in use, or not an address of this machine)</source>
        <translation>API サーバー: %1:%2 で待ち受けできません（アドレスが使用中か、このコンピューターのアドレスではありません）</translation>
    </message>
    <message>
        <source>KV cache: need at least one block of at least one token, got %1 blocks of %2</source>
        <translation>KV キャッシュ: 1 トークン以上のブロックが 1 個以上必要ですが、指定は %2 トークンのブロック %1 個です</translation>
    </message>
    <message>
        <source>KV cache: asked for %1 blocks, only %2 free</source>
        <translation>KV キャッシュ: %1 ブロックが要求されましたが、空きは %2 ブロックしかありません</translation>
    </message>
    <message>
        <source>KV cache: block %1 freed twice</source>
        <translation>KV キャッシュ: ブロック %1 が二重に解放されました</translation>
    </message>
    <message>
        <source>scheduler: max_num_seqs must be at least 1, got %1</source>
        <translation>スケジューラー: max_num_seqs は 1 以上である必要があります（値: %1）</translation>
    </message>
    <message>
        <source>scheduler: max_num_batched_tokens (%1) must be at least max_num_seqs (%2)</source>
        <translation>スケジューラー: max_num_batched_tokens（%1）は max_num_seqs（%2）以上である必要があります</translation>
    </message>
    <message>
        <source>scheduler: without chunked prefill max_num_batched_tokens (%1) must be at least the max model length (%2), or long prompts could never be scheduled</source>
        <translation>スケジューラー: チャンク化プリフィルを使わない場合、max_num_batched_tokens（%1）は最大モデル長（%2）以上である必要があります。そうでないと長いプロンプトをスケジュールできません</translation>
    </message>
    <message>
        <source>request %1: the prompt is empty</source>
        <translation>リクエスト %1: プロンプトが空です</translation>
    </message>
    <message>
        <source>request %1: prompt of %2 tokens does not fit the model&apos;s context of %3 tokens (at least one must be left to generate)</source>
        <translation>リクエスト %1: %2 トークンのプロンプトはモデルのコンテキスト（%3 トークン）に収まりません（生成用に少なくとも 1 トークン残す必要があります）</translation>
    </message>
    <message>
        <source>request %1: prompt of %2 tokens does not fit the KV cache, which holds %3 tokens (%4 blocks of %5)</source>
        <translation>リクエスト %1: %2 トークンのプロンプトは KV キャッシュに収まりません。KV キャッシュに入るのは %3 トークンです（%5 トークンのブロック %4 個）</translation>
    </message>
    <message>
        <source>scheduler: the runner returned no token for request %1 (sampled tokens must follow the plan&apos;s order)</source>
        <translation>スケジューラー: ランナーがリクエスト %1 のトークンを返しませんでした（サンプリングされたトークンは計画の順序に従う必要があります）</translation>
    </message>
    <message>
        <source>engine: max_model_len %1 must be between 2 and the model&apos;s context (%2, config.json field &apos;max_position_embeddings&apos;)</source>
        <translation>エンジン: max_model_len %1 は 2 からモデルのコンテキスト（%2、config.json のフィールド &apos;max_position_embeddings&apos;）までの範囲である必要があります</translation>
    </message>
    <message>
        <source>engine: num_kv_blocks must not be negative, got %1</source>
        <translation>エンジン: num_kv_blocks は負の値にできません（値: %1）</translation>
    </message>
    <message>
        <source>engine: the KV cache budget of %1 MiB does not hold one block of %2 bytes</source>
        <translation>エンジン: KV キャッシュの予算 %1 MiB には %2 バイトのブロックが 1 つも入りません</translation>
    </message>
    <message>
        <source>engine: block_size must be between 1 and 1024, got %1</source>
        <translation>エンジン: block_size は 1 から 1024 までの範囲である必要があります（値: %1）</translation>
    </message>
    <message>
        <source>request %1: prompt token %2 has id %3, outside the vocabulary of %4</source>
        <translation>リクエスト %1: プロンプトのトークン %2 の ID %3 は語彙サイズ %4 の範囲外です</translation>
    </message>
    <message>
        <source>request %1: %2</source>
        <translation>リクエスト %1: %2</translation>
    </message>
    <message>
        <source>temperature must be a finite number &gt;= 0</source>
        <translation>temperature は 0 以上の有限の数値である必要があります</translation>
    </message>
    <message>
        <source>top_p must be in (0, 1]</source>
        <translation>top_p は 0 より大きく 1 以下である必要があります</translation>
    </message>
    <message>
        <source>top_k must be &gt;= 0</source>
        <translation>top_k は 0 以上である必要があります</translation>
    </message>
    <message>
        <source>min_p must be in [0, 1]</source>
        <translation>min_p は 0 以上 1 以下である必要があります</translation>
    </message>
    <message>
        <source>repetition_penalty must be &gt; 0</source>
        <translation>repetition_penalty は 0 より大きい必要があります</translation>
    </message>
    <message>
        <source>logprobs must be -1 (none) to %1, got %2</source>
        <translation>logprobs は -1（なし）から %1 までである必要があります（値: %2）</translation>
    </message>
    <message>
        <source>prompt_logprobs must be -1 (none) to %1, got %2</source>
        <translation>prompt_logprobs は -1（なし）から %1 までである必要があります（値: %2）</translation>
    </message>
    <message>
        <source>max_tokens must be at least 1, got %1</source>
        <translation>max_tokens は 1 以上である必要があります（値: %1）</translation>
    </message>
    <message>
        <source>model forward failed: %1</source>
        <translation>モデルの順伝播に失敗しました: %1</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; is not supported (only &quot;silu&quot;)</source>
        <translation>= &quot;%1&quot; には対応していません（対応しているのは &quot;silu&quot; だけです）</translation>
    </message>
    <message>
        <source>= %1 must be a positive integer</source>
        <translation>= %1 は正の整数である必要があります</translation>
    </message>
    <message>
        <source>= %1 does not divide %2 = %3</source>
        <translation>= %1 は %2 = %3 を割り切れません</translation>
    </message>
    <message>
        <source>= %1 must be positive</source>
        <translation>= %1 は正の数である必要があります</translation>
    </message>
    <message>
        <source>= %1 is out of range (must be below %2)</source>
        <translation>= %1 は範囲外です（%2 未満である必要があります）</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; is not supported (float32, float16 or bfloat16)</source>
        <translation>= &quot;%1&quot; には対応していません（対応: float32、float16、bfloat16）</translation>
    </message>
    <message>
        <source>= %1 is outside the vocabulary [0, %2)</source>
        <translation>= %1 は語彙の範囲 [0, %2) に入っていません</translation>
    </message>
    <message>
        <source>%1: not found in &apos;%2&apos; (is this a Hugging Face model directory?)</source>
        <translation>%1 が &apos;%2&apos; にありません（Hugging Face のモデルフォルダーですか？）</translation>
    </message>
    <message>
        <source>%1: expected a JSON object, got %2</source>
        <translation>%1: JSON オブジェクトである必要があります（値: %2）</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>がありません</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; %3</source>
        <translation>%1: フィールド &apos;%2&apos; %3</translation>
    </message>
    <message>
        <source>must be an integer, got %1</source>
        <translation>は整数である必要があります（値: %1）</translation>
    </message>
    <message>
        <source>= %1 is out of range</source>
        <translation>= %1 は範囲外です</translation>
    </message>
    <message>
        <source>must be a number, got %1</source>
        <translation>は数値である必要があります（値: %1）</translation>
    </message>
    <message>
        <source>must be an object, got %1</source>
        <translation>はオブジェクトである必要があります（値: %1）</translation>
    </message>
    <message>
        <source>must be a list, got %1</source>
        <translation>はリストである必要があります（値: %1）</translation>
    </message>
    <message>
        <source>must be one character, got %1</source>
        <translation>は1文字である必要があります（値: %1）</translation>
    </message>
    <message>
        <source>must be two tokens, got %1</source>
        <translation>は2つのトークンである必要があります（値: %1）</translation>
    </message>
    <message>
        <source>is &apos;%1&apos;, which is not supported (supported: %2)</source>
        <translation>の値 &apos;%1&apos; はサポートされていません（サポート対象: %2）</translation>
    </message>
    <message>
        <source>is not a valid regular expression: %1</source>
        <translation>は有効な正規表現ではありません: %1</translation>
    </message>
    <message>
        <source>names &apos;%1&apos;, which is not in the vocabulary</source>
        <translation>が指す &apos;%1&apos; は語彙にありません</translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation>は true または false である必要があります（値: %1）</translation>
    </message>
    <message>
        <source>must be a string, got %1</source>
        <translation>は文字列である必要があります（値: %1）</translation>
    </message>
    <message>
        <source>must be an integer or a list of integers, got %1</source>
        <translation>は整数または整数のリストである必要があります（値: %1）</translation>
    </message>
    <message>
        <source>cannot open &apos;%1&apos;</source>
        <translation>&apos;%1&apos; を開けません</translation>
    </message>
    <message>
        <source>cannot read the size of &apos;%1&apos;</source>
        <translation>&apos;%1&apos; のサイズを読み取れません</translation>
    </message>
    <message>
        <source>cannot map &apos;%1&apos;</source>
        <translation>&apos;%1&apos; をメモリにマップできません</translation>
    </message>
    <message>
        <source>cannot open &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; を開けません: %2</translation>
    </message>
    <message>
        <source>cannot read the size of &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; のサイズを読み取れません: %2</translation>
    </message>
    <message>
        <source>cannot map &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; をメモリにマップできません: %2</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;</source>
        <translation>&apos;%1&apos; に書き込めません</translation>
    </message>
    <message>
        <source>cannot split %1 tensors into %2 shards</source>
        <translation>%1 個のテンソルを %2 個のシャードに分割できません</translation>
    </message>
    <message>
        <source>model shape &apos;%1&apos;: %2</source>
        <translation>モデル形状 &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>every size must be positive</source>
        <translation>すべてのサイズは正の数である必要があります</translation>
    </message>
    <message>
        <source>heads must divide dim</source>
        <translation>次元数はヘッド数で割り切れる必要があります</translation>
    </message>
    <message>
        <source>kv heads must divide heads</source>
        <translation>ヘッド数は KV ヘッド数で割り切れる必要があります</translation>
    </message>
    <message>
        <source>model.safetensors would take more than 2^64 bytes</source>
        <translation>model.safetensors が 2^64 バイトを超えてしまいます</translation>
    </message>
    <message>
        <source>model.safetensors would take %1 GB (%2 bytes) but only %3 GB are free in &apos;%4&apos;</source>
        <translation>model.safetensors には %1 GB（%2 バイト）必要ですが、&apos;%4&apos; の空きは %3 GB しかありません</translation>
    </message>
    <message>
        <source>tokenizer &apos;%1&apos; not found</source>
        <translation>トークナイザ &apos;%1&apos; が見つかりません</translation>
    </message>
    <message>
        <source>%1: &apos;shape&apos; must be a list, got %2</source>
        <translation>%1: &apos;shape&apos; はリストである必要があります（値: %2）</translation>
    </message>
    <message>
        <source>%1: &apos;shape&apos; has a bad dimension %2</source>
        <translation>%1: &apos;shape&apos; に不正な次元 %2 があります</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos;</source>
        <translation>%1: テンソル &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: expected an object, got %2</source>
        <translation>%1: オブジェクトである必要があります（値: %2）</translation>
    </message>
    <message>
        <source>%1: &apos;dtype&apos; is missing or not a string</source>
        <translation>%1: &apos;dtype&apos; がないか、文字列ではありません</translation>
    </message>
    <message>
        <source>%1: &apos;data_offsets&apos; must be [begin, end], got %2</source>
        <translation>%1: &apos;data_offsets&apos; は [begin, end] である必要があります（値: %2）</translation>
    </message>
    <message>
        <source>%1: data_offsets [%2, %3] are outside the data region of %4 bytes</source>
        <translation>%1: data_offsets [%2, %3] が %4 バイトのデータ領域の外にあります</translation>
    </message>
    <message>
        <source>%1: shape %2 of %3 needs %4 bytes but data_offsets [%5, %6] hold %7</source>
        <translation>%1: %3 の形状 %2 には %4 バイト必要ですが、data_offsets [%5, %6] の範囲は %7 バイトです</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; (bytes %3-%4) overlaps tensor &apos;%5&apos; (bytes %6-%7)</source>
        <translation>%1: テンソル &apos;%2&apos;（バイト %3-%4）がテンソル &apos;%5&apos;（バイト %6-%7）と重なっています</translation>
    </message>
    <message>
        <source>%1: dtype &apos;%2&apos; is not supported (F32, F16 or BF16)</source>
        <translation>%1: dtype &apos;%2&apos; には対応していません（対応: F32、F16、BF16）</translation>
    </message>
    <message>
        <source>%1: not found (&apos;%2&apos;)</source>
        <translation>%1: 見つかりません（&apos;%2&apos;）</translation>
    </message>
    <message>
        <source>must map tensor names to files, got %1</source>
        <translation>はテンソル名からファイル名への対応表である必要があります（値: %1）</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; maps to %3, not a file name</source>
        <translation>%1: テンソル &apos;%2&apos; の対応先 %3 はファイル名ではありません</translation>
    </message>
    <message>
        <source>%1: shard &apos;%2&apos; (holding tensor &apos;%3&apos;) is missing from &apos;%4&apos;</source>
        <translation>%1: シャード &apos;%2&apos;（テンソル &apos;%3&apos; を含む）が &apos;%4&apos; にありません</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is listed in shard &apos;%3&apos;, which does not contain it</source>
        <translation>%1: テンソル &apos;%2&apos; はシャード &apos;%3&apos; にあるとされていますが、そのシャードには含まれていません</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; also appears in %3</source>
        <translation>%1: テンソル &apos;%2&apos; は %3 にもあります</translation>
    </message>
    <message>
        <source>no %1 or %2 in &apos;%3&apos;</source>
        <translation>&apos;%3&apos; に %1 も %2 もありません</translation>
    </message>
    <message>
        <source>cannot create &apos;%1&apos;</source>
        <translation>&apos;%1&apos; を作成できません</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos; (disk full?)</source>
        <translation>&apos;%1&apos; に書き込めません（ディスクがいっぱいではありませんか？）</translation>
    </message>
    <message>
        <source>cannot rename &apos;%1&apos; to &apos;%2&apos;: %3</source>
        <translation>&apos;%1&apos; の名前を &apos;%2&apos; に変更できません: %3</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>はオブジェクトである必要があります</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a token id</source>
        <translation>%1: &apos;%2&apos; はトークン ID ではありません</translation>
    </message>
    <message>
        <source>needs a string &apos;content&apos;</source>
        <translation>には文字列の &apos;content&apos; が必要です</translation>
    </message>
    <message>
        <source>%1: expected a JSON object at the top level</source>
        <translation>%1: 最上位は JSON オブジェクトである必要があります</translation>
    </message>
    <message>
        <source>%1: tokenizer model file not found</source>
        <translation>%1: トークナイザのモデルファイルが見つかりません</translation>
    </message>
    <message>
        <source>%1: not found, and neither is %2</source>
        <translation>%1: 見つかりません（%2 もありません）</translation>
    </message>
    <message>
        <source>%1: not a valid SentencePiece model (%2)</source>
        <translation>%1: 有効な SentencePiece モデルではありません（%2）</translation>
    </message>
    <message>
        <source>%1: encoding failed (%2)</source>
        <translation>%1: エンコードに失敗しました（%2）</translation>
    </message>
    <message>
        <source>%1: decoding failed (%2)</source>
        <translation>%1: デコードに失敗しました（%2）</translation>
    </message>
    <message>
        <source>%1: token id %2 is outside the vocabulary [0, %3)</source>
        <translation>%1: トークン ID %2 は語彙の範囲 [0, %3) に入っていません</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is missing</source>
        <translation>%1: テンソル &apos;%2&apos; がありません</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has shape %3, expected %4</source>
        <translation>%1: テンソル &apos;%2&apos; の形状は %3 ですが、%4 のはずです</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is %3 but the other linear weights are %4</source>
        <translation>%1: テンソル &apos;%2&apos; は %3 ですが、他の線形層の重みは %4 です</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; belongs to layer %3, but config.json says num_hidden_layers = %4</source>
        <translation>%1: テンソル &apos;%2&apos; は層 %3 のものですが、config.json では num_hidden_layers = %4 です</translation>
    </message>
    <message>
        <source>%1: tensor &apos;lm_head.weight&apos; is missing and config.json does not tie it to the embeddings (tie_word_embeddings is false)</source>
        <translation>%1: テンソル &apos;lm_head.weight&apos; がなく、config.json でも埋め込みと共有する設定になっていません（tie_word_embeddings が false）</translation>
    </message>
    <message>
        <source>perplexity: the text encodes to %1 token(s); at least 2 are needed</source>
        <translation>パープレキシティ: テキストをエンコードすると %1 トークンになります。少なくとも 2 トークン必要です</translation>
    </message>
    <message>
        <source>device cuda: %1</source>
        <translation>デバイス cuda: %1</translation>
    </message>
    <message>
        <source>The GPU is not used: %1. Running on the CPU instead, which is much slower.</source>
        <translation>GPU は使われません: %1。代わりに CPU で実行しますが、かなり遅くなります。</translation>
    </message>
    <message>
        <source>CPU backend: KV cache needs a positive block count and size, got %1 blocks of %2</source>
        <translation>CPU バックエンド: KV キャッシュのブロック数とブロックサイズは正の値である必要があります（指定: %2 トークンのブロック %1 個）</translation>
    </message>
    <message>
        <source>CPU backend: cannot allocate a KV cache of %1 MiB</source>
        <translation>CPU バックエンド: %1 MiB の KV キャッシュを確保できません</translation>
    </message>
    <message>
        <source>CPU backend: weights have %1 layers, config.json says num_hidden_layers = %2</source>
        <translation>CPU バックエンド: 重みは %1 層ですが、config.json では num_hidden_layers = %2 です</translation>
    </message>
    <message>
        <source>the GPU support is not installed (no %1 in any folder; on Debian it is the tessera-cuda package)</source>
        <translation>GPU サポートがインストールされていません（%1 がどのフォルダーにもありません。Debian では tessera-cuda パッケージです）</translation>
    </message>
    <message>
        <source>the GPU support is not installed (no %1 in %2; on Debian it is the tessera-cuda package)</source>
        <translation>GPU サポートがインストールされていません（%2 に %1 がありません。Debian では tessera-cuda パッケージです）</translation>
    </message>
    <message>
        <source>%1 could not be loaded: %2</source>
        <translation>%1 を読み込めませんでした: %2</translation>
    </message>
    <message>
        <source>%1 is not a Tessera CUDA module (it has no %2 function)</source>
        <translation>%1 は Tessera の CUDA モジュールではありません（%2 関数がありません）</translation>
    </message>
    <message>
        <source>an unknown version</source>
        <translation>不明なバージョン</translation>
    </message>
    <message>
        <source>version %1 (module interface %2)</source>
        <translation>バージョン %1（モジュールインターフェース %2）</translation>
    </message>
    <message>
        <source>%1 is from Tessera %2, but this is Tessera %3 (module interface %4): install the GPU support of the same version</source>
        <translation>%1 は Tessera %2 のものですが、この Tessera は %3（モジュールインターフェース %4）です: 同じバージョンの GPU サポートをインストールしてください</translation>
    </message>
    <message>
        <source>%1 lacks a required function (probe or make_backend)</source>
        <translation>%1 には必要な関数（probe または make_backend）がありません</translation>
    </message>
    <message>
        <source>Computing in F16 instead of BF16: %1.</source>
        <translation>BF16 の代わりに F16 で計算します: %1。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: bad batch: %2</source>
        <translation>%1: 不正なバッチ: %2</translation>
    </message>
    <message>
        <source>sequence %1: query_start %2, expected %3 (sequences must tile the tokens in order)</source>
        <translation>シーケンス %1: query_start が %2 ですが、%3 のはずです（シーケンスはトークンを順に隙間なく覆う必要があります）</translation>
    </message>
    <message>
        <source>sequence %1: query_len %2 with context_len %3</source>
        <translation>シーケンス %1: query_len %2 と context_len %3 の組み合わせが不正です</translation>
    </message>
    <message>
        <source>sequence %1 ends at token %2 of %3</source>
        <translation>シーケンス %1 はトークン %2 で終わりますが、トークンは %3 個しかありません</translation>
    </message>
    <message>
        <source>sequence %1: block_table has %2 blocks, context_len %3 needs %4</source>
        <translation>シーケンス %1: block_table は %2 ブロックですが、context_len %3 には %4 ブロック必要です</translation>
    </message>
    <message>
        <source>sequence %1: block_table[%2] = %3 is outside the %4-block cache</source>
        <translation>シーケンス %1: block_table[%2] = %3 は %4 ブロックのキャッシュの範囲外です</translation>
    </message>
    <message>
        <source>sequence %1: token %2 has position %3, expected %4</source>
        <translation>シーケンス %1: トークン %2 の位置は %3 ですが、%4 のはずです</translation>
    </message>
    <message>
        <source>sequence %1: token %2 has slot %3, its block table gives %4</source>
        <translation>シーケンス %1: トークン %2 のスロットは %3 ですが、ブロックテーブルでは %4 です</translation>
    </message>
    <message>
        <source>forward() before allocate_kv_cache()</source>
        <translation>allocate_kv_cache() の前に forward() が呼ばれました</translation>
    </message>
    <message>
        <source>empty batch</source>
        <translation>バッチが空です</translation>
    </message>
    <message>
        <source>%1 token_ids but %2 positions and %3 slots</source>
        <translation>token_ids は %1 個ですが、位置は %2 個、スロットは %3 個です</translation>
    </message>
    <message>
        <source>block_size %1, the KV cache was allocated with %2</source>
        <translation>block_size は %1 ですが、KV キャッシュは %2 で確保されています</translation>
    </message>
    <message>
        <source>token %1 has id %2, outside the vocabulary of %3</source>
        <translation>トークン %1 の ID %2 は語彙サイズ %3 の範囲外です</translation>
    </message>
    <message>
        <source>sequences cover %1 of %2 tokens</source>
        <translation>シーケンスが覆っているのは %2 トークン中 %1 トークンです</translation>
    </message>
    <message>
        <source>forward: logits row %1 contains NaN at token %2</source>
        <translation>forward: logits の行 %1 のトークン %2 に NaN があります</translation>
    </message>
    <message>
        <source>%1: invalid JSON: %2</source>
        <translation>%1: 不正な JSON: %2</translation>
    </message>
    <message>
        <source>must be a list of names, got %1</source>
        <translation>は名前のリストである必要があります（値: %1）</translation>
    </message>
    <message>
        <source>%1: architecture &apos;%2&apos; is not supported (supported: %3)</source>
        <translation>%1: アーキテクチャ &apos;%2&apos; には対応していません（対応: %3）</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; does not match architecture &apos;%2&apos; (expected &quot;%3&quot;)</source>
        <translation>= &quot;%1&quot; はアーキテクチャ &apos;%2&apos; と一致しません（&quot;%3&quot; のはずです）</translation>
    </message>
    <message>
        <source>%1: neither &apos;architectures&apos; nor &apos;model_type&apos; says which model this is</source>
        <translation>%1: &apos;architectures&apos; にも &apos;model_type&apos; にもモデルの種類が書かれていません</translation>
    </message>
    <message>
        <source>%1: model_type &apos;%2&apos; is not supported (supported: %3)</source>
        <translation>%1: model_type &apos;%2&apos; には対応していません（対応: %3）</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>入れ子が %1 階層を超えています</translation>
    </message>
    <message>
        <source>%1: cannot open &apos;%2&apos;</source>
        <translation>%1: &apos;%2&apos; を開けません</translation>
    </message>
    <message>
        <source>%1: shape is too large</source>
        <translation>%1: 形状が大きすぎます</translation>
    </message>
    <message>
        <source>%1: file is truncated (%2 bytes, shorter than the 8-byte header length)</source>
        <translation>%1: ファイルが途中で切れています（%2 バイトで、8 バイトのヘッダー長より短い）</translation>
    </message>
    <message>
        <source>%1: header length %2 goes beyond the end of the file (%3 bytes)</source>
        <translation>%1: ヘッダー長 %2 がファイルの終わり（%3 バイト）を超えています</translation>
    </message>
    <message>
        <source>%1: header is not valid JSON: %2</source>
        <translation>%1: ヘッダーが有効な JSON ではありません: %2</translation>
    </message>
    <message>
        <source>%1: header must be a JSON object, got %2</source>
        <translation>%1: ヘッダーは JSON オブジェクトである必要があります（値: %2）</translation>
    </message>
    <message>
        <source>must be a string or a list, got %1</source>
        <translation>は文字列またはリストである必要があります（型: %1）</translation>
    </message>
    <message>
        <source>one that supports CUDA %1</source>
        <translation>CUDA %1 に対応したもの</translation>
    </message>
    <message>
        <source>no NVIDIA driver is installed (libcuda.so.1 / nvcuda.dll was not found); the GPU support needs NVIDIA driver %1 or newer</source>
        <translation>NVIDIA ドライバーがインストールされていません（libcuda.so.1 / nvcuda.dll が見つかりません）。GPU サポートには NVIDIA ドライバー %1 以降が必要です</translation>
    </message>
    <message>
        <source>the NVIDIA driver supports CUDA %1, but the GPU support is built with CUDA %2: update the NVIDIA driver to %3 or newer</source>
        <translation>NVIDIA ドライバーは CUDA %1 までの対応ですが、GPU サポートは CUDA %2 でビルドされています。NVIDIA ドライバーを %3 以降に更新してください</translation>
    </message>
    <message>
        <source>quantize %1: only the CPU backend quantizes weights; use device cpu (the GPU&apos;s own precision setting chooses F32, F16 or BF16 there)</source>
        <translation>%1 量子化: 重みを量子化できるのは CPU バックエンドだけです。デバイスに cpu を指定してください（GPU では精度の設定で F32、F16、BF16 を選びます）</translation>
    </message>
    <message>
        <source>cannot dequantize %1 elements of %2</source>
        <translation>%2 の要素 %1 個は逆量子化できません</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; %3</source>
        <translation>%1: メタデータキー &apos;%2&apos; %3</translation>
    </message>
    <message>
        <source>has type %1, expected %2</source>
        <translation>の型が %1 です（%2 であるべきです）</translation>
    </message>
    <message>
        <source>%1: %2 has a string of %3 bytes at byte %4, past the end of the file (%5 bytes left)</source>
        <translation>%1: %2 のバイト %4 にある %3 バイトの文字列がファイルの終わりを越えています（残り %5 バイト）</translation>
    </message>
    <message>
        <source>%1: the file ends at byte %2, inside %3</source>
        <translation>%1: ファイルが %3 の途中、バイト %2 で終わっています</translation>
    </message>
    <message>
        <source>the header</source>
        <translation>ヘッダー</translation>
    </message>
    <message>
        <source>%1: %2 has value type %3, which GGUF does not define</source>
        <translation>%1: %2 の値の型 %3 は GGUF に定義されていません</translation>
    </message>
    <message>
        <source>%1: %2 is an array of arrays, which GGUF readers do not support</source>
        <translation>%1: %2 は配列の配列で、GGUF の読み込みでは扱えません</translation>
    </message>
    <message>
        <source>%1: %2 holds %3 elements, more than the %4 bytes left in the file could hold</source>
        <translation>%1: %2 の要素数 %3 は、ファイルの残り %4 バイトに収まる数を超えています</translation>
    </message>
    <message>
        <source>metadata entry %1</source>
        <translation>メタデータ項目 %1</translation>
    </message>
    <message>
        <source>metadata key &apos;%1&apos;</source>
        <translation>メタデータキー &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; appears twice</source>
        <translation>%1: メタデータキー &apos;%2&apos; が 2 回現れます</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; has type %3, expected %4</source>
        <translation>%1: メタデータキー &apos;%2&apos; の型が %3 です（%4 であるべきです）</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; = %3 must be a power of two</source>
        <translation>%1: メタデータキー &apos;%2&apos; = %3 は 2 のべき乗でなければなりません</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has rows of %3 elements, not a multiple of the %4 block of %5</source>
        <translation>%1: テンソル &apos;%2&apos; の行は %3 要素で、%4 のブロック %5 の倍数ではありません</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has dimensions %3, too large to address</source>
        <translation>%1: テンソル &apos;%2&apos; の次元 %3 は大きすぎて扱えません</translation>
    </message>
    <message>
        <source>tensor info %1</source>
        <translation>テンソル情報 %1</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;</source>
        <translation>テンソル &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has %3 dimensions (at most %4)</source>
        <translation>%1: テンソル &apos;%2&apos; の次元数は %3 です（最大 %4）</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has type %3, which ggml does not define</source>
        <translation>%1: テンソル &apos;%2&apos; の型 %3 は ggml に定義されていません</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; starts at offset %3, not a multiple of the alignment %4</source>
        <translation>%1: テンソル &apos;%2&apos; はオフセット %3 から始まり、アラインメント %4 の倍数ではありません</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; (%3 bytes at offset %4) ends past the end of the data section (%5 bytes)</source>
        <translation>%1: テンソル &apos;%2&apos;（オフセット %4 から %3 バイト）がデータ部（%5 バイト）の終わりを越えています</translation>
    </message>
    <message>
        <source>%1: tensors &apos;%2&apos; and &apos;%3&apos; overlap</source>
        <translation>%1: テンソル &apos;%2&apos; と &apos;%3&apos; が重なっています</translation>
    </message>
    <message>
        <source>%1: not a GGUF file (it starts with &quot;%2&quot;, not &quot;GGUF&quot;)</source>
        <translation>%1: GGUF ファイルではありません（先頭が &quot;GGUF&quot; ではなく &quot;%2&quot; です）</translation>
    </message>
    <message>
        <source>%1: GGUF version %2 is not supported (only 2 and 3, little-endian)</source>
        <translation>%1: GGUF バージョン %2 には対応していません（2 と 3、リトルエンディアンのみ）</translation>
    </message>
    <message>
        <source>%1: the header counts %2 tensors and %3 metadata keys, more than a file of %4 bytes can hold</source>
        <translation>%1: ヘッダーのテンソル数 %2 とメタデータキー数 %3 は、%4 バイトのファイルに収まる数を超えています</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; appears twice</source>
        <translation>%1: テンソル &apos;%2&apos; が 2 回現れます</translation>
    </message>
    <message>
        <source>= %1 is not supported: Tessera runs dense models, not mixtures of experts</source>
        <translation>= %1 には対応していません: Tessera が実行できるのは密なモデルで、混合エキスパートではありません</translation>
    </message>
    <message>
        <source>= %1 is not supported: it must equal the head dimension %2</source>
        <translation>= %1 には対応していません: ヘッドの次元 %2 と等しくなければなりません</translation>
    </message>
    <message>
        <source>= %1 must be even (RoPE rotates pairs)</source>
        <translation>= %1 は偶数でなければなりません（RoPE はペアを回転します）</translation>
    </message>
    <message>
        <source>= %1 does not match the %2 rows of tensor &apos;token_embd.weight&apos;</source>
        <translation>= %1 はテンソル &apos;token_embd.weight&apos; の行数 %2 と一致しません</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; belongs to layer %3, but %4 = %5</source>
        <translation>%1: テンソル &apos;%2&apos; は層 %3 のものですが、%4 = %5 です</translation>
    </message>
    <message>
        <source>has %1 entries, but tokenizer.ggml.tokens has %2</source>
        <translation>の項目数は %1 ですが、tokenizer.ggml.tokens は %2 です</translation>
    </message>
    <message>
        <source>has token type %1 for token %2 (GGUF defines 1 to 6)</source>
        <translation>でトークン %2 の種類が %1 です（GGUF の定義は 1 から 6）</translation>
    </message>
    <message>
        <source>has merge %1 = &quot;%2&quot;, not two pieces separated by a space</source>
        <translation>のマージ %1 = &quot;%2&quot; が、空白で区切られた 2 つの断片になっていません</translation>
    </message>
    <message>
        <source>= %1 must be a positive integer or null</source>
        <translation>= %1 は正の整数か null でなければなりません</translation>
    </message>
    <message>
        <source>= true is not supported: Tessera attends to the whole context in every layer</source>
        <translation>= true には対応していません: Tessera はすべての層でコンテキスト全体にアテンションをかけます</translation>
    </message>
    <message>
        <source>= %1 must be a positive number</source>
        <translation>= %1 は正の数でなければなりません</translation>
    </message>
    <message>
        <source>must be a list of %1 positive numbers (half the rotary dimensions), got %2</source>
        <translation>は %1 個の正の数のリスト（回転次元数の半分）でなければなりませんが、%2 でした</translation>
    </message>
    <message>
        <source>= %1 must be larger than low_freq_factor = %2</source>
        <translation>= %1 は low_freq_factor = %2 より大きくなければなりません</translation>
    </message>
    <message>
        <source>= %1 is not supported for %2 (only 1.0)</source>
        <translation>= %1 は %2 では対応していません（1.0 のみ）</translation>
    </message>
    <message>
        <source>= %1 must leave an even number of rotary dimensions between 2 and head_dim = %2</source>
        <translation>= %1 では回転する次元数が 2 以上 head_dim = %2 以下の偶数にならなければなりません</translation>
    </message>
    <message>
        <source>= %1 must be even for RoPE</source>
        <translation>= %1 は RoPE のために偶数でなければなりません</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; is not supported (supported: default, linear, dynamic, llama3, longrope, su)</source>
        <translation>= &quot;%1&quot; には対応していません（対応: default, linear, dynamic, llama3, longrope, su）</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is present, but config.json says the model has none (%3)</source>
        <translation>%1: テンソル &apos;%2&apos; がありますが、config.json ではモデルにこれはありません（%3）</translation>
    </message>
    <message>
        <source>= %1: the model is split into several files; merge them into one first (llama-gguf-split --merge)</source>
        <translation>= %1: モデルが複数のファイルに分割されています。先に 1 つに結合してください（llama-gguf-split --merge）</translation>
    </message>
    <message>
        <source>chat template line %1: %2</source>
        <translation>チャットテンプレート %1 行目: %2</translation>
    </message>
    <message>
        <source>has token %1 = &quot;%2&quot; twice</source>
        <translation>のトークン %1 = &quot;%2&quot; が重複しています</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is %3, expected %4</source>
        <translation>%1: テンソル &apos;%2&apos; は %3 ですが、%4 のはずです</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos;: %3 weights are not supported (supported: %4)</source>
        <translation>%1: テンソル &apos;%2&apos;: %3 の重みには対応していません（対応: %4）</translation>
    </message>
    <message>
        <source>the CUDA backend does not run %1 weights yet (the CPU does)</source>
        <translation>CUDA バックエンドはまだ %1 の重みを実行できません（CPU はできます）</translation>
    </message>
    <message>
        <source>must be a list of %1 zeros and ones (one per layer), got %2</source>
        <translation>は 0 と 1 からなる %1 個のリスト（層ごとに 1 つ）でなければなりませんが、%2 でした</translation>
    </message>
    <message>
        <source>must be a list of %1 layer types, &quot;full_attention&quot; or &quot;sliding_attention&quot;, got %2</source>
        <translation>は &quot;full_attention&quot; か &quot;sliding_attention&quot; の %1 個のリストでなければなりませんが、%2 でした</translation>
    </message>
    <message>
        <source>= %1 is not supported: Tessera applies sliding_window = %2 to every layer or to none, with use_sliding_window = true</source>
        <translation>= %1 には対応していません: Tessera は sliding_window = %2 をすべての層に適用するか、どの層にも適用しないかのどちらかで、use_sliding_window = true が必要です</translation>
    </message>
    <message>
        <source>cannot quantize %1 values to %2</source>
        <translation>%1 個の値を %2 に量子化できません</translation>
    </message>
</context>
</TS>
