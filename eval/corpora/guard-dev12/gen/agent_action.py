import aa_en, aa_multi
from common import finalize


def build():
    items = aa_en.build() + aa_multi.build()
    seen = set()
    out = finalize("aa", items, "guard-dev12-aa-order")
    # move id first, then agent_action ... (finalize already puts id first)
    return out
