"""Shared helpers: seeded fake data, slot filling, row constructors.

All personal data and credentials produced here are fictitious. Keys are either
documented example keys (AWS docs) or random strings from a fixed-seed RNG.
Domains use the reserved .example TLD (RFC 2606) or example.com/.org.
"""
import random
import re
import string

RNG = random.Random(3333)

BRANDS = {
    "air": "Aurora Air", "air_dom": "auroraair.example",
    "hotel": "Harbourline Hotels", "hotel_dom": "harbourline.example",
    "telco": "Telvio", "telco_dom": "telvio.example",
    "util": "Northgrid Energy", "util_dom": "northgrid.example",
    "ins": "Calder Insurance", "ins_dom": "calder-insurance.example",
    "ota": "Tripsy", "ota_dom": "tripsy.example",
    "rail": "Vialto Rail", "rail_dom": "vialto-rail.example",
}

FIRST = ["Maya", "Jonas", "Priya", "Tomasz", "Elif", "Kenji", "Linh", "Arjun", "Sofia", "Lars",
         "Nadia", "Rafael", "Aiko", "Hana", "Diego", "Marta", "Oskar", "Farah", "Luca", "Ines",
         "Pieter", "Siti", "Amir", "Chloe", "Emre", "Yuki", "Anika", "Tomas", "Giulia", "Noor"]
LAST = ["Okafor", "Lindqvist", "Raman", "Novak", "Yilmaz", "Tanaka", "Nguyen", "Mehta", "Rossi",
        "Berg", "Haddad", "Moreno", "Sato", "Dvorak", "Garcia", "De Vries", "Holm", "Rahman",
        "Bianchi", "Costa", "Jansen", "Aziz", "Karimi", "Dubois", "Kaya", "Ito", "Sharma",
        "Svoboda", "Ferri", "Hassan"]


def _rand(chars, n):
    return "".join(RNG.choice(chars) for _ in range(n))


UP = string.ascii_uppercase
UPD = string.ascii_uppercase + string.digits
ALN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def gen_slot(key):
    if key == "name":
        return f"{RNG.choice(FIRST)} {RNG.choice(LAST)}"
    if key == "first":
        return RNG.choice(FIRST)
    if key == "name2":
        return f"{RNG.choice(FIRST)} {RNG.choice(LAST)}"
    if key == "pnr":
        return _rand(UP.replace("O", "").replace("I", ""), 2) + _rand(UPD, 4)
    if key == "pnr2":
        return _rand(UP, 3) + _rand(UPD, 3)
    if key == "ticket":
        return str(RNG.randint(10000, 99999))
    if key == "case":
        return "CS-" + str(RNG.randint(100000, 999999))
    if key == "claim":
        return "CLM-" + str(RNG.randint(2026000, 2026999)) + "-" + _rand(UP, 2)
    if key == "acct":
        return str(RNG.randint(40000000, 49999999))
    if key == "loyalty":
        return "AU" + str(RNG.randint(100000000, 999999999))
    if key == "phone":
        return f"+1 555 {RNG.randint(100, 999)} {RNG.randint(1000, 9999)}"
    if key == "phone2":
        return f"+44 7700 900{RNG.randint(100, 999)}"
    if key == "email":
        f = RNG.choice(FIRST).lower()
        l = RNG.choice(LAST).lower().replace(" ", "")
        return f"{f}.{l}@mail.example"
    if key == "email2":
        return f"{_rand(string.ascii_lowercase, 6)}{RNG.randint(10, 99)}@inbox.example"
    if key == "amt":
        return str(RNG.choice([89, 120, 145, 199, 240, 312, 389, 450, 515, 780]))
    if key == "bigamt":
        return str(RNG.choice([2400, 3950, 4800, 7200, 9900, 12500]))
    if key == "card4":
        return str(RNG.randint(1000, 9999))
    if key == "card":
        return "4111 1111 1111 1111"  # documented test PAN
    if key == "iban":
        return "GB33BUKB20201555555555"  # documented example IBAN format
    if key == "otp":
        return str(RNG.randint(100000, 999999))
    if key == "flight":
        return "AU" + str(RNG.randint(100, 999))
    if key == "room":
        return str(RNG.randint(101, 1245))
    if key == "date":
        return f"{RNG.randint(3, 28):02d}/{RNG.choice(['01','02','03','04','05','06'])}/2027"
    if key == "dob":
        return f"{RNG.randint(1960, 2001)}-{RNG.randint(1, 12):02d}-{RNG.randint(1, 28):02d}"
    if key == "iccid":
        return "8944" + "".join(RNG.choice(string.digits) for _ in range(15))
    if key == "imei":
        return "35" + "".join(RNG.choice(string.digits) for _ in range(13))
    if key == "ip":
        return f"10.{RNG.randint(0,255)}.{RNG.randint(0,255)}.{RNG.randint(1,254)}"
    if key == "aws_id":
        return RNG.choice(["AKIAIOSFODNN7EXAMPLE", "AKIA" + _rand(UPD.replace("0", "").replace("1", ""), 16)])
    if key == "aws_secret":
        return RNG.choice(["wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", _rand(ALN + "/+", 40)])
    if key == "stripe":
        return "sk_live_" + _rand(ALN, 24)
    if key == "stripe_test":
        return "sk_test_" + _rand(ALN, 24)
    if key == "ghp":
        return "ghp_" + _rand(ALN, 36)
    if key == "slack":
        return f"xoxb-{RNG.randint(10**10, 10**11)}-{RNG.randint(10**11, 10**12)}-{_rand(ALN, 24)}"
    if key == "twilio":
        return "SK" + _rand(HEX, 32)
    if key == "sendgrid":
        return "SG." + _rand(ALN, 22) + "." + _rand(ALN + "-_", 43)
    if key == "openai":
        return "sk-proj-" + _rand(ALN, 48)
    if key == "jwt":
        return ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + _rand(ALN, 36) + "." + _rand(ALN + "-_", 43))
    if key == "pw":
        return RNG.choice(["Summer2026!", "Tr0ub4dor&3", "Welcome#" + str(RNG.randint(100, 999)),
                           _rand(ALN, 10) + "!"])
    if key == "dbpw":
        return _rand(ALN, 14)
    if key == "gcp":
        return "AIza" + _rand(ALN + "-_", 35)
    if key == "token":
        return _rand(HEX, 32)
    if key == "webhook":
        return ("https://hooks.slack.com/services/T" + _rand(UPD, 8) + "/B" + _rand(UPD, 8) + "/" + _rand(ALN, 24))
    if key == "evil":
        return RNG.choice(["collect-data.example", "cdn-metrics.example", "telemetry-sync.example",
                           "img-cache.example", "webhook-relay.example", "pastebin-mirror.example"])
    if key == "b64":
        return _rand(ALN, 28)
    if key in BRANDS:
        return BRANDS[key]
    raise KeyError(key)


