/** An async iterator fed by `push`; `end` finishes it, and its consumer's `return` calls `onEnd`. */
export class PushQueue<T> implements AsyncIterableIterator<T> {
  private readonly items: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private ended = false;

  constructor(private readonly onEnd: () => void) {}

  /** False when `limit` items are already waiting (the consumer is too slow). */
  push(item: T, limit: number): boolean {
    if (this.ended) return true;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ value: item, done: false });
      return true;
    }
    if (this.items.length >= limit) return false;
    this.items.push(item);
    return true;
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.items.length = 0;
    this.onEnd();
    this.waiting?.({ value: undefined, done: true });
    this.waiting = undefined;
  }

  next(): Promise<IteratorResult<T>> {
    if (this.items.length > 0) return Promise.resolve({ value: this.items.shift()!, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
