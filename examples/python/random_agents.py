#!/usr/bin/env python3
"""A random agent through each environment of the `cardroom` package (pip install './python[rl]'):
for every game, one episode of the PettingZoo AEC environment (several agents where the game allows)
and one of the Gymnasium environment (one agent against built-in levels), each agent drawing a
uniformly random legal action from its action mask. Prints each episode's rewards.

    python examples/python/random_agents.py --url http://localhost:3000
"""
from __future__ import annotations

import argparse

from cardroom.rl import aec_env, gym_env, random_policy

SHORT = {  # options that keep an episode (one whole match) short
    'east-west': {'targetPoints': 2},
    'in-between': {'rounds': 1},
    'chinese-poker': {'hands': 1},
    'euchre': {'targetPoints': 3},
    'texas-holdem': {'maxHands': 5, 'resetStacks': True},
}
AGENTS = {  # which seats built-in levels take in the AEC environment (the others are agents)
    'east-west': {},
    'in-between': {'players': 3, 'opponents': {'player_2': 'basic'}},
    'chinese-poker': {'players': 3, 'opponents': {'player_2': 'expert'}},
    'euchre': {'opponents': {'player_1': 'basic', 'player_3': 'basic'}},
    'texas-holdem': {'players': 3, 'opponents': {'player_2': 'advanced'}},
}


def aec_episode(game: str, url: str, seed: int) -> dict:
    env = aec_env(game, url, options=SHORT[game], **AGENTS[game])
    policy = random_policy(seed)
    env.reset(seed=seed)
    returns = {a: 0.0 for a in env.possible_agents}
    steps = 0
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        returns[agent] += reward
        env.step(None if terminated or truncated else policy(observation, info))
        steps += 0 if terminated or truncated else 1
    env.close()
    return {'steps': steps, 'returns': returns}


def gym_episode(game: str, url: str, seed: int) -> dict:
    env = gym_env(game, 'basic', url, options=SHORT[game])
    policy = random_policy(seed)
    observation, info = env.reset(seed=seed)
    total, steps, done = 0.0, 0, False
    while not done:
        observation, reward, terminated, truncated, info = env.step(policy(observation, info))
        total += reward
        steps += 1
        done = terminated or truncated
    env.close()
    return {'steps': steps, 'return': total, 'result': info['result']}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    p.add_argument('--url', default='http://localhost:3000')
    p.add_argument('--seed', type=int, default=1)
    a = p.parse_args()
    for game in SHORT:
        aec = aec_episode(game, a.url, a.seed)
        print(f'{game:14} AEC: {aec["steps"]:3} steps, rewards {aec["returns"]}')
        gym = gym_episode(game, a.url, a.seed)
        print(f'{game:14} Gym: {gym["steps"]:3} steps, return {gym["return"]:+g} against basic '
              f'(winners {gym["result"]["winners"]})')


if __name__ == '__main__':
    main()
