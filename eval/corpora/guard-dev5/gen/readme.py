import json, os
SRC = os.path.dirname(os.path.abspath(__file__))
s = json.load(open(os.path.join(SRC, "stats.json")))
def table(d, head):
    rows = "\n".join(f"| {k} | {v} |" for k, v in d.items())
    return f"| {head} | count |\n|---|---|\n{rows}\n"
parts = [open(os.path.join(SRC, "README.head.md")).read()]
for name in ("prompt_injection", "output_safety", "agent_action"):
    x = s[name]
    parts.append(f"\n## {name}.jsonl — {x['total']} entries\n\n" + table(x["labels"], "label") + "\n" + table(x["categories"], "attack category")
                 + "\n" + table(x["attack_languages"], "attack language") + "\n" + table(x["benign_languages"], "benign language"))
parts.append(open(os.path.join(SRC, "README.tail.md")).read())
open(os.path.join(os.path.dirname(SRC), "README.md"), "w").write("".join(parts))
