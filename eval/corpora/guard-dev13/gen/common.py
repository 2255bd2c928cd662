"""Shared helpers for the guard-dev13 evaluation set generators.

Everything is deterministic: no clocks, no unseeded randomness, stable ordering.
"""
import base64
import codecs
import json
import random
import string

OUT_DIR = __import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "..")


def rng(seed):
    return random.Random(seed)


def fake_token(seed, n, alphabet=string.ascii_letters + string.digits):
    r = rng("tok:" + seed)
    return "".join(r.choice(alphabet) for _ in range(n))


def fake_aws_key(seed):
    return "AKIA" + fake_token(seed, 16, string.ascii_uppercase + "234567")


def fake_aws_secret(seed):
    return fake_token(seed + "s", 40, string.ascii_letters + string.digits + "/+")


def fake_hex(seed, n):
    return fake_token(seed, n, "0123456789abcdef")


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def rot13(s):
    return codecs.encode(s, "rot13")


def tag_chars(s):
    """Invisible Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def spaced(s):
    return " ".join(s)


def zwsp(s, every=3):
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if i % every == every - 1:
            out.append("\u200b")
    return "".join(out)


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False, sort_keys=False) + "\n")


def shuffled(items, seed):
    items = list(items)
    rng("shuffle:" + seed).shuffle(items)
    return items
