#!/usr/bin/env python3
"""Nothing sent is lost when the app is killed mid-answer (ctest app/kill_restart).

Starts the real `tessera` process (offscreen) on a fresh data folder, sends a message in each of
two tabs with `--send`, waits until the history file shows both answers being written (saved at
least twice while streaming), kills the process with SIGKILL, starts it again on the same data
folder and checks that both user messages are there, that both answers kept their text and are
marked 'interrupted', and that the database is intact.

The model is written by `tessera-make-model` with random weights (the tests' 4,000-piece
SentencePiece vocabulary): a realistic shape generates a few dozen tokens a second on a CPU, so the answers are still streaming
when the kill comes. The demo model writes a whole answer in a fifth of a second, before its first
save, so a kill could not land mid-answer reliably.

Environment: TESSERA_APP, TESSERA_MAKE_MODEL (the built programs), TESSERA_MODELS_DIR (the tests'
models folder, for its tokenizer).
"""

import os
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROMPTS = ["Tell me a story about a red fox.", "What is the capital of France?"]
WAIT_S = 300  # for each stage; the machine may be loaded and a first start slow
POLL_S = 0.05


class Flaw(Exception):
    """The product did something wrong."""


class Retry(Exception):
    """The scenario did not arise (an answer ended before the kill); not the product's fault."""


def make_model(tool, models_dir, out):
    tokenizer = Path(models_dir) / "tokenizers" / "sentencepiece-bpe" / "tokenizer.model"
    subprocess.run([tool, "--out", str(out), "--dim", "512", "--hidden", "1376", "--layers", "8",
                    "--heads", "8", "--vocab", "4000", "--ctx", "1024", "--dtype", "f32",
                    "--tied", "--tokenizer", str(tokenizer)],
                   check=True, stdout=subprocess.DEVNULL)


def app_env(home):
    env = dict(os.environ)
    runtime = home / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "config"), XDG_CACHE_HOME=str(home / "cache"),
               XDG_RUNTIME_DIR=str(runtime), QT_QPA_PLATFORM="offscreen")
    return env


def start_app(app, home, args, log):
    return subprocess.Popen([app, *args], env=app_env(home), stdout=log, stderr=subprocess.STDOUT)


def history_path(home):
    return home / "data" / "Tessera" / "tessera" / "history.sqlite"


def read_messages(db):
    """(chat_id, role, content, finish_reason, parent_id) rows, read only (the app may be writing)."""
    if not db.exists():
        return []
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30) as connection:
            return connection.execute(
                "SELECT chat_id, role, content, finish_reason, parent_id, id FROM messages "
                "ORDER BY chat_id, position").fetchall()
    except sqlite3.OperationalError as error:  # the schema is still being created
        if "no such table" in str(error):
            return []
        raise


def wait_until(what, condition, process=None):
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        result = condition()
        if result:
            return result
        if process is not None and process.poll() is not None:
            raise Flaw(f"the app exited with {process.returncode} while waiting for {what}")
        time.sleep(POLL_S)
    raise Flaw(f"no {what} after {WAIT_S} s")


def streaming_answers(db, first_seen):
    """Both answers' text once each was seen saved twice (growing) and neither has finished."""
    answers = [row for row in read_messages(db) if row[1] == "assistant"]
    for row in answers:
        if row[3] and row[0] not in first_seen:
            raise Flaw(f"chat {row[0]}: the answer finished ({row[3]!r}) and its text was never "
                       "saved while it streamed")
        if row[3]:
            raise Retry(f"an answer finished ({row[3]!r}) before the kill")
    growing = {}
    for row in answers:
        text = row[2]
        if text and row[0] not in first_seen:
            first_seen[row[0]] = text
        elif text and len(text) > len(first_seen.get(row[0], "")):
            growing[row[0]] = text
    return growing if len(growing) == len(PROMPTS) else None


def run_once(app, model, home):
    db = history_path(home)
    log_path = home / "app.log"
    with open(log_path, "wb") as log:
        sends = [arg for prompt in PROMPTS for arg in ("--send", prompt)]
        first = start_app(app, home, ["--model", str(model), "--device", "cpu", *sends], log)
        try:
            first_seen = {}
            before_kill = wait_until("two answers streaming into the history",
                                     lambda: streaming_answers(db, first_seen), first)
        finally:
            first.send_signal(signal.SIGKILL)
            first.wait()
        print(f"killed mid-answer: {[len(t) for t in before_kill.values()]} characters saved")

        # The restart opens the history; opening it marks what was streaming.
        second = start_app(app, home, [], log)
        try:
            wait_until("answers marked interrupted after the restart",
                       lambda: all_interrupted(read_messages(db)),
                       second)
        finally:
            second.terminate()
            second.wait()
    check_history(db, before_kill)


def all_interrupted(rows):
    answers = [row for row in rows if row[1] == "assistant"]
    return bool(answers) and all(row[3] == "interrupted" for row in answers)


def check_history(db, before_kill):
    rows = read_messages(db)
    users = [row for row in rows if row[1] == "user"]
    answers = [row for row in rows if row[1] == "assistant"]
    if sorted(row[2] for row in users) != sorted(PROMPTS):
        raise Flaw(f"user messages {[row[2] for row in users]}, sent {PROMPTS}")
    if len(answers) != len(PROMPTS):
        raise Flaw(f"{len(answers)} answers in the history, expected {len(PROMPTS)}")
    for answer in answers:
        chat_id, _, text, reason, parent_id, _ = answer
        user = next((row for row in users if row[0] == chat_id), None)
        if user is None or parent_id != user[5]:
            raise Flaw(f"the answer in chat {chat_id} does not follow its user message")
        if reason != "interrupted":
            raise Flaw(f"chat {chat_id}: finish reason {reason!r}, expected 'interrupted'")
        # Saved text is never lost: the last text seen before the kill is still there.
        if not text or not text.startswith(before_kill[chat_id]):
            raise Flaw(f"chat {chat_id}: {len(text)} characters after the restart do not start "
                       f"with the {len(before_kill[chat_id])} saved before the kill")
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as connection:
        integrity = connection.execute("PRAGMA integrity_check").fetchall()
        if integrity != [("ok",)]:
            raise Flaw(f"integrity_check: {integrity}")
        broken = connection.execute("PRAGMA foreign_key_check").fetchall()
        if broken:
            raise Flaw(f"foreign_key_check: {broken}")


def main():
    app = os.environ["TESSERA_APP"]
    tool = os.environ["TESSERA_MAKE_MODEL"]
    models_dir = os.environ["TESSERA_MODELS_DIR"]
    with tempfile.TemporaryDirectory(prefix="tessera-kill-") as scratch:
        scratch = Path(scratch)
        model = scratch / "model"
        make_model(tool, models_dir, model)
        for attempt in range(1, 4):
            home = scratch / f"home{attempt}"
            home.mkdir()
            try:
                run_once(app, model, home)
                print("ok: both messages and both interrupted answers survived the kill")
                return 0
            except Retry as why:
                print(f"attempt {attempt}: {why}; again on a fresh data folder")
            except Flaw as flaw:
                print(f"FAIL: {flaw}\n--- the app's output:")
                sys.stdout.write((home / "app.log").read_text(errors="replace")[-4000:])
                return 1
    print("FAIL: every attempt ended an answer before the kill")
    return 1


if __name__ == "__main__":
    sys.exit(main())
