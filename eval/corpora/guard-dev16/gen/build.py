#!/usr/bin/env python3
"""Regenerates prompt_injection.jsonl, output_safety.jsonl, agent_action.jsonl and README.md byte for byte."""
import os, sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import write_jsonl, OUT
import build_pi, build_os, build_aa, readme


def main():
    sets = {"prompt_injection.jsonl": build_pi.build(), "output_safety.jsonl": build_os.build(),
            "agent_action.jsonl": build_aa.build()}
    for name, rows in sets.items():
        ids = [r["id"] for r in rows]
        assert len(ids) == len(set(ids)), name
        for r in rows:
            assert r["label"] in ("attack", "benign")
            assert ("category" in r) == (r["label"] == "attack"), r["id"]
            assert ("hard_negative" in r) == (r["label"] == "benign"), r["id"]
        write_jsonl(name, rows)
        print(name, len(rows))
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(readme.render(sets))


if __name__ == "__main__":
    main()
