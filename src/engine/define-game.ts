/**
 * The framework around every game's rules: the checks every game shares, made once, before any of a
 * game's own code runs. A game's folder exports `defineGame({ ...its rules })`.
 */
import { clone, reject } from './kit';
import { compileMoveCheck } from './moves';
import { settleResult } from './standings';
import type { ApplyResult, GameDefinition, GameResult, GameRules, Move, MoveTemplate } from './types';

export function defineGame<S, V, O>(rules: GameRules<S, V, O>): GameDefinition<S, V, O> {
  for (const [phase, types] of Object.entries(rules.phases)) {
    for (const t of types) if (!Object.hasOwn(rules.moves, t)) throw new Error(`${rules.id}: phase ${phase} allows unknown move type ${t}`);
  }
  const checkShape = compileMoveCheck(rules.id, rules.moves);
  const { apply, legalMoves, notToAct, draft = clone, ...rest } = rules;
  return {
    ...rest,
    checkShape,
    result(state: S): GameResult | null {
      const r = rules.result(state);
      return r && settleResult(r);
    },
    legalMoves(state: S, seat: number): MoveTemplate[] {
      if (rules.result(state) !== null || !rules.toAct(state).includes(seat)) return [];
      return legalMoves(state, seat);
    },
    apply(state: S, seat: number, move: Move): ApplyResult<S> {
      const shape = checkShape(move);
      if (!shape.ok) return reject('invalid-move', `${shape.message}: ${Object.entries(shape.details).map(([k, v]) => `${k} ${v}`).join('; ')}`);
      if (rules.result(state) !== null) return reject('match-over', 'the match is over');
      const phase = rules.phaseOf(state);
      if (!rules.phases[phase]?.includes(move.type)) {
        return reject('wrong-phase', `a ${move.type} move is not allowed in the ${phase} phase (allowed: ${(rules.phases[phase] ?? []).join(', ') || 'none'})`);
      }
      if (!rules.toAct(state).includes(seat)) {
        const why = notToAct?.(state, seat);
        return why ? reject(why.reason, why.message) : reject('not-your-turn', `it is not seat ${seat}'s turn`);
      }
      return apply(draft(state), seat, move);
    },
  };
}
