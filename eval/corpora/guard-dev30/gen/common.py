"""Shared helpers: seeded fake-data generators and slot filling.

Every value produced here is fake: drawn from a seeded random.Random, using
reserved example domains, 555 phone numbers and test-style identifiers.
"""
import random
import string

LANGS = ["en", "de", "fr", "es", "pl", "uk", "ro", "el", "ar", "tr", "ko"]

FIRST = {
    "en": ["Dana", "Marcus", "Priya", "Owen", "Leila", "Tomasz", "Grace", "Samuel", "Nia", "Victor"],
    "de": ["Jonas", "Lena", "Matthias", "Sabine", "Hakan", "Friederike"],
    "fr": ["Camille", "Julien", "Amélie", "Yacine", "Hélène", "Bastien"],
    "es": ["Lucía", "Javier", "Carmen", "Diego", "Marisol", "Andrés"],
    "pl": ["Katarzyna", "Piotr", "Agnieszka", "Michał", "Zofia", "Bartosz"],
    "uk": ["Олена", "Андрій", "Ірина", "Тарас", "Оксана", "Богдан"],
    "ro": ["Ioana", "Mihai", "Elena", "Radu", "Andreea", "Vlad"],
    "el": ["Μαρία", "Γιώργος", "Ελένη", "Νίκος", "Κατερίνα", "Δημήτρης"],
    "ar": ["مريم", "أحمد", "ليلى", "يوسف", "سارة", "خالد"],
    "tr": ["Ayşe", "Mehmet", "Elif", "Emre", "Zeynep", "Burak"],
    "ko": ["민준", "서연", "지훈", "하은", "도윤", "수빈"],
}
LAST = {
    "en": ["Okafor", "Lindqvist", "Ramirez", "Holloway", "Nguyen", "Brennan", "Adeyemi", "Castellano"],
    "de": ["Brandt", "Yilmaz", "Hoffmann", "Krüger", "Neumann"],
    "fr": ["Lefèvre", "Benali", "Moreau", "Girard", "Fontaine"],
    "es": ["García", "Ortega", "Navarro", "Ruiz", "Delgado"],
    "pl": ["Nowak", "Wiśniewska", "Kowalczyk", "Zieliński", "Mazur"],
    "uk": ["Шевченко", "Коваленко", "Бондаренко", "Мельник", "Ткаченко"],
    "ro": ["Popescu", "Ionescu", "Dumitru", "Stan", "Constantin"],
    "el": ["Παπαδόπουλος", "Νικολάου", "Γεωργίου", "Οικονόμου", "Αντωνίου"],
    "ar": ["الحسن", "منصور", "العلي", "حداد", "القاسم"],
    "tr": ["Yıldız", "Demir", "Kaya", "Şahin", "Çelik"],
    "ko": ["김", "이", "박", "최", "정"],
}

BAD_HOSTS = [
    "docs-preview-cdn.top", "case-sync.click", "gov-verify-portal.info", "pixel.trk-analytics.xyz",
    "upload.fileshare-eu.cc", "refund-hmrc-gov.co", "customs-clearance-pay.net", "ocr-backup.ru.com",
    "status.dhl-tracking-support.com", "webhook.relay-inbox.io", "legal-archive.store", "img.statcounter-pro.biz",
    "portal-login.gov-secure.support", "attacker.example.net", "collector.evil.example",
]
GOOD_HOSTS = [
    "www.gov.uk", "www.irs.gov", "www.uscis.gov", "www.service-public.fr", "www.bundesfinanzministerium.de",
    "www.europa.eu", "www.cbp.gov", "portal.city.example.gov", "intranet.court.example", "docs.municipality.example",
]


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def name(rng, lang):
    f = pick(rng, FIRST.get(lang, FIRST["en"]))
    l = pick(rng, LAST.get(lang, LAST["en"]))
    if lang == "ko":
        return l + f
    return f + " " + l


def digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def upalnum(rng, n):
    return "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(n))


def alnum(rng, n):
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(n))


def hexs(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def aws_key(rng):
    return "AKIA" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(16))


def aws_secret(rng):
    return "".join(rng.choice(string.ascii_letters + string.digits + "/+") for _ in range(40))


def gh_token(rng):
    return "ghp_" + alnum(rng, 36)


def slack_token(rng):
    return "xoxb-" + digits(rng, 11) + "-" + digits(rng, 12) + "-" + alnum(rng, 24)


def stripe_key(rng):
    return "sk_live_" + alnum(rng, 24)


def jwt(rng):
    return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + alnum(rng, 40) + "." + alnum(rng, 43)


def ssn(rng):
    # 9xx area numbers are never issued
    return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))


