/**
 * Hold'em hand histories and PHH: the hand-written fixtures (test/fixtures/phh) replay to their
 * expected stacks through `npm run phh -- replay`'s code; PHH exported from random matches of every
 * betting structure, the no-betting variant, antes and short stacks replays to the same finishing
 * stacks; hole cards only where the viewer may see them; a hand settled in the same request as the
 * next one keeps its own history.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse as parseToml } from 'smol-toml';
import { texasHoldem } from '../engine/texas-holdem';
import { resolveOptions } from '../engine/options';
import { replayFile } from '../../scripts/phh';
import { holdemHands, type HoldemHand } from './holdem-hands';
import { handToPhh, parsePhh, PhhError, writePhh } from './phh';
import { replayPhh } from './phh-replay';
import { botMatch } from './testing';

const FIXTURES = join(__dirname, '../../test/fixtures/phh');
const BOTS = ['basic', 'random', 'basic', 'basic', 'random', 'basic'];

function opts(o: Record<string, unknown>) {
  const r = resolveOptions(texasHoldem.optionsSchema, o);
  if (!r.ok) throw new Error(JSON.stringify(r.details));
  return r.options as Record<string, unknown>;
}

const allSeats = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('PHH fixtures: hand-written tricky hands with their expected stacks', () => {
  const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.phh'));

  it('has the tricky cases', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'short-all-in.phh',
        'odd-chips.phh',
        'uncalled-bet.phh',
        'side-pot.phh',
        'short-big-blind.phh',
        'pot-limit.phh',
        'fixed-limit-antes.phh',
        'no-betting.phh',
      ]),
    );
  });

  for (const f of files.filter((f) => f !== 'pot-limit-over-the-pot.phh')) {
    it(`${f} replays to its finishing_stacks`, () => {
      const expected = (parseToml(readFileSync(join(FIXTURES, f), 'utf8')) as { finishing_stacks: number[] })
        .finishing_stacks;
      const r = replayFile(join(FIXTURES, f));
      expect(r.problems).toEqual([]);
      expect(r.ok).toBe(true);
      expect(r.finishingStacks).toEqual(expected);
      expect(r.finishingStacks!.reduce((a, b) => a + b, 0)).toBe(r.expected!.reduce((a, b) => a + b, 0));
    });
  }

  it('says where and why the engine disagrees: a pot-limit bet over the pot', () => {
    const r = replayFile(join(FIXTURES, 'pot-limit-over-the-pot.phh'));
    expect(r.ok).toBe(false);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatch(/^action 9 "p1 cbr 241": .*bet-exceeds-pot/);
  });

  it('reports wrong expected stacks, out-of-turn actions and what Cardroom does not play', () => {
    const side = readFileSync(join(FIXTURES, 'side-pot.phh'), 'utf8');
    const wrong = replayPhh(
      texasHoldem,
      parsePhh(side.replace('finishing_stacks = [0, 500, 150]', 'finishing_stacks = [0, 450, 200]')),
    );
    expect(wrong.ok).toBe(false);
    expect(wrong.finishingStacks).toEqual([0, 500, 150]);
    expect(wrong.problems).toEqual(['finishing stacks differ: p2 500 (file 450), p3 150 (file 200)']);
    const outOfTurn = replayPhh(texasHoldem, parsePhh(side.replace('"p3 cbr 50",', '"p1 cbr 50",')));
    expect(outOfTurn.problems[0]).toMatch(
      /action 4 "p1 cbr 50": out of turn for Cardroom: p3 \(seat 0\) is to act/,
    );
    const early = replayPhh(
      texasHoldem,
      parsePhh(side.replace('"p2 cc",\n  "d db Qd7c2h"', '"d db Qd7c2h"')),
    );
    expect(early.problems[0]).toMatch(
      /"d db Qd7c2h": Cardroom has not dealt these cards yet \(p2 \(seat 2\) is still to act\)/,
    );
    expect(
      replayPhh(texasHoldem, parsePhh(side.replace('variant = "NT"', 'variant = "PO"'))).problems[0],
    ).toMatch(/variant "PO" is not played/);
    expect(replayPhh(texasHoldem, parsePhh(side.replace('[5, 10, 0]', '[5, 10, 20]'))).problems[0]).toMatch(
      /straddles/,
    );
    expect(replayPhh(texasHoldem, parsePhh(side.replaceAll('JcJs', 'AcJs'))).problems[0]).toMatch(
      /card Ac is dealt twice/,
    );
    expect(() => parsePhh('variant = "NT"\nantes = [0]\n')).toThrow(PhhError);
    expect(() => parsePhh('variant = ')).toThrow(/not valid TOML/);
    expect(() => parsePhh(side.replace('antes = [0, 0, 0]', 'antes = [0, 0]'))).toThrow(
      /antes has 2 entries for 3 players/,
    );
    expect(
      replayPhh(texasHoldem, parsePhh(side.replace('"p1 cbr 200"', '"p1 xyz 200"'))).problems[0],
    ).toMatch(/not an action Cardroom plays/);
  });

  it('npm run phh -- replay: the command line prints the stacks and exits 0, or 1 on a disagreement', () => {
    const run = (file: string) => {
      try {
        return {
          code: 0,
          out: execFileSync('npx', ['tsx', 'scripts/phh.ts', 'replay', join(FIXTURES, file)], {
            encoding: 'utf8',
            cwd: join(__dirname, '../..'),
          }),
        };
      } catch (e) {
        const err = e as { status: number; stdout: string };
        return { code: err.status, out: err.stdout };
      }
    };
    const good = run('side-pot.phh');
    expect(good.code).toBe(0);
    expect(good.out).toContain('AGREES');
    expect(good.out).toContain('finishing stacks: [0,500,150]');
    const bad = run('pot-limit-over-the-pot.phh');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('bet-exceeds-pot');
  });
});

interface Coverage {
  hands: number;
  sidePots: number;
  splitPots: number;
  allIns: number;
  uncalled: number;
  antes: number;
  shows: number;
  structures: Set<string>;
}

/** Exports every hand to PHH text, parses it back and replays it through the engine. */
function roundTrip(hands: HoldemHand[], cov: Coverage): void {
  for (const h of hands) {
    const text = writePhh(handToPhh(h), `hand ${h.hand}`);
    const r = replayPhh(texasHoldem, parsePhh(text));
    if (!r.ok) throw new Error(`hand ${h.hand} does not round-trip: ${r.problems.join('; ')}\n${text}`);
    expect(r.finishingStacks).toEqual(h.players.map((p) => p.finishingStack));
    cov.hands++;
    if (h.pots.length > 1) cov.sidePots++;
    if (h.pots.some((p) => p.winners.length > 1)) cov.splitPots++;
    if (
      h.players.some(
        (p) => p.finishingStack === 0 || h.actions.some((a) => a.move === 'all-in' && a.seat === p.seat),
      )
    )
      cov.allIns++;
    if (h.uncalled) cov.uncalled++;
    if (h.ante > 0) cov.antes++;
    if (h.actions.some((a) => a.code === 'sm')) cov.shows++;
    cov.structures.add(
      h.variant === 'no-betting' ? `no-betting/${h.openingBet ? 'fixed' : 'chosen'}` : h.bettingStructure,
    );
  }
}

