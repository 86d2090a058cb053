/**
 * The candidates a request's signals point to, each with the signals that link it. Kept apart
 * from the signal collectors so that every collector adds evidence the same way: one signal
 * counts once per candidate, and the pool stops growing at a bound.
 */
import type { CustomerSignal } from './types';

export interface SignalHit {
  weight: number;
  evidence: Record<string, unknown>;
}

export interface Candidate {
  position: number;
  signals: Map<CustomerSignal, SignalHit>;
  logOdds: number;
  posterior: number;
}

const MAX_CANDIDATES = 2_000;

export class CandidatePool {
  readonly byPosition = new Map<number, Candidate>();

  add(position: number, signal: CustomerSignal, weight: number, evidence: Record<string, unknown>) {
    let candidate = this.byPosition.get(position);
    if (!candidate) {
      if (this.byPosition.size >= MAX_CANDIDATES) return;
      candidate = { position, signals: new Map(), logOdds: 0, posterior: 0 };
      this.byPosition.set(position, candidate);
    }
    const existing = candidate.signals.get(signal);
    // One signal counts once per candidate (its strongest occurrence): repeated mentions of the
    // same phone number are not independent evidence.
    if (!existing || Math.abs(weight) > Math.abs(existing.weight)) {
      candidate.signals.set(signal, { weight, evidence });
    }
  }
}
