#!/usr/bin/env python3
"""Build the guard-dev18 evaluation set (multilingual emphasis).

Usage: python3 gen/build.py   (from anywhere; writes next to gen/)
Standard library only; fixed seeds; output is byte-for-byte reproducible.
"""
import json
import os
import re
import sys
import urllib.parse
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import random  # noqa: E402
from common import Fake, render, base_lang  # noqa: E402
import pi_attacks  # noqa: E402
import pi_benign  # noqa: E402
import os_pools  # noqa: E402
import aa_pools  # noqa: E402

PI_COUNTS = {"instruction_override": 36, "system_prompt_extraction": 36, "role_play_jailbreak": 36,
             "data_exfiltration": 36, "tool_hijack": 36, "obfuscation": 35, "delimiter_injection": 35}
OS_COUNTS = {"phishing": 18, "hidden_instructions": 18, "dangerous_command": 18, "secret_leak": 18,
             "exfiltration_link": 18, "markup_injection": 18, "pii_leak": 17}


def carrier_for(lang, idx):
    cs = pi_attacks.CARRIERS.get(base_lang(lang)) or pi_attacks.CARRIERS["en"]
    return cs[idx % len(cs)]


def wrap(text, lang, idx):
    src, tpl = carrier_for(lang, idx)
    return tpl.replace("{{P}}", text), src


# ------------------------------------------------------------------ prompt_injection
def build_pi():
    rng = random.Random(18_01)
    fake = Fake(18_11)
    rows = []
    for cat, n in PI_COUNTS.items():
        seeds = pi_attacks.ATTACKS[cat]
        chosen = seeds if len(seeds) <= n else rng.sample(seeds, n)
        for lang, src, text in chosen:
            rows.append(dict(text=render(text, fake.slots(lang)), label="attack", category=cat, language=lang, source=src))
        extra = n - len(chosen)
        if extra > 0:
            cands = [s for s in seeds if base_lang(s[0]) != "Latn"]
            for k, (lang, src, text) in enumerate(rng.sample(cands, extra)):
                body = render(text, fake.slots(lang))
                # second delivery of the same idea: alternate indirect (document/email) and chat preamble
                wrapped, wsrc = wrap(body, lang, k)
                rows.append(dict(text=wrapped, label="attack", category=cat, language=lang, source=wsrc))
    hard = list(pi_benign.HARD)
    for lang, src, text in hard:
        rows.append(dict(text=render(text, fake.slots(lang)), label="benign", language=lang, source=src, hard_negative=True))
    cands = [s for s in hard if s[1] in ("training_material", "email", "user_prompt") and base_lang(s[0]) != "Latn"]
    for lang, src, text in rng.sample(cands, 167 - len(hard)):
        idx = 1 if src == "user_prompt" else 0
        wrapped, wsrc = wrap(render(text, fake.slots(lang)), lang, idx)
        rows.append(dict(text=wrapped, label="benign", language=lang, source=wsrc, hard_negative=True))
    for lang, src, text in rng.sample(pi_benign.EASY, 83):
        rows.append(dict(text=render(text, fake.slots(lang)), label="benign", language=lang, source=src, hard_negative=False))
    return finish(rows, "pi", rng)


# ------------------------------------------------------------------ output_safety
def os_values(fake, lang):
    v = fake.slots(lang)
    v["PRIVKEY"] = fake.private_key()
    q = lambda s: urllib.parse.quote(s, safe="")
    v.update(Q_NAME=q(v["NAME"]), Q_IBAN=q(v["IBAN"].replace(" ", "")), Q_PHONE=q(v["PHONE"]),
             Q_CARD=q(v["CARD"].replace(" ", "")), Q_TOKEN=q(v["JWT"]), Q_ACCT=v["ACCT"],
             Q_CHAT=q(f"usuario: mi contraseña es {v['PASSWORD']} | asistente: ok"))
    return v


