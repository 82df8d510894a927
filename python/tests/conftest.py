"""The tests run against a Cardroom server: CARDROOM_URL when it is set, else one this session starts
from the repository's build (node dist/src/main.js: `npm run build` first) on a free port, with a
throw-away embedded database (DATA_DIR=memory://) and no rate limit, stopped at the end."""
from __future__ import annotations

import os
import uuid
from pathlib import Path
from typing import Iterator

import pytest

from cardroom import Client
from cardroom.server import LocalServer

ROOT = Path(__file__).resolve().parents[2]

# small matches: every test episode ends in a few dozen steps
SMALL = {
    'east-west': {'targetPoints': 1},
    'in-between': {'rounds': 1, 'startingChips': 10},
    'chinese-poker': {'hands': 1},
    'euchre': {'targetPoints': 2},
    'texas-holdem': {'maxHands': 2, 'startingStack': 200},
}
GAMES = list(SMALL)


@pytest.fixture(scope='session')
def url() -> Iterator[str]:
    given = os.environ.get('CARDROOM_URL')
    if given:
        yield given.rstrip('/')
        return
    try:
        server = LocalServer(ROOT)
    except FileNotFoundError as e:
        pytest.exit(f'{e} (or set CARDROOM_URL)', returncode=2)
    with server as base:
        yield base


@pytest.fixture
def client(url: str) -> Iterator[Client]:
    c = Client(url)
    yield c
    c.close()


@pytest.fixture
def account(url: str) -> Iterator[Client]:
    """A client with a fresh bot account's key."""
    c = Client(url)
    created = c.create_account(f'py-{uuid.uuid4().hex[:12]}', kind='bot')
    c.api_key = created['apiKey']
    yield c
    c.close()
