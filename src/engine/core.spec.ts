import { cards, cardToString, deck24, deck32, deck52, parseCard, CardParseError } from './cards';
import { isValidSeed, newSeed, rngFromSeed, seedHash } from './random';
import { resolveOptions } from './options';
import { evaluate } from './poker';

describe('cards', () => {
  it('round-trips every card of the 52-card deck', () => {
    expect(deck52().map(cardToString).map(parseCard)).toEqual(deck52());
    expect(cardToString(parseCard('As'))).toBe('As');
    expect(parseCard('10h')).toBe(parseCard('Th'));
  });
  it('builds the 32- and 24-card decks', () => {
    expect(
      deck32()
        .map(cardToString)
        .filter((c) => c[1] === 's')
        .join(' '),
    ).toBe('7s 8s 9s Ts Js Qs Ks As');
    expect(deck24()).toHaveLength(24);
  });
  it('rejects bad cards with a clear message', () => {
    expect(() => parseCard('Xs')).toThrow(CardParseError);
    expect(() => parseCard('Xs')).toThrow(/not a card/);
    expect(() => cards('As As')).toThrow(/twice/);
  });
});

describe('random', () => {
  it('makes 256-bit seeds and a sha256 commitment', () => {
    const s = newSeed();
    expect(isValidSeed(s)).toBe(true);
    expect(s).toHaveLength(64);
    expect(seedHash('00'.repeat(32))).toMatch(/^[0-9a-f]{64}$/);
  });
  it('one seed and label give one sequence', () => {
    const seed = 'ab'.repeat(32);
    const a = rngFromSeed(seed, 'setup').shuffle(deck52());
    const b = rngFromSeed(seed, 'setup').shuffle(deck52());
    const c = rngFromSeed(seed, 'other').shuffle(deck52());
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });
});

describe('options', () => {
  const schema = {
    targetPoints: { type: 'integer' as const, default: 10, min: 1, max: 100, description: 'x' },
    flushRank: {
      type: 'enum' as const,
      default: 'standard',
      values: ['standard', 'above-full-house'],
      description: 'y',
    },
  };
  it('fills defaults and rejects unknown keys and out-of-range values', () => {
    expect(resolveOptions(schema, {})).toEqual({
      ok: true,
      options: { targetPoints: 10, flushRank: 'standard' },
    });
    const bad = resolveOptions(schema, { targetPoints: 0, nope: 1 });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && Object.keys(bad.details).sort()).toEqual(['nope', 'targetPoints']);
  });
});

describe('reference evaluator smoke', () => {
  it('describes hands', () => {
    expect(evaluate(cards('Kd Kc Kh 6s 6d')).description).toBe('Full house, Kings over Sixes');
    expect(evaluate(cards('Ah 2s 3h 4d 5c')).description).toBe('Straight, Five high');
  });
});
