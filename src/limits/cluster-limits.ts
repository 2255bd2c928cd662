// Rate limits shared by the WORKERS processes of one instance without Redis. The primary process
// holds the token buckets and sign-up windows (the same in-process implementation a single
// process uses); each server process asks it over the cluster's IPC channel, so a key's burst and
// rate hold across processes exactly as in one. The month's units come from the store, which all
// processes share. Several instances still need REDIS_URL.

import type { Worker } from 'node:cluster';
import type { Store } from '../store/store.js';
import { LimiterUnavailableError, monthStart, type Limits, type RateLimitConfig, type TakeResult } from './limits.js';
import { SignupLimiter } from './signup-window.js';
import { TokenBuckets } from './token-buckets.js';

type Ask = { type: 'limits:take'; id: number; bucket: string; limit: RateLimitConfig } | { type: 'limits:signup'; id: number; address: string; perHour: number };
type Answer = { type: 'limits:answer'; id: number; take?: TakeResult; allowed?: boolean };

const isAsk = (m: unknown): m is Ask => typeof m === 'object' && m !== null && ((m as Ask).type === 'limits:take' || (m as Ask).type === 'limits:signup');
const isAnswer = (m: unknown): m is Answer => typeof m === 'object' && m !== null && (m as Answer).type === 'limits:answer';

/** In the primary: the buckets and windows every server process asks about. */
export class LimitsServer {
  private readonly buckets = new TokenBuckets();
  private readonly signups = new Map<number, SignupLimiter>();

  /** Answers the limit questions of one server process. */
  attach(worker: Worker): void {
    worker.on('message', (msg: unknown) => {
      if (!isAsk(msg)) return;
      const answer: Answer = { type: 'limits:answer', id: msg.id };
      if (msg.type === 'limits:take') answer.take = this.buckets.take(msg.bucket, msg.limit);
      else {
        let window = this.signups.get(msg.perHour);
        if (!window) this.signups.set(msg.perHour, (window = new SignupLimiter(msg.perHour)));
        answer.allowed = window.allow(msg.address);
      }
      if (worker.isConnected()) worker.send(answer);
    });
  }
}

/** In a server process: the limits, asked of the primary. */
export class ClusterLimits implements Limits {
  readonly backend = 'memory' as const;
  private nextId = 1;
  private readonly waiting = new Map<number, (answer: Answer) => void>();
  private readonly onMessage = (msg: unknown): void => {
    if (!isAnswer(msg)) return;
    this.waiting.get(msg.id)?.(msg);
    this.waiting.delete(msg.id);
  };

  constructor(private readonly store: Store) {
    process.on('message', this.onMessage);
  }

  async take(bucket: string, limit: RateLimitConfig): Promise<TakeResult> {
    const answer = await this.ask({ type: 'limits:take', bucket, limit });
    return answer.take!;
  }

  async allowSignup(address: string, perHour: number): Promise<boolean> {
    const answer = await this.ask({ type: 'limits:signup', address, perHour });
    return answer.allowed === true;
  }

  monthUnits(accountId: string, now: Date): Promise<number> {
    return this.store.unitsSince(accountId, monthStart(now));
  }

  async addMonthUnits(): Promise<void> {
    // The shared store's usage table is the counter.
  }

  async ping(): Promise<boolean> {
    return process.connected === true;
  }

  async close(): Promise<void> {
    process.off('message', this.onMessage);
  }

  private ask(question: { type: 'limits:take'; bucket: string; limit: RateLimitConfig } | { type: 'limits:signup'; address: string; perHour: number }): Promise<Answer> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (!process.connected || !process.send) return reject(new LimiterUnavailableError('the primary process is gone'));
      this.waiting.set(id, resolve);
      process.send({ ...question, id } satisfies Ask, undefined, undefined, (err) => {
        if (!err) return;
        this.waiting.delete(id);
        reject(new LimiterUnavailableError('the primary process did not answer'));
      });
    });
  }
}
