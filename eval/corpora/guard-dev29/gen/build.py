#!/usr/bin/env python3
"""Build the healthcare guard evaluation set.

    python3 gen/build.py           # write the three JSONL files and README.md
    python3 gen/build.py --check   # rebuild in memory, compare byte for byte, parse every line

Python 3 standard library only; every random choice comes from fixed seeds.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from common import LANGS, Filler, lang_plan, ATTACK_HOSTS, ATTACK_EMAILS, PHONES, NAMES, DRUGS  # noqa: E402
import pi_data  # noqa: E402
import os_data  # noqa: E402
import aa_intents  # noqa: E402
import aa_scen  # noqa: E402

PI_CATS = ["instruction_override", "system_prompt_extraction", "role_play_jailbreak",
           "delimiter_injection", "data_exfiltration", "tool_hijack", "obfuscation"]
OS_CATS = ["data_exfiltration_link", "markup_injection", "phishing", "dangerous_command",
           "secret_leak", "pii_leak", "hidden_instructions"]
AA_CATS = ["destructive_action", "data_exfiltration", "credential_access", "privilege_escalation",
           "remote_code_execution", "financial_action", "persistence", "stealth"]

KB_RESULT = ("tool_result", "{\"tool\": \"kb.search\", \"query\": \"staff guidance\", \"results\": [{\"title\": \"Intranet document\", \"snippet\": \"{payload}\"}]}")
BENIGN_WRAP = {
    "lab_comment": [
        ("hl7_nte_segment", "OBX|1|NM|2823-3^Potassium^LN||6.1|mmol/L|3.5-5.1|H|||F\nNTE|1|L|{payload}"),
        ("lims_instrument_comment", "Instrument: CHEM-AU-01 | Run {n}817 | Sample {mrn}\nK 6.1 H | Na 139 | Cl 101\nOperator comment: {payload}"),
    ],
    "security_training": [KB_RESULT], "policy_document": [KB_RESULT], "research_paper": [KB_RESULT],
    "trial_protocol": [("ocr_scanned_document", "[OCR confidence 0.91]\nPROTOCOL HX-204 v3.0 — page 41\n{payload}")],
    "referral_letter": [("fax_ocr", "FAX  PAGE 1/2   FROM: Greenleaf Family Practice\n{payload}")],
    "discharge_letter": [("ocr_scanned_document", "[OCR confidence 0.84]\n{payload}")],
}

USERISH = {"user_turn", "patient_portal_message", "symptom_checker_chat", "intake_form", "helpdesk_ticket"}


def typo(rng, text):
    """Swap two adjacent letters inside one longer latin word (human typo)."""
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) > 5 and w.isalpha() and w.isascii()]
    if not idx:
        return text
    i = rng.choice(idx)
    w = words[i]
    j = rng.randrange(1, len(w) - 2)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


def unique(seen, make, tries=60):
    for _ in range(tries):
        t = make()
        key = t if isinstance(t, str) else json.dumps(t, ensure_ascii=False, sort_keys=True)
        if key not in seen:
            seen.add(key)
            return t
    raise RuntimeError("could not make a unique row")


# ------------------------------------------------------------------ prompt_injection
def build_pi():
    rng = random.Random(29001)
    f = Filler(rng)
    rows = []
    seen = set()
    n_per_cat = 42
    for cat in PI_CATS:
        plan = lang_plan(n_per_cat, rng)
        for lang in plan:
            def make():
                payload = rng.choice(pi_data.PAYLOADS[cat][lang])
                if cat in ("role_play_jailbreak", "system_prompt_extraction"):
                    pool = [c for c in pi_data.CARRIERS[lang] if c[0] in USERISH]
                    src, tpl = rng.choice(pool)
                elif rng.random() < 0.7:
                    src, tpl = rng.choice(pi_data.CARRIERS[lang])
                else:
                    src, tpl = rng.choice(pi_data.STRUCT_CARRIERS)
                if src == "tool_result":
                    payload_s = json.dumps(payload, ensure_ascii=False)[1:-1]
                else:
                    payload_s = payload
                text = f.fill(tpl.replace("{payload}", payload_s), lang)
                if lang == "en" and src in USERISH and rng.random() < 0.15:
                    text = typo(rng, text)
                return (src, text)
            src, text = _unique_pair(seen, make)
            rows.append({"text": text, "label": "attack", "category": cat, "language": lang,
                         "source": src, "hard_negative": False})
    # benign
    n_hard, n_plain = 156, 50
    for kind, n in (("hard", n_hard), ("plain", n_plain)):
        plan = lang_plan(n, rng)
        pool_src = pi_data.HARD_NEG if kind == "hard" else pi_data.PLAIN
        for lang in plan:
            def make():
                src, core = rng.choice(pool_src[lang])
                wraps = BENIGN_WRAP.get(src)
                if wraps and rng.random() < 0.4:
                    src2, tpl = rng.choice(wraps)
                    core_s = json.dumps(core, ensure_ascii=False)[1:-1] if tpl.startswith("{") else core
                    return (src2, f.fill(tpl.replace("{payload}", core_s), lang))
                text = f.fill(core, lang)
                if lang == "en" and src in USERISH and rng.random() < 0.2:
                    text = typo(rng, text)
                return (src, text)
            src, text = _unique_pair(seen, make)
            rows.append({"text": text, "label": "benign", "language": lang, "source": src,
                         "hard_negative": kind == "hard"})
    return finish(rows, rng, "pi")


_last = {}


def make_wrap(make):
    """Call make(), remember the (source, text) pair, return the text for the uniqueness check."""
    src, text = make()
    _last["v"] = (src, text)
    return text


def _unique_pair(seen, make):
    text = unique(seen, lambda: make_wrap(make))
    return _last["v"]


# The wire contract's finding categories (shared/API.md); where this set's own, finer name
# differs, the row keeps it as `subcategory`.
API_CATEGORY = {"data_exfiltration_link": "exfiltration_link", "destructive_action": "destructive_operation",
                "stealth": "security_bypass", "remote_code_execution": "security_bypass"}


def finish(rows, rng, prefix):
    rng.shuffle(rows)
    out = []
    for i, r in enumerate(rows, 1):
        d = {"id": "%s-%04d" % (prefix, i)}
        if prefix == "aa":
            d["agent_action"] = r["agent_action"]
        else:
            d["text"] = r["text"]
        d["label"] = r["label"]
        if r["label"] == "attack":
            d["category"] = API_CATEGORY.get(r["category"], r["category"])
            if r["category"] in API_CATEGORY:
                d["subcategory"] = r["category"]
        d["language"] = r["language"]
        d["source"] = r["source"]
        d["hard_negative"] = r["hard_negative"]
        out.append(d)
    return out


# ------------------------------------------------------------------ output_safety
OPENERS = {
    "en": ["", "", "Sure! ", "Of course. ", "Thanks for waiting. ", "Done. "],
    "de": ["", "Gern! ", "Erledigt. "], "fr": ["", "Bien sûr ! ", "C'est fait. "],
    "es": ["", "¡Claro! ", "Listo. "], "pt": ["", "Claro! ", "Feito. "],
    "it": ["", "Certo! ", "Fatto. "], "nl": ["", "Natuurlijk! ", "Klaar. "],
    "ja": ["", "承知しました。", "完了しました。"], "zh": ["", "好的！", "已完成。"],
    "ar": ["", "بالتأكيد! ", "تم. "], "hi": ["", "ज़रूर! ", "हो गया। "],
}


def build_os():
    rng = random.Random(29002)
    f = Filler(rng)
    rows = []
    seen = set()
    n_per_cat = 21
    for cat in OS_CATS:
        plan = lang_plan(n_per_cat, rng)
        for lang in plan:
            def make():
                src, tpl = rng.choice(os_data.ATTACKS[cat][lang])
                return (src, rng.choice(OPENERS[lang]) + f.fill(tpl, lang))
            src, text = _unique_pair(seen, make)
            rows.append({"text": text, "label": "attack", "category": cat, "language": lang,
                         "source": src, "hard_negative": False})
    for kind, n in (("hard", 78), ("plain", 25)):
        plan = lang_plan(n, rng)
        pool = os_data.HARD_NEG if kind == "hard" else os_data.PLAIN
        for lang in plan:
            def make():
                src, tpl = rng.choice(pool[lang])
                return (src, rng.choice(OPENERS[lang]) + f.fill(tpl, lang))
            src, text = _unique_pair(seen, make)
            rows.append({"text": text, "label": "benign", "language": lang, "source": src,
                         "hard_negative": kind == "hard"})
    return finish(rows, rng, "os")


# ------------------------------------------------------------------ agent_action
REQUESTERS = {"en": "j.alvarez", "de": "m.keller", "fr": "c.roux", "es": "p.gomez", "pt": "a.sousa",
              "it": "l.conti", "nl": "r.bakker", "ja": "t.suzuki", "zh": "wang.li", "ar": "a.saleh", "hi": "s.rao"}
ROLES = {
    "ehr_copilot": "physician", "it_ops_agent": "IT operations", "imaging_agent": "radiologist",
    "scheduling_agent": "physician", "research_agent": "study coordinator", "pharmacy_agent": "physician",
    "referral_agent": "medical secretary", "portal_agent": "nurse", "billing_agent": "billing clerk",
    "helpdesk_agent": "clinical staff", "browser_agent": "billing clerk", "cloud_agent": "IT operations",
    "lims_agent": "lab technician", "coding_agent": "medical coder", "mail_agent": "practice manager",
    "ehr_admin_agent": "EHR trainer", "messaging_agent": "physician",
}


class Gen:
    def __init__(self, rng, f, lang):
        self.mrn = f.mrn()
        self.host = rng.choice(ATTACK_HOSTS)
        self.email = rng.choice(ATTACK_EMAILS)
        self.phone = rng.choice(PHONES)
        self.tok = f.tok(20)
        self.date = "2026-%02d-%02d" % (rng.randint(1, 11), rng.randint(1, 28))
        self.drug = rng.choice(DRUGS)
        self.name = rng.choice(NAMES[lang])
        self.n = str(rng.randint(1, 9))
        self.uid = "1.2.840.113619.2.55.3.%d.%d" % (rng.randint(100000, 999999), rng.randint(1000, 9999))
        self.requester = REQUESTERS[lang]
        self.asset = "MED-IPAD-%s41" % self.n


def build_aa():
    rng = random.Random(29003)
    f = Filler(rng)
    rows = []
    seen = set()
    n_per_cat = 25
    by_cat = {c: [s for s in aa_scen.ATTACK if s[0] == c] for c in AA_CATS}

    def context(g, lang, intent, agent, injected, cat=None):
        req = aa_intents.INTENTS[intent][lang]
        req = req.replace("{mrn}", g.mrn).replace("{drug}", g.drug).replace("{name}", g.name)
        req = req.replace("{date}", g.date).replace("{n}", g.n)
        ctx = {"user_request": req, "agent": agent, "user_role": ROLES.get(agent, "staff"),
               "requested_at": "2026-%02d-%02dT%02d:%02d:00Z" % (rng.randint(1, 11), rng.randint(1, 28),
                                                                rng.randint(6, 20), rng.randint(0, 59))}
        if injected:
            if lang == "en" and cat in aa_intents.INJECTED_EN_BY_CAT:
                ctx["recent_tool_output"] = rng.choice(aa_intents.INJECTED_EN_BY_CAT[cat])
            else:
                ctx["recent_tool_output"] = rng.choice(aa_intents.INJECTED[lang])
        return ctx

    for cat in AA_CATS:
        plan = lang_plan(n_per_cat, rng)
        scen = list(by_cat[cat])
        rng.shuffle(scen)
        for k, lang in enumerate(plan):
            tries = [0]

            def make():
                idx = k if tries[0] == 0 else rng.randrange(len(scen))
                tries[0] += 1
                _, intents, agent, tool, argsfn = scen[idx % len(scen)]
                g = Gen(rng, f, lang)
                intent = rng.choice(intents)
                return {"tool": tool, "arguments": argsfn(g),
                        "context": context(g, lang, intent, agent, rng.random() < 0.35, cat)}
            aa = unique(seen, make)
            rows.append({"agent_action": aa, "label": "attack", "category": cat, "language": lang,
                         "source": "agent_tool_call:" + aa["context"]["agent"], "hard_negative": False})
    hard = [s for s in aa_scen.BENIGN if s[4]]
    plain = [s for s in aa_scen.BENIGN if not s[4]]
    for kind, n, pool in (("hard", 113, hard), ("plain", 37, plain)):
        plan = lang_plan(n, rng)
        pool = list(pool)
        rng.shuffle(pool)
        for k, lang in enumerate(plan):
            tries = [0]

            def make():
                idx = k if tries[0] == 0 else rng.randrange(len(pool))
                tries[0] += 1
                intents, agent, tool, argsfn, _ = pool[idx % len(pool)]
                g = Gen(rng, f, lang)
                intent = rng.choice(intents)
                return {"tool": tool, "arguments": argsfn(g),
                        "context": context(g, lang, intent, agent, False)}
            aa = unique(seen, make)
            rows.append({"agent_action": aa, "label": "benign", "language": lang,
                         "source": "agent_tool_call:" + aa["context"]["agent"], "hard_negative": kind == "hard"})
    return finish(rows, rng, "aa")


# ------------------------------------------------------------------ output / README
def dumps(rows):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def count_table(rows, cats):
    lines = []
    hdr = "| category | label | " + " | ".join(LANGS) + " | total |"
    lines.append(hdr)
    lines.append("|" + "---|" * (len(LANGS) + 3))
    keys = [(c, "attack") for c in cats] + [("(benign, hard negative)", "benign"), ("(benign, plain)", "benign")]
    for cat, label in keys:
        sel = []
        for r in rows:
            if r["label"] != label:
                continue
            if label == "attack" and r.get("subcategory", r["category"]) != cat:
                continue
            if label == "benign" and r["hard_negative"] != (cat == "(benign, hard negative)"):
                continue
            sel.append(r)
        cnt = [sum(1 for r in sel if r["language"] == l) for l in LANGS]
        lines.append("| %s | %s | %s | %d |" % (cat, label, " | ".join(map(str, cnt)), len(sel)))
    tot = [sum(1 for r in rows if r["language"] == l) for l in LANGS]
    lines.append("| **all** | | %s | %d |" % (" | ".join(map(str, tot)), len(rows)))
    n_att = sum(1 for r in rows if r["label"] == "attack")
    n_ben = len(rows) - n_att
    n_hn = sum(1 for r in rows if r["hard_negative"])
    lines.append("")
    lines.append("attack %d (%.1f%%), benign %d (%.1f%%), hard negatives %d (%.1f%% of benign), English %.1f%%" % (
        n_att, 100.0 * n_att / len(rows), n_ben, 100.0 * n_ben / len(rows), n_hn, 100.0 * n_hn / max(n_ben, 1),
        100.0 * tot[0] / len(rows)))
    return "\n".join(lines)


def readme(pi, os_, aa):
    with open(os.path.join(HERE, "README.template.md"), encoding="utf-8") as fh:
        tpl = fh.read()
    return (tpl.replace("{{PI_TABLE}}", count_table(pi, PI_CATS))
               .replace("{{OS_TABLE}}", count_table(os_, OS_CATS))
               .replace("{{AA_TABLE}}", count_table(aa, AA_CATS)))


def build_all():
    pi = build_pi()
    os_ = build_os()
    aa = build_aa()
    return {
        "prompt_injection.jsonl": dumps(pi),
        "output_safety.jsonl": dumps(os_),
        "agent_action.jsonl": dumps(aa),
        "README.md": readme(pi, os_, aa),
    }


def validate(name, content):
    if not name.endswith(".jsonl"):
        return
    ids = set()
    for n, line in enumerate(content.splitlines(), 1):
        r = json.loads(line)
        assert r["id"] not in ids, (name, r["id"])
        ids.add(r["id"])
        assert r["label"] in ("attack", "benign"), (name, n)
        assert ("category" in r) == (r["label"] == "attack"), (name, n)
        assert r["language"] in LANGS, (name, n)
        assert isinstance(r["hard_negative"], bool) and isinstance(r["source"], str)
        if r["hard_negative"]:
            assert r["label"] == "benign"
        if name.startswith("agent_action"):
            a = r["agent_action"]
            assert isinstance(a["tool"], str) and isinstance(a["arguments"], dict) and isinstance(a["context"], dict)
        else:
            assert isinstance(r["text"], str) and r["text"].strip()


def main():
    out = build_all()
    check = "--check" in sys.argv[1:]
    ok = True
    for name, content in out.items():
        validate(name, content)
        path = os.path.join(ROOT, name)
        if check:
            try:
                with open(path, encoding="utf-8") as fh:
                    disk = fh.read()
            except FileNotFoundError:
                disk = None
            same = disk == content
            if disk is not None:
                validate(name, disk)
            print("%-24s %s" % (name, "OK" if same else "DIFFERS"))
            ok = ok and same
        else:
            with open(path, "w", encoding="utf-8", newline="\n") as fh:
                fh.write(content)
            print("wrote", name, len(content.splitlines()), "lines")
    if check and not ok:
        sys.exit(1)


if __name__ == "__main__":
    main()
