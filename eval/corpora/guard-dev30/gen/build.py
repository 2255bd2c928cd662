#!/usr/bin/env python3
"""Build the guard evaluation set from the hand-written material in gen/.

    python3 gen/build.py          write the three JSONL files and README.md
    python3 gen/build.py --check  rebuild in memory, validate, compare; exit 1 on any difference
"""
import json
import os
import random
import re
import sys
from collections import Counter

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from common import LANGS, fill, pick  # noqa: E402
from pi_carriers import CARRIERS, DIRECT_SOURCES, LEADINS  # noqa: E402
from pi_attacks import PI_ATTACKS  # noqa: E402
from pi_benign import PI_HARD, PI_PLAIN  # noqa: E402
from os_data import OS_ATTACKS, OS_HARD, OS_PLAIN  # noqa: E402
from aa_attacks import AA_ATTACKS  # noqa: E402
from aa_benign import AA_HARD, AA_PLAIN  # noqa: E402

CATEGORIES = {
    "prompt_injection": ["instruction_override", "role_play_jailbreak", "system_prompt_extraction",
                         "delimiter_injection", "obfuscation", "tool_hijack", "data_exfiltration"],
    "output_safety": ["secret_leak", "pii_leak", "exfiltration_link", "markup_injection",
                      "hidden_instructions", "dangerous_command", "phishing"],
    "agent_action": ["destructive_operation", "privilege_escalation", "credential_access",
                     "data_exfiltration", "security_bypass", "persistence", "financial_action",
                     "secret_in_arguments"],
}
FILES = {"prompt_injection": "prompt_injection.jsonl", "output_safety": "output_safety.jsonl",
         "agent_action": "agent_action.jsonl"}
PREFIX = {"prompt_injection": "pi", "output_safety": "os", "agent_action": "aa"}

PI_PER_CATEGORY = 36
PI_HARD_ROWS = 186
PI_PLAIN_ROWS = 62
OS_PER_CATEGORY = 18
OS_HARD_ROWS = 93
OS_PLAIN_ROWS = 31

# Keyword -> direct channel, so that a typed message is attributed to a plausible assistant.
CHANNEL_HINTS = [
    (("tax", "hmrc", "steuer", "impôt", "renta", "pit-37", "zwrot podatku", "податк", "anaf", "εφορ", "ααδε", "ضريب", "vergi", "환급", "국세", "소득세", "refund", "audit"), "tax_assistant_chat"),
    (("visa", "passport", "immigration", "asylum", "titre de séjour", "préfecture", "aufenthalt", "віз", "تأشيرة", "체류", "출입국", "extranjer", "life in the uk"), "visa_assistant_chat"),
    (("benefit", "claim", "housing", "wohngeld", "jobcenter", "imv", "ingreso mínimo", "допомог", "alocați", "ajutor", "επίδομ", "yardım"), "benefits_assistant_chat"),
    (("court", "lawyer", "judge", "appeal", "tribunal", "legal", "witness", "tenancy", "sealed", "juvenile"), "legal_aid_chat"),
    (("police", "records", "neighbour", "vecino", "sicil", "주민등록", "komşu"), "police_records_chat"),
    (("customs", "container", "hs code", "smuggl", "celn", "gümrük", "جمرك", "aduan"), "customs_broker_chat"),
    (("vpn", "mfa", "admin", "helpdesk", "entra", "windows", "browser", "upload button"), "it_helpdesk_chat"),
    (("tender", "procurement", "bid", "award"), "procurement_agent_chat"),
    (("e-filing", "filing", "docket"), "court_efiling_chat"),
    (("exhibit", "discovery", "privileged"), "ediscovery_copilot_chat"),
    (("foi request", "foi-", "freedom of information"), "foi_request_chat"),
]


def has_key(low, key):
    """Substring match; keys in plain ASCII must start at a word boundary ('foi' is not 'fois')."""
    if key.isascii() and key[:1].isalpha():
        return re.search(r"\b" + re.escape(key), low) is not None
    return key in low


def direct_source(text):
    low = text.lower()
    for keys, src in CHANNEL_HINTS:
        if any(has_key(low, k) for k in keys):
            return src
    return "citizen_chat"


