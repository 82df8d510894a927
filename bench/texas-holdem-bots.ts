/**
 * Texas Hold'em bots bench: 1,000 heads-up matches, `basic` against `random`, default options
 * (no-limit, stacks 1000, blinds 5/10) with a cap of MAX_HANDS hands per match (most chips wins at the
 * cap). `basic` changes seat every match. `basic` uses 1,000 Monte-Carlo samples a decision (its default). Prints
 * basic's wins, losses and ties, its chip result and the run time.
 *
 *   npm run bench:texas-holdem            (MATCHES=200 MAX_HANDS=50 SAMPLES=1000 to change the sizes)
 */
import { resolveOptions } from '../src/engine/options';
import { makeBasicBot, texasHoldem, type HoldemOptions, type HoldemState } from '../src/engine/texas-holdem';
import type { Bot } from '../src/engine/types';
import { botMatch } from './lib';

const MATCHES = Number(process.env.MATCHES ?? 1000);
const MAX_HANDS = Number(process.env.MAX_HANDS ?? 100);
const SAMPLES = Number(process.env.SAMPLES ?? 1000);

const resolved = resolveOptions<HoldemOptions>(texasHoldem.optionsSchema, { maxHands: MAX_HANDS });
if (!resolved.ok) throw new Error(JSON.stringify(resolved.details));
const options = resolved.options;
const monteCarlo = makeBasicBot(SAMPLES);
const random = texasHoldem.bots.random;

let wins = 0;
let losses = 0;
let ties = 0;
let busts = 0;
let chipDiff = 0;
let hands = 0;
let decisions = 0;
const t0 = Date.now();
for (let m = 0; m < MATCHES; m++) {
  const seed = (m + 1).toString(16).padStart(8, '0').repeat(8);
  const basicSeat = m % 2;
  const basic: Bot = (ctx) => {
    decisions++;
    return monteCarlo(ctx);
  };
  const { state } = botMatch<HoldemState, HoldemOptions>(texasHoldem, 2, options, seed, (seat) => (seat === basicSeat ? basic : random));
  const res = texasHoldem.result(state)!;
  hands += state.handNumber;
  chipDiff += res.scores[basicSeat] - options.startingStack;
  if (res.winners.length > 1) ties++;
  else if (res.winners[0] === basicSeat) wins++;
  else losses++;
  if (res.reason === 'last-player-standing') busts++;
}
const secs = (Date.now() - t0) / 1000;
console.log(`Texas Hold'em bench: ${MATCHES} heads-up matches, basic (Monte-Carlo ${SAMPLES} samples) vs random`);
console.log(`  options: no-limit, stacks ${options.startingStack}, blinds ${options.smallBlind}/${options.bigBlind}, at most ${MAX_HANDS} hands a match`);
console.log(`  basic: ${wins} wins, ${losses} losses, ${ties} ties (win rate ${((100 * wins) / MATCHES).toFixed(1)}%)`);
console.log(`  basic's average result: ${(chipDiff / MATCHES).toFixed(1)} chips a match; ${busts} matches ended with a player busted`);
console.log(`  ${hands} hands (${(hands / MATCHES).toFixed(1)} a match), ${decisions} basic decisions, ${secs.toFixed(1)} s`);
