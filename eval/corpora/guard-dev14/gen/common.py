"""Shared helpers: deterministic fake values and text encoders (no network, no randomness without seed)."""
import base64
import codecs
import json
import random

RND = random.Random(20261129)

MORSE = {
    'a': '.-', 'b': '-...', 'c': '-.-.', 'd': '-..', 'e': '.', 'f': '..-.', 'g': '--.', 'h': '....',
    'i': '..', 'j': '.---', 'k': '-.-', 'l': '.-..', 'm': '--', 'n': '-.', 'o': '---', 'p': '.--.',
    'q': '--.-', 'r': '.-.', 's': '...', 't': '-', 'u': '..-', 'v': '...-', 'w': '.--', 'x': '-..-',
    'y': '-.--', 'z': '--..', '0': '-----', '1': '.----', '2': '..---', '3': '...--', '4': '....-',
    '5': '.....', '6': '-....', '7': '--...', '8': '---..', '9': '----.',
}

HOMO = {'a': '\u0430', 'e': '\u0435', 'o': '\u043e', 'p': '\u0440', 'c': '\u0441', 'i': '\u0456',
        'x': '\u0445', 'y': '\u0443', 's': '\u0455'}
LEET = {'a': '4', 'e': '3', 'i': '1', 'o': '0', 's': '5', 't': '7'}


def b64(s):
    return base64.b64encode(s.encode()).decode()


def hexs(s):
    return s.encode().hex()


def rot13(s):
    return codecs.encode(s, 'rot13')


def rev(s):
    return s[::-1]


def morse(s):
    return ' / '.join(' '.join(MORSE[c] for c in w if c in MORSE) for w in s.lower().split())


def homoglyph(s):
    return ''.join(HOMO.get(c, c) for c in s)


def leet(s):
    return ''.join(LEET.get(c.lower(), c) for c in s)


def zwsp(s):
    return '\u200b'.join(s)


def zwj_words(s):
    return ' '.join('\u200d'.join(w) for w in s.split(' '))


def fake_hex(n):
    return ''.join(RND.choice('0123456789abcdef') for _ in range(n))


def fake_alnum(n, upper=False):
    al = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789' if upper else 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
    return ''.join(RND.choice(al) for _ in range(n))


def fake_aws():
    return 'AKIA' + fake_alnum(16, upper=True)


def fake_sk():
    return 'sk-test-FAKE' + fake_alnum(32)


def fake_ghp():
    return 'ghp_' + fake_alnum(36)


def write_jsonl(path, rows):
    seen = set()
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        for r in rows:
            key = json.dumps(r.get('text', r.get('agent_action')), sort_keys=True, ensure_ascii=False)
            if key in seen:
                raise SystemExit('duplicate item: ' + key[:120])
            seen.add(key)
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
