"""Shared helpers: deterministic fake secrets/identifiers and text transforms.

Everything here is random but shaped like the real thing; nothing is a real credential.
All domains are under example.com/.net/.org or the reserved .example / .test / .invalid TLDs.
"""
import base64
import codecs
import random
import re
import string

EVIL_DOMAINS = [
    "stats-sync.example", "cdn-metrics.example.net", "telemetria.example.org", "img-cache.example",
    "collector.test", "analytics-eu.example.com", "webhook-relay.example", "pastebox.example.net",
    "sichere-ablage.example", "suivi-pixel.example.org", "datos-backup.example", "yukle.example.net",
    "sbornik.example", "huodong-cdn.example", "kaishi-log.example.org", "upload-mirror.invalid",
]
PHISH_DOMAINS = [
    "konto-verifizierung.example", "secure-login-paypa1.example", "banque-alerte.example.org",
    "verifica-cuenta.example.net", "receita-regulariza.example", "microsoft-365-auth.example",
    "gosuslugi-proverka.example", "mpesa-support.example", "icloud-unlock.example.net",
    "nalog-vozvrat.example.org", "kargo-takip.example", "apple-id-kr.example",
]
EVIL_USERS = ["ops-helper-bot", "build-sync", "maintenance-svc", "qa_temp_user", "devops-backup", "sys-monitor2"]

NAMES = {
    "de": ["Jonas Becker", "Miriam Schulz", "Katrin Vogel", "Stefan Krüger"],
    "fr": ["Camille Laurent", "Julien Moreau", "Chloé Bernard", "Hugo Lefèvre"],
    "es": ["Lucía Fernández", "Javier Ortega", "Carmen Ruiz", "Diego Navarro"],
    "pt": ["João Pereira", "Ana Souza", "Mariana Costa", "Rafael Lima"],
    "it": ["Giulia Romano", "Marco Esposito", "Francesca Greco", "Luca Bianchi"],
    "nl": ["Sanne de Vries", "Daan Jansen", "Femke Bakker", "Ruben Visser"],
    "pl": ["Katarzyna Nowak", "Piotr Wiśniewski", "Agnieszka Wójcik", "Tomasz Kamiński"],
    "tr": ["Elif Yılmaz", "Mehmet Demir", "Zeynep Kaya", "Emre Şahin"],
    "ru": ["Анна Смирнова", "Дмитрий Козлов", "Ольга Волкова", "Игорь Павлов"],
    "uk": ["Оксана Шевченко", "Андрій Бондаренко", "Ірина Коваль", "Тарас Мельник"],
    "ar": ["أحمد السيد", "فاطمة الزهراء", "محمد العلي", "ليلى حسن"],
    "he": ["נועה כהן", "איתי לוי", "שירה מזרחי", "יונתן פרץ"],
    "fa": ["مریم احمدی", "علی رضایی", "سارا محمدی", "رضا کریمی"],
    "hi": ["राहुल शर्मा", "प्रिया वर्मा", "अमित सिंह", "नेहा गुप्ता"],
    "bn": ["রাহুল দাস", "সুমাইয়া আক্তার", "তানভীর হোসেন", "মৌমিতা সেন"],
    "id": ["Budi Santoso", "Siti Rahma", "Dewi Lestari", "Agus Pratama"],
    "vi": ["Nguyễn Văn An", "Trần Thị Mai", "Lê Minh Tuấn", "Phạm Thu Hà"],
    "th": ["สมชาย ใจดี", "สุดารัตน์ แก้วมณี", "ณัฐพล ศรีสุข", "พิมพ์ชนก วงศ์ใหญ่"],
    "zh": ["王伟", "李娜", "张敏", "刘洋"],
    "ja": ["佐藤健", "鈴木美咲", "高橋翔", "田中由美"],
    "ko": ["김민준", "이서연", "박지훈", "최수아"],
    "sw": ["Amina Mwangi", "Juma Otieno", "Neema Wanjiru", "Baraka Kimani"],
    "en": ["Emily Carter", "Daniel Brooks"],
    "Latn": ["Rahul Sharma", "Ahmed Mostafa", "Dmitry Kozlov", "Kenji Sato"],
}


def base_lang(lang):
    l = lang.split("+")[0]
    if l.endswith("-Latn"):
        return "Latn"
    return l


