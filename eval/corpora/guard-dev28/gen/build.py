# -*- coding: utf-8 -*-
"""Build script for the guard-dev28 corpus.

Usage:  python3 gen/build.py            (writes the three .jsonl files and README.md next to gen/)
        python3 gen/build.py --check    (rebuilds in memory and verifies the files on disk are identical)

Python 3 standard library only; all randomness comes from fixed seeds, so output is byte-identical.
"""
import json
import os
import sys

sys.dont_write_bytecode = True
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)

import build_pi  # noqa: E402
import build_os  # noqa: E402
import build_aa  # noqa: E402
from common import new_rng  # noqa: E402

PI_CATS = ["instruction_override", "system_prompt_extraction", "role_play_jailbreak", "data_exfiltration",
           "tool_hijack", "obfuscation", "delimiter_injection"]
OS_CATS = ["phishing", "hidden_instructions", "dangerous_command", "secret_leak", "exfiltration_link",
           "markup_injection", "pii_leak"]
AA_CATS = ["destructive_operation", "privilege_escalation", "credential_access", "data_exfiltration",
           "security_bypass", "persistence", "financial_action", "secret_in_arguments"]
LANGS = ["en", "de", "fr", "es", "pt", "it", "pl", "ja", "zh", "ko", "ru"]


def finalize(rows, prefix, seed, text_rows=True):
    r = new_rng(seed)
    r.shuffle(rows)
    out = []
    for i, row in enumerate(rows, 1):
        if text_rows:
            o = {"id": "%s-%04d" % (prefix, i), "text": row["text"], "label": row["label"]}
        else:
            o = {"id": "%s-%04d" % (prefix, i), "agent_action": row["agent_action"], "label": row["label"]}
        if row["label"] == "attack":
            o["category"] = row["category"]
        if not text_rows:
            o["scenario"] = row["scenario"]
        o["language"] = row["language"]
        o["source"] = row["source"]
        if row["label"] == "benign":
            o["hard_negative"] = bool(row.get("hard_negative", False))
        out.append(o)
    return out


def validate(rows, cats, text_rows):
    keys = set()
    for o in rows:
        assert o["label"] in ("attack", "benign"), o
        assert o["language"] in LANGS, o
        if o["label"] == "attack":
            assert o["category"] in cats, o
            assert "hard_negative" not in o
        else:
            assert "category" not in o and isinstance(o["hard_negative"], bool), o
        if text_rows:
            assert isinstance(o["text"], str) and o["text"].strip()
            k = o["text"]
        else:
            a = o["agent_action"]
            assert isinstance(a["tool"], str) and a["tool"] and isinstance(a["arguments"], dict)
            assert isinstance(a.get("context", {}), dict) and set(a) <= {"tool", "arguments", "context"}
            assert o["source"] == "tool_call"
            k = json.dumps(a, sort_keys=True, ensure_ascii=False)
        assert k not in keys, "duplicate: %r" % k[:120]
        keys.add(k)
        assert "{" + "host}" not in json.dumps(o, ensure_ascii=False), o  # unfilled placeholders
        for ph in ("{svc}", "{repo}", "{user}", "{ip}", "{ghp}", "{pw}", "{n}", "{pr}", "{b64conv}"):
            assert ph not in json.dumps(o, ensure_ascii=False), (ph, o)


def table(rows, cats, title):
    lines = ["### %s (%d rows)" % (title, len(rows)), ""]
    lab = Counter(o["label"] for o in rows)
    hn = sum(1 for o in rows if o.get("hard_negative"))
    lines.append("attack %d, benign %d (of which hard negatives %d)" % (lab["attack"], lab["benign"], hn))
    lines.append("")
    lines.append("| category | " + " | ".join(LANGS) + " | total |")
    lines.append("|---|" + "---|" * (len(LANGS) + 1))
    for c in cats + ["(benign, hard negative)", "(benign, other)"]:
        if c.startswith("(benign, hard"):
            sel = [o for o in rows if o["label"] == "benign" and o["hard_negative"]]
        elif c.startswith("(benign"):
            sel = [o for o in rows if o["label"] == "benign" and not o["hard_negative"]]
        else:
            sel = [o for o in rows if o.get("category") == c]
        cl = Counter(o["language"] for o in sel)
        lines.append("| %s | " % c + " | ".join(str(cl[l]) for l in LANGS) + " | %d |" % len(sel))
    cl = Counter(o["language"] for o in rows)
    lines.append("| **all** | " + " | ".join(str(cl[l]) for l in LANGS) + " | %d |" % len(rows))
    lines.append("")
    src = Counter(o["source"] for o in rows)
    lines.append("Sources: " + ", ".join("%s %d" % (k, v) for k, v in sorted(src.items(), key=lambda x: (-x[1], x[0]))))
    lines.append("")
    return "\n".join(lines)


def render():
    pi = finalize(build_pi.build(), "pi", 9101)
    os_ = finalize(build_os.build(), "os", 9102)
    aa = finalize(build_aa.build(), "aa", 9103, text_rows=False)
    validate(pi, PI_CATS, True)
    validate(os_, OS_CATS, True)
    validate(aa, AA_CATS, False)
    files = {}
    for name, rows in (("prompt_injection.jsonl", pi), ("output_safety.jsonl", os_), ("agent_action.jsonl", aa)):
        files[name] = "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in rows)
    tools = Counter(o["agent_action"]["tool"] for o in aa)
    counts = "\n".join([table(pi, PI_CATS, "prompt_injection.jsonl"), table(os_, OS_CATS, "output_safety.jsonl"),
                        table(aa, AA_CATS, "agent_action.jsonl"),
                        "agent_action tools: " + ", ".join("`%s` %d" % (k, v) for k, v in sorted(tools.items(), key=lambda x: (-x[1], x[0]))), ""])
    with open(os.path.join(HERE, "README.template.md"), encoding="utf-8") as f:
        files["README.md"] = f.read().replace("{{COUNTS}}", counts)
    return files


def main():
    files = render()
    if "--check" in sys.argv:
        bad = 0
        for name, content in files.items():
            with open(os.path.join(OUT, name), encoding="utf-8", newline="") as f:
                if f.read() != content:
                    print("DIFFERS:", name)
                    bad += 1
        # every line must parse as JSON
        for name in files:
            if name.endswith(".jsonl"):
                with open(os.path.join(OUT, name), encoding="utf-8") as f:
                    for ln, line in enumerate(f, 1):
                        json.loads(line)
        print("check ok" if not bad else "check FAILED")
        sys.exit(1 if bad else 0)
    for name, content in files.items():
        with open(os.path.join(OUT, name), "w", encoding="utf-8", newline="\n") as f:
            f.write(content)
        print("wrote", name, content.count("\n") if name.endswith(".jsonl") else "")


if __name__ == "__main__":
    main()
