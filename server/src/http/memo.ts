/**
 * A small in-process memo with a time limit, a size limit (oldest out first) and a generation:
 * `clear()` bumps the generation, and `set` only stores a value read under the current one.
 * That closes the race where a read started before a write (old data in hand) would store its
 * answer after the write cleared the memo.
 */
export class Memo<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private gen = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  /** The generation to hand back to `set` (take it before reading the source). */
  get generation() {
    return this.gen;
  }

  get(key: string): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  set(key: string, value: V, generation: number) {
    if (!this.enabled || generation !== this.gen) return;
    this.entries.delete(key);
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  clear() {
    this.gen++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
