#!/usr/bin/env python3
"""Builds the guard-dev20 evaluation set. Standard library only, fixed seeds, byte-for-byte reproducible.

Usage: python3 gen/build.py            (writes the three .jsonl files next to gen/)
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pi  # noqa: E402
import os_  # noqa: E402
import aa  # noqa: E402

OUT = os.path.dirname(HERE)


def write(name, rows):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %s (%d rows)" % (name, len(rows)))


def main():
    write("prompt_injection.jsonl", pi.build(random.Random(20261130)))
    write("output_safety.jsonl", os_.build(random.Random(20261201)))
    write("agent_action.jsonl", aa.build(random.Random(20261202)))


if __name__ == "__main__":
    main()
