"""JSON over HTTP/1.1 with kept-alive connections (standard library: http.client), one connection
per thread, waiting as long as a 429 asks (`Retry-After`), and errors as ApiError.

A request that fails on a connection the server has closed while idle is sent again on a new one.
Only requests that are safe to repeat are: reads, and writes that carry an `Idempotency-Key` (the
server answers a repeat with the first answer and applies nothing: docs/api.md "Moves").
"""
from __future__ import annotations

import http.client
import json
import socket
import threading
import time
import urllib.parse
from typing import Any, Iterator, Mapping, Optional


class ApiError(Exception):
    """An error answer of the API: `status` (HTTP), `error` (e.g. `illegal-move`), `reason` (the rules'
    reason code, when there is one), `message` (a sentence), `details` (per field, for 400s)."""

    def __init__(self, status: int, body: Any, method: str = '', path: str = ''):
        body = body if isinstance(body, dict) else {}
        self.status = status
        self.body = body
        self.error: str = body.get('error') or f'http-{status}'
        self.reason: Optional[str] = body.get('reason')
        self.message: str = body.get('message') or http.client.responses.get(status, 'error')
        self.details: Optional[dict] = body.get('details')
        where = f'{method} {path}: ' if method else ''
        extra = f' ({self.reason})' if self.reason else ''
        detail = '; '.join(f'{k}: {v}' for k, v in (self.details or {}).items())
        super().__init__(f'{where}{status} {self.error}{extra}: {self.message}' + (f' [{detail}]' if detail else ''))


class Unreachable(ConnectionError):
    """The server could not be reached (or kept closing the connection)."""


# a kept-alive connection unused for longer is replaced before a request (the server closes idle
# connections after a few seconds; a write that cannot be repeated safely takes a fresh one sooner)
IDLE_SECONDS = 30.0
WRITE_IDLE_SECONDS = 2.0

_RETRYABLE = (http.client.RemoteDisconnected, http.client.BadStatusLine, ConnectionResetError,
              BrokenPipeError, ConnectionAbortedError, http.client.CannotSendRequest,
              http.client.ResponseNotReady)


