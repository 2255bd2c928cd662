// A set of UTF-16 code units as the prefilter needs it: exact for ASCII (a 128-entry table), and
// one conservative bit for everything else ("some non-ASCII code unit may belong"), which keeps
// the tables small while text that is mostly ASCII is filtered precisely.

export class CharSet {
  /** ascii[c] === 1 when code unit c (< 128) belongs. */
  readonly ascii = new Uint8Array(128);
  /** Whether any code unit ≥ 128 may belong (then every one is treated as belonging). */
  wide = false;

  static all(): CharSet {
    const s = new CharSet();
    s.ascii.fill(1);
    s.wide = true;
    return s;
  }

  addAll(other: CharSet): void {
    for (let c = 0; c < 128; c++) if (other.ascii[c]) this.ascii[c] = 1;
    if (other.wide) this.wide = true;
  }

  isAll(): boolean {
    return this.wide && this.ascii.every((x) => x === 1);
  }

  /** Whether code unit `code` may belong. */
  has(code: number): boolean {
    return code < 128 ? this.ascii[code] === 1 : this.wide;
  }

  /** How many ASCII code units belong. */
  size(): number {
    let n = 0;
    for (let c = 0; c < 128; c++) n += this.ascii[c]!;
    return n;
  }

  /** A stable key: equal sets share cached per-text data. */
  key(): string {
    let k = this.wide ? 'w' : 'a';
    for (let c = 0; c < 128; c += 8) {
      let byte = 0;
      for (let b = 0; b < 8; b++) byte |= this.ascii[c + b]! << b;
      k += byte.toString(16).padStart(2, '0');
    }
    return k;
  }
}
