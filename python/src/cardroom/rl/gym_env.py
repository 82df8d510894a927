"""cardroom.rl.gym_env: the single-agent Gymnasium environment. The agent holds one seat (`seat`, 0 by
default); every other seat is a built-in level (`opponent`: one level for all, or a list per seat in
seat order, the agent's seat left out). An episode is one match, its reward at the end in the game's
unit; `reset(seed=k)` deals the same cards for the same k."""
from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence, Union

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from ..client import Client
from ..transport import ApiError
from .aec import match_seed, observation_space
from .games import spec as game_spec
from .table import Table, seats_for
from .turn import ServerRefused, Turn, info_of


class CardroomGym(gym.Env):
    metadata = {'render_modes': ['ansi']}

    def __init__(self, game: str, opponent: Union[str, Sequence[str]] = 'basic', url: str = 'http://localhost:3000', *,
                 seat: int = 0, players: Optional[int] = None, options: Optional[Mapping[str, Any]] = None,
                 preset: Optional[str] = None, client: Optional[Client] = None, render_mode: Optional[str] = None,
                 illegal_action: str = 'raise'):
        self.spec_game = game_spec(game)
        self.game = game
        n = seats_for(self.spec_game.min_seats, self.spec_game.max_seats, players, game)
        if not 0 <= seat < n:
            raise ValueError(f'seat {seat} is not a seat of {n}')
        others = [s for s in range(n) if s != seat]
        levels = [opponent] * len(others) if isinstance(opponent, str) else list(opponent)
        if len(levels) != len(others):
            raise ValueError(f'{len(others)} opponents needed (one level per other seat), got {len(levels)}')
        bots = {s: (lv[:-4] if lv.endswith('-bot') else lv) for s, lv in zip(others, levels)}
        if illegal_action not in ('raise', 'random'):
            raise ValueError('illegal_action is "raise" or "random"')
        self.illegal_action = illegal_action
        self.seat = seat
        self.client = client or Client(url)
        self.table = Table(self.client, game, n, bots, options, preset)
        self.observation_space = observation_space(self.spec_game)
        self.action_space = spaces.Discrete(self.spec_game.n_actions)
        self.render_mode = render_mode
        self._turn: Optional[Turn] = None
        self.match_id: Optional[str] = None

    def _obs(self) -> dict:
        assert self._turn is not None
        return {'observation': self._turn.observation(), 'action_mask': self._turn.mask()}

    def action_masks(self) -> np.ndarray:
        """The mask as a boolean array (the method maskable agents look for)."""
        return self._turn.mask().astype(bool) if self._turn is not None else np.zeros(self.spec_game.n_actions, bool)

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None) -> tuple[dict, dict]:
        super().reset(seed=seed)
        if seed is not None:
            self._seeded = True
        self.table.abandon()
        # seeded once: every later match seed comes from the generator too (reset() after
        # reset(seed=k) is reproducible); never seeded: the server's own secret seed
        self.table.open_playable(lambda: match_seed(self.np_random) if self._seeded else None)
        self.match_id = self.table.match_id
        self._turn = Turn(self.spec_game, self.table.view(self.seat))
        return self._obs(), info_of(self._turn.view, self._turn.mask())

    _seeded = False

    def step(self, action: Any) -> tuple[dict, float, bool, bool, dict]:
        turn = self._turn
        if turn is None or self.table.finished:
            raise RuntimeError('the episode is over: reset')
        illegal = None
        if self.illegal_action == 'random' and (not isinstance(action, (int, np.integer)) or int(action) not in turn.options):
            legal = sorted(turn.options)
            illegal, action = action, legal[int(self.np_random.integers(len(legal)))]
        move = turn.choose(action)
        if move is not None:
            try:
                self.table.post(self.seat, move)
            except ApiError as e:
                if e.status == 422:
                    raise ServerRefused(f'{self.game}: the server refused {move} offered by the mask: {e}') from e
                raise
            self._turn = Turn(self.spec_game, self.table.view(self.seat))
        turn = self._turn
        done = self.table.finished
        reward = self.spec_game.score(turn.view, self.seat) if done else 0.0
        info = info_of(turn.view, turn.mask())
        if done:
            info['result'] = turn.view.get('result')
        if illegal is not None:
            info['illegal_action'] = illegal
        return self._obs(), float(reward), done, False, info

    def render(self) -> Optional[str]:
        if self.render_mode != 'ansi' or self._turn is None:
            return None
        v = self._turn.view
        return f'{self.game} {self.table.match_id} v{v["version"]} {v["status"]}: {v["state"]}'

    def close(self) -> None:
        try:
            self.table.abandon()
        finally:
            self.client.close()


def gym_env(game: str, opponent: Union[str, Sequence[str]] = 'basic', url: str = 'http://localhost:3000',
            **kwargs: Any) -> CardroomGym:
    """A Gymnasium environment of `game`: the agent at `seat` (default 0) against built-in levels
    (`opponent`), on the server at `url`; `options`, `players`, `preset`, `client`, `illegal_action`
    as for aec_env."""
    return CardroomGym(game, opponent, url, **kwargs)
