/**
 * The active matches this instance wrote last, by id, so that a move can start from the record it
 * already holds instead of reading the match again (one database round trip per move instead of two).
 *
 * It is only ever a guess: the write that follows is guarded by the match version, so a record made
 * stale by another instance (or by a concurrent request here) loses that race and the move is redone
 * from a fresh read. Least recently used entries go first; finished matches are not kept.
 */
import type { MatchRecord } from './match-record';

export class MatchCache {
  private readonly entries = new Map<string, MatchRecord>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(id: string): MatchRecord | undefined {
    const m = this.entries.get(id);
    if (m) {
      // most recently used last
      this.entries.delete(id);
      this.entries.set(id, m);
    }
    return m;
  }

  /**
   * Keeps the record written at `m.version` unless a newer one is already held (two requests of this
   * instance may finish out of order). Open and finished matches are dropped: moves are played on
   * active ones.
   */
  remember(m: MatchRecord): void {
    if (this.capacity === 0) return;
    const held = this.entries.get(m.id);
    if (held && held.version > m.version) return;
    this.entries.delete(m.id);
    if (m.status !== 'active') return;
    this.entries.set(m.id, m);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(id: string): void {
    this.entries.delete(id);
  }
}
