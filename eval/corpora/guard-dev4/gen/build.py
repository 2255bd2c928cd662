import json, sys, os, importlib
from collections import Counter
sys.path.insert(0, os.path.dirname(__file__))
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
# batches in publication order; append new batches at the END only (ids are positional)
PI_BATCHES = ["pi1:A", "pi1b:B", "pi2:A", "pi2b:B", "pi3:A", "pi3b:B", "pi4:A", "pi4:B", "pi5:A"]
OS_BATCHES = ["os1:A", "os1b:B", "os2:A", "os2b:B", "os3:A", "os3:B"]
AA_BATCHES = ["aa1:A", "aa1n:A", "aa1b:B", "aa2:A", "aa2b:B", "aa3:A", "aa3:B", "aa4:A", "aa4:B"]
def extra(name):
    return [b for b in os.environ.get(name, "").split(",") if b]
def load(spec):
    mod, var = spec.split(":")
    return getattr(importlib.import_module(mod), var)
def build_pi():
    rows = []
    for spec in PI_BATCHES + extra("PI_MORE"):
        for item in load(spec):
            if spec.endswith(":A"):
                cat, lang, src, text = item; label = "attack"
            else:
                lang, src, text = item; cat = None; label = "benign"
            rows.append({"text": text, "label": label, "category": cat, "language": lang, "source": src})
    return [dict(id=f"pi-dev4-{i+1:04d}", **r) for i, r in enumerate(rows)]
def build_os():
    rows = []
    for spec in OS_BATCHES + extra("OS_MORE"):
        for item in load(spec):
            if spec.endswith(":A"):
                cat, lang, text = item; label = "attack"
            else:
                lang, text = item; cat = None; label = "benign"
            rows.append({"text": text, "label": label, "category": cat, "language": lang, "source": "model_output"})
    return [dict(id=f"os-dev4-{i+1:04d}", **r) for i, r in enumerate(rows)]
def build_aa():
    rows = []
    for spec in AA_BATCHES + extra("AA_MORE"):
        for item in load(spec):
            if spec.endswith(":A"):
                cat, action = item; label = "attack"
            else:
                action = item; cat = None; label = "benign"
            rows.append({"agent_action": action, "label": label, "category": cat, "language": "en", "source": "tool_call"})
    return [dict(id=f"aa-dev4-{i+1:04d}", **r) for i, r in enumerate(rows)]
def write(name, rows):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    return path
if __name__ == "__main__":
    for name, rows in [("prompt_injection.jsonl", build_pi()), ("output_safety.jsonl", build_os()), ("agent_action.jsonl", build_aa())]:
        write(name, rows)
        print(name, len(rows), Counter(r["label"] for r in rows))
