"""Euchre: bids, the dealer's discard, going alone and the tricks (docs/rules/euchre.md). A card action
is the discard in the dealer's discard phase and the card played otherwise."""
from __future__ import annotations

from typing import Any, Mapping, Optional

from ..cards import DECK24, SUITS
from .base import Block, GameSpec, Obs, Partial, seat_rel

PHASES = ('bid-round-1', 'dealer-discard', 'bid-round-2', 'alone', 'play')
CARD0 = 12  # the first card action


class Euchre(GameSpec):
    game = 'euchre'
    min_seats = 4
    max_seats = 4
    actions = (
        ('pass', 'order up', 'order up, alone')
        + tuple(f'name {s} trump' for s in SUITS)
        + tuple(f'name {s} trump, alone' for s in SUITS)
        + ('go alone',)
        + tuple(f'card {c} (discard or play)' for c in DECK24.cards)
    )
    layout = (
        Block('hand', 24, 24, 'your cards'),
        Block('up_card', 24, 24, 'the up card'),
        Block('discard', 24, 24, 'your discard, when you dealt and discarded'),
        Block('trick', 96, 24, 'the current trick: the card of each seat from yours (you first; a plane each)'),
        Block('played', 24, 24, 'the cards of the finished tricks of this hand'),
        Block('phase', 5, None, 'bid round 1, dealer discard, bid round 2, alone, play (one-hot)'),
        Block('up_state', 2, None, 'the up card is turned down; the dealer kept it'),
        Block('trump', 4, None, 'the trump suit c d h s (one-hot)'),
        Block('dealer', 4, None, 'the dealer, counted from your seat (one-hot)'),
        Block('leader', 4, None, "the current trick's leader, from your seat (one-hot)"),
        Block('makers', 2, None, 'your team made trump; the other team did'),
        Block('alone', 4, None, 'each seat from yours plays alone'),
        Block('sitting_out', 4, None, 'each seat from yours sits out'),
        Block('tricks', 2, None, "tricks won this hand by your team / 5, by theirs / 5"),
        Block('scores', 2, None, 'team points / targetPoints: yours, theirs'),
    )

    def action_rows(self) -> list[tuple[str, str]]:
        rows = super().action_rows()[:CARD0]
        cards = ' '.join(DECK24.cards)
        rows.append((f'{CARD0}–{CARD0 + 23}', f'a card, in this order: {cards} (action {CARD0} + (rank − 9) · 4 + suit, '
                     'suits c d h s): discard it in the dealer\'s discard, play it otherwise'))
        return rows

    def options(self, view: Mapping[str, Any], partial: Optional[Partial]) -> dict:
        out: dict[int, dict] = {}
        for m in view.get('legalMoves') or []:
            t = m.get('type')
            if t == 'pass':
                out[0] = {'type': 'pass'}
            elif t == 'order-up':
                out[2 if m.get('alone') else 1] = dict(m)
            elif t == 'name-trump' and m.get('suit') in SUITS:
                out[(7 if m.get('alone') else 3) + SUITS.index(m['suit'])] = dict(m)
            elif t == 'go-alone':
                out[11] = {'type': 'go-alone'}
            elif t in ('discard', 'play') and isinstance(m.get('card'), str):
                out[CARD0 + DECK24.index(m['card'])] = dict(m)
        return out

    def intended(self, view: Mapping[str, Any], a: int) -> Optional[dict]:
        if a == 0:
            return {'type': 'pass'}
        if a in (1, 2):
            return {'type': 'order-up', 'alone': a == 2}
        if 3 <= a < 11:
            return {'type': 'name-trump', 'suit': SUITS[(a - 3) % 4], 'alone': a >= 7}
        if a == 11:
            return {'type': 'go-alone'}
        kind = 'discard' if view['state'].get('phase') == 'dealer-discard' else 'play'
        return {'type': kind, 'card': DECK24.cards[a - CARD0]}

    def encode(self, view: Mapping[str, Any], partial: Optional[Partial], o: Obs) -> None:
        st = view['state']
        me = view['you'] if view.get('you') is not None else 0
        team = me % 2
        o.cards('hand', st.get('yourCards') or [])
        if st.get('upCard'):
            o.cards('up_card', [st['upCard']])
        if st.get('discard'):
            o.cards('discard', [st['discard']])
        trick = st.get('trick') or {}
        for played in trick.get('cards') or []:
            o.cards('trick', [played['card']], plane=seat_rel(played['seat'], me, 4))
        if trick.get('leader') is not None:
            o.onehot('leader', seat_rel(trick['leader'], me, 4))
        for t in st.get('tricks') or []:
            o.cards('played', [p['card'] for p in t.get('cards') or []])
        if st.get('phase') in PHASES:
            o.onehot('phase', PHASES.index(st['phase']))
        o.put('up_state', [1.0 if st.get('upCardTurnedDown') else 0.0, 1.0 if st.get('upCardKept') else 0.0])
        if st.get('trump') in SUITS:
            o.onehot('trump', SUITS.index(st['trump']))
        if st.get('dealer') is not None:
            o.onehot('dealer', seat_rel(st['dealer'], me, 4))
        if st.get('makers') is not None:
            o.put('makers', 1.0, at=0 if st['makers'] == team else 1)
        for seat in st.get('alone') or []:
            o.put('alone', 1.0, at=seat_rel(seat, me, 4))
        for seat in st.get('sittingOut') or []:
            o.put('sitting_out', 1.0, at=seat_rel(seat, me, 4))
        won = st.get('tricksWon') or [0, 0]
        o.put('tricks', [won[team] / 5, won[1 - team] / 5])
        target = float(st.get('targetPoints') or 10)
        pts = st.get('teamScores') or [0, 0]
        o.put('scores', [pts[team] / target, pts[1 - team] / target])
