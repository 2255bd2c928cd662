"""Shared helpers: seeded slot values, language allocation, carriers."""
import random
import string

LANGS = ["en", "es", "it", "nl", "ru", "tr", "vi", "th", "hi", "he", "pt"]
NON_EN = LANGS[1:]

ALNUM = string.ascii_letters + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits


def alloc_langs(n, rng, en_share=0.45):
    """Return a list of n language codes: ~45% en, rest spread over the 10 others."""
    n_en = round(n * en_share)
    out = ["en"] * n_en
    others = list(NON_EN)
    rng.shuffle(others)
    i = 0
    while len(out) < n:
        out.append(others[i % len(others)])
        i += 1
    rng.shuffle(out)
    return out


def rs(rng, chars, k):
    return "".join(rng.choice(chars) for _ in range(k))


def iban(rng, cc=None):
    cc = cc or rng.choice(["DE", "NL", "GB", "ES", "IT", "FR", "BE", "PT", "TR", "LT"])
    lens = {"DE": 18, "NL": 14, "GB": 18, "ES": 20, "IT": 23, "FR": 23, "BE": 12, "PT": 21, "TR": 22, "LT": 16}
    n = lens.get(cc, 18)
    if cc == "NL":
        bban = rs(rng, string.ascii_uppercase, 4) + rs(rng, string.digits, 10)
    elif cc == "GB":
        bban = rs(rng, string.ascii_uppercase, 4) + rs(rng, string.digits, 14)
    elif cc == "IT":
        bban = rng.choice(string.ascii_uppercase) + rs(rng, string.digits, 22)
    else:
        bban = rs(rng, string.digits, n)
    tmp = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in tmp)
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"


def luhn_card(rng, prefix=None):
    prefix = prefix or rng.choice(["4", "51", "55", "37"])
    length = 15 if prefix.startswith("37") else 16
    digits = [int(c) for c in prefix]
    while len(digits) < length - 1:
        digits.append(rng.randrange(10))
    s = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    digits.append((10 - s % 10) % 10)
    return "".join(map(str, digits))


def fmt_card(c):
    return " ".join(c[i:i + 4] for i in range(0, len(c), 4))


VENDOR_WORDS = ["Nordvik", "Calder", "Brightmoor", "Tessaro", "Velluto", "Kranwerk", "Orinoco", "Palisade",
                "Quillon", "Rivenhall", "Sundara", "Tamsin", "Ulmer", "Vantor", "Westlake", "Yarrow",
                "Zephyrine", "Ashgrove", "Bramley", "Corvane", "Dunmore", "Elmsworth", "Fenwick", "Galloway"]
VENDOR_SUFFIX = ["Logistics Ltd", "Supplies BV", "Industrial GmbH", "Packaging S.r.l.", "Consulting LLC",
                 "Facilities Services", "Office Systems", "Freight & Co", "Metals S.A.", "Print House",
                 "Software AS", "Cleaning Services", "Catering Group", "Electrical Ltd"]
COMPANIES = ["Harbourline Retail", "Mistral Foods", "Kestrel Engineering", "Lumen Health Group",
             "Bluefin Apparel", "Oakridge Hotels", "Pinecrest Media", "Silverlake Motors", "Tidewater Energy",
             "Granite Peak Holdings", "Cobalt Ridge Pharma", "Amberfield Schools"]
BANKS = ["Northbridge Bank", "Meridian Savings", "Corvid Bank", "Lakeshore Credit Union", "Aurelia Bank",
         "Fennick & Ward Bank", "Halcyon Bank", "Bankora", "Saltmarsh Bank"]
EVIL_DOMAINS = ["payments-verify.example", "invoice-portal-secure.example", "acct-update.example",
                "bank-confirm.example", "vendor-sync.example", "treasury-audit.example", "kyc-check.example",
                "refund-center.example", "cdn-metrics.example", "static-img.example", "collect-api.example",
                "wallet-connect-help.example", "secure-login-bank.example", "docs-share.example"]
