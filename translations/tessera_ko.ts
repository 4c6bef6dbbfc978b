<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>ApiServerDialog</name>
    <message>
        <source>Serve the open model over an OpenAI-compatible API</source>
        <translation>열린 모델을 OpenAI 호환 API로 제공</translation>
    </message>
    <message>
        <source>Allow other machines to connect</source>
        <translation>다른 컴퓨터의 연결 허용</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>로컬 API 서버</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>선택 사항</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>포트:</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>API 키:</translation>
    </message>
    <message>
        <source>Editors and scripts reach it at http://127.0.0.1:PORT/v1 with any OpenAI client. Its requests run on the same engine as your chats and show on the dashboard.</source>
        <translation>편집기와 스크립트는 어떤 OpenAI 클라이언트로든 http://127.0.0.1:PORT/v1 에 접속할 수 있습니다. 그 요청은 채팅과 같은 엔진에서 실행되며 대시보드에 표시됩니다.</translation>
    </message>
    <message>
        <source>Without an API key, anyone who can reach this computer can use the model.</source>
        <translation>API 키가 없으면 이 컴퓨터에 접속할 수 있는 누구나 모델을 사용할 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>BatchTimelineView</name>
    <message>
        <source>Batch: no steps recorded yet</source>
        <translation>배치: 아직 기록된 단계가 없습니다</translation>
    </message>
    <message>
        <source>Batch at step %1: %2 / %3 tokens (budget), %4 / %5 sequences (max_num_seqs)</source>
        <translation>단계 %1의 배치: %2 / %3 토큰(예산), %4 / %5 시퀀스(max_num_seqs)</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <source>Step %1: %2 tokens, %3 requests</source>
        <translation>단계 %1: %2 토큰, 요청 %3개</translation>
    </message>
    <message>
        <source>#%1 prefill %2 tokens (%3 of %4 prompt tokens already computed)</source>
        <translation>#%1 프리필 %2 토큰 (프롬프트 %4 토큰 중 %3 토큰은 이미 계산됨)</translation>
    </message>
    <message>
        <source>#%1 decode (%2 tokens in the cache)</source>
        <translation>#%1 디코드 (캐시에 %2 토큰)</translation>
    </message>
</context>
<context>
    <name>BlockMapView</name>
    <message>
        <source>KV cache %1% used: %2 used, %3 cached, %4 free of %5 blocks (%6 tokens each)</source>
        <translation>KV 캐시 %1% 사용: %5 블록 중 사용 %2, 캐시 %3, 여유 %4 (블록당 %6 토큰)</translation>
    </message>
    <message>
        <source>KV cache: no steps recorded yet</source>
        <translation>KV 캐시: 아직 기록된 단계가 없습니다</translation>
    </message>
    <message>
        <source>free</source>
        <translation>여유</translation>
    </message>
    <message>
        <source>free, cached prefix</source>
        <translation>여유, 접두사 캐시됨</translation>
    </message>
    <message>
        <source>shared by %1 requests</source>
        <translation>%1개 요청이 공유</translation>
    </message>
    <message>
        <source>used</source>
        <translation>사용 중</translation>
    </message>
    <message>
        <source>Block %1 (%2)</source>
        <translation>블록 %1 (%2)</translation>
    </message>
    <message>
        <source>Owners: %1</source>
        <translation>소유자: %1</translation>
    </message>
    <message>
        <source>Tokens: %1 / %2</source>
        <translation>토큰: %1 / %2</translation>
    </message>
    <message>
        <source>Hash: %1</source>
        <translation>해시: %1</translation>
    </message>
</context>
<context>
    <name>ChatJson</name>
    <message>
        <source>%1.%2: expected a string</source>
        <translation>%1.%2: 문자열이어야 합니다</translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation>%1: 객체여야 합니다</translation>
    </message>
    <message>
        <source>%1.role: &apos;%2&apos; is not one of system, user, assistant</source>
        <translation>%1.role: &apos;%2&apos;은(는) system, user, assistant 중 하나가 아닙니다</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>시스템 프롬프트</translation>
    </message>
    <message>
        <source>User</source>
        <translation>사용자</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>어시스턴트</translation>
    </message>
    <message>
        <source>System</source>
        <translation>시스템</translation>
    </message>
    <message>
        <source>not JSON: %1 at offset %2</source>
        <translation>JSON이 아닙니다: 오프셋 %2에서 %1</translation>
    </message>
    <message>
        <source>format: expected &apos;%1&apos;</source>
        <translation>format: &apos;%1&apos;이어야 합니다</translation>
    </message>
    <message>
        <source>version: %1 is not supported (expected %2)</source>
        <translation>version: %1은(는) 지원되지 않습니다(%2이어야 함)</translation>
    </message>
    <message>
        <source>messages: expected an array</source>
        <translation>messages: 배열이어야 합니다</translation>
    </message>
    <message>
        <source>%1.parent: %2 is not the index of an earlier message</source>
        <translation>%1.parent: %2은(는) 앞선 메시지의 인덱스가 아닙니다</translation>
    </message>
    <message>
        <source> (version %1 of %2)</source>
        <translation> (버전 %1/%2)</translation>
    </message>
    <message>
        <source>current: %1 is not the index of a message</source>
        <translation>current: %1은(는) 메시지의 인덱스가 아닙니다</translation>
    </message>
