"""The examples run: the random agents through both environments (one game here; the script does all
five), and the learning agent's pieces (its training loop and its policy, briefly)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / 'examples' / 'python'


def load(name: str):
    spec = importlib.util.spec_from_file_location(name, EXAMPLES / f'{name}.py')
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


@pytest.mark.parametrize('game', ['chinese-poker', 'texas-holdem'])
def test_random_agents(url: str, game: str) -> None:
    ex = load('random_agents')
    aec = ex.aec_episode(game, url, seed=2)
    assert aec['steps'] > 0 and set(aec['returns']) == {'player_0', 'player_1'}
    gym = ex.gym_episode(game, url, seed=2)
    assert gym['steps'] > 0 and gym['result']['winners']


def test_the_learning_agent_learns_from_its_bets(url: str) -> None:
    ex = load('learn_in_between')
    agent = ex.TableAgent(seed=1)
    bets = ex.train(agent, url, episodes=3, seed=1)
    assert bets > 0 and agent.count.sum() == bets
    policy = agent.policy()
    observation = {'observation': np.zeros(ex.SPEC.observation_size, 'float32'),
                   'action_mask': np.array([1, 1, 0, 0, 1], 'int8')}
    assert policy(observation, {}) in (0, 1, 4)