def iban(rng, cc="DE"):
    lens = {"DE": 18, "FR": 23, "ES": 20, "PL": 24, "RO": 20, "GR": 23, "TR": 22, "GB": 18, "NL": 14}
    n = lens.get(cc, 18)
    if cc in ("GB", "NL", "RO"):
        body = upalnum(rng, 4) + digits(rng, n - 4)
    else:
        body = digits(rng, n)
    return cc + digits(rng, 2) + body


def phone(rng, lang="en"):
    pref = {"en": "+1 555 01", "de": "+49 30 5550", "fr": "+33 1 55 50", "es": "+34 91 555",
            "pl": "+48 22 555", "uk": "+380 44 555", "ro": "+40 21 555", "el": "+30 21 0555",
            "ar": "+971 4 555", "tr": "+90 212 555", "ko": "+82 2 555"}.get(lang, "+1 555 01")
    return pref + " " + digits(rng, 4)


def email(rng, person=None, domain="example.org"):
    base = person or pick(rng, ["citizen", "applicant", "contact", "info"]) + "." + digits(rng, 4)
    base = "".join(c for c in base.lower().replace(" ", ".") if c.isascii() and (c.isalnum() or c == "."))
    if not base or base == ".":
        base = "citizen" + digits(rng, 4)
    return base + "@" + domain


def case_no(rng):
    return pick(rng, ["CV", "CR", "FAM", "IMM", "ADM"]) + "-20%s-%s" % (rng.randint(21, 26), digits(rng, 5))


def container(rng):
    return pick(rng, ["MSKU", "CMAU", "HLXU", "TGHU", "OOLU"]) + digits(rng, 7)


def passport(rng):
    return pick(rng, ["X", "P", "C"]) + digits(rng, 8)


def money(rng, lo, hi):
    return "%d.%02d" % (rng.randint(lo, hi), rng.randint(0, 99))


def date(rng):
    return "2026-%02d-%02d" % (rng.randint(1, 12), rng.randint(1, 28))


def fill(rng, text, lang="en", memo=None):
    """Replace {slots} in a hand-written template with fake values.

    With a memo dict, a slot repeated within one row keeps the same value."""
    slots = {
        "name": lambda: name(rng, lang),
        "name2": lambda: name(rng, lang),
        "case": lambda: case_no(rng),
        "ssn": lambda: ssn(rng),
        "iban": lambda: iban(rng, pick(rng, ["DE", "FR", "ES", "PL", "RO", "GB"])),
        "iban_de": lambda: iban(rng, "DE"),
        "phone": lambda: phone(rng, lang),
        "email": lambda: email(rng, (memo["name"] if memo and "name" in memo and memo["name"].isascii() else None) if memo and "name" in memo else name(rng, "en")),
        "passport": lambda: passport(rng),
        "aws": lambda: aws_key(rng),
        "aws_secret": lambda: aws_secret(rng),
        "gh": lambda: gh_token(rng),
        "slack": lambda: slack_token(rng),
        "stripe": lambda: stripe_key(rng),
        "jwt": lambda: jwt(rng),
        "bad": lambda: pick(rng, BAD_HOSTS),
        "good": lambda: pick(rng, GOOD_HOSTS),
        "container": lambda: container(rng),
        "amount": lambda: money(rng, 40, 9800),
        "amount2": lambda: money(rng, 12000, 98000),
        "small": lambda: money(rng, 15, 400),
        "user": lambda: pick(rng, ["j.holloway", "p.ramirez", "m.okafor", "d.nguyen", "l.brennan", "s.adeyemi"]),
        "extmail": lambda: pick(rng, ["records.backup", "case.archive", "secure.docs", "audit.copy"]) + digits(rng, 2) + "@" + pick(rng, ["gmail.com", "proton.me", "outlook.com", "mail.ru"]),
        "date": lambda: date(rng),
        "n4": lambda: digits(rng, 4),
        "n6": lambda: digits(rng, 6),
        "n8": lambda: digits(rng, 8),
        "hex": lambda: hexs(rng, 32),
        "pw": lambda: pick(rng, ["Winter", "Harbor", "Aurora", "Granit", "Kestrel"]) + digits(rng, 4) + pick(rng, ["!", "#", "$", "%"]),
        "ip": lambda: "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254)),
        "pubip": lambda: "203.0.113.%d" % rng.randint(1, 254),
    }
    out = []
    i = 0
    while i < len(text):
        if text[i] == "{":
            j = text.find("}", i)
            key = text[i + 1:j] if j > 0 else ""
            if key in slots:
                if memo is None:
                    out.append(slots[key]())
                else:
                    if key not in memo:
                        memo[key] = slots[key]()
                    out.append(memo[key])
                i = j + 1
                continue
        out.append(text[i])
        i += 1
    return "".join(out)
