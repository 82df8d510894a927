"""The hand values behind Chinese poker's mask: the vectors of docs/rules/poker-hands.md, and the
server's own verdict (`/check`) on random arrangements, the boundary of back ≥ middle ≥ front included."""
from __future__ import annotations

import random

import pytest

from cardroom import Client
from cardroom.rl.games.chinese_poker import legal_splits, start
from cardroom.rl.poker import key5, middle_holds_front, value3, value5


def h(s: str) -> list[str]:
    return s.split()


@pytest.mark.parametrize('a, b, want', [
    ('As Ks Qs Js Ts', '9h 9d 9c 9s 2d', 1),  # §8 #1 straight flush > quads
    ('Ah 2s 3h 4d 5c', '2c 3s 4c 5h 6d', -1),  # #2 the wheel is the lowest straight
    ('Kd Kc 7h 7s 2d', 'Kh Ks 7d 7c 3h', -1),  # #3 two pair, the kicker
    ('Ah Jh 9h 6h 3h', 'Ad Jd 9d 6d 2d', 1),  # #4 flush, the fifth card
    ('Qc Qd 9s 8h 2c', 'Qh Qs 9d 8c 2d', 0),  # #5 tie
    ('Qs Js Ts 9s 8s', 'Ks Kd Kh 2c 2d', 1),  # straight flush > full house
    ('Ks Kd Kh 2c 2d', 'Ah Kh Qh Jh 9h', 1),  # full house > flush
    ('Ah Kh Qh Jh 9h', 'Ts Jd Qc Kh Ad', 1),  # flush > straight
    ('Ts Jd Qc Kh Ad', '2s 2d 2h Kc Qd', 1),  # straight > trips
    ('Qh Ks Ah 2c 3d', 'Kc Kd 2h 3s 4c', -1),  # Q-K-A-2-3 is no straight: ace high < a pair
])
def test_five_card_vectors(a: str, b: str, want: int) -> None:
    ka, kb = key5(value5(h(a))), key5(value5(h(b)))
    assert (ka > kb) - (ka < kb) == want


def test_three_card_rows_and_the_front_middle_comparison() -> None:
    assert value3(h('8h 8d 8c')) > value3(h('As Ad Jc'))  # §8 #12
    assert value3(h('Ah Kd Qd')) > value3(h('Ad Kc Jc'))  # #13
    assert value3(h('5h 6h 7h'))[0] == 0  # no three-card straight or flush
    # §7's examples
    assert middle_holds_front(value5(h('Jh Jd 7h 7c 4c')), value3(h('Qs Qh 5h')))
    assert middle_holds_front(value5(h('Ac Kc Qs 4d 3h')), value3(h('Ah Kd Qd')))  # equal as far as the front reaches
    assert not middle_holds_front(value5(h('As Ad Kc Kh 2d')), value3(h('8h 8d 8c')))


def test_the_legal_arrangements_agree_with_the_server(client: Client) -> None:
    """Random hands: arrangements the enumeration calls legal and illegal (half and half, many near the
    boundary: a legal one with two cards swapped) checked by the server."""
    rng = random.Random(2024)
    checked = {True: 0, False: 0}
    for hand in range(4):
        m = client.create_match('chinese-poker', [{'name': 'a'}, {'bot': 'random'}], options={'hands': 1})
        checked_hand(client, m, rng, checked, 30)
    assert checked[True] >= 15 and checked[False] >= 15


def checked_hand(client: Client, m: dict, rng: random.Random, checked: dict, n: int) -> None:
    token = m['seats'][0]['token']
    cards = m['state']['yourCards']
    p = start(cards)
    backs, middles = legal_splits(p.cards)
    legal = {(int(b), int(mm)) for b, mm in zip(backs, middles)}
    for _ in range(n):
        b, mm = rng.choice(sorted(legal))
        if rng.random() < 0.75:  # swap a card of the back or middle with one of another row
            i = rng.choice([x for x in range(13) if (b | mm) >> x & 1])
            j = rng.choice([x for x in range(13) if not ((b >> x & 1) and (b >> i & 1)) and not ((mm >> x & 1) and (mm >> i & 1))])
            row = lambda bits_b, bits_m, x: 2 if bits_b >> x & 1 else 1 if bits_m >> x & 1 else 0  # noqa: E731
            ri, rj = row(b, mm, i), row(b, mm, j)
            bits = [b, mm]
            for r, x, y in ((ri, i, j), (rj, j, i)):
                if r == 2:
                    bits[0] = bits[0] & ~(1 << x) | (1 << y)
                elif r == 1:
                    bits[1] = bits[1] & ~(1 << x) | (1 << y)
            b, mm = bits
        rows = {'front': [], 'middle': [], 'back': []}
        for x, c in enumerate(p.cards):
            rows['back' if b >> x & 1 else 'middle' if mm >> x & 1 else 'front'].append(c)
        ours = (b, mm) in legal
        verdict = client.check_move('chinese-poker', m['id'], {'type': 'arrange', **rows}, token=token)
        assert verdict['valid'] == ours, (rows, verdict)
        checked[ours] += 1
