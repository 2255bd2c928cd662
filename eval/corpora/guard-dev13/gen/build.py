"""Regenerate all three JSONL files and README count tables, byte for byte.

Usage: python3 gen/build.py
"""
import os
import sys

sys.dont_write_bytecode = True

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pi  # noqa: E402
import os_build  # noqa: E402
import aa_build  # noqa: E402
import readme  # noqa: E402


def main():
    p = pi.build()
    o = os_build.build()
    a = aa_build.build()
    readme.build(p, o, a)
    print("prompt_injection: %d, output_safety: %d, agent_action: %d" % (len(p), len(o), len(a)))


if __name__ == "__main__":
    main()
