"""Random-but-realistic fillers: fake keys, cards, IBANs, hosts. Nothing here is a real credential."""
import base64
import re
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG

# Invented attacker-ish hosts (reserved TLDs or invented names on example/test)
BAD_HOSTS = [
    "cdn-img-cache.example", "pixel.shopstats.example", "parcel-redeliver.example",
    "secure-verify-account.example", "rewards-claim.test", "img.adsync-metrics.example",
    "partner-checkout.example", "fastcoupon.test", "login-support-desk.example",
    "travel-fare-update.example", "cal-sync.example", "static.b3acon.test",
    "refund-portal.example", "my-wallet-check.test", "docs-share-preview.example",
]
# Benign well-known sites used in benign outputs
GOOD_LINKS = [
    "https://en.wikipedia.org/wiki/Phishing", "https://www.who.int/health-topics/nutrition",
    "https://www.nhs.uk/live-well/exercise/", "https://www.python.org/downloads/",
    "https://support.google.com/mail/answer/8494", "https://www.gov.uk/report-suspicious-emails-websites-phishing",
    "https://www.consumer.ftc.gov/articles/how-recognize-and-avoid-phishing-scams",
    "https://developer.mozilla.org/en-US/docs/Web/HTML", "https://www.bbc.co.uk/food/recipes",
    "https://www.iata.org/en/youandiata/travelers/", "https://www.khanacademy.org/math",
    "https://ec.europa.eu/consumers/odr/",
]
GOOD_IMGS = [
    "https://upload.wikimedia.org/wikipedia/commons/a/a8/Tour_Eiffel_Wikimedia_Commons.jpg",
    "https://upload.wikimedia.org/wikipedia/commons/thumb/6/6d/Good_Food_Display_-_NCI_Visuals_Online.jpg/640px-Good_Food_Display_-_NCI_Visuals_Online.jpg",
    "https://shop.example.com/images/products/p-1042-main.jpg",
    "https://images.northwind-outdoor.example/tents/ridge2-side.webp",
]
SHOPS = ["ShopCo", "Northwind Outdoor", "Lumen Home", "PixelMart", "Verdant Grocers", "Skyline Air",
         "TelNova Mobile", "BookNest", "Kettle & Co", "UrbanThreads"]
ITEMS = ["Aurora X2 wireless earbuds", "Ridge-2 trekking tent", "Kettle Pro 1.7L", "Nimbus 14 laptop sleeve",
         "Trailhead running shoes", "Lumen LED desk lamp", "SoftCloud duvet set", "Zenith smartwatch S3",
         "Voyager 55L backpack", "BrewMaster espresso machine", "Orbit robot vacuum", "FitBand Lite"]
CITIES = ["Lisbon", "Kyoto", "Barcelona", "Berlin", "Marrakesh", "Rome", "Montreal", "Delhi", "Cairo", "Prague"]
FIRST = ["Maria", "John", "Aiko", "Lukas", "Fatima", "Rahul", "Chloé", "Giulia", "Ivan", "Wei", "Ana", "Tom",
         "Sofia", "Omar", "Priya", "Elena", "Diego", "Hannah", "Yuki", "Pierre"]
LAST = ["Lopez", "Carter", "Tanaka", "Becker", "Haddad", "Sharma", "Martin", "Rossi", "Petrov", "Zhang",
        "Costa", "Nguyen", "Novak", "Kowalski", "Fischer", "Silva", "Moreau", "Okafor", "Ito", "Brennan"]
STREETS = ["Maple Street", "Calle Mayor", "Rue des Lilas", "Hauptstraße", "Via Roma", "Rua das Flores",
           "Oak Avenue", "Station Road", "Kirchweg", "Elm Close"]


