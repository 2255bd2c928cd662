"""Encoders used to build the obfuscated rows (and their benign look-alikes)."""
import base64
import codecs


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def rot13(s):
    return codecs.encode(s, "rot13")


def hexs(s, sep=""):
    return sep.join("%02x" % b for b in s.encode("utf-8"))


ZW = "\u200b"


def zwsp(s):
    """Interleave zero-width spaces between the characters (defeats naive keyword match)."""
    return ZW.join(s)


def zwbits(s):
    """Encode ASCII as zero-width bits: U+200B = 0, U+200C = 1, U+200D separates bytes."""
    return "\u200d".join("".join("\u200c" if b == "1" else "\u200b" for b in format(ord(c), "08b")) for c in s)


def tags(s):
    """Unicode tag characters (U+E0000 block): invisible in most renderers."""
    return "".join(chr(0xE0000 + ord(c)) for c in s if 0x20 <= ord(c) < 0x7F)


def fullwidth(s):
    out = []
    for c in s:
        o = ord(c)
        if 0x21 <= o <= 0x7E:
            out.append(chr(o + 0xFEE0))
        elif c == " ":
            out.append("\u3000")
        else:
            out.append(c)
    return "".join(out)


_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "g": "9", "b": "8"}


def leet(s):
    return "".join(_LEET.get(c.lower(), c) for c in s)


_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
         "y": "\u0443", "i": "\u0456", "s": "\u0455", "A": "\u0410", "E": "\u0415", "O": "\u041e",
         "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c"}


def homoglyph(s):
    return "".join(_HOMO.get(c, c) for c in s)


def reverse(s):
    return s[::-1]


def dotted(s):
    return ".".join(s)