class Transport:
    """The HTTP side of a Client: a base URL, a timeout, the 429 budget and a connection per thread."""

    def __init__(self, url: str, timeout: float = 30.0, max_rate_wait: float = 120.0,
                 user_agent: str = 'cardroom-python'):
        u = urllib.parse.urlsplit(url.rstrip('/'))
        if u.scheme not in ('http', 'https') or not u.hostname:
            raise ValueError(f'not an http(s) URL: {url!r}')
        self.url = url.rstrip('/')
        self.scheme = u.scheme
        self.host = u.hostname
        self.port = u.port or (443 if u.scheme == 'https' else 80)
        self.prefix = u.path.rstrip('/')
        self.timeout = timeout
        self.max_rate_wait = max_rate_wait
        self.user_agent = user_agent
        self._local = threading.local()
        self.rate_waits = 0  # how many times a 429 made the client wait (for reports)

    def connection(self, timeout: Optional[float] = None) -> http.client.HTTPConnection:
        cls = http.client.HTTPSConnection if self.scheme == 'https' else http.client.HTTPConnection
        return cls(self.host, self.port, timeout=self.timeout if timeout is None else timeout)

    def _conn(self, fresh_after: float) -> http.client.HTTPConnection:
        c = getattr(self._local, 'conn', None)
        if c is not None and time.monotonic() - self._local.used > fresh_after:
            c.close()  # idle for a while: the server may be closing it; a write should not race that
            c = None
        if c is None:
            c = self.connection()
            self._local.conn = c
        self._local.used = time.monotonic()
        return c

    def _drop(self) -> None:
        c = getattr(self._local, 'conn', None)
        if c is not None:
            c.close()
        self._local.conn = None

    def close(self) -> None:
        self._drop()

    def headers(self, bearer: Optional[str], extra: Optional[Mapping[str, str]] = None) -> dict[str, str]:
        h = {'Accept': 'application/json', 'User-Agent': self.user_agent}
        if bearer:
            h['Authorization'] = 'Bearer ' + bearer
        h.update(extra or {})
        return h

    def target(self, path: str, query: Optional[Mapping[str, Any]] = None) -> str:
        q = {k: _q(v) for k, v in (query or {}).items() if v is not None}
        return self.prefix + path + ('?' + urllib.parse.urlencode(q) if q else '')

    def request(self, method: str, path: str, body: Any = None, *, bearer: Optional[str] = None,
                query: Optional[Mapping[str, Any]] = None, headers: Optional[Mapping[str, str]] = None,
                repeatable: Optional[bool] = None) -> tuple[int, Any, dict[str, str]]:
        """(status, decoded JSON body, headers) of a 2xx answer; ApiError for any other."""
        data = None if body is None else json.dumps(body, separators=(',', ':')).encode()
        h = self.headers(bearer, headers)
        if data is not None:
            h['Content-Type'] = 'application/json'
        if repeatable is None:
            repeatable = method in ('GET', 'HEAD', 'DELETE') or 'Idempotency-Key' in h
        target = self.target(path, query)
        waited = 0.0
        attempts = 0
        while True:
            attempts += 1
            conn = self._conn(IDLE_SECONDS if repeatable else WRITE_IDLE_SECONDS)
            try:
                conn.request(method, target, body=data, headers=h)
                res = conn.getresponse()
                raw = res.read()
            except _RETRYABLE as e:
                self._drop()
                # a kept-alive connection the server closed: once more on a new one (sending a write
                # again only when it is safe to repeat)
                if attempts <= 2 and (repeatable or isinstance(e, (BrokenPipeError, http.client.CannotSendRequest))):
                    continue
                raise Unreachable(f'{method} {self.url}{target}: {e!r}') from e
            except (socket.timeout, TimeoutError) as e:
                self._drop()
                raise Unreachable(f'{method} {self.url}{target}: no answer in {self.timeout} s') from e
            except OSError as e:
                self._drop()
                raise Unreachable(f'cannot reach {self.url}: {e}') from e
            if res.getheader('Connection', '').lower() == 'close':
                self._drop()
            parsed = _parse(raw)
            if res.status == 429:
                wait = retry_after(res.getheader('Retry-After'), parsed)
                if waited + wait > self.max_rate_wait:
                    raise ApiError(429, parsed, method, path)
                self.rate_waits += 1
                time.sleep(wait)
                waited += wait
                continue
            if res.status >= 400:
                raise ApiError(res.status, parsed, method, path)
            return res.status, parsed, {k.lower(): v for k, v in res.getheaders()}

    def stream_lines(self, path: str, *, bearer: Optional[str], headers: Mapping[str, str],
                     read_timeout: float, on_open: Optional[Any] = None) -> Iterator[bytes]:
        """The lines of a streamed answer (NDJSON), on a connection of its own; ends when the server
        closes it. ApiError for an error answer."""
        conn = self.connection(timeout=read_timeout)
        try:
            conn.request('GET', self.target(path), headers=self.headers(bearer, headers))
            res = conn.getresponse()
            if res.status == 429:
                raise ApiError(429, _parse(res.read()), 'GET', path)
            if res.status >= 400:
                raise ApiError(res.status, _parse(res.read()), 'GET', path)
            if on_open is not None:
                on_open()
            while True:
                line = res.readline()
                if not line:
                    return
                yield line
        finally:
            conn.close()


def retry_after(header: Optional[str], body: Any) -> float:
    """Seconds to wait on a 429: the `Retry-After` header (seconds), else the body's
    `retryAfterSeconds`, else 1."""
    for v in (header, (body or {}).get('retryAfterSeconds') if isinstance(body, dict) else None):
        try:
            if v is not None:
                return max(0.0, float(v))
        except (TypeError, ValueError):
            pass
    return 1.0


def _parse(raw: bytes) -> Any:
    if not raw:
        return None
    try:
        return json.loads(raw)
    except ValueError:
        return raw.decode('utf-8', 'replace')


def _q(v: Any) -> str:
    if isinstance(v, bool):
        return 'true' if v else 'false'
    return str(v)
