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
    <name>ArrivalFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2</source>
        <translation>%1 쓰기에 실패했습니다: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for an arrivals file</source>
        <translation>%1: %2바이트는 도착 파일로는 너무 큽니다</translation>
    </message>
    <message>
        <source>%1: not a JSON object</source>
        <translation>%1: JSON 객체가 아닙니다</translation>
    </message>
    <message>
        <source>%1: field &quot;format&quot; must be &quot;%2&quot;</source>
        <translation>%1: 필드 &quot;format&quot;은(는) &quot;%2&quot;여야 합니다</translation>
    </message>
    <message>
        <source>%1: field &quot;version&quot; is %2, this Tessera reads version %3</source>
        <translation>%1: 필드 &quot;version&quot;이(가) %2입니다. 이 Tessera는 버전 %3을(를) 읽습니다</translation>
    </message>
    <message>
        <source>%1: field &quot;arrivals&quot; must be an array</source>
        <translation>%1: 필드 &quot;arrivals&quot;는 배열이어야 합니다</translation>
    </message>
    <message>
        <source>%1: field &quot;%2.%3&quot; has the invalid value %4</source>
        <translation>%1: 필드 &quot;%2.%3&quot;의 값 %4이(가) 올바르지 않습니다</translation>
    </message>
    <message>
        <source>%1: %2 must be an object</source>
        <translation>%1: %2은(는) 객체여야 합니다</translation>
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
    <message>
        <source>sampling.%1: expected a finite number</source>
        <translation>sampling.%1: 유한한 숫자여야 합니다</translation>
    </message>
    <message>
        <source>sampling.%1: expected a whole number from 0 to %2</source>
        <translation>sampling.%1: 0부터 %2까지의 정수여야 합니다</translation>
    </message>
    <message>
        <source>sampling.context_overflow: &apos;%1&apos; is not one of stop, truncate_middle, rolling_window</source>
        <translation>sampling.context_overflow: &apos;%1&apos;은(는) stop, truncate_middle, rolling_window 중 하나가 아닙니다</translation>
    </message>
</context>
<context>
    <name>ChatSession</name>
    <message>
        <source>This chat could not be saved to the history (%1). What is on screen is kept only until you close the chat: copy what you need to keep.</source>
        <translation>이 채팅을 기록에 저장하지 못했습니다(%1). 화면의 내용은 채팅을 닫을 때까지만 유지됩니다. 남겨야 할 내용은 복사해 두세요.</translation>
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
    <message>
        <source>Stop with a message</source>
        <translation>메시지를 표시하고 중지</translation>
    </message>
    <message>
        <source>Truncate the middle</source>
        <translation>중간 생략</translation>
    </message>
    <message>
        <source>Rolling window</source>
        <translation>롤링 윈도우</translation>
    </message>
    <message>
        <source>When the conversation no longer fits the model&apos;s context: refuse, leave out the messages after the first exchange, or leave out the oldest ones</source>
        <translation>대화가 모델의 컨텍스트에 더 이상 들어가지 않을 때: 거절하거나, 첫 대화 이후의 메시지를 빼거나, 가장 오래된 메시지를 뺍니다</translation>
    </message>
    <message>
        <source>Context overflow:</source>
        <translation>컨텍스트 초과 시:</translation>
    </message>
    <message>
        <source>In use: the built-in %1 format, chosen for this chat.</source>
        <translation>사용 중: 이 채팅에서 선택한 내장 %1 형식.</translation>
    </message>
    <message>
        <source>In use: the model&apos;s default (no model is loaded yet).</source>
        <translation>사용 중: 모델 기본값(아직 모델이 로드되지 않음).</translation>
    </message>
    <message>
        <source>In use: %1.</source>
        <translation>사용 중: %1.</translation>
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
    <message>
        <source>The import was cancelled.</source>
        <translation>가져오기가 취소되었습니다.</translation>
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
    <name>ChatTemplateText</name>
    <message>
        <source>the model&apos;s own Jinja template (%1-style)</source>
        <translation>모델 자체의 Jinja 템플릿(%1 계열)</translation>
    </message>
    <message>
        <source>the model&apos;s own Jinja template</source>
        <translation>모델 자체의 Jinja 템플릿</translation>
    </message>
    <message>
        <source>Tessera&apos;s built-in %1 format: the model&apos;s template cannot be used (%2)</source>
        <translation>Tessera 내장 %1 형식: 모델의 템플릿을 사용할 수 없습니다(%2)</translation>
    </message>
    <message>
        <source>Tessera&apos;s built-in %1 format: the model has no chat template</source>
        <translation>Tessera 내장 %1 형식: 모델에 채팅 템플릿이 없습니다</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message numerus="yes">
        <source>Show %n earlier message(s)</source>
        <translation>
            <numerusform>이전 메시지 %n개 보기</numerusform>
        </translation>
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
    <message>
        <source>Events</source>
        <translation>이벤트</translation>
    </message>
    <message>
        <source>Why this step</source>
        <translation>이 단계의 이유</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>재생</translation>
    </message>
    <message>
        <source>Record and replay arrivals, compare runs</source>
        <translation>도착을 기록하고 재생하며 실행을 비교</translation>
    </message>
    <message>
        <source>Save arrivals…</source>
        <translation>도착 저장…</translation>
    </message>
    <message>
        <source>Replay arrivals…</source>
        <translation>도착 재생…</translation>
    </message>
    <message>
        <source>Compare runs…</source>
        <translation>실행 비교…</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>실행 비교</translation>
    </message>
    <message>
        <source>Save arrivals</source>
        <translation>도착 저장</translation>
    </message>
    <message>
        <source>Arrivals (*.json)</source>
        <translation>도착 (*.json)</translation>
    </message>
    <message>
        <source>Saving the arrivals failed</source>
        <translation>도착 저장에 실패했습니다</translation>
    </message>
    <message>
        <source>Replay arrivals</source>
        <translation>도착 재생</translation>
    </message>
    <message>
        <source>Replay failed</source>
        <translation>재생에 실패했습니다</translation>
    </message>
