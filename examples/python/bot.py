#!/usr/bin/env python3
"""A Cardroom bot account in Python, standard library only (urllib, json): no pip install.

It lives on the account event stream (GET /me/events, NDJSON) and plays every match it is in with
random legal moves, one request per move: each `yourTurn` event carries the seat's view with its
`legalMoves`, and the bot answers with one POST .../moves (`expectedVersion` = the event's version,
`Prefer: return=minimal`). It prints each match's start and result.

The API key is read from the environment variable CARDROOM_KEY (or from a file with --key-file), never
from the command line, so that it does not land in shell history or process lists:

    export CARDROOM_KEY=crk_...
    python3 examples/python/bot.py --game east-west --challenge random-bot --matches 3
    python3 examples/python/bot.py --game euchre --seek --concurrent 2
    python3 examples/python/bot.py --accept-challenges
    python3 examples/python/bot.py --game east-west --series basic-bot --deals 100 --concurrency 8
    python3 examples/python/bot.py --game east-west --series basic-bot --deals 400 --stop-when decided

--series plays a series of duplicate deals against the named opponents (docs/series.md): a progress
bar while it runs, with the band the server gives for the difference (anytime-valid: safe to read at
every line), then each player's standing and, for two players, the difference of their mean scores,
with 95 % intervals and the server's verdict. --stop-when decided|<halfWidth> makes the series
sequential: it stops once the difference is decided (or its band is that narrow), --deals being the most
it plays.

--wait N gives up (exit 1) when nothing happens on the stream for N seconds (default 120; 0 = never;
never by default with --accept-challenges alone), saying what it was waiting for.
"""
import argparse
import json
import os
import random
import socket
import sys
import time
import urllib.error
import urllib.request


class Api:
    """JSON over HTTP with the account's key."""

    def __init__(self, url, key):
        self.root = url.rstrip('/')
        self.key = key
        self.waited_until = 0.0  # when the last wait the server asked for (a 429) ended

    def headers(self, extra=None):
        h = {'Authorization': 'Bearer ' + self.key, 'Content-Type': 'application/json'}
        h.update(extra or {})
        return h

    def call(self, method, path, body=None, extra=None):
        """(status, parsed body or None); waits as long as a 429 asks, however often it asks."""
        data = None if body is None else json.dumps(body).encode()
        while True:
            req = urllib.request.Request(self.root + path, data=data, method=method, headers=self.headers(extra))
            try:
                with urllib.request.urlopen(req, timeout=30) as res:
                    return res.status, parse(res.read())
            except urllib.error.HTTPError as e:
                payload = parse(e.read())
                if e.code != 429:
                    return e.code, payload
                wait = float(e.headers.get('Retry-After') or (payload or {}).get('retryAfterSeconds') or 5)
                budget = (payload or {}).get('budget')
                say('  rate limited%s: waiting %g s, as the server asks' % (' (the %s budget)' % budget if budget else '', wait))
                time.sleep(wait)
                self.waited_until = time.monotonic()
            except urllib.error.URLError as e:
                raise SystemExit('cannot reach %s: %s' % (self.root + path, e.reason))

    def stream(self, timeout):
        """The account stream as NDJSON: a file-like response, read line by line."""
        req = urllib.request.Request(self.root + '/me/events', headers=self.headers({'Accept': 'application/x-ndjson'}))
        try:
            return urllib.request.urlopen(req, timeout=timeout)
        except urllib.error.HTTPError as e:
            raise SystemExit('the account stream answered %d: %s' % (e.code, message(parse(e.read()))))
        except urllib.error.URLError as e:
            raise SystemExit('cannot reach %s: %s' % (self.root, e.reason))


def parse(raw):
    try:
        return json.loads(raw) if raw else None
    except ValueError:
        return None


def message(body):
    return (body or {}).get('message', 'no message')


def say(line):
    print(line, flush=True)


def materialize(item):
    """A concrete move from a legal-move item: {min,max} takes an integer in range, {choose,from} cards
    drawn without replacement (several choose fields of one item share the cards)."""
    taken = set()
    move = {}
    for k, v in item.items():
        if isinstance(v, dict) and 'min' in v and 'max' in v:
            move[k] = random.randint(v['min'], v['max'])
        elif isinstance(v, dict) and 'choose' in v and 'from' in v:
            pool = [c for c in v['from'] if c not in taken]
            pick = random.sample(pool, v['choose'])
            taken.update(pick)
            move[k] = pick
        else:
            move[k] = v
    return move