</context>
<context>
    <name>ChatListModel</name>
    <message>
        <source>Untitled chat</source>
        <translation>제목 없는 채팅</translation>
    </message>
    <message>
        <source>Last activity: %1</source>
        <translation>마지막 활동: %1</translation>
    </message>
</context>
<context>
    <name>ChatSampling</name>
    <message>
        <source>sampling.%1: expected a number</source>
        <translation>sampling.%1: 숫자여야 합니다</translation>
    </message>
    <message>
        <source>sampling.seed: expected an unsigned integer string</source>
        <translation>sampling.seed: 부호 없는 정수 문자열이어야 합니다</translation>
    </message>
</context>
<context>
    <name>ChatSession</name>
    <message>
        <source>No model is loaded. Open a model folder first.</source>
        <translation>모델이 로드되지 않았습니다. 먼저 모델 폴더를 여세요.</translation>
    </message>
    <message>
        <source>This conversation (%1 tokens) no longer fits in the model&apos;s context of %2 tokens. Start a new chat or edit an earlier message.</source>
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
    <message>
        <source>Preset:</source>
        <translation>프리셋:</translation>
    </message>
</context>
<context>
    <name>ChatStore</name>
    <message>
        <source>migration to schema %1 failed: %2</source>
        <translation>스키마 %1(으)로의 마이그레이션 실패: %2</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>폴더 %1을(를) 만들 수 없습니다</translation>
    </message>
    <message>
        <source>not an SQLite database</source>
        <translation>SQLite 데이터베이스가 아닙니다</translation>
    </message>
    <message>
        <source>it was written by a newer version of Tessera (schema %1; this version understands up to %2)</source>
        <translation>더 새로운 버전의 Tessera가 기록했습니다(스키마 %1, 이 버전은 %2까지 지원)</translation>
    </message>
    <message>
        <source>The chat history file %1 is damaged (%2). It was left untouched; you can keep it aside and start a new history.</source>
        <translation>채팅 기록 파일 %1이(가) 손상되었습니다(%2). 파일은 그대로 두었습니다. 따로 보관하고 새 기록을 시작할 수 있습니다.</translation>
    </message>
    <message>
        <source>The chat history file %1 is in use by another program (%2). Is Tessera already running? Close it and try again.</source>
        <translation>채팅 기록 파일 %1을(를) 다른 프로그램이 사용 중입니다(%2). Tessera가 이미 실행 중인가요? 닫고 다시 시도하세요.</translation>
    </message>
    <message>
        <source>The chat history file %1 cannot be used: %2. It was left untouched.</source>
        <translation>채팅 기록 파일 %1을(를) 사용할 수 없습니다: %2. 파일은 그대로 두었습니다.</translation>
    </message>
    <message>
        <source>The chat history file %1 cannot be opened: %2</source>
        <translation>채팅 기록 파일 %1을(를) 열 수 없습니다: %2</translation>
    </message>
    <message>
        <source>There is no damaged chat history file to set aside.</source>
        <translation>따로 보관할 손상된 채팅 기록 파일이 없습니다.</translation>
    </message>
    <message>
        <source>cannot rename %1</source>
        <translation>%1의 이름을 바꿀 수 없습니다</translation>
    </message>
    <message>
        <source>cannot rename it to %1</source>
        <translation>이름을 %1(으)로 바꿀 수 없습니다</translation>
    </message>
    <message>
        <source>The chat history is not open.</source>
        <translation>채팅 기록이 열려 있지 않습니다.</translation>
    </message>
    <message>
        <source>Chat history: %1</source>
        <translation>채팅 기록: %1</translation>
    </message>
    <message>
        <source>Chat history: message %1 does not exist</source>
        <translation>채팅 기록: 메시지 %1이(가) 없습니다</translation>
    </message>
    <message>
        <source>Cannot import the chat: %1</source>
        <translation>채팅을 가져올 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Chat history: message %1 is not in chat %2</source>
        <translation>채팅 기록: 메시지 %1은(는) 채팅 %2에 없습니다</translation>
    </message>
