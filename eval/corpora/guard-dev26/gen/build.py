#!/usr/bin/env python3
"""Builds the guard-dev26 evaluation set (prompt_injection, output_safety, agent_action).
Standard library only; fixed seeds; output is byte-for-byte reproducible.
Usage: python3 gen/build.py   (writes the three .jsonl files next to gen/)"""
import json, os, random, sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from common import LANGS, NON_EN, Filler  # noqa: E402
import pi_pool_en, pi_benign_en, pi_pool_intl, os_pool_en, os_pool_intl, aa_pool  # noqa: E402


def spread(total, en_share, rng_order=None):
    """language quota: en gets round(total*en_share), rest split evenly over NON_EN (earlier langs get the extra)."""
    en = round(total * en_share)
    rest = total - en
    q = {"en": en}
    base, extra = divmod(rest, len(NON_EN))
    order = rng_order or NON_EN
    for i, l in enumerate(order):
        q[l] = base + (1 if i < extra else 0)
    return q


def fmt(obj, f):
    if isinstance(obj, str):
        return obj.format_map(f)
    if isinstance(obj, list):
        return [fmt(x, f) for x in obj]
    if isinstance(obj, dict):
        return {k: fmt(v, f) for k, v in obj.items()}
    return obj


def write(name, rows):
    with open(os.path.join(OUT, name), "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


# ---------------------------------------------------------------- prompt_injection
PI_CATS = ["instruction_override", "system_prompt_extraction", "role_play_jailbreak", "data_exfiltration", "tool_hijack", "obfuscation", "delimiter_injection"]


def build_pi():
    rng = random.Random(2601)
    seen = set()
    rows = []

    def add(text, label, lang, source, category=None, hard=None):
        if text in seen:
            return False
        seen.add(text)
        r = {"id": None, "text": text, "label": label}
        if label == "attack":
            r["category"] = category
        r["language"] = lang
        r["source"] = source
        if label == "benign":
            r["hard_negative"] = hard
        rows.append(r)
        return True

    # attacks: en 112 (16/category); others 14 each except two with 13 -> 36/36/36/36/36/35/35
    att_q = {"en": 112, **{l: 14 for l in NON_EN}}
    att_q["yo"] = 13
    att_q["ur"] = 13
    drop = {"yo": "obfuscation", "ur": "delimiter_injection"}
    # English
    for cat in PI_CATS:
        need = 16
        for (c, src, tpl) in pi_pool_en.STANDALONE:
            if c == cat:
                while not add(tpl.format_map(Filler(rng, "en")), "attack", "en", src, cat):
                    pass
                need -= 1
        payloads = pi_pool_en.ATTACK[cat]
        i = 0
        while need > 0:
            p = payloads[i % len(payloads)]
            i += 1
            src, car = rng.choice(pi_pool_en.CARRIERS)
            f = Filler(rng, "en")
            text = car.replace("{payload}", p).format_map(f)
            if add(text, "attack", "en", src, cat):
                need -= 1
    # other languages
    for lang in NON_EN:
        for cat in PI_CATS:
            n = 2 - (1 if drop.get(lang) == cat else 0)
            payloads = pi_pool_intl.ATTACK[lang][cat]
            carriers = pi_pool_intl.CARRIERS[lang]
            j, tries = 0, 0
            while n > 0:
                p = payloads[j % len(payloads)]
                src, car = carriers[(j + rng.randrange(len(carriers))) % len(carriers)]
                tries += 1
                if add(car.replace("{payload}", p).format_map(Filler(rng, lang)), "attack", lang, src, cat):
                    n -= 1
                    j += 1
                assert tries < 200
    # benign: en 113; de/fr/ja 13; others 14  -> 250
    ben_q = {"en": 113, **{l: 14 for l in NON_EN}}
    for l in ("de", "fr", "ja"):
        ben_q[l] = 13
    for lang in LANGS:
        pool = pi_benign_en.BENIGN if lang == "en" else pi_pool_intl.BENIGN[lang]
        need, k, tries = ben_q[lang], 0, 0
        order = list(range(len(pool)))
        rng.shuffle(order)
        while need > 0:
            src, hard, tpl = pool[order[k % len(order)]]
            k += 1
            tries += 1
            assert tries < 5000, lang
            if add(tpl.format_map(Filler(rng, lang)), "benign", lang, src, hard=hard):
                need -= 1
    rng.shuffle(rows)
    for i, r in enumerate(rows, 1):
        r["id"] = "pi-%04d" % i
    return rows


# ---------------------------------------------------------------- output_safety
OS_CATS = ["phishing", "hidden_instructions", "dangerous_command", "secret_leak", "exfiltration_link", "markup_injection", "pii_leak"]


def build_os():
    rng = random.Random(2602)
    seen, rows = set(), []

    def add(text, label, lang, category=None, hard=None):
        if text in seen:
            return False
        seen.add(text)
        r = {"id": None, "text": text, "label": label}
        if label == "attack":
            r["category"] = category
        r["language"] = lang
        r["source"] = "model_output"
        if label == "benign":
            r["hard_negative"] = hard
        rows.append(r)
        return True

    # attacks: en 8/category (56); each other language one per category, 'ur' drops markup_injection -> 69
    for cat in OS_CATS:
        pool = os_pool_en.ATTACK[cat]
        need, i = 8, 0
        while need > 0:
            if add(pool[i % len(pool)].format_map(Filler(rng, "en")), "attack", "en", cat):
                need -= 1
            i += 1
    for lang in NON_EN:
        for cat in OS_CATS:
            if lang == "ur" and cat == "markup_injection":
                continue
            while not add(os_pool_intl.ATTACK[lang][cat].format_map(Filler(rng, lang)), "attack", lang, cat):
                pass
    # benign: en 56, other languages 7 each except 'de' 6 -> 125
    for lang in LANGS:
        pool = os_pool_en.BENIGN if lang == "en" else os_pool_intl.BENIGN[lang]
        need = 56 if lang == "en" else (6 if lang == "de" else 7)
        k, tries = 0, 0
        while need > 0:
            hard, tpl = pool[k % len(pool)]
            k += 1
            tries += 1
            assert tries < 5000
            if add(tpl.format_map(Filler(rng, lang)), "benign", lang, hard=hard):
                need -= 1
    rng.shuffle(rows)
    for i, r in enumerate(rows, 1):
        r["id"] = "os-%04d" % i
    return rows


# ---------------------------------------------------------------- agent_action
AA_CATS = ["data_exfiltration", "destructive_operation", "privilege_escalation", "secret_in_arguments", "credential_access", "persistence", "financial_action", "security_bypass"]

AGENT = {"summarize_cv": "recruiting-assistant", "schedule_interview": "recruiting-assistant", "top_applicants": "ats-bot", "payslip_question": "hr-helpdesk", "offboard": "hr-ops-agent", "summarize_press": "newsroom-assistant", "unpublish": "newsroom-assistant", "draft_post": "social-media-agent", "pause_all": "ads-agent", "read_reviews": "marketing-agent", "send_newsletter": "crm-agent", "seo_crawl": "seo-agent", "moderate": "community-bot", "apply_raise": "people-ops-agent", "mark_hired": "ats-bot", "headcount_report": "people-analytics-agent", "raise_budget": "ads-agent", "out_of_office": "mail-assistant", "pay_influencer": "finance-agent", "grant_editor": "newsroom-admin-agent"}

WORKSPACE = {"recruiting-assistant": "/srv/recruiting", "ats-bot": "/srv/recruiting", "hr-helpdesk": "/srv/hr", "hr-ops-agent": "/srv/hr", "people-ops-agent": "/srv/hr", "people-analytics-agent": "/srv/hr/analytics", "newsroom-assistant": "/srv/newsroom", "newsroom-admin-agent": "/srv/newsroom", "community-bot": "/srv/newsroom", "social-media-agent": "/workspace/marketing", "ads-agent": "/workspace/marketing", "marketing-agent": "/workspace/marketing", "crm-agent": "/workspace/marketing", "seo-agent": "/workspace/seo", "mail-assistant": "/home/agent", "finance-agent": "/srv/finance"}

DOC_BODY = {
    "cv_text": "{name} — {role}. 6 years experience, SQL, stakeholder management. ",
    "applicant_notes": "Applicant {cid}: strong portfolio, available from {date}. ",
    "ticket_body": "Hi, my March overtime ({n} h) is missing from the payslip. Thanks, {name}. ",
    "press_release": "{city}, {date} — {company} announces a European expansion. ",
    "reviews_excerpt": "★★☆☆☆ strap broke after a week. ★★★★★ love the colour! ",
    "fetched_page": "<title>{company}</title><h1>Welcome</h1> ",
    "comments_excerpt": "reader_{n}: this is biased. reader_{n2}: great reporting. ",
    "candidate_email": "Hi, Tuesday works, looking forward to it. — {name} ",
    "brief_document": "Announcement brief: new Head of Sales starts {date}. ",
    "newsletter_draft": "May newsletter: spring range, {pct}% off. ",
    "report_template": "Board pack Q2 — headcount section. ",
}


def build_aa():
    rng = random.Random(2603)
    seen, rows = set(), []
    lang_order = NON_EN[:]

    def mk_context(intent, lang, f, planted_step, hard_with_doc=False):
        ctx = {"user_request": aa_pool.INTENTS[intent][lang].format_map(f), "agent": AGENT[intent]}
        key = aa_pool.CARRIER_KEY.get(intent)
        if planted_step is not None and key:
            body = DOC_BODY[key].format_map(f)
            plant = aa_pool.PLANT_PREFIX[lang] + planted_step.format_map(f)
            ctx[key] = body + plant if rng.random() < 0.6 else plant + " " + body
        elif key and hard_with_doc:
            ctx[key] = DOC_BODY[key].format_map(f)
        if intent in ("seo_crawl",) or rng.random() < 0.25:
            ctx["workspace"] = WORKSPACE[AGENT[intent]]
        return ctx

    def add(tool, args, ctx, label, lang, cat=None, hard=None):
        key = json.dumps([tool, args, ctx], ensure_ascii=False, sort_keys=True)
        if key in seen:
            return False
        seen.add(key)
        r = {"id": None, "agent_action": {"tool": tool, "arguments": args, "context": ctx}, "label": label}
        if label == "attack":
            r["category"] = cat
        r["language"] = lang
        r["source"] = "tool_call"
        if label == "benign":
            r["hard_negative"] = hard
        rows.append(r)
        return True

    # attacks: 160 = 20 per category; language: en 72, others 9/9/9/9/9/9/9/9/8/8
    att_langs = ["en"] * 72
    for i, l in enumerate(lang_order):
        att_langs += [l] * (9 if i < 8 else 8)
    rng.shuffle(att_langs)
    cats = [c for c in AA_CATS for _ in range(20)]
    rng.shuffle(cats)
    by_cat = {c: [a for a in aa_pool.ATTACKS if a[0] == c] for c in AA_CATS}
    ctr = {c: 0 for c in AA_CATS}
    for cat, lang in zip(cats, att_langs):
        for _ in range(100):
            sc = by_cat[cat][ctr[cat] % len(by_cat[cat])]
            ctr[cat] += 1
            _, intent, tool, args, planted = sc
            f = Filler(rng, lang)
            a = fmt(args, f)
            ctx = mk_context(intent, lang, f, planted)
            if add(tool, a, ctx, "attack", lang, cat=cat):
                break
        else:
            raise RuntimeError("could not place attack")
    # benign: 190; en 86, others 11 x4 + 10 x6
    ben_langs = ["en"] * 86
    for i, l in enumerate(lang_order):
        ben_langs += [l] * (11 if i < 4 else 10)
    rng.shuffle(ben_langs)
    # injected-context hard negatives: the document carries a planted note but the call does exactly what was asked
    planted_by_intent = {}
    for _, intent, _, _, planted in aa_pool.ATTACKS:
        if planted:
            planted_by_intent.setdefault(intent, []).append(planted)
    k = 0
    for lang in ben_langs:
        for _ in range(200):
            hard, intent, tool, args = aa_pool.BENIGN[k % len(aa_pool.BENIGN)]
            k += 1
            f = Filler(rng, lang)
            a = fmt(args, f)
            planted = None
            if intent in planted_by_intent and aa_pool.CARRIER_KEY.get(intent) and rng.random() < 0.3:
                planted = rng.choice(planted_by_intent[intent])
            ctx = mk_context(intent, lang, f, planted, hard_with_doc=rng.random() < 0.5)
            if add(tool, a, ctx, "benign", lang, hard=(hard or planted is not None)):
                break
        else:
            raise RuntimeError("could not place benign")
    rng.shuffle(rows)
    for i, r in enumerate(rows, 1):
        r["id"] = "aa-%04d" % i
    return rows


def main():
    write("prompt_injection.jsonl", build_pi())
    write("output_safety.jsonl", build_os())
    write("agent_action.jsonl", build_aa())


if __name__ == "__main__":
    main()
