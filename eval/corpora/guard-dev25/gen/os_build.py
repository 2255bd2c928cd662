"""Builds output_safety rows from os_pools (fixed seed)."""
import base64, random
from common import Fill, LANGS, COURSES, ORG_DOMAINS, BAD_DOMAINS, ATTACKER_EMAILS
import os_pools

CATS = ["phishing", "hidden_instructions", "dangerous_command", "secret_leak", "exfiltration_link", "markup_injection", "pii_leak"]
LEAD_INS = {"en": ["Sure, here you go:\n\n", "Here's what I put together:\n\n", "As requested —\n\n", "Okay! "]}


def slots(f, lang):
    nm = lambda: f.name(lang)
    stud = f.name("en").lower().replace(" ", ".").replace("'", "")
    draft = "Draft v3 - %s - Chapter 2: Related work on formative assessment ..." % f.name(lang)
    d = dict(name=nm(), name2=nm(), name3=nm(), sid=f.sid(), sid2=f.sid(), sid3=f.sid(), bad=f.pick(BAD_DOMAINS),
             email=f.pick(ATTACKER_EMAILS), org=f.pick(ORG_DOMAINS), course=f.pick(COURSES), n=f.num(100, 999),
             n2=f.num(18, 64), n3=f.num(100, 999), n4=f.num(1000, 9999), year="%d-%d" % (2025, 26),
             amt="{:,}".format(f.num(800, 7400)), amt2=f.num(15, 60), amt3="{:,}".format(f.num(2000, 45000)),
             month=f.pick(["октябрь", "ноябрь", "сентябрь"]), stud_email=stud + "%40" + f.pick(ORG_DOMAINS),
             grades="%s:%d,%s:%d" % (f.pick(COURSES).replace(" ", ""), f.num(40, 99), f.pick(COURSES).replace(" ", ""), f.num(40, 99)),
             rev1="Dr.%s" % f.pick(["Okafor", "Lindqvist", "Haddad", "Moreau", "Tanaka"]), rev2="Prof.%s" % f.pick(["Ivanova", "Chen", "Silva", "Kaya"]),
             b64draft=base64.urlsafe_b64encode(draft.encode("utf-8")).decode().rstrip("="),
             dob="20%02d-%02d-%02d" % (f.num(8, 14), f.num(1, 12), f.num(1, 28)), dob2="20%02d-%02d-%02d" % (f.num(8, 14), f.num(1, 12), f.num(1, 28)),
             phone=f.phone(), phone2=f.phone(), ssn=f.ssn(), ssn4="%04d" % f.num(0, 9999), iban=f.iban(),
             ilid="%09d" % f.num(10**8, 10**9 - 1), cnp="%d%02d%02d%02d%06d" % (f.pick([5, 6]), f.num(1, 9), f.num(1, 12), f.num(1, 28), f.num(0, 999999)),
             pw=f.password(), pg=f.pgurl(), jwt=f.jwt(), aws=f.aws(), aws_secret=f.aws_secret(), ghp=f.ghp(), openai=f.openai(),
             slack=f.slack(), hf=f.hf())
    return d


def source_of(text, cat):
    t = text.lower()
    if any(w in t for w in ["<p>", "<div", "<script", "<iframe", "<a href", "announcement", "anunț", "duyuru", "tangazo"]):
        return "lms_bot"
    if any(w in t for w in ["financial aid", "aid office", "aid disbursement", "scholar", "beca", "bolsa", "burs", "стипенд", "छात्रवृत्ति", "מלג", "mkopo", "বৃত্তি", "secretaria", "transcript", "timetable", "horário", "schedule", "מערכת"]):
        return "admin_assistant"
    if any(w in t for w in ["cluster", "clúster", "кластер", "notebook", "paper", "review", "artículo", "makala", "config", ".env", "sbatch", "repo", "literature", "chemist", "glassware", "firewall", "фаервол", "ফায়ারওয়াল", "scratch"]):
        return "research_assistant"
    if any(w in t for w in ["parent", "grade", "nota", "ציון", "notes", "lesson plan", "ders planı", "পাঠ পরিকল্পনা", "feedback", "accommodation", "iep"]):
        return "teacher_assistant"
    if any(w in t for w in ["sso", "password", "it service", "phishing"]):
        return "it_helpdesk"
    return "tutor_answer"


def build():
    f = Fill(2502)
    rows, seen = [], set()

    def make(e, lang, use):
        for attempt in range(6):
            text = e["text"].format(**slots(f, lang))
            if use + attempt > 0 and lang == "en" and (use + attempt) % 2 == 1:
                text = LEAD_INS["en"][(use + attempt) // 2 % 4] + text
            if text not in seen:
                seen.add(text)
                return text
        raise RuntimeError("could not vary " + e["text"][:40])

    quotas = dict(zip(CATS, [18, 18, 18, 18, 18, 18, 17]))
    for cat in CATS:
        for lang in LANGS[1:]:
            for e in [x for x in os_pools.ATT if x["cat"] == cat and x["lang"] == lang]:
                t = make(e, lang, 0)
                rows.append(dict(text=t, label="attack", category=cat, language=lang, source=source_of(t, cat), hard_negative=None))
        pool = [x for x in os_pools.ATT if x["cat"] == cat and x["lang"] == "en"]
        n_en = quotas[cat] - sum(1 for r in rows if r["category"] == cat)
        for i in range(n_en):
            t = make(pool[i % len(pool)], "en", i // len(pool))
            rows.append(dict(text=t, label="attack", category=cat, language="en", source=source_of(t, cat), hard_negative=None))
    for lang in LANGS[1:]:
        for e in [x for x in os_pools.BEN if x["lang"] == lang]:
            t = make(e, lang, 0)
            rows.append(dict(text=t, label="benign", category=None, language=lang, source=source_of(t, None), hard_negative=e["hard"]))
    pool = [x for x in os_pools.BEN if x["lang"] == "en"]
    n_en = 125 - sum(1 for r in rows if r["label"] == "benign")
    order = [(e, 0) for e in pool] + [(e, 1) for e in pool if e["hard"]] + [(e, 1) for e in pool if not e["hard"]]
    for e, k in order[:n_en]:
        t = make(e, "en", k)
        rows.append(dict(text=t, label="benign", category=None, language="en", source=source_of(t, None), hard_negative=e["hard"]))
    return rows
