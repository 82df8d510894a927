"""In-Between: how much to bet that the third card falls between the posts (docs/rules/in-between.md).
The actions are fractions of the largest bet allowed now, so they mean the same at every pot size."""
from __future__ import annotations

from typing import Any, Mapping, Optional

from ..cards import rank_value
from .base import Block, GameSpec, Obs, Partial, legal_of, ratio, seat_rel, template_range

FRACTIONS = (0.0, 0.25, 0.5, 0.75, 1.0)


def bet_amount(fraction: float, low: int, high: int) -> int:
    """The bet of an action: the minimum for 0, else the fraction of the maximum, rounded, kept in range."""
    if fraction <= 0:
        return low
    return max(low, min(high, int(round(fraction * high))))


class InBetween(GameSpec):
    game = 'in-between'
    min_seats = 2
    max_seats = 8
    actions = ('bet the minimum (1)', 'bet 25 % of the maximum', 'bet 50 % of the maximum',
               'bet 75 % of the maximum', 'bet the maximum')
    layout = (
        Block('posts', 52, 52, 'the two posts'),
        Block('low', 13, None, "the lower post's rank, one-hot (2 … A)"),
        Block('high', 13, None, "the higher post's rank, one-hot"),
        Block('spread', 1, None, 'ranks strictly between the posts / 11'),
        Block('seen', 52, 52, 'cards turned since the last shuffle (the discards: public)'),
        Block('chips', 8, None, 'chips of each seat counted from yours (you first) / the chips in play'),
        Block('active', 8, None, 'each seat from yours still in (0/1)'),
        Block('pot', 1, None, 'the pot / the chips in play'),
        Block('max_bet', 1, None, 'the largest bet allowed now / the chips in play'),
        Block('progress', 1, None, 'deals completed / deals in the match'),
    )

    def options(self, view: Mapping[str, Any], partial: Optional[Partial]) -> dict:
        out: dict[int, dict] = {}
        for m in legal_of(view, 'bet'):
            r = template_range(m, 'amount')
            if r is None:
                continue
            for a, f in enumerate(FRACTIONS):
                out.setdefault(a, {'type': 'bet', 'amount': bet_amount(f, *r)})
        return out

    def intended(self, view: Mapping[str, Any], a: int) -> Optional[dict]:
        st = view['state']
        rng = st.get('betRange') or {}
        if rng.get('max') is None:
            return {'type': 'bet', 'amount': 1}
        return {'type': 'bet', 'amount': bet_amount(FRACTIONS[a], int(rng.get('min') or 1), int(rng['max']))}

    def encode(self, view: Mapping[str, Any], partial: Optional[Partial], o: Obs) -> None:
        st = view['state']
        n = int(st.get('players') or len(view.get('seats') or []) or 2)
        me = view['you'] if view.get('you') is not None else 0
        total = float(sum(st.get('scores') or [0]) + (st.get('pot') or 0)) or 1.0
        posts = [c for c in (st.get('posts') or []) if c]
        o.cards('posts', posts)
        if len(posts) == 2:
            lo, hi = sorted(rank_value(c) for c in posts)
            o.onehot('low', lo - 2)
            o.onehot('high', hi - 2)
            o.put('spread', max(0, hi - lo - 1) / 11)
        o.cards('seen', st.get('discards') or [])
        scores = st.get('scores') or []
        active = st.get('active') or []
        for seat in range(min(n, 8)):
            r = seat_rel(seat, me, n)
            if seat < len(scores):
                o.put('chips', ratio(scores[seat], total), at=r)
            if seat < len(active):
                o.put('active', 1.0 if active[seat] else 0.0, at=r)
        o.put('pot', ratio(st.get('pot') or 0, total))
        rng = st.get('betRange') or {}
        o.put('max_bet', ratio(rng.get('max') or 0, total))
        o.put('progress', ratio(st.get('dealsCompleted') or 0, float(st.get('totalDeals') or 1)))