</context>
<context>
    <name>ChatStream</name>
    <message>
        <source>The answer was cut off: %1 The text so far is kept; Regenerate tries again.</source>
        <translation>답변이 중간에 끊겼습니다: %1 지금까지의 글은 유지됩니다. 다시 생성하면 다시 시도합니다.</translation>
    </message>
    <message>
        <source>The server stopped the answer: %1</source>
        <translation>서버가 답변을 중단했습니다: %1</translation>
    </message>
    <message>
        <source>The connection closed before the answer was complete.</source>
        <translation>답변이 끝나기 전에 연결이 닫혔습니다.</translation>
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
        <source>System prompt, chat template and sampling for this chat</source>
        <translation>이 채팅의 시스템 프롬프트, 채팅 템플릿, 샘플링</translation>
    </message>
    <message>
        <source>Generate another version of the last answer; earlier versions are kept</source>
        <translation>마지막 답변의 다른 버전을 생성합니다. 이전 버전은 유지됩니다</translation>
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
    <name>ConnectionTest</name>
    <message>
        <source>&quot;%1&quot; is not a server address; write it like http://host:8000.</source>
        <translation>&quot;%1&quot;은(는) 서버 주소가 아닙니다. http://host:8000 처럼 쓰십시오.</translation>
    </message>
    <message>
        <source>The server answered, but not with an OpenAI model list (no &quot;data&quot; array in its /v1/models answer).</source>
        <translation>서버가 응답했지만 OpenAI 모델 목록이 아닙니다 (/v1/models 응답에 &quot;data&quot; 배열이 없습니다).</translation>
    </message>
    <message>
        <source>The server serves no models.</source>
        <translation>서버가 제공하는 모델이 없습니다.</translation>
    </message>
    <message>
        <source>The server does not serve &quot;%1&quot;; it serves: %2.</source>
        <translation>서버는 &quot;%1&quot;을(를) 제공하지 않습니다. 제공하는 모델: %2.</translation>
    </message>
    <message>
        <source>Connected: %1 with %2 tokens of context.</source>
        <translation>연결됨: %1, 컨텍스트 %2 토큰.</translation>
    </message>
    <message>
        <source>Connected: %1 (the server does not say its context length).</source>
        <translation>연결됨: %1 (서버가 컨텍스트 길이를 알려 주지 않습니다).</translation>
    </message>
</context>
<context>
    <name>DashboardSwitch</name>
    <message>
        <source>Server dashboard</source>
        <translation>서버 대시보드</translation>
    </message>
    <message>
        <source>Scheduler dashboard</source>
        <translation>스케줄러 대시보드</translation>
    </message>
</context>
<context>
    <name>DashboardWidget</name>
    <message>
        <source>Cannot write %1</source>
        <translation>%1에 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>Writing %1 failed</source>
        <translation>%1 쓰기에 실패했습니다</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2</source>
        <translation>%1의 이름을 %2(으)로 바꿀 수 없습니다</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <source>Freeze the views on the current step</source>
        <translation>현재 단계에서 화면 고정</translation>
    </message>
    <message>
        <source>◀ Step</source>
        <translation>◀ 단계</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>단계 ▶</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>실시간</translation>
    </message>
    <message>
        <source>Recorded history</source>
        <translation>기록된 내역</translation>
    </message>
    <message>
        <source>Simulate load…</source>
        <translation>부하 시뮬레이션…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <source>Save the recording</source>
        <translation>기록 저장</translation>
    </message>
    <message>
        <source>Chrome trace (Perfetto)…</source>
        <translation>Chrome 트레이스(Perfetto)…</translation>
    </message>
    <message>
        <source>Step stats (JSON lines)…</source>
        <translation>단계 통계(JSON Lines)…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>지우기</translation>
    </message>
    <message>
        <source>Forget the recorded history</source>
        <translation>기록된 내역 지우기</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>수치</translation>
    </message>
    <message>
        <source>Scheduler knobs</source>
        <translation>스케줄러 조정</translation>
    </message>
    <message>
        <source>no steps</source>
        <translation>단계 없음</translation>
    </message>
    <message>
        <source>step %1 (%2 of %3)</source>
        <translation>단계 %1 (%3 중 %2)</translation>
    </message>
    <message>
        <source>Export Chrome trace</source>
        <translation>Chrome 트레이스 내보내기</translation>
    </message>
    <message>
        <source>Chrome trace (*.json)</source>
        <translation>Chrome 트레이스 (*.json)</translation>
    </message>
    <message>
        <source>Export step stats</source>
        <translation>단계 통계 내보내기</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>내보내기 실패</translation>
    </message>
    <message>
        <source>Freeze the views on the current step (Space)</source>
        <translation>현재 단계에서 화면 고정 (Space)</translation>
    </message>
    <message>
        <source>Show the previous recorded step (Left)</source>
        <translation>이전 기록된 단계 보기 (←)</translation>
    </message>
    <message>
        <source>Show the next recorded step (Right)</source>
        <translation>다음 기록된 단계 보기 (→)</translation>
    </message>
    <message>
        <source>Follow the newest step (End)</source>
        <translation>최신 단계 따라가기 (End)</translation>
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
    <name>EngineMessages</name>
    <message>
        <source>The GPU is not used: %1. Running on the CPU instead, which is much slower.</source>
        <translation>GPU를 사용하지 않습니다: %1. 대신 CPU에서 실행하며 훨씬 느립니다.</translation>
    </message>
    <message>
        <source>Computing in F16 instead of BF16: %1.</source>
        <translation>BF16 대신 F16으로 계산합니다: %1.</translation>
    </message>
    <message>
        <source>The CUDA device cannot be used: %1</source>
        <translation>CUDA 장치를 사용할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>config.json: not found in &apos;%1&apos; (is this a Hugging Face model directory?)</source>
        <translation>&apos;%1&apos;에 config.json이 없습니다 (Hugging Face 모델 폴더가 맞습니까?)</translation>
    </message>
    <message>
        <source>config.json: the architecture &apos;%1&apos; is not supported (supported: %2)</source>
        <translation>config.json: 아키텍처 &apos;%1&apos;은(는) 지원되지 않습니다 (지원: %2)</translation>
    </message>
    <message>
        <source>config.json: the model_type &apos;%1&apos; is not supported (supported: %2)</source>
        <translation>config.json: model_type &apos;%1&apos;은(는) 지원되지 않습니다 (지원: %2)</translation>
    </message>
    <message>
        <source>config.json: neither &apos;architectures&apos; nor &apos;model_type&apos; says which model this is</source>
        <translation>config.json: &apos;architectures&apos;와 &apos;model_type&apos; 어디에도 모델 종류가 없습니다</translation>
    </message>
    <message>
        <source>%1: the tensor &apos;%2&apos; is missing</source>
        <translation>%1: 텐서 &apos;%2&apos;이(가) 없습니다</translation>
    </message>
