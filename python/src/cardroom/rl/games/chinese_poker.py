"""Chinese poker: the 13 cards are placed one decision at a time, strongest first (front, middle or
back), and the arrangement is posted after the 13th (docs/rules/chinese-poker.md). At any of these
decisions a special hand the server offers (`legalMoves` holds a ready-made declaration for each) may
be declared instead: its rows are posted, and the cards placed so far count for nothing.

The mask offers a row only when a legal arrangement (back ≥ middle ≥ front, §5) can still be
completed from the cards placed so far: every legal arrangement of the hand is listed once per hand
(at most 72,072 ways to split 13 cards into 3 + 5 + 5, checked with numpy over the 1,287 five-card
and 286 three-card rows), and each placement keeps those that agree with it.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Any, Mapping, Optional, Sequence

import numpy as np

from ..cards import sort_desc
from ..poker import key5, prefix_key, value3, value5
from .base import Block, GameSpec, Obs, Partial, legal_of, seat_rel

ROWS = ('front', 'middle', 'back')
SPECIALS = ('six-pairs', 'three-straights', 'three-flushes', 'dragon')
ROW_SIZE = {'front': 3, 'middle': 5, 'back': 5}


def _subsets() -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
    return list(combinations(range(13), 5)), list(combinations(range(13), 3))


_SUB5, _SUB3 = _subsets()


@lru_cache(maxsize=1)
def _splits() -> tuple[np.ndarray, ...]:
    """Every split of 13 positions into back (5), middle (5) and front (3): the indices of its back
    and middle among the 5-position subsets, of its front among the 3-position ones, and the
    bitmasks of back and middle."""
    bits5 = np.array([sum(1 << p for p in s) for s in _SUB5], dtype=np.int32)
    index3 = np.full(1 << 13, -1, dtype=np.int32)
    index3[[sum(1 << p for p in s) for s in _SUB3]] = np.arange(len(_SUB3), dtype=np.int32)
    b_idx, m_idx = np.nonzero((bits5[:, None] & bits5[None, :]) == 0)  # disjoint back and middle
    b_bits, m_bits = bits5[b_idx], bits5[m_idx]
    f_idx = index3[~(b_bits | m_bits) & 0x1FFF]
    as32 = lambda xs: np.asarray(xs, dtype=np.int32)  # noqa: E731
    return as32(b_idx), as32(m_idx), as32(f_idx), as32(b_bits), as32(m_bits)


@lru_cache(maxsize=64)
def legal_splits(cards: tuple[str, ...]) -> tuple[np.ndarray, np.ndarray]:
    """The legal arrangements of 13 cards (in the given order) as (back bits, middle bits) over card
    positions; the front is the rest."""
    b_idx, m_idx, f_idx, b_bits, m_bits = _splits()
    v5 = [value5([cards[p] for p in s]) for s in _SUB5]
    v3 = [value3([cards[p] for p in s]) for s in _SUB3]
    k5 = np.array([key5(v) for v in v5], dtype=np.int64)
    prefix = np.array([[prefix_key(v, n) for n in (1, 2, 3)] for v in v5], dtype=np.int64)
    front_len = np.array([len(v[1]) for v in v3], dtype=np.int64)
    front_key = np.array([prefix_key(v, len(v[1])) for v in v3], dtype=np.int64)
    middle_key = prefix[m_idx, front_len[f_idx] - 1]
    ok = (k5[b_idx] >= k5[m_idx]) & (middle_key >= front_key[f_idx])
    return b_bits[ok], m_bits[ok]


class Placing(Partial):
    """The cards placed so far: `rows[i]` is the row of the i-th card (strongest first), `alive` the
    legal arrangements that agree with them."""

    def __init__(self, cards: tuple[str, ...], rows: tuple[int, ...], alive: np.ndarray):
        self.cards = cards
        self.rows = rows
        self.alive = alive

    @property
    def placed(self) -> int:
        return len(self.rows)

    def row_cards(self, row: int) -> list[str]:
        return [c for c, r in zip(self.cards, self.rows) if r == row]


def start(cards: Sequence[str]) -> Placing:
    ordered = tuple(sort_desc(cards))
    backs, middles = legal_splits(ordered)
    return Placing(ordered, (), np.arange(len(backs)))


def choices(p: Placing) -> dict[int, Placing]:
    """Each row the next card may go to, with the placement it leads to."""
    backs, middles = legal_splits(p.cards)
    t = p.placed
    bit_b = (backs[p.alive] >> t) & 1
    bit_m = (middles[p.alive] >> t) & 1
    out = {}
    for row, sel in ((0, (bit_b == 0) & (bit_m == 0)), (1, bit_m == 1), (2, bit_b == 1)):
        if sel.any():
            out[row] = Placing(p.cards, p.rows + (row,), p.alive[sel])
    return out


class ChinesePoker(GameSpec):
    game = 'chinese-poker'
    min_seats = 2
    max_seats = 4
    actions = ('put the next card in front', 'put the next card in the middle', 'put the next card in the back',
               'declare six pairs', 'declare three straights', 'declare three flushes', 'declare a dragon')
    layout = (
        Block('hand', 52, 52, 'your 13 cards (while you arrange them)'),
        Block('next', 52, 52, 'the card to place now'),
        Block('placed', 156, 52, 'the cards you placed in front, middle, back (a plane each)'),
        Block('filled', 3, None, 'front / 3, middle / 5, back / 5 filled'),
        Block('specials', 4, None, 'the special hands you may declare now (six pairs, three straights, three flushes, dragon)'),
        Block('submitted', 4, None, 'each seat from yours has submitted this hand (0/1)'),
        Block('scores', 4, None, 'match scores of each seat from yours / 20'),
        Block('progress', 1, None, '(hand − 1) / hands'),
    )

    def placing(self, view: Mapping[str, Any], partial: Optional[Partial]) -> Optional[Placing]:
        if isinstance(partial, Placing):
            return partial
        if not legal_of(view, 'arrange'):
            return None
        cards = view['state'].get('yourCards') or []
        return start(cards) if len(cards) == 13 else None

    def options(self, view: Mapping[str, Any], partial: Optional[Partial]) -> dict:
        p = self.placing(view, partial)
        if p is None:
            return {}
        out: dict[int, Any] = {}
        for row, nxt in choices(p).items():
            if nxt.placed == 13:
                out[row] = {'type': 'arrange', **{name: nxt.row_cards(i) for i, name in enumerate(ROWS)}}
            else:
                out[row] = nxt
        for m in legal_of(view, 'declare'):
            if m.get('hand') in SPECIALS and all(isinstance(m.get(r), list) for r in ROWS):
                out[3 + SPECIALS.index(m['hand'])] = dict(m)
        return out

    def intended(self, view: Mapping[str, Any], a: int) -> Optional[dict]:
        """Only the declarations are moves of their own; a placement is checked by the audit against
        the server's verdict on whole arrangements (`/check`)."""
        if a < 3:
            return None
        offered = [m for m in legal_of(view, 'declare') if m.get('hand') == SPECIALS[a - 3]]
        return dict(offered[0]) if offered else {'type': 'declare', 'hand': SPECIALS[a - 3]}

    def encode(self, view: Mapping[str, Any], partial: Optional[Partial], o: Obs) -> None:
        st = view['state']
        n = int(st.get('players') or len(view.get('seats') or []) or 2)
        me = view['you'] if view.get('you') is not None else 0
        o.cards('hand', st.get('yourCards') or [])
        p = self.placing(view, partial)
        if p is not None:
            if p.placed < 13:
                o.cards('next', [p.cards[p.placed]])
            for row in range(3):
                cards = p.row_cards(row)
                o.cards('placed', cards, plane=row)
                o.put('filled', len(cards) / ROW_SIZE[ROWS[row]], at=row)
            for m in legal_of(view, 'declare'):
                if m.get('hand') in SPECIALS:
                    o.put('specials', 1.0, at=SPECIALS.index(m['hand']))
        for seat, done in enumerate(st.get('submitted') or []):
            o.put('submitted', 1.0 if done else 0.0, at=seat_rel(seat, me, n))
        for seat, score in enumerate(st.get('scores') or []):
            o.put('scores', score / 20, at=seat_rel(seat, me, n))
        hands = float(st.get('hands') or 1)
        o.put('progress', ((st.get('hand') or 1) - 1) / hands)
