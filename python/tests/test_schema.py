"""The client's results are typed from the API's own OpenAPI document: the committed cardroom/schema.py
is what codegen makes of the document the server serves now (a changed schema fails here until it is
regenerated), and every answer the client gets conforms to its type, field by field."""
from __future__ import annotations

import copy
from pathlib import Path

import pytest

from cardroom import Client, codegen, conform
from cardroom.client import SCHEMA_PREFIX

from .conftest import GAMES, SMALL

SCHEMA = Path(codegen.__file__).with_name('schema.py')


def test_the_committed_types_are_generated_from_the_served_openapi_document(client: Client) -> None:
    fresh = codegen.generate(client.openapi())
    assert fresh == SCHEMA.read_text(), 'cardroom/schema.py is out of date: run `npm run client:generate`'


def test_a_changed_schema_would_be_seen() -> None:
    doc = {'components': {'schemas': {'Thing': {'type': 'object', 'properties': {'a': {'type': 'integer'}},
                                                'required': ['a']}}}}
    before = codegen.generate(doc)
    doc['components']['schemas']['Thing']['properties']['b'] = {'type': 'string'}
    assert codegen.generate(doc) != before


def test_a_one_of_is_written_after_the_types_it_names() -> None:
    """`AccountEvent` (a one-of of event types whose names sort after it) must import: the aliases
    come after every class, and after the aliases they name."""
    doc = {'components': {'schemas': {
        'AEvent': {'oneOf': [{'$ref': '#/components/schemas/ZStart'}, {'$ref': '#/components/schemas/BAlias'}]},
        'BAlias': {'oneOf': [{'$ref': '#/components/schemas/ZEnd'}]},
        'ZStart': {'type': 'object', 'properties': {'type': {'type': 'string', 'enum': ['start']}}, 'required': ['type']},
        'ZEnd': {'type': 'object', 'properties': {'type': {'type': 'string', 'enum': ['end']}}, 'required': ['type']},
    }}}
    namespace: dict = {}
    exec(compile(codegen.generate(doc), 'generated', 'exec'), namespace)
    import typing
    assert typing.get_args(namespace['AEvent']) == (namespace['ZStart'], namespace['ZEnd'])


def test_the_checker_finds_what_does_not_conform(account: Client) -> None:
    me = account.me()
    assert conform.problems(me, 'ProfileDto') == []
    renamed = copy.deepcopy(me)
    renamed['nom'] = renamed.pop('name')
    found = conform.problems(renamed, 'ProfileDto')
    assert any("missing required field 'name'" in p for p in found)
    assert any("field 'nom' is not in ProfileDto" in p for p in found)
    wrong = dict(me, kind=3)
    assert conform.problems(wrong, 'ProfileDto')
    with pytest.raises(conform.SchemaMismatch):
        conform.check(wrong, 'ProfileDto')


@pytest.mark.parametrize('game', GAMES)
def test_match_answers_conform(client: Client, game: str) -> None:
    account = client  # anonymous: seats by name, each with its token
    prefix = SCHEMA_PREFIX[game]
    seats = 4 if game == 'euchre' else 2
    created = account.create_match(game, [{'name': 'a'}] + [{'bot': 'random'}] * (seats - 1), options=SMALL[game],
                                   seed='5eed' * 16)  # a deal where seat 0 has a move to make
    conform.check(created, f'{prefix}CreatedMatch')
    token = created['seats'][0]['token']
    view = account.match(game, created['id'], token=token)
    conform.check(view, f'{prefix}MatchView')
    legal = view['legalMoves']
    move = legal[0]
    if any(isinstance(v, dict) for v in move.values()):  # a template: take the first legal filling
        move = {k: (v['min'] if isinstance(v, dict) and 'min' in v else v) for k, v in move.items()}
        if game == 'chinese-poker':
            move = {'type': 'declare', **{k: v for k, v in legal[-1].items() if k != 'type'}} if len(legal) > 1 \
                else None
    if move is not None:
        after = account.move(game, created['id'], move, token=token, expected_version=view['version'])
        conform.check(after, f'{prefix}MatchView')
        ack = account.match(game, created['id'], token=token)
        conform.check(ack, f'{prefix}MatchView')
    for entry in account.move_log(game, created['id']):
        conform.check(entry, 'LogEntryDto')
    conform.check(account.lobby(game, limit=2), 'LobbyPageDto')
    joined_match = account.create_match(game, [{'name': 'a'}] + [{}] + [{'bot': 'random'}] * (seats - 2))
    conform.check(account.join(game, joined_match['id'], 'b'), f'{prefix}Joined')


def test_account_series_tournament_and_pairing_answers_conform(account: Client, url: str) -> None:
    for g in account.games():
        conform.check(g, 'GameInfoDto')
    conform.check(account.health(), 'HealthDto')
    me = account.me()
    conform.check(me, 'ProfileDto')
    conform.check(account.account(me['name']), 'ProfileDto')
    series = account.create_series('east-west', ['random-bot'], deals=1, options=SMALL['east-west'])
    conform.check(series, 'SeriesDto')
    conform.check(account.series(series['id']), 'SeriesDto')
    conform.check(account.account_series(me['name']), 'SeriesPageDto')
    conform.check(account.cancel_series(series['id']), 'SeriesDto')
    challenge = account.challenge('east-west', ['random-bot'], options=SMALL['east-west'])
    conform.check(challenge, 'ChallengeDto')
    conform.check(account.get_challenge(challenge['id']), 'ChallengeDto')
    seek = account.seek('in-between', fill_after_seconds=None)
    conform.check(seek, 'SeekDto')
    conform.check(account.cancel_seek(seek['id']), 'SeekDto')
    t = account.create_tournament('east-west', 'round-robin', options=SMALL['east-west'])
    conform.check(t, 'TournamentDto')
    conform.check(account.join_tournament(t['id']), 'TournamentDto')
    conform.check(account.tournaments(limit=3), 'TournamentPageDto')
    conform.check(account.cancel_tournament(t['id']), 'TournamentDto')
    conform.check(account.leaderboard('east-west', limit=3), 'LeaderboardPageDto')
    conform.check(account.account_matches(me['name']), 'HistoryPageDto')
    conform.check(account.rating_history(me['name']), 'RatingHistoryDto')
    conform.check(account.replace_key(), 'ApiKeyDto')
    assert account.me()['name'] == me['name']  # the client took the new key
