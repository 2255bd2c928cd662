// Keccak-256 (the pre-standard padding Ethereum uses; FIPS 202 SHA3-256 differs only in the
// domain byte). Needed for EIP-55 address checksums: node:crypto offers sha3-256, not Keccak.
// Straightforward sponge over Keccak-f[1600] with 64-bit lanes held as BigInt; round
// constants and rotation offsets are derived as in the Keccak reference (keccak.team).

const MASK = (1n << 64n) - 1n;

/** Round constants from the LFSR x^8+x^6+x^5+x^4+1 (Keccak reference, "compact" form). */
const ROUND_CONSTANTS: readonly bigint[] = (() => {
  const out: bigint[] = [];
  let lfsr = 1;
  for (let round = 0; round < 24; round++) {
    let rc = 0n;
    for (let j = 0; j < 7; j++) {
      if (lfsr & 1) rc ^= 1n << BigInt((1 << j) - 1);
      lfsr = lfsr & 0x80 ? ((lfsr << 1) ^ 0x71) & 0xff : (lfsr << 1) & 0xff;
    }
    out.push(rc);
  }
  return out;
})();

/** ρ offsets and π destinations walked along the (x, y) -> (y, 2x + 3y) orbit from (1, 0). */
const RHO_PI: readonly { readonly from: number; readonly to: number; readonly rot: bigint }[] = (() => {
  const out: { from: number; to: number; rot: bigint }[] = [];
  let x = 1;
  let y = 0;
  for (let t = 0; t < 24; t++) {
    const nx = y;
    const ny = (2 * x + 3 * y) % 5;
    out.push({ from: x + 5 * y, to: nx + 5 * ny, rot: BigInt((((t + 1) * (t + 2)) / 2) % 64) });
    x = nx;
    y = ny;
  }
  return out;
})();

function rotl(v: bigint, n: bigint): bigint {
  return n === 0n ? v : ((v << n) | (v >> (64n - n))) & MASK;
}

function keccakF1600(a: bigint[]): void {
  const c: bigint[] = new Array<bigint>(5).fill(0n);
  const b: bigint[] = new Array<bigint>(25).fill(0n);
  for (let round = 0; round < 24; round++) {
    for (let x = 0; x < 5; x++) {
      c[x] = (a[x] as bigint) ^ (a[x + 5] as bigint) ^ (a[x + 10] as bigint) ^ (a[x + 15] as bigint) ^ (a[x + 20] as bigint);
    }
    for (let x = 0; x < 5; x++) {
      const d = (c[(x + 4) % 5] as bigint) ^ rotl(c[(x + 1) % 5] as bigint, 1n);
      for (let y = 0; y < 25; y += 5) a[x + y] = (a[x + y] as bigint) ^ d;
    }
    b[0] = a[0] as bigint;
    for (const step of RHO_PI) b[step.to] = rotl(a[step.from] as bigint, step.rot);
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        const next = b[y + ((x + 1) % 5)] as bigint;
        const after = b[y + ((x + 2) % 5)] as bigint;
        a[y + x] = (b[y + x] as bigint) ^ (~next & MASK & after);
      }
    }
    a[0] = (a[0] as bigint) ^ (ROUND_CONSTANTS[round] as bigint);
  }
}

/** Sponge with a 1088-bit rate and 256-bit output; `domain` is 0x01 (Keccak) or 0x06 (SHA3). */
function sponge256(input: Uint8Array, domain: number): Uint8Array {
  const rate = 136;
  const padded = new Uint8Array(Math.floor(input.length / rate + 1) * rate);
  padded.set(input);
  padded[input.length] = (padded[input.length] as number) ^ domain;
  padded[padded.length - 1] = (padded[padded.length - 1] as number) ^ 0x80;
  const state: bigint[] = new Array<bigint>(25).fill(0n);
  for (let off = 0; off < padded.length; off += rate) {
    for (let lane = 0; lane < rate / 8; lane++) {
      let v = 0n;
      for (let k = 7; k >= 0; k--) v = (v << 8n) | BigInt(padded[off + lane * 8 + k] as number);
      state[lane] = (state[lane] as bigint) ^ v;
    }
    keccakF1600(state);
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) {
    out[i] = Number(((state[i >> 3] as bigint) >> BigInt(8 * (i & 7))) & 0xffn);
  }
  return out;
}

function toBytes(data: Uint8Array | string): Uint8Array {
  return typeof data === 'string' ? new TextEncoder().encode(data) : data;
}

/** Keccak-256 as used by Ethereum (EIP-55, addresses, ABI selectors). */
export function keccak256(data: Uint8Array | string): Uint8Array {
  return sponge256(toBytes(data), 0x01);
}

/** FIPS 202 SHA3-256 on the same permutation; exported so tests can cross-check node:crypto. */
export function sha3_256(data: Uint8Array | string): Uint8Array {
  return sponge256(toBytes(data), 0x06);
}

export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}
