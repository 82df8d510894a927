"""cardroom.rl.evaluate: a policy measured as the server measures bots. It plays as a bot account in
a duplicate series against built-in levels (each deal once per seat rotation, so the luck of the
cards cancels) and answers the series' verdict with its 95 % interval (docs/series.md), or, with
`gauntlet=`, in a gauntlet (a series against each level, the luck reduced by a control that plays the
same deals; docs/evaluation.md) and answers its rating on the game's fixed scale with its interval.
The policy sees exactly what it sees in the environments (the same observation, mask and info), one
seat at a time, from the account stream: one request per move.
"""
from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional, Sequence, Union, cast

from ..client import Client
from ..transport import ApiError
from .games import spec as game_spec
from .turn import ServerRefused, Turn, info_of

Policy = Callable[[dict, dict], int]
Progress = Callable[[dict], None]


@dataclass
class Evaluation:
    """The result of `evaluate`: the policy's account against the opponents over `deals` deals."""
    game: str
    series_id: str
    account: str
    opponents: list[str]
    deals: int
    matches: int
    mean_score: Optional[float]  # the policy's mean score per match minus the opponent's (two players), else its own
    interval: tuple[Optional[float], Optional[float]]  # the 95 % interval of mean_score
    verdict: str
    standings: list[dict] = field(default_factory=list)
    series: dict = field(default_factory=dict)
    moves: int = 0
    seconds: float = 0.0
    stopped_early: bool = False  # a series with stop_when that stopped before its last deal
    interval_method: str = ''  # how the server computed the interval (anytime-valid or fixed-n)
    # a gauntlet (`evaluate(..., gauntlet=...)`): its id, the rating on the game's scale and its interval;
    # then `mean_score` and `interval` are the ladder score (mean expected score over the levels, 0 to 1),
    # `deals` the most deals per level, `matches` the deals settled and `series` is GET /gauntlets/{id}
    gauntlet_id: Optional[str] = None
    rating: Optional[float] = None
    rating_interval: tuple[Optional[float], Optional[float]] = (None, None)

    def __str__(self) -> str:
        lo, hi = self.interval
        f = lambda x: '?' if x is None else f'{x:+.3f}'  # noqa: E731
        if self.gauntlet_id:
            return (f'{self.game}: {self.account} in a gauntlet against {", ".join(self.opponents)} '
                    f'({self.matches} deals): ladder score {f(self.mean_score)} [{f(lo)}, {f(hi)}] — {self.verdict}')
        what = 'score difference per match' if len(self.opponents) == 1 else 'mean score per match'
        return (f'{self.game}: {self.account} vs {", ".join(self.opponents)} over {self.deals} deals '
                f'({self.matches} matches): {what} {f(self.mean_score)} [{f(lo)}, {f(hi)}] — {self.verdict}')


def verdict_of(series: Mapping[str, Any], me: str) -> tuple[Optional[float], tuple[Optional[float], Optional[float]], str]:
    d = series.get('difference')
    if d:
        mean, (lo, hi) = d.get('meanScore'), d.get('meanScoreCI95') or (None, None)
        other = d['accounts'][1] if d['accounts'][0] == me else d['accounts'][0]
        if d['accounts'][0] != me and mean is not None:
            mean, lo, hi = -mean, (None if hi is None else -hi), (None if lo is None else -lo)
    else:
        mine = next((s for s in series.get('standings') or [] if s['account'] == me), {})
        mean, (lo, hi) = mine.get('meanScore'), tuple(mine.get('meanScoreCI95') or (None, None))  # type: ignore[misc]
        other = 'the opponents'
    if isinstance(series.get('verdict'), str):
        return mean, (lo, hi), series['verdict']
    if d and lo is not None and lo > 0:
        text = f'stronger than {other} (95 %)'
    elif d and hi is not None and hi < 0:
        text = f'weaker than {other} (95 %)'
    elif d:
        text = 'no difference shown at 95 %'
    else:
        text = 'no pairwise verdict with several opponents: see the standings'
    return mean, (lo, hi), text


LEVELS = ('random', 'basic', 'advanced', 'expert')


