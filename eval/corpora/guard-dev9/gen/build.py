"""Regenerates the three JSONL files and the README counts, byte for byte.

Usage: python3 gen/build.py   (from anywhere; Python 3.8+, standard library only)
"""
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)

import build_pi  # noqa: E402
import build_os  # noqa: E402
import build_aa  # noqa: E402
from common import write_jsonl  # noqa: E402

PI_CATS = ["instruction_override", "system_prompt_extraction", "role_play_jailbreak", "data_exfiltration", "tool_hijack", "obfuscation", "delimiter_injection"]
OS_CATS = ["phishing", "hidden_instructions", "dangerous_command", "secret_leak", "exfiltration_link", "markup_injection", "pii_leak"]
AA_CATS = ["destructive_operation", "privilege_escalation", "credential_access", "data_exfiltration", "security_bypass", "financial_action", "persistence", "secret_in_arguments"]


def check(rows, cats, prefix):
    ids = set()
    for row in rows:
        assert row["id"].startswith(prefix) and row["id"] not in ids, row["id"]
        ids.add(row["id"])
        assert row["label"] in ("attack", "benign")
        if row["label"] == "attack":
            assert row["category"] in cats, row
            assert "hard_negative" not in row
        else:
            assert "category" not in row and isinstance(row["hard_negative"], bool)
    keyf = (lambda x: x["text"]) if "text" in rows[0] else (lambda x: repr(x["agent_action"]))
    dup = [k for k, v in Counter(keyf(x) for x in rows).items() if v > 1]
    assert not dup, dup[:3]


def table(title, counter, order=None):
    keys = order or sorted(counter, key=lambda k: (-counter[k], str(k)))
    lines = ["| {} | count |".format(title), "|---|---|"]
    lines += ["| {} | {} |".format(k, counter[k]) for k in keys if counter[k]]
    return "\n".join(lines)


def section(name, rows, cats):
    att = [x for x in rows if x["label"] == "attack"]
    ben = [x for x in rows if x["label"] == "benign"]
    hard = sum(1 for x in ben if x["hard_negative"])
    parts = ["### {}".format(name), "",
             "{} items: {} attack, {} benign ({} hard negatives = {:.0f}% of benign).".format(len(rows), len(att), len(ben), hard, 100.0 * hard / len(ben)), "",
             table("category (attacks)", Counter(x["category"] for x in att), cats), "",
             table("language", Counter(x["language"] for x in rows)), "",
             table("source", Counter(x["source"] for x in rows)), ""]
    if "text" in rows[0]:
        lens = sorted(len(x["text"]) for x in rows)
        parts += ["Text length (characters): min {}, median {}, max {}.".format(lens[0], lens[len(lens) // 2], lens[-1]), ""]
    else:
        tools = Counter(x["agent_action"]["tool"] for x in rows)
        parts += ["{} distinct tool names; most frequent: {}.".format(len(tools), ", ".join("{} ({})".format(k, v) for k, v in tools.most_common(8))), ""]
    return "\n".join(parts)


def main():
    pi = build_pi.build()
    os_ = build_os.rows()
    aa = build_aa.rows()
    check(pi, PI_CATS, "pi-")
    check(os_, OS_CATS, "os-")
    check(aa, AA_CATS, "aa-")
    write_jsonl(os.path.join(OUT, "prompt_injection.jsonl"), pi)
    write_jsonl(os.path.join(OUT, "output_safety.jsonl"), os_)
    write_jsonl(os.path.join(OUT, "agent_action.jsonl"), aa)
    with open(os.path.join(HERE, "README.template.md"), encoding="utf-8") as fh:
        tmpl = fh.read()
    counts = "\n".join([section("prompt_injection.jsonl", pi, PI_CATS), section("output_safety.jsonl", os_, OS_CATS),
                        section("agent_action.jsonl", aa, AA_CATS)])
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(tmpl.replace("{{COUNTS}}", counts))
    print("pi", len(pi), "os", len(os_), "aa", len(aa))


if __name__ == "__main__":
    main()
