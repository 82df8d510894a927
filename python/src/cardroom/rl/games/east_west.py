"""East-West: the drawn card goes to one of three columns (docs/rules/east-west.md)."""
from __future__ import annotations

from typing import Any, Mapping, Optional

from .base import Block, GameSpec, Obs, Partial, legal_of


class EastWest(GameSpec):
    game = 'east-west'
    min_seats = 2
    max_seats = 2
    actions = ('place in column 0', 'place in column 1', 'place in column 2')
    layout = (
        Block('drawn', 32, 32, 'your drawn card, while it is yours to place'),
        Block('centre', 96, 32, 'the centre card of column 0, 1, 2 (a plane each)'),
        Block('mine', 96, 32, 'your cards in column 0, 1, 2'),
        Block('theirs', 96, 32, "the opponent's cards in column 0, 1, 2"),
        Block('counts', 6, None, 'your cards per column / 4, then theirs'),
        Block('scores', 2, None, 'your match points / targetPoints, then theirs'),
        Block('round', 2, None, 'you started this round (0/1); placements made this round / 24'),
    )

    def options(self, view: Mapping[str, Any], partial: Optional[Partial]) -> dict:
        return {int(m['column']): {'type': 'place', 'column': int(m['column'])}
                for m in legal_of(view, 'place') if isinstance(m.get('column'), int)}

    def intended(self, view: Mapping[str, Any], a: int) -> Optional[dict]:
        return {'type': 'place', 'column': a}

    def encode(self, view: Mapping[str, Any], partial: Optional[Partial], o: Obs) -> None:
        st = view['state']
        me = view['you'] if view.get('you') is not None else 0
        other = 1 - me
        o.cards('drawn', st.get('yourCards') or [])
        target = float(st.get('targetPoints') or 1)
        for c, col in enumerate(st.get('columns') or []):
            if col.get('centre'):
                o.cards('centre', [col['centre']], plane=c)
            o.cards('mine', col['cards'][me], plane=c)
            o.cards('theirs', col['cards'][other], plane=c)
            o.put('counts', len(col['cards'][me]) / 4, at=c)
            o.put('counts', len(col['cards'][other]) / 4, at=3 + c)
        scores = st.get('scores') or [0, 0]
        o.put('scores', [scores[me] / target, scores[other] / target])
        o.put('round', [1.0 if st.get('firstPlayer') == me else 0.0, (st.get('placed') or 0) / 24])
