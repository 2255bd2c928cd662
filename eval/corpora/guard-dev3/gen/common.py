import json, base64, random

ZW = "\u200b"

def b64(s):
    return base64.b64encode(s.encode()).decode()

def leet(s):
    t = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})
    return s.translate(t)

def spaced(s):
    return " ".join(s)

def zw(s):
    return ZW.join(s)

HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "i": "\u0456"}

def homoglyph(s):
    return "".join(HOMO.get(ch, ch) for ch in s)

def rot13(s):
    import codecs
    return codecs.encode(s, "rot13")

def write(path, prefix, rows, key="text"):
    seen = set()
    with open(path, "w", encoding="utf-8") as f:
        for i, r in enumerate(rows, 1):
            r = dict(r)
            r["id"] = f"{prefix}-{i:04d}"
            assert r["label"] in ("attack", "benign"), r
            if r["label"] == "benign":
                r["category"] = None
            else:
                assert r["category"], r
            body = json.dumps(r[key], sort_keys=True, ensure_ascii=False)
            assert body not in seen, ("duplicate", r)
            seen.add(body)
            ordered = {"id": r["id"], key: r[key], "label": r["label"], "category": r["category"],
                       "language": r["language"], "source": r["source"]}
            f.write(json.dumps(ordered, ensure_ascii=False) + "\n")
    return len(rows)
