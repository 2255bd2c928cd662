import json, os
from collections import Counter
D = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..") + "/"
def load(fn): return [json.loads(l) for l in open(D + fn, encoding="utf-8")]
def table(title, counter, head):
    out = [f"**{title}**", "", f"| {head} | count |", "|---|---|"]
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        out.append(f"| {k} | {v} |")
    return "\n".join(out) + "\n"
parts = [open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "README.head.md"), encoding="utf-8").read()]
for fn in ["prompt_injection.jsonl", "output_safety.jsonl", "agent_action.jsonl"]:
    rows = load(fn)
    att = [r for r in rows if r["label"] == "attack"]; ben = [r for r in rows if r["label"] == "benign"]
    parts.append(f"\n### {fn} — {len(rows)} entries ({len(att)} attack, {len(ben)} benign)\n")
    parts.append(table("attacks per category", Counter(r["category"] for r in att), "category"))
    if fn != "agent_action.jsonl":
        parts.append(table("attacks per language", Counter(r["language"] for r in att), "language"))
        parts.append(table("benign per language", Counter(r["language"] for r in ben), "language"))
    if fn == "prompt_injection.jsonl":
        parts.append(table("attacks per source", Counter(r["source"] for r in att), "source"))
        parts.append(table("benign per source", Counter(r["source"] for r in ben), "source"))
    if fn == "agent_action.jsonl":
        shells = {"bash","shell","run_terminal_cmd","execute_command","powershell","cmd","Bash","terminal.run","exec","sh"}
        for lab, rs in [("attacks", att), ("benign", ben)]:
            c = Counter("shell-like tool" if r["agent_action"]["tool"] in shells else "other tool" for r in rs)
            parts.append(table(f"{lab}: shell vs other tools", c, "kind"))
open(D + "README.md", "w", encoding="utf-8").write("\n".join(parts))
print("readme written")
