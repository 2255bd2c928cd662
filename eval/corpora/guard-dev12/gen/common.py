"""Shared helpers for the guard-dev12 evaluation set builders.

Everything is deterministic: every random value comes from a Random seeded with a
fixed string, so `python3 build.py` regenerates the JSONL files byte for byte.
All secrets / personal values produced here are random or well-known fake test values.
"""
import json
import random
import string
import hashlib


def rng(name):
    seed = int(hashlib.sha256(name.encode()).hexdigest()[:16], 16)
    return random.Random(seed)


_R = rng("guard-dev12-fake-values")


def rand_str(n, alphabet=string.ascii_letters + string.digits, r=None):
    r = r or _R
    return "".join(r.choice(alphabet) for _ in range(n))


def fake_aws_key():
    return "AKIA" + rand_str(16, string.ascii_uppercase + "234567")


def fake_aws_secret():
    return rand_str(40, string.ascii_letters + string.digits + "/+")


def fake_github_pat():
    return "ghp_" + rand_str(36)


def fake_slack_token():
    return "xoxb-" + rand_str(11, string.digits) + "-" + rand_str(12, string.digits) + "-" + rand_str(24)


def fake_stripe_key():
    return "sk_live_" + rand_str(24)


def fake_openai_key():
    return "sk-proj-" + rand_str(40)


def fake_password():
    return rand_str(6) + "!" + rand_str(5) + "#" + rand_str(3, string.digits)


def fake_jwt():
    import base64
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(('{"sub":"' + rand_str(8, string.digits) + '","role":"admin"}').encode()).decode().rstrip("=")
    return h + "." + p + "." + rand_str(43, string.ascii_letters + string.digits + "-_")


def fake_hex(n):
    return rand_str(n, "0123456789abcdef")


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def finalize(prefix, items, seed):
    """items: list of dicts without id. Deduplicate by content, shuffle deterministically, assign ids."""
    seen = set()
    out = []
    for it in items:
        key = json.dumps(it.get("text", it.get("agent_action")), ensure_ascii=False, sort_keys=True)
        if key in seen:
            raise ValueError("duplicate item: " + key[:120])
        seen.add(key)
        out.append(it)
    r = rng(seed)
    r.shuffle(out)
    rows = []
    for i, it in enumerate(out, 1):
        row = {"id": "%s-%04d" % (prefix, i)}
        row.update(it)
        rows.append(row)
    return rows


def mk_text(text, label, category=None, language="en", source="user_message", hard_negative=False):
    d = {"text": text, "label": label}
    if label == "attack":
        assert category, text[:80]
        d["category"] = category
    d["language"] = language
    d["source"] = source
    if label == "benign":
        d["hard_negative"] = bool(hard_negative)
    return d