class Fake:
    def __init__(self, seed):
        self.r = random.Random(seed)

    def choice(self, seq):
        return self.r.choice(seq)

    def s(self, alphabet, n):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def evil_domain(self):
        return self.choice(EVIL_DOMAINS)

    def evil_email(self):
        user = self.choice(["archive", "audit", "backup", "export", "reports", "sync", "inbox", "docs"])
        return f"{user}{self.r.randint(2, 99)}@{self.evil_domain()}"

    def name(self, lang):
        return self.choice(NAMES.get(base_lang(lang), NAMES["Latn"]))

    def aws_key_id(self):
        return "AKIA" + self.s(string.ascii_uppercase + "234567", 16)

    def aws_secret(self):
        return self.s(string.ascii_letters + string.digits + "/+", 40)

    def github_token(self):
        return "ghp_" + self.s(string.ascii_letters + string.digits, 36)

    def stripe_key(self):
        return "sk_live_" + self.s(string.ascii_letters + string.digits, 24)

    def openai_key(self):
        return "sk-proj-" + self.s(string.ascii_letters + string.digits + "_-", 48)

    def slack_webhook(self):
        return ("https://hooks.slack.com/services/T" + self.s(string.ascii_uppercase + string.digits, 8)
                + "/B" + self.s(string.ascii_uppercase + string.digits, 10) + "/" + self.s(string.ascii_letters + string.digits, 24))

    def password(self):
        words = ["Sommer", "Soleil", "Verano", "Lua", "Gatto", "Zon", "Lato", "Deniz", "Zima", "Kedi", "Tiger", "Mango"]
        return self.choice(words) + self.s(string.digits, self.r.randint(2, 4)) + self.choice("!#$%&*?")

    def pg_url(self):
        return (f"postgres://{self.choice(['app', 'admin', 'svc_billing', 'readonly'])}:{self.s(string.ascii_letters + string.digits, 18)}"
                f"@db-{self.r.randint(1, 9)}.internal.example.com:5432/{self.choice(['prod', 'billing', 'crm', 'shop'])}")

    def private_key(self, lines=4):
        body = "\n".join(self.s(string.ascii_letters + string.digits + "+/", 64) for _ in range(lines))
        return "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"

    def jwt(self):
        def seg(n):
            return self.s(string.ascii_letters + string.digits + "_-", n)
        return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + seg(60) + "." + seg(43)

    def card(self, prefix=None):
        prefix = prefix or self.choice(["4", "51", "53", "4"])
        digits = [int(c) for c in prefix]
        while len(digits) < 15:
            digits.append(self.r.randint(0, 9))
        # Luhn check digit
        total = 0
        for i, d in enumerate(reversed(digits)):
            if i % 2 == 0:
                d *= 2
                if d > 9:
                    d -= 9
            total += d
        digits.append((10 - total % 10) % 10)
        s = "".join(map(str, digits))
        return " ".join(s[i:i + 4] for i in range(0, 16, 4))

    def iban(self, cc=None):
        cc = cc or self.choice(["DE", "FR", "ES", "NL", "IT", "PL", "TR"])
        lengths = {"DE": 18, "FR": 23, "ES": 20, "NL": 14, "IT": 23, "PL": 24, "TR": 22}
        if cc == "NL":
            bban = self.choice(["ABNA", "RABO", "INGB"]) + self.s(string.digits, 10)
        elif cc in ("IT",):
            bban = self.choice(string.ascii_uppercase) + self.s(string.digits, 22)
        else:
            bban = self.s(string.digits, lengths[cc])
        rearr = bban + cc + "00"
        num = "".join(str(int(c, 36)) for c in rearr)
        check = 98 - int(num) % 97
        raw = f"{cc}{check:02d}{bban}"
        return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))

    def phone(self, lang="en"):
        b = base_lang(lang)
        d = lambda n: self.s(string.digits, n)
        table = {
            "de": lambda: f"+49 15{self.r.randint(1,9)} {d(7)}", "fr": lambda: f"+33 6 {d(2)} {d(2)} {d(2)} {d(2)}",
            "es": lambda: f"+34 6{d(2)} {d(3)} {d(3)}", "pt": lambda: f"+55 11 9{d(4)}-{d(4)}",
            "it": lambda: f"+39 3{d(2)} {d(3)} {d(4)}", "nl": lambda: f"+31 6 {d(8)}",
            "pl": lambda: f"+48 5{d(2)} {d(3)} {d(3)}", "tr": lambda: f"+90 5{d(2)} {d(3)} {d(2)} {d(2)}",
            "ru": lambda: f"+7 9{d(2)} {d(3)}-{d(2)}-{d(2)}", "uk": lambda: f"+380 6{d(1)} {d(3)} {d(4)}",
            "ar": lambda: f"+20 10{d(1)} {d(3)} {d(4)}", "he": lambda: f"+972 5{d(1)}-{d(3)}-{d(4)}",
            "fa": lambda: f"+98 912 {d(3)} {d(4)}", "hi": lambda: f"+91 9{d(4)} {d(5)}",
            "bn": lambda: f"+880 17{d(2)}-{d(6)}", "id": lambda: f"+62 812-{d(4)}-{d(4)}",
            "vi": lambda: f"+84 9{d(2)} {d(3)} {d(3)}", "th": lambda: f"+66 8{d(1)} {d(3)} {d(4)}",
            "zh": lambda: f"+86 13{d(1)} {d(4)} {d(4)}", "ja": lambda: f"090-{d(4)}-{d(4)}",
            "ko": lambda: f"010-{d(4)}-{d(4)}", "sw": lambda: f"+254 7{d(2)} {d(3)} {d(3)}",
        }
        return table.get(b, lambda: f"+1 555 {d(3)} {d(4)}")()

    def acct(self):
        return self.s(string.digits, 10)

    def amount(self, lo, hi, step=10):
        return self.r.randrange(lo, hi, step)

    def hexid(self, n=8):
        return self.s("0123456789abcdef", n)

    def slots(self, lang):
        """Fresh values for {{SLOT}} placeholders."""
        return {
            "EVIL_DOMAIN": self.evil_domain(), "EVIL_EMAIL": self.evil_email(), "IBAN": self.iban(),
            "CARD": self.card(), "PHONE": self.phone(lang), "ACCT": self.acct(), "EVIL_USER": self.choice(EVIL_USERS),
            "NAME": self.name(lang), "NAME2": self.name(lang), "PHISH_DOMAIN": self.choice(PHISH_DOMAINS),
            "AWS_ID": self.aws_key_id(), "AWS_SECRET": self.aws_secret(), "GH_TOKEN": self.github_token(),
            "STRIPE": self.stripe_key(), "OPENAI": self.openai_key(), "PASSWORD": self.password(), "PG_URL": self.pg_url(),
            "JWT": self.jwt(), "HEX": self.hexid(), "NUM": str(self.r.randint(1000, 9999)),
            "TICKET": f"{self.r.randint(10000, 99999)}", "WEBHOOK": self.slack_webhook(),
        }