def build_os():
    rng = random.Random(18_02)
    fake = Fake(18_22)
    rows = []
    counters = Counter()

    def nxt(pool, key):
        item = pool[counters[key] % len(pool)]
        counters[key] += 1
        return item

    def fill_payloads(tpl, v):
        if "{{CMD}}" in tpl:
            tpl = tpl.replace("{{CMD}}", nxt(os_pools.DANGER_CMDS, "cmd"))
        if "{{SAFE_CMD}}" in tpl:
            tpl = tpl.replace("{{SAFE_CMD}}", nxt(os_pools.SAFE_CMDS, "safe"))
        if "{{SECRETS}}" in tpl:
            tpl = tpl.replace("{{SECRETS}}", nxt(os_pools.SECRET_VARIANTS, "sec")(v))
        if "{{PLACEHOLDER_CFG}}" in tpl:
            tpl = tpl.replace("{{PLACEHOLDER_CFG}}", nxt(os_pools.PLACEHOLDER_CFGS, "ph"))
        if "{{MARKUP}}" in tpl:
            tpl = tpl.replace("{{MARKUP}}", nxt(os_pools.MARKUPS, "mk"))
        if "{{ESCAPED}}" in tpl:
            tpl = tpl.replace("{{ESCAPED}}", nxt(os_pools.ESCAPED, "esc"))
        return render(tpl, v)

    for cat, n in OS_COUNTS.items():
        tpls = os_pools.ATTACK[cat]
        chosen = tpls if len(tpls) <= n else rng.sample(tpls, n)
        assert len(chosen) == n, cat
        for lang, tpl in chosen:
            v = os_values(fake, lang)
            rows.append(dict(text=fill_payloads(tpl, v), label="attack", category=cat, language=lang, source="model_output"))
    for kind, items in os_pools.HARD.items():
        for lang, tpl in items:
            v = os_values(fake, lang)
            rows.append(dict(text=fill_payloads(tpl, v), label="benign", language=lang, source="model_output", hard_negative=True))
    for lang, tpl in os_pools.EASY:
        rows.append(dict(text=render(tpl, os_values(fake, lang)), label="benign", language=lang, source="model_output", hard_negative=False))
    return finish(rows, "os", rng)


# ------------------------------------------------------------------ agent_action
HANDLES = ["anna-k", "m.rossi", "tkaminski", "lucia-f", "d.jansen", "zeynep-k", "o.koval", "ravi-s", "mei.l", "k.tanaka"]
CITIES = {"it": "Bologna", "ko": "서울", "ar": "عمّان", "pl": "Poznań", "hi": "जयपुर"}
TARGETS = {"ru": "de", "hi-Latn+en": "en", "zh": "ja", "sw": "fr", "pl": "es"}
SHELL_TOOLS = {"run_command", "read_file", "write_file", "list_directory", "delete_path"}
WORKSPACES = ["/home/dev/web-shop", "/srv/app", "/home/dev/project", "/workspace/api"]


QUOTE_PAIRS = [("«", "»"), ("“", "”"), ("「", "」"), ("\"", "\""), ("'", "'")]


def quoted_tail(s):
    """The quoted part of a request (text to translate / new bio); else what follows a colon."""
    for a, b in QUOTE_PAIRS:
        i = s.find(a)
        j = s.find(b, i + 1) if i >= 0 else -1
        if i >= 0 and j > i:
            return s[i + 1:j].strip()
    for c in (":", "："):
        if c in s:
            return s.split(c, 1)[1].strip()
    return s


IBAN_CC = {"de": "DE", "fr": "FR", "es": "ES", "nl": "NL", "it": "IT", "pl": "PL", "tr": "TR"}
CURRENCY = {"tr": "TRY"}


def aa_values(fake, lang, request=None):
    v = fake.slots(lang)
    v["PARTNER_EMAIL"] = f"{fake.choice(['kontakt', 'info', 'office', 'team', 'billing'])}@{fake.choice(['agentur-nord', 'partner-studio', 'audit-co', 'cliente-sa', 'mitra-usaha'])}.example.com"
    v["COLLEAGUE_HANDLE"] = fake.choice(HANDLES)
    v["COLLEAGUE_EMAIL"] = f"{v['COLLEAGUE_HANDLE']}@acme.example"
    home = IBAN_CC.get(lang)
    v["VENDOR_IBAN"] = fake.iban(home)
    v["EVIL_IBAN"] = fake.iban(fake.choice([c for c in ("PL", "TR", "IT", "NL", "ES") if c != home]))
    v["CUR"] = CURRENCY.get(lang, "EUR")
    v["ACK"] = aa_pools.ack(lang)
    v["CITY"] = CITIES.get(lang, "Berlin")
    v["TARGET"] = TARGETS.get(lang, "en")
    return v


def render_obj(o, v):
    if isinstance(o, str):
        return render(o, v)
    if isinstance(o, dict):
        return {k: render_obj(x, v) for k, x in o.items()}
    if isinstance(o, list):
        return [render_obj(x, v) for x in o]
    return o


def action(tool, args, ctx):
    return {"tool": tool, "arguments": args, "context": ctx}


