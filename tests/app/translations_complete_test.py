#!/usr/bin/env python3
"""The shipped translations are complete and current.

Runs Qt's lupdate over the sources exactly as the README tells translators to (app/ and
engine/, where the engine's Message::tr templates are), into a fresh .ts file, and checks each
translations/tessera_*.ts against it: every string lupdate finds is there and translated (not
unfinished, not empty), nothing obsolete is left, and a translation keeps the source's places
(%1 ... %9, %n), so no argument of an engine message is lost in another language.

Environment: TESSERA_LUPDATE, the lupdate binary.
"""
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PLACE = re.compile(r"%(?:[1-9]|n)")


def messages(ts_file):
    """(context, source) -> list of translation texts ([] when unfinished or empty)."""
    found = {}
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "")
            texts = ([form.text or "" for form in translation.iter("numerusform")]
                     if message.get("numerus") == "yes" else [translation.text or ""])
            done = kind not in ("unfinished", "obsolete", "vanished") and all(texts)
            found[(name, message.findtext("source"))] = texts if done else []
    return found


def main():
    lupdate = os.environ["TESSERA_LUPDATE"]
    with tempfile.TemporaryDirectory() as tmp:
        fresh_ts = Path(tmp) / "fresh.ts"
        subprocess.run([lupdate, "-locations", "none", "-no-obsolete", "app", "engine",
                        "-ts", str(fresh_ts)], cwd=ROOT, check=True, capture_output=True)
        fresh = messages(fresh_ts)
    engine = [key for key in fresh if key[0] == "tessera::Message"]
    problems = [f"[{key[0]}] {key[1]!r}: write tessera::Message::tr, fully qualified (message.h)"
                for key in fresh if key[0] == "Message"]
    if len(engine) < 50:
        problems.append(f"lupdate found only {len(engine)} engine templates (context "
                        "tessera::Message): is Message::tr still collected?")
    for ts_file in sorted((ROOT / "translations").glob("tessera_*.ts")):
        shipped = messages(ts_file)
        for key in fresh:
            if key not in shipped:
                problems.append(f"{ts_file.name}: missing [{key[0]}] {key[1]!r} (run lupdate)")
            elif not shipped[key]:
                problems.append(f"{ts_file.name}: untranslated [{key[0]}] {key[1]!r}")
            else:
                want = sorted(PLACE.findall(key[1]))
                for text in shipped[key]:
                    if sorted(PLACE.findall(text)) != want and "%n" not in want:
                        problems.append(f"{ts_file.name}: places differ in [{key[0]}] "
                                        f"{key[1]!r} -> {text!r}")
        for key in shipped:
            if key not in fresh:
                problems.append(f"{ts_file.name}: obsolete [{key[0]}] {key[1]!r} (run lupdate)")
    for problem in problems:
        print(problem)
    print(f"{len(fresh)} strings ({len(engine)} engine templates), {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
