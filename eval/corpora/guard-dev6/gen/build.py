# Writes the three dev6 JSONL files. Order is append-only: new entries go at the end of each list.
import json, sys, collections, os
sys.path.insert(0, os.path.dirname(__file__))
OUT = os.path.join(os.path.dirname(__file__), "..")

def write_pi():
    import pi_attacks, pi_embedded, pi_benign
    rows = []
    items = pi_attacks.A + pi_embedded.build() + pi_benign.B
    try:
        import pi_more
        items += pi_more.ITEMS
    except ImportError:
        pass
    for i, (t, cat, lang, src) in enumerate(items, 1):
        rows.append({"id": f"pi-dev6-{i:04d}", "text": t, "label": "attack" if cat else "benign",
                     "category": cat, "language": lang, "source": src})
    return rows

def write_os():
    import os_data
    rows = []
    for i, (t, cat, lang, src) in enumerate(os_data.ITEMS, 1):
        rows.append({"id": f"os-dev6-{i:04d}", "text": t, "label": "attack" if cat else "benign",
                     "category": cat, "language": lang, "source": src})
    return rows

def write_aa():
    import aa_data
    rows = []
    for i, (act, cat) in enumerate(aa_data.ITEMS, 1):
        rows.append({"id": f"aa-dev6-{i:04d}", "agent_action": act, "label": "attack" if cat else "benign",
                     "category": cat, "language": "en", "source": "tool_call"})
    return rows

def dump(name, rows):
    seen = set()
    texts = set()
    for r in rows:
        assert r["id"] not in seen; seen.add(r["id"])
        key = json.dumps(r.get("text") or r.get("agent_action"), sort_keys=True)
        assert key not in texts, ("duplicate", key[:80]); texts.add(key)
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    c = collections.Counter((r["label"], r["category"]) for r in rows)
    print(name, len(rows), collections.Counter(r["label"] for r in rows))
    return c

if __name__ == "__main__":
    which = sys.argv[1:] or ["pi", "os", "aa"]
    if "pi" in which: dump("prompt_injection.jsonl", write_pi())
    if "os" in which: dump("output_safety.jsonl", write_os())
    if "aa" in which: dump("agent_action.jsonl", write_aa())