def fmt(x, d=3):
    return '?' if x is None else '%.*f' % (d, x)


def interval(ci, d=3):
    return '[%s, %s]' % (fmt(ci[0], d), fmt(ci[1], d)) if ci else ''


def progress_bar(done, total, width=30):
    full = round(width * done / total) if total else width
    return '[%s%s] %d/%d' % ('#' * full, '.' * (width - full), done, total)


def stop_when(x):
    """--stop-when: "decided" or a half-width (a positive number), as the series' stopWhen."""
    if x == 'decided':
        return 'decided'
    try:
        half = float(x)
    except ValueError:
        half = 0
    if not half > 0 or half == float('inf'):
        raise argparse.ArgumentTypeError('--stop-when is "decided" or a half-width (a positive number)')
    return {'halfWidth': half}


def band_line(s):
    """The band the server gives after the last complete deal (difference.running), in words."""
    d = s.get('difference')
    running = (d or {}).get('running') or []
    if not running:
        return None
    p = running[-1]
    if p['lo'] is None or p['hi'] is None:
        band = 'no conclusion before %d deals' % ((s.get('interval') or {}).get('minDeals') or 10)
    else:
        band = '%s anytime-valid 95 %%' % interval([p['lo'], p['hi']])
    return '%s - %s after %d deal%s: %s %s' % (
        d['accounts'][0], d['accounts'][1], p['n'], '' if p['n'] == 1 else 's', fmt(p['mean']), band)


def series_report(s):
    """The standings of a finished series, one line per player, then the difference of two players."""
    lines = []
    for p in s['standings']:
        line = '  %s: %d matches, %d won; mean score %s %s; win rate %s %s' % (
            p['account'], p['matches'], p['wins'], fmt(p['meanScore']), interval(p['meanScoreCI95']),
            fmt(p['winRate']), interval(p['winRateCI95']))
        if 'bbPer100' in p:
            line += '; bb/100 %s %s' % (fmt(p['bbPer100'], 1), interval(p.get('bbPer100CI95'), 1))
        if 'mbbPerHand' in p:
            line += '; mbb/hand %s %s' % (fmt(p['mbbPerHand'], 1), interval(p.get('mbbPerHandCI95'), 1))
        if 'mbbPerHandAllInAdjusted' in p:
            line += ', all-in adjusted %s %s' % (
                fmt(p['mbbPerHandAllInAdjusted'], 1), interval(p.get('mbbPerHandAllInAdjustedCI95'), 1))
        lines.append(line)
    d = s.get('difference')
    if d and 'verdict' in s and s.get('interval'):
        kind = 'anytime-valid' if s['interval'].get('anytimeValid') else 'fixed-n'
        line = '  %s - %s: %s per match %s (%s 95 %%): %s' % (
            d['accounts'][0], d['accounts'][1], fmt(d['meanScore']), interval(d['meanScoreCI95']), kind,
            s['verdict'] or '-')
        if s.get('stoppedEarly'):
            line += ' (stopped early, after %d deals)' % d['deals']
        lines.append(line)
    elif d:
        lo, hi = d['meanScoreCI95']
        if lo is not None and lo > 0:
            verdict = '%s is stronger (95 %%)' % d['accounts'][0]
        elif hi is not None and hi < 0:
            verdict = '%s is stronger (95 %%)' % d['accounts'][1]
        else:
            verdict = 'no difference shown at 95 %'
        lines.append('  %s - %s: %s per match %s: %s' % (
            d['accounts'][0], d['accounts'][1], fmt(d['meanScore']), interval(d['meanScoreCI95']), verdict))
    return lines


def outcome(result, seat, game):
    """won / lost / tie from a result's winners (Euchre's winners are a partnership)."""
    winners = (result or {}).get('winners') or []
    if seat not in winners:
        return 'lost'
    side = {seat, (seat + 2) % 4} if game == 'euchre' else {seat}
    return 'won' if set(winners) <= side else 'tie'


