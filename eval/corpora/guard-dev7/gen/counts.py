#!/usr/bin/env python3
"""Print entry counts per label, category and language for the three dev7 files.

Usage (from the dev7 folder):  python3 gen/counts.py [DIR]   (DIR defaults to the current folder)
"""
import collections
import json
import os
import sys

FILES = ["prompt_injection.jsonl", "output_safety.jsonl", "agent_action.jsonl"]


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else "."
    for fname in FILES:
        with open(os.path.join(d, fname), encoding="utf-8") as f:
            rows = [json.loads(line) for line in f]
        print(f"== {fname}: {len(rows)} entries")
        print("  label:")
        for k, v in sorted(collections.Counter(r["label"] for r in rows).items()):
            print(f"    {k:<26} {v:4d}")
        print("  attack category:")
        cats = collections.Counter(r["category"] for r in rows if r["label"] == "attack")
        for k, v in sorted(cats.items()):
            print(f"    {k:<26} {v:4d}")
        print("  language (attack / benign):")
        by_lang = collections.defaultdict(collections.Counter)
        for r in rows:
            by_lang[r["language"]][r["label"]] += 1
        for lang in sorted(by_lang):
            c = by_lang[lang]
            print(f"    {lang:<26} {c['attack']:4d} / {c['benign']:4d}")
        print()


if __name__ == "__main__":
    main()
