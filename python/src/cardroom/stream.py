"""The account event stream (GET /me/events, NDJSON): one dict per event, reconnecting by itself.

On every connection the server first sends the current picture (open challenges, pending series
invitations, one `yourTurn` per match waiting for the account), then each event as it happens, and
an empty line every 10 s to keep the connection alive (docs/api.md "The account event stream").
After a lost connection the stream connects again (waiting 0.5 s, then longer up to 10 s while the
server stays away), sending `Last-Event-ID` with the last event id it saw where the server gives
events ids; the picture sent again repeats turns already seen, so a `yourTurn` whose version is not
newer than the last one yielded for its match is dropped, and a finished match's turns are dropped
for good.
"""
from __future__ import annotations

import json
import socket
import threading
import time
from typing import Any, Iterator, Optional

from .transport import ApiError, Transport, Unreachable


class AccountStream:
    def __init__(self, http: Transport, api_key: str, *, reconnect: bool = True, read_timeout: float = 30.0,
                 heartbeats: bool = False):
        if not api_key:
            raise ValueError('the account stream needs an API key (Client(url, api_key=...))')
        self.http = http
        self.api_key = api_key
        self.reconnect = reconnect
        self.read_timeout = read_timeout
        self.heartbeats = heartbeats
        self.last_id: Optional[str] = None
        self.versions: dict[str, int] = {}  # match id -> the newest yourTurn version yielded
        self.finished: set[str] = set()
        self.connections = 0
        self._closed = threading.Event()
        self.connected = threading.Event()  # set once the server has answered (each connection)

    def close(self) -> None:
        """Ends the iteration (at the next line or keep-alive)."""
        self._closed.set()

    def fresh(self, e: dict[str, Any]) -> bool:
        """False for a repeat: a turn of a finished match, or one not newer than the last yielded."""
        match_id = e.get('matchId')
        kind = e.get('type')
        if kind == 'yourTurn' and isinstance(match_id, str):
            if match_id in self.finished:
                return False
            v = e.get('version')
            if isinstance(v, int):
                if self.versions.get(match_id, -1) >= v:
                    return False
                self.versions[match_id] = v
        elif kind == 'matchFinish' and isinstance(match_id, str):
            if match_id in self.finished:
                return False
            self.finished.add(match_id)
            self.versions.pop(match_id, None)
        return True

    def __iter__(self) -> Iterator[dict[str, Any]]:
        backoff = 0.5
        while not self._closed.is_set():
            headers = {'Accept': 'application/x-ndjson'}
            if self.last_id is not None:
                headers['Last-Event-ID'] = self.last_id
            try:
                self.connections += 1
                self.connected.clear()
                for raw in self.http.stream_lines('/me/events', bearer=self.api_key, headers=headers,
                                                  read_timeout=self.read_timeout, on_open=self.connected.set):
                    backoff = 0.5
                    if self._closed.is_set():
                        return
                    line = raw.strip()
                    if not line:  # keep-alive
                        if self.heartbeats:
                            yield {'type': 'keepAlive'}
                        continue
                    try:
                        e = json.loads(line)
                    except ValueError:
                        continue
                    if not isinstance(e, dict):
                        continue
                    if e.get('id') is not None:
                        self.last_id = str(e['id'])
                    if self.fresh(e):
                        yield e
            except ApiError as e:
                if e.status in (401, 403, 404):
                    raise
                if not self.reconnect:
                    raise
            except (Unreachable, OSError, socket.timeout):
                if not self.reconnect:
                    raise
            if not self.reconnect:
                return
            if self._closed.wait(backoff):
                return
            backoff = min(10.0, backoff * 2)
