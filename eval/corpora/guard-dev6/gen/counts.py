import json, collections, os
D = os.path.join(os.path.dirname(__file__), "..")
out = []
for name in ["prompt_injection.jsonl", "output_safety.jsonl", "agent_action.jsonl"]:
    rows = []
    with open(os.path.join(D, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            rows.append(json.loads(line))
    ids = [r["id"] for r in rows]; assert len(ids) == len(set(ids))
    lab = collections.Counter(r["label"] for r in rows)
    out.append(f"### {name}: {len(rows)} lines ({lab['attack']} attack, {lab['benign']} benign)\n")
    out.append("| category | attack |\n|---|---|")
    for c, k in sorted(collections.Counter(r["category"] for r in rows if r["label"] == "attack").items()):
        out.append(f"| {c} | {k} |")
    out.append("")
    if name != "agent_action.jsonl":
        langs = collections.defaultdict(lambda: [0, 0])
        for r in rows: langs[r["language"]][0 if r["label"] == "attack" else 1] += 1
        out.append("| language | attack | benign |\n|---|---|---|")
        for l, (a_, b_) in sorted(langs.items(), key=lambda kv: -sum(kv[1])):
            out.append(f"| {l} | {a_} | {b_} |")
        out.append("")
        srcs = collections.Counter((r["source"]) for r in rows)
        out.append("sources: " + ", ".join(f"{s} {k}" for s, k in srcs.most_common()) + "\n")
    else:
        tools = collections.Counter(r["agent_action"]["tool"] for r in rows)
        out.append(f"distinct tool names: {len(tools)}; shell-like (bash/cmd/powershell): {sum(v for k, v in tools.items() if k in ('bash','cmd','powershell'))}; with context: {sum(1 for r in rows if 'context' in r['agent_action'])}\n")
print("\n".join(out))