# Keyword -> carrier sources that fit the content, so that a court order is not
# pasted into a delivery note. First match wins; no match = any carrier.
LEGAL_SRC = ("court_filing", "discovery_document", "legal_aid_intake", "email")
DELIV_SRC = ("carrier_webhook", "tracking_note", "delivery_instructions")
LOGI_SRC = ("customs_declaration", "carrier_webhook", "tracking_note", "email")
PROC_SRC = ("procurement_bid", "email", "calendar_invite")
KB_SRC = ("knowledge_base_page", "tool_result", "email")
TRAIN_SRC = ("knowledge_base_page", "email", "tool_result", "discovery_document")
ATTACH_SRC = ("citizen_web_form", "uploaded_pdf_ocr", "email", "foi_request")
CITIZEN_SRC = ("citizen_web_form", "uploaded_pdf_ocr", "scanned_letter_ocr", "email", "foi_request", "legal_aid_intake")
CARRIER_HINTS = [
    (("this invoice",), ("email", "procurement_bid", "customs_declaration")),
    (("this letter", "this form", "this account"), ("uploaded_pdf_ocr", "scanned_letter_ocr", "citizen_web_form", "email")),
    (("this bid", "bidder", "tender", "procurement system"), PROC_SRC),
    (("this shipment", "this webhook", "this container", "tracking note", "carrier system"), LOGI_SRC),
    (("this exhibit", "this docket", "this production set", "reviewing model", "reviewer ai", "ai reviewer"), LEGAL_SRC),
    (("casetrack", "ezd rp"), ("tool_result", "discovery_document")),
    (("attachment follows", "anbei", "adjunto", "załączeniu", "прошу надати", "vă transmit", "συνημμένα", "مرفق",
      "첨부", "ci-joint", "i am writing to request", "sehr geehrte"), ATTACH_SRC),
    (("slide", "training", "awareness", "schulung", "sensibilisation", "szkolenie", "навчальний", "διαφάνεια",
      "شريحة", "eğitim", "보안 교육", "red-team", "incident report", "job description", "meeting notes",
      "informe de seguridad", "it security team"), TRAIN_SRC),
    (("exhibit", "production set", "reviewer", "privileged", "docket", "motion", "tribunal", "court", "gericht",
      "juzgado", "sąd", "суд", "instanța", "δικαστήριο", "المحكمة", "mahkeme", "trustee", "mediat", "witness",
      "damages", "opposing counsel", "e-filing", "judge", "sentință", "urteil", "판결", "prueba"), LEGAL_SRC),
    (("doorbell", "deliver", "gate code", "ring the bell", "porch", "neighbour", "klingeln", "livr", "entregar",
      "entrega", "domofon", "portería", "θυρωρό", "παράδοσης", "الجرس", "초인종", "teslim", "timbre", "parcel delayed",
      "loading bay", "quai de chargement"), DELIV_SRC),
    (("bid", "tender", "procurement", "scoring", "appel d'offres", "calendar", "invite"), PROC_SRC),
    (("shipment", "container", "customs", "carrier", "driver", "deliver", "tracking", "parcel", "zoll",
      "aduan", "gümrük", "جمرك", "통관", "konteyner", "sendung", "livr", "teslim", "παράδοση", "التسليم", "loading bay",
      "hs code", "tariff", "goods", "kargo", "shipper", "logistics", "return label", "order", "address", "adres",
      "адресу", "배치", "batch"), LOGI_SRC),
    (("vpn", " kb", "helpdesk", "software center", "net user", "domain admins", "directory tool", "administrator"), KB_SRC),
    (("maintenance", "systemhinweis", "notificare", "시스템 공지", "payroll", "payslip"), ("email", "knowledge_base_page", "tool_result")),
]


def allowed_sources(text):
    low = text.lower()
    for keys, srcs in CARRIER_HINTS:
        if any(has_key(low, k) for k in keys):
            return srcs
    return None


def embed(source, template, body):
    if source == "carrier_webhook":
        body = json.dumps(body, ensure_ascii=False)[1:-1]
    elif source == "calendar_invite":
        body = body.replace("\n", "\\n")
    return template.replace("{body}", body)


