"""cardroom.Client: the Cardroom HTTP API from Python, standard library only.

    from cardroom import Client
    c = Client('http://localhost:3000')
    account = c.create_account('my-bot', kind='bot')      # the key is shown once: keep it
    c = Client('http://localhost:3000', api_key=account['apiKey'])
    match = c.create_match('east-west', [{'me': True}, {'bot': 'basic'}])
    view = c.move('east-west', match['id'], {'type': 'place', 'column': 0})

Every method answers the decoded JSON, typed with the TypedDicts of cardroom.schema (generated from
the API's /openapi.json); an error answer raises ApiError (status, error, reason, message, details);
a 429 is waited out as its `Retry-After` asks (up to `max_rate_wait` seconds in all). The account
stream is `events()` (NDJSON, reconnecting by itself). docs/python.md has the whole tour.
"""
from __future__ import annotations

import uuid
from typing import Any, Iterator, List, Mapping, Optional, Sequence, cast

from . import schema as s
from .transport import ApiError, Transport
from .stream import AccountStream

GAMES = ('east-west', 'in-between', 'chinese-poker', 'euchre', 'texas-holdem')

# the per-game names of the OpenAPI document's schemas (`<Name>MatchView`, `<Name>State`, …)
SCHEMA_PREFIX = {
    'east-west': 'EastWest',
    'in-between': 'InBetween',
    'chinese-poker': 'ChinesePoker',
    'euchre': 'Euchre',
    'texas-holdem': 'TexasHoldem',
}


def _game(game: str) -> str:
    if game not in GAMES:
        raise ValueError(f'unknown game {game!r}: one of {", ".join(GAMES)}')
    return game


def _drop_none(d: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if v is not None}


