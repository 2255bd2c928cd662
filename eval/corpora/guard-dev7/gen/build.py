#!/usr/bin/env python3
"""Rebuild prompt_injection.jsonl, output_safety.jsonl and agent_action.jsonl of dev7.

Usage (from the dev7 folder):
    python3 gen/build.py              # writes the three files into the current folder
    python3 gen/build.py --out DIR    # writes them into DIR

Standard library only. Every entry is hand-written in the modules next to this file (lists of
texts / tool calls, plus a few small composition loops with fixed seeds). No entry needs a separate
data module: the current files are reproduced byte for byte from these sources.

Each file is the concatenation of batches. The first version of a file is one shuffled batch
(ids 0001…); every later batch is shuffled with its own seed and appended, its ids continuing the
numbering (earlier ids are never renumbered):

  prompt_injection  v1 seed 71  (pi_attacks1, pi_attacks_ml1, pi_compose1 attacks, pi_benign1,
                                 pi_benign_ml1, pi_compose1 benign, pi2)        pi-dev7-0001…0378
                    + seed 713  (pi3_benign, pi3_att)                            …0558
                    + seed 714  (pi4)                                            …0615
  output_safety     v1 seed 79  (os1, os_benign1, os2)                           os-dev7-0001…0214
                    + seed 739  (os3)                                            …0323
                    + seed 740  (os4)                                            …0350
  agent_action      v1 seed 73  (aa1, aa_att1, aa2, aa_att2)                     aa-dev7-0001…0346
                    + seed 733  (aa3_att, aa3_benign)                            …0562
                    + seed 734  (aa4)                                            …0582

Module import order matters where modules share a list or a seeded RNG (see their docstrings).
"""
import argparse
import json
import os
import random
import sys

sys.dont_write_bytecode = True  # keep gen/ free of __pycache__
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def shuffled(rows, seed):
    rows = list(rows)
    random.Random(seed).shuffle(rows)
    return rows


def prompt_injection():
    import pi_attacks1, pi_attacks_ml1, pi_benign1, pi_benign_ml1, pi_compose1, pi2
    v1 = (pi_attacks1.A + pi_attacks_ml1.M + pi_compose1.COMPOSED_ATTACKS
          + pi_benign1.B + pi_benign_ml1.BM + pi_compose1.COMPOSED_BENIGN + pi2.P2)
    import pi3_benign, pi3_att
    import pi4
    return [shuffled(v1, 71),
            shuffled(pi3_benign.P3 + pi3_benign.P3_ML + pi3_att.P3A, 713),
            shuffled(pi4.P4, 714)]


def output_safety():
    import os1, os_benign1, os2  # os_benign1 and os2 append to os1.OS
    import os3
    import os4
    return [shuffled(os1.OS, 79), shuffled(os3.OS3, 739), shuffled(os4.OS4, 740)]


def agent_action():
    import aa1, aa_att1, aa2, aa_att2  # all append to aa1.AA; aa2 continues aa1.R
    import aa3_att, aa3_benign         # aa3_benign appends to aa3_att.AA3
    import aa4
    return [shuffled(aa1.AA, 73), shuffled(aa3_att.AA3, 733), shuffled(aa4.AA4, 734)]


FILES = [
    ("prompt_injection.jsonl", "pi-dev7", prompt_injection),
    ("output_safety.jsonl", "os-dev7", output_safety),
    ("agent_action.jsonl", "aa-dev7", agent_action),
]


def write(path, batches, prefix):
    n = 0
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for batch in batches:
            for row in batch:
                n += 1
                out = {"id": f"{prefix}-{n:04d}"}
                out.update(row)
                f.write(json.dumps(out, ensure_ascii=False) + "\n")
    return n


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=".", help="output folder (default: current folder)")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for fname, prefix, make in FILES:
        n = write(os.path.join(args.out, fname), make(), prefix)
        print(f"{fname}: {n} entries")


if __name__ == "__main__":
    main()