</context>
<context>
    <name>EnginePicker</name>
    <message>
        <source>The engine this chat&apos;s answers come from (Settings → Engines)</source>
        <translation>이 채팅의 답변을 생성하는 엔진 (설정 → 엔진)</translation>
    </message>
    <message>
        <source>Local (this computer)</source>
        <translation>로컬 (이 컴퓨터)</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <source>Use for new chats</source>
        <translation>새 채팅에 사용</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>연결 테스트</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>Add server</source>
        <translation>서버 추가</translation>
    </message>
    <message>
        <source>the server&apos;s --api-key; empty when it has none</source>
        <translation>서버의 --api-key. 없으면 비워 두십시오</translation>
    </message>
    <message>
        <source>The engine inside Tessera runs the model you open with File → Open model, on this computer&apos;s GPU or CPU. Its dashboard shows every scheduler step.</source>
        <translation>Tessera 내장 엔진은 파일 → 모델 열기로 연 모델을 이 컴퓨터의 GPU 또는 CPU에서 실행합니다. 그 대시보드에는 스케줄러의 모든 단계가 표시됩니다.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Server URL</source>
        <translation>서버 URL</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 키</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>%1 (new chats)</source>
        <translation>%1 (새 채팅)</translation>
    </message>
    <message>
        <source>Local (this computer)</source>
        <translation>로컬 (이 컴퓨터)</translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation>서버 %1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1에 연결하는 중…</translation>
    </message>
</context>
<context>
    <name>HistorySidebar</name>
    <message>
        <source>Search chats</source>
        <translation>채팅 검색</translation>
    </message>
    <message>
        <source>Untitled chat</source>
        <translation>제목 없는 채팅</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Markdown으로 내보내기…</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>JSON으로 내보내기…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Delete chat</source>
        <translation>채팅 삭제</translation>
    </message>
    <message>
        <source>Delete this chat and all its messages?</source>
        <translation>이 채팅과 모든 메시지를 삭제할까요?</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Tessera chat (*.json)</source>
        <translation>Tessera 채팅 (*.json)</translation>
    </message>
    <message>
        <source>Export chat</source>
        <translation>채팅 내보내기</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1에 쓸 수 없었습니다: %2</translation>
    </message>
</context>
<context>
    <name>HubAssessment</name>
    <message>
        <source>config.json is missing: this is not a Hugging Face transformers model folder</source>
        <translation>config.json이 없습니다: Hugging Face transformers 모델 폴더가 아닙니다</translation>
    </message>
    <message>
        <source>the weights are only in PyTorch .bin files; Tessera reads safetensors</source>
        <translation>가중치가 PyTorch .bin 파일뿐입니다. Tessera는 safetensors를 읽습니다</translation>
    </message>
    <message>
        <source>no .safetensors weights in the repository</source>
        <translation>저장소에 .safetensors 가중치가 없습니다</translation>
    </message>
    <message>
        <source>tokenizer.model is missing: Tessera&apos;s tokenizer is SentencePiece (tokenizer.json alone is not enough)</source>
        <translation>tokenizer.model이 없습니다: Tessera의 토크나이저는 SentencePiece입니다 (tokenizer.json만으로는 부족합니다)</translation>
    </message>
    <message>
        <source>could not write %1 to %2: %3</source>
        <translation>%1을(를) %2에 쓸 수 없습니다: %3</translation>
    </message>
</context>
<context>
    <name>HubInspector</name>
    <message>
        <source>&apos;%1&apos; is not a Hugging Face model id: expected owner/name or owner/name@revision</source>
        <translation>&apos;%1&apos;은(는) Hugging Face 모델 ID가 아닙니다: owner/name 또는 owner/name@revision 형식이어야 합니다</translation>
    </message>
    <message>
        <source>%1: the Hub refused access (401). The model is gated or private: add your Hugging Face token in Settings.</source>
        <translation>%1: Hub가 접근을 거부했습니다 (401). 게이트가 있거나 비공개 모델입니다. Hugging Face 토큰을 추가하세요.</translation>
    </message>
    <message>
        <source>%1: the Hub refused the token (401). Check that it is valid and has read access.</source>
        <translation>%1: Hub가 토큰을 거부했습니다 (401). 유효하고 읽기 권한이 있는지 확인하세요.</translation>
    </message>
    <message>
        <source>%1: access not granted yet (403). Accept the model&apos;s licence on its Hugging Face page with the account of your token.</source>
        <translation>%1: 아직 접근 권한이 없습니다 (403). 토큰의 계정으로 Hugging Face 모델 페이지에서 라이선스에 동의하세요.</translation>
    </message>
    <message>
        <source>%1: not found (404). Check the model id and the revision &apos;%2&apos;.</source>
        <translation>%1: 찾을 수 없습니다 (404). 모델 ID와 리비전 &apos;%2&apos;을(를) 확인하세요.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the Hub&apos;s answer about revision &apos;%2&apos; is not a JSON object</source>
        <translation>%1: 리비전 &apos;%2&apos;에 대한 Hub 응답이 JSON 객체가 아닙니다</translation>
    </message>
    <message>
        <source>%1: the Hub&apos;s file list is not a JSON array</source>
        <translation>%1: Hub의 파일 목록이 JSON 배열이 아닙니다</translation>
    </message>