describe('PHH round trips: hands exported from random matches replay to the same finishing stacks', () => {
  it('every structure, antes, short stacks, 2 to 6 players (fast-check)', () => {
    const cov: Coverage = {
      hands: 0,
      sidePots: 0,
      splitPots: 0,
      allIns: 0,
      uncalled: 0,
      antes: 0,
      shows: 0,
      structures: new Set(),
    };
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: 2, max: 6 }),
          structure: fc.constantFrom('no-limit', 'pot-limit', 'fixed-limit', 'no-betting'),
          startingStack: fc.integer({ min: 15, max: 400 }),
          ante: fc.constantFrom(0, 0, 1, 3),
          openingBet: fc.constantFrom(0, 0, 7),
          allowMuck: fc.boolean(),
          seed: fc.uint8Array({ minLength: 16, maxLength: 16 }),
        }),
        (c) => {
          const o = opts({
            variant: c.structure === 'no-betting' ? 'no-betting' : 'betting',
            bettingStructure: c.structure === 'no-betting' ? 'no-limit' : c.structure,
            startingStack: c.startingStack,
            ante: c.ante,
            openingBet: c.structure === 'no-betting' ? c.openingBet : 0,
            allowMuck: c.allowMuck,
            maxHands: 10,
          });
          const src = botMatch(texasHoldem, c.players, o, Buffer.from(c.seed).toString('hex'), BOTS);
          const hands = holdemHands(texasHoldem, src, { viewers: allSeats(c.players), options: o });
          expect(hands.map((h) => h.hand)).toEqual(hands.map((_, i) => i + 1));
          // chips are conserved hand to hand, and each hand starts where the previous one finished
          hands.forEach((h, i) => {
            expect(h.players.reduce((a, p) => a + p.finishingStack, 0)).toBe(
              h.players.reduce((a, p) => a + p.startingStack, 0),
            );
            if (i > 0)
              for (const p of h.players)
                expect(p.startingStack).toBe(
                  hands[i - 1].players.find((q) => q.seat === p.seat)!.finishingStack,
                );
            // a finished match shows every card dealt to a player
            for (const p of h.players) expect(p.holeCards).toHaveLength(2);
          });
          roundTrip(hands, cov);
        },
      ),
      { numRuns: 36, seed: 1801 },
    );
    process.stdout.write(
      `phh round trips: ${cov.hands} hands (${[...cov.structures].join(', ')}), ${cov.sidePots} with side pots, ${cov.splitPots} split, ${cov.allIns} all-in, ${cov.uncalled} uncalled bets, ${cov.antes} with antes, ${cov.shows} showdowns\n`,
    );
    // the property covered what the issue asks for
    expect(cov.structures).toEqual(
      new Set(['no-limit', 'pot-limit', 'fixed-limit', 'no-betting/fixed', 'no-betting/chosen']),
    );
    expect(cov.hands).toBeGreaterThan(120);
    expect(cov.sidePots).toBeGreaterThan(5);
    expect(cov.splitPots).toBeGreaterThan(2);
    expect(cov.allIns).toBeGreaterThan(20);
    expect(cov.uncalled).toBeGreaterThan(20);
    expect(cov.antes).toBeGreaterThan(20);
    expect(cov.shows).toBeGreaterThan(20);
  });
});