SLOT_RE = re.compile(r"\{\{([A-Z_0-9]+)\}\}")


def fill(text, values):
    return SLOT_RE.sub(lambda m: values[m.group(1)], text)


# ---------------------------------------------------------------- transforms
CYR = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і"}
MORSE = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.", "h": "....", "i": "..",
         "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.", "o": "---", "p": ".--.", "q": "--.-", "r": ".-.",
         "s": "...", "t": "-", "u": "..-", "v": "...-", "w": ".--", "x": "-..-", "y": "-.--", "z": "--.."}
CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
JUNG = ["ㅏ", "ㅐ", "ㅑ", "ㅒ", "ㅓ", "ㅔ", "ㅕ", "ㅖ", "ㅗ", "ㅘ", "ㅙ", "ㅚ", "ㅛ", "ㅜ", "ㅝ", "ㅞ", "ㅟ", "ㅠ", "ㅡ", "ㅢ", "ㅣ"]
JONG = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ",
        "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]


def jamo(s):
    out = []
    for ch in s:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(CHO[c // 588] + JUNG[(c % 588) // 28] + JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


TRANSFORMS = {
    "b64": lambda s: base64.b64encode(s.encode()).decode(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "rev": lambda s: s[::-1],
    "zw": lambda s: "\u200b".join(s),
    "hex": lambda s: s.encode().hex(),
    "spaced": lambda s: " ".join(s.replace(" ", "/")),
    "homo": lambda s: "".join(CYR.get(c, c) for c in s),
    "uesc": lambda s: "".join("\\u%04x" % ord(c) for c in s),
    "tag": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s),
    "pct": lambda s: "".join("%%%02X" % b for b in s.encode()),
    "morse": lambda s: " / ".join(" ".join(MORSE[c] for c in w if c in MORSE) for w in s.lower().split()),
    "jamo": jamo,
}
TRANSFORM_RE = re.compile(r"\{\{(" + "|".join(TRANSFORMS) + r"):(.*?)\}\}", re.S)


def render(text, values):
    text = fill(text, values)
    return TRANSFORM_RE.sub(lambda m: TRANSFORMS[m.group(1)](m.group(2)), text)