</context>
<context>
    <name>InstalledModels</name>
    <message>
        <source>%1 is not a folder of the models directory %2</source>
        <translation>%1은(는) 모델 디렉터리 %2의 폴더가 아닙니다</translation>
    </message>
    <message>
        <source>could not delete everything in %1</source>
        <translation>%1의 내용을 모두 삭제하지 못했습니다</translation>
    </message>
</context>
<context>
    <name>KnobsPanel</name>
    <message>
        <source>Chunked prefill</source>
        <translation>청크 프리필</translation>
    </message>
    <message>
        <source>Prefix caching</source>
        <translation>접두사 캐싱</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 토큰</translation>
    </message>
    <message>
        <source>Continuous</source>
        <translation>연속</translation>
    </message>
    <message>
        <source>Static</source>
        <translation>정적</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>순차</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>전통적</translation>
    </message>
    <message>
        <source>First come, first served</source>
        <translation>도착 순서대로</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>우선순위</translation>
    </message>
    <message>
        <source>Token budget per step</source>
        <translation>단계당 토큰 예산</translation>
    </message>
    <message>
        <source>Max running requests</source>
        <translation>최대 실행 요청 수</translation>
    </message>
    <message>
        <source>Batching</source>
        <translation>배칭</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>대기열</translation>
    </message>
</context>
<context>
    <name>KnownModels</name>
    <message>
        <source>1.1B Llama, 2,048-token context, bfloat16 (about 2.2 GB)</source>
        <translation>1.1B Llama, 컨텍스트 2,048 토큰, bfloat16 (약 2.2 GB)</translation>
    </message>
    <message>
        <source>7B Mistral, 32k context, no sliding window, bfloat16 (about 14.5 GB)</source>
        <translation>7B Mistral, 컨텍스트 32k, 슬라이딩 윈도 없음, bfloat16 (약 14.5 GB)</translation>
    </message>
    <message>
        <source>7B Llama 2 chat, 4,096-token context, float16; gated: accept the licence and add a token</source>
        <translation>7B Llama 2 채팅, 컨텍스트 4,096 토큰, float16. 게이트: 라이선스에 동의하고 토큰을 추가하세요</translation>
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
    <message>
        <source>The download stopped: %1</source>
        <translation>다운로드가 중단되었습니다: %1</translation>
    </message>
    <message>
        <source>Download canceled.</source>
        <translation>다운로드를 취소했습니다.</translation>
    </message>
    <message>
        <source>&amp;Import chat…</source>
        <translation>채팅 가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>Import chat</source>
        <translation>채팅 가져오기</translation>
    </message>
    <message>
        <source>Tessera chat (*.json)</source>
        <translation>Tessera 채팅 (*.json)</translation>
    </message>
    <message>
        <source>Could not import %1:
%2</source>
        <translation>%1을(를) 가져올 수 없습니다:
%2</translation>
    </message>
    <message>
        <source>Model &amp;library…</source>
        <translation>모델 라이브러리(&amp;L)…</translation>
    </message>
    <message>
        <source>No translation for the language %1</source>
        <translation>언어 %1의 번역이 없습니다</translation>
    </message>
    <message>
        <source>&amp;Local API server…</source>
        <translation>로컬 API 서버(&amp;L)…</translation>
    </message>
    <message>
        <source>The API server did not start: %1</source>
        <translation>API 서버가 시작되지 않았습니다: %1</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>API server: %1</source>
        <translation>API 서버: %1</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>엔진(&amp;E)…</translation>
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
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Show the previous version</source>
        <translation>이전 버전 보기</translation>
    </message>
    <message>
        <source>Show the next version</source>
        <translation>다음 버전 보기</translation>
    </message>
    <message>
        <source>Edit this message and send it as a new version; the current one is kept</source>
        <translation>이 메시지를 편집해 새 버전으로 보냅니다. 현재 버전은 유지됩니다</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>버전 %1/%2</translation>
    </message>
    <message>
        <source>Send the edited text as a new version of this message</source>
        <translation>편집한 텍스트를 이 메시지의 새 버전으로 보냅니다</translation>
    </message>
    <message>
        <source>(interrupted: Tessera stopped while writing this answer; Regenerate writes it again)</source>
        <translation>(중단됨: 이 답변을 쓰는 도중 Tessera가 멈췄습니다. 다시 생성하면 새로 씁니다)</translation>
    </message>
