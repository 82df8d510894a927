#!/usr/bin/env python3
"""A small learning agent (numpy only) that measurably improves against `random` at In-Between.

The agent is a table: for each spread between the posts (the number of ranks strictly between them,
0 to 11, read from the observation's `spread` block) and each of the five bets (the minimum, ¼, ½,
¾ or all of the largest bet allowed), the mean chips that bet won. It learns in the Gymnasium
environment against the built-in `random` level, choosing ε-greedily, from the chips each bet won
(the view in `info` records every turn's outcome, so the agent needs no reward shaping of the
environment's: the episode's reward stays the final chips). Then it plays greedily.

`evaluate` measures the agent before training (every bet equally good: a random choice) and after,
each as a bot account in a duplicate series against `random-bot`:

    python examples/python/learn_in_between.py --url http://localhost:3000 --episodes 300 --deals 150

prints both verdicts with their 95 % intervals, and the table learnt.
"""
from __future__ import annotations

import argparse
import time
from typing import Optional

import numpy as np

from cardroom.rl import evaluate, gym_env
from cardroom.rl.games import SPECS

SPEC = SPECS['in-between']
SPREAD = SPEC.block('spread')[1]
ACTIONS = SPEC.n_actions


def spread_of(observation: dict) -> int:
    return int(round(float(observation['observation'][SPREAD]) * 11))


class TableAgent:
    def __init__(self, seed: int = 0, epsilon: float = 0.2):
        self.total = np.zeros((12, ACTIONS))
        self.count = np.zeros((12, ACTIONS))
        self.rng = np.random.default_rng(seed)
        self.epsilon = epsilon

    def values(self) -> np.ndarray:
        return np.divide(self.total, self.count, out=np.zeros_like(self.total), where=self.count > 0)

    def act(self, observation: dict, explore: bool) -> int:
        legal = np.flatnonzero(observation['action_mask'])
        if explore and self.rng.random() < self.epsilon:
            return int(self.rng.choice(legal))
        q = self.values()[spread_of(observation)][legal]
        best = legal[q == q.max()]
        return int(self.rng.choice(best))  # ties (an untrained table: all) are broken at random

    def learn(self, spread: int, action: int, chips: float) -> None:
        self.total[spread, action] += chips
        self.count[spread, action] += 1

    def policy(self, explore: bool = False):
        return lambda observation, info: self.act(observation, explore)


def chips_won(view: dict, seat: int, turn: int) -> Optional[float]:
    """The chips the seat's bet of that turn won or lost, from the view's record of the last turns."""
    for outcome in view['state'].get('lastOutcomes') or []:
        if outcome.get('seat') == seat and outcome.get('turn') == turn and outcome.get('bet') is not None:
            return float(outcome['bet'] if outcome['kind'] == 'win' else -outcome['bet'])
    return None


def train(agent: TableAgent, url: str, episodes: int, seed: int) -> int:
    env = gym_env('in-between', 'random', url)
    bets = 0
    observation, info = env.reset(seed=seed)
    for _ in range(episodes):
        done = False
        while not done:
            spread, turn = spread_of(observation), info['view']['state']['turn']
            action = agent.act(observation, explore=True)
            observation, reward, terminated, truncated, info = env.step(action)
            chips = chips_won(info['view'], env.seat, turn)
            if chips is not None:
                agent.learn(spread, action, chips)
                bets += 1
            done = terminated or truncated
        observation, info = env.reset()
    env.close()
    return bets


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    p.add_argument('--url', default='http://localhost:3000')
    p.add_argument('--episodes', type=int, default=300, help='training matches')
    p.add_argument('--deals', type=int, default=150, help='deals of each evaluation series (each played twice)')
    p.add_argument('--seed', type=int, default=1)
    a = p.parse_args()
    agent = TableAgent(a.seed)
    t = time.monotonic()
    before = evaluate(agent.policy(), 'in-between', a.url, opponents=['random'], deals=a.deals, concurrency=8)
    print(f'before training ({time.monotonic() - t:.0f} s): {before}', flush=True)
    t = time.monotonic()
    bets = train(agent, a.url, a.episodes, a.seed)
    print(f'trained on {a.episodes} matches, {bets} bets ({time.monotonic() - t:.0f} s)', flush=True)
    np.set_printoptions(precision=2, suppress=True)
    print('mean chips won per bet, by spread (rows 0..11) and action (min, 25 %, 50 %, 75 %, max):')
    print(agent.values())
    t = time.monotonic()
    after = evaluate(agent.policy(), 'in-between', a.url, opponents=['random'], deals=a.deals, concurrency=8)
    print(f'after training ({time.monotonic() - t:.0f} s): {after}')


if __name__ == '__main__':
    main()
