"""Build output_safety.jsonl."""
import os
from common import OUT_DIR, write_jsonl, shuffled
import os_items


def rows():
    items = []
    for cat, src, lang, text in os_items.ATT:
        items.append({"text": text, "label": "attack", "category": cat, "language": lang, "source": src})
    for src, lang, text, hard in os_items.BEN:
        items.append({"text": text, "label": "benign", "language": lang, "source": src, "hard_negative": hard})
    out = []
    for i, it in enumerate(shuffled(items, "os"), 1):
        row = {"id": "gd13-os-%04d" % i}
        row.update(it)
        out.append(row)
    return out


def build():
    r = rows()
    write_jsonl(os.path.join(OUT_DIR, "output_safety.jsonl"), r)
    return r


if __name__ == "__main__":
    print(len(build()))
