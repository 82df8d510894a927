"""Texas Hold'em: fold, check or call, bets and raises sized by the pot, all-in
(docs/rules/texas-holdem.md). A sized action is legal when its amount lies in the range the server
offers now (`legalMoves`' `{min, max}`); fixed-limit offers one size, which the minimum action takes."""
from __future__ import annotations

from typing import Any, Mapping, Optional

from .base import Block, GameSpec, Obs, Partial, legal_of, ratio, seat_rel, template_range

STREETS = ('preflop', 'flop', 'turn', 'river', 'opening-bet', 'calls')
STATUSES = ('active', 'folded', 'all-in', 'out')
POT_FRACTIONS = (0.5, 0.75, 1.0, 1.5, 2.0)  # actions 3 … 7
SEATS = 10


def sized(view: Mapping[str, Any], fraction: float) -> int:
    """A bet of `fraction` of the pot, or a raise to the amount to match plus `fraction` of the pot
    after calling (the usual meaning of "raise pot")."""
    st = view['state']
    pot = int(st.get('totalPot') or 0)
    to_call = int(st.get('toCall') or 0)
    current = int(st.get('currentBet') or 0)
    if current == 0:
        return int(round(fraction * pot))
    return current + int(round(fraction * (pot + to_call)))


class TexasHoldem(GameSpec):
    game = 'texas-holdem'
    min_seats = 2
    max_seats = 10
    actions = ('fold', 'check or call', 'bet or raise the minimum', 'bet or raise ½ pot', 'bet or raise ¾ pot',
               'bet or raise the pot', 'bet or raise 1½ pots', 'bet or raise 2 pots', 'all-in')
    layout = (
        Block('hole', 52, 52, 'your hole cards'),
        Block('board', 52, 52, 'the board'),
        Block('shown', 52, 52, "other players' hole cards shown in this hand"),
        Block('street', 6, None, 'preflop, flop, turn, river, opening bet, calls (no-betting), one-hot'),
        Block('stack', SEATS, None, 'each seat from yours (you first): its stack / startingStack'),
        Block('bet', SEATS, None, "each seat's bet this round / startingStack"),
        Block('committed', SEATS, None, "each seat's chips in this hand / startingStack"),
        Block('status', SEATS * 4, None, 'each seat: active, folded, all-in, out (one-hot, 4 per seat)'),
        Block('button', SEATS, None, 'the button, from your seat (one-hot)'),
        Block('present', SEATS, None, 'the seats at the table (1 for each seat of the match)'),
        Block('pot', 4, None, 'pot, to call, current bet, minimum raise increment / startingStack'),
        Block('progress', 1, None, 'hands played / maxHands (0 without a limit)'),
    )

    def options(self, view: Mapping[str, Any], partial: Optional[Partial]) -> dict:
        legal = view.get('legalMoves') or []
        types = {m.get('type') for m in legal}
        out: dict[int, dict] = {}
        if 'fold' in types:
            out[0] = {'type': 'fold'}
        if 'check' in types:
            out[1] = {'type': 'check'}
        elif 'call' in types:
            out[1] = dict(legal_of(view, 'call')[0])
        for kind, field in (('bet', 'amount'), ('raise', 'to')):
            for m in legal_of(view, kind):
                r = template_range(m, field)
                if r is None:
                    continue
                low, high = r
                out[2] = {'type': kind, field: low}
                for i, f in enumerate(POT_FRACTIONS):
                    x = sized(view, f)
                    if low <= x <= high:
                        out[3 + i] = {'type': kind, field: x}
        if 'all-in' in types:
            out[8] = {'type': 'all-in'}
        return out

    def intended(self, view: Mapping[str, Any], a: int) -> Optional[dict]:
        st = view['state']
        me = view.get('you')
        mine = next((p for p in st.get('players') or [] if p['seat'] == me), {})
        current = int(st.get('currentBet') or 0)
        kind, field = ('bet', 'amount') if current == 0 else ('raise', 'to')
        if a == 0:
            return {'type': 'fold'}
        if a == 1:
            to_call = int(st.get('toCall') or 0)
            return {'type': 'check'} if to_call == 0 else {'type': 'call', 'amount': min(to_call, int(mine.get('stack') or 0))}
        if a == 2:
            offered = [m for m in legal_of(view, kind)]
            r = template_range(offered[0], field) if offered else None
            return {'type': kind, field: r[0] if r else current + int(st.get('minRaiseIncrement') or 0)}
        if a == 8:
            return {'type': 'all-in'}
        return {'type': kind, field: sized(view, POT_FRACTIONS[a - 3])}

    def encode(self, view: Mapping[str, Any], partial: Optional[Partial], o: Obs) -> None:
        st = view['state']
        opts = view.get('options') or {}
        me = view['you'] if view.get('you') is not None else 0
        players = st.get('players') or []
        n = len(players) or 2
        unit = float(opts.get('startingStack') or 1000)
        o.cards('hole', st.get('yourCards') or [])
        o.cards('board', st.get('board') or [])
        if st.get('phase') in STREETS:
            o.onehot('street', STREETS.index(st['phase']))
        for p in players:
            r = seat_rel(p['seat'], me, n)
            if r >= SEATS:
                continue
            if p['seat'] != me and p.get('holeCards'):
                o.cards('shown', p['holeCards'])
            o.put('stack', ratio(p.get('stack') or 0, unit), at=r)
            o.put('bet', ratio(p.get('bet') or 0, unit), at=r)
            o.put('committed', ratio(p.get('committed') or 0, unit), at=r)
            if p.get('status') in STATUSES:
                o.put('status', 1.0, at=4 * r + STATUSES.index(p['status']))
            if p.get('isButton'):
                o.onehot('button', r)
            o.put('present', 1.0, at=r)
        o.put('pot', [ratio(st.get(k) or 0, unit) for k in ('totalPot', 'toCall', 'currentBet', 'minRaiseIncrement')])
        max_hands = opts.get('maxHands') or 0
        if max_hands:
            o.put('progress', ratio((st.get('handNumber') or 1) - 1, float(max_hands)))

    def score(self, view: Mapping[str, Any], seat: int) -> float:
        """Chips won: the final stack minus the starting stack, or with `resetStacks` the match score
        itself (already the chips won over the hands)."""
        opts = view.get('options') or {}
        points = float(view['result']['scores'][seat])
        return points if opts.get('resetStacks') else points - float(opts.get('startingStack') or 0)
