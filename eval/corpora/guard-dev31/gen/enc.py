"""Small encoders used to build obfuscated rows (standard library only)."""
import base64, codecs

def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")

def rot13(s):
    return codecs.encode(s, "rot13")

def hexs(s):
    return s.encode("utf-8").hex()

def zw(s):
    """Insert zero-width spaces between the letters of every word."""
    return "\u200b".join(s)

def tags(s):
    """Unicode tag characters (invisible in most renderers)."""
    return "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128)

def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)

def leet(s):
    t = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})
    return s.translate(t)

def spaced(s):
    return " ".join(s)

def reverse(s):
    return s[::-1]

def homoglyph(s):
    t = str.maketrans({"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "i": "\u0456"})
    return s.translate(t)
