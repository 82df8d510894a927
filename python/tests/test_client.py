"""cardroom.Client: errors as ApiError, 429s waited out as Retry-After asks, the account stream
(reconnecting, never repeating a turn), and a match played from the stream alone."""
from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Iterator

import pytest

from cardroom import ApiError, Client, Unreachable, conform

from .conftest import SMALL


class Fake:
    """A tiny HTTP server answering each request with the next of `answers` (status, headers, body)
    and recording what it was asked."""

    def __init__(self, answer: Callable[[BaseHTTPRequestHandler, int], Any]):
        self.requests: list[dict] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = 'HTTP/1.1'

            def do_GET(self) -> None:  # noqa: N802
                self.handle_any()

            def do_POST(self) -> None:  # noqa: N802
                self.handle_any()

            def handle_any(self) -> None:
                n = int(self.headers.get('Content-Length') or 0)
                body = self.rfile.read(n) if n else b''
                fake.requests.append({'method': self.command, 'path': self.path, 'headers': dict(self.headers),
                                      'at': time.monotonic(), 'body': body})
                answer(self, len(fake.requests))

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(('127.0.0.1', 0), Handler)
        self.url = f'http://127.0.0.1:{self.server.server_address[1]}'
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def reply(h: BaseHTTPRequestHandler, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
    raw = json.dumps(body).encode()
    h.send_response(status)
    h.send_header('Content-Type', 'application/json')
    h.send_header('Content-Length', str(len(raw)))
    for k, v in (headers or {}).items():
        h.send_header(k, v)
    h.end_headers()
    h.wfile.write(raw)


@pytest.fixture
def fake() -> Iterator[Callable[..., Fake]]:
    made: list[Fake] = []

    def make(answer: Callable[[BaseHTTPRequestHandler, int], Any]) -> Fake:
        f = Fake(answer)
        made.append(f)
        return f

    yield make
    for f in made:
        f.close()


def test_a_429_is_waited_out_as_retry_after_asks(fake: Callable[..., Fake]) -> None:
    def answer(h: BaseHTTPRequestHandler, n: int) -> None:
        if n == 1:
            reply(h, 429, {'statusCode': 429, 'error': 'too-many-requests', 'message': 'slow down',
                           'retryAfterSeconds': 5}, {'Retry-After': '0.4'})
        else:
            reply(h, 200, [{'game': 'east-west'}])

    f = fake(answer)
    c = Client(f.url)
    assert c.games() == [{'game': 'east-west'}]
    assert len(f.requests) == 2
    waited = f.requests[1]['at'] - f.requests[0]['at']
    assert 0.4 <= waited < 2.0  # the header's 0.4 s, not the body's 5
    assert c.http.rate_waits == 1


def test_the_body_s_retry_after_seconds_serves_when_the_header_is_missing(fake: Callable[..., Fake]) -> None:
    def answer(h: BaseHTTPRequestHandler, n: int) -> None:
        if n == 1:
            reply(h, 429, {'statusCode': 429, 'error': 'too-many-requests', 'retryAfterSeconds': 0.3})
        else:
            reply(h, 200, {'status': 'ok', 'database': 'up'})

    f = fake(answer)
    assert Client(f.url).health() == {'status': 'ok', 'database': 'up'}
    assert f.requests[1]['at'] - f.requests[0]['at'] >= 0.3


def test_a_wait_longer_than_the_budget_is_an_error_naming_it(fake: Callable[..., Fake]) -> None:
    f = fake(lambda h, n: reply(h, 429, {'statusCode': 429, 'error': 'too-many-requests', 'message': 'moves budget',
                                         'retryAfterSeconds': 60}, {'Retry-After': '60'}))
    c = Client(f.url, max_rate_wait=5)
    with pytest.raises(ApiError) as e:
        c.games()
    assert e.value.status == 429 and e.value.error == 'too-many-requests' and 'moves budget' in str(e.value)
    assert len(f.requests) == 1


def test_errors_carry_the_api_s_fields(client: Client) -> None:
    with pytest.raises(ApiError) as e:
        client.create_match('east-west', [{'name': 'a'}, {'bot': 'random'}], options={'targetPoints': 0})
    assert e.value.status == 400 and e.value.error == 'bad-request'
    assert 'options.targetPoints' in (e.value.details or {})
    m = client.create_match('east-west', [{'name': 'a'}, {'bot': 'random'}])
    token = m['seats'][0]['token']
    column = m['legalMoves'][0]['column']
    for _ in range(4):  # fill one column, then it is full
        v = client.match('east-west', m['id'], token=token)
        if {'type': 'place', 'column': column} not in v['legalMoves']:
            break
        client.move('east-west', m['id'], {'type': 'place', 'column': column}, token=token)
    with pytest.raises(ApiError) as e:
        client.move('east-west', m['id'], {'type': 'place', 'column': column}, token=token)
    assert e.value.status == 422 and e.value.error == 'illegal-move' and e.value.reason == 'column-full'
    with pytest.raises(ApiError) as e:
        client.match('east-west', '00000000-0000-4000-8000-000000000000')
    assert e.value.status == 404


def test_an_unreachable_server_is_said_so() -> None:
    import socket
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        port = s.getsockname()[1]
    with pytest.raises(Unreachable):
        Client(f'http://127.0.0.1:{port}').games()


def test_a_move_carries_an_idempotency_key_and_its_repeat_applies_nothing(client: Client) -> None:
    m = client.create_match('east-west', [{'name': 'a'}, {'bot': 'random'}])
    token = m['seats'][0]['token']
    first = client.move('east-west', m['id'], {'type': 'place', 'column': 0}, token=token, idempotency_key='k-1')
    again = client.move('east-west', m['id'], {'type': 'place', 'column': 0}, token=token, idempotency_key='k-1')
    assert again['version'] == first['version']
    assert len([e for e in client.move_log('east-west', m['id']) if e['seat'] == 0]) == 1


def ndjson(h: BaseHTTPRequestHandler, lines: list[Any], close: bool = True) -> None:
    h.send_response(200)
    h.send_header('Content-Type', 'application/x-ndjson')
    h.send_header('Transfer-Encoding', 'chunked')
    h.end_headers()
    for line in lines:
        raw = (json.dumps(line) + '\n' if line is not None else '\n').encode()
        h.wfile.write(b'%x\r\n%s\r\n' % (len(raw), raw))
        h.wfile.flush()
    if close:
        h.wfile.write(b'0\r\n\r\n')
        h.close_connection = True


def test_the_stream_reconnects_sends_the_last_event_id_and_repeats_no_turn(fake: Callable[..., Fake]) -> None:
    turn = {'type': 'yourTurn', 'game': 'east-west', 'matchId': 'm1', 'seat': 0, 'version': 3, 'id': 'e1'}

    def answer(h: BaseHTTPRequestHandler, n: int) -> None:
        if n == 1:
            ndjson(h, [turn, None])  # then the connection is lost
        elif n == 2:  # the first picture again (the same turn), then what is new
            ndjson(h, [turn, dict(turn, version=5, id='e2'), {'type': 'matchFinish', 'game': 'east-west',
                                                               'matchId': 'm1', 'id': 'e3'}])
        else:
            ndjson(h, [dict(turn, version=7, id='e4'), {'type': 'challengeCanceled', 'challengeId': 'c', 'id': 'e5'}])

    f = fake(answer)
    stream = Client(f.url, 'crk_test').stream()
    seen = []
    for e in stream:
        seen.append(e)
        if e['type'] == 'challengeCanceled':
            stream.close()
    assert [(e['type'], e.get('version')) for e in seen] == [
        ('yourTurn', 3), ('yourTurn', 5), ('matchFinish', None), ('challengeCanceled', None)]  # no turn after the finish
    assert [r['headers'].get('Last-Event-ID') for r in f.requests] == [None, 'e1', 'e3']
    assert all(r['headers']['Accept'] == 'application/x-ndjson' for r in f.requests)
    assert all(r['headers']['Authorization'] == 'Bearer crk_test' for r in f.requests)


def test_a_refused_key_ends_the_stream_with_the_error(fake: Callable[..., Fake]) -> None:
    f = fake(lambda h, n: reply(h, 401, {'statusCode': 401, 'error': 'unauthorized', 'message': 'unknown key'}))
    with pytest.raises(ApiError) as e:
        next(iter(Client(f.url, 'crk_bad').events()))
    assert e.value.status == 401 and len(f.requests) == 1


def test_a_match_played_from_the_account_stream_alone(account: Client) -> None:
    """Challenge random-bot, then play every turn from the stream's view with one request each."""
    challenge = account.challenge('east-west', ['random-bot'], options=SMALL['east-west'])
    stream = account.stream()
    moves = 0
    result = None
    for e in stream:
        if e['type'] == 'yourTurn':
            view = e['view']
            assert view['version'] == e['version'] and view['legalMoves']
            account.move('east-west', e['matchId'], view['legalMoves'][0], expected_version=e['version'], minimal=True)
            moves += 1
        elif e['type'] == 'matchFinish':
            result = e['result']
            stream.close()
    match_id = account.get_challenge(challenge['id'])['matchId']
    assert result is not None and moves >= 12  # a round is 12 placements each
    log = account.move_log('east-west', match_id)
    assert len([x for x in log if x['seat'] == 0]) == moves


def schemas_of_event(kind: str) -> list[str]:
    """The schema types whose `type` field is exactly this event type."""
    import typing

    from cardroom import schema
    names = []
    for name in schema.__all__:
        tp = getattr(schema, name)
        if isinstance(tp, type) and hasattr(tp, '__required_keys__'):
            hint = typing.get_type_hints(tp).get('type')
            if typing.get_origin(hint) is typing.Literal and typing.get_args(hint) == (kind,):
                names.append(name)
    return names


def test_stream_events_conform_to_their_schemas(account: Client) -> None:
    """Every event of the account stream against the OpenAPI schema declared for its type, and against
    `AccountEvent`, the one-of of the stream's events."""
    import queue
    import typing
    stream = account.stream(heartbeats=True)
    arrived: queue.Queue = queue.Queue()
    reader = threading.Thread(target=lambda: [arrived.put(e) for e in stream], daemon=True)
    reader.start()
    assert stream.connected.wait(30)
    account.challenge('east-west', ['random-bot'], options=SMALL['east-west'])
    events = []
    while True:
        e = arrived.get(timeout=60)
        if e['type'] == 'keepAlive':
            continue
        events.append(e)
        if e['type'] == 'yourTurn':
            account.move('east-west', e['matchId'], e['view']['legalMoves'][0], expected_version=e['version'],
                         minimal=True)
        elif e['type'] == 'matchFinish':
            stream.close()
            break
    kinds = {e['type'] for e in events}
    assert {'challenge', 'matchStart', 'yourTurn', 'matchFinish'} <= kinds
    missing = sorted(k for k in kinds if not schemas_of_event(k))
    assert not missing, f'stream events without a schema in /openapi.json: {missing}'
    for e in events:
        results = [conform.problems(e, name) for name in schemas_of_event(e['type'])]
        assert any(r == [] for r in results), (e['type'], results)
        conform.check(e, 'AccountEvent')  # the stream's one-of: any one of its events
    # every event type the stream sends has its schema, and a renamed field is seen
    from cardroom import schema
    declared = {typing.get_args(typing.get_type_hints(t)['type'])[0] for t in typing.get_args(schema.AccountEvent)}
    assert kinds <= declared and len(declared) == 12
    start = next(e for e in events if e['type'] == 'matchStart')
    assert conform.problems({**{k: v for k, v in start.items() if k != 'seat'}, 'seats': 0}, 'AccountEvent')
