/** result.standings: one place per seat, ties shared, resigned seats last (a partnership together). */
import { ENGINE_GAMES } from './games';
import { optionDefaults } from './options';
import { playout } from './playout';
import { settleResult, matchStandings } from './standings';

const places = (s: { place: number }[]) => s.map((x) => x.place);

describe('standings', () => {
  it('winners first, then by score; equal seats share a place and the next place skips', () => {
    expect(places(matchStandings({ winners: [2], scores: [5, 9, 3, 9], reason: 'x' }))).toEqual([4, 2, 1, 2]);
    expect(places(matchStandings({ winners: [0, 1], scores: [7, 7, 1], reason: 'x' }))).toEqual([1, 1, 3]);
    expect(matchStandings({ winners: [1], scores: [4, 5], reason: 'x' })).toEqual([
      { seat: 0, place: 2 },
      { seat: 1, place: 1 },
    ]);
  });

  it("the issue's case: scores [21,15,16,11] with seat 1 resigned — seat 1 is last, below seat 3's 11 points", () => {
    const r = settleResult({ winners: [0], scores: [21, 15, 16, 11], reason: 'target-reached' }, [1]);
    expect(r.standings).toEqual([
      { seat: 0, place: 1 },
      { seat: 1, place: 4 },
      { seat: 2, place: 2 },
      { seat: 3, place: 3 },
    ]);
  });

  it('a later resignation stands above an earlier one; a resigned winner loses the win to the best seat still in', () => {
    const r = settleResult({ winners: [0], scores: [30, 20, 10], reason: 'x' }, [0, 2]);
    expect(r.winners).toEqual([1]);
    expect(places(r.standings)).toEqual([3, 1, 2]);
  });

  it("Euchre: partners resign together and share their place, whichever of them resigned 'first'", () => {
    const sides = [
      [0, 2],
      [1, 3],
    ];
    const r = settleResult({ winners: [0, 2], scores: [8, 3, 8, 3], reason: 'resigned' }, [0, 2], sides);
    expect(r.winners).toEqual([1, 3]);
    expect(places(r.standings)).toEqual([3, 1, 3, 1]);
  });

  it('every game: a played-out result carries one standing per seat, place 1 for exactly the winners', () => {
    for (const game of ENGINE_GAMES) {
      const { result } = playout({
        game,
        players: game.minPlayers,
        options: optionDefaults(game.optionsSchema),
        seed: 'ab'.repeat(16),
      });
      expect(result).not.toBeNull();
      const r = result!;
      expect(r.standings.map((s) => s.seat)).toEqual(r.scores.map((_, i) => i));
      expect(r.standings.filter((s) => s.place === 1).map((s) => s.seat)).toEqual(r.winners);
    }
  });
});
