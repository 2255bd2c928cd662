"""Shared helpers for the guard-dev28 corpus generator (Python 3 stdlib only)."""
import base64
import codecs
import json
import random
import string

LANGS_OTHER = ["de", "fr", "es", "pt", "it", "pl", "ja", "zh", "ko", "ru"]

REPOS = ["acme/billing-api", "northwind/web-shop", "contoso/infra-live", "globex/payments-core",
         "initech/tps-reports", "umbrella/lab-portal", "hooli/search-indexer", "vandelay/importer",
         "wayne-ent/gotham-ops", "stark/arc-telemetry", "pied-piper/middle-out", "tyrell/replicant-ci"]
SERVICES = ["checkout", "auth-gateway", "orders-worker", "search-api", "notifier", "ledger",
            "inventory-sync", "image-resizer", "session-store", "report-builder"]
PEOPLE = ["Mara Lindqvist", "Tobias Reuter", "Aiko Tanabe", "Lucas Ferreira", "Chiara Bellini",
          "Piotr Nowicki", "Wei Zhang", "Ji-woo Park", "Irina Volkova", "Sam Okafor",
          "Claire Dubois", "Diego Alvarez"]
HANDLES = ["mlindqvist", "treuter", "aiko-t", "lferreira", "cbellini", "pnowicki", "wzhang",
           "jwpark", "ivolkova", "sokafor", "cdubois", "dalvarez"]
EVIL_HOSTS = ["collect.telemetry-sync.top", "203.0.113.77", "198.51.100.23", "cdn-metrics.xyz",
              "paste.rs-share.click", "hooks.exfil-relay.net", "192.0.2.150", "api.free-llm-tools.cc"]


def rng_token(rng, n, alphabet=string.ascii_letters + string.digits):
    return "".join(rng.choice(alphabet) for _ in range(n))


def fake_github_pat(rng):
    return "ghp_" + rng_token(rng, 36)


def fake_aws_key_id(rng):
    return "AKIA" + rng_token(rng, 16, string.ascii_uppercase + "234567")


def fake_aws_secret(rng):
    return rng_token(rng, 40, string.ascii_letters + string.digits + "/+")


def fake_slack_bot(rng):
    return "xoxb-%s-%s-%s" % (rng_token(rng, 12, string.digits), rng_token(rng, 13, string.digits),
                              rng_token(rng, 24))


def fake_stripe(rng):
    return "sk_live_" + rng_token(rng, 24)


def fake_openai(rng):
    return "sk-proj-" + rng_token(rng, 48)


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def hexenc(s):
    return s.encode("utf-8").hex()


def rot13(s):
    return codecs.encode(s, "rot_13")


HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "i": "і", "x": "х", "y": "у"}


def homoglyph(s):
    return "".join(HOMO.get(ch, ch) for ch in s)


def zero_width(s):
    return "\u200b".join(s)


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def new_rng(seed):
    return random.Random(seed)
