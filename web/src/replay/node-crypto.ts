/**
 * The part of node:crypto that the rules engine uses (src/engine/random.ts: HMAC-SHA256, ChaCha20 with
 * Node's 16-byte IV, sha256, randomBytes), for the browser build only (vite.config.mts aliases
 * node:crypto here). The same key and label give the same keystream as Node's OpenSSL, so a replay in
 * the page deals exactly the server's cards.
 */
import { Buffer } from 'buffer';
import { chacha20 } from '@noble/ciphers/chacha.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

const utf8 = new TextEncoder();
const toBytes = (data: string | Uint8Array): Uint8Array =>
  typeof data === 'string' ? utf8.encode(data) : data;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function digester(finish: (data: Uint8Array) => Uint8Array) {
  const parts: Uint8Array[] = [];
  const self = {
    update(data: string | Uint8Array) {
      parts.push(toBytes(data));
      return self;
    },
    digest(encoding?: 'hex') {
      const out = Buffer.from(finish(concat(parts)));
      return encoding === 'hex' ? out.toString('hex') : out;
    },
  };
  return self;
}

export function createHash(algorithm: string) {
  if (algorithm !== 'sha256') throw new Error(`only sha256 is available here, not ${algorithm}`);
  return digester((data) => sha256(data));
}

export function createHmac(algorithm: string, key: Uint8Array) {
  if (algorithm !== 'sha256') throw new Error(`only sha256 is available here, not ${algorithm}`);
  return digester((data) => hmac(sha256, key, data));
}

/** Node's 'chacha20': IV = 4-byte little-endian block counter + 12-byte nonce; update() continues the keystream. */
export function createCipheriv(algorithm: string, key: Uint8Array, iv: Uint8Array) {
  if (algorithm !== 'chacha20' || iv.length !== 16)
    throw new Error('only chacha20 with a 16-byte IV is available here');
  let counter = new DataView(iv.buffer, iv.byteOffset, 16).getUint32(0, true);
  const nonce = iv.slice(4);
  return {
    update(data: Uint8Array) {
      if (data.length % 64 !== 0) throw new Error('update() takes whole 64-byte blocks here');
      const out = chacha20(key, nonce, data, undefined, counter);
      counter += data.length / 64;
      return Buffer.from(out);
    },
  };
}

export function randomBytes(n: number) {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(n)));
}
