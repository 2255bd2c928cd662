#!/usr/bin/env python3
"""Generate the guard-dev19 evaluation set.

Usage: python3 gen/build.py            (writes the three .jsonl files next to gen/)
Standard library only; fixed seeds, so the output is byte-for-byte reproducible.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pi        # noqa: E402
import osafety   # noqa: E402
import aa        # noqa: E402

OUT = os.path.dirname(HERE)


def write(name, rows):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) + "\n")
    print("wrote %s (%d rows)" % (name, len(rows)))


def main():
    write("prompt_injection.jsonl", pi.build(seed=1901))
    write("output_safety.jsonl", osafety.build(seed=1902))
    write("agent_action.jsonl", aa.build(seed=1903))


if __name__ == "__main__":
    main()