</context>
<context>
    <name>MetricsPoller</name>
    <message>
        <source>The server has no /metrics.</source>
        <translation>서버에 /metrics가 없습니다.</translation>
    </message>
    <message>
        <source>Could not read the server&apos;s /metrics: %1</source>
        <translation>서버의 /metrics를 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>The server&apos;s /metrics has neither vLLM&apos;s nor tessera-server&apos;s metrics.</source>
        <translation>서버의 /metrics에는 vLLM 지표도 tessera-server 지표도 없습니다.</translation>
    </message>
</context>
<context>
    <name>ModelDownloader</name>
    <message>
        <source>%1: not a path inside the model folder</source>
        <translation>%1: 모델 폴더 안의 경로가 아닙니다</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>폴더 %1을(를) 만들 수 없습니다</translation>
    </message>
    <message>
        <source>%1: cannot write %2: %3</source>
        <translation>%1: %2에 쓸 수 없습니다: %3</translation>
    </message>
    <message>
        <source>the server refused to resume at byte %1</source>
        <translation>서버가 %1바이트부터 이어받기를 거부했습니다</translation>
    </message>
    <message>
        <source>%1: the server answered HTTP %2 for %3</source>
        <translation>%1: 서버가 %3에 대해 HTTP %2로 응답했습니다</translation>
    </message>
    <message>
        <source>the connection ended after %1 of %2 bytes</source>
        <translation>%2바이트 중 %1바이트 후 연결이 끊겼습니다</translation>
    </message>
    <message>
        <source>%1: the download was interrupted (%2); %3 bytes are kept and the next attempt resumes from there</source>
        <translation>%1: 다운로드가 중단되었습니다(%2). %3바이트는 보관되며 다음 시도는 거기서부터 이어집니다</translation>
    </message>
    <message>
        <source>%1: received %2 bytes, expected %3; the file was discarded</source>
        <translation>%1: %2바이트를 받았지만 %3바이트여야 합니다. 파일을 버렸습니다</translation>
    </message>
    <message>
        <source>%1: SHA-256 is %2, expected %3; the file was discarded</source>
        <translation>%1: SHA-256이 %2이지만 %3이어야 합니다. 파일을 버렸습니다</translation>
    </message>
    <message>
        <source>%1: cannot move the finished file into place: %2</source>
        <translation>%1: 완료된 파일을 제자리로 옮길 수 없습니다: %2</translation>
    </message>
</context>
<context>
    <name>ModelLibraryDialog</name>
    <message>
        <source>Model library</source>
        <translation>모델 라이브러리</translation>
    </message>
    <message>
        <source>Add a model from Hugging Face</source>
        <translation>Hugging Face에서 모델 추가</translation>
    </message>
    <message>
        <source>owner/name or owner/name@revision</source>
        <translation>owner/name 또는 owner/name@revision</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>확인</translation>
    </message>
    <message>
        <source>Ask the Hub for the files and config.json; nothing is downloaded</source>
        <translation>Hub에 파일 목록과 config.json을 묻습니다. 아무것도 다운로드하지 않습니다</translation>
    </message>
    <message>
        <source>Paste a model id or pick one, then Check.</source>
        <translation>모델 ID를 붙여넣거나 선택한 뒤 확인을 누르세요.</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>다운로드</translation>
    </message>
    <message>
        <source>hf_… (only for gated or private models)</source>
        <translation>hf_… (게이트 또는 비공개 모델에만 필요)</translation>
    </message>
    <message>
        <source>Hub token:</source>
        <translation>Hub 토큰:</translation>
    </message>
    <message>
        <source>Downloads</source>
        <translation>다운로드</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>진행률</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>재개</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>다운로드 취소</translation>
    </message>
    <message>
        <source>Installed models (%1)</source>
        <translation>설치된 모델 (%1)</translation>
    </message>
    <message>
        <source>Size on disk</source>
        <translation>디스크 크기</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>마지막 사용</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>사용</translation>
    </message>
    <message>
        <source>Switch the engine to this model</source>
        <translation>엔진을 이 모델로 전환합니다</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>폴더 열기</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>삭제…</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>모델 삭제</translation>
    </message>
    <message>
        <source>Delete %1 and all its files?</source>
        <translation>%1과(와) 모든 파일을 삭제할까요?</translation>
    </message>
    <message>
        <source>Asking the Hub about %1…</source>
        <translation>Hub에 %1 정보를 묻는 중…</translation>
    </message>
    <message>
        <source>Tessera can run it: %1, %2 parameters, context %3 tokens.</source>
        <translation>Tessera에서 실행할 수 있습니다: %1, 매개변수 %2개, 컨텍스트 %3 토큰.</translation>
    </message>
    <message>
        <source>Tessera cannot run it:</source>
        <translation>Tessera에서 실행할 수 없습니다:</translation>
    </message>
    <message>
        <source>Download: %1 in %2 files.</source>
        <translation>다운로드: 파일 %2개, %1.</translation>
    </message>
    <message>
        <source>Memory: %1 on the CPU (float32), %2 on a GPU; this machine has %3 available.</source>
        <translation>메모리: CPU(float32)에서 %1, GPU에서 %2. 이 컴퓨터의 사용 가능한 메모리는 %3입니다.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>Not enough memory to run it on this machine&apos;s CPU.</source>
        <translation>이 컴퓨터의 CPU에서 실행하기에 메모리가 부족합니다.</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <source>downloading</source>
        <translation>다운로드 중</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>일시 정지됨</translation>
    </message>
    <message>
        <source>done</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>canceled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <source>never</source>
        <translation>사용 안 함</translation>
    </message>
