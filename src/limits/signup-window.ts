// Sign-up attempts per client address in a rolling hour, kept in this process (the default).
// With REDIS_URL the same limit is a shared token bucket instead (see redis-limits.ts).

/** Sign-up attempts per client address per rolling hour. */
export class SignupLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor(private readonly perHour: number) {}

  allow(address: string, now = Date.now()): boolean {
    if (this.perHour === 0) return true;
    const since = now - 3_600_000;
    const recent = (this.hits.get(address) ?? []).filter((t) => t > since);
    if (recent.length >= this.perHour) {
      this.hits.set(address, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(address, recent);
    return true;
  }
}