def evaluate(policy: Policy, game: str, url: str = 'http://localhost:3000', *, api_key: Optional[str] = None,
             client: Optional[Client] = None, opponents: Sequence[str] = ('random-bot',), deals: int = 50,
             options: Optional[Mapping[str, Any]] = None, preset: Optional[str] = None, duplicate: bool = True,
             concurrency: int = 4, stop_when: Any = None, name: Optional[str] = None,
             progress: Optional[Progress] = None, wait: float = 120.0,
             gauntlet: Union[bool, Sequence[str], None] = None) -> Evaluation:
    """Plays `policy` as a bot account in a series of `deals` deals against `opponents` (built-in
    levels' accounts such as "basic-bot", or other accounts that accept) and answers its verdict.
    `stop_when` ("decided", or {"halfWidth": x}; one opponent) makes the series stop by itself once
    its anytime-valid interval says so, `deals` being the most to play.
    `gauntlet`: play a gauntlet instead (`POST /{game}/gauntlets`): True for every level of the game's
    ladder, or the levels to meet ("random", "basic", …), `deals` being the most deals per level and
    `stop_when` the gauntlet's ("decided" by default on the server; False for every deal); the answer
    carries the rating on the game's fixed scale with its interval (`rating`, `rating_interval`).
    Without `api_key` (or a `client` with one) a new bot account is made (`name`, or eval-<random>).
    `progress(event)` hears every event of the stream. `wait`: give up when nothing happens for that
    many seconds."""
    spec = game_spec(game)
    c = client or Client(url, api_key)
    if not c.api_key:
        created = c.create_account(name or f'eval-{uuid.uuid4().hex[:10]}', kind='bot')
        c = Client(c.url, created['apiKey'])
    me = c.me()['name']
    started = time.monotonic()
    if gauntlet:
        levels = None if gauntlet is True else [str(x).removesuffix('-bot') for x in cast(Sequence[str], gauntlet)]
        g = c.create_gauntlet(game, levels, deals_per_level=deals, stop_when=stop_when, options=options,
                              preset=preset, concurrency=concurrency)
        gid = g['id']
        moves = _play(c, spec, policy, game, progress, wait, lambda e: e.get('type') == 'gauntletFinish'
                      and e.get('gauntletId') == gid, lambda: c.gauntlet(gid)['status'])
        return _gauntlet_evaluation(c.gauntlet(gid), me, deals, moves, time.monotonic() - started)
    opponents = [f'{o}-bot' if o in LEVELS else o for o in opponents]
    series = c.create_series(game, opponents, deals=deals, duplicate=duplicate, options=options, preset=preset,
                             concurrency=concurrency, stop_when=stop_when)
    sid = series['id']
    moves = _play(c, spec, policy, game, progress, wait, lambda e: e.get('type') == 'seriesFinish'
                  and e.get('seriesId') == sid, lambda: c.series(sid)['status'])
    final = c.series(sid)
    mean, interval, verdict = verdict_of(final, me)
    return Evaluation(game=game, series_id=sid, account=me, opponents=list(opponents), deals=deals,
                      matches=final['progress']['finished'], mean_score=mean, interval=interval, verdict=verdict,
                      standings=list(final.get('standings') or []), series=dict(final), moves=moves,
                      seconds=time.monotonic() - started, stopped_early=bool(final.get('stoppedEarly')),
                      interval_method=str((final.get('interval') or {}).get('method') or ''))


def _play(c: Client, spec: Any, policy: Policy, game: str, progress: Optional[Progress], wait: float,
          done: Callable[[Mapping[str, Any]], bool], status: Callable[[], str]) -> int:
    """Plays every `yourTurn` of the game from the account stream until `done(event)`; answers the moves."""
    stream = c.stream(read_timeout=min(wait, 30.0), heartbeats=True)
    moves = 0
    last = time.monotonic()
    try:
        for e in stream:
            if progress:
                progress(e)
            kind = e.get('type')
            if kind == 'yourTurn' and e.get('game') == game:
                last = time.monotonic()
                moves += play_turn(c, spec, policy, e)
            elif done(e):
                break
            elif time.monotonic() - last > wait:
                if status() != 'running':
                    break
                raise TimeoutError(f'nothing to play for {wait} s')
            if kind in ('matchFinish', 'seriesFinish'):
                last = time.monotonic()
    finally:
        stream.close()
    return moves


def _gauntlet_evaluation(g: Mapping[str, Any], me: str, deals: int, moves: int, seconds: float) -> Evaluation:
    result = g.get('result') or {}
    lo, hi = (list(result.get('ladderScoreCI95') or []) + [None, None])[:2]
    rlo, rhi = (list(result.get('ratingCI95') or []) + [None, None])[:2]
    runs = g.get('series') or []
    return Evaluation(game=g['game'], series_id='', account=me, opponents=[x['opponent'] for x in runs], deals=deals,
                      matches=int((g.get('progress') or {}).get('settled') or 0), mean_score=result.get('ladderScore'),
                      interval=(lo, hi), verdict=str(result.get('verdict') or g.get('status')),
                      standings=[dict(x['estimate'], opponent=x['opponent']) for x in runs], series=dict(g),
                      moves=moves, seconds=seconds, stopped_early=any(x.get('stoppedEarly') for x in runs),
                      interval_method=', '.join(sorted({x['estimate']['interval'] for x in runs})),
                      gauntlet_id=g['id'], rating=result.get('rating'), rating_interval=(rlo, rhi))


def play_turn(c: Client, spec: Any, policy: Policy, e: Mapping[str, Any]) -> int:
    """One yourTurn: the policy decides (several times for a turn decided in steps) and the move is
    posted with the event's version. Answers the moves posted (0 when the match moved on)."""
    view = e.get('view') or c.match(e['game'], e['matchId'])
    turn = Turn(spec, view)
    if not turn.options:
        return 0
    move = None
    while move is None:
        mask = turn.mask()
        action = policy({'observation': turn.observation(), 'action_mask': mask}, info_of(view, mask))
        move = turn.choose(action)
    try:
        c.move(e['game'], e['matchId'], move, expected_version=e['version'], minimal=True)
    except ApiError as err:
        if err.status == 409:
            return 0  # the match moved on (a turn clock): the stream brings what comes next
        if err.status == 422:
            raise ServerRefused(f'{spec.game}: the server refused {move} offered by the mask: {err}') from err
        raise
    return 1
