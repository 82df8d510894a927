"""A Cardroom server of one's own for training, tests and benches: `node dist/src/main.js` of a
built checkout (`npm run build`) on a free port, with a throw-away embedded database
(DATA_DIR=memory://) and no rate limit, stopped when the block ends.

    from cardroom.server import LocalServer
    with LocalServer('/path/to/cardroom') as url:
        env = cardroom.rl.gym_env('euchre', 'expert', url)
"""
from __future__ import annotations

import json
import os
import socket
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any, Mapping, Optional


def free_port() -> int:
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


def healthy(url: str) -> bool:
    try:
        with urllib.request.urlopen(url + '/health', timeout=2) as r:
            return json.loads(r.read()).get('database') == 'up'
    except Exception:
        return False


class LocalServer:
    def __init__(self, checkout: Any, env: Optional[Mapping[str, str]] = None, start_timeout: float = 120.0):
        self.checkout = Path(checkout)
        self.main = self.checkout / 'dist' / 'src' / 'main.js'
        if not self.main.exists():
            raise FileNotFoundError(f'{self.main} is missing: run `npm run build` in {self.checkout}')
        self.port = free_port()
        self.url = f'http://127.0.0.1:{self.port}'
        self.extra = dict(env or {})
        self.start_timeout = start_timeout
        self.proc: Optional[subprocess.Popen] = None
        self.log = tempfile.NamedTemporaryFile('w+', prefix='cardroom-server-', suffix='.log', delete=False)

    def __enter__(self) -> str:
        env = dict(os.environ, PORT=str(self.port), DATA_DIR='memory://', RATE_LIMIT_PER_MINUTE='0', LOG_LEVEL='warn')
        env.pop('DATABASE_URL', None)
        env.update(self.extra)
        self.proc = subprocess.Popen(['node', str(self.main)], cwd=self.checkout, env=env, stdout=self.log,
                                     stderr=subprocess.STDOUT)
        deadline = time.monotonic() + self.start_timeout
        while not healthy(self.url):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                self.stop()
                self.log.seek(0)
                raise RuntimeError(f'the server did not start: {self.log.read()[-2000:]}')
            time.sleep(0.3)
        return self.url

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def __exit__(self, *exc: Any) -> None:
        self.stop()
        self.log.close()
        os.unlink(self.log.name)
