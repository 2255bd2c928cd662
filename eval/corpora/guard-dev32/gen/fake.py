"""Deterministic fake secrets in realistic vendor formats.

Row texts may contain tokens such as {{AKID}} or {{STRIPE}}; fill() replaces
them with values derived from a seed (the row's own text), so every build
produces the same bytes.  None of these values is a live credential.
The same token used twice in one row yields the same value; a suffix such as
{{AKID#2}} asks for a second, different value.
"""
import base64
import hashlib
import random
import re
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
HEXL = "0123456789abcdef"
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"


def _s(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def _jwt(rng):
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=").decode()
    body = '{"sub":"svc-%s","role":"service_role","iat":17%s}' % (_s(rng, LO + DIG, 6), _s(rng, DIG, 8))
    body = base64.urlsafe_b64encode(body.encode()).rstrip(b"=").decode()
    return "%s.%s.%s" % (head, body, _s(rng, URLSAFE, 43))


def _pem(rng):
    lines = [_s(rng, B64, 64) for _ in range(3)]
    return "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + _s(rng, B64, 32) + "\\n" + "\\n".join(lines) + "\\n...\\n-----END PRIVATE KEY-----"


GEN = {
    "AKID": lambda r: "AKIA" + _s(r, UP + "234567", 16),
    "ASIA": lambda r: "ASIA" + _s(r, UP + "234567", 16),
    "AWS_SECRET": lambda r: _s(r, ALNUM + "+/", 40),
    "GHP": lambda r: "ghp_" + _s(r, ALNUM, 36),
    "GH_PAT": lambda r: "github_pat_11" + _s(r, UP + DIG, 20) + "_" + _s(r, ALNUM, 59),
    "STRIPE": lambda r: "sk_live_51" + _s(r, ALNUM, 97),
    "RK_STRIPE": lambda r: "rk_live_51" + _s(r, ALNUM, 97),
    "SLACK_BOT": lambda r: "xoxb-%s-%s-%s" % (_s(r, DIG, 12), _s(r, DIG, 13), _s(r, ALNUM, 24)),
    "SLACK_HOOK": lambda r: "https://hooks.slack.com/services/T%s/B%s/%s" % (_s(r, UP + DIG, 8), _s(r, UP + DIG, 10), _s(r, ALNUM, 24)),
    "OPENAI": lambda r: "sk-proj-" + _s(r, URLSAFE, 48) + "T3BlbkFJ" + _s(r, URLSAFE, 48),
    "ANTHROPIC": lambda r: "sk-ant-api03-" + _s(r, URLSAFE, 93) + "AA",
    "GOOGLE": lambda r: "AIza" + _s(r, URLSAFE, 35),
    "HF": lambda r: "hf_" + _s(r, ALNUM, 34),
    "SENDGRID": lambda r: "SG." + _s(r, URLSAFE, 22) + "." + _s(r, URLSAFE, 43),
    "DD_API": lambda r: _s(r, HEXL, 32),
    "DD_APP": lambda r: _s(r, HEXL, 40),
    "TWILIO_SID": lambda r: "AC" + _s(r, HEXL, 32),
    "PASS": lambda r: _s(r, ALNUM, 6) + r.choice("!#%*") + _s(r, ALNUM, 7) + r.choice("!#%*@") + _s(r, DIG, 2),
    "JWT": _jwt,
    "PEM": _pem,
    "AZ_KEY": lambda r: _s(r, B64, 86) + "==",
    "DBT": lambda r: "dbtu_" + _s(r, ALNUM, 40),
    "SNOW_PAT": lambda r: "ver:1-hint:" + _s(r, DIG, 10) + "-ETMsDgAAAZ" + _s(r, ALNUM, 60),
    "WANDB": lambda r: _s(r, HEXL, 40),
    "DATABRICKS": lambda r: "dapi" + _s(r, HEXL, 32),
    "NPM": lambda r: "npm_" + _s(r, ALNUM, 36),
    "GLPAT": lambda r: "glpat-" + _s(r, URLSAFE, 20),
    "MAILGUN": lambda r: "key-" + _s(r, HEXL, 32),
    "SHOPIFY": lambda r: "shpat_" + _s(r, HEXL, 32),
    "HUBSPOT": lambda r: "pat-eu1-" + "-".join(_s(r, HEXL, n) for n in (8, 4, 4, 4, 12)),
    "SAS": lambda r: "sv=2022-11-02&ss=b&srt=sco&sp=rwdlacup&se=2026-12-31T00:00:00Z&sig=" + _s(r, ALNUM, 43) + "%3D",
}

TOKEN = re.compile(r"\{\{([A-Z_]+)(#\d+)?\}\}")


def fill(text, seed):
    """Replace {{TOKEN}} markers with deterministic fake values."""
    cache = {}

    def sub(m):
        k = m.group(0)
        if k not in cache:
            name = m.group(1)
            if name not in GEN:
                raise KeyError("unknown fake token " + name)
            h = hashlib.sha256((seed + "|" + k).encode("utf-8")).digest()
            cache[k] = GEN[name](random.Random(h))
        return cache[k]

    return TOKEN.sub(sub, text)


def fill_obj(obj, seed):
    if isinstance(obj, str):
        return fill(obj, seed)
    if isinstance(obj, list):
        return [fill_obj(x, seed) for x in obj]
    if isinstance(obj, dict):
        return {k: fill_obj(v, seed) for k, v in obj.items()}
    return obj


if __name__ == "__main__":
    for k in sorted(GEN):
        print(k, fill("{{%s}}" % k, "demo"))
