// Shannon entropy in bits per character: the measure gitleaks and TruffleHog use to tell a
// random token (4.5+ bits for base64) from a word or a repeated placeholder.

export function shannonEntropy(value: string): number {
  if (value.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const total = [...value].length;
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / total;
    bits -= p * Math.log2(p);
  }
  return bits;
}
