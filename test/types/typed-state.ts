/**
 * Type-level test (compiled by `npm run typecheck`, never run): the typed client gives every game's
 * match view its own `state` type, generated from the engine's state schema, and the same type as the
 * engine's view (`FromSchema` of that schema): a field a game does not have is an error.
 */
import type { components } from '../../client';
import type { EuchreView } from '../../src/engine/euchre';
import type { HoldemView } from '../../src/engine/texas-holdem';
import { main } from '../../examples/typed-client';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Schemas = components['schemas'];

type View = Awaited<ReturnType<typeof main>>;
export const euchreState: Equal<View['state'], Schemas['EuchreState']> = true;
export const holdemState: Equal<Schemas['TexasHoldemMatchView']['state'], Schemas['TexasHoldemState']> = true;
export const eastWestState: Equal<Schemas['EastWestMatchView']['state'], Schemas['EastWestState']> = true;
export const inBetweenState: Equal<Schemas['InBetweenMatchView']['state'], Schemas['InBetweenState']> = true;
export const chinesePokerState: Equal<
  Schemas['ChinesePokerMatchView']['state'],
  Schemas['ChinesePokerState']
> = true;

// the common fields have one type in every game
export const yourCards: Equal<
  Schemas['ChinesePokerState']['yourCards'],
  Schemas['TexasHoldemState']['yourCards']
> = true;
export const toAct: Equal<Schemas['EastWestState']['toAct'], number[]> = true;

// the client's state and the engine's view agree field by field
export const sameKeys: Equal<keyof Schemas['EuchreState'], keyof EuchreView> = true;
export const sameCards: Equal<Schemas['TexasHoldemState']['yourCards'], HoldemView['yourCards']> = true;

export function fieldsOfOneGameOnly(view: View): void {
  // @ts-expect-error Euchre's state has no pendingCard (nor any other game's old names)
  void view.state.pendingCard;
  // @ts-expect-error a legal-move item of Euchre has no `amount`
  void view.legalMoves?.[0].amount;
}
