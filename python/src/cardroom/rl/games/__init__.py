"""The five games' action tables and observation encodings (one module each)."""
from __future__ import annotations

from .base import Block, GameSpec, Obs, Partial
from .chinese_poker import ChinesePoker
from .east_west import EastWest
from .euchre import Euchre
from .in_between import InBetween
from .texas_holdem import TexasHoldem

SPECS: dict[str, GameSpec] = {s.game: s for s in (EastWest(), InBetween(), ChinesePoker(), Euchre(), TexasHoldem())}


def spec(game: str) -> GameSpec:
    try:
        return SPECS[game]
    except KeyError:
        raise ValueError(f'unknown game {game!r}: one of {", ".join(SPECS)}') from None


__all__ = ['SPECS', 'spec', 'GameSpec', 'Block', 'Obs', 'Partial']
