/**
 * Randomness. A match seed is 256 bits from crypto.randomBytes, written as 64 hex digits. Every random
 * decision is drawn from a ChaCha20 keystream (RFC 8439, through Node's OpenSSL) keyed by
 * HMAC-SHA256(seed, label): a standard deterministic generator, so the same seed and label give the
 * same numbers on every machine. Integers in [0, n) use rejection sampling (no modulo bias) and the
 * shuffle is Fisher–Yates.
 */
import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

export interface Rng {
  /** A uniform 32-bit unsigned integer. */
  uint32(): number;
  /** A uniform integer in [0, n), n a positive integer up to 2^32. */
  int(n: number): number;
  /** A uniform float in [0, 1) with 32 bits of randomness. */
  float(): number;
  /** A uniform element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** Shuffles the array in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
}

const BLOCK = 4096;
const ZEROS = Buffer.alloc(BLOCK);
const SEED_RE = /^[0-9a-f]{32,128}$/;

/** A fresh secret seed: 256 bits, 64 lowercase hex digits. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

export function isValidSeed(seed: unknown): seed is string {
  return typeof seed === 'string' && SEED_RE.test(seed) && seed.length % 2 === 0;
}

/** The commitment published at creation: sha256 of the seed's hex text, as hex (`printf %s SEED | sha256sum`). */
export function seedHash(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

class ChaChaRng implements Rng {
  private cipher: ReturnType<typeof createCipheriv> | null = null;
  private buf: Buffer = Buffer.alloc(0);
  private pos = 0;

  /** The key is derived on the first draw: most steps of a match never draw (e.g. no automatic step due). */
  constructor(
    private readonly seed: string,
    private readonly label: string,
  ) {}

  uint32(): number {
    if (this.pos + 4 > this.buf.length) {
      if (!this.cipher) {
        const key = createHmac('sha256', Buffer.from(this.seed, 'hex')).update(this.label, 'utf8').digest();
        // Node's chacha20 takes a 16-byte IV: 4-byte little-endian block counter + 12-byte nonce.
        this.cipher = createCipheriv('chacha20', key, Buffer.alloc(16));
      }
      this.buf = this.cipher.update(ZEROS);
      this.pos = 0;
    }
    const v = this.buf.readUInt32LE(this.pos);
    this.pos += 4;
    return v;
  }

  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000)
      throw new RangeError(`int(n) needs 1 <= n <= 2^32, got ${n}`);
    if (n === 1) return 0;
    const limit = 0x100000000 - (0x100000000 % n); // largest multiple of n not above 2^32
    for (;;) {
      const x = this.uint32();
      if (x < limit) return x % n;
    }
  }

  float(): number {
    return this.uint32() / 0x100000000;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty array');
    return items[this.int(items.length)];
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }
}

/**
 * The generator for one purpose of one match: `label` names the purpose ("setup", "advance:12:0",
 * "bot:7"), so that each step of a replay draws the same numbers however the steps interleave.
 */
export function rngFromSeed(seed: string, label: string): Rng {
  if (!isValidSeed(seed)) throw new RangeError('a seed is 32 to 128 lowercase hex digits (even count)');
  return new ChaChaRng(seed, label);
}