class Bot:
    def __init__(self, api, args):
        self.api = api
        self.args = args
        self.answered = {}  # match id -> the last version answered
        self.active = {}  # match id -> game
        self.finished = 0
        self.moves = 0
        self.requests = 0
        self.view_reads = 0
        self.series_id = None
        self.series_total = 0
        self.series_done = False
        self.last_bar = ''

    def start_series(self):
        a = self.args
        body = {'opponents': a.series.split(','), 'deals': a.deals, 'concurrency': a.concurrency,
                'duplicate': a.duplicate == 'true', 'options': a.options}
        if a.stop_when:
            body['stopWhen'] = a.stop_when
        status, res = self.api.call('POST', '/%s/series' % a.game, body)
        if status != 201:
            raise SystemExit('the series was refused: %d %s' % (status, message(res)))
        self.series_id = res['id']
        self.series_total = res['progress']['total']
        say('series %s: %d deals of %s against %s, %d matches, %d at once' % (
            self.series_id, a.deals, a.game, a.series, self.series_total, a.concurrency))

    def open_matches(self, count):
        a = self.args
        for _ in range(count):
            if a.challenge:
                body = {'game': a.game, 'to': a.challenge.split(','), 'rated': a.rated, 'options': a.options}
                status, res = self.api.call('POST', '/challenges', body)
            else:
                body = {'rated': a.rated, 'options': a.options}
                if a.players:
                    body['players'] = a.players
                status, res = self.api.call('POST', '/%s/seeks' % a.game, body)
            if status != 201:
                raise SystemExit('%s refused: %d %s' % ('the challenge' if a.challenge else 'the seek', status, message(res)))

    def waiting_for(self):
        a = self.args
        if self.active:
            return 'waiting for opponents to move in %d match%s' % (len(self.active), 'es' if len(self.active) > 1 else '')
        if a.series:
            return 'waiting for the series against %s to start' % a.series
        if a.challenge:
            return 'waiting for %s to accept the %s challenge' % (a.challenge, a.game)
        if a.seek:
            return 'waiting for the %s seek to be paired' % a.game
        return 'waiting for a challenge'

    def turn(self, e):
        match_id, version = e['matchId'], e['version']
        if self.answered.get(match_id, -1) >= version:
            return
        self.answered[match_id] = version
        view = e.get('view')
        if view is None:  # a server without views in yourTurn: read it (one more request)
            self.requests += 1
            self.view_reads += 1
            status, view = self.api.call('GET', '/%s/matches/%s' % (e['game'], match_id))
            if status != 200:
                return
        legal = view.get('legalMoves') or []
        for _ in range(50):  # a template may materialize into a move the rules refuse (422): draw again
            if not legal:
                return
            move = materialize(random.choice(legal))
            move['expectedVersion'] = view['version']
            self.requests += 1
            status, res = self.api.call('POST', '/%s/matches/%s/moves' % (e['game'], match_id), move, {'Prefer': 'return=minimal'})
            if status == 201:
                self.moves += 1
                return
            if status != 422:
                return  # 409: the match moved on, the stream brings what comes next
        say('  %s: no acceptable move after 50 tries' % match_id)

    def finish(self, e):
        self.active.pop(e['matchId'], None)
        self.answered.pop(e['matchId'], None)
        self.finished += 1
        if self.series_id:  # a series: a progress bar instead of a line per match
            bar = progress_bar(self.finished, self.series_total)
            if bar[:32] != self.last_bar[:32] or self.finished == self.series_total:
                # a line when the bar grows (and the last one), not one per match, with the server's band
                _, s = self.api.call('GET', '/series/%s' % self.series_id)
                band = band_line(s or {})
                say('  ' + bar + (' . ' + band if band else ''))
            self.last_bar = bar
            return
        result = e.get('result') or {}
        scores = ' / '.join(str(s) for s in result.get('scores') or [])
        _, me = self.api.call('GET', '/me')
        rating = ((me or {}).get('ratings') or {}).get(e['game'], {}).get('rating')
        say('%s match %s finished (%s): %s; scores %s (you are seat %d); rating %s' % (
            e['game'], e['matchId'], result.get('reason'), outcome(result, e['seat'], e['game']), scores, e['seat'],
            'none (unrated)' if rating is None else '%.2f' % rating))

    def handle(self, e, name):
        kind = e.get('type')
        if kind == 'yourTurn':
            self.active[e['matchId']] = e['game']
            self.turn(e)
        elif kind == 'seriesFinish' and e.get('seriesId') == self.series_id:
            _, s = self.api.call('GET', '/series/%s' % self.series_id)
            say('series %s %s: %d matches' % (self.series_id, s['status'], s['progress']['finished']))
            for line in series_report(s):
                say(line)
            self.series_done = True
            return True
        elif kind == 'matchStart':
            self.active[e['matchId']] = e['game']
            if not self.series_id:
                say('%s match %s: playing seat %d' % (e['game'], e['matchId'], e['seat']))
        elif kind == 'matchFinish':
            self.finish(e)
            return True
        elif kind == 'challenge' and self.args.accept_challenges:
            c = e['challenge']
            if c['status'] == 'open' and name in c['to'] and name not in c['accepted']:
                verb = 'accept' if not self.args.game or c['game'] == self.args.game else 'decline'
                self.api.call('POST', '/challenges/%s/%s' % (c['id'], verb))
        return False

    def run(self):
        a = self.args
        status, me = self.api.call('GET', '/me')
        if status != 200:
            raise SystemExit('GET /me answered %d: %s' % (status, message(me)))
        name = me['name']
        say('%s: listening on the account stream' % name)
        # --wait is checked at every line; the server sends an empty line every 10 s
        stream = self.api.stream(timeout=max(15, a.wait or 0))
        self.open_matches(a.concurrent if (a.seek or a.challenge) else 0)
        if a.series:
            self.start_series()
        last = time.monotonic()
        shown = None
        while True:
            now_waiting = self.waiting_for()
            if now_waiting != shown and not (self.series_id and self.active):
                say('  ' + now_waiting)
                shown = now_waiting
            try:
                line = stream.readline()
            except (socket.timeout, TimeoutError):
                raise SystemExit('the account stream went silent (no keep-alive for %d s)' % max(15, a.wait or 0))
            if not line:
                raise SystemExit('the account stream closed')
            # waiting because the server asked (a 429) is not silence
            if a.wait and time.monotonic() - max(last, self.api.waited_until) > a.wait:
                raise SystemExit('gave up: %s for %d s' % (shown, a.wait))
            line = line.strip()
            if not line:
                continue  # keep-alive
            last = time.monotonic()
            if self.handle(json.loads(line), name):
                if self.series_done:
                    return
                if a.matches and self.finished >= a.matches:
                    say('%d matches finished: %d moves posted in %d requests (%d view reads)' % (
                        self.finished, self.moves, self.requests, self.view_reads))
                    return
                if (a.seek or a.challenge) and (not a.matches or self.finished + a.concurrent <= a.matches):
                    self.open_matches(1)


