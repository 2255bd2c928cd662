"""Shared helpers: languages, random fake secrets/PII with realistic shapes, encodings.

Everything here is deterministic given the random.Random instance passed in.
No value produced here is a real credential: all are random strings in the shape of one.
"""
import base64
import codecs
import string

LANGS = ["en", "de", "fr", "es", "pt", "it", "ru", "pl", "tr", "ar", "hi", "zh", "ja"]
OTHER = LANGS[1:]


def lang_plan(n, rng, en_share=0.4):
    """Return a shuffled list of n language codes: en_share English, rest spread over 12 others."""
    n_en = round(n * en_share)
    out = ["en"] * n_en
    i = 0
    while len(out) < n:
        out.append(OTHER[i % len(OTHER)])
        i += 1
    rng.shuffle(out)
    return out


UP = string.ascii_uppercase
LOW = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LOW + DIG
B64 = ALNUM + "+/"


def rs(rng, n, alphabet=ALNUM):
    return "".join(rng.choice(alphabet) for _ in range(n))


def aws_key_id(rng):
    return "AKIA" + rs(rng, 16, UP + "234567")


def aws_secret(rng):
    return rs(rng, 40, ALNUM + "/+")


def github_token(rng):
    return "ghp_" + rs(rng, 36)


def github_pat(rng):
    return "github_pat_" + rs(rng, 22) + "_" + rs(rng, 59)


def slack_bot(rng):
    return "xoxb-%s-%s-%s" % (rs(rng, 12, DIG), rs(rng, 13, DIG), rs(rng, 24))


def slack_webhook(rng):
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(rng, 8, UP + DIG), rs(rng, 9, UP + DIG), rs(rng, 24))


def stripe_live(rng):
    return "sk_live_" + rs(rng, 24)


def openai_like(rng):
    return "sk-proj-" + rs(rng, 48, ALNUM + "-_")


def google_api(rng):
    return "AIza" + rs(rng, 35, ALNUM + "-_")


def jwt(rng):
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = '{"sub":"%s","role":"admin","iat":17%s}' % (rs(rng, 8, DIG), rs(rng, 8, DIG))
    p = base64.urlsafe_b64encode(body.encode()).decode().rstrip("=")
    return h + "." + p + "." + rs(rng, 43, ALNUM + "-_")


def password(rng):
    words = ["Winter", "Falcon", "Orchid", "Marble", "Copper", "Harbor", "Nimbus", "Saffron"]
    return rng.choice(words) + rs(rng, 2, DIG) + rng.choice("!#$%&*") + rs(rng, 5)


def pg_url(rng, host=None):
    host = host or rng.choice(["db-prod-01.internal", "10.20.4.17", "pg.prod.corp.example.com"])
    return "postgresql://%s:%s@%s:5432/%s" % (rng.choice(["app", "admin", "billing_rw", "postgres"]),
                                              password(rng), host, rng.choice(["orders", "crm", "billing", "prod"]))


def private_key(rng, lines=6):
    body = "\n".join(rs(rng, 64, B64) for _ in range(lines))
    return "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA" + rs(rng, 40, B64) + "\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"


def rsa_key(rng, lines=5):
    body = "\n".join(rs(rng, 64, B64) for _ in range(lines))
    return "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA" + rs(rng, 48, B64) + "\n" + body + "\n-----END RSA PRIVATE KEY-----"


def luhn_complete(prefix, length, rng):
    digits = [int(c) for c in prefix]
    while len(digits) < length - 1:
        digits.append(rng.randrange(10))
    s = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d = d * 2
            if d > 9:
                d -= 9
        s += d
    check = (10 - s % 10) % 10
    return "".join(map(str, digits)) + str(check)


def card(rng, spaced=True):
    prefix = rng.choice(["4", "51", "53", "55", "2221"])
    num = luhn_complete(prefix, 16, rng)
    if spaced:
        return " ".join(num[i:i + 4] for i in range(0, 16, 4))
    return num


def iban_de(rng):
    bban = rs(rng, 18, DIG)
    return _iban("DE", bban)


def iban_fr(rng):
    return _iban("FR", rs(rng, 10, DIG) + rs(rng, 11, UP + DIG) + rs(rng, 2, DIG))


def _iban(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    check = 98 - int(num) % 97
    return "%s%02d%s" % (cc, check, bban)


def iban_spaced(iban):
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def ssn(rng):
    a = rng.choice([x for x in range(1, 900) if x != 666])
    return "%03d-%02d-%04d" % (a, rng.randrange(1, 100), rng.randrange(1, 10000))


def phone(rng, lang="en"):
    if lang == "de":
        return "+49 151 %s %s" % (rs(rng, 4, DIG), rs(rng, 4, DIG))
    if lang == "fr":
        return "+33 6 %s %s %s %s" % tuple(rs(rng, 2, DIG) for _ in range(4))
    return "+1 (%s) 555-%s" % (rng.choice(["212", "415", "312", "617", "206"]), rs(rng, 4, DIG))


def btc(rng):
    return "bc1q" + rs(rng, 38, "023456789acdefghjklmnpqrstuvwxyz")


def eth(rng):
    return "0x" + rs(rng, 40, "0123456789abcdef")


def ip_doc(rng):
    return rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randrange(2, 254))


# ---------------------------------------------------------------- encodings / obfuscation

def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode()


def rot13(s):
    return codecs.encode(s, "rot13")


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "l": "1", "g": "9"}


def leet(s, rng):
    return "".join(LEET[c.lower()] if c.lower() in LEET and rng.random() < 0.8 else c for c in s)


HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "i": "\u0456", "y": "\u0443", "s": "\u0455", "j": "\u0458"}


def homoglyph(s, rng):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.6 else c for c in s)


ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def zero_width(s, rng):
    out = []
    for c in s:
        out.append(c)
        if c != " " and rng.random() < 0.5:
            out.append(rng.choice(ZW))
    return "".join(out)


def reverse(s):
    return s[::-1]


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def spaced_letters(s):
    return " ".join(s)


def url_pct(s):
    from urllib.parse import quote
    return quote(s, safe="")


def hex_enc(s):
    return s.encode("utf-8").hex()


def unicode_tags(s):
    """Invisible Unicode tag characters (U+E0000 block) carrying ASCII."""
    return "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128)