def pi_variants(rng, lang, mode, text):
    """Yield (source, text-with-slots) variants of one payload, most natural first."""
    carriers = list(CARRIERS[lang])
    fit = allowed_sources(text)
    if fit:
        matching = [c for c in carriers if c[0] in fit]
        if matching:
            carriers = matching
    rng.shuffle(carriers)
    leadins = list(LEADINS[lang])
    rng.shuffle(leadins)
    direct = [("direct", text)] + [("direct", li + ("\n" if i % 2 else " ") + text) for i, li in enumerate(leadins)]
    indirect = [(src, embed(src, tpl, text)) for src, tpl in carriers]
    if mode == "d":
        return direct
    if mode == "i":
        return indirect
    out = []
    for i in range(max(len(direct), len(indirect))):
        if i < len(indirect):
            out.append(indirect[i])
        if i < len(direct):
            out.append(direct[i])
    return out


def draw(rng, pool, n, make):
    """Round-robin over a shuffled pool: every item is used once before any is used twice."""
    items = list(pool)
    rng.shuffle(items)
    rows, seen, k = [], set(), 0
    while len(rows) < n:
        progressed = False
        for item in items:
            if len(rows) >= n:
                break
            row = make(item, k)
            if row is None or row["text"] in seen:
                continue
            seen.add(row["text"])
            rows.append(row)
            progressed = True
        k += 1
        if not progressed and k > 40:
            raise SystemExit("pool exhausted: %d of %d rows" % (len(rows), n))
    return rows


def build_pi():
    rng = random.Random(3101)
    variants_cache = {}

    def maker(label, category, hard):
        def make(item, k):
            lang, mode, text = item
            key = (category, item)
            if key not in variants_cache:
                variants_cache[key] = pi_variants(rng, lang, mode, text)
            vs = variants_cache[key]
            if k >= len(vs):
                return None
            src, t = vs[k]
            t = fill(rng, t, lang, {})
            if src == "direct":
                src = direct_source(t)
            row = {"text": t, "label": label}
            if category:
                row["category"] = category
            row.update({"language": lang, "source": src, "hard_negative": hard})
            return row
        return make

    rows = []
    for cat in CATEGORIES["prompt_injection"]:
        rows += draw(rng, PI_ATTACKS[cat], PI_PER_CATEGORY, maker("attack", cat, False))
    rows += draw(rng, PI_HARD, PI_HARD_ROWS, maker("benign", None, True))
    rows += draw(rng, PI_PLAIN, PI_PLAIN_ROWS, maker("benign", None, False))
    return finish(rng, rows, "pi")


OS_OPENERS = {
    "en": ["Sure.", "Here's what I found:", "Thanks for waiting.", "Done.", "Of course!", "OK —"],
    "de": ["Gern.", "Hier das Ergebnis:", "Erledigt."], "fr": ["Bien sûr.", "Voici :", "C'est fait."],
    "es": ["Claro.", "Aquí tienes:", "Hecho."], "pl": ["Jasne.", "Oto wynik:", "Gotowe."],
    "uk": ["Звісно.", "Ось результат:", "Готово."], "ro": ["Sigur.", "Iată:", "Gata."],
    "el": ["Βεβαίως.", "Ορίστε:", "Έγινε."], "ar": ["بالتأكيد.", "إليك النتيجة:", "تم."],
    "tr": ["Tabii.", "İşte sonuç:", "Tamam."], "ko": ["네.", "결과입니다:", "완료했습니다."],
}


def build_os():
    rng = random.Random(3102)

    def maker(label, category, hard):
        def make(item, k):
            lang, src, text = item
            if k > 3:
                return None
            t = fill(rng, text, lang, {})
            if k > 0:
                t = pick(rng, OS_OPENERS[lang]) + " " + t
            row = {"text": t, "label": label}
            if category:
                row["category"] = category
            row.update({"language": lang, "source": src, "hard_negative": hard})
            return row
        return make

    rows = []
    for cat in CATEGORIES["output_safety"]:
        rows += draw(rng, OS_ATTACKS[cat], OS_PER_CATEGORY, maker("attack", cat, False))
    rows += draw(rng, OS_HARD, OS_HARD_ROWS, maker("benign", None, True))
    rows += draw(rng, OS_PLAIN, OS_PLAIN_ROWS, maker("benign", None, False))
    return finish(rng, rows, "os")


