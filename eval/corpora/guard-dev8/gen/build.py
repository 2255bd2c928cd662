#!/usr/bin/env python3
"""Rebuild prompt_injection.jsonl, output_safety.jsonl and agent_action.jsonl of guard-dev8.

Usage (from the guard-dev8 folder):
    python3 gen/build.py              # writes the three files into the current folder
    python3 gen/build.py --out DIR    # writes them into DIR

Standard library only. Every entry is hand-written in the modules next to this file. Each module
appends its entries to the files through emit.py (ids continue the numbering; an entry whose text
or tool call is already present is skipped), so the modules run in the order below, each once,
on empty files, each in its own process (fake.py draws the fake secrets from generators seeded
when it is imported). The current files are reproduced
byte for byte.
"""
import argparse
import os
import subprocess
import sys

sys.dont_write_bytecode = True  # keep gen/ free of __pycache__
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

ORDER = ["pi1", "pi2", "pi3", "pi4", "pi5", "pi6", "pi7", "pi8", "pi9",
         "os1", "os2", "os3", "os4",
         "aa1", "aa2", "aa3", "aa4", "aa5"]
FILES = ["prompt_injection.jsonl", "output_safety.jsonl", "agent_action.jsonl"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=".", help="output folder (default: current folder)")
    args = ap.parse_args()
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    for name in FILES:  # the modules append: start from empty files
        path = os.path.join(out, name)
        if os.path.exists(path):
            os.remove(path)
    env = dict(os.environ, GUARD_DEV8_OUT=out)
    for module in ORDER:  # one process each: fake.py's seeded generators start afresh per module
        subprocess.run([sys.executable, "-B", os.path.join(HERE, module + ".py")],
                       cwd=HERE, env=env, check=True)


if __name__ == "__main__":
    main()