</context>
<context>
    <name>DistributionView</name>
    <message>
        <source>Time to first token</source>
        <translation>첫 토큰까지의 시간</translation>
    </message>
    <message>
        <source>Inter-token latency</source>
        <translation>토큰 간 지연</translation>
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
        <translation>상자: p50–p90, 수염: p99까지</translation>
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
        <source>The engine inside Tessera runs the model you open with File → Open model folder… (or Open GGUF model file…), on this computer&apos;s GPU or CPU. Its dashboard shows every scheduler step.</source>
        <translation>Tessera 내장 엔진은 파일 → 모델 폴더 열기…(또는 GGUF 모델 파일 열기…)로 연 모델을 이 컴퓨터의 GPU 또는 CPU에서 실행합니다. 그 대시보드에는 스케줄러의 모든 단계가 표시됩니다.</translation>
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
    <name>EventListView</name>
    <message>
        <source>step %1: %2 admitted</source>
        <translation>단계 %1: %2 수락됨</translation>
    </message>
    <message>
        <source>step %1: %2 preempted</source>
        <translation>단계 %1: %2 선점됨</translation>
    </message>
    <message>
        <source>step %1: %2 finished</source>
        <translation>단계 %1: %2 완료됨</translation>
    </message>
    <message>
        <source>Next admission</source>
        <translation>다음 수락</translation>
    </message>
    <message>
        <source>Show the step of the next admission in the list</source>
        <translation>목록에서 다음 수락의 단계를 표시</translation>
    </message>
    <message>
        <source>Next preemption</source>
        <translation>다음 선점</translation>
    </message>
    <message>
        <source>Show the step of the next preemption in the list</source>
        <translation>목록에서 다음 선점의 단계를 표시</translation>
    </message>
    <message>
        <source>Next finish</source>
        <translation>다음 완료</translation>
    </message>
    <message>
        <source>Show the step of the next finished request in the list</source>
        <translation>목록에서 다음으로 완료된 요청의 단계를 표시</translation>
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
        <source>could not write %1 to %2: %3</source>
        <translation>%1을(를) %2에 쓸 수 없습니다: %3</translation>
    </message>
    <message>
        <source>no tokenizer: the repository has neither tokenizer.json nor tokenizer.model</source>
        <translation>토크나이저 없음: 저장소에 tokenizer.json도 tokenizer.model도 없습니다</translation>
    </message>
    <message>
        <source>Tessera has no bundled copy of %1&apos;s config</source>
        <translation>Tessera에 %1의 설정 사본이 포함되어 있지 않습니다</translation>
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
        <source>Qwen 2.5 0.5B: small and quick, tools in its template</source>
        <translation>Qwen 2.5 0.5B: 작고 빠름, 템플릿이 도구를 지원</translation>
    </message>
    <message>
        <source>Qwen 2.5 1.5B</source>
        <translation>Qwen 2.5 1.5B</translation>
    </message>
    <message>
        <source>Qwen 3 0.6B: thinks before it answers</source>
        <translation>Qwen 3 0.6B: 답하기 전에 생각함</translation>
    </message>
    <message>
        <source>SmolLM2 1.7B: open weights and open data</source>
        <translation>SmolLM2 1.7B: 가중치와 데이터 모두 공개</translation>
    </message>
    <message>
        <source>Llama 3.2 1B; gated: accept the licence on the Hub and add a token</source>
        <translation>Llama 3.2 1B. 제한됨: Hub에서 라이선스에 동의하고 토큰을 추가하세요</translation>
    </message>
    <message>
        <source>Phi-3 mini 3.8B</source>
        <translation>Phi-3 mini 3.8B</translation>
    </message>
    <message>
        <source>Mistral 7B v0.3; gated: accept the licence on the Hub and add a token</source>
        <translation>Mistral 7B v0.3. 제한됨: Hub에서 라이선스에 동의하고 토큰을 추가하세요</translation>
    </message>
    <message>
        <source>TinyLlama 1.1B chat</source>
        <translation>TinyLlama 1.1B 채팅</translation>
    </message>
</context>
<context>
    <name>LocalAnswerSource</name>
    <message>
        <source>The model is still loading. Try again in a moment.</source>
        <translation>모델을 아직 로드하는 중입니다. 잠시 후 다시 시도하세요.</translation>
    </message>
    <message>
        <source>No model is loaded. Open a model folder first.</source>
        <translation>모델이 로드되지 않았습니다. 먼저 모델 폴더를 여세요.</translation>
    </message>
    <message>
        <source>This conversation (%1 tokens) no longer fits in the model&apos;s context of %2 tokens. Start a new chat or edit an earlier message.</source>
        <translation>이 대화(%1 토큰)는 모델의 컨텍스트(%2 토큰)에 더 이상 들어가지 않습니다. 새 채팅을 시작하거나 이전 메시지를 편집하세요.</translation>
    </message>
    <message>
        <source>The engine could not answer: %1</source>
        <translation>엔진이 답할 수 없었습니다: %1</translation>
    </message>
    <message>
        <source>Even with earlier messages left out, this conversation (%1 tokens) leaves no room for an answer in the model&apos;s context of %2 tokens. Shorten the last message.</source>
        <translation>이전 메시지를 빼도 이 대화(%1 토큰)는 모델의 컨텍스트(%2 토큰)에 답변할 공간을 남기지 않습니다. 마지막 메시지를 줄여 주세요.</translation>
    </message>
    <message>
        <source>Earlier messages were left out to fit the model&apos;s context: the model sees %1 of %2 (Chat settings, Context overflow).</source>
        <translation>모델의 컨텍스트에 맞추기 위해 이전 메시지를 뺐습니다: 모델이 보는 것은 %2개 중 %1개입니다(채팅 설정의 컨텍스트 초과 시).</translation>
    </message>
    <message>
        <source>The model&apos;s chat template cannot render this conversation: %1</source>
        <translation>모델의 채팅 템플릿이 이 대화를 만들 수 없습니다: %1</translation>
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
    <message>
        <source>Open &amp;GGUF model file…</source>
        <translation>GGUF 모델 파일 열기(&amp;G)…</translation>
    </message>
    <message>
        <source>Open a GGUF model file</source>
        <translation>GGUF 모델 파일 열기</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF 모델 (*.gguf)</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 가져오는 중…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was saved.</source>
        <translation>가져오기가 취소되었습니다. 아무것도 저장되지 않았습니다.</translation>
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
    <message>
        <source>Copy answer</source>
        <translation>답변 복사</translation>
    </message>
    <message>
        <source>Copy the whole answer, as Markdown, to the clipboard</source>
        <translation>답변 전체를 Markdown으로 클립보드에 복사합니다</translation>
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
    <message>
        <source>Assessed without the Hub, from Tessera&apos;s copy of its config.json and chat template. Check asks the Hub for the current files before a download.</source>
        <translation>Hub 없이 Tessera가 가진 config.json과 채팅 템플릿 사본으로 평가했습니다. 다운로드 전에 &apos;확인&apos;이 Hub에 최신 파일을 요청합니다.</translation>
    </message>
    <message>
        <source>Hugging Face tokenizers, byte-level BPE</source>
        <translation>Hugging Face tokenizers, 바이트 수준 BPE</translation>
    </message>
    <message>
        <source>SentencePiece</source>
        <translation>SentencePiece</translation>
    </message>
    <message>
        <source>Tokenizer: %1 (%2).</source>
        <translation>토크나이저: %1(%2).</translation>
    </message>
    <message>
        <source>Chat template: %1.</source>
        <translation>채팅 템플릿: %1.</translation>
    </message>
    <message>
        <source>Download: about %1 of weights.</source>
        <translation>다운로드: 가중치 약 %1.</translation>
    </message>
    <message>
        <source>Memory: %1 on the CPU (the weights and a float32 KV cache of %2 tokens), %3 on a GPU (a 16-bit KV cache of the full context); this machine has %4 available.</source>
        <translation>메모리: CPU에서 %1(가중치와 %2 토큰 분량의 float32 KV 캐시), GPU에서 %3(전체 컨텍스트의 16비트 KV 캐시). 이 컴퓨터에서 사용 가능한 메모리는 %4입니다.</translation>
    </message>
    <message>
        <source>It fits in this machine&apos;s memory.</source>
        <translation>이 컴퓨터의 메모리에 들어갑니다.</translation>
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
    <message>
        <source>budget %1 · max_num_seqs %2 · %3 · %4 · %5 · %6 KV blocks of %7</source>
        <translation>예산 %1 · max_num_seqs %2 · %3 · %4 · %5 · %7토큰 KV 블록 %6개</translation>
    </message>
    <message>
        <source>chunked</source>
        <translation>청크 분할</translation>
    </message>
    <message>
        <source>unchunked</source>
        <translation>청크 분할 없음</translation>
    </message>
    <message>
        <source>prefix cache</source>
        <translation>프리픽스 캐시</translation>
    </message>
    <message>
        <source>no prefix cache</source>
        <translation>프리픽스 캐시 없음</translation>
    </message>