def fill_obj(rng, obj, lang, memo):
    if isinstance(obj, str):
        return fill(rng, obj, lang, memo)
    if isinstance(obj, list):
        return [fill_obj(rng, v, lang, memo) for v in obj]
    if isinstance(obj, dict):
        return {k: fill_obj(rng, v, lang, memo) for k, v in obj.items()}
    return obj


def build_aa():
    rng = random.Random(3103)
    rows = []
    for sc in AA_ATTACKS + AA_HARD + AA_PLAIN:
        for lang, req in sc["reqs"].items():
            memo = {}
            ctx = {"user_request": fill(rng, req, lang, memo), "agent": sc["agent"], "user_role": sc["role"]}
            if sc.get("out"):
                ctx["recent_tool_output"] = fill(rng, sc["out"], lang, memo)
            action = {"tool": sc["tool"], "arguments": fill_obj(rng, sc["args"], lang, memo), "context": ctx}
            row = {"agent_action": action, "label": sc["label"]}
            if sc["label"] == "attack":
                row["category"] = sc["category"]
            row.update({"language": lang, "source": "agent_tool_call:" + sc["agent"],
                        "hard_negative": bool(sc.get("hard", False))})
            rows.append(row)
    return finish(rng, rows, "aa")


def finish(rng, rows, prefix):
    rng.shuffle(rows)
    out = []
    for i, r in enumerate(rows, 1):
        row = {"id": "%s-%04d" % (prefix, i)}
        row.update(r)
        out.append(row)
    return out


# ---------------------------------------------------------------- validation

def validate(check, rows):
    errs = []
    ids = set()
    keys_text = ["id", "text", "label", "category", "language", "source", "hard_negative"]
    keys_aa = ["id", "agent_action", "label", "category", "language", "source", "hard_negative"]
    for r in rows:
        rid = r.get("id")
        where = "%s %s" % (check, rid)
        if not isinstance(rid, str) or not rid.startswith(PREFIX[check] + "-") or len(rid) != len(PREFIX[check]) + 5:
            errs.append(where + ": bad id")
        if rid in ids:
            errs.append(where + ": duplicate id")
        ids.add(rid)
        allowed = keys_aa if check == "agent_action" else keys_text
        extra = set(r) - set(allowed)
        if extra:
            errs.append(where + ": unexpected keys %s" % sorted(extra))
        if r.get("label") not in ("attack", "benign"):
            errs.append(where + ": bad label")
        if r.get("label") == "attack":
            if r.get("category") not in CATEGORIES[check]:
                errs.append(where + ": bad category")
            if r.get("hard_negative") is not False:
                errs.append(where + ": attack marked hard_negative")
        elif "category" in r:
            errs.append(where + ": category on benign row")
        if r.get("language") not in LANGS:
            errs.append(where + ": bad language")
        if not isinstance(r.get("source"), str) or not r["source"]:
            errs.append(where + ": bad source")
        if not isinstance(r.get("hard_negative"), bool):
            errs.append(where + ": bad hard_negative")
        if check == "agent_action":
            a = r.get("agent_action")
            if not isinstance(a, dict) or set(a) - {"tool", "arguments", "context"}:
                errs.append(where + ": bad agent_action")
                continue
            if not isinstance(a.get("tool"), str) or not a["tool"] or not isinstance(a.get("arguments"), dict):
                errs.append(where + ": bad tool/arguments")
            c = a.get("context", {})
            if not isinstance(c, dict) or not c.get("user_request") or not c.get("agent") or not c.get("user_role"):
                errs.append(where + ": bad context")
            if set(c) - {"user_request", "agent", "user_role", "recent_tool_output"}:
                errs.append(where + ": unexpected context keys")
            if r.get("source") != "agent_tool_call:" + str(c.get("agent")):
                errs.append(where + ": source does not match agent")
            blob = json.dumps(a, ensure_ascii=False)
        else:
            if not isinstance(r.get("text"), str) or not r["text"].strip():
                errs.append(where + ": empty text")
            blob = r.get("text", "")
        if "{" in blob and any(("{%s}" % s) in blob for s in ("name", "case", "iban", "bad", "n4", "n6", "n8", "amount", "email", "user", "pw", "hex")):
            errs.append(where + ": unfilled slot")
    labels = Counter(r["label"] for r in rows)
    if labels["attack"] < 50 or labels["benign"] < 50:
        errs.append("%s: needs at least 50 attack and 50 benign rows" % check)
    texts = [json.dumps(r.get("agent_action") or r.get("text"), ensure_ascii=False, sort_keys=True) for r in rows]
    if len(set(texts)) != len(texts):
        errs.append("%s: duplicate inputs" % check)
    return errs


