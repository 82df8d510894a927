#!/usr/bin/env python3
"""How fast the environments step against a local server, what a step costs the server, and what the
Python client costs next to the TypeScript example bot (issue 38's speed figures).

    python python/bench/speed.py [--checkout .] [--seconds 20] [--games east-west,texas-holdem]

Starts its own server (node dist/src/main.js of the checkout: `npm run build` first; an embedded
throw-away database, no rate limit), so that the server's CPU (process_cpu_seconds_total of its
/metrics: the event loop and the bots' worker threads) is this bench's alone. Prints, with the load
average at each step:

1. steps per second of one Gymnasium environment (the agent against `random`, random legal actions),
   the client's CPU per step and the server's CPU per step;
2. the same for 16 environments stepping at once (16 processes);
3. the client's CPU per move of a bot playing a duplicate series from the account stream, for the
   Python package (`evaluate`, a random policy) and for the TypeScript example bot
   (examples/bot.ts --series), runs alternated; each measured as the difference between a long and a
   short series, so that start-up (Python's imports, tsx's compilation) cancels out.
"""
from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import re
import resource
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

from cardroom import Client
from cardroom.rl import evaluate, gym_env, random_policy
from cardroom.server import LocalServer

OPTIONS = {  # the environments' matches: the game's defaults, with Hold'em bounded
    'east-west': {},
    'in-between': {},
    'chinese-poker': {},
    'euchre': {},
    'texas-holdem': {'maxHands': 20},
}


def load() -> str:
    return '/'.join(f'{x:.1f}' for x in os.getloadavg())


def server_cpu(url: str) -> float:
    with urllib.request.urlopen(url + '/metrics', timeout=10) as r:
        text = r.read().decode()
    m = re.search(r'^process_cpu_seconds_total (\S+)$', text, re.M)
    return float(m.group(1)) if m else float('nan')


def run_env(args: tuple[str, str, float, int]) -> tuple[int, float]:
    """Steps one environment for `seconds`: (steps, client CPU seconds)."""
    url, game, seconds, seed = args
    env = gym_env(game, 'random', url, options=OPTIONS[game])
    policy = random_policy(seed)
    cpu0 = time.process_time()
    obs, info = env.reset(seed=seed)
    steps = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        obs, _, terminated, truncated, info = env.step(policy(obs, info))
        steps += 1
        if terminated or truncated:
            obs, info = env.reset()
    cpu = time.process_time() - cpu0
    env.close()
    return steps, cpu


def envs_at_once(url: str, game: str, n: int, seconds: float) -> dict[str, float]:
    s0, t0 = server_cpu(url), time.monotonic()
    if n == 1:
        results = [run_env((url, game, seconds, 1))]
    else:
        with mp.get_context('spawn').Pool(n) as pool:
            results = pool.map(run_env, [(url, game, seconds, k + 1) for k in range(n)])
    wall, server = time.monotonic() - t0, server_cpu(url) - s0
    steps = sum(r[0] for r in results)
    return {'steps': steps, 'per_s': steps / seconds, 'client_ms': 1000 * sum(r[1] for r in results) / steps,
            'server_ms': 1000 * server / steps, 'wall': wall}


def python_bot(url: str, deals: int) -> tuple[int, float]:
    """(moves, client CPU seconds) of evaluate() playing a series against random-bot."""
    cpu0 = time.process_time()
    result = evaluate(random_policy(1), 'east-west', url, opponents=['random'], deals=deals, concurrency=4)
    return result.moves, time.process_time() - cpu0


def ts_bot(url: str, checkout: Path, deals: int) -> tuple[int, float]:
    """(moves, CPU seconds of the process tree) of examples/bot.ts --series against random-bot."""
    c = Client(url)
    name = f'ts-bench-{os.getpid()}-{deals}-{int(time.time() * 1000) % 100000}'
    key = c.create_account(name, kind='bot')['apiKey']
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([str(checkout / 'node_modules' / '.bin' / 'tsx'), 'examples/bot.ts', '--url', url, '--game',
                    'east-west', '--series', 'random-bot', '--deals', str(deals), '--concurrency', '4', '--wait', '300'],
                   cwd=checkout, env=dict(os.environ, CARDROOM_KEY=key), check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    series = Client(url, key).account_series(name)['items'][0]
    full = c.series(series['id'])
    moves = 0
    for m in full['matches']:
        seat = m['seats'].index(name)
        moves += sum(1 for e in c.move_log('east-west', m['matchId']) if e['seat'] == seat)
    return moves, cpu


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    p.add_argument('--checkout', default=str(Path(__file__).resolve().parents[2]))
    p.add_argument('--seconds', type=float, default=20)
    p.add_argument('--games', default=','.join(OPTIONS))
    p.add_argument('--parallel', type=int, default=16)
    p.add_argument('--deals', type=int, default=15, help='deals of the long series (the short one has 3)')
    p.add_argument('--rounds', type=int, default=2, help='alternated runs of each bot')
    p.add_argument('--warmup', type=float, default=5, help='seconds of one environment before each game is measured')
    p.add_argument('--database-url', help='the server on this PostgreSQL database (its CPU is then not the server\'s)')
    p.add_argument('--no-bots', action='store_true', help='skip the client CPU per move comparison')
    a = p.parse_args()
    checkout = Path(a.checkout)
    extra = {'DATABASE_URL': a.database_url} if a.database_url else {}
    with LocalServer(checkout, env=extra) as url:
        db = 'PostgreSQL (its CPU not counted)' if a.database_url else 'embedded PGlite (in the server process)'
        print(f'server {url} on {db}; load average {load()}', flush=True)
        for game in a.games.split(','):
            if a.warmup:
                run_env((url, game, a.warmup, 99))  # V8 optimizes the move path first
            for n in (1, a.parallel):
                r = envs_at_once(url, game, n, a.seconds)
                print(f'{game:14} {n:2} env{"s" if n > 1 else " "}: {r["per_s"]:7.1f} steps/s '
                      f'({r["steps"]} steps in {a.seconds:.0f} s); client CPU {r["client_ms"]:.2f} ms/step, '
                      f'server CPU {r["server_ms"]:.2f} ms/step; load {load()}', flush=True)
        if a.no_bots:
            return
        print('client CPU per move, a series against random-bot (east-west), long minus short:', flush=True)
        for k in range(a.rounds):
            for label, bot in (('python', lambda d: python_bot(url, d)), ('typescript', lambda d: ts_bot(url, checkout, d))):
                m_short, c_short = bot(3)
                m_long, c_long = bot(a.deals)
                per = 1000 * (c_long - c_short) / max(1, m_long - m_short)
                print(f'  round {k + 1} {label:10}: {m_long - m_short} moves, {per:.2f} ms CPU/move '
                      f'(short {m_short} moves {c_short:.2f} s, long {m_long} moves {c_long:.2f} s); load {load()}',
                      flush=True)


if __name__ == '__main__':
    sys.exit(main())
