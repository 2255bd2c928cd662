import json, base64, os

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "tr", "ja", "zh", "ko", "ar", "hi", "ru"]


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def write_jsonl(name, rows):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    return path


def jd(o):
    return json.dumps(o, ensure_ascii=False, indent=2)


def pick(lst, i):
    return lst[i % len(lst)]
