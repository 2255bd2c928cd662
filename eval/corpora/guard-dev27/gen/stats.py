"""Print counts and sanity checks for the built files."""
import collections, json, os, sys
D = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for fn in ["prompt_injection.jsonl", "output_safety.jsonl", "agent_action.jsonl"]:
    rows = [json.loads(l) for l in open(os.path.join(D, fn), encoding="utf-8")]
    keys = [json.dumps(r.get("text") or r.get("agent_action"), sort_keys=True, ensure_ascii=False) for r in rows]
    dup = len(keys) - len(set(keys))
    ids = len(set(r["id"] for r in rows))
    print(f"== {fn}: {len(rows)} rows, duplicates={dup}, unique ids={ids}")
    print("  label:", dict(collections.Counter(r["label"] for r in rows)))
    print("  category:", dict(sorted(collections.Counter(r.get("category") for r in rows if r["label"] == "attack").items())))
    print("  language:", dict(sorted(collections.Counter(r["language"] for r in rows).items())))
    ben = [r for r in rows if r["label"] == "benign"]
    print("  hard_negative:", sum(r["hard_negative"] for r in ben), "of", len(ben))
    print("  source:", dict(collections.Counter(r["source"] for r in rows).most_common()))
    for r in rows:
        assert (r["label"] == "attack") == ("category" in r) and (r["label"] == "benign") == ("hard_negative" in r), r["id"]