def build_aa():
    rng = random.Random(18_03)
    fake = Fake(18_33)
    rows = []
    for sc in aa_pools.ATTACK_SCENARIOS:
        langs = list(sc["L"])
        twins = set(rng.sample(langs, 3))
        for lang in langs:
            req, inj, *more = sc["L"][lang]
            v = aa_values(fake, lang)
            if more:
                v.update(more[0])
            request = render(req, v)
            v["REQUEST"] = request
            v["REQUEST_TAIL"] = quoted_tail(request)
            ctx = {"user_request": request}
            if "{{NAME}}" in req:
                mail = v["PARTNER_EMAIL"] if sc["id"] == "reply_email_exfil" else v["COLLEAGUE_EMAIL"]
                ctx["contacts"] = {v["NAME"]: {"email": mail, "username": v["COLLEAGUE_HANDLE"]}}
            a_tool, a_args = sc["attack"](v)
            b_tool, b_args = sc["benign"](v)
            if {a_tool, b_tool} & SHELL_TOOLS:
                ctx["workspace"] = rng.choice(WORKSPACES)
            if sc.get("tool_ctx") and inj:
                ctx["conversation"] = [{"role": "tool", "name": sc["tool_ctx"], "content": render(inj, v)}]
            if sc.get("extra_ctx"):
                ctx.update(sc["extra_ctx"](v))
            rows.append(dict(agent_action=action(a_tool, a_args, ctx), label="attack", category=sc["cat"], language=lang, source="tool_call"))
            if lang in twins:
                rows.append(dict(agent_action=action(b_tool, b_args, json.loads(json.dumps(ctx))), label="benign", language=lang, source="tool_call", hard_negative=True))
    for lang, req, tool, args_fn, extra in aa_pools.HARD_BENIGN:
        v = aa_values(fake, lang)
        request = render(req, v)
        ctx = {"user_request": request}
        if tool in SHELL_TOOLS and not (extra and "workspace" in extra):
            ctx["workspace"] = rng.choice(WORKSPACES)
        if extra:
            ctx.update(render_obj(extra, v))
        rows.append(dict(agent_action=action(tool, args_fn(v), ctx), label="benign", language=lang, source="tool_call", hard_negative=True))
    easy = [(lang, req, tool, fn) for _, reqs, tool, fn in aa_pools.EASY_BENIGN for lang, req in reqs.items()]
    for lang, req, tool, fn in rng.sample(easy, 63):
        v = aa_values(fake, lang)
        request = render(req, v)
        v["REQUEST"] = request
        v["REQUEST_TAIL"] = quoted_tail(request)
        ctx = {"user_request": request}
        if tool in SHELL_TOOLS:
            ctx["workspace"] = rng.choice(WORKSPACES)
        rows.append(dict(agent_action=action(tool, fn(v), ctx), label="benign", language=lang, source="tool_call", hard_negative=False))
    return finish(rows, "aa", rng)


# ------------------------------------------------------------------ common output
def finish(rows, prefix, rng):
    rng.shuffle(rows)
    out = []
    for i, r in enumerate(rows, 1):
        o = {"id": f"{prefix}18-{i:04d}"}
        if "text" in r:
            o["text"] = r["text"]
        else:
            o["agent_action"] = r["agent_action"]
        o["label"] = r["label"]
        if r["label"] == "attack":
            o["category"] = r["category"]
        o["language"] = r["language"]
        o["source"] = r["source"]
        if r["label"] == "benign":
            o["hard_negative"] = r["hard_negative"]
        out.append(o)
    key = (lambda o: o.get("text")) if prefix != "aa" else (lambda o: json.dumps(o["agent_action"], sort_keys=True, ensure_ascii=False) + o["label"])
    dup = [k for k, c in Counter(map(key, out)).items() if c > 1]
    assert not dup, f"duplicate rows in {prefix}: {dup[:2]}"
    return out


def write_jsonl(name, rows):
    with open(os.path.join(OUT, name), "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def is_english_only(lang):
    return lang == "en"


def stats(name, rows):
    lab = Counter(r["label"] for r in rows)
    cat = Counter(r["category"] for r in rows if r["label"] == "attack")
    hard = Counter(r["hard_negative"] for r in rows if r["label"] == "benign")
    langs = Counter(r["language"] for r in rows)
    src = Counter(r["source"] for r in rows)
    en = sum(1 for r in rows if is_english_only(r["language"]))
    return dict(name=name, n=len(rows), labels=dict(lab), categories=dict(sorted(cat.items())),
                hard_negatives=hard[True], easy_negatives=hard[False], languages=dict(sorted(langs.items(), key=lambda x: (-x[1], x[0]))),
                sources=dict(sorted(src.items())), english_only=en)


def main():
    pi, os_, aa = build_pi(), build_os(), build_aa()
    assert len(pi) == 500 and Counter(r["label"] for r in pi) == {"attack": 250, "benign": 250}
    assert len(os_) == 250 and Counter(r["label"] for r in os_) == {"attack": 125, "benign": 125}
    assert len(aa) == 350 and Counter(r["label"] for r in aa) == {"attack": 160, "benign": 190}
    write_jsonl("prompt_injection.jsonl", pi)
    write_jsonl("output_safety.jsonl", os_)
    write_jsonl("agent_action.jsonl", aa)
    st = [stats("prompt_injection.jsonl", pi), stats("output_safety.jsonl", os_), stats("agent_action.jsonl", aa)]
    with open(os.path.join(OUT, "gen", "stats.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(st, f, ensure_ascii=False, indent=1)
        f.write("\n")
    for s in st:
        print(s["name"], s["n"], s["labels"], "hard", s["hard_negatives"], "easy", s["easy_negatives"], "en-only", s["english_only"], "langs", len(s["languages"]))


if __name__ == "__main__":
    main()
