"""cardroom.rl.aec_env: a PettingZoo AEC environment over the Cardroom API, for every game.

Each seat not given to a built-in level is an agent, `player_<seat>`. An episode is one match: reset
creates it (with `seed=k`, always the same deal for the same k: the match seed is drawn from the
environment's generator seeded with k), step posts the acting agent's move, and the bots' replies
come back in the same answer. Rewards come at the end, in the game's own unit (the series' unit:
points; Hold'em: chips won), to every agent at once.
"""
from __future__ import annotations

from typing import Any, Mapping, Optional

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv

from ..client import Client
from .games import spec as game_spec
from .table import Table, parse_opponents, seats_for
from .turn import ServerRefused, Turn, info_of
from ..transport import ApiError

OBS_BOUND = 1e6


def observation_space(spec: Any) -> spaces.Dict:
    return spaces.Dict({
        'observation': spaces.Box(-OBS_BOUND, OBS_BOUND, (spec.observation_size,), np.float32),
        'action_mask': spaces.Box(0, 1, (spec.n_actions,), np.int8),
    })


def match_seed(rng: Optional[np.random.Generator]) -> Optional[str]:
    """The match seed of the next reset: 64 hex digits drawn from the environment's generator, or
    None (the server's secret seed) when the environment was never seeded."""
    return None if rng is None else rng.bytes(32).hex()


class CardroomAEC(AECEnv):
    metadata = {'render_modes': ['ansi'], 'name': 'cardroom_v0', 'is_parallelizable': False}

    def __init__(self, game: str, url: str = 'http://localhost:3000', *, options: Optional[Mapping[str, Any]] = None,
                 opponents: Optional[Mapping[Any, str]] = None, players: Optional[int] = None,
                 preset: Optional[str] = None, client: Optional[Client] = None, render_mode: Optional[str] = None,
                 illegal_action: str = 'raise'):
        super().__init__()
        self.spec_game = game_spec(game)
        self.game = game
        n = seats_for(self.spec_game.min_seats, self.spec_game.max_seats, players, game)
        bots = parse_opponents(opponents, n)
        if len(bots) == n:
            raise ValueError('every seat is a built-in level: leave at least one seat to an agent')
        if illegal_action not in ('raise', 'random'):
            raise ValueError('illegal_action is "raise" or "random"')
        self.illegal_action = illegal_action
        self.client = client or Client(url)
        self.table = Table(self.client, game, n, bots, options, preset)
        self.possible_agents = [f'player_{s}' for s in self.table.agent_seats]
        self.agents = []
        self.render_mode = render_mode
        self.metadata = dict(self.metadata, name=f'cardroom_{game.replace("-", "_")}_v0')
        obs_space = observation_space(self.spec_game)
        act_space = spaces.Discrete(self.spec_game.n_actions)
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: act_space for a in self.possible_agents}
        self._np_random: Optional[np.random.Generator] = None
        self._seeded = False
        self._turn: Optional[Turn] = None
        self.match_id: Optional[str] = None

    # -------------------------------------------------------------- spaces
    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    @staticmethod
    def seat(agent: str) -> int:
        return int(agent.rsplit('_', 1)[1])

    # -------------------------------------------------------------- the episode
    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        if seed is not None:
            self._np_random, _ = seeding.np_random(seed)
            self._seeded = True
        self.table.abandon()
        self.table.open_playable(lambda: match_seed(self._np_random) if self._seeded else None)
        self.match_id = self.table.match_id
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        for a in self.agents:
            v = self.table.view(self.seat(a))
            self.infos[a] = info_of(v, np.zeros(self.spec_game.n_actions, np.int8))
        self._select()

    def _select(self) -> None:
        """Points agent_selection at the agent to act, with its turn, its info fresh."""
        seat = self.table.next_seat()
        if seat is None:
            raise RuntimeError(f'match {self.table.match_id} waits for no agent (to act: {self.table.to_act})')
        self.agent_selection = f'player_{seat}'
        self._turn = Turn(self.spec_game, self.table.view(seat))
        self.infos[self.agent_selection] = info_of(self._turn.view, self._turn.mask())

    def observe(self, agent: str) -> dict:
        turn = self._turn if (agent == self.agent_selection and self._turn is not None
                              and not self.terminations.get(agent, True)) else None
        if turn is not None:
            return {'observation': turn.observation(), 'action_mask': turn.mask()}
        view = self.table.view(self.seat(agent))  # the current version (one read if it moved on)
        return {'observation': self.spec_game.observation(view, None),
                'action_mask': np.zeros(self.spec_game.n_actions, np.int8)}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        turn = self._turn
        assert turn is not None
        if self.illegal_action == 'random' and (not isinstance(action, (int, np.integer)) or int(action) not in turn.options):
            legal = sorted(turn.options)
            self.infos[agent]['illegal_action'] = action
            action = legal[int(self.np_random.integers(len(legal)))]
        move = turn.choose(action)
        if move is None:  # the same agent decides again (Chinese poker's next card)
            self.infos[agent] = info_of(turn.view, turn.mask())
            self._accumulate_rewards()
            return
        seat = self.seat(agent)
        try:
            self.table.post(seat, move)
        except ApiError as e:
            if e.status == 422:
                raise ServerRefused(f'{self.game}: the server refused {move} offered by the mask: {e}') from e
            raise
        if self.table.finished:
            self._finish()
        else:
            self._select()
        self._accumulate_rewards()

    def _finish(self) -> None:
        for a in self.agents:
            view = self.table.view(self.seat(a))
            self.rewards[a] = self.spec_game.score(view, self.seat(a))
            self.terminations[a] = True
            self.infos[a] = info_of(view, np.zeros(self.spec_game.n_actions, np.int8))
            self.infos[a]['result'] = view.get('result')
        self._turn = None
        self._deads_step_first()

    @property
    def np_random(self) -> np.random.Generator:
        if self._np_random is None:
            self._np_random, _ = seeding.np_random()
        return self._np_random

    def render(self) -> Optional[str]:
        if self.render_mode != 'ansi' or self.table.match_id is None:
            return None
        seat = self.seat(self.agent_selection) if self.agents else self.table.agent_seats[0]
        v = self.table.view(seat)
        return f'{self.game} {self.table.match_id} v{v["version"]} {v["status"]} to act {v["toAct"]}: {v["state"]}'

    def close(self) -> None:
        try:
            self.table.abandon()
        finally:
            self.client.close()


def aec_env(game: str, url: str = 'http://localhost:3000', **kwargs: Any) -> CardroomAEC:
    """A PettingZoo AEC environment of `game` on the server at `url`: `options` (the game's options),
    `opponents` ({"player_1": "expert"}: those seats are built-in levels), `players` (the number of
    seats; default the game's minimum), `preset`, `client` (a cardroom.Client to use),
    `illegal_action` ("raise", the default: IllegalActionError naming the legal actions; or "random":
    a random legal action instead, noted in `info["illegal_action"]`)."""
    return CardroomAEC(game, url, **kwargs)