</context>
<context>
    <name>NumbersPanel</name>
    <message>
        <source>Step</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <source>Preemptions (total)</source>
        <translation>선점(합계)</translation>
    </message>
    <message>
        <source>Prompt tokens/s</source>
        <translation>프롬프트 토큰/초</translation>
    </message>
    <message>
        <source>Generation tokens/s</source>
        <translation>생성 토큰/초</translation>
    </message>
    <message>
        <source>TTFT p50/p90/p99</source>
        <translation>TTFT p50/p90/p99</translation>
    </message>
    <message>
        <source>Inter-token p50/p90/p99</source>
        <translation>토큰 간격 p50/p90/p99</translation>
    </message>
    <message>
        <source>Prefix cache hit rate</source>
        <translation>접두사 캐시 적중률</translation>
    </message>
    <message>
        <source>KV cache usage</source>
        <translation>KV 캐시 사용률</translation>
    </message>
    <message>
        <source> (live)</source>
        <translation> (실시간)</translation>
    </message>
    <message>
        <source> (paused)</source>
        <translation> (일시 정지됨)</translation>
    </message>
    <message>
        <source>%1% (%2 / %3 blocks)</source>
        <translation>%1% (%2 / %3 블록)</translation>
    </message>
    <message>
        <source>%1 / %2 / %3 ms</source>
        <translation>%1 / %2 / %3 ms</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n개 샘플</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PresetBar</name>
    <message>
        <source>Save as…</source>
        <translation>다른 이름으로 저장…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Save the settings below as a named preset</source>
        <translation>아래 설정을 이름 있는 프리셋으로 저장합니다</translation>
    </message>
    <message>
        <source>Delete the selected preset (chats that used it keep their settings)</source>
        <translation>선택한 프리셋을 삭제합니다 (이를 사용한 채팅의 설정은 유지됩니다)</translation>
    </message>
    <message>
        <source>Default for new chats with this model</source>
        <translation>이 모델의 새 채팅 기본값으로 사용</translation>
    </message>
    <message>
        <source>Default for new chats with %1</source>
        <translation>%1의 새 채팅 기본값으로 사용</translation>
    </message>
    <message>
        <source>Presets are kept in the chat history, which is not open.</source>
        <translation>프리셋은 채팅 기록에 저장되는데, 채팅 기록이 열려 있지 않습니다.</translation>
    </message>
    <message>
        <source>(this chat&apos;s own settings)</source>
        <translation>(이 채팅 자체 설정)</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>프리셋 저장</translation>
    </message>
    <message>
        <source>Preset name:</source>
        <translation>프리셋 이름:</translation>
    </message>
    <message>
        <source>Replace the preset &quot;%1&quot;?</source>
        <translation>프리셋 &quot;%1&quot;을(를) 바꿀까요?</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>프리셋 삭제</translation>
    </message>
    <message>
        <source>Delete the preset &quot;%1&quot;?</source>
        <translation>프리셋 &quot;%1&quot;을(를) 삭제할까요?</translation>
    </message>
</context>
<context>
    <name>PresetLibrary</name>
    <message>
        <source>Balanced</source>
        <translation>균형</translation>
    </message>
    <message>
        <source>Precise</source>
        <translation>정확</translation>
    </message>
    <message>
        <source>Creative</source>
        <translation>창의적</translation>
    </message>
    <message>
        <source>A preset needs a name.</source>
        <translation>프리셋에는 이름이 필요합니다.</translation>
    </message>
    <message>
        <source>Presets are kept in the chat history, which is not open.</source>
        <translation>프리셋은 채팅 기록에 저장되는데, 채팅 기록이 열려 있지 않습니다.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Switch model</source>
        <translation>모델 전환</translation>
    </message>
    <message numerus="yes">
        <source>%n chat(s) are still generating an answer.</source>
        <translation>
            <numerusform>%n개의 채팅이 아직 답변을 생성하고 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop them and switch</source>
        <translation>중지하고 전환</translation>
    </message>
    <message>
        <source>Switch when they finish</source>
        <translation>끝나면 전환</translation>
    </message>
    <message>
        <source>Stopped answers keep the text generated so far; you can regenerate them with the new model.</source>
        <translation>중지된 답변은 지금까지 생성된 텍스트를 유지합니다. 새 모델로 다시 생성할 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>RemoteDashboard</name>
    <message>
        <source>Requests</source>
        <translation>요청</translation>
    </message>
    <message>
        <source>KV cache in use</source>
        <translation>사용 중인 KV 캐시</translation>
    </message>
    <message>
        <source>Prefix cache hit rate</source>
        <translation>접두사 캐시 적중률</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>처리량</translation>
    </message>
    <message>
        <source>Preemptions</source>
        <translation>선점</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>첫 토큰까지의 시간</translation>
    </message>
    <message>
        <source>Inter-token latency</source>
        <translation>토큰 간 지연</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 토큰/초</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/초</translation>
    </message>
    <message>
        <source>This chat runs on the local engine.</source>
        <translation>이 채팅은 로컬 엔진에서 실행됩니다.</translation>
    </message>
    <message>
        <source>Reading /metrics…</source>
        <translation>/metrics를 읽는 중…</translation>
    </message>
    <message>
        <source>No metrics. %1</source>
        <translation>지표가 없습니다. %1</translation>
    </message>
    <message>
        <source>vLLM metrics</source>
        <translation>vLLM 지표</translation>
    </message>
    <message>
        <source>tessera-server metrics</source>
        <translation>tessera-server 지표</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 %4</source>
        <translation>%1 · %2 · %3 %4</translation>
    </message>
    <message>
        <source>running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>프롬프트</translation>
    </message>
    <message>
        <source>generated</source>
        <translation>생성됨</translation>
    </message>
