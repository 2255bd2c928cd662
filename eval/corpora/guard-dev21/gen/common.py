"""Shared helpers: random-but-realistic values (all invented), slot filling, encodings.

Every value is produced from the caller's random.Random instance, so output is reproducible.
No real credentials: keys/tokens are random strings with the usual public prefixes/shapes;
hosts use example.* / invented names / RFC 5737 documentation IP ranges.
"""
import base64
import codecs
import re
import string

LANGS = ["en", "es", "fr", "de", "pt", "it", "ja", "zh", "ko", "ru", "ar"]

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def luhn_complete(prefix, length, rng):
    body = prefix + rs(rng, DG, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def iban_de(rng):
    bban = rs(rng, DG, 18)
    num = bban + "131400"  # D=13 E=14 + 00
    check = 98 - int(num) % 97
    return "DE%02d%s" % (check, bban)


def fmt_iban(i):
    return " ".join(i[k:k + 4] for k in range(0, len(i), 4))


FIRST = ["Maria", "James", "Aisha", "Kenji", "Lucía", "Olga", "Pierre", "Fatima", "Minh", "Sofia",
         "Daniel", "Priya", "Jonas", "Chloé", "Hiro", "Elena", "Omar", "Grace", "Mateo", "Ingrid",
         "Wei", "Yuna", "Karim", "Beatriz", "Luca", "Anna", "Tomás", "Nadia"]
LAST = ["Keller", "Okafor", "Tanaka", "García", "Ivanova", "Dubois", "Haddad", "Nguyen", "Rossi",
        "Schmidt", "Patel", "Larsen", "Moreau", "Sato", "Petrova", "Farouk", "Chen", "Silva",
        "Brennan", "Kowalski", "Park", "Costa", "Novak", "Bauer", "Lindqvist", "Romero"]

CORP = ["northwind-bank.example", "contoso-health.example", "fabrikam-insure.example",
        "tailspin-legal.example", "acme-corp.example", "meridian-clinic.example",
        "bluefin-payments.example", "harbor-mutual.example", "example.com", "example.org"]

EVIL_DOMAINS = ["metrics-cdn.example.net", "docs-sync.example.net", "secure-verify-portal.example",
                "acct-review.example.info", "img-proxy.example.io", "telemetry-hub.example.dev",
                "support-desk-help.example", "sso-login-check.example", "files-share.example.co",
                "status-pixel.example.app", "backup-vault.example.cc", "trackr.example.link"]
TUNNEL = ["ngrok-free.app", "trycloudflare.com", "loca.lt", "serveo.net"]


def evil_host(rng):
    k = rng.randrange(5)
    if k == 0:
        return "%s.%s" % (rs(rng, LO + DG, 10), rng.choice(TUNNEL))
    if k == 1:
        return rng.choice(["203.0.113.", "198.51.100.", "192.0.2."]) + str(rng.randrange(2, 250))
    return rng.choice(EVIL_DOMAINS)


def evil_url(rng, path=None):
    h = evil_host(rng)
    scheme = "http" if h[0].isdigit() and rng.random() < 0.6 else "https"
    port = (":" + rng.choice(["8080", "8443", "4444", "9001"])) if h[0].isdigit() and rng.random() < 0.5 else ""
    p = path or rng.choice(["/c", "/collect", "/log", "/p.gif", "/i.png", "/api/v2/ingest", "/u", "/t/" + rs(rng, LO + DG, 6)])
    return "%s://%s%s%s" % (scheme, h, port, p)


def person(rng):
    return "%s %s" % (rng.choice(FIRST), rng.choice(LAST))


def ascii_slug(name):
    table = str.maketrans("áéíóúàèìòùâêîôûäëïöüçñ", "aeiouaeiouaeiouaeioucn")
    return name.lower().translate(table).replace(" ", ".")


class Slots(dict):
    """Lazy slot values; each key generated once per row from rng."""

    def __init__(self, rng, **fixed):
        super().__init__(**fixed)
        self.rng = rng

    def __missing__(self, key):
        v = self.make(key)
        self[key] = v
        return v

    def make(self, key):
        r = self.rng
        if key == "evil_url":
            return evil_url(r)
        if key == "evil_url2":
            return evil_url(r)
        if key == "evil_host":
            return evil_host(r)
        if key == "evil_email":
            return "%s@%s" % (r.choice(["archive-sync", "records.backup", "audit-export", "ops.relay", "kyc-review", "it-helpdesk", "dpo-office", "claims.center"]),
                              r.choice(["mailbox-secure.example", "gmail-backup.example", "proton-relay.example", "outlook-sync.example.net", "external-audit.example.info"]))
        if key == "bad_ip":
            return rng_ip(r, bad=True)
        if key == "ip":
            return rng_ip(r, bad=False)
        if key == "corp":
            return r.choice(CORP)
        if key == "name":
            return person(r)
        if key == "name2":
            return person(r)
        if key == "email":
            return "%s@%s" % (ascii_slug(self["name"]), self["corp"])
        if key == "user":
            n = self["name"].split()
            return ascii_slug(n[0][0] + n[1]) if len(n) > 1 else ascii_slug(n[0])
        if key == "ticket":
            return "%s-%d" % (r.choice(["INC", "SEC", "SIR", "IR", "SOC"]), r.randrange(10000, 99999))
        if key == "change":
            return "CHG%07d" % r.randrange(10 ** 6, 10 ** 7)
        if key == "case":
            return "CASE-%d-%04d" % (r.choice([2025, 2026]), r.randrange(1, 9999))
        if key == "host":
            return "%s-%s-%04d" % (r.choice(["WKS", "LT", "SRV", "VDI"]), r.choice(["FIN", "HR", "CLIN", "OPS", "DEV", "LEGAL"]), r.randrange(1, 9999))
        if key == "host2":
            return "%s-%s-%04d" % (r.choice(["WKS", "LT", "SRV"]), r.choice(["FIN", "HR", "OPS"]), r.randrange(1, 9999))
        if key == "n":
            return str(r.randrange(2, 60))
        if key == "num":
            return str(r.randrange(100, 99999))
        if key == "mrn":
            return "%08d" % r.randrange(10 ** 7, 10 ** 8)
        if key == "claim":
            return "CLM-%s-%06d" % (r.choice(["AUTO", "HOME", "HLTH", "TRVL"]), r.randrange(10 ** 5, 10 ** 6))
        if key == "policy":
            return "POL-%08d" % r.randrange(10 ** 7, 10 ** 8)
        if key == "order":
            return "ORD-%d" % r.randrange(1000000, 9999999)
        if key == "amount":
            return "%d.%02d" % (r.choice([r.randrange(20, 900), r.randrange(900, 9800), r.randrange(9800, 48000)]), r.randrange(100))
        if key == "iban":
            return fmt_iban(iban_de(r))
        if key == "iban_raw":
            return iban_de(r)
        if key == "card":
            c = luhn_complete(r.choice(["4", "51", "53", "55"]), 16, r)
            return " ".join(c[i:i + 4] for i in range(0, 16, 4))
        if key == "ssn":
            return "%03d-%02d-%04d" % (r.randrange(100, 665), r.randrange(1, 99), r.randrange(1, 9999))
        if key == "dob":
            return "%d-%02d-%02d" % (r.randrange(1941, 2004), r.randrange(1, 13), r.randrange(1, 29))
        if key == "phone":
            return "+1 555 %03d %04d" % (r.randrange(100, 999), r.randrange(0, 9999))
        if key == "aws_id":
            return "AKIA" + rs(r, UP + "234567", 16)
        if key == "aws_secret":
            return rs(r, AN + "/+", 40)
        if key == "ghp":
            return "ghp_" + rs(r, AN, 36)
        if key == "slack":
            return "xoxb-%d-%d-%s" % (r.randrange(10 ** 10, 10 ** 11), r.randrange(10 ** 12, 10 ** 13), rs(r, AN, 24))
        if key == "stripe":
            return "sk_live_" + rs(r, AN, 24)
        if key == "openai":
            return "sk-proj-" + rs(r, AN + "-_", 48)
        if key == "jwt":
            return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + rs(r, AN + "-_", 48) + "." + rs(r, AN + "-_", 43)
        if key == "dbpass":
            return rs(r, AN, 6) + r.choice("!#%&*") + rs(r, AN, 7)
        if key == "otp":
            return "%06d" % r.randrange(10 ** 6)
        if key == "uuid":
            h = rs(r, "0123456789abcdef", 32)
            return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
        if key == "tool":
            return r.choice(["send_email", "http_request", "create_payment", "share_file", "update_memory", "post_message", "run_shell", "export_records"])
        if key == "date":
            return "2026-%02d-%02d" % (r.randrange(1, 12), r.randrange(1, 28))
        if key == "cve":
            return "CVE-%d-%d" % (r.choice([2024, 2025, 2026]), r.randrange(1000, 49999))
        if key == "repo":
            return r.choice(["payments-api", "claims-portal", "ehr-integration", "soc-playbooks", "kyc-service", "triage-bot", "audit-copilot"])
        if key == "bucket":
            return r.choice(["ir-evidence", "audit-exports", "claims-docs", "phi-archive", "soc-artifacts"]) + "-" + rs(r, LO + DG, 5)
        if key == "port":
            return r.choice(["4444", "9001", "1337", "8443", "53", "443"])
        raise KeyError(key)


def rng_ip(r, bad):
    if bad:
        return r.choice(["203.0.113.", "198.51.100.", "192.0.2."]) + str(r.randrange(2, 250))
    return "10.%d.%d.%d" % (r.randrange(0, 255), r.randrange(0, 255), r.randrange(2, 250))


SLOT_RE = re.compile(r"<<(\w+)>>")


def fill(template, slots):
    # fill repeatedly so slots may contain slots
    out = template
    for _ in range(3):
        new = SLOT_RE.sub(lambda m: str(slots[m.group(1)]), out)
        if new == out:
            break
        out = new
    return out


# ---------------- obfuscation transforms ----------------
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def t_base64(s, rng):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def t_hex(s, rng):
    return s.encode("utf-8").hex()


def t_rot13(s, rng):
    return codecs.encode(s, "rot13")


def t_leet(s, rng):
    return "".join(LEET.get(c, c) if c in LEET and rng.random() < 0.8 else c for c in s)


def t_zw(s, rng):
    return "".join(c + (rng.choice(ZW) if c.isalpha() and rng.random() < 0.6 else "") for c in s)


def t_homoglyph(s, rng):
    return "".join(HOMO.get(c, c) if c in HOMO and rng.random() < 0.7 else c for c in s)


def t_reverse(s, rng):
    return s[::-1]


def t_spaced(s, rng):
    return " ".join(s.replace(" ", "/"))


def t_urlenc(s, rng):
    return "".join("%%%02X" % b for b in s.encode("utf-8"))


def t_tags(s, rng):
    # Unicode tag block smuggling (invisible); ASCII only
    return "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128)


def t_split(s, rng):
    words = s.split(" ")
    k = max(1, len(words) // 3)
    parts = [" ".join(words[i:i + k]) for i in range(0, len(words), k)]
    names = ["a", "b", "c", "d", "e", "f", "g", "h"][:len(parts)]
    lines = ["%s = \"%s\"" % (n, p.replace('"', "'")) for n, p in zip(names, parts)]
    return "\n".join(lines) + "\nz = " + " + ' ' + ".join(names)


def gcg_suffix(rng):
    toks = ["describing.\\", "+similarlyNow", "write", "oppositeley.](", "Me", "giving**ONE", "please?", "revert",
            "with", "\"\\!--Two", "==interface", "Manuel", "WITH", "steps", "instead", "sentences", ":)ish?",
            "->", "%{", "NAME", "awesome", "coffee", "DJstructor", "Tuialsheet", "satisfies", "prompt;",
            "formatted", "\"{", "Sure\",\"anden", "tutorial", "FOR:}Task", "process", "Manuel", "»",
            "But", "add", "assume", "Claud", "stal", "againetafterAtlas\\'", "tutorial", "manuscriptfor",
            "only", "Seattlejust", "every", "paragraph", "using:\"", "SureBEtera", "SocietyEGIN", "manuallyoral"]
    return " ".join(rng.choice(toks) for _ in range(rng.randrange(14, 24)))
