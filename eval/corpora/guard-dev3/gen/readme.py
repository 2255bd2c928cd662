import json, os, collections
D = os.path.join(os.path.dirname(__file__), "..")
HEAD = open(os.path.join(os.path.dirname(__file__), "README.head.md"), encoding="utf-8").read()
out = [HEAD]
for name in ("prompt_injection", "output_safety", "agent_action"):
    rows = [json.loads(l) for l in open(os.path.join(D, name + ".jsonl"), encoding="utf-8")]
    lab = collections.Counter(r["label"] for r in rows)
    cat = collections.Counter(r["category"] for r in rows if r["label"] == "attack")
    lang = collections.defaultdict(collections.Counter)
    for r in rows: lang[r["language"]][r["label"]] += 1
    src = collections.Counter(r["source"] for r in rows)
    out.append(f"\n### {name}.jsonl — {len(rows)} rows ({rows[0]['id']} … {rows[-1]['id']})\n")
    out.append(f"- attack: {lab['attack']}, benign: {lab['benign']}\n")
    out.append("\n| attack category | n |\n|---|---|\n" + "".join(f"| {k} | {v} |\n" for k, v in sorted(cat.items(), key=lambda x: -x[1])))
    out.append("\n| language | attack | benign |\n|---|---|---|\n" + "".join(f"| {k} | {v['attack']} | {v['benign']} |\n" for k, v in sorted(lang.items(), key=lambda x: -sum(x[1].values()))))
    if name != "agent_action":
        out.append("\nsources: " + ", ".join(f"{k} {v}" for k, v in src.most_common()) + "\n")
    else:
        tools = collections.Counter(r["agent_action"]["tool"] for r in rows)
        shellish = sum(v for k, v in tools.items() if k in ("bash", "shell", "powershell", "cmd", "python_exec", "node_eval", "run_javascript"))
        out.append(f"\nshell/interpreter tools: {shellish} rows; other tools: {len(rows) - shellish} rows, {len(tools)} distinct tool names\n")
open(os.path.join(D, "README.md"), "w", encoding="utf-8").write("".join(out))