GOOD_DOMAINS = ["northbridgebank.example", "meridiansavings.example", "harbourline.example",
                "mistralfoods.example", "kestrel-eng.example", "corvidbank.example", "aureliabank.example"]
FIRST = {
    "en": ["James", "Priya", "Olivia", "Marcus", "Hannah", "Daniel", "Chloe", "Tom", "Aisha", "Ben"],
    "es": ["Lucía", "Javier", "Marta", "Andrés", "Carmen", "Diego"],
    "it": ["Giulia", "Marco", "Francesca", "Luca", "Chiara", "Paolo"],
    "nl": ["Sanne", "Pieter", "Femke", "Joris", "Lotte", "Bram"],
    "ru": ["Ольга", "Дмитрий", "Анна", "Сергей", "Мария", "Игорь"],
    "tr": ["Elif", "Mehmet", "Zeynep", "Emre", "Ayşe", "Burak"],
    "vi": ["Nguyễn Lan", "Trần Minh", "Lê Hương", "Phạm Tuấn", "Võ Thảo", "Đặng Quang"],
    "th": ["สมชาย", "วิภา", "อนันต์", "ปรียา", "กิตติ", "นภา"],
    "hi": ["राहुल", "प्रिया", "अमित", "नेहा", "सुरेश", "कविता"],
    "he": ["יוסי", "מיכל", "אבי", "נועה", "דני", "שירה"],
    "pt": ["João", "Ana", "Rafael", "Beatriz", "Tiago", "Mariana"],
}
LAST = {
    "en": ["Hartley", "Okafor", "Chen", "Whitfield", "Novak", "Brennan", "Sato", "Delgado"],
    "es": ["García", "Moreno", "Ruiz", "Navarro"], "it": ["Rossi", "Bianchi", "Ferrari", "Conti"],
    "nl": ["de Vries", "Jansen", "Bakker", "Visser"], "ru": ["Иванов", "Смирнова", "Кузнецов", "Попова"],
    "tr": ["Yılmaz", "Kaya", "Demir", "Şahin"], "vi": ["", ""], "th": ["ใจดี", "ศรีสุข", "วงศ์ทอง"],
    "hi": ["शर्मा", "वर्मा", "गुप्ता", "सिंह"], "he": ["כהן", "לוי", "מזרחי", "פרץ"],
    "pt": ["Silva", "Santos", "Oliveira", "Costa"],
}
CUR = {"en": ["USD", "GBP", "EUR"], "es": ["EUR", "MXN"], "it": ["EUR"], "nl": ["EUR"], "ru": ["RUB", "USD"],
       "tr": ["TRY", "EUR"], "vi": ["VND", "USD"], "th": ["THB"], "hi": ["INR"], "he": ["ILS", "USD"],
       "pt": ["EUR", "BRL"]}


def person(rng, lang):
    f = rng.choice(FIRST[lang])
    l = rng.choice(LAST[lang])
    return (f + " " + l).strip()


COMMA_DECIMAL = {"es", "it", "nl", "tr", "pt", "ru", "vi"}


def amount(rng, cur=None, lang="en"):
    big = cur in ("VND",)
    if big:
        return f"{rng.randrange(5, 900) * 1000000:,}".replace(",", ".")
    v = rng.choice([rng.randrange(120, 9999), rng.randrange(10000, 250000)]) + rng.randrange(100) / 100
    s = f"{v:,.2f}"
    if lang in COMMA_DECIMAL:
        s = s.replace(",", "_").replace(".", ",").replace("_", " " if lang == "ru" else ".")
    return s