class Client:
    """One server, optionally one account (its API key). Thread-safe: each thread keeps its own
    kept-alive connection."""

    def __init__(self, url: str = 'http://localhost:3000', api_key: Optional[str] = None, *,
                 timeout: float = 30.0, max_rate_wait: float = 120.0):
        self.http = Transport(url, timeout=timeout, max_rate_wait=max_rate_wait)
        self.api_key = api_key

    @property
    def url(self) -> str:
        return self.http.url

    def close(self) -> None:
        self.http.close()

    def __enter__(self) -> 'Client':
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def request(self, method: str, path: str, body: Any = None, *, token: Optional[str] = None,
                query: Optional[Mapping[str, Any]] = None, headers: Optional[Mapping[str, str]] = None) -> Any:
        """Any route: the decoded answer. `token` (a seat token or another key) replaces the client's key."""
        _, parsed, _ = self.http.request(method, path, body, bearer=token or self.api_key, query=query,
                                         headers=headers)
        return parsed

    # ------------------------------------------------------------------ discovery
    def games(self) -> List[s.GameInfoDto]:
        return self.request('GET', '/games')

    def health(self) -> s.HealthDto:
        return self.request('GET', '/health')

    def openapi(self) -> dict[str, Any]:
        return self.request('GET', '/openapi.json')

    # ------------------------------------------------------------------ accounts and keys
    def create_account(self, name: str, kind: str = 'bot') -> s.CreatedAccountDto:
        """A new account; its `apiKey` is in this answer only (stored hashed by the server)."""
        return self.request('POST', '/accounts', {'name': name, 'kind': kind})

    def account(self, name: str) -> s.ProfileDto:
        return self.request('GET', f'/accounts/{name}')

    def account_matches(self, name: str, *, game: Optional[str] = None, status: Optional[str] = None,
                        limit: Optional[int] = None, cursor: Optional[str] = None) -> s.HistoryPageDto:
        return self.request('GET', f'/accounts/{name}/matches',
                            query={'game': game, 'status': status, 'limit': limit, 'cursor': cursor})

    def rating_history(self, name: str, *, game: Optional[str] = None, limit: Optional[int] = None) -> s.RatingHistoryDto:
        return self.request('GET', f'/accounts/{name}/ratings/history', query={'game': game, 'limit': limit})

    def me(self) -> s.ProfileDto:
        return self.request('GET', '/me')

    def replace_key(self) -> s.ApiKeyDto:
        """A new API key for this account (the old one stops working at once); the client uses it."""
        answer: s.ApiKeyDto = self.request('POST', '/me/api-key')
        self.api_key = answer['apiKey']
        return answer

    def leaderboard(self, game: str, *, limit: Optional[int] = None, cursor: Optional[str] = None) -> s.LeaderboardPageDto:
        return self.request('GET', f'/{_game(game)}/leaderboard', query={'limit': limit, 'cursor': cursor})

    # ------------------------------------------------------------------ matches
    def create_match(self, game: str, players: Sequence[Mapping[str, Any]], *,
                     options: Optional[Mapping[str, Any]] = None, seed: Optional[str] = None,
                     preset: Optional[str] = None) -> s.CreatedMatchDto:
        """`players`: one seat spec per seat: `{"name": ...}` (a token comes back in `seats`),
        `{"bot": "<level>"}`, `{"account": ...}`, `{"me": True}` (with the client's key) or `{}` (open).
        `seed` (32–128 hex digits) deals the same cards for the same seed."""
        body = _drop_none({'players': list(players), 'options': dict(options) if options is not None else None,
                           'seed': seed, 'preset': preset})
        return self.request('POST', f'/{_game(game)}/matches', body)

    def lobby(self, game: str, *, status: Optional[str] = None, limit: Optional[int] = None,
              cursor: Optional[str] = None) -> s.LobbyPageDto:
        return self.request('GET', f'/{_game(game)}/matches', query={'status': status, 'limit': limit, 'cursor': cursor})

    def join(self, game: str, match_id: str, name: Optional[str] = None, *, seat: Optional[int] = None) -> s.JoinedDto:
        """Take an open seat: by name (a token comes back), or with the client's key and no name."""
        return self.request('POST', f'/{_game(game)}/matches/{match_id}/players', _drop_none({'name': name, 'seat': seat}))

    def match(self, game: str, match_id: str, *, token: Optional[str] = None, at_version: Optional[int] = None,
              wait_for_version: Optional[int] = None, timeout_seconds: Optional[int] = None) -> s.MatchViewDto:
        """The match as the seat of `token` (or the client's key; a spectator without either) sees it.
        `wait_for_version=N` answers version N+1, the next one, once it exists (a long poll)."""
        return self.request('GET', f'/{_game(game)}/matches/{match_id}', token=token,
                            query={'atVersion': at_version, 'waitForVersion': wait_for_version,
                                   'timeoutSeconds': timeout_seconds})

    def move(self, game: str, match_id: str, move: Mapping[str, Any], *, token: Optional[str] = None,
             expected_version: Optional[int] = None, minimal: bool = False,
             idempotency_key: Optional[str] = None) -> s.MatchViewDto:
        """Post a move; the answer is the view after it (and after the bots it woke), or with
        `minimal` only `{id, game, status, version, toAct, you, result, deadline}`. Every move carries
        an Idempotency-Key (a fresh one unless given), so a move lost with its connection is sent
        again safely."""
        body = dict(move)
        if expected_version is not None:
            body['expectedVersion'] = expected_version
        headers = {'Idempotency-Key': idempotency_key or uuid.uuid4().hex}
        if minimal:
            headers['Prefer'] = 'return=minimal'
        return self.request('POST', f'/{_game(game)}/matches/{match_id}/moves', body, token=token, headers=headers)

    def check_move(self, game: str, match_id: str, move: Mapping[str, Any], *, token: Optional[str] = None) -> s.MoveCheckDto:
        """Whether a move would be accepted now, without playing it."""
        return self.request('POST', f'/{_game(game)}/matches/{match_id}/check', dict(move), token=token)

    def resign(self, game: str, match_id: str, *, token: Optional[str] = None) -> s.MatchViewDto:
        return self.request('POST', f'/{_game(game)}/matches/{match_id}/resign', token=token)

    def move_log(self, game: str, match_id: str, *, token: Optional[str] = None) -> List[s.LogEntryDto]:
        return self.request('GET', f'/{_game(game)}/matches/{match_id}/moves', token=token)

    def record(self, game: str, match_id: str) -> dict[str, Any]:
        """The whole finished match (409 before the end): docs/records.md."""
        return self.request('GET', f'/{_game(game)}/matches/{match_id}/record')

    # ------------------------------------------------------------------ challenges and seeks
    def challenge(self, game: str, to: Sequence[str], *, options: Optional[Mapping[str, Any]] = None,
                  rated: Optional[bool] = None, expires_in_seconds: Optional[int] = None,
                  preset: Optional[str] = None) -> s.ChallengeDto:
        body = _drop_none({'game': _game(game), 'to': list(to), 'options': options, 'rated': rated,
                           'expiresInSeconds': expires_in_seconds, 'preset': preset})
        return self.request('POST', '/challenges', body)

    def get_challenge(self, challenge_id: str) -> s.ChallengeDto:
        return self.request('GET', f'/challenges/{challenge_id}')

    def accept_challenge(self, challenge_id: str) -> s.ChallengeDto:
        return self.request('POST', f'/challenges/{challenge_id}/accept')

    def decline_challenge(self, challenge_id: str) -> s.ChallengeDto:
        return self.request('POST', f'/challenges/{challenge_id}/decline')

    def cancel_challenge(self, challenge_id: str) -> s.ChallengeDto:
        return self.request('DELETE', f'/challenges/{challenge_id}')

    def seek(self, game: str, *, players: Optional[int] = None, options: Optional[Mapping[str, Any]] = None,
             rated: Optional[bool] = None, fill_after_seconds: Any = ..., fill_with: Any = ...,
             preset: Optional[str] = None) -> s.SeekDto:
        """A seek; `fill_after_seconds`/`fill_with` left out take the server's defaults (None: wait
        for accounts only)."""
        body = _drop_none({'players': players, 'options': options, 'rated': rated, 'preset': preset})
        if fill_after_seconds is not ...:
            body['fillAfterSeconds'] = fill_after_seconds
        if fill_with is not ...:
            body['fillWith'] = fill_with
        return self.request('POST', f'/{_game(game)}/seeks', body)

    def get_seek(self, seek_id: str) -> s.SeekDto:
        return self.request('GET', f'/seeks/{seek_id}')

    def cancel_seek(self, seek_id: str) -> s.SeekDto:
        return self.request('DELETE', f'/seeks/{seek_id}')

    # ------------------------------------------------------------------ series
    def create_series(self, game: str, opponents: Sequence[str], *, deals: int = 100, duplicate: Optional[bool] = None,
                      options: Optional[Mapping[str, Any]] = None, rated: Optional[bool] = None,
                      concurrency: Optional[int] = None, preset: Optional[str] = None,
                      stop_when: Any = None) -> s.SeriesDto:
        """A series of `deals` deals against `opponents` (duplicate by default: each deal once per
        seat rotation). `stop_when`: "decided" or {"halfWidth": x} where the server has it."""
        body = _drop_none({'opponents': list(opponents), 'deals': deals, 'duplicate': duplicate, 'options': options,
                           'rated': rated, 'concurrency': concurrency, 'preset': preset, 'stopWhen': stop_when})
        return self.request('POST', f'/{_game(game)}/series', body)

    def series(self, series_id: str) -> s.SeriesDto:
        return self.request('GET', f'/series/{series_id}')

    def cancel_series(self, series_id: str) -> s.SeriesDto:
        return self.request('DELETE', f'/series/{series_id}')

    def accept_series(self, series_id: str) -> s.SeriesDto:
        return self.request('POST', f'/series/{series_id}/accept')

    def decline_series(self, series_id: str) -> s.SeriesDto:
        return self.request('POST', f'/series/{series_id}/decline')

    def account_series(self, name: str, *, limit: Optional[int] = None, cursor: Optional[str] = None) -> s.SeriesPageDto:
        return self.request('GET', f'/accounts/{name}/series', query={'limit': limit, 'cursor': cursor})

    # ------------------------------------------------------------------ tournaments
    def create_tournament(self, game: str, format: str = 'round-robin', **fields: Any) -> s.TournamentDto:
        """`fields` in the API's names: rounds, tableSize, gamesPerPairing, options, rated,
        botsAllowed, minPlayers, maxPlayers, startsAt, preset."""
        return self.request('POST', '/tournaments', {'game': _game(game), 'format': format, **fields})

    def tournaments(self, *, status: Optional[str] = None, game: Optional[str] = None, limit: Optional[int] = None,
                    cursor: Optional[str] = None) -> s.TournamentPageDto:
        return self.request('GET', '/tournaments', query={'status': status, 'game': game, 'limit': limit, 'cursor': cursor})

    def tournament(self, tournament_id: str) -> s.TournamentDto:
        return self.request('GET', f'/tournaments/{tournament_id}')

    def join_tournament(self, tournament_id: str, account: Optional[str] = None) -> s.TournamentDto:
        """Join with the client's account, or (the creator) enter a built-in level's account."""
        return self.request('POST', f'/tournaments/{tournament_id}/players', _drop_none({'account': account}))

    def withdraw(self, tournament_id: str) -> s.TournamentDto:
        return self.request('DELETE', f'/tournaments/{tournament_id}/players/me')

    def start_tournament(self, tournament_id: str) -> s.TournamentDto:
        return self.request('POST', f'/tournaments/{tournament_id}/start')

    def cancel_tournament(self, tournament_id: str) -> s.TournamentDto:
        return self.request('DELETE', f'/tournaments/{tournament_id}')

    def tournament_results(self, tournament_id: str) -> s.TournamentResultsDto:
        return self.request('GET', f'/tournaments/{tournament_id}/results')

    # ------------------------------------------------------------------ gauntlets
    def create_gauntlet(self, game: str, levels: Optional[Sequence[str]] = None, *, deals_per_level: Optional[int] = None,
                        stop_when: Any = None, options: Optional[Mapping[str, Any]] = None,
                        preset: Optional[str] = None, concurrency: Optional[int] = None) -> s.GauntletDto:
        """A gauntlet: a series against each built-in level (`levels`, default the game's whole ladder),
        rated on the game's fixed scale. `stop_when`: "decided" (the server's default), {"halfWidth": x},
        or omitted; `stop_when=False` sends null (every deal, fixed-n intervals)."""
        body = _drop_none({'levels': list(levels) if levels else None, 'dealsPerLevel': deals_per_level,
                           'options': options, 'preset': preset, 'concurrency': concurrency})
        if stop_when is False:
            body['stopWhen'] = None
        elif stop_when is not None:
            body['stopWhen'] = stop_when
        return self.request('POST', f'/{_game(game)}/gauntlets', body)

    def gauntlet(self, gauntlet_id: str) -> s.GauntletDto:
        return self.request('GET', f'/gauntlets/{gauntlet_id}')

    def cancel_gauntlet(self, gauntlet_id: str) -> s.GauntletDto:
        return self.request('DELETE', f'/gauntlets/{gauntlet_id}')

    def gauntlet_certificate(self, gauntlet_id: str) -> s.GauntletCertificateDto:
        return self.request('GET', f'/gauntlets/{gauntlet_id}/certificate')

    def gauntlet_leaderboard(self, game: str, *, limit: Optional[int] = None, cursor: Optional[str] = None,
                             scale_version: Optional[int] = None) -> s.GauntletLeaderboardDto:
        return self.request('GET', f'/{_game(game)}/gauntlet-leaderboard',
                            query={'limit': limit, 'cursor': cursor, 'scaleVersion': scale_version})

    def account_gauntlets(self, name: str, *, limit: Optional[int] = None,
                          cursor: Optional[str] = None) -> s.GauntletPageDto:
        return self.request('GET', f'/accounts/{name}/gauntlets', query={'limit': limit, 'cursor': cursor})

    def gauntlet_ratings(self, name: str) -> List[s.GauntletSummaryDto]:
        """The account's best finished gauntlet per game."""
        return self.request('GET', f'/accounts/{name}/gauntlet-ratings')

    # ------------------------------------------------------------------ the account stream
    def events(self, *, reconnect: bool = True, read_timeout: float = 30.0) -> Iterator[dict[str, Any]]:
        """The account's events (GET /me/events as NDJSON), each a dict with its `type`; reconnects
        by itself after a lost connection, and never yields one `yourTurn` (match, version) twice."""
        return iter(AccountStream(self.http, cast(str, self.api_key), reconnect=reconnect, read_timeout=read_timeout))

    def stream(self, *, reconnect: bool = True, read_timeout: float = 30.0, heartbeats: bool = False) -> AccountStream:
        """The account stream as an object (iterate it; `close()` ends it from another thread).
        `heartbeats`: also yield `{"type": "keepAlive"}` for each keep-alive line."""
        return AccountStream(self.http, cast(str, self.api_key), reconnect=reconnect, read_timeout=read_timeout,
                             heartbeats=heartbeats)


__all__ = ['Client', 'ApiError', 'GAMES', 'SCHEMA_PREFIX']
