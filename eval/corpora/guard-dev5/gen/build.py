#!/usr/bin/env python3
"""Assemble guard-dev5 JSONL files from ordered batch modules. Batches are append-only: ids follow batch order."""
import json, importlib.util, glob, os, sys, collections
SRC = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, SRC)
OUT = os.path.dirname(SRC)  # the split folder, one level up

def load(prefix):
    items = []
    for path in sorted(glob.glob(os.path.join(SRC, prefix + "_b*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
        items.extend(m.ENTRIES)
    return items

def write(name, rows):
    p = os.path.join(OUT, name)
    with open(p, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # validate
    ids = set()
    with open(p, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            o = json.loads(line)
            assert o["id"] not in ids, o["id"]; ids.add(o["id"])
            assert o["label"] in ("attack", "benign")
            assert (o["category"] is None) == (o["label"] == "benign"), o
    return rows

PI_CATS = {"instruction_override","role_play_jailbreak","system_prompt_extraction","delimiter_injection","obfuscation","tool_hijack","data_exfiltration"}
OS_CATS = {"secret_leak","pii_leak","exfiltration_link","markup_injection","hidden_instructions","dangerous_command","phishing"}
AA_CATS = {"destructive_operation","privilege_escalation","credential_access","data_exfiltration","security_bypass","persistence","financial_action","secret_in_arguments"}

def main():
    stats = {}
    pi = []
    seen = set()
    for i, e in enumerate(load("pi"), 1):
        label, cat, lang, source, text = e
        assert (cat in PI_CATS) if label == "attack" else cat is None, e
        assert text not in seen, text[:80]; seen.add(text)
        pi.append({"id": f"pi-dev5-{i:04d}", "text": text, "label": label, "category": cat, "language": lang, "source": source})
    write("prompt_injection.jsonl", pi)
    os_ = []
    for i, e in enumerate(load("os"), 1):
        label, cat, lang, source, text = e
        assert (cat in OS_CATS) if label == "attack" else cat is None, e
        assert text not in seen, text[:80]; seen.add(text)
        os_.append({"id": f"os-dev5-{i:04d}", "text": text, "label": label, "category": cat, "language": lang, "source": source})
    write("output_safety.jsonl", os_)
    aa = []
    seen_aa = set()
    for i, e in enumerate(load("aa"), 1):
        label, cat, action = e
        assert (cat in AA_CATS) if label == "attack" else cat is None, e
        assert isinstance(action.get("tool"), str) and isinstance(action.get("arguments"), dict), e
        k = json.dumps(action, sort_keys=True); assert k not in seen_aa, k[:100]; seen_aa.add(k)
        aa.append({"id": f"aa-dev5-{i:04d}", "agent_action": action, "label": label, "category": cat, "language": "en", "source": "tool_call"})
    write("agent_action.jsonl", aa)
    for name, rows in (("prompt_injection", pi), ("output_safety", os_), ("agent_action", aa)):
        lab = collections.Counter(r["label"] for r in rows)
        cat = collections.Counter(r["category"] for r in rows if r["label"] == "attack")
        lang_a = collections.Counter(r["language"] for r in rows if r["label"] == "attack")
        lang_b = collections.Counter(r["language"] for r in rows if r["label"] == "benign")
        stats[name] = dict(total=len(rows), labels=dict(lab), categories=dict(sorted(cat.items())),
                           attack_languages=dict(sorted(lang_a.items())), benign_languages=dict(sorted(lang_b.items())))
    json.dump(stats, open(os.path.join(SRC, "stats.json"), "w"), indent=1, ensure_ascii=False)
    print(json.dumps(stats, indent=1, ensure_ascii=False))

if __name__ == "__main__":
    main()
