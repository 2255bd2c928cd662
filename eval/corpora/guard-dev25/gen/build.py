#!/usr/bin/env python3
"""Builds the guard-dev25 evaluation set. Standard library only, fixed seeds, byte-for-byte reproducible.
Usage: python3 gen/build.py   (writes *.jsonl next to the gen/ folder)"""
import base64, codecs, json, os, random, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)
from common import Fill, LANGS, COURSES, ORG_DOMAINS, BAD_DOMAINS, ATTACKER_EMAILS
import carriers as C
import pi_pools_en, pi_pools_xx

PI_CATS = ["instruction_override", "system_prompt_extraction", "role_play_jailbreak", "data_exfiltration",
           "tool_hijack", "obfuscation", "delimiter_injection"]


def fill_slots(text, f, lang, payload=None):
    d = dict(name=f.name(lang), name2=f.name("en"), course=f.pick(COURSES), sid=f.sid(), bad=f.pick(BAD_DOMAINS),
             email=f.pick(ATTACKER_EMAILS), org=f.pick(ORG_DOMAINS), n=f.num(100, 999))
    if payload is not None:
        d["B64"] = base64.b64encode(payload.encode("utf-8")).decode()
        d["ROT13"] = codecs.encode(payload, "rot13")
        d["REV"] = payload[::-1]
    return text.format(**d)


def split_quota(total, k):
    base, extra = divmod(total, k)
    return [base + (1 if i < extra else 0) for i in range(k)]


def lang_plan(n_total, en_share, rot):
    """English gets round(n*en_share); the rest spread over the 10 other languages, remainder rotated by `rot`."""
    n_en = round(n_total * en_share)
    others = LANGS[1:]
    q = split_quota(n_total - n_en, len(others))
    q = q[-rot % len(q):] + q[:-rot % len(q)] if rot else q
    plan = {"en": n_en}
    plan.update(dict(zip(others, q)))
    return plan


def realise(entry, k, f, lang):
    """k-th use of a core: k=0 as written, k>=1 in a carrier (or as a serialised multi-turn chat)."""
    text = fill_slots(entry["text"], f, lang, entry.get("payload"))
    src = entry["src"]
    if k == 0:
        return text, src
    carriers = C.SRC_CARRIERS.get(src) if entry.get("wrap") else None
    if carriers:
        car = carriers[(k - 1) % len(carriers)]
        hosts = C.HOSTS_EN if lang == "en" else pi_pools_xx.HOSTS[lang]
        host = hosts[(k + f.num(0, 9)) % len(hosts)]
        return C.wrap(car, text, host, f, lang), C.CARRIER_SOURCE[car] or src
    leads = C.LEADS[lang]
    return C.chat(text, leads[(k - 1) % len(leads)]), "chat_transcript"


def build_pi():
    f = Fill(2501)
    att = pi_pools_en.ATT + pi_pools_xx.ATT
    ben = pi_pools_en.BEN + pi_pools_xx.BEN
    rows = []
    cat_q = dict(zip(PI_CATS, split_quota(250, len(PI_CATS))))
    seen = set()
    for ci, cat in enumerate(PI_CATS):
        plan = lang_plan(cat_q[cat], 0.45, ci * 3)
        for lang in LANGS:
            pool = [e for e in att if e["cat"] == cat and e["lang"] == lang]
            assert pool, (cat, lang)
            for i in range(plan[lang]):
                e = pool[i % len(pool)]
                k = i // len(pool)
                text, src = realise(e, k, f, lang)
                while text in seen:
                    k += 1
                    text, src = realise(e, k, f, lang)
                seen.add(text)
                rows.append(dict(text=text, label="attack", category=cat, language=lang, source=src, hard_negative=None))
    bplan = lang_plan(250, 0.45, 0)
    for lang in LANGS:
        pool = [e for e in ben if e["lang"] == lang]
        hard = [e for e in pool if e["hard"]]
        easy = [e for e in pool if not e["hard"]]
        n = bplan[lang]
        n_easy = min(round(n * 0.25), len(easy) * 2)
        order = [(e, 0) for e in hard] + [(e, 0) for e in easy] + [(e, 1) for e in easy]
        # remaining uses go to hard negatives until the language quota is met
        order += [(e, 1) for e in hard] + [(e, 2) for e in hard]
        picked, ne = [], 0
        for e, k in order:
            if len(picked) >= n:
                break
            if not e["hard"]:
                if ne >= n_easy:
                    continue
                ne += 1
            picked.append((e, k))
        assert len(picked) == n, (lang, len(picked), n)
        for e, k in picked:
            text, src = realise(e, k, f, lang)
            while text in seen:
                k += 1
                text, src = realise(e, k, f, lang)
            seen.add(text)
            rows.append(dict(text=text, label="benign", category=None, language=lang, source=src, hard_negative=e["hard"]))
    return rows


def finish(rows, prefix, seed, keyorder):
    random.Random(seed).shuffle(rows)
    out = []
    for i, r in enumerate(rows, 1):
        r["id"] = "%s-%04d" % (prefix, i)
        out.append({k: r[k] for k in keyorder})
    return out


def write(name, rows):
    with open(os.path.join(OUT, name), "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")


TEXT_KEYS = ["id", "text", "label", "category", "language", "source", "hard_negative"]

if __name__ == "__main__":
    write("prompt_injection.jsonl", finish(build_pi(), "pi", 11, TEXT_KEYS))
    try:
        import os_build
        write("output_safety.jsonl", finish(os_build.build(), "os", 12, TEXT_KEYS))
    except ImportError:
        pass
    try:
        import aa_build
        write("agent_action.jsonl", finish(aa_build.build(), "aa", 13,
                                          ["id", "agent_action", "label", "category", "language", "source", "hard_negative"]))
    except ImportError:
        pass
