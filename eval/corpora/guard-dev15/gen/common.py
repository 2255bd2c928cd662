"""Shared helpers for the guard-dev15 generators. Deterministic: no randomness, no clock."""
import base64, codecs, json

MORSE = {'a': '.-', 'b': '-...', 'c': '-.-.', 'd': '-..', 'e': '.', 'f': '..-.', 'g': '--.', 'h': '....',
         'i': '..', 'j': '.---', 'k': '-.-', 'l': '.-..', 'm': '--', 'n': '-.', 'o': '---', 'p': '.--.',
         'q': '--.-', 'r': '.-.', 's': '...', 't': '-', 'u': '..-', 'v': '...-', 'w': '.--', 'x': '-..-',
         'y': '-.--', 'z': '--..', '0': '-----', '1': '.----', '2': '..---', '3': '...--', '4': '....-',
         '5': '.....', '6': '-....', '7': '--...', '8': '---..', '9': '----.'}
HOMO = {'a': '\u0430', 'e': '\u0435', 'o': '\u043e', 'p': '\u0440', 'c': '\u0441', 'x': '\u0445', 'i': '\u0456', 'y': '\u0443'}
LEET = {'a': '4', 'e': '3', 'i': '1', 'o': '0', 's': '5', 't': '7'}


def b64(s):
    return base64.b64encode(s.encode()).decode()


def hexs(s):
    return s.encode().hex()


def rot13(s):
    return codecs.encode(s, 'rot13')


def morse(s):
    return ' / '.join(' '.join(MORSE[c] for c in w if c in MORSE) for w in s.lower().split())


def homoglyph(s):
    return ''.join(HOMO.get(c, c) for c in s)


def leet(s):
    return ''.join(LEET.get(c.lower(), c) for c in s)


def zwsp(s):
    return '\u200b'.join(s)


def tags(s):
    # Unicode tag block (U+E0000 + ascii): invisible in most renderers
    return ''.join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128)


def spaced(s):
    return ' '.join(s)


def dump(rows, path):
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + '\n')
