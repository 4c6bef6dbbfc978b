<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>ChatSession</name>
    <message>
        <source>No model is loaded. Open a model folder first.</source>
        <translation>모델이 로드되지 않았습니다. 먼저 모델 폴더를 여세요.</translation>
    </message>
    <message>
        <source>This conversation (%1 tokens) no longer fits in the model's context of %2 tokens. Start a new chat or edit an earlier message.</source>
        <translation>이 대화(%1 토큰)는 모델의 컨텍스트(%2 토큰)에 더 이상 들어가지 않습니다. 새 채팅을 시작하거나 이전 메시지를 편집하세요.</translation>
    </message>
    <message>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>모델을 아직 로드하는 중입니다. 잠시 후 다시 시도하세요.</translation>
    </message>
    <message>
        <source>The engine could not answer: %1</source>
        <translation>엔진이 답할 수 없었습니다: %1</translation>
    </message>
</context>
<context>
    <name>ChatSettingsDialog</name>
    <message>
        <source>Chat settings</source>
        <translation>채팅 설정</translation>
    </message>
    <message>
        <source>Instructions the model sees before the conversation</source>
        <translation>대화 전에 모델이 보는 지시문</translation>
    </message>
    <message>
        <source>Model default</source>
        <translation>모델 기본값</translation>
    </message>
    <message>
        <source>0 always picks the most likely token (greedy)</source>
        <translation>0이면 항상 가장 가능성이 높은 토큰을 고릅니다(그리디)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>끔</translation>
    </message>
    <message>
        <source>random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <source>System prompt:</source>
        <translation>시스템 프롬프트:</translation>
    </message>
    <message>
        <source>Chat template:</source>
        <translation>채팅 템플릿:</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>온도:</translation>
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
        <translation>반복 페널티:</translation>
    </message>
    <message>
        <source>Max new tokens:</source>
        <translation>최대 생성 토큰 수:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>시드:</translation>
    </message>
</context>
<context>
    <name>ChatTab</name>
    <message>
        <source>Send</source>
        <translation>보내기</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>다시 생성</translation>
    </message>
    <message>
        <source>Chat settings…</source>
        <translation>채팅 설정…</translation>
    </message>
    <message>
        <source>Stop this answer; the text so far is kept</source>
        <translation>이 답변을 중지합니다. 지금까지의 글은 유지됩니다</translation>
    </message>
    <message>
        <source>Generate the last answer again</source>
        <translation>마지막 답변을 다시 생성합니다</translation>
    </message>
    <message>
        <source>System prompt, chat template and sampling for this chat</source>
        <translation>이 채팅의 시스템 프롬프트, 채팅 템플릿, 샘플링</translation>
    </message>
</context>
<context>
    <name>ChatTabs</name>
    <message>
        <source>Rename chat</source>
        <translation>채팅 이름 바꾸기</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>이름:</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>새 채팅</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Write a message… (Enter sends, Shift+Enter for a new line)</source>
        <translation>메시지를 입력하세요… (Enter로 보내기, Shift+Enter로 줄 바꿈)</translation>
    </message>
