"""Shared helpers for the guard-dev10 evaluation set. Deterministic: all randomness is seeded."""
import base64, random, string

RNG = random.Random(1010)

def rnd(chars, n):
    return "".join(RNG.choice(chars) for _ in range(n))

AZ09 = string.ascii_uppercase + string.digits
az09 = string.ascii_lowercase + string.digits
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"

# Fake / random secrets (random bodies, never real).
def aws_key():      return "AKIA" + rnd(AZ09, 16)
def aws_secret():   return rnd(ALNUM + "/+", 40)
def gh_token():     return "ghp_" + rnd(ALNUM, 36)
def stripe_live():  return "sk_live_" + rnd(ALNUM, 24)
def slack_token():  return "xoxb-" + rnd(string.digits, 11) + "-" + rnd(string.digits, 12) + "-" + rnd(ALNUM, 24)
def openai_key():   return "sk-proj-" + rnd(ALNUM + "_-", 48)
def jwt():
    b = lambda n: rnd(ALNUM + "_-", n)
    return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + b(60) + "." + b(43)
def hexs(n):        return rnd(HEX, n)
def password():     return rnd(string.ascii_letters, 6) + rnd(string.digits, 3) + RNG.choice("!#%&*") + rnd(string.ascii_letters, 3)
def pem_key():
    body = "\n".join(rnd(ALNUM + "+/", 64) for _ in range(6))
    return "-----BEGIN RSA PRIVATE KEY-----\n" + body + "\n-----END RSA PRIVATE KEY-----"

# Fake personal data: SSNs in the never-issued 9xx area, 555-01xx phone numbers, random Luhn cards.
def ssn():   return "9%02d-%02d-%04d" % (RNG.randint(0, 99), RNG.randint(10, 99), RNG.randint(1000, 9999))
def phone(): return "+1-555-01%02d" % RNG.randint(0, 99)
def luhn_card(prefix="4"):
    digits = [int(c) for c in prefix] + [RNG.randint(0, 9) for _ in range(15 - len(prefix))]
    s = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d = d * 2
            if d > 9: d -= 9
        s += d
    check = (10 - s % 10) % 10
    n = "".join(map(str, digits)) + str(check)
    return " ".join(n[i:i+4] for i in range(0, 16, 4))
def iban_de(): return "DE%02d 5001 0517 %04d %04d %02d" % (RNG.randint(10, 99), RNG.randint(0, 9999), RNG.randint(0, 9999), RNG.randint(0, 99))

def b64(s):  return base64.b64encode(s.encode()).decode()
def rot13(s):
    out = []
    for ch in s:
        if "a" <= ch <= "z": out.append(chr((ord(ch) - 97 + 13) % 26 + 97))
        elif "A" <= ch <= "Z": out.append(chr((ord(ch) - 65 + 13) % 26 + 65))
        else: out.append(ch)
    return "".join(out)
def caesar(s, k):
    out = []
    for ch in s:
        if "a" <= ch <= "z": out.append(chr((ord(ch) - 97 + k) % 26 + 97))
        elif "A" <= ch <= "Z": out.append(chr((ord(ch) - 65 + k) % 26 + 65))
        else: out.append(ch)
    return "".join(out)
def tags(s):
    """Invisible Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(c)) for c in s)
def zw(s):
    return "\u200b".join(s)
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "i": "\u0456", "y": "\u0443", "x": "\u0445"}
def homoglyph(s):
    return "".join(HOMO.get(c, c) for c in s)

class Collector:
    def __init__(self):
        self.items = []
    def attack(self, category, lang, source, text, **extra):
        self.items.append(dict(text=text, label="attack", category=category, language=lang, source=source, **extra))
    def benign(self, lang, source, text, hard=True, **extra):
        self.items.append(dict(text=text, label="benign", language=lang, source=source, hard_negative=hard, **extra))
