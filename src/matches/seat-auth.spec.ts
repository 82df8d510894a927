import { createHash } from 'node:crypto';
import { DomainError } from '../domain-error';
import { hashToken, issueToken, requireSeat, seatOfToken } from './seat-auth';

describe('seat tokens', () => {
  it('are 192 random bits, base64url, stored only as their SHA-256', () => {
    const issued = Array.from({ length: 200 }, () => issueToken());
    for (const { token, tokenHash } of issued) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(24);
      expect(tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(tokenHash).not.toContain(token);
    }
    expect(new Set(issued.map((t) => t.token)).size).toBe(issued.length);
    // every bit position takes both values across 200 tokens (a constant bit would mean a broken source)
    const bits = issued.map((t) => Buffer.from(t.token, 'base64url'));
    for (let bit = 0; bit < 192; bit++) {
      const ones = bits.filter((b) => (b[bit >> 3] >> (bit & 7)) & 1).length;
      expect(ones).toBeGreaterThan(0);
      expect(ones).toBeLessThan(issued.length);
    }
  });

  it('hashToken is the hex SHA-256 of the token', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('seatOfToken / requireSeat', () => {
  const a = issueToken();
  const b = issueToken();
  const seats = [
    { seat: 0, tokenHash: a.tokenHash },
    { seat: 1, tokenHash: null }, // a bot or an open seat
    { seat: 2, tokenHash: b.tokenHash },
  ];

  it('finds the seat of a token', () => {
    expect(seatOfToken(seats, a.token)).toBe(0);
    expect(seatOfToken(seats, b.token)).toBe(2);
    expect(requireSeat(seats, b.token)).toBe(2);
  });

  it('no token is a spectator, but not a seat', () => {
    for (const none of [undefined, null, '']) expect(seatOfToken(seats, none)).toBeNull();
    expect(() => requireSeat(seats, undefined)).toThrow(expect.objectContaining({ kind: 'unauthorized' }));
    expect(() => requireSeat(seats, '')).toThrow(DomainError);
  });

  it('a token of no seat of this match is unauthorized, whatever it looks like', () => {
    for (const other of [issueToken().token, a.tokenHash, 'x', a.token.slice(1), `${a.token} `]) {
      expect(() => seatOfToken(seats, other)).toThrow(
        expect.objectContaining({ kind: 'unauthorized', message: 'this token is not a seat of this match' }),
      );
    }
    // a stored hash of another length (corrupt row) is no match and no crash
    expect(() => seatOfToken([{ seat: 0, tokenHash: 'abcd' }], a.token)).toThrow(
      expect.objectContaining({ kind: 'unauthorized' }),
    );
  });

  it('compares with every seat holding a token, in constant time, without stopping at the first match', () => {
    // the module object seat-auth calls through (its import is compiled to a property access)
    const spy = jest.spyOn(
      jest.requireActual<typeof import('node:crypto')>('node:crypto'),
      'timingSafeEqual',
    );
    try {
      expect(seatOfToken(seats, a.token)).toBe(0);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });
});
