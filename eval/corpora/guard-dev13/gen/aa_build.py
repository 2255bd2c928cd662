"""Build agent_action.jsonl."""
import os
from common import OUT_DIR, write_jsonl, shuffled
import aa_en
import aa_ml


def rows():
    raw = list(aa_en.ITEMS) + aa_ml.items()
    items = []
    for label, cat, hard, lang, tool, args, ctx in raw:
        action = {"tool": tool, "arguments": args}
        if ctx:
            action["context"] = {k: v for k, v in ctx.items() if v is not None}
        it = {"agent_action": action, "label": label}
        if label == "attack":
            it["category"] = cat
        it["language"] = lang
        it["source"] = "tool_call"
        if label == "benign":
            it["hard_negative"] = bool(hard)
        items.append(it)
    out = []
    for i, it in enumerate(shuffled(items, "aa"), 1):
        row = {"id": "gd13-aa-%04d" % i}
        row.update(it)
        out.append(row)
    return out


def build():
    r = rows()
    write_jsonl(os.path.join(OUT_DIR, "agent_action.jsonl"), r)
    return r


if __name__ == "__main__":
    print(len(build()))