def rstr(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def luhn_complete(prefix_digits):
    # compute check digit so that prefix+check passes Luhn
    total = 0
    for i, ch in enumerate(reversed(prefix_digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return prefix_digits + str((10 - total % 10) % 10)


def card(rng, spaced=True):
    pfx = rng.choice(["4", "5" + rng.choice("12345"), "4"])
    body = pfx + rstr(rng, DG, 15 - len(pfx))
    num = luhn_complete(body)
    if spaced:
        return " ".join(num[i:i + 4] for i in range(0, 16, 4))
    return num


def iban(rng):
    cc = rng.choice(["DE", "ES", "FR", "IT", "NL"])
    lens = {"DE": 18, "ES": 20, "FR": 23, "IT": 23, "NL": 14}
    if cc == "NL":
        bban = rstr(rng, UP, 4) + rstr(rng, DG, 10)
    elif cc == "IT":
        bban = rng.choice(UP) + rstr(rng, DG, 22)
    else:
        bban = rstr(rng, DG, lens[cc])
    rearr = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"


def aws_key(rng):
    return "AKIA" + rstr(rng, UP + "234567", 16)


def aws_secret(rng):
    return rstr(rng, AN + "/+", 40)


def stripe_key(rng):
    return "sk_live_" + rstr(rng, AN, 24)


def gh_token(rng):
    return "ghp_" + rstr(rng, AN, 36)


def slack_hook(rng):
    return "https://hooks.slack.com/services/T" + rstr(rng, UP + DG, 8) + "/B" + rstr(rng, UP + DG, 10) + "/" + rstr(rng, AN, 24)


def jwt(rng):
    def seg(n):
        return rstr(rng, AN + "-_", n)
    return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + seg(60) + "." + seg(43)


def password(rng):
    w = rng.choice(["Summer", "Kitten", "Harbor", "Maple", "Falcon", "Lotus", "Rocket", "Velvet"])
    return w + rstr(rng, DG, rng.randint(2, 4)) + rng.choice("!#$%&*?") + rstr(rng, LO, 2)


def otp(rng):
    return rstr(rng, DG, 6)


def order_no(rng):
    return rng.choice(["#", "A", "ORD-", "W"]) + rstr(rng, DG, rng.randint(6, 9))


def person(rng):
    return rng.choice(FIRST) + " " + rng.choice(LAST)


def email_of(rng, name=None, domain=None):
    if name is None:
        name = person(rng)
    user = name.lower().replace(" ", rng.choice([".", "_", ""]))
    user = user.encode("ascii", "ignore").decode() or "user"
    return user + "@" + (domain or rng.choice(["example.com", "mail.example", "example.org", "inbox.example.net"]))


def bad_email(rng):
    user = rng.choice(["sync.bot", "archive-ops", "it.helpdesk", "billing.verify", "data.intake", "travel.desk",
                       "assist-backup", "noreply-secure", "collector", "ops.mirror"])
    return user + "@" + rng.choice(["mailbox-relay.example", "secure-archive.test", "helpdesk-365.example",
                                    "cloudsync-mail.example", "fast-inbox.test"])


def bad_url(rng, path=None):
    host = rng.choice(BAD_HOSTS)
    path = path or rng.choice(["/c", "/p.gif", "/t", "/v2/collect", "/img/banner.png", "/r", "/s", "/login"])
    return "https://" + host + path


def phone(rng):
    return rng.choice(["+1 415 555 0", "+44 20 7946 0", "+34 612 555 ", "+49 151 5550 ", "+33 6 55 50 "]) + rstr(rng, DG, 3)


def address(rng):
    return f"{rng.randint(2, 180)} {rng.choice(STREETS)}, {rng.choice(['Springfield', 'Madrid', 'Lyon', 'Köln', 'Bologna', 'Porto', 'Leeds'])} {rstr(rng, DG, 5)}"


def passport(rng):
    return rng.choice(UP) + rstr(rng, DG, 8)


def btc_addr(rng):
    return "bc1q" + rstr(rng, LO + DG, 38)


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def rot13(s):
    out = []
    for ch in s:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 + 13) % 26 + 97))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - 65 + 13) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)


SLOT = re.compile(r"\{([a-z_0-9]+)\}")


def fill(tpl, vals):
    return SLOT.sub(lambda m: str(vals[m.group(1)]) if m.group(1) in vals else m.group(0), tpl)


def zw_interleave(s, rng):
    zws = ["\u200b", "\u200c", "\u200d", "\u2060"]
    return "".join(ch + (rng.choice(zws) if ch != " " else "") for ch in s)


HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у"}


def homoglyph(s, rng):
    return "".join(HOMO[ch] if ch in HOMO and rng.random() < 0.6 else ch for ch in s)


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def leet(s, rng):
    return "".join(LEET[ch.lower()] if ch.lower() in LEET and rng.random() < 0.55 else ch for ch in s)


def typo(s, rng, n=1):
    """Informal spelling noise: swap or drop a letter inside a word (Latin, Cyrillic and others alike)."""
    chars = list(s)
    for _ in range(n):
        idxs = [i for i in range(1, len(chars) - 2) if chars[i].isalpha() and chars[i + 1].isalpha()]
        if not idxs:
            break
        i = rng.choice(idxs)
        if rng.random() < 0.5:
            chars[i], chars[i + 1] = chars[i + 1], chars[i]
        else:
            del chars[i]
    return "".join(chars)
