#!/usr/bin/env python3
"""Regenerates ../prompt_injection.jsonl, ../output_safety.jsonl, ../agent_action.jsonl and ../README.md.

Usage:  python3 gen/build.py      (deterministic; output is byte-identical on every run)
"""
import collections
import os
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)

# import order matters for the deterministic fake-value generator in common.py
import pi  # noqa: E402
import output_safety  # noqa: E402
import agent_action  # noqa: E402
from common import write_jsonl  # noqa: E402
import readme  # noqa: E402


def main():
    sets = {
        "prompt_injection.jsonl": pi.build(),
        "output_safety.jsonl": output_safety.build(),
        "agent_action.jsonl": agent_action.build(),
    }
    for name, rows in sets.items():
        validate(name, rows)
        write_jsonl(os.path.join(OUT, name), rows)
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(readme.render(sets))
    for name, rows in sets.items():
        c = collections.Counter(r["label"] for r in rows)
        print(f"{name}: {len(rows)} rows, {c['attack']} attack / {c['benign']} benign")


PI_CATS = {"instruction_override", "system_prompt_extraction", "role_play_jailbreak", "data_exfiltration",
           "tool_hijack", "obfuscation", "delimiter_injection"}
OS_CATS = {"phishing", "hidden_instructions", "dangerous_command", "secret_leak", "exfiltration_link",
           "markup_injection", "pii_leak"}
AA_CATS = {"destructive_operation", "privilege_escalation", "credential_access", "data_exfiltration",
           "security_bypass", "financial_action", "persistence", "secret_in_arguments"}
LANGS = {"en", "de", "fr", "es", "it", "pt", "nl", "pl", "tr", "ja", "zh", "ko", "ar", "hi", "ru"}


def validate(name, rows):
    cats = {"prompt_injection.jsonl": PI_CATS, "output_safety.jsonl": OS_CATS, "agent_action.jsonl": AA_CATS}[name]
    ids = set()
    for r in rows:
        assert r["id"] not in ids
        ids.add(r["id"])
        assert r["label"] in ("attack", "benign"), r
        assert r["language"] in LANGS, r
        if r["label"] == "attack":
            assert r["category"] in cats, r
            assert "hard_negative" not in r
        else:
            assert "category" not in r and isinstance(r["hard_negative"], bool), r
        if name == "agent_action.jsonl":
            a = r["agent_action"]
            assert isinstance(a["tool"], str) and isinstance(a["arguments"], dict)
            assert set(a) <= {"tool", "arguments", "context"}
            assert r["source"] == "tool_call"
        else:
            assert isinstance(r["text"], str) and r["text"].strip()


if __name__ == "__main__":
    main()
