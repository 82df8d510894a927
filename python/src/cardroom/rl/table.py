"""One match driven for the environments: created with a seat per agent (a name, so a token comes back)
and a built-in level for each other seat, its views read with each agent's own token (never another
seat's), its moves posted with `expectedVersion`.

The views are cached per seat and version: after a move only the mover's view is known (the answer);
another agent's is read when it is needed.
"""
from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

from ..client import Client
from ..transport import ApiError


class MatchGone(RuntimeError):
    """The match moved on without this client (a move by a turn clock, another client): the
    environment cannot go on with it; reset."""


class Table:
    def __init__(self, client: Client, game: str, seats: int, bots: Mapping[int, str],
                 options: Optional[Mapping[str, Any]] = None, preset: Optional[str] = None):
        self.client = client
        self.game = game
        self.seats = seats
        self.bots = dict(bots)
        self.agent_seats = [s for s in range(seats) if s not in self.bots]
        self.options = dict(options or {})
        self.preset = preset
        self.match_id: Optional[str] = None
        self.tokens: dict[int, str] = {}
        self.version = -1
        self.to_act: list[int] = []
        self.status = 'open'
        self.views: dict[int, dict] = {}  # seat -> its newest view read (any version)
        self.requests = 0

    # -------------------------------------------------------------- lifecycle
    def open(self, seed: Optional[str]) -> None:
        players: list[dict[str, Any]] = []
        for s in range(self.seats):
            players.append({'bot': self.bots[s]} if s in self.bots else {'name': f'player_{s}'})
        created = self.client.create_match(self.game, players, options=self.options or None, seed=seed,
                                           preset=self.preset)
        self.requests += 1
        self.match_id = created['id']
        self.version, self.to_act, self.status = -1, [], 'open'
        self.tokens = {s['seat']: s['token'] for s in created['seats'] if s.get('token')}
        self.views = {}
        self._saw(created)
        if created.get('you') is not None:  # the seat's own view, as a read answers it (no tokens)
            seats = [{k: v for k, v in seat.items() if k != 'token'} for seat in created['seats']]
            self.views[created['you']] = dict(created, seats=seats)

    def open_playable(self, next_seed) -> None:
        """Opens matches (seeds from `next_seed()`) until one waits for an agent: a match the bots
        finish before any agent acts (Euchre: a partner who went alone took the match) is no episode."""
        for _ in range(100):
            self.open(next_seed())
            if not self.finished:
                return
        raise RuntimeError(f'{self.game}: 100 matches in a row ended before any agent could act')

    def abandon(self) -> None:
        """An unfinished match is resigned seat by seat, so that it ends rather than waits forever."""
        if self.match_id is None or self.status == 'finished':
            return
        for seat in self.agent_seats:
            try:
                v = self.client.resign(self.game, self.match_id, token=self.tokens[seat])
                self.requests += 1
                self._saw(v)
            except ApiError:
                pass
            if self.status == 'finished':
                break

    # -------------------------------------------------------------- reading
    def _saw(self, view: Mapping[str, Any]) -> None:
        if view['version'] >= self.version:
            self.version = view['version']
            self.to_act = list(view.get('toAct') or [])
            self.status = view['status']

    def view(self, seat: int) -> dict:
        """The seat's view at the current version (read with the seat's own token)."""
        v = self.views.get(seat)
        if v is None or v['version'] != self.version:
            v = self.client.match(self.game, self.match_id, token=self.tokens[seat])  # type: ignore[arg-type]
            self.requests += 1
            if v['version'] > self.version:
                self._saw(v)
            self.views[seat] = v
        return v

    @property
    def finished(self) -> bool:
        return self.status == 'finished'

    def next_seat(self) -> Optional[int]:
        """The agent seat to act now (the lowest one when several may, as in Chinese poker's
        simultaneous arrangement), or None."""
        for s in sorted(self.to_act):
            if s in self.tokens:
                return s
        return None

    # -------------------------------------------------------------- writing
    def post(self, seat: int, move: Mapping[str, Any]) -> dict:
        """Posts the seat's move at the current version; the answer is the seat's view after it (and
        after every bot move it woke)."""
        try:
            v = self.client.move(self.game, self.match_id, move, token=self.tokens[seat],  # type: ignore[arg-type]
                                 expected_version=self.version)
        except ApiError as e:
            if e.status == 409 and e.error == 'conflict':
                raise MatchGone(f'match {self.match_id} moved on without this environment: {e}') from e
            raise
        self.requests += 1
        self._saw(v)
        self.views[seat] = v
        return v

    def agent_views(self) -> dict[int, dict]:
        return {s: self.view(s) for s in self.agent_seats}


def parse_opponents(opponents: Any, seats: int, agent_prefix: str = 'player_') -> dict[int, str]:
    """`{"player_1": "expert"}` (or `{1: "expert"}`) → {seat: level}."""
    out: dict[int, str] = {}
    for k, level in dict(opponents or {}).items():
        seat = k if isinstance(k, int) else None
        if isinstance(k, str) and k.startswith(agent_prefix) and k[len(agent_prefix):].isdigit():
            seat = int(k[len(agent_prefix):])
        if seat is None or not 0 <= seat < seats:
            raise ValueError(f'opponents: {k!r} names no seat of {seats} ("player_0" … "player_{seats - 1}")')
        if not isinstance(level, str) or not level:
            raise ValueError(f'opponents: {k!r} needs a level name ("random", "basic", "advanced", "expert")')
        out[seat] = level[:-4] if level.endswith('-bot') else level
    return out


def seats_for(spec_min: int, spec_max: int, players: Optional[int], game: str) -> int:
    n = spec_min if players is None else int(players)
    if not spec_min <= n <= spec_max:
        raise ValueError(f'{game} seats {spec_min} to {spec_max} players, not {n}')
    return n


def legal_names(spec: Any, mask: Sequence[int]) -> list[str]:
    return [f'{a} ({spec.actions[a]})' for a in range(len(mask)) if mask[a]]
