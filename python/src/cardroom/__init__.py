"""Cardroom from Python.

- `cardroom.Client`: the HTTP API (accounts and keys, matches, moves, the account stream, series,
  tournaments, gauntlets), standard library only, results typed from the API's /openapi.json
  (`cardroom.schema`).
- `cardroom.rl` (the extra `cardroom[rl]`: numpy, gymnasium, pettingzoo): `aec_env`, `gym_env` and
  `evaluate`.

docs/python.md in the repository is the guide.
"""
from .client import GAMES, Client
from .transport import ApiError, Unreachable
from .stream import AccountStream

__all__ = ['Client', 'ApiError', 'Unreachable', 'AccountStream', 'GAMES']
__version__ = '0.1.0'
