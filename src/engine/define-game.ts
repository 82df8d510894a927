/**
 * The framework around every game's rules: the checks every game shares, made once, before any of a
 * game's own code runs. A game's folder exports `defineGame({ ...its rules })`.
 */
import { clone } from './kit';
import { compileMoveCheck } from './moves';
import { notYourTurn } from './names';
import { POINTS_MEASURE } from './measure';
import { settleResult } from './standings';
import type {
  ApplyResult,
  GameDefinition,
  GameResult,
  GameRules,
  Move,
  MoveTemplate,
  SharedCheck,
} from './types';

/** A rejection by one of the shared checks: which check, and its reason code. */
const refuse = (check: SharedCheck, reason: string, message: string) => ({
  ok: false as const,
  reason,
  message,
  check,
});

export function defineGame<S, V, O, M extends Move = Move>(
  rules: GameRules<S, V, O, M>,
): GameDefinition<S, V, O> {
  for (const [phase, types] of Object.entries(rules.phases)) {
    for (const t of types)
      if (!Object.hasOwn(rules.moves, t))
        throw new Error(`${rules.id}: phase ${phase} allows unknown move type ${t}`);
  }
  const checkShape = compileMoveCheck(rules.id, rules.moves);
  const { apply, legalMoves, notToAct, draft = clone, measure = POINTS_MEASURE, ...rest } = rules;
  return {
    ...rest,
    measure,
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
      if (!shape.ok) {
        const details = Object.entries(shape.details)
          .map(([k, v]) => `${k} ${v}`)
          .join('; ');
        return refuse('shape', 'invalid-move', `${shape.message}: ${details}`);
      }
      if (rules.result(state) !== null) return refuse('over', 'match-over', 'the match is over');
      const phase = rules.phaseOf(state);
      if (!rules.phases[phase]?.includes(move.type)) {
        const allowed = (rules.phases[phase] ?? []).join(', ') || 'none';
        return refuse(
          'phase',
          'wrong-phase',
          `a ${move.type} move is not allowed in the ${phase} phase (allowed: ${allowed})`,
        );
      }
      const toAct = rules.toAct(state);
      if (!toAct.includes(seat)) {
        const why = notToAct?.(state, seat);
        return why
          ? refuse('turn', why.reason, why.message)
          : refuse('turn', 'not-your-turn', notYourTurn(seat, toAct));
      }
      // the shape check passed: the move is one of the game's declared moves
      return apply(draft(state), seat, move as M);
    },
  };
}