def main(argv=None):
    p = argparse.ArgumentParser(description='A Cardroom bot account playing random legal moves.')
    p.add_argument('--url', default='http://localhost:3000')
    p.add_argument('--key-file', help='read the API key from this file (default: the CARDROOM_KEY environment variable)')
    p.add_argument('--game', help='the game to seek or challenge in (GET /games)')
    p.add_argument('--seek', action='store_true', help='seek matches of --game')
    p.add_argument('--challenge', help='challenge these accounts, comma-separated (e.g. random-bot)')
    p.add_argument('--accept-challenges', action='store_true')
    p.add_argument('--players', type=int, help='seats of a sought match')
    p.add_argument('--rated', default='true', choices=['true', 'false'])
    p.add_argument('--options', default='{}', help="the game's options as JSON")
    p.add_argument('--concurrent', type=int, default=1, help='matches sought or challenged at once')
    p.add_argument('--matches', type=int, help='stop after this many finished matches')
    p.add_argument('--series', help='play a series against these accounts, comma-separated (e.g. basic-bot)')
    p.add_argument('--deals', type=int, default=100, help='deals of the series')
    p.add_argument('--concurrency', type=int, default=4, help='matches of the series at once')
    p.add_argument('--duplicate', default='true', choices=['true', 'false'], help='each deal once per seat rotation')
    p.add_argument('--stop-when', type=stop_when,
                   help='decided, or a half-width: a sequential series that stops by itself (--deals the most)')
    p.add_argument('--wait', type=float, help='give up after this many seconds without an event (0: never)')
    a = p.parse_args(argv)
    a.rated = a.rated == 'true'
    a.options = json.loads(a.options)
    if a.wait is None:
        a.wait = 0 if a.accept_challenges and not (a.seek or a.challenge) else 120
    if (a.seek or a.challenge or a.series) and not a.game:
        p.error('--seek, --challenge and --series need --game')
    if a.stop_when and not a.series:
        p.error('--stop-when goes with --series')
    if a.key_file:
        with open(a.key_file, encoding='utf-8') as f:
            key = f.read().strip()
    else:
        key = os.environ.get('CARDROOM_KEY', '').strip()
    if not key:
        p.error('no API key: set CARDROOM_KEY (POST /accounts gives one) or pass --key-file')
    Bot(Api(a.url, key), a).run()


if __name__ == '__main__':
    try:
        main()
    except KeyboardInterrupt:
        sys.exit(130)
