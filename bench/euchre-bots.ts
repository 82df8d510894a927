/**
 * Euchre bots bench: 1,000 matches (default options, game to 10) of `basic`+`basic` against
 * `random`+`random`, the basic partnership alternating between team 0 and team 1, and prints the
 * basic team's win rate. Usage: npm run bench:euchre [-- matches]
 */
import { optionDefaults } from '../src/engine/options';
import type { GameDefinition } from '../src/engine/types';
import { euchre, type EuchreOptions, type EuchreState } from '../src/engine/euchre';
import { botMatch } from './lib';

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
    game, 4, options, seed,
    (seat) => (seat % 2 === basicTeam ? euchre.bots.basic : euchre.bots.random),
    (step) => {
      if (step.kind === 'advance' && step.state.phase !== 'bid-round-1' && step.state.lastHand) {
        hands++;
        if (step.state.lastHand.kind.includes('march') && step.state.lastHand.scoringTeam === basicTeam) marches++;
        if (step.state.lastHand.kind.includes('euchre') && step.state.lastHand.scoringTeam === basicTeam) euchres++;
      }
    },
  );
  moves += report.moves;
  if (report.result && report.result.winners[0] % 2 === basicTeam) wins++;
}
const seconds = (Date.now() - started) / 1000;
console.log(`euchre: ${matches} matches to ${options.targetPoints}, basic+basic vs random+random`);
console.log(`basic win rate: ${((100 * wins) / matches).toFixed(1)}% (${wins}/${matches})`);
console.log(`hands scored: ${hands} (${(hands / matches).toFixed(1)} per match); basic marches ${marches}, basic euchres of the randoms ${euchres}`);
console.log(`${moves} moves in ${seconds.toFixed(1)} s (${Math.round(moves / seconds)} moves/s)`);
