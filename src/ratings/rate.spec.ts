import fc from 'fast-check';
import { conservative, INITIAL_SKILL, rateAccounts, rateStandings, teamsOf } from './rate';

describe('ratings arithmetic', () => {
  it('starts at mu 25, sigma 25/3, rating 0', () => {
    expect(INITIAL_SKILL.mu).toBe(25);
    expect(INITIAL_SKILL.sigma).toBeCloseTo(25 / 3, 12);
    expect(conservative(INITIAL_SKILL)).toBeCloseTo(0, 12);
    expect(conservative({ mu: 30, sigma: 2 })).toBe(24);
  });

  it('a two-seat win moves the winner up and the loser down by the same amount', () => {
    const [w, l] = rateStandings('east-west', [INITIAL_SKILL, INITIAL_SKILL], [1, 2]);
    expect(w.mu).toBeGreaterThan(25);
    expect(l.mu).toBeLessThan(25);
    expect(w.mu - 25).toBeCloseTo(25 - l.mu, 9);
    expect(w.sigma).toBeLessThan(INITIAL_SKILL.sigma);
  });

  it('Euchre rates the partnerships 0+2 and 1+3 as two teams: partners move alike', () => {
    expect(teamsOf('euchre', 4)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    const after = rateStandings(
      'euchre',
      [INITIAL_SKILL, INITIAL_SKILL, INITIAL_SKILL, INITIAL_SKILL],
      [2, 1, 2, 1],
    );
    expect(after[0]).toEqual(after[2]);
    expect(after[1]).toEqual(after[3]);
    expect(after[1].mu).toBeGreaterThan(25);
    expect(after[0].mu).toBeLessThan(25);
  });

  it('five In-Between seats are rated from the full standings, in order', () => {
    const after = rateStandings('in-between', Array(5).fill(INITIAL_SKILL), [3, 1, 5, 2, 4]);
    const bySeatStanding = [1, 3, 0, 4, 2].map((seat) => after[seat].mu);
    for (let i = 1; i < 5; i++) expect(bySeatStanding[i - 1]).toBeGreaterThan(bySeatStanding[i]);
  });

  it('ties share: equal standings from equal skills give equal results', () => {
    const after = rateStandings('texas-holdem', Array(3).fill(INITIAL_SKILL), [1, 1, 3]);
    expect(after[0]).toEqual(after[1]);
    expect(after[2].mu).toBeLessThan(after[0].mu);
  });

  it('property: the better standing never ends with a lower mu gain, and sigma never grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 8, maxLength: 8 }),
        (n, raw) => {
          const standings = raw.slice(0, n);
          const after = rateStandings('in-between', Array(n).fill(INITIAL_SKILL), standings);
          for (let a = 0; a < n; a++) {
            expect(after[a].sigma).toBeLessThanOrEqual(INITIAL_SKILL.sigma + 1e-9);
            for (let b = 0; b < n; b++) {
              if (standings[a] < standings[b]) expect(after[a].mu).toBeGreaterThan(after[b].mu);
              if (standings[a] === standings[b]) expect(after[a].mu).toBeCloseTo(after[b].mu, 9);
            }
          }
        },
      ),
    );
  });
});

describe('accounts holding several seats (built-in bots)', () => {
  it('one seat each: the same as rating the seats', () => {
    const skills = new Map([
      ['a', { mu: 27, sigma: 6 }],
      ['b', INITIAL_SKILL],
    ]);
    const out = rateAccounts(
      'east-west',
      [
        { accountId: 'a', standing: 2 },
        { accountId: 'b', standing: 1 },
      ],
      skills,
    );
    const [a, b] = rateStandings('east-west', [skills.get('a')!, INITIAL_SKILL], [2, 1]);
    expect(out.get('a')!.mu).toBeCloseTo(a.mu, 12);
    expect(out.get('b')!.sigma).toBeCloseTo(b.sigma, 12);
  });

  it('Euchre against three seats of one bot: the person and the bot move by the mean of their seats', () => {
    const skills = new Map([
      ['me', INITIAL_SKILL],
      ['bot', { mu: 30, sigma: 3 }],
    ]);
    // me + bot (seats 0, 2) beat bot + bot (seats 1, 3)
    const seats = [
      { accountId: 'me', standing: 1 },
      { accountId: 'bot', standing: 2 },
      { accountId: 'bot', standing: 1 },
      { accountId: 'bot', standing: 2 },
    ];
    const out = rateAccounts('euchre', seats, skills);
    const per = rateStandings(
      'euchre',
      [INITIAL_SKILL, skills.get('bot')!, skills.get('bot')!, skills.get('bot')!],
      [1, 2, 1, 2],
    );
    expect(out.get('me')!.mu).toBeCloseTo(per[0].mu, 12);
    expect(out.get('me')!.mu).toBeGreaterThan(25);
    const mean = (per[1].mu + per[2].mu + per[3].mu) / 3;
    expect(out.get('bot')!.mu).toBeCloseTo(mean, 12);
    // the bot lost with two seats and won with one: it moves down, by less than a lone loser would
    expect(out.get('bot')!.mu).toBeLessThan(30);
    expect(out.get('bot')!.mu).toBeGreaterThan(per[1].mu);
  });

  it('an account alone against itself does not move', () => {
    const skills = new Map([['bot', { mu: 30, sigma: 3 }]]);
    const out = rateAccounts(
      'east-west',
      [
        { accountId: 'bot', standing: 1 },
        { accountId: 'bot', standing: 2 },
      ],
      skills,
    );
    expect(out.get('bot')!.mu).toBeCloseTo(30, 12);
  });
});
