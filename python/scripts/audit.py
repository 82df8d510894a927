#!/usr/bin/env python3
"""Audits the environments over many random episodes per game (issue 38's "must show"): at every step
the action mask equals the server's legal moves (and Chinese poker's placements agree with the
server's verdict on whole arrangements), and no observation or info of an agent holds a card its
seat cannot see, checked card by card against the seat's view read again from the server.

    python python/scripts/audit.py --url http://127.0.0.1:3000 --episodes 200
    python python/scripts/audit.py --url … --games euchre,texas-holdem --episodes 20

The server should run without a rate limit (RATE_LIMIT_PER_MINUTE=0). Prints one line per game and
exits 1 when any problem was found (each is printed).
"""
from __future__ import annotations

import argparse
import random
import sys
import time

from cardroom.rl import aec_env, random_policy
from cardroom.rl.audit import Tally, audit_episode

# the environments audited: several agents where the game allows, built-in levels in the other seats,
# short matches (the whole match is the episode)
SETUPS = {
    'east-west': ({'targetPoints': 1}, {}),
    'in-between': ({'rounds': 1, 'startingChips': 10}, {'players': 3, 'opponents': {'player_1': 'basic'}}),
    'chinese-poker': ({'hands': 1}, {'players': 3, 'opponents': {'player_2': 'basic'}}),
    'euchre': ({'targetPoints': 2}, {'opponents': {'player_1': 'random', 'player_3': 'basic'}}),
    'texas-holdem': ({'maxHands': 3, 'startingStack': 200}, {'players': 3, 'opponents': {'player_0': 'basic'}}),
}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    p.add_argument('--url', default='http://127.0.0.1:3000')
    p.add_argument('--episodes', type=int, default=200)
    p.add_argument('--games', default=','.join(SETUPS))
    p.add_argument('--seed', type=int, default=1)
    p.add_argument('--placements', type=int, default=None,
                   help="Chinese poker: check the placements with the server's /check in this many episodes "
                        '(default: all; each costs a few requests per decision)')
    a = p.parse_args()
    bad = 0
    for game in a.games.split(','):
        options, kw = SETUPS[game]
        env = aec_env(game, a.url, options=options, **kw)
        tally = Tally()
        rng = random.Random(a.seed)
        started = time.monotonic()
        try:
            for k in range(a.episodes):
                checks = a.placements is None or k < a.placements
                audit_episode(env, random_policy(a.seed * 100_000 + k), seed=a.seed * 100_000 + k, tally=tally, rng=rng,
                              server_checks=checks)
                if (k + 1) % 25 == 0:
                    print(f'  {game}: {k + 1} episodes, {tally.steps} steps, {len(tally.problems)} problems '
                          f'({time.monotonic() - started:.0f} s)', flush=True)
        finally:
            env.close()
        print(f'{game}: {tally} ({time.monotonic() - started:.0f} s)', flush=True)
        for problem in tally.problems:
            print('  ' + problem)
        bad += len(tally.problems)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
