from common import LANGS, b64, write_jsonl
from pi_lang import ATT, OBF_INNER, BEN
from pi_en import ATTACKS, BENIGN
from long_items import PI_LONG_ATTACK, PI_LONG_BENIGN
import carriers

CAT = {"ov1": "instruction_override", "ov2": "instruction_override", "sp1": "system_prompt_extraction",
       "sp2": "system_prompt_extraction", "rp": "role_play_jailbreak", "ex1": "data_exfiltration",
       "ex2": "data_exfiltration", "th1": "tool_hijack", "th2": "tool_hijack", "dl": "delimiter_injection",
       "ob": "obfuscation"}
KEYS = ["ov1", "ov2", "sp1", "sp2", "rp", "ex1", "ex2", "th1", "th2", "dl", "ob"]


def build():
    rows = []
    for cat, src, text in ATTACKS:
        rows.append({"text": text, "label": "attack", "category": cat, "language": "en", "source": src})
    rows.append({"text": PI_LONG_ATTACK[1], "label": "attack", "category": "data_exfiltration", "language": "en", "source": PI_LONG_ATTACK[0]})
    for src, hard, text in BENIGN:
        rows.append({"text": text, "label": "benign", "language": "en", "source": src, "hard_negative": hard})
    rows.append({"text": PI_LONG_BENIGN[1], "label": "benign", "language": "en", "source": PI_LONG_BENIGN[0], "hard_negative": True})
    for li, lang in enumerate(LANGS[1:]):
        a = ATT[lang]
        for ki, k in enumerate(KEYS):
            p = a[k]
            if k == "ob":
                p = p.replace("{b}", b64(OBF_INNER[lang]))
            cl = carriers.CARRIERS[k]
            fn = cl[(li + ki) % len(cl)]
            text, src = fn(p, li * 11 + ki)
            rows.append({"text": text, "label": "attack", "category": CAT[k], "language": lang, "source": src})
        for src, hard, text in BEN[lang]:
            rows.append({"text": text, "label": "benign", "language": lang, "source": src, "hard_negative": hard})
    out = []
    for i, r in enumerate(rows):
        o = {"id": f"pi-{i+1:04d}"}
        o.update(r)
        out.append(o)
    return out


if __name__ == "__main__":
    rows = build()
    write_jsonl("prompt_injection.jsonl", rows)
    print("prompt_injection", len(rows))
