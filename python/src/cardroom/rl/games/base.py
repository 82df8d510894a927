"""What each game's module declares for the environments: its action table, its observation layout,
and `options(view, partial)`: for the seat to act, every legal action with what it leads to — a move
to post, or (Chinese poker's one-card-at-a-time placement) the next sub-decision. The action mask is
the set of keys of `options`, so a masked-in action always has its move, and the package's checks
compare it with the server's legal moves at every step.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional, Sequence, Union

import numpy as np

from ..cards import DECKS

# an action leads to a move (a dict to post) or to the next sub-decision of the same turn
Outcome = Union[dict, 'Partial']


class Partial:
    """A turn decided in several steps (Chinese poker): what the seat chose so far. Games whose turn
    is one decision never make one."""


@dataclass(frozen=True)
class Block:
    """A named slice of the observation: `size` numbers, or with `deck` a set of card planes of that
    deck (size = planes × deck), 1 for each card present."""
    name: str
    size: int
    deck: Optional[int] = None
    doc: str = ''


class Obs:
    """Fills an observation vector block by block (names checked against the layout)."""

    def __init__(self, spec: 'GameSpec'):
        self.spec = spec
        self.x = np.zeros(spec.observation_size, dtype=np.float32)

    def cards(self, name: str, cards: Optional[Sequence[str]], plane: int = 0) -> None:
        b, start = self.spec.block(name)
        deck = DECKS[b.deck]  # type: ignore[index]
        base = start + plane * deck.size
        for c in cards or ():
            self.x[base + deck.index(c)] = 1.0

    def put(self, name: str, values: Union[float, Sequence[float]], at: int = 0) -> None:
        b, start = self.spec.block(name)
        vs = [values] if isinstance(values, (int, float)) else list(values)
        if at + len(vs) > b.size:
            raise ValueError(f'{name}: {at + len(vs)} values for a block of {b.size}')
        self.x[start + at:start + at + len(vs)] = vs

    def onehot(self, name: str, index: Optional[int]) -> None:
        b, start = self.spec.block(name)
        if index is not None and 0 <= index < b.size:
            self.x[start + index] = 1.0


class GameSpec:
    game: str = ''
    min_seats: int = 2
    max_seats: int = 2
    actions: Sequence[str] = ()
    layout: Sequence[Block] = ()

    def __init__(self) -> None:
        self._offsets: dict[str, tuple[Block, int]] = {}
        n = 0
        for b in self.layout:
            self._offsets[b.name] = (b, n)
            n += b.size
        self.observation_size = n

    @property
    def n_actions(self) -> int:
        return len(self.actions)

    def block(self, name: str) -> tuple[Block, int]:
        return self._offsets[name]

    # -- what each game writes
    def options(self, view: Mapping[str, Any], partial: Optional[Partial]) -> dict[int, Outcome]:
        raise NotImplementedError

    def encode(self, view: Mapping[str, Any], partial: Optional[Partial], o: Obs) -> None:
        raise NotImplementedError

    def intended(self, view: Mapping[str, Any], a: int) -> Optional[dict]:
        """The move action `a` means in this view whether or not it is legal (None when it means no
        move at all here). The audits compare it with the server's legal moves, independently of
        `options`."""
        raise NotImplementedError

    def score(self, view: Mapping[str, Any], seat: int) -> float:
        """The seat's result of a finished match in the game's own unit (as series standings count it)."""
        return float(view['result']['scores'][seat])

    # -- shared
    def observation(self, view: Mapping[str, Any], partial: Optional[Partial] = None) -> np.ndarray:
        o = Obs(self)
        self.encode(view, partial, o)
        return o.x

    def mask(self, options: Mapping[int, Outcome]) -> np.ndarray:
        m = np.zeros(self.n_actions, dtype=np.int8)
        for a in options:
            m[a] = 1
        return m

    def card_planes(self, x: np.ndarray) -> dict[str, list[str]]:
        """The cards an observation holds, per card block: for the hidden-information checks."""
        out: dict[str, list[str]] = {}
        for b in self.layout:
            if b.deck is None:
                continue
            _, start = self._offsets[b.name]
            deck = DECKS[b.deck]
            found = [deck.cards[i % deck.size] for i in np.flatnonzero(x[start:start + b.size])]
            out[b.name] = found
        return out

    def action_rows(self) -> list[tuple[str, str]]:
        """The action table for the docs: (index or range, meaning)."""
        return [(str(i), name) for i, name in enumerate(self.actions)]

    def describe(self) -> list[dict[str, Any]]:
        """The layout as a table (docs/python.md is written from the same declarations)."""
        rows, n = [], 0
        for b in self.layout:
            rows.append({'block': b.name, 'start': n, 'size': b.size, 'deck': b.deck, 'doc': b.doc})
            n += b.size
        return rows


def seat_rel(seat: int, me: int, n: int) -> int:
    """A seat counted from mine: 0 = me, 1 = the next seat clockwise, …"""
    return (seat - me) % n


def legal_of(view: Mapping[str, Any], kind: str) -> list[dict]:
    return [m for m in (view.get('legalMoves') or []) if m.get('type') == kind]


def template_range(item: Mapping[str, Any], field: str) -> Optional[tuple[int, int]]:
    """(min, max) of a `{min, max}` template field, or (v, v) for a plain integer."""
    v = item.get(field)
    if isinstance(v, dict) and 'min' in v and 'max' in v:
        return int(v['min']), int(v['max'])
    if isinstance(v, int):
        return v, v
    return None


def ratio(x: Any, d: float) -> float:
    return float(x) / d if d else 0.0


Policy = Callable[[dict, dict], int]
