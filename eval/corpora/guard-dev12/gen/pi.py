import pi_attacks, pi_benign, pi_multi, pi_more, pi_long
from common import finalize


def build():
    items = pi_attacks.build() + pi_more.build() + pi_benign.build() + pi_multi.build() + pi_long.build()
    return finalize("pi", items, "guard-dev12-pi-order")