describe('hand histories as a viewer may see them', () => {
  const o = opts({ startingStack: 200, maxHands: 15, allowMuck: true });
  const src = botMatch(texasHoldem, 4, o, 'c0ffee'.repeat(8), BOTS);

  it('a seat sees its own hole cards and the shown hands only; a spectator the shown hands only', () => {
    const all = holdemHands(texasHoldem, src, { viewers: allSeats(4), options: o });
    let hidden = 0;
    for (const viewer of [0, 2, null]) {
      const hands = holdemHands(texasHoldem, src, { viewers: [viewer], options: o });
      expect(hands.length).toBe(all.length);
      hands.forEach((h, i) => {
        const shown = new Set(h.actions.filter((a) => a.code === 'sm' && a.cards).map((a) => a.seat));
        for (const p of h.players) {
          const may = p.seat === viewer || shown.has(p.seat);
          if (may) expect(p.holeCards).toEqual(all[i].players.find((q) => q.seat === p.seat)!.holeCards);
          else {
            hidden++;
            expect(p.holeCards).toBeNull();
            const phh = writePhh(handToPhh(h));
            expect(phh).toContain(`"d dh p${p.player} ????"`);
            for (const c of all[i].players.find((q) => q.seat === p.seat)!.holeCards!) {
              // a hidden card may only appear as a board card
              if (!h.board.includes(c)) expect(phh).not.toContain(c);
            }
          }
        }
        // everything public is the same for every viewer
        expect({
          ...h,
          players: h.players.map((p) => ({ ...p, holeCards: null })),
          actions: h.actions.filter((a) => a.code !== 'dh' && a.code !== 'sm'),
        }).toEqual({
          ...all[i],
          players: all[i].players.map((p) => ({ ...p, holeCards: null })),
          actions: all[i].actions.filter((a) => a.code !== 'dh' && a.code !== 'sm'),
        });
      });
    }
    expect(hidden).toBeGreaterThan(10);
  });

  it('a match in progress has the hands finished so far', () => {
    const cut = { ...src, moves: src.moves.slice(0, Math.floor(src.moves.length / 2)) };
    const all = holdemHands(texasHoldem, src, { viewers: allSeats(4), options: o });
    const part = holdemHands(texasHoldem, cut, { viewers: [1], options: o });
    expect(part.length).toBeGreaterThan(0);
    expect(part.length).toBeLessThan(all.length);
    part.forEach((h, i) => expect(h.settledAfterMove).toBe(all[i].settledAfterMove));
    expect(part.at(-1)!.settledAfterMove).toBeLessThanOrEqual(cut.moves.length);
  });
});

describe('a hand settled in the same request as the next one keeps its own history', () => {
  it('heads-up, a short stack all-in from the blinds: the hand plays with no move and is recorded', () => {
    // Short stacks: sooner or later a hand is dealt and settled with no move at all (both players
    // all-in from the antes and blinds), in the same automatic steps as the end of the hand before.
    let found: { hands: HoldemHand[]; k: number } | null = null;
    for (let i = 0; i < 200 && !found; i++) {
      const o = opts({ startingStack: 12, smallBlind: 5, bigBlind: 10, ante: 1 });
      const src = botMatch(texasHoldem, 2, o, (i + 16).toString(16).padStart(2, '0').repeat(16), [
        'random',
        'random',
      ]);
      const hands = holdemHands(texasHoldem, src, { viewers: [0, 1], options: o });
      const k = hands.findIndex(
        (h, j) =>
          j > 0 && h.dealtAfterMove === h.settledAfterMove && !h.actions.some((a) => a.seq !== undefined),
      );
      if (k > 0) found = { hands, k };
    }
    expect(found).not.toBeNull();
    const { hands, k } = found!;
    const h = hands[k];
    // settled within the same walk after the same move as the previous hand's end
    expect(h.dealtAfterMove).toBe(hands[k - 1].settledAfterMove);
    expect(h.hand).toBe(hands[k - 1].hand + 1);
    expect(h.board).toHaveLength(5);
    expect(h.players.map((p) => p.finishingStack)).not.toEqual(h.players.map((p) => p.startingStack));
    const r = replayPhh(texasHoldem, parsePhh(writePhh(handToPhh(h))));
    expect(r.problems).toEqual([]);
    expect(r.finishingStacks).toEqual(h.players.map((p) => p.finishingStack));
  });
});
