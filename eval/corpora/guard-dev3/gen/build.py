"""Builds the dev3 guard study set. Row order is append-only: new rows go at the end."""
import importlib, json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import write
OUT = os.path.join(os.path.dirname(__file__), "..")

def rows(mods):
    out = []
    for m in mods:
        try:
            out += importlib.import_module(m).R
        except ModuleNotFoundError as e:
            if e.name != m: raise
    return out

pi = rows(["pi_attacks_en", "pi_attacks_ml", "pi_benign", "pi_ext1", "pi_ext2", "pi_ext3", "pi_ext4"])
os_ = rows(["os_attacks", "os_benign", "os_ext1", "os_ext2", "os_ext3", "os_ext4"])
aa = rows(["aa_attacks", "aa_benign", "aa_ext1", "aa_ext2", "aa_ext3"])
print("pi", write(os.path.join(OUT, "prompt_injection.jsonl"), "pi-dev3", pi))
print("os", write(os.path.join(OUT, "output_safety.jsonl"), "os-dev3", os_))
print("aa", write(os.path.join(OUT, "agent_action.jsonl"), "aa-dev3", aa, key="agent_action"))
