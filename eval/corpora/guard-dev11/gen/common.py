"""Shared helpers. Everything is deterministic (seeded) so build.py regenerates byte for byte."""
import base64, codecs, random, string

R = random.Random(1107)

def rnd(chars, n, r=None):
    r = r or R
    return "".join(r.choice(chars) for _ in range(n))

UP = string.ascii_uppercase
UPD = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"

def fake_aws_key(r=None):
    return "AKIA" + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16, r)

def fake_aws_secret(r=None):
    return rnd(ALNUM + "/+", 40, r)

def fake_gh_token(r=None):
    return "ghp_" + rnd(ALNUM, 36, r)

def fake_slack(r=None):
    return "xoxb-" + rnd("0123456789", 11, r) + "-" + rnd("0123456789", 12, r) + "-" + rnd(ALNUM, 24, r)

def fake_openai(r=None):
    return "sk-proj-" + rnd(ALNUM, 48, r)

def fake_stripe(r=None):
    return "sk_live_" + rnd(ALNUM, 24, r)

def fake_pw(r=None):
    return rnd(ALNUM, 10, r) + rnd("!#%*", 1, r) + rnd("0123456789", 2, r)

def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")

def rot13(s):
    return codecs.encode(s, "rot13")

def zw(s):
    """insert zero-width spaces between letters"""
    return "\u200b".join(s)

def tags(s):
    """Unicode tag-character smuggling (invisible)"""
    return "".join(chr(0xE0000 + ord(c)) for c in s)

def leet(s):
    t = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
    return "".join(t.get(c, c) for c in s.lower())