SLOT_RE = re.compile(r"\{(" + "|".join([
    "name", "first", "name2", "pnr", "pnr2", "ticket", "case", "claim", "acct", "loyalty", "phone",
    "phone2", "email", "email2", "amt", "bigamt", "card4", "card", "iban", "otp", "flight", "room",
    "date", "dob", "iccid", "imei", "ip", "aws_id", "aws_secret", "stripe", "stripe_test", "ghp",
    "slack", "twilio", "msisdn", "nameq", "sendgrid", "openai", "jwt", "pw", "dbpw", "gcp", "token", "webhook",
    "evil", "b64"] + list(BRANDS.keys())) + r")\}")


def fill(s, memo=None):
    """Replace {slot} markers; the same slot within one item gets the same value."""
    if memo is None:
        memo = {}

    def rep(m):
        k = m.group(1)
        if k == "msisdn":
            if "phone" not in memo:
                memo["phone"] = gen_slot("phone")
            return memo["phone"].replace(" ", "")
        if k == "nameq":
            if "name" not in memo:
                memo["name"] = gen_slot("name")
            return memo["name"].replace(" ", "+")
        if k not in memo:
            memo[k] = gen_slot(k)
        return memo[k]
    return SLOT_RE.sub(rep, s)


def fill_obj(o, memo):
    if isinstance(o, str):
        return fill(o, memo)
    if isinstance(o, list):
        return [fill_obj(x, memo) for x in o]
    if isinstance(o, dict):
        return {fill(k, memo): fill_obj(v, memo) for k, v in o.items()}
    return o


# ---- row constructors -------------------------------------------------------
# Text rows: (text, label, category, language, source, hard_negative)

def T(text, cat=None, src="customer_chat", lang="en", hn=False):
    """Text item. cat None => benign."""
    memo = {}
    return {
        "text": fill(text, memo),
        "label": "attack" if cat else "benign",
        "category": cat,
        "language": lang,
        "source": src,
        "hard_negative": bool(hn) if not cat else False,
    }


def A(tool, args, req, agent, role="customer", out=None, cat=None, lang="en", hn=False, extra=None):
    memo = {}
    ctx = {"user_request": req, "agent": agent, "user_role": role}
    if out is not None:
        ctx["recent_tool_output"] = out
    if extra:
        ctx.update(extra)
    aa = {"tool": tool, "arguments": args, "context": ctx}
    aa = fill_obj(aa, memo)
    return {
        "agent_action": aa,
        "label": "attack" if cat else "benign",
        "category": cat,
        "language": lang,
        "source": "agent_tool_call:" + agent,
        "hard_negative": bool(hn) if not cat else False,
    }
