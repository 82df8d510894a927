"""Cards as the API writes them (`"Th"`: rank 2–9 T J Q K A, suit c d h s) and as observations hold
them: one plane per set of cards, a 0/1 entry per card of the game's deck.

Decks: 52 cards (In-Between, Chinese poker, Hold'em), 32 (East-West: 7 to A), 24 (Euchre: 9 to A).
A card's index in a plane is rank-major: (rank − lowest rank) · 4 + suit, suits in the order c d h s.
"""
from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

RANKS = '23456789TJQKA'  # a string: RANKS.index(rank)
SUITS = ('c', 'd', 'h', 's')
CARD_RE = re.compile(r'^(?:[2-9TJQKA]|10)[cdhs]$')


def rank_value(card: str) -> int:
    """2..14 (A = 14)."""
    r = card[:-1]
    return 10 if r == '10' else RANKS.index(r) + 2


def suit_index(card: str) -> int:
    return SUITS.index(card[-1])


class Deck:
    def __init__(self, lowest: int):
        self.lowest = lowest
        self.size = (15 - lowest) * 4
        self.cards = [r + s for r in RANKS[lowest - 2:] for s in SUITS]

    def index(self, card: str) -> int:
        return (rank_value(card) - self.lowest) * 4 + suit_index(card)


DECK52 = Deck(2)
DECK32 = Deck(7)
DECK24 = Deck(9)
DECKS = {52: DECK52, 32: DECK32, 24: DECK24}


def is_card(x: Any) -> bool:
    return isinstance(x, str) and bool(CARD_RE.match(x))


def normal(card: str) -> str:
    return 'T' + card[-1] if card.startswith('10') else card


def cards_in(value: Any) -> Iterator[str]:
    """Every card string anywhere in a JSON value (keys included), e.g. a view or an info dict."""
    if isinstance(value, str):
        if is_card(value):
            yield normal(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from cards_in(k)
            yield from cards_in(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from cards_in(v)
    elif hasattr(value, 'tolist') and not hasattr(value, 'shape'):
        yield from cards_in(value.tolist())


def sort_desc(cards: Iterable[str]) -> list[str]:
    """Strongest rank first, then suit order: the order Chinese poker's cards are placed in."""
    return sorted(cards, key=lambda c: (-rank_value(c), suit_index(c)))
