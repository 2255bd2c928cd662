"""Print counts per file / label / category / language and sanity checks."""
import collections
import json
import os
import sys

D = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for fn in ["prompt_injection.jsonl", "output_safety.jsonl", "agent_action.jsonl"]:
    rows = [json.loads(l) for l in open(os.path.join(D, fn), encoding="utf-8")]
    lab = collections.Counter(r["label"] for r in rows)
    cat = collections.Counter(r.get("category") for r in rows if r["label"] == "attack")
    lang = collections.Counter(r["language"] for r in rows)
    langlab = collections.Counter((r["language"], r["label"]) for r in rows)
    hard = collections.Counter(r.get("hard_negative") for r in rows if r["label"] == "benign")
    src = collections.Counter(r["source"] for r in rows)
    ids = len(set(r["id"] for r in rows))
    key = lambda r: r.get("text") or json.dumps(r["agent_action"], ensure_ascii=False, sort_keys=True)
    dup = len(rows) - len(set(key(r) for r in rows))
    print("==", fn, len(rows), "rows; unique ids", ids, "; duplicate items", dup)
    print("  labels", dict(lab))
    print("  categories", dict(sorted(cat.items())))
    print("  languages", dict(sorted(lang.items())), "en share %.0f%%" % (100 * lang["en"] / len(rows)))
    print("  lang/label", {"%s/%s" % k: v for k, v in sorted(langlab.items())})
    print("  hard_negative (benign)", dict(hard))
    print("  sources", dict(src.most_common()))
