/** A seeded random source (mulberry32) for the contract mutations: the same seed, the same mutations. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from nothing");
    return items[this.int(items.length)]!;
  }
}

/** One of `items`, each as likely as its weight. */
export function weighted<T>(rng: Rng, items: [T, number][]): T {
  let n = rng.next() * items.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of items) {
    n -= w;
    if (n < 0) return item;
  }
  return items.at(-1)![0];
}
