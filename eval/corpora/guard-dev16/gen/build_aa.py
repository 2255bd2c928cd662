from common import LANGS, write_jsonl
from aa_en import ITEMS
from aa_fam import FAMS


def row(tool, args, context, label, cat, lang, hard=None):
    aa = {"tool": tool, "arguments": args}
    if context:
        aa["context"] = context
    r = {"agent_action": aa, "label": label}
    if label == "attack":
        r["category"] = cat
    r["language"] = lang
    r["source"] = "tool_call"
    if label == "benign":
        r["hard_negative"] = hard
    return r


def build():
    rows = []
    for label, cat, hard, tool, args, context in ITEMS:
        rows.append(row(tool, args, context, label, cat, "en", hard))
    for fi, fam in enumerate(FAMS):
        for atk in (False, True):
            tool, args, context, cat = fam("en", fi, atk)
            rows.append(row(tool, args, context, "attack" if atk else "benign", cat, "en", None if atk else True))
    for li, lang in enumerate(LANGS[1:]):
        for fi, fam in enumerate(FAMS):
            atk = (li + fi) % 2 == 0
            i = li * 3 + fi
            tool, args, context, cat = fam(lang, i, atk)
            rows.append(row(tool, args, context, "attack" if atk else "benign", cat, lang, None if atk else True))
    out = []
    for i, r in enumerate(rows):
        o = {"id": f"aa-{i+1:04d}"}
        o.update(r)
        out.append(o)
    return out


if __name__ == "__main__":
    rows = build()
    write_jsonl("agent_action.jsonl", rows)
    print("agent_action", len(rows))