</context>
<context>
    <name>RemoteAnswerSource</name>
    <message>
        <source>the server&apos;s template for the model (the server renders the chat)</source>
        <translation>서버의 모델용 템플릿(채팅은 서버가 렌더링합니다)</translation>
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
    <name>ReplayController</name>
    <message>
        <source>Recorded %1</source>
        <translation>기록 %1</translation>
    </message>
    <message>
        <source>A replay is still running</source>
        <translation>재생이 아직 실행 중입니다</translation>
    </message>
    <message>
        <source>%1 holds no arrivals</source>
        <translation>%1에 도착이 없습니다</translation>
    </message>
    <message>
        <source>No model is loaded</source>
        <translation>불러온 모델이 없습니다</translation>
    </message>
    <message>
        <source>Replay %1 of %2</source>
        <translation>재생 %1 (%2)</translation>
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
    <name>RunComparePanel</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2</source>
        <translation>%1 쓰기에 실패했습니다: %2</translation>
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
        <translation>CSV 내보내기</translation>
    </message>
    <message>
        <source>Save a run&apos;s steps or requests as CSV</source>
        <translation>실행의 스텝 또는 요청을 CSV로 저장</translation>
    </message>
    <message>
        <source>Steps of A…</source>
        <translation>A의 스텝…</translation>
    </message>
    <message>
        <source>Requests of A…</source>
        <translation>A의 요청…</translation>
    </message>
    <message>
        <source>Steps of B…</source>
        <translation>B의 스텝…</translation>
    </message>
    <message>
        <source>Requests of B…</source>
        <translation>B의 요청…</translation>
    </message>
    <message>
        <source>Export steps as CSV</source>
        <translation>스텝을 CSV로 내보내기</translation>
    </message>
    <message>
        <source>Export requests as CSV</source>
        <translation>요청을 CSV로 내보내기</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>내보내기에 실패했습니다</translation>
    </message>
    <message>
        <source>A knobs:</source>
        <translation>A 설정:</translation>
    </message>
    <message>
        <source>B knobs:</source>
        <translation>B 설정:</translation>
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
        <translation>%2 중 %1</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>요청</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>스텝</translation>
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
        <translation>선점</translation>
    </message>
    <message>
        <source>Peak KV blocks used</source>
        <translation>KV 블록 최대 사용량</translation>
    </message>
    <message>
        <source>Mean KV blocks used</source>
        <translation>KV 블록 평균 사용량</translation>
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
    <message>
        <source>BF16 (CPU: faster prompts on CPUs with AVX512_BF16, slightly less exact)</source>
        <translation>BF16 (CPU: AVX512_BF16 지원 CPU에서 프롬프트 처리가 빠름, 정확도가 약간 낮음)</translation>
    </message>
    <message>
        <source>4-bit Q4_K_M (CPU: about half the memory of int8, less exact)</source>
        <translation>4비트 Q4_K_M (CPU: int8의 약 절반 메모리, 정확도 낮음)</translation>
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
    <name>WhyPanel</name>
    <message>
        <source>%1 waits behind %2 (first come, first served)</source>
        <translation>%1 은(는) %2 뒤에서 대기 (선착순)</translation>
    </message>
    <message>
        <source>%1 waits: its %2 prompt tokens exceed the %3 left of the token budget (chunked prefill is off)</source>
        <translation>%1 대기: 프롬프트 %2 토큰이 남은 토큰 예산 %3 을(를) 넘음 (청크 프리필 꺼짐)</translation>
    </message>
    <message>
        <source>%1 waits: the step&apos;s token budget of %2 is used</source>
        <translation>%1 대기: 이 단계의 토큰 예산 %2 을(를) 다 씀</translation>
    </message>
    <message>
        <source>%1 waits: %2 requests run, the max_num_seqs limit</source>
        <translation>%1 대기: 요청 %2 개 실행 중 (max_num_seqs 한도)</translation>
    </message>
    <message>
        <source>%1 waits: not in the running static batch</source>
        <translation>%1 대기: 실행 중인 정적 배치에 속하지 않음</translation>
    </message>
    <message>
        <source>%1 waits: this step preempted, so it admitted nobody</source>
        <translation>%1 대기: 이 단계에서 선점이 일어나 아무도 수락하지 않음</translation>
    </message>
    <message>
        <source>Step %1: nothing waits and nothing was preempted</source>
        <translation>단계 %1: 대기도 선점도 없음</translation>
    </message>
    <message>
        <source>%1 waits: short of KV blocks for its next %2 tokens (needs %3, %4 free)</source>
        <translation>%1 대기: 다음 %2 토큰을 위한 KV 블록 부족 (필요 %3, 빈 블록 %4)</translation>
    </message>
    <message>
        <source>%1 preempted: %2 was short of KV blocks (needs %3, %4 free); the priority policy takes the least important</source>
        <translation>%1 선점됨: %2 의 KV 블록 부족 (필요 %3, 빈 블록 %4); 우선순위 정책은 가장 덜 중요한 요청을 고름</translation>
    </message>
    <message>
        <source>%1 preempted: %2 was short of KV blocks (needs %3, %4 free); first come, first served takes the most recently admitted</source>
        <translation>%1 선점됨: %2 의 KV 블록 부족 (필요 %3, 빈 블록 %4); 선착순은 가장 최근에 수락된 요청을 고름</translation>
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
<context>
    <name>tessera::Message</name>
    <message>
        <source>the chat template refused the conversation (line %1): %2</source>
        <translation>채팅 템플릿이 이 대화를 거부했습니다(%1번째 줄): %2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is larger than %3 bytes, more than such a file holds</source>
        <translation>%1: &apos;%2&apos;이(가) %3바이트보다 큽니다. 이런 파일로서는 너무 큽니다</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a regular file</source>
        <translation>%1: &apos;%2&apos;은(는) 일반 파일이 아닙니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a regular file</source>
        <translation>&apos;%1&apos;은(는) 일반 파일이 아닙니다</translation>
    </message>
    <message>
        <source>API server: cannot start its connection thread (%1)</source>
        <translation>API 서버: 연결 스레드를 시작할 수 없습니다 (%1)</translation>
    </message>
    <message>
        <source>API server: could start only %1 of %2 worker threads (%3); lower --max-connections or raise the process limit (ulimit -u)</source>
        <translation>API 서버: 작업 스레드 %2개 중 %1개만 시작할 수 있었습니다 (%3). --max-connections를 낮추거나 프로세스 한도(ulimit -u)를 올리세요</translation>
    </message>
    <message>
        <source>CPU backend: could start only %1 of %2 threads (%3); use fewer threads or raise the process limit (ulimit -u)</source>
        <translation>CPU 백엔드: 스레드 %2개 중 %1개만 시작할 수 있었습니다 (%3). 스레드 수를 줄이거나 프로세스 한도(ulimit -u)를 올리세요</translation>
    </message>
    <message>
        <source>engine: the number of CPU threads must be 0 (all cores) to %1, got %2</source>
        <translation>엔진: CPU 스레드 수는 0(모든 코어)부터 %1 사이여야 합니다. 지정한 값: %2</translation>
    </message>
    <message>
        <source>logit_bias: token %1 (bias %2) must be an id in the vocabulary of %3 with a finite bias</source>
        <translation>logit_bias: 토큰 %1(바이어스 %2)은(는) 어휘 크기 %3 안의 ID여야 하며 바이어스는 유한한 값이어야 합니다</translation>
    </message>
    <message>
        <source>the weight file &apos;%1&apos; was truncated on disk while in use; restart with an intact copy of the model</source>
        <translation>가중치 파일 &apos;%1&apos;이(가) 사용 중에 디스크에서 잘렸습니다. 온전한 모델 사본으로 다시 시작하세요</translation>
    </message>
    <message>
        <source>this backend does not return hidden states (embeddings need the CPU backend)</source>
        <translation>이 백엔드는 은닉 상태를 반환하지 않습니다 (임베딩에는 CPU 백엔드가 필요합니다)</translation>
    </message>
    <message>
        <source>API server: cannot listen on %1:%2 (address in use, or not an address of this machine)</source>
        <translation>API 서버: %1:%2에서 수신 대기할 수 없습니다 (주소가 사용 중이거나 이 컴퓨터의 주소가 아닙니다)</translation>
    </message>
    <message>
        <source>KV cache: need at least one block of at least one token, got %1 blocks of %2</source>
        <translation>KV 캐시: 1 토큰 이상인 블록이 1개 이상 필요하지만 %2 토큰 블록 %1개가 지정되었습니다</translation>
    </message>
    <message>
        <source>KV cache: asked for %1 blocks, only %2 free</source>
        <translation>KV 캐시: %1 블록을 요청했지만 여유 블록은 %2개뿐입니다</translation>
    </message>
    <message>
        <source>KV cache: block %1 freed twice</source>
        <translation>KV 캐시: 블록 %1이(가) 두 번 해제되었습니다</translation>
    </message>
    <message>
        <source>scheduler: max_num_seqs must be at least 1, got %1</source>
        <translation>스케줄러: max_num_seqs는 1 이상이어야 합니다 (현재 값: %1)</translation>
    </message>
    <message>
        <source>scheduler: max_num_batched_tokens (%1) must be at least max_num_seqs (%2)</source>
        <translation>스케줄러: max_num_batched_tokens(%1)는 max_num_seqs(%2) 이상이어야 합니다</translation>
    </message>
    <message>
        <source>scheduler: without chunked prefill max_num_batched_tokens (%1) must be at least the max model length (%2), or long prompts could never be scheduled</source>
        <translation>스케줄러: 청크 프리필을 사용하지 않으면 max_num_batched_tokens(%1)가 최대 모델 길이(%2) 이상이어야 합니다. 그렇지 않으면 긴 프롬프트를 스케줄할 수 없습니다</translation>
    </message>
    <message>
        <source>request %1: the prompt is empty</source>
        <translation>요청 %1: 프롬프트가 비어 있습니다</translation>
    </message>
    <message>
        <source>request %1: prompt of %2 tokens does not fit the model&apos;s context of %3 tokens (at least one must be left to generate)</source>
        <translation>요청 %1: %2 토큰의 프롬프트가 모델의 컨텍스트(%3 토큰)에 들어가지 않습니다 (생성을 위해 최소 1 토큰은 남아야 합니다)</translation>
    </message>
    <message>
        <source>request %1: prompt of %2 tokens does not fit the KV cache, which holds %3 tokens (%4 blocks of %5)</source>
        <translation>요청 %1: %2 토큰의 프롬프트가 KV 캐시에 들어가지 않습니다. KV 캐시에는 %3 토큰이 들어갑니다 (%5 토큰 블록 %4개)</translation>
    </message>
    <message>
        <source>scheduler: the runner returned no token for request %1 (sampled tokens must follow the plan&apos;s order)</source>
        <translation>스케줄러: 러너가 요청 %1의 토큰을 반환하지 않았습니다 (샘플링된 토큰은 계획의 순서를 따라야 합니다)</translation>
    </message>
    <message>
        <source>engine: max_model_len %1 must be between 2 and the model&apos;s context (%2, config.json field &apos;max_position_embeddings&apos;)</source>
        <translation>엔진: max_model_len %1은(는) 2와 모델의 컨텍스트(%2, config.json 필드 &apos;max_position_embeddings&apos;) 사이여야 합니다</translation>
    </message>
    <message>
        <source>engine: num_kv_blocks must not be negative, got %1</source>
        <translation>엔진: num_kv_blocks는 음수일 수 없습니다 (현재 값: %1)</translation>
    </message>
    <message>
        <source>engine: the KV cache budget of %1 MiB does not hold one block of %2 bytes</source>
        <translation>엔진: KV 캐시 예산 %1 MiB에는 %2바이트 블록이 하나도 들어가지 않습니다</translation>
    </message>
    <message>
        <source>engine: block_size must be between 1 and 1024, got %1</source>
        <translation>엔진: block_size는 1에서 1024 사이여야 합니다 (현재 값: %1)</translation>
    </message>
    <message>
        <source>request %1: prompt token %2 has id %3, outside the vocabulary of %4</source>
        <translation>요청 %1: 프롬프트 토큰 %2의 ID %3이(가) 어휘 크기 %4의 범위를 벗어납니다</translation>
    </message>
    <message>
        <source>request %1: %2</source>
        <translation>요청 %1: %2</translation>
    </message>
    <message>
        <source>temperature must be a finite number &gt;= 0</source>
        <translation>temperature는 0 이상의 유한한 숫자여야 합니다</translation>
    </message>
    <message>
        <source>top_p must be in (0, 1]</source>
        <translation>top_p는 0보다 크고 1 이하여야 합니다</translation>
    </message>
    <message>
        <source>top_k must be &gt;= 0</source>
        <translation>top_k는 0 이상이어야 합니다</translation>
    </message>
    <message>
        <source>min_p must be in [0, 1]</source>
        <translation>min_p는 0 이상 1 이하여야 합니다</translation>
    </message>
    <message>
        <source>repetition_penalty must be &gt; 0</source>
        <translation>repetition_penalty는 0보다 커야 합니다</translation>
    </message>
    <message>
        <source>logprobs must be -1 (none) to %1, got %2</source>
        <translation>logprobs는 -1(없음)부터 %1까지여야 합니다 (현재 값: %2)</translation>
    </message>
    <message>
        <source>prompt_logprobs must be -1 (none) to %1, got %2</source>
        <translation>prompt_logprobs는 -1(없음)부터 %1까지여야 합니다 (현재 값: %2)</translation>
    </message>
    <message>
        <source>max_tokens must be at least 1, got %1</source>
        <translation>max_tokens는 1 이상이어야 합니다 (현재 값: %1)</translation>
    </message>
    <message>
        <source>model forward failed: %1</source>
        <translation>모델 순전파에 실패했습니다: %1</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; is not supported (only &quot;silu&quot;)</source>
        <translation>값 &quot;%1&quot;은(는) 지원되지 않습니다 (&quot;silu&quot;만 지원)</translation>
    </message>
    <message>
        <source>= %1 must be a positive integer</source>
        <translation>값 %1은(는) 양의 정수여야 합니다</translation>
    </message>
    <message>
        <source>= %1 does not divide %2 = %3</source>
        <translation>값 %1은(는) %2 = %3의 약수가 아닙니다</translation>
    </message>
    <message>
        <source>= %1 must be positive</source>
        <translation>값 %1은(는) 양수여야 합니다</translation>
    </message>
    <message>
        <source>= %1 is out of range (must be below %2)</source>
        <translation>값 %1은(는) 범위를 벗어났습니다 (%2 미만이어야 합니다)</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; is not supported (float32, float16 or bfloat16)</source>
        <translation>값 &quot;%1&quot;은(는) 지원되지 않습니다 (지원: float32, float16, bfloat16)</translation>
    </message>
    <message>
        <source>= %1 is outside the vocabulary [0, %2)</source>
        <translation>값 %1은(는) 어휘 범위 [0, %2)를 벗어납니다</translation>
    </message>
    <message>
        <source>%1: not found in &apos;%2&apos; (is this a Hugging Face model directory?)</source>
        <translation>&apos;%2&apos;에 %1이(가) 없습니다 (Hugging Face 모델 폴더가 맞습니까?)</translation>
    </message>
    <message>
        <source>%1: expected a JSON object, got %2</source>
        <translation>%1: JSON 객체여야 합니다 (현재 값: %2)</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>값이 없습니다</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; %3</source>
        <translation>%1: &apos;%2&apos; 필드 %3</translation>
    </message>
    <message>
        <source>must be an integer, got %1</source>
        <translation>값은 정수여야 합니다 (현재 값: %1)</translation>
    </message>
    <message>
        <source>= %1 is out of range</source>
        <translation>값 %1은(는) 범위를 벗어났습니다</translation>
    </message>
    <message>
        <source>must be a number, got %1</source>
        <translation>값은 숫자여야 합니다 (현재 값: %1)</translation>
    </message>
    <message>
        <source>must be an object, got %1</source>
        <translation>값은 객체여야 합니다 (현재 값: %1)</translation>
    </message>
    <message>
        <source>must be a list, got %1</source>
        <translation>값은 목록이어야 합니다 (현재 값: %1)</translation>
    </message>
    <message>
        <source>must be one character, got %1</source>
        <translation>값은 한 글자여야 합니다 (현재 값: %1)</translation>
    </message>
    <message>
        <source>must be two tokens, got %1</source>
        <translation>값은 토큰 두 개여야 합니다 (현재 값: %1)</translation>
    </message>
    <message>
        <source>is &apos;%1&apos;, which is not supported (supported: %2)</source>
        <translation>값 &apos;%1&apos;은(는) 지원되지 않습니다 (지원: %2)</translation>
    </message>
    <message>
        <source>is not a valid regular expression: %1</source>
        <translation>은(는) 올바른 정규 표현식이 아닙니다: %1</translation>
    </message>
    <message>
        <source>names &apos;%1&apos;, which is not in the vocabulary</source>
        <translation>이(가) 가리키는 &apos;%1&apos;은(는) 어휘에 없습니다</translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation>값은 true 또는 false여야 합니다 (현재 값: %1)</translation>
    </message>
    <message>
        <source>must be a string, got %1</source>
        <translation>값은 문자열이어야 합니다 (현재 값: %1)</translation>
    </message>
    <message>
        <source>must be an integer or a list of integers, got %1</source>
        <translation>값은 정수 또는 정수 목록이어야 합니다 (현재 값: %1)</translation>
    </message>
    <message>
        <source>cannot open &apos;%1&apos;</source>
        <translation>&apos;%1&apos;을(를) 열 수 없습니다</translation>
    </message>
    <message>
        <source>cannot read the size of &apos;%1&apos;</source>
        <translation>&apos;%1&apos;의 크기를 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>cannot map &apos;%1&apos;</source>
        <translation>&apos;%1&apos;을(를) 메모리에 매핑할 수 없습니다</translation>
    </message>
    <message>
        <source>cannot open &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos;을(를) 열 수 없습니다: %2</translation>
    </message>
    <message>
        <source>cannot read the size of &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos;의 크기를 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>cannot map &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos;을(를) 메모리에 매핑할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;</source>
        <translation>&apos;%1&apos;에 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>cannot split %1 tensors into %2 shards</source>
        <translation>텐서 %1개를 샤드 %2개로 나눌 수 없습니다</translation>
    </message>
    <message>
        <source>model shape &apos;%1&apos;: %2</source>
        <translation>모델 형상 &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>every size must be positive</source>
        <translation>모든 크기는 양수여야 합니다</translation>
    </message>
    <message>
        <source>heads must divide dim</source>
        <translation>차원은 헤드 수로 나누어떨어져야 합니다</translation>
    </message>
    <message>
        <source>kv heads must divide heads</source>
        <translation>헤드 수는 KV 헤드 수로 나누어떨어져야 합니다</translation>
    </message>
    <message>
        <source>model.safetensors would take more than 2^64 bytes</source>
        <translation>model.safetensors가 2^64바이트를 넘게 됩니다</translation>
    </message>
    <message>
        <source>model.safetensors would take %1 GB (%2 bytes) but only %3 GB are free in &apos;%4&apos;</source>
        <translation>model.safetensors에 %1 GB(%2바이트)가 필요하지만 &apos;%4&apos;의 여유 공간은 %3 GB뿐입니다</translation>
    </message>
    <message>
        <source>tokenizer &apos;%1&apos; not found</source>
        <translation>토크나이저 &apos;%1&apos;을(를) 찾을 수 없습니다</translation>
    </message>
    <message>
        <source>%1: &apos;shape&apos; must be a list, got %2</source>
        <translation>%1: &apos;shape&apos;은(는) 목록이어야 합니다 (현재 값: %2)</translation>
    </message>
    <message>
        <source>%1: &apos;shape&apos; has a bad dimension %2</source>
        <translation>%1: &apos;shape&apos;에 잘못된 차원 %2이(가) 있습니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos;</source>
        <translation>%1: 텐서 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: expected an object, got %2</source>
        <translation>%1: 객체여야 합니다 (현재 값: %2)</translation>
    </message>
    <message>
        <source>%1: &apos;dtype&apos; is missing or not a string</source>
        <translation>%1: &apos;dtype&apos;이(가) 없거나 문자열이 아닙니다</translation>
    </message>
    <message>
        <source>%1: &apos;data_offsets&apos; must be [begin, end], got %2</source>
        <translation>%1: &apos;data_offsets&apos;는 [begin, end]여야 합니다 (현재 값: %2)</translation>
    </message>
    <message>
        <source>%1: data_offsets [%2, %3] are outside the data region of %4 bytes</source>
        <translation>%1: data_offsets [%2, %3]이(가) %4바이트 데이터 영역을 벗어납니다</translation>
    </message>
    <message>
        <source>%1: shape %2 of %3 needs %4 bytes but data_offsets [%5, %6] hold %7</source>
        <translation>%1: %3 형식의 형상 %2에는 %4바이트가 필요하지만 data_offsets [%5, %6]의 크기는 %7바이트입니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; (bytes %3-%4) overlaps tensor &apos;%5&apos; (bytes %6-%7)</source>
        <translation>%1: 텐서 &apos;%2&apos;(바이트 %3-%4)이(가) 텐서 &apos;%5&apos;(바이트 %6-%7)와(과) 겹칩니다</translation>
    </message>
    <message>
        <source>%1: dtype &apos;%2&apos; is not supported (F32, F16 or BF16)</source>
        <translation>%1: dtype &apos;%2&apos;은(는) 지원되지 않습니다 (지원: F32, F16, BF16)</translation>
    </message>
    <message>
        <source>%1: not found (&apos;%2&apos;)</source>
        <translation>%1: 찾을 수 없습니다 (&apos;%2&apos;)</translation>
    </message>
    <message>
        <source>must map tensor names to files, got %1</source>
        <translation>값은 텐서 이름을 파일에 대응시키는 객체여야 합니다 (현재 값: %1)</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; maps to %3, not a file name</source>
        <translation>%1: 텐서 &apos;%2&apos;에 대응하는 %3은(는) 파일 이름이 아닙니다</translation>
    </message>
    <message>
        <source>%1: shard &apos;%2&apos; (holding tensor &apos;%3&apos;) is missing from &apos;%4&apos;</source>
        <translation>%1: &apos;%4&apos;에 샤드 &apos;%2&apos;(텐서 &apos;%3&apos; 포함)이(가) 없습니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is listed in shard &apos;%3&apos;, which does not contain it</source>
        <translation>%1: 텐서 &apos;%2&apos;이(가) 샤드 &apos;%3&apos;에 있다고 되어 있지만 그 샤드에는 없습니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; also appears in %3</source>
        <translation>%1: 텐서 &apos;%2&apos;이(가) %3에도 있습니다</translation>
    </message>
    <message>
        <source>no %1 or %2 in &apos;%3&apos;</source>
        <translation>&apos;%3&apos;에 %1도 %2도 없습니다</translation>
    </message>
    <message>
        <source>cannot create &apos;%1&apos;</source>
        <translation>&apos;%1&apos;을(를) 만들 수 없습니다</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos; (disk full?)</source>
        <translation>&apos;%1&apos;에 쓸 수 없습니다 (디스크가 가득 찼습니까?)</translation>
    </message>
    <message>
        <source>cannot rename &apos;%1&apos; to &apos;%2&apos;: %3</source>
        <translation>&apos;%1&apos;의 이름을 &apos;%2&apos;(으)로 바꿀 수 없습니다: %3</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>값은 객체여야 합니다</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a token id</source>
        <translation>%1: &apos;%2&apos;은(는) 토큰 ID가 아닙니다</translation>
    </message>
    <message>
        <source>needs a string &apos;content&apos;</source>
        <translation>값에는 문자열 &apos;content&apos;가 필요합니다</translation>
    </message>
    <message>
        <source>%1: expected a JSON object at the top level</source>
        <translation>%1: 최상위 수준은 JSON 객체여야 합니다</translation>
    </message>
    <message>
        <source>%1: tokenizer model file not found</source>
        <translation>%1: 토크나이저 모델 파일을 찾을 수 없습니다</translation>
    </message>
    <message>
        <source>%1: not found, and neither is %2</source>
        <translation>%1: 찾을 수 없습니다 (%2도 없습니다)</translation>
    </message>
    <message>
        <source>%1: not a valid SentencePiece model (%2)</source>
        <translation>%1: 올바른 SentencePiece 모델이 아닙니다 (%2)</translation>
    </message>
    <message>
        <source>%1: encoding failed (%2)</source>
        <translation>%1: 인코딩에 실패했습니다 (%2)</translation>
    </message>
    <message>
        <source>%1: decoding failed (%2)</source>
        <translation>%1: 디코딩에 실패했습니다 (%2)</translation>
    </message>
    <message>
        <source>%1: token id %2 is outside the vocabulary [0, %3)</source>
        <translation>%1: 토큰 ID %2이(가) 어휘 범위 [0, %3)를 벗어납니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is missing</source>
        <translation>%1: 텐서 &apos;%2&apos;이(가) 없습니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has shape %3, expected %4</source>
        <translation>%1: 텐서 &apos;%2&apos;의 형상이 %3이지만 %4이어야 합니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is %3 but the other linear weights are %4</source>
        <translation>%1: 텐서 &apos;%2&apos;은(는) %3이지만 다른 선형 레이어 가중치는 %4입니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; belongs to layer %3, but config.json says num_hidden_layers = %4</source>
        <translation>%1: 텐서 &apos;%2&apos;은(는) 레이어 %3에 속하지만 config.json에는 num_hidden_layers = %4로 되어 있습니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;lm_head.weight&apos; is missing and config.json does not tie it to the embeddings (tie_word_embeddings is false)</source>
        <translation>%1: 텐서 &apos;lm_head.weight&apos;이(가) 없고 config.json도 이를 임베딩과 공유하도록 설정하지 않았습니다 (tie_word_embeddings가 false)</translation>
    </message>
    <message>
        <source>perplexity: the text encodes to %1 token(s); at least 2 are needed</source>
        <translation>퍼플렉서티: 텍스트를 인코딩하면 %1 토큰입니다. 최소 2 토큰이 필요합니다</translation>
    </message>
    <message>
        <source>device cuda: %1</source>
        <translation>장치 cuda: %1</translation>
    </message>
    <message>
        <source>The GPU is not used: %1. Running on the CPU instead, which is much slower.</source>
        <translation>GPU를 사용하지 않습니다: %1. 대신 CPU에서 실행하며 훨씬 느립니다.</translation>
    </message>
    <message>
        <source>CPU backend: KV cache needs a positive block count and size, got %1 blocks of %2</source>
        <translation>CPU 백엔드: KV 캐시의 블록 수와 크기는 양수여야 합니다 (현재 값: %2 토큰 블록 %1개)</translation>
    </message>
    <message>
        <source>CPU backend: cannot allocate a KV cache of %1 MiB</source>
        <translation>CPU 백엔드: %1 MiB의 KV 캐시를 할당할 수 없습니다</translation>
    </message>
    <message>
        <source>CPU backend: weights have %1 layers, config.json says num_hidden_layers = %2</source>
        <translation>CPU 백엔드: 가중치는 %1개 레이어인데 config.json에는 num_hidden_layers = %2로 되어 있습니다</translation>
    </message>
    <message>
        <source>the GPU support is not installed (no %1 in any folder; on Debian it is the tessera-cuda package)</source>
        <translation>GPU 지원이 설치되어 있지 않습니다 (어느 폴더에도 %1이(가) 없습니다. Debian에서는 tessera-cuda 패키지입니다)</translation>
    </message>
    <message>
        <source>the GPU support is not installed (no %1 in %2; on Debian it is the tessera-cuda package)</source>
        <translation>GPU 지원이 설치되어 있지 않습니다 (%2에 %1이(가) 없습니다. Debian에서는 tessera-cuda 패키지입니다)</translation>
    </message>
    <message>
        <source>%1 could not be loaded: %2</source>
        <translation>%1을(를) 로드할 수 없었습니다: %2</translation>
    </message>
    <message>
        <source>%1 is not a Tessera CUDA module (it has no %2 function)</source>
        <translation>%1은(는) Tessera CUDA 모듈이 아닙니다 (%2 함수가 없습니다)</translation>
    </message>
    <message>
        <source>an unknown version</source>
        <translation>알 수 없는 버전</translation>
    </message>
    <message>
        <source>version %1 (module interface %2)</source>
        <translation>버전 %1(모듈 인터페이스 %2)</translation>
    </message>
    <message>
        <source>%1 is from Tessera %2, but this is Tessera %3 (module interface %4): install the GPU support of the same version</source>
        <translation>%1은(는) Tessera %2용이지만 현재 Tessera는 %3(모듈 인터페이스 %4)입니다: 같은 버전의 GPU 지원을 설치하세요</translation>
    </message>
    <message>
        <source>%1 lacks a required function (probe or make_backend)</source>
        <translation>%1에 필요한 함수(probe 또는 make_backend)가 없습니다</translation>
    </message>
    <message>
        <source>Computing in F16 instead of BF16: %1.</source>
        <translation>BF16 대신 F16으로 계산합니다: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: bad batch: %2</source>
        <translation>%1: 잘못된 배치: %2</translation>
    </message>
    <message>
        <source>sequence %1: query_start %2, expected %3 (sequences must tile the tokens in order)</source>
        <translation>시퀀스 %1: query_start가 %2이지만 %3이어야 합니다 (시퀀스는 토큰을 순서대로 빈틈없이 덮어야 합니다)</translation>
    </message>
    <message>
        <source>sequence %1: query_len %2 with context_len %3</source>
        <translation>시퀀스 %1: query_len %2과(와) context_len %3의 조합이 잘못되었습니다</translation>
    </message>
    <message>
        <source>sequence %1 ends at token %2 of %3</source>
        <translation>시퀀스 %1이(가) 토큰 %2에서 끝나지만 토큰은 %3개뿐입니다</translation>
    </message>
    <message>
        <source>sequence %1: block_table has %2 blocks, context_len %3 needs %4</source>
        <translation>시퀀스 %1: block_table에 블록이 %2개 있지만 context_len %3에는 %4개가 필요합니다</translation>
    </message>
    <message>
        <source>sequence %1: block_table[%2] = %3 is outside the %4-block cache</source>
        <translation>시퀀스 %1: block_table[%2] = %3이(가) %4블록 캐시의 범위를 벗어납니다</translation>
    </message>
    <message>
        <source>sequence %1: token %2 has position %3, expected %4</source>
        <translation>시퀀스 %1: 토큰 %2의 위치가 %3이지만 %4이어야 합니다</translation>
    </message>
    <message>
        <source>sequence %1: token %2 has slot %3, its block table gives %4</source>
        <translation>시퀀스 %1: 토큰 %2의 슬롯이 %3이지만 블록 테이블에 따르면 %4입니다</translation>
    </message>
    <message>
        <source>forward() before allocate_kv_cache()</source>
        <translation>allocate_kv_cache() 전에 forward()가 호출되었습니다</translation>
    </message>
    <message>
        <source>empty batch</source>
        <translation>배치가 비어 있습니다</translation>
    </message>
    <message>
        <source>%1 token_ids but %2 positions and %3 slots</source>
        <translation>token_ids는 %1개인데 위치는 %2개, 슬롯은 %3개입니다</translation>
    </message>
    <message>
        <source>block_size %1, the KV cache was allocated with %2</source>
        <translation>block_size가 %1이지만 KV 캐시는 %2(으)로 할당되었습니다</translation>
    </message>
    <message>
        <source>token %1 has id %2, outside the vocabulary of %3</source>
        <translation>토큰 %1의 ID %2이(가) 어휘 크기 %3의 범위를 벗어납니다</translation>
    </message>
    <message>
        <source>sequences cover %1 of %2 tokens</source>
        <translation>시퀀스가 %2 토큰 중 %1 토큰만 덮습니다</translation>
    </message>
    <message>
        <source>forward: logits row %1 contains NaN at token %2</source>
        <translation>forward: logits 행 %1의 토큰 %2에 NaN이 있습니다</translation>
    </message>
    <message>
        <source>%1: invalid JSON: %2</source>
        <translation>%1: 잘못된 JSON: %2</translation>
    </message>
    <message>
        <source>must be a list of names, got %1</source>
        <translation>값은 이름 목록이어야 합니다 (현재 값: %1)</translation>
    </message>
    <message>
        <source>%1: architecture &apos;%2&apos; is not supported (supported: %3)</source>
        <translation>%1: 아키텍처 &apos;%2&apos;은(는) 지원되지 않습니다 (지원: %3)</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; does not match architecture &apos;%2&apos; (expected &quot;%3&quot;)</source>
        <translation>값 &quot;%1&quot;이(가) 아키텍처 &apos;%2&apos;와(과) 맞지 않습니다 (&quot;%3&quot;이어야 합니다)</translation>
    </message>
    <message>
        <source>%1: neither &apos;architectures&apos; nor &apos;model_type&apos; says which model this is</source>
        <translation>%1: &apos;architectures&apos;와 &apos;model_type&apos; 어디에도 모델 종류가 없습니다</translation>
    </message>
    <message>
        <source>%1: model_type &apos;%2&apos; is not supported (supported: %3)</source>
        <translation>%1: model_type &apos;%2&apos;은(는) 지원되지 않습니다 (지원: %3)</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>중첩이 %1단계보다 깊습니다</translation>
    </message>
    <message>
        <source>%1: cannot open &apos;%2&apos;</source>
        <translation>%1: &apos;%2&apos;을(를) 열 수 없습니다</translation>
    </message>
    <message>
        <source>%1: shape is too large</source>
        <translation>%1: 형상이 너무 큽니다</translation>
    </message>
    <message>
        <source>%1: file is truncated (%2 bytes, shorter than the 8-byte header length)</source>
        <translation>%1: 파일이 잘렸습니다 (%2바이트로, 8바이트인 헤더 길이보다 짧습니다)</translation>
    </message>
    <message>
        <source>%1: header length %2 goes beyond the end of the file (%3 bytes)</source>
        <translation>%1: 헤더 길이 %2이(가) 파일 끝(%3바이트)을 넘어갑니다</translation>
    </message>
    <message>
        <source>%1: header is not valid JSON: %2</source>
        <translation>%1: 헤더가 올바른 JSON이 아닙니다: %2</translation>
    </message>
    <message>
        <source>%1: header must be a JSON object, got %2</source>
        <translation>%1: 헤더는 JSON 객체여야 합니다 (현재 값: %2)</translation>
    </message>
    <message>
        <source>must be a string or a list, got %1</source>
        <translation>값은 문자열 또는 목록이어야 합니다 (현재 형식: %1)</translation>
    </message>
    <message>
        <source>one that supports CUDA %1</source>
        <translation>CUDA %1을(를) 지원하는 버전</translation>
    </message>
    <message>
        <source>no NVIDIA driver is installed (libcuda.so.1 / nvcuda.dll was not found); the GPU support needs NVIDIA driver %1 or newer</source>
        <translation>NVIDIA 드라이버가 설치되어 있지 않습니다 (libcuda.so.1 / nvcuda.dll을 찾을 수 없습니다). GPU 지원에는 NVIDIA 드라이버 %1 이상이 필요합니다</translation>
    </message>
    <message>
        <source>the NVIDIA driver supports CUDA %1, but the GPU support is built with CUDA %2: update the NVIDIA driver to %3 or newer</source>
        <translation>NVIDIA 드라이버는 CUDA %1을(를) 지원하지만 GPU 지원은 CUDA %2(으)로 빌드되었습니다. NVIDIA 드라이버를 %3 이상으로 업데이트하세요</translation>
    </message>
    <message>
        <source>quantize %1: only the CPU backend quantizes weights; use device cpu (the GPU&apos;s own precision setting chooses F32, F16 or BF16 there)</source>
        <translation>%1 양자화: 가중치 양자화는 CPU 백엔드만 지원합니다. 장치로 cpu를 사용하세요 (GPU에서는 정밀도 설정으로 F32, F16, BF16을 선택합니다)</translation>
    </message>
    <message>
        <source>cannot dequantize %1 elements of %2</source>
        <translation>%2의 요소 %1개를 역양자화할 수 없습니다</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; %3</source>
        <translation>%1: 메타데이터 키 &apos;%2&apos; %3</translation>
    </message>
    <message>
        <source>has type %1, expected %2</source>
        <translation>의 형식이 %1입니다(%2이어야 합니다)</translation>
    </message>
    <message>
        <source>%1: %2 has a string of %3 bytes at byte %4, past the end of the file (%5 bytes left)</source>
        <translation>%1: %2의 바이트 %4에 있는 %3바이트 문자열이 파일 끝을 넘습니다(남은 바이트 %5)</translation>
    </message>
    <message>
        <source>%1: the file ends at byte %2, inside %3</source>
        <translation>%1: 파일이 %3 도중 바이트 %2에서 끝납니다</translation>
    </message>
    <message>
        <source>the header</source>
        <translation>헤더</translation>
    </message>
    <message>
        <source>%1: %2 has value type %3, which GGUF does not define</source>
        <translation>%1: %2의 값 형식 %3은(는) GGUF에 정의되어 있지 않습니다</translation>
    </message>
    <message>
        <source>%1: %2 is an array of arrays, which GGUF readers do not support</source>
        <translation>%1: %2은(는) 배열의 배열이며 GGUF 리더가 지원하지 않습니다</translation>
    </message>
    <message>
        <source>%1: %2 holds %3 elements, more than the %4 bytes left in the file could hold</source>
        <translation>%1: %2의 요소 %3개는 파일에 남은 %4바이트에 담길 수 있는 수를 넘습니다</translation>
    </message>
    <message>
        <source>metadata entry %1</source>
        <translation>메타데이터 항목 %1</translation>
    </message>
    <message>
        <source>metadata key &apos;%1&apos;</source>
        <translation>메타데이터 키 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; appears twice</source>
        <translation>%1: 메타데이터 키 &apos;%2&apos;이(가) 두 번 나옵니다</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; has type %3, expected %4</source>
        <translation>%1: 메타데이터 키 &apos;%2&apos;의 형식이 %3입니다(%4이어야 합니다)</translation>
    </message>
    <message>
        <source>%1: metadata key &apos;%2&apos; = %3 must be a power of two</source>
        <translation>%1: 메타데이터 키 &apos;%2&apos; = %3은(는) 2의 거듭제곱이어야 합니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has rows of %3 elements, not a multiple of the %4 block of %5</source>
        <translation>%1: 텐서 &apos;%2&apos;의 행은 요소 %3개로, %4 블록 %5의 배수가 아닙니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has dimensions %3, too large to address</source>
        <translation>%1: 텐서 &apos;%2&apos;의 차원 %3이(가) 너무 커서 다룰 수 없습니다</translation>
    </message>
    <message>
        <source>tensor info %1</source>
        <translation>텐서 정보 %1</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;</source>
        <translation>텐서 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has %3 dimensions (at most %4)</source>
        <translation>%1: 텐서 &apos;%2&apos;의 차원 수는 %3입니다(최대 %4)</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has type %3, which ggml does not define</source>
        <translation>%1: 텐서 &apos;%2&apos;의 형식 %3은(는) ggml에 정의되어 있지 않습니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; starts at offset %3, not a multiple of the alignment %4</source>
        <translation>%1: 텐서 &apos;%2&apos;은(는) 오프셋 %3에서 시작하며 정렬 %4의 배수가 아닙니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; (%3 bytes at offset %4) ends past the end of the data section (%5 bytes)</source>
        <translation>%1: 텐서 &apos;%2&apos;(오프셋 %4부터 %3바이트)이(가) 데이터 영역(%5바이트)의 끝을 넘습니다</translation>
    </message>
    <message>
        <source>%1: tensors &apos;%2&apos; and &apos;%3&apos; overlap</source>
        <translation>%1: 텐서 &apos;%2&apos;와(과) &apos;%3&apos;이(가) 겹칩니다</translation>
    </message>
    <message>
        <source>%1: not a GGUF file (it starts with &quot;%2&quot;, not &quot;GGUF&quot;)</source>
        <translation>%1: GGUF 파일이 아닙니다(&quot;GGUF&quot;가 아니라 &quot;%2&quot;(으)로 시작합니다)</translation>
    </message>
    <message>
        <source>%1: GGUF version %2 is not supported (only 2 and 3, little-endian)</source>
        <translation>%1: GGUF 버전 %2은(는) 지원되지 않습니다(2와 3, 리틀 엔디언만)</translation>
    </message>
    <message>
        <source>%1: the header counts %2 tensors and %3 metadata keys, more than a file of %4 bytes can hold</source>
        <translation>%1: 헤더의 텐서 %2개와 메타데이터 키 %3개는 %4바이트 파일에 담길 수 있는 수를 넘습니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; appears twice</source>
        <translation>%1: 텐서 &apos;%2&apos;이(가) 두 번 나옵니다</translation>
    </message>
    <message>
        <source>= %1 is not supported: Tessera runs dense models, not mixtures of experts</source>
        <translation>= %1은(는) 지원되지 않습니다: Tessera는 밀집 모델만 실행하며 전문가 혼합 모델은 실행하지 않습니다</translation>
    </message>
    <message>
        <source>= %1 is not supported: it must equal the head dimension %2</source>
        <translation>= %1은(는) 지원되지 않습니다: 헤드 차원 %2과(와) 같아야 합니다</translation>
    </message>
    <message>
        <source>= %1 must be even (RoPE rotates pairs)</source>
        <translation>= %1은(는) 짝수여야 합니다(RoPE는 쌍을 회전합니다)</translation>
    </message>
    <message>
        <source>= %1 does not match the %2 rows of tensor &apos;token_embd.weight&apos;</source>
        <translation>= %1이(가) 텐서 &apos;token_embd.weight&apos;의 행 수 %2과(와) 맞지 않습니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; belongs to layer %3, but %4 = %5</source>
        <translation>%1: 텐서 &apos;%2&apos;은(는) 레이어 %3에 속하지만 %4 = %5입니다</translation>
    </message>
    <message>
        <source>has %1 entries, but tokenizer.ggml.tokens has %2</source>
        <translation>의 항목은 %1개이지만 tokenizer.ggml.tokens는 %2개입니다</translation>
    </message>
    <message>
        <source>has token type %1 for token %2 (GGUF defines 1 to 6)</source>
        <translation>에서 토큰 %2의 종류가 %1입니다(GGUF는 1부터 6까지 정의합니다)</translation>
    </message>
    <message>
        <source>has merge %1 = &quot;%2&quot;, not two pieces separated by a space</source>
        <translation>의 병합 %1 = &quot;%2&quot;이(가) 공백으로 구분된 두 조각이 아닙니다</translation>
    </message>
    <message>
        <source>= %1 must be a positive integer or null</source>
        <translation>= %1 은(는) 양의 정수이거나 null이어야 합니다</translation>
    </message>
    <message>
        <source>= true is not supported: Tessera attends to the whole context in every layer</source>
        <translation>= true 는 지원되지 않습니다: Tessera는 모든 레이어에서 전체 컨텍스트에 어텐션을 적용합니다</translation>
    </message>
    <message>
        <source>= %1 must be a positive number</source>
        <translation>= %1 은(는) 양수여야 합니다</translation>
    </message>
    <message>
        <source>must be a list of %1 positive numbers (half the rotary dimensions), got %2</source>
        <translation>은(는) 양수 %1개의 목록(회전 차원 수의 절반)이어야 하는데 %2 입니다</translation>
    </message>
    <message>
        <source>= %1 must be larger than low_freq_factor = %2</source>
        <translation>= %1 은(는) low_freq_factor = %2 보다 커야 합니다</translation>
    </message>
    <message>
        <source>= %1 is not supported for %2 (only 1.0)</source>
        <translation>= %1 은(는) %2 에서 지원되지 않습니다(1.0만 가능)</translation>
    </message>
    <message>
        <source>= %1 must leave an even number of rotary dimensions between 2 and head_dim = %2</source>
        <translation>= %1 은(는) 회전 차원 수가 2 이상 head_dim = %2 이하의 짝수가 되도록 해야 합니다</translation>
    </message>
    <message>
        <source>= %1 must be even for RoPE</source>
        <translation>= %1 은(는) RoPE를 위해 짝수여야 합니다</translation>
    </message>
    <message>
        <source>= &quot;%1&quot; is not supported (supported: default, linear, dynamic, llama3, longrope, su)</source>
        <translation>= &quot;%1&quot; 은(는) 지원되지 않습니다(지원: default, linear, dynamic, llama3, longrope, su)</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is present, but config.json says the model has none (%3)</source>
        <translation>%1: 텐서 &apos;%2&apos; 이(가) 있지만 config.json에 따르면 모델에는 없습니다(%3)</translation>
    </message>
    <message>
        <source>= %1: the model is split into several files; merge them into one first (llama-gguf-split --merge)</source>
        <translation>= %1: 모델이 여러 파일로 나뉘어 있습니다. 먼저 하나로 합치십시오(llama-gguf-split --merge)</translation>
    </message>
    <message>
        <source>chat template line %1: %2</source>
        <translation>채팅 템플릿 %1번째 줄: %2</translation>
    </message>
    <message>
        <source>has token %1 = &quot;%2&quot; twice</source>
        <translation>의 토큰 %1 = &quot;%2&quot;이(가) 두 번 있습니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is %3, expected %4</source>
        <translation>%1: 텐서 &apos;%2&apos;이(가) %3이지만 %4이어야 합니다</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos;: %3 weights are not supported (supported: %4)</source>
        <translation>%1: 텐서 &apos;%2&apos;: %3 가중치는 지원되지 않습니다 (지원: %4)</translation>
    </message>
    <message>
        <source>the CUDA backend does not run %1 weights yet (the CPU does)</source>
        <translation>CUDA 백엔드는 아직 %1 가중치를 실행하지 않습니다 (CPU는 실행합니다)</translation>
    </message>
    <message>
        <source>must be a list of %1 zeros and ones (one per layer), got %2</source>
        <translation>은(는) 0과 1로 이루어진 %1개의 목록(레이어마다 하나)이어야 하는데 %2 입니다</translation>
    </message>
    <message>
        <source>must be a list of %1 layer types, &quot;full_attention&quot; or &quot;sliding_attention&quot;, got %2</source>
        <translation>은(는) &quot;full_attention&quot; 또는 &quot;sliding_attention&quot; 레이어 유형 %1개의 목록이어야 하는데 %2 입니다</translation>
    </message>
    <message>
        <source>= %1 is not supported: Tessera applies sliding_window = %2 to every layer or to none, with use_sliding_window = true</source>
        <translation>= %1 는 지원되지 않습니다: Tessera는 sliding_window = %2 를 모든 레이어에 적용하거나 어느 레이어에도 적용하지 않으며, use_sliding_window = true 가 필요합니다</translation>
    </message>
    <message>
        <source>cannot quantize %1 values to %2</source>
        <translation>값 %1개를 %2(으)로 양자화할 수 없음</translation>
    </message>
</context>
</TS>
