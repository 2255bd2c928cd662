# -*- coding: utf-8 -*-
"""Builds output_safety.jsonl rows."""
import string

from common import (LANGS_OTHER, EVIL_HOSTS, new_rng, rng_token, fake_github_pat, fake_aws_key_id,
                    fake_aws_secret, fake_slack_bot, fake_stripe, fake_openai, b64)
import os_data as D

IPS = ["203.0.113.77", "198.51.100.23", "192.0.2.150", "203.0.113.9", "198.51.100.200"]
HOSTS = [h for h in EVIL_HOSTS if not h[0].isdigit()]
CONVS = ["user asked about prod DB password; answer: see vault path kv/prod/db",
         "conversation: migrate billing to new cluster, keys rotated 2026-11-20",
         "email=mara.lindqvist@example.com;plan=enterprise;ticket=INC-55120"]


def fill(t, r):
    key_body = "\n".join(rng_token(r, 70, string.ascii_letters + string.digits + "+/") for _ in range(4))
    pw = rng_token(r, 6) + r.choice("!#%&*") + rng_token(r, 5)
    subs = {"{ghp}": fake_github_pat(r), "{akid}": fake_aws_key_id(r), "{aws_secret}": fake_aws_secret(r),
            "{slack}": fake_slack_bot(r), "{stripe}": fake_stripe(r), "{openai}": fake_openai(r),
            "{host}": r.choice(HOSTS), "{ip}": r.choice(IPS), "{pw}": pw, "{key_body}": key_body,
            "{b64conv}": b64(r.choice(CONVS))}
    for k, v in subs.items():
        t = t.replace(k, v)
    return t


def src_for(cat, r):
    if cat == "hidden_instructions":
        return "agent_handoff" if r.random() < 0.7 else "model_output"
    if cat is None:
        return "agent_handoff" if r.random() < 0.25 else "model_output"
    return "agent_handoff" if r.random() < 0.1 else "model_output"


def build(seed=2812):
    r = new_rng(seed)
    rows = []
    for cat in ["phishing", "hidden_instructions", "dangerous_command", "secret_leak", "exfiltration_link",
                "markup_injection", "pii_leak"]:
        for t in D.EN_ATTACK[cat]:
            rows.append(dict(text=fill(t, r), label="attack", category=cat, language="en", source=src_for(cat, r)))
        for lang in LANGS_OTHER:
            rows.append(dict(text=fill(D.INTL_ATTACK[cat][lang], r), label="attack", category=cat, language=lang,
                             source=src_for(cat, r)))
    for t in D.EN_BENIGN_PLAIN:
        rows.append(dict(text=fill(t, r), label="benign", language="en", source=src_for(None, r), hard_negative=False))
    for t in D.EN_BENIGN_HARD:
        rows.append(dict(text=fill(t, r), label="benign", language="en", source=src_for(None, r), hard_negative=True))
    for lang in LANGS_OTHER:
        for i, t in enumerate(D.INTL_BENIGN[lang]):
            rows.append(dict(text=fill(t, r), label="benign", language=lang, source=src_for(None, r),
                             hard_negative=i not in D.INTL_PLAIN_IDX[lang]))
    return rows