</context>
<context>
    <name>EngineBridge</name>
    <message>
        <source>Reading model files…</source>
        <translation>모델 파일을 읽는 중…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>준비됨</translation>
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
        <translation>열린 모델 없음</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New chat</source>
        <translation>새 채팅(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Close chat</source>
        <translation>채팅 닫기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open model folder…</source>
        <translation>모델 폴더 열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Recent models</source>
        <translation>최근 모델</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>채팅(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>이름 바꾸기(&amp;R)…</translation>
    </message>
    <message>
        <source>Chat &amp;settings…</source>
        <translation>채팅 설정(&amp;S)…</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>중지(&amp;T)</translation>
    </message>
    <message>
        <source>Next chat</source>
        <translation>다음 채팅</translation>
    </message>
    <message>
        <source>Previous chat</source>
        <translation>이전 채팅</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>설정(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>환경 설정(&amp;P)…</translation>
    </message>
    <message>
        <source>Open a Hugging Face model folder</source>
        <translation>Hugging Face 모델 폴더 열기</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 로드 중…</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 tokens of context</source>
        <translation>%1 · %2 · 컨텍스트 %3 토큰</translation>
    </message>
    <message>
        <source>Could not open the model</source>
        <translation>모델을 열 수 없습니다</translation>
    </message>
    <message>
        <source>Tessera could not open the model folder
%1

%2</source>
        <translation>Tessera가 모델 폴더를 열 수 없었습니다
%1

%2</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>어시스턴트</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>편집</translation>
    </message>
    <message>
        <source>Edit this message and send it again; later messages are replaced</source>
        <translation>이 메시지를 편집해 다시 보냅니다. 이후 메시지는 바뀝니다</translation>
    </message>
    <message>
        <source>(stopped before any text was generated)</source>
        <translation>(글이 생성되기 전에 중지됨)</translation>
    </message>
    <message>
        <source>code</source>
        <translation>코드</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <source>Copy this code to the clipboard</source>
        <translation>이 코드를 클립보드에 복사합니다</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>복사됨</translation>
    </message>
    <message>
        <source>Send again</source>
        <translation>다시 보내기</translation>
    </message>
    <message>
        <source>Replace this message and everything after it</source>
        <translation>이 메시지와 그 이후를 모두 바꿉니다</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Split long prompts across steps (chunked prefill)</source>
        <translation>긴 프롬프트를 여러 단계로 나누기(청크 프리필)</translation>
    </message>
    <message>
        <source>Reuse the KV cache of shared prompt prefixes</source>
        <translation>공통 프롬프트 접두사의 KV 캐시 재사용</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>Automatic (GPU when available)</source>
        <translation>자동(GPU가 있으면 GPU)</translation>
    </message>
    <message>
        <source>GPU (CUDA)</source>
        <translation>GPU(CUDA)</translation>
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
        <translation>자동</translation>
    </message>
    <message>
        <source>Continuous batching</source>
        <translation>연속 배칭</translation>
    </message>
    <message>
        <source>Static batches</source>
        <translation>정적 배치</translation>
    </message>
    <message>
        <source>One request at a time</source>
        <translation>한 번에 요청 하나</translation>
    </message>
    <message>
        <source>First come, first served</source>
        <translation>도착 순서대로</translation>
    </message>
    <message>
        <source>By priority</source>
        <translation>우선순위순</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>시스템 언어</translation>
    </message>
    <message>
        <source>Model (applied when the model is loaded again)</source>
        <translation>모델(모델을 다시 로드할 때 적용)</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>장치:</translation>
    </message>
    <message>
        <source>KV cache size:</source>
        <translation>KV 캐시 크기:</translation>
    </message>
    <message>
        <source>Scheduler (applied at once)</source>
        <translation>스케줄러(즉시 적용)</translation>
    </message>
    <message>
        <source>Tokens per step:</source>
        <translation>단계당 토큰 수:</translation>
    </message>
    <message>
        <source>Requests at once:</source>
        <translation>동시 요청 수:</translation>
    </message>
    <message>
        <source>Batching:</source>
        <translation>배칭:</translation>
    </message>
    <message>
        <source>Queue order:</source>
        <translation>대기열 순서:</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>인터페이스</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>언어:</translation>
    </message>
    <message>
        <source>A new language is used after Tessera restarts.</source>
        <translation>새 언어는 Tessera를 다시 시작한 뒤 적용됩니다.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Tokens of this conversation in the model's context window</source>
        <translation>모델의 컨텍스트 창에서 이 대화가 차지하는 토큰 수</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>컨텍스트:</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>준비됨</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <source>Reading prompt</source>
        <translation>프롬프트 읽는 중</translation>
    </message>
    <message>
        <source>Generating</source>
        <translation>생성 중</translation>
    </message>
    <message>
        <source>Preempted (waiting for memory)</source>
        <translation>선점됨(메모리 대기 중)</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 토큰/초</translation>
    </message>
    <message>
        <source>%1 / %2 tokens</source>
        <translation>%1 / %2 토큰</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Open model folder…</source>
        <translation>모델 폴더 열기…</translation>
    </message>
    <message>
        <source>Download TinyLlama-1.1B-Chat</source>
        <translation>TinyLlama-1.1B-Chat 다운로드</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>다운로드 취소</translation>
    </message>
    <message>
        <source>Recent models</source>
        <translation>최근 모델</translation>
    </message>
    <message>
        <source>Welcome to Tessera</source>
        <translation>Tessera에 오신 것을 환영합니다</translation>
    </message>
    <message>
        <source>Tessera runs a language model on this computer — nothing leaves it. Every tab is a chat, and all tabs write their answers at the same time: one engine serves them together, batching their work step by step on the GPU or the CPU.

To start, open a Hugging Face model folder (Llama family: config.json, model.safetensors, tokenizer.model), or download TinyLlama-1.1B-Chat (about 2.2 GB).</source>
        <translation>Tessera는 이 컴퓨터에서 언어 모델을 실행합니다. 데이터는 밖으로 나가지 않습니다. 각 탭은 하나의 채팅이며, 모든 탭이 동시에 답을 씁니다. 하나의 엔진이 GPU 또는 CPU에서 단계마다 작업을 묶어 함께 처리합니다.

시작하려면 Hugging Face 모델 폴더(Llama 계열: config.json, model.safetensors, tokenizer.model)를 열거나 TinyLlama-1.1B-Chat(약 2.2 GB)을 다운로드하세요.</translation>
    </message>
    <message>
        <source>Downloading %1: %2 of %3 MiB</source>
        <translation>%1 다운로드 중: %3 MiB 중 %2 MiB</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
</context>
</TS>
