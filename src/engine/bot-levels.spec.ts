import { allBotNames, botAccountName, botLevels } from './bot-levels';
import { ENGINE_GAMES } from './games';

describe('the ladder of built-in players', () => {
  it.each(ENGINE_GAMES.map((g) => [g.id, g] as const))(
    '%s: random, basic, then the stronger levels, each described',
    (_id, game) => {
      const levels = botLevels(game);
      expect(levels.slice(0, 2).map((l) => l.name)).toEqual(['random', 'basic']);
      levels.forEach((l, i) => {
        expect(l).toMatchObject({ level: i, account: `${l.name}-bot` });
        // declared by the engine beside the bot: one line, not the fallback
        expect(game.bots[l.name].description).toBe(l.description);
        expect(l.description.length).toBeGreaterThan(10);
        expect(l.description).not.toMatch(/\n/);
      });
    },
  );

  it('a bot without a description gets a neutral one; names are collected in ladder order', () => {
    const bots = { random: () => ({ type: 'x' }), basic: () => ({ type: 'x' }), deep: () => ({ type: 'x' }) };
    expect(botLevels({ bots }).map((l) => l.description)).toEqual([
      'built-in level 0',
      'built-in level 1',
      'built-in level 2',
    ]);
    expect(
      allBotNames([{ bots }, { bots: { random: bots.random, basic: bots.basic, other: bots.deep } }]),
    ).toEqual(['random', 'basic', 'deep', 'other']);
    expect(botAccountName('expert')).toBe('expert-bot');
  });
});
