"""Shared fillers and fake-secret generators (all values random, realistic shapes, never real)."""
import random, string, base64, json

LANGS = ["en", "es", "pt", "ru", "hi", "tr", "he", "sw", "tl", "bn", "ro"]

NAMES = {
    "en": ["Maya Patel", "Liam O'Connor", "Aisha Bello", "Noah Kim", "Chloe Martin", "Ethan Brooks", "Priya Raman", "Jonas Weber"],
    "es": ["Lucía Fernández", "Mateo Gómez", "Valentina Ruiz", "Diego Herrera", "Camila Torres"],
    "pt": ["Ana Beatriz Souza", "João Pedro Lima", "Mariana Costa", "Rafael Oliveira", "Beatriz Almeida"],
    "ru": ["Анна Смирнова", "Дмитрий Козлов", "Екатерина Волкова", "Илья Морозов", "Мария Лебедева"],
    "hi": ["आरव शर्मा", "प्रिया वर्मा", "रोहन गुप्ता", "अनन्या सिंह", "कबीर मेहता"],
    "tr": ["Elif Yılmaz", "Mehmet Kaya", "Zeynep Demir", "Emre Şahin", "Ayşe Çelik"],
    "he": ["נועה כהן", "איתי לוי", "מאיה מזרחי", "יונתן פרץ", "תמר ביטון"],
    "sw": ["Amani Mwangi", "Neema Otieno", "Baraka Njoroge", "Zawadi Achieng", "Juma Hassan"],
    "tl": ["Andrea Santos", "Miguel Reyes", "Joy Dela Cruz", "Paolo Garcia", "Kristine Bautista"],
    "bn": ["তানভীর হাসান", "নুসরাত জাহান", "রাফি আহমেদ", "সুমাইয়া ইসলাম", "অর্ক দাস"],
    "ro": ["Andreea Popescu", "Mihai Ionescu", "Ioana Dumitrescu", "Radu Stan", "Elena Marin"],
}

COURSES = ["BIO 201", "CHEM 110", "MATH 221", "CS 350", "HIST 104", "PSYC 230", "ECON 101", "PHYS 212", "STAT 315", "ENGL 120"]
ORG_DOMAINS = ["northfield.edu.example", "uni-lakeside.example", "westbrook-school.example", "campus.example.edu", "labs.example.org", "riverside-college.example"]
BAD_DOMAINS = ["grade-sync.example-cdn.net", "lms-backup-mirror.example.io", "paper-metrics.example.xyz", "sso-verify-portal.example.com",
               "scholar-stats.example.top", "notes-collector.example.ru", "aidhelp-center.example.info", "cdn-pixel.example-analytics.net",
               "studyhub-sync.example.app", "eduverify.example.click"]
ATTACKER_EMAILS = ["archive.bot@protonmail.example", "grades.backup@mailbox.example.net", "research-sync@outlook.example",
                   "ta.helper2025@gmail.example", "records-export@dataxfer.example.io", "admin-notify@eduverify.example.click"]
GOOD_URLS = ["https://en.wikipedia.org/wiki/Photosynthesis", "https://www.khanacademy.org/math/algebra", "https://arxiv.org/abs/2302.12173",
             "https://scholar.google.com/", "https://docs.python.org/3/tutorial/", "https://www.ncbi.nlm.nih.gov/pmc/",
             "https://owasp.org/www-project-top-10-for-large-language-model-applications/", "https://www.zotero.org/support/",
             "https://studentaid.gov/", "https://doi.org/10.1038/s41586-021-03819-2"]


class Fill:
    """Deterministic filler source."""
    def __init__(self, seed):
        self.r = random.Random(seed)

    def pick(self, seq):
        return self.r.choice(seq)

    def name(self, lang="en"):
        return self.r.choice(NAMES.get(lang, NAMES["en"]))

    def sid(self):
        return "S%07d" % self.r.randint(1000000, 9999999)

    def num(self, a, b):
        return self.r.randint(a, b)

    def _rs(self, alphabet, n):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def aws(self):
        return "AKIA" + self._rs(string.ascii_uppercase + "234567", 16)

    def aws_secret(self):
        return self._rs(string.ascii_letters + string.digits + "/+", 40)

    def ghp(self):
        return "ghp_" + self._rs(string.ascii_letters + string.digits, 36)

    def openai(self):
        return "sk-proj-" + self._rs(string.ascii_letters + string.digits, 48)

    def slack(self):
        return "xoxb-%d-%d-%s" % (self.r.randint(10**10, 10**11), self.r.randint(10**11, 10**12), self._rs(string.ascii_letters + string.digits, 24))

    def hf(self):
        return "hf_" + self._rs(string.ascii_letters, 34)

    def jwt(self):
        def b(o):
            return base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")
        return b({"alg": "HS256", "typ": "JWT"}) + "." + b({"sub": self.sid(), "role": "instructor", "iat": 1760000000 + self.r.randint(0, 9999999)}) + "." + self._rs(string.ascii_letters + string.digits + "-_", 43)

    def password(self):
        return self._rs(string.ascii_letters, 6) + self.r.choice("!#$%@") + str(self.r.randint(10, 9999)) + self._rs(string.ascii_letters, 3)

    def pgurl(self):
        return "postgresql://lms_app:%s@db-%d.%s:5432/gradebook" % (self.password(), self.r.randint(1, 9), self.pick(ORG_DOMAINS))

    def card(self):
        prefix = self.r.choice(["4", "51", "52", "53", "54", "55"])
        digits = [int(c) for c in prefix] + [self.r.randint(0, 9) for _ in range(15 - len(prefix))]
        s = 0
        for i, d in enumerate(reversed(digits)):
            if i % 2 == 0:
                d *= 2
                if d > 9:
                    d -= 9
            s += d
        digits.append((10 - s % 10) % 10)
        c = "".join(map(str, digits))
        return " ".join(c[i:i + 4] for i in range(0, 16, 4))

    def iban(self):
        bban = "".join(str(self.r.randint(0, 9)) for _ in range(18))
        cc = self.r.choice(["DE", "ES", "RO", "PT", "TR"])
        rearr = bban + "".join(str(ord(ch) - 55) for ch in cc) + "00"
        chk = 98 - int(rearr) % 97
        return "%s%02d%s" % (cc, chk, bban)

    def ssn(self):
        return "%03d-%02d-%04d" % (self.r.randint(100, 665), self.r.randint(10, 99), self.r.randint(1000, 9999))

    def phone(self):
        return "+1 555 %03d %04d" % (self.r.randint(100, 999), self.r.randint(0, 9999))

    def ssh_pub(self):
        return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + self._rs(string.ascii_letters + string.digits + "+/", 43) + " " + self.r.choice(["backup@node7", "deploy@ci", "x@kali", "svc@build"])

    def otp(self):
        return "%06d" % self.r.randint(0, 999999)

    def hexid(self, n=8):
        return self._rs("0123456789abcdef", n)
