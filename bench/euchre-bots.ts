/**
 * Euchre bots bench: 1,000 matches (default options, game to 10) of `basic`+`basic` against
 * `random`+`random`, the basic partnership alternating between team 0 and team 1, and prints the
 * basic team's win rate. Usage: npm run bench:euchre [-- matches]
 *
 * With `--timing N` it instead times the decisions of every level but `random`: N matches of the level's
 * partnership against `basic` (seats alternating), and prints per level the median, p99 and maximum time
 * per decision, over all decisions and over card plays alone, and the level's win rate in these
 * matches. Wall time counts waiting for a loaded CPU; the process's CPU time per decision
 * (process.cpuUsage) is printed beside it. Strength is measured by the arena with duplicate deals
 * (docs/bots.md); this is the decision-time bench.
 *   npm run bench:euchre -- --timing 20
 */
import { optionDefaults } from '../src/engine/options';
import type { Bot, GameDefinition } from '../src/engine/types';
import { euchre, type EuchreOptions, type EuchreState } from '../src/engine/euchre';
import { botMatch, percentile } from './lib';

const timingAt = process.argv.indexOf('--timing');
if (timingAt >= 0) {
  timing(Number(process.argv[timingAt + 1] ?? 20));
  process.exit(0);
}

/** Times every decision of each level over `n` matches against `basic`. */
function timing(n: number): void {
  const options = optionDefaults(euchre.optionsSchema) as EuchreOptions;
  const game = euchre as unknown as GameDefinition<EuchreState, unknown, EuchreOptions>;
  const ms = (x: number) => x.toFixed(2);
  console.log(`euchre decision times: ${n} matches per level against basic (to ${options.targetPoints})`);
  for (const level of Object.keys(euchre.bots).filter((b) => b !== 'random')) {
    const all: number[] = [];
    const cpu: number[] = [];
    const plays: number[] = [];
    let wins = 0;
    for (let i = 0; i < n; i++) {
      const levelTeam = i % 2;
      const seed = `e7${i.toString(16).padStart(8, '0')}`.padEnd(64, '3');
      const timed: Bot = (ctx) => {
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        const move = euchre.bots[level](ctx);
        const c1 = process.cpuUsage(c0);
        const dt = performance.now() - t0;
        all.push(dt);
        cpu.push((c1.user + c1.system) / 1000);
        if (move.type === 'play') plays.push(dt);
        return move;
      };
      const botOf = (seat: number) => (seat % 2 === levelTeam ? timed : euchre.bots.basic);
      const report = botMatch<EuchreState, EuchreOptions>(game, 4, options, seed, botOf);
      if (report.result && report.result.winners[0] % 2 === levelTeam) wins++;
    }
    all.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    plays.sort((a, b) => a - b);
    console.log(
      `${level.padEnd(9)} decisions ${all.length}: median ${ms(percentile(all, 50))} ms, ` +
        `p99 ${ms(percentile(all, 99))} ms, max ${ms(all[all.length - 1])} ms; ` +
        `card plays ${plays.length}: median ${ms(percentile(plays, 50))} ms, ` +
        `p99 ${ms(percentile(plays, 99))} ms; CPU time per decision: median ${ms(percentile(cpu, 50))} ms, ` +
        `p99 ${ms(percentile(cpu, 99))} ms; won ${wins}/${n} against basic`,
    );
  }
}

const matches = Number(process.argv[2] ?? 1000);
const options = optionDefaults(euchre.optionsSchema) as EuchreOptions;
const game = euchre as unknown as GameDefinition<EuchreState, unknown, EuchreOptions>;

const started = Date.now();
let wins = 0;
let hands = 0;
let moves = 0;
let marches = 0;
let euchres = 0;
for (let i = 0; i < matches; i++) {
  const basicTeam = i % 2;
  const seed = `e0${i.toString(16).padStart(8, '0')}`.padEnd(64, '7');
  const report = botMatch<EuchreState, EuchreOptions>(
    game,
    4,
    options,
    seed,
    (seat) => (seat % 2 === basicTeam ? euchre.bots.basic : euchre.bots.random),
    (step) => {
      if (step.kind === 'advance' && step.state.phase !== 'bid-round-1' && step.state.lastHand) {
        hands++;
        if (step.state.lastHand.kind.includes('march') && step.state.lastHand.scoringTeam === basicTeam)
          marches++;
        if (step.state.lastHand.kind.includes('euchre') && step.state.lastHand.scoringTeam === basicTeam)
          euchres++;
      }
    },
  );
  moves += report.moves;
  if (report.result && report.result.winners[0] % 2 === basicTeam) wins++;
}
const seconds = (Date.now() - started) / 1000;
console.log(`euchre: ${matches} matches to ${options.targetPoints}, basic+basic vs random+random`);
console.log(`basic win rate: ${((100 * wins) / matches).toFixed(1)}% (${wins}/${matches})`);
console.log(
  `hands scored: ${hands} (${(hands / matches).toFixed(1)} per match); basic marches ${marches}, basic euchres of the randoms ${euchres}`,
);
console.log(`${moves} moves in ${seconds.toFixed(1)} s (${Math.round(moves / seconds)} moves/s)`);
