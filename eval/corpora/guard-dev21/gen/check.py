#!/usr/bin/env python3
"""Sanity checks and summary counts for the built set."""
import collections, json, os, sys
D = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ok = True
for fn in ["prompt_injection.jsonl", "output_safety.jsonl", "agent_action.jsonl"]:
    rows = [json.loads(l) for l in open(os.path.join(D, fn), encoding="utf-8")]
    print("==", fn, len(rows))
    print(" labels", dict(collections.Counter(r["label"] for r in rows)))
    print(" cats", dict(collections.Counter(r.get("category") for r in rows if r["label"] == "attack")))
    lc = collections.Counter(r["language"] for r in rows)
    print(" langs", dict(sorted(lc.items())), "en share %.2f" % (lc["en"] / len(rows)))
    ben = [r for r in rows if r["label"] == "benign"]
    print(" hard_negative share %.2f" % (sum(r["hard_negative"] for r in ben) / len(ben)))
    print(" sources", len(set(r["source"] for r in rows)))
    keys = [json.dumps(r.get("text", r.get("agent_action")), ensure_ascii=False, sort_keys=True) for r in rows]
    dup = [k for k, c in collections.Counter(keys).items() if c > 1]
    if dup:
        ok = False; print(" DUPLICATES", len(dup), dup[:2])
    for r, k in zip(rows, keys):
        if "<<" in k and ">>" in k and ("<<payload" in k or "<<quoted" in k or __import__("re").search(r"<<[a-z_0-9]+>>", k)):
            ok = False; print(" UNFILLED", r["id"], k[:200])
        if r["label"] == "attack" and "hard_negative" in r: ok = False
        if r["label"] == "benign" and "category" in r: ok = False
    ids = [r["id"] for r in rows]
    assert len(set(ids)) == len(ids)
print("OK" if ok else "PROBLEMS")
