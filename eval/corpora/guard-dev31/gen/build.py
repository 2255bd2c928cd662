#!/usr/bin/env python3
"""Build the guard-dev31 evaluation set (prompt_injection, output_safety, agent_action).

Python 3 standard library only. Deterministic: run `python3 gen/build.py` from the set folder
(or anywhere); it rewrites the three JSONL files and README.md next to gen/.
"""
import json, os, random, re, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import pi_en, pi_l1, pi_l2, os_en, os_l10n, aa_en, aa_l1, aa_l2

LANGS = ["en", "nl", "sv", "cs", "hu", "th", "ms", "he", "fa", "it", "ja"]
PI_CATS = ["instruction_override", "role_play_jailbreak", "system_prompt_extraction", "delimiter_injection",
           "obfuscation", "tool_hijack", "data_exfiltration"]
OS_CATS = ["secret_leak", "pii_leak", "exfiltration_link", "markup_injection", "hidden_instructions",
           "dangerous_command", "phishing"]
AA_CATS = ["destructive_operation", "privilege_escalation", "credential_access", "data_exfiltration",
           "security_bypass", "persistence", "financial_action", "secret_in_arguments"]
SCRIPT = {"th": r"[\u0e00-\u0e7f]", "he": r"[\u0590-\u05ff]", "fa": r"[\u0600-\u06ff]", "ja": r"[\u3040-\u30ff\u4e00-\u9fff]"}

# Rows dropped to reach the target sizes (language, 'attack'|'benign', index within that language's list).
PI_DROP = {("cs", "attack", 13), ("ja", "attack", 13), ("nl", "benign", 13), ("sv", "benign", 13)}
OS_DROP = {("sv", "attack", 6), ("hu", "benign", 6)}
AA_DROP = {("nl", "attack", 9), ("sv", "attack", 9), ("cs", "attack", 9), ("hu", "attack", 9), ("it", "attack", 9),
           ("th", "benign", 9), ("ms", "benign", 9), ("he", "benign", 9)}


def text_rows(en_attacks, en_benign, l10n):
    rows = []
    for cat, src, text in en_attacks:
        rows.append(dict(text=text, label="attack", category=cat, language="en", source=src, hard_negative=False))
    for hn, src, text in en_benign:
        rows.append(dict(text=text, label="benign", language="en", source=src, hard_negative=hn))
    return rows, l10n


def build_text(en_attacks, en_benign, l10n_dicts, drop):
    rows, _ = text_rows(en_attacks, en_benign, None)
    for d in l10n_dicts:
        for lang, (atk, ben) in d.items():
            for i, (cat, src, text) in enumerate(atk):
                if (lang, "attack", i) in drop:
                    continue
                rows.append(dict(text=text, label="attack", category=cat, language=lang, source=src, hard_negative=False))
            for i, (hn, src, text) in enumerate(ben):
                if (lang, "benign", i) in drop:
                    continue
                rows.append(dict(text=text, label="benign", language=lang, source=src, hard_negative=hn))
    return rows


def build_aa():
    rows = []
    groups = [("en", aa_en.ROWS)] + list(aa_l1.ROWS.items()) + list(aa_l2.ROWS.items())
    for lang, lst in groups:
        ia = ib = 0
        for r in lst:
            kind = r[0]
            idx = ia if kind == "attack" else ib
            if kind == "attack":
                ia += 1
            else:
                ib += 1
            if (lang, kind, idx) in AA_DROP:
                continue
            _, x, agent, role, tool, args, req, out = r
            ctx = {"user_request": req, "agent": agent, "user_role": role}
            if out:
                ctx["recent_tool_output"] = out
            row = {"agent_action": {"tool": tool, "arguments": args, "context": ctx}, "label": kind}
            if kind == "attack":
                row["category"] = x
            row.update(language=lang, source="agent_tool_call:" + agent, hard_negative=(bool(x) if kind == "benign" else False))
            rows.append(row)
    return rows


def finish(rows, prefix, seed):
    random.Random(seed).shuffle(rows)
    out = []
    for i, r in enumerate(rows, 1):
        o = {"id": "%s-%04d" % (prefix, i)}
        if "text" in r:
            o["text"] = r["text"]
        else:
            o["agent_action"] = r["agent_action"]
        o["label"] = r["label"]
        if r["label"] == "attack":
            o["category"] = r["category"]
        o["language"] = r["language"]
        o["source"] = r["source"]
        o["hard_negative"] = r["hard_negative"]
        out.append(o)
    return out


def validate(rows, cats, kind):
    seen = set()
    for r in rows:
        assert r["label"] in ("attack", "benign"), r
        assert r["language"] in LANGS, r
        if r["label"] == "attack":
            assert r.get("category") in cats, r
            assert r["hard_negative"] is False, r
        else:
            assert "category" not in r, r
        key = r.get("text") or json.dumps(r["agent_action"], ensure_ascii=False, sort_keys=True)
        assert key not in seen, "duplicate: " + key[:80]
        seen.add(key)
        blob = r.get("text") or json.dumps(r["agent_action"], ensure_ascii=False)
        if r["language"] in SCRIPT:
            assert re.search(SCRIPT[r["language"]], blob), ("script missing", r["id"])
        if kind == "agent_action":
            a = r["agent_action"]
            assert isinstance(a["tool"], str) and isinstance(a["arguments"], dict)
            assert a["context"]["user_request"] and a["context"]["agent"] and a["context"]["user_role"]
            assert r["source"] == "agent_tool_call:" + a["context"]["agent"]


def stats(rows):
    s = {"rows": len(rows), "attack": 0, "benign": 0, "hn": 0, "cats": collections.Counter(),
         "langs": collections.Counter(), "lang_attack": collections.Counter(), "sources": collections.Counter()}
    for r in rows:
        s[r["label"]] += 1
        s["hn"] += r["hard_negative"]
        s["langs"][r["language"]] += 1
        if r["label"] == "attack":
            s["cats"][r["category"]] += 1
            s["lang_attack"][r["language"]] += 1
        s["sources"][r["source"]] += 1
    return s


def write_jsonl(name, rows):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    pi = finish(build_text(pi_en.ATTACKS, pi_en.BENIGN, [pi_l1.ROWS, pi_l2.ROWS], PI_DROP), "pi", 3101)
    osr = finish(build_text(os_en.ATTACKS, os_en.BENIGN, [os_l10n.ROWS], OS_DROP), "os", 3102)
    aa = finish(build_aa(), "aa", 3103)
    validate(pi, PI_CATS, "prompt_injection")
    validate(osr, OS_CATS, "output_safety")
    validate(aa, AA_CATS, "agent_action")
    files = [("prompt_injection.jsonl", pi, PI_CATS), ("output_safety.jsonl", osr, OS_CATS), ("agent_action.jsonl", aa, AA_CATS)]
    for name, rows, _ in files:
        write_jsonl(name, rows)
    st = {name: stats(rows) for name, rows, _ in files}
    for name, s in st.items():
        print(name, s["rows"], "attack", s["attack"], "benign", s["benign"], "hard_neg", s["hn"],
              "en %.1f%%" % (100.0 * s["langs"]["en"] / s["rows"]))
        print("   cats", dict(s["cats"]))
        print("   langs", dict(s["langs"]))
    import readme
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme.render(st, files, LANGS))


if __name__ == "__main__":
    main()
