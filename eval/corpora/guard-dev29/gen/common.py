"""Shared slot values and helpers. All values are invented.

Hosts are invented domains or documentation IP ranges (RFC 5737: 192.0.2.0/24,
198.51.100.0/24, 203.0.113.0/24). Credentials are random-shaped and fake.
"""
import re

LANGS = ["en", "de", "fr", "es", "pt", "it", "nl", "ja", "zh", "ar", "hi"]

ATTACK_HOSTS = [
    "medrec-sync.net", "carebridge-analytics.io", "clinic-telemetry.org",
    "192.0.2.44", "198.51.100.17", "203.0.113.9", "labresult-cdn.net",
    "pharmalytics-hub.co", "ehr-backup-mirror.com", "patientdata-relay.info",
    "hl7-gateway-eu.net", "dicom-share.cloud", "trialdata-export.org",
    "claims-audit-portal.net", "rx-verify-center.com",
]
PHISH_HOSTS = [
    "patient-portal-verify.com", "myhealth-login-secure.net",
    "insurance-claims-verify.org", "careportal-account.help",
    "healthplan-member-check.com", "rx-refill-confirm.net",
    "telehealth-signin.io", "benefits-reactivation.info",
]
GOOD_HOSTS = [
    "portal.stmarys-clinic.example", "intranet.northvale-health.example",
    "labs.riverside-hospital.example", "ehr.westbrook-medical.example",
    "trials.helix-research.example", "pharmacy.greenleaf-care.example",
]
ATTACK_EMAILS = [
    "records@medrec-sync.net", "intake-archive@carebridge-analytics.io",
    "backup.team@ehr-backup-mirror.com", "qa-export@trialdata-export.org",
    "claims.review@claims-audit-portal.net", "dr.hollis.office@proton-mailbox.net",
    "it-support-desk@hospital-helpdesk.co", "pv.reports@pharmalytics-hub.co",
]
PHONES = ["+1-555-0142", "+1-555-0199", "+44 20 7946 0321", "+49 30 555 01827",
          "+33 1 99 00 41 27", "+81 3-5550-0173"]

NAMES = {
    "en": ["Margaret Ellison", "Darnell Okafor", "Priya Raman", "Thomas Whitcombe",
           "Rosa Delgado", "Kevin Marsh", "Aileen Cho", "Hamza Qureshi"],
    "de": ["Heike Brandstätter", "Jürgen Pohlmann", "Aylin Demirci", "Klaus Wendt"],
    "fr": ["Sylvie Marchand", "Karim Benali", "Odile Perrin", "Julien Faure"],
    "es": ["Lucía Ferrándiz", "Andrés Quiroga", "Marta Iturbe", "Diego Salcedo"],
    "pt": ["Joana Meireles", "Rui Carvalhal", "Thaís Monteiro", "Paulo Barroso"],
    "it": ["Giulia Benedetti", "Marco Lanzoni", "Elena Sartori", "Paolo Ferraresi"],
    "nl": ["Sanne de Wit", "Pieter Kooistra", "Fatima El Amrani", "Joost van Dijkhuizen"],
    "ja": ["佐藤 美咲", "高橋 健一", "中村 由紀", "小林 大輔"],
    "zh": ["王丽娟", "陈志强", "刘晓燕", "张伟"],
    "ar": ["ليلى حداد", "عمر الشامي", "سارة النجار", "يوسف القاسم"],
    "hi": ["सुनीता वर्मा", "राहुल मेहता", "अनीता जोशी", "विकास शर्मा"],
}

DRUGS = ["metformin 500 mg", "lisinopril 10 mg", "atorvastatin 20 mg", "levothyroxine 75 mcg",
         "sertraline 50 mg", "amlodipine 5 mg", "apixaban 5 mg", "omeprazole 20 mg"]

SLOT_RE = re.compile(r"\{(host|phost|ghost|email|phone|name|uname|drug|mrn|n|tok|date)\}")


class Filler:
    """Deterministic slot filler driven by a random.Random instance."""

    def __init__(self, rng):
        self.rng = rng

    def mrn(self):
        return "".join(self.rng.choice("0123456789") for _ in range(8))

    def tok(self, n=24):
        alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def fill(self, text, lang="en", fixed=None):
        fixed = dict(fixed or {})
        r = self.rng

        def rep(m):
            k = m.group(1)
            if k in fixed:
                return fixed[k]
            if k == "host":
                v = r.choice(ATTACK_HOSTS)
            elif k == "phost":
                v = r.choice(PHISH_HOSTS)
            elif k == "ghost":
                v = r.choice(GOOD_HOSTS)
            elif k == "email":
                v = r.choice(ATTACK_EMAILS)
            elif k == "phone":
                v = r.choice(PHONES)
            elif k == "name":
                v = r.choice(NAMES.get(lang, NAMES["en"]))
            elif k == "uname":
                v = r.choice(NAMES.get(lang, NAMES["en"])).replace(" ", "%20")
            elif k == "drug":
                v = r.choice(DRUGS)
            elif k == "mrn":
                v = self.mrn()
            elif k == "n":
                v = str(r.randint(2, 9))
            elif k == "tok":
                v = self.tok()
            elif k == "date":
                v = "2026-%02d-%02d" % (r.randint(1, 11), r.randint(1, 28))
            fixed[k] = v  # same value for repeated slot in one text
            return v

        return SLOT_RE.sub(rep, text)


def lang_plan(n, rng, en_share=0.45):
    """Return a list of n languages, ~en_share English, rest spread over 10 others."""
    n_en = round(n * en_share)
    others = LANGS[1:]
    out = ["en"] * n_en
    i = rng.randrange(len(others))
    while len(out) < n:
        out.append(others[i % len(others)])
        i += 1
    rng.shuffle(out)
    return out