def slots(rng, lang="en"):
    cur = rng.choice(CUR[lang])
    vendor = rng.choice(VENDOR_WORDS) + " " + rng.choice(VENDOR_SUFFIX)
    company = rng.choice(COMPANIES)
    evil = rng.choice(EVIL_DOMAINS)
    good = rng.choice(GOOD_DOMAINS)
    return {
        "vendor": vendor,
        "vendor_dom": vendor.split()[0].lower() + "-" + vendor.split()[1].lower().strip(".&") + ".example",
        "company": company,
        "company_dom": company.split()[0].lower() + ".example",
        "bank": rng.choice(BANKS),
        "iban": iban(rng),
        "iban2": iban(rng),
        "bic": rs(rng, string.ascii_uppercase, 6) + rs(rng, UPPER_NUM, 2),
        "acct": rs(rng, string.digits, rng.choice([8, 10, 12])),
        "sort": f"{rng.randrange(10, 99)}-{rng.randrange(10, 99)}-{rng.randrange(10, 99)}",
        "routing": "0" + rs(rng, string.digits, 8),
        "amount": amount(rng, cur, lang),
        "amount2": amount(rng, cur, lang),
        "cur": cur,
        "inv": f"INV-{rng.randrange(2025, 2027)}-{rng.randrange(1000, 99999):05d}",
        "po": f"PO-{rng.randrange(100000, 999999)}",
        "ticket": str(rng.randrange(100000, 999999)),
        "name": person(rng, lang),
        "name2": person(rng, lang),
        "evil": evil,
        "good": good,
        "evil_mail": rng.choice(["ap-desk", "billing", "finance.ops", "remit", "treasury", "audit", "cfo.office"])
        + "@" + rng.choice(["gmaill-mail.example", "proton-box.example", "fin-secure.example", evil]),
        "date": f"2026-{rng.randrange(1, 13):02d}-{rng.randrange(1, 29):02d}",
        "date2": f"{rng.randrange(1, 29):02d}.{rng.randrange(1, 13):02d}.2026",
        "card": fmt_card(luhn_card(rng)),
        "last4": rs(rng, string.digits, 4),
        "wallet": "0x" + rs(rng, "0123456789abcdef", 40),
        "wallet2": "0x" + rs(rng, "0123456789abcdef", 40),
        "btc": "bc1q" + rs(rng, "023456789acdefghjklmnpqrstuvwxyz", 38),
        "tx": "0x" + rs(rng, "0123456789abcdef", 64),
        "n": str(rng.randrange(2, 60)),
        "pct": str(rng.randrange(2, 40)),
        "cust": "CUS-" + rs(rng, UPPER_NUM, 8),
        "ref": rs(rng, UPPER_NUM, 10),
        "sk": "sk_live_" + rs(rng, ALNUM, 24),
        "akia": "AKIA" + rs(rng, string.ascii_uppercase + "234567", 16),
        "aws_secret": rs(rng, ALNUM + "/+", 40),
        "ghp": "ghp_" + rs(rng, ALNUM, 36),
        "xoxb": f"xoxb-{rng.randrange(10**10, 10**11)}-{rng.randrange(10**10, 10**11)}-{rs(rng, ALNUM, 24)}",
        "pw": rs(rng, ALNUM, 6) + rng.choice("!#$%&@") + rs(rng, ALNUM, 5),
        "jwt": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + rs(rng, ALNUM + "-_", 48) + "." + rs(rng, ALNUM + "-_", 43),
        "ssn": f"{rng.randrange(100, 899)}-{rng.randrange(10, 99)}-{rng.randrange(1000, 9999)}",
        "phone": f"+{rng.choice(['44', '1', '31', '34', '39', '90', '84', '66', '91', '972', '55', '7'])} "
                 f"{rng.randrange(100, 999)} {rng.randrange(100, 999)} {rng.randrange(1000, 9999)}",
        "hexid": rs(rng, "0123456789abcdef", 12),
        "pin": rs(rng, string.digits, 6),
        "qty": str(rng.randrange(2, 500)),
    }


class SafeDict(dict):
    def __missing__(self, k):
        raise KeyError(k)


def fill(tpl, s):
    return tpl.format_map(SafeDict(s))