</context>
<context>
    <name>RequestTimelineView</name>
    <message>
        <source>Requests: %1 shown (grey queued, solid prefill, light decode, red preempted)</source>
        <translation>요청: %1개 표시 (회색 대기, 진한 색 프리필, 옅은 색 디코드, 빨간색 선점)</translation>
    </message>
    <message>
        <source>, finished (%1)</source>
        <translation>, 종료됨 (%1)</translation>
    </message>
    <message>
        <source>Step %1: %2 (steps %3-%4, %5 tokens)</source>
        <translation>단계 %1: %2 (단계 %3-%4, %5 토큰)</translation>
    </message>
    <message>
        <source>Request %1</source>
        <translation>요청 %1</translation>
    </message>
</context>
<context>
    <name>SeriesChart</name>
    <message>
        <source>last %1 min</source>
        <translation>최근 %1분</translation>
    </message>
    <message>
        <source>last %1 s</source>
        <translation>최근 %1초</translation>
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
        <source>As stored in the model</source>
        <translation>모델에 저장된 그대로</translation>
    </message>
    <message>
        <source>int8 (CPU: smaller and faster, slightly less exact)</source>
        <translation>int8 (CPU: 더 작고 빠르지만 정확도가 약간 낮음)</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>가중치:</translation>
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
</context>
<context>
    <name>SimulateLoadDialog</name>
    <message>
        <source>to</source>
        <translation>~</translation>
    </message>
    <message>
        <source>Simulate load</source>
        <translation>부하 시뮬레이션</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>요청</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>프롬프트 토큰 수</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>출력 토큰 수</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>난수 시드</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>제출</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Tokens of this conversation in the model&apos;s context window</source>
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
    <name>TokenMixView</name>
    <message>
        <source>Prefill / decode: no steps recorded yet</source>
        <translation>프리필 / 디코드: 아직 기록된 단계가 없습니다</translation>
    </message>
    <message>
        <source>Step %1: %2 prefill + %3 decode tokens, %4 admitted, %5 preempted</source>
        <translation>단계 %1: 프리필 %2 + 디코드 %3 토큰, 수락 %4, 선점 %5</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>프리필</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>디코드</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Open model folder…</source>
        <translation>모델 폴더 열기…</translation>
    </message>
    <message>
        <source>Demo: tiny story model (1 MB)</source>
        <translation>데모: 작은 이야기 모델 (1 MB)</translation>
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

To start, open a Hugging Face model folder (Llama family: config.json, model.safetensors, tokenizer.model), try the tiny demo model that comes with Tessera (it writes short children&apos;s stories), or download TinyLlama-1.1B-Chat (about 2.2 GB).</source>
        <translation>Tessera는 이 컴퓨터에서 언어 모델을 실행합니다. 데이터는 밖으로 나가지 않습니다. 각 탭은 하나의 채팅이며, 모든 탭이 동시에 답을 씁니다. 하나의 엔진이 GPU 또는 CPU에서 단계마다 작업을 묶어 함께 처리합니다.

시작하려면 Hugging Face 모델 폴더(Llama 계열: config.json, model.safetensors, tokenizer.model)를 열거나, Tessera에 포함된 작은 데모 모델(짧은 동화를 씁니다)을 써 보거나, TinyLlama-1.1B-Chat(약 2.2 GB)을 다운로드하세요.</translation>
    </message>
    <message>
        <source>%1 of %2 MiB</source>
        <translation>%2 MiB 중 %1 MiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>Downloading file %1 of %2, %3: %4</source>
        <translation>파일 %1/%2(%3) 다운로드 중: %4</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Chat history</source>
        <translation>채팅 기록</translation>
    </message>
    <message>
        <source>%1

Set the damaged file aside and start a new history?</source>
        <translation>%1

손상된 파일을 따로 보관하고 새 기록을 시작할까요?</translation>
    </message>
    <message>
        <source>%1

Chats will not be saved in this session.</source>
        <translation>%1

이번 세션에서는 채팅이 저장되지 않습니다.</translation>
    </message>
</context>
</TS>
