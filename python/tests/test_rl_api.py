"""The libraries' own checks: PettingZoo's api_test for the AEC environment of every game, and
Gymnasium's check_env for the single-agent environment of every game."""
from __future__ import annotations

import warnings

import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from cardroom.rl import aec_env, gym_env

from .conftest import GAMES, SMALL

# several agents wherever the game allows, with a built-in level in a seat where there is room
AEC_SETUPS = {
    'east-west': {},
    'in-between': {'players': 3, 'opponents': {'player_1': 'basic'}},
    'chinese-poker': {'players': 3, 'opponents': {'player_2': 'expert'}},
    'euchre': {'opponents': {'player_1': 'random', 'player_3': 'basic'}},
    'texas-holdem': {'players': 3, 'opponents': {'player_0': 'advanced'}},
}


@pytest.mark.parametrize('game', GAMES)
def test_pettingzoo_api_test(url: str, game: str) -> None:
    env = aec_env(game, url, options=SMALL[game], **AEC_SETUPS[game])
    try:
        with warnings.catch_warnings():
            warnings.simplefilter('ignore')  # the library's advice (e.g. masks of agents not to act are all zeros)
            api_test(env, num_cycles=15)
    finally:
        env.close()


@pytest.mark.parametrize('game', GAMES)
def test_gymnasium_check_env(url: str, game: str) -> None:
    # check_env steps with actions drawn without the mask: illegal ones are replaced by a random legal
    # action here (the default, "raise", is tested in test_rl_episodes.py)
    env = gym_env(game, 'basic', url, options=SMALL[game], illegal_action='random')
    try:
        check_env(env, skip_render_check=True)
    finally:
        env.close()
