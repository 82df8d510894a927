"""A seat's turn as the agent sees it: the observation, the action mask, and what an action does (a
move to post, or the next sub-decision of the same turn). Shared by the environments and `evaluate`,
so that a policy trained in one plays the same way in the other."""
from __future__ import annotations

import json
from typing import Any, Mapping, Optional

import numpy as np

from .games.base import GameSpec, Partial


class IllegalActionError(ValueError):
    """An action outside the mask. Nothing was sent: the match is unchanged. `legal` lists the legal
    actions (index and meaning), `legal_moves` the server's legal moves."""

    def __init__(self, game: str, action: Any, legal: list[tuple[int, str]], legal_moves: list[Any], meaning: str = ''):
        self.action = action
        self.legal = legal
        self.legal_moves = legal_moves
        what = f'{action} ({meaning})' if meaning else repr(action)
        listed = ', '.join(f'{a} ({name})' for a, name in legal) or 'none (not this seat\'s turn)'
        moves = json.dumps(legal_moves)
        if len(moves) > 600:
            moves = moves[:600] + '…'
        super().__init__(f'{game}: action {what} is not legal now; the legal actions are {listed} '
                         f'(the server\'s legal moves: {moves})')


class ServerRefused(RuntimeError):
    """The server refused a move the mask offered: the action table and the server disagree (a bug
    of this package; the error names the move and the server's answer)."""


class Turn:
    def __init__(self, spec: GameSpec, view: Mapping[str, Any]):
        self.spec = spec
        self.view = view
        self.partial: Optional[Partial] = None
        self._options: Optional[dict] = None

    @property
    def options(self) -> dict:
        if self._options is None:
            self._options = self.spec.options(self.view, self.partial)
        return self._options

    def mask(self) -> np.ndarray:
        return self.spec.mask(self.options)

    def observation(self) -> np.ndarray:
        return self.spec.observation(self.view, self.partial)

    def legal(self) -> list[tuple[int, str]]:
        return [(a, self.spec.actions[a]) for a in sorted(self.options)]

    def check(self, action: Any) -> int:
        try:
            a = int(action)
        except (TypeError, ValueError):
            raise IllegalActionError(self.spec.game, action, self.legal(), self.view.get('legalMoves') or []) from None
        if a != action or a not in self.options:
            meaning = self.spec.actions[a] if 0 <= a < self.spec.n_actions else 'outside the action table'
            raise IllegalActionError(self.spec.game, action, self.legal(), self.view.get('legalMoves') or [], meaning)
        return a

    def choose(self, action: Any) -> Optional[dict]:
        """The move to post, or None when the turn goes on (the next sub-decision)."""
        outcome = self.options[self.check(action)]
        if isinstance(outcome, Partial):
            self.partial = outcome
            self._options = None
            return None
        return dict(outcome)


def info_of(view: Mapping[str, Any], mask: np.ndarray) -> dict[str, Any]:
    """An agent's info: its view as the API answers it (without the match id, which differs on every
    reset, so that seeded episodes compare equal), its legal moves and the action mask."""
    v = {k: val for k, val in view.items() if k != 'id'}
    return {'view': v, 'legal_moves': list(view.get('legalMoves') or []), 'action_mask': mask.copy()}
