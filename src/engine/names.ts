/** Words about games shared by the service's messages and the page. */

/** A game's name with its indefinite article: "an East-West", "an In-Between", "a Euchre" (said "you-ker"). */
export const withArticle = (name: string): string =>
  `${/^[AEIOU]/.test(name) && !/^Eu/.test(name) ? 'an' : 'a'} ${name}`;

/** A range said plainly: "4" when both ends agree, else "2 to 10". */
export const range = (min: number, max: number): string => (min === max ? `${min}` : `${min} to ${max}`);

/** "Euchre seats 4 players", "Texas Hold'em seats 2 to 10 players". */
export const seatsOf = (game: { name: string; minPlayers: number; maxPlayers: number }): string =>
  `${game.name} seats ${range(game.minPlayers, game.maxPlayers)} players`;

/** A move out of turn, said with whose turn it is: "it is not seat 0's turn: seat 1 is to act". */
export const notYourTurn = (seat: number, toAct: readonly number[]): string =>
  `it is not seat ${seat}'s turn: ${
    toAct.length === 0
      ? 'no seat is to act now'
      : toAct.length === 1
        ? `seat ${toAct[0]} is to act`
        : `seats ${toAct.join(', ')} are to act`
  }`;
