"""Shared helpers: deterministic RNG, fake-value makers, JSONL writer."""
import json
import random
import string

LANGS = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "tr", "ja", "zh", "ko", "ar", "hi", "ru"]


def rng(seed):
    return random.Random(seed)


def rand_str(r, n, alphabet=string.ascii_letters + string.digits):
    return "".join(r.choice(alphabet) for _ in range(n))


def fake_aws_key(r):
    return "AKIA" + rand_str(r, 16, string.ascii_uppercase + "234567")


def fake_aws_secret(r):
    return rand_str(r, 40, string.ascii_letters + string.digits + "/+")


def fake_gh_token(r):
    return "ghp_" + rand_str(r, 36)


def fake_openai_key(r):
    return "sk-proj-" + rand_str(r, 48)


def fake_stripe_key(r):
    return "sk_live_" + rand_str(r, 24)


def fake_slack_token(r):
    return "xoxb-" + rand_str(r, 11, string.digits) + "-" + rand_str(r, 12, string.digits) + "-" + rand_str(r, 24)


def fake_password(r):
    return rand_str(r, 6, string.ascii_letters) + "!" + rand_str(r, 5, string.digits) + rand_str(r, 3, string.ascii_lowercase)


def fake_jwt(r):
    return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + rand_str(r, 60, string.ascii_letters + string.digits + "_-") + "." + rand_str(r, 43, string.ascii_letters + string.digits + "_-")


def fake_iban(r):
    # DE + 2 check digits + 18 digits; random, not guaranteed valid
    return "DE" + rand_str(r, 2, string.digits) + " " + " ".join(rand_str(r, 4, string.digits) for _ in range(4)) + " " + rand_str(r, 2, string.digits)


def fake_phone(r):
    return "+1 555 01" + rand_str(r, 2, string.digits)


def fake_card(r):
    # Test-card style number (Visa test range 4111 1111 ...), obviously fake
    return "4111 1111 1111 " + rand_str(r, 4, string.digits)


def fake_ssn(r):
    # 900-series area numbers are never issued
    return "9" + rand_str(r, 2, string.digits) + "-" + rand_str(r, 2, string.digits) + "-" + rand_str(r, 4, string.digits)


FIRST = ["Jane", "Tomasz", "Aiko", "Mehmet", "Lucía", "Pieter", "Giulia", "Raj", "Olga", "Minji", "Wei", "Fatima", "Jonas", "Camille", "João"]
LAST = ["Doe", "Kowalczyk", "Tanaka", "Yılmaz", "García", "de Vries", "Rossi", "Sharma", "Ivanova", "Kim", "Zhang", "Haddad", "Becker", "Martin", "Silva"]


def fake_person(r):
    f = r.choice(FIRST)
    l = r.choice(LAST)
    return f + " " + l, (f + "." + l).lower().replace(" ", "").replace("ı", "i").replace("í", "i").replace("ã", "a").replace("ç", "c") + "@example.com"


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=False) + "\n")


def pick(r, seq):
    return seq[r.randrange(len(seq))]
