"""Poker hand values for Chinese poker's row order (docs/rules/poker-hands.md §2, §3, §6, §7), 52-card
deck: a 5-card hand or a 3-card front row as (category, tie-break vector), and the comparison of a
front row with a middle row. The action mask of Chinese poker uses them to offer only the rows from
which a legal arrangement can still be completed; the package's tests check them on the rules'
vectors and against the server's own verdict (`/check`) on random arrangements.
"""
from __future__ import annotations

from collections import Counter
from typing import Sequence

from .cards import rank_value, suit_index

HIGH_CARD, ONE_PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)

Value = tuple[int, tuple[int, ...]]


def _groups(ranks: Sequence[int]) -> list[tuple[int, int]]:
    """(count, rank) pairs, the largest group first, then the higher rank."""
    return sorted(((n, r) for r, n in Counter(ranks).items()), reverse=True)


def value5(cards: Sequence[str]) -> Value:
    ranks = [rank_value(c) for c in cards]
    flush = len({suit_index(c) for c in cards}) == 1
    distinct = sorted(set(ranks), reverse=True)
    top = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            top = distinct[0]
        elif distinct == [14, 5, 4, 3, 2]:
            top = 5  # the wheel: A-2-3-4-5, 5 high
    if top is not None:
        return (STRAIGHT_FLUSH if flush else STRAIGHT, (top,))
    groups = _groups(ranks)
    counts = [n for n, _ in groups]
    order = tuple(r for _, r in groups)
    if counts[0] == 4:
        return (QUADS, order)
    if counts == [3, 2]:
        return (FULL_HOUSE, order)
    if flush:
        return (FLUSH, tuple(sorted(ranks, reverse=True)))
    if counts[0] == 3:
        return (TRIPS, order)
    if counts == [2, 2, 1]:
        return (TWO_PAIR, order)
    if counts[0] == 2:
        return (ONE_PAIR, order)
    return (HIGH_CARD, tuple(sorted(ranks, reverse=True)))


def value3(cards: Sequence[str]) -> Value:
    """A front row: high card, one pair or three of a kind (no straights, no flushes), with the
    5-card category indices (trips = 3)."""
    groups = _groups([rank_value(c) for c in cards])
    order = tuple(r for _, r in groups)
    if groups[0][0] == 3:
        return (TRIPS, order)
    if groups[0][0] == 2:
        return (ONE_PAIR, order)
    return (HIGH_CARD, order)


def middle_holds_front(middle: Value, front: Value) -> bool:
    """The middle row is not weaker than the front row (§7): category, then the tie-break vectors
    as far as the front's reaches; equal is allowed."""
    if middle[0] != front[0]:
        return middle[0] > front[0]
    n = len(front[1])
    return middle[1][:n] >= front[1]


def key5(v: Value) -> int:
    """An integer that orders 5-card values as the rules do."""
    k = v[0]
    for r in (tuple(v[1]) + (0, 0, 0, 0, 0))[:5]:
        k = k * 16 + r
    return k


def prefix_key(v: Value, n: int) -> int:
    """The category and the first n tie-break ranks as one integer (for §7's comparison)."""
    k = v[0]
    for r in (tuple(v[1]) + (0, 0, 0))[:n]:
        k = k * 16 + r
    return k
