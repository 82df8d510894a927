"""Reinforcement learning over the Cardroom API (the extra `cardroom[rl]`: numpy, gymnasium, pettingzoo).

- `aec_env(game, url=…, options=…, opponents=…)`: a PettingZoo AEC environment (the seats not given
  to built-in levels are the agents).
- `gym_env(game, opponent="basic", …)`: a Gymnasium environment, one agent against built-in levels.
- `evaluate(policy, game, …)`: plays a policy as a bot account in a duplicate series (or a gauntlet)
  and returns the verdict with its interval.

Each game's action table and observation layout: `cardroom.rl.games.SPECS[game]` (docs/python.md).
"""
from .aec import CardroomAEC, aec_env
from .evaluate import Evaluation, evaluate
from .games import SPECS
from .gym_env import CardroomGym, gym_env
from .policies import random_policy
from .table import MatchGone
from .turn import IllegalActionError, ServerRefused

__all__ = ['aec_env', 'gym_env', 'evaluate', 'Evaluation', 'random_policy', 'SPECS', 'CardroomAEC', 'CardroomGym',
           'IllegalActionError', 'ServerRefused', 'MatchGone']