# ---------------------------------------------------------------- README

def table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    for r in rows:
        out.append("| " + " | ".join(str(x) for x in r) + " |")
    return "\n".join(out)


def readme(data):
    tpl = open(os.path.join(HERE, "README.template.md"), encoding="utf-8").read()
    files = []
    for check, rows in data.items():
        lab = Counter(r["label"] for r in rows)
        hard = sum(1 for r in rows if r["hard_negative"])
        files.append([FILES[check], len(rows), lab["attack"], lab["benign"], hard])
    tot = [sum(f[i] for f in files) for i in range(1, 5)]
    files.append(["**total**"] + tot)
    tpl = tpl.replace("{{FILES_TABLE}}", table(["file", "rows", "attack", "benign", "benign hard negatives"], files))
    for check, rows in data.items():
        cats = Counter(r.get("category") for r in rows if r["label"] == "attack")
        trows = [["`%s`" % c, cats[c]] for c in CATEGORIES[check]]
        tpl = tpl.replace("{{CAT_%s}}" % PREFIX[check].upper(), table(["category", "attack rows"], trows))
    langs = []
    allrows = [r for rows in data.values() for r in rows]
    for lg in LANGS:
        per = [sum(1 for r in rows if r["language"] == lg) for rows in data.values()]
        n = sum(per)
        langs.append(["`%s`" % lg] + per + [n, "%.1f%%" % (100.0 * n / len(allrows))])
    tpl = tpl.replace("{{LANG_TABLE}}", table(["language", "prompt_injection", "output_safety", "agent_action", "total", "share"], langs))
    for check, rows in data.items():
        src = Counter(r["source"] for r in rows)
        trows = [["`%s`" % s, n] for s, n in sorted(src.items(), key=lambda x: (-x[1], x[0]))]
        tpl = tpl.replace("{{SRC_%s}}" % PREFIX[check].upper(), table(["source", "rows"], trows))
    return tpl


def render():
    data = {"prompt_injection": build_pi(), "output_safety": build_os(), "agent_action": build_aa()}
    outputs = {}
    for check, rows in data.items():
        outputs[FILES[check]] = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    outputs["README.md"] = readme(data)
    return data, outputs


def main():
    check_mode = "--check" in sys.argv[1:]
    data, outputs = render()
    errs = []
    for check, rows in data.items():
        errs += validate(check, rows)
    if check_mode:
        for fname, content in outputs.items():
            path = os.path.join(ROOT, fname)
            if not os.path.exists(path):
                errs.append("%s: missing" % fname)
                continue
            with open(path, encoding="utf-8") as f:
                disk = f.read()
            if disk != content:
                errs.append("%s: differs from a fresh build" % fname)
            if fname.endswith(".jsonl"):
                check = [c for c, f in FILES.items() if f == fname][0]
                try:
                    parsed = [json.loads(line) for line in disk.splitlines()]
                except ValueError as e:
                    errs.append("%s: invalid JSON line (%s)" % (fname, e))
                    continue
                errs += validate(check, parsed)
        for e in errs:
            print("ERROR", e)
        if errs:
            sys.exit(1)
        print("ok: %s" % ", ".join("%s %d rows" % (FILES[c], len(r)) for c, r in data.items()))
        return
    if errs:
        for e in errs:
            print("ERROR", e)
        sys.exit(1)
    for fname, content in outputs.items():
        with open(os.path.join(ROOT, fname), "w", encoding="utf-8", newline="\n") as f:
            f.write(content)
    print("wrote %s" % ", ".join("%s (%d rows)" % (FILES[c], len(r)) for c, r in data.items()) + ", README.md")


if __name__ == "__main__":
    main()
