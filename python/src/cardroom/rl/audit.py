"""Audits of the environments against the server, step by step (python/scripts/audit.py runs them
over many episodes; the tests over a few):

- the action mask is exactly the server's legal moves: for every action, what it means
  (`spec.intended`) is matched against `legalMoves` by a generic reader of the contract's move
  templates (a concrete move, `{min, max}`, `{choose, from}`), and every concrete legal move is
  reached by a masked-in action; Chinese poker's placements are checked with the server's own
  verdict (`/check`) on a completion that agrees with each offered row and on samples of each refused;
- hidden information: every card an agent's observation or info holds is a card of that seat's own
  view, read again from the server with the seat's token at that version.
"""
from __future__ import annotations

import random
from typing import Any, Iterable, Mapping, Optional, Sequence

import numpy as np

from .cards import cards_in
from .games.base import GameSpec
from .games.chinese_poker import ROWS, Placing, choices, legal_splits
from .turn import Turn


def _fits(value: Any, spec: Any) -> bool:
    if isinstance(spec, dict) and 'min' in spec and 'max' in spec:
        return isinstance(value, int) and not isinstance(value, bool) and spec['min'] <= value <= spec['max']
    if isinstance(spec, dict) and 'choose' in spec and 'from' in spec:
        return isinstance(value, list) and len(value) == spec['choose'] and set(value) <= set(spec['from'])
    return value == spec


def legal_in(move: Optional[Mapping[str, Any]], legal_moves: Iterable[Mapping[str, Any]]) -> bool:
    """Whether `move` is one of the legal moves (concrete, or filling a template's fields in range)."""
    if move is None:
        return False
    for item in legal_moves:
        if set(item) == set(move) and all(_fits(move[k], item[k]) for k in item):
            choose = [k for k, v in item.items() if isinstance(v, dict) and 'choose' in v]
            used = [c for k in choose for c in move[k]]
            if len(used) == len(set(used)):
                return True
    return False


def concrete(item: Mapping[str, Any]) -> bool:
    return not any(isinstance(v, dict) for v in item.values())


def mask_problems(spec: GameSpec, turn: Turn) -> list[str]:
    """Where the mask and the server's legal moves disagree (Chinese poker's placements aside)."""
    view, legal = turn.view, turn.view.get('legalMoves') or []
    mask = turn.mask()
    out = []
    for a in range(spec.n_actions):
        if spec.game == 'chinese-poker' and a < 3:
            continue
        intended = spec.intended(view, a)
        want = legal_in(intended, legal)
        if bool(mask[a]) != want:
            out.append(f'action {a} ({spec.actions[a]}): mask {mask[a]} but {intended} is '
                       f'{"" if want else "not "}among the legal moves {legal}')
        if mask[a] and turn.options[a] != intended and not isinstance(turn.options[a], Placing):
            out.append(f'action {a}: posts {turn.options[a]}, means {intended}')
    offered = [turn.options[a] for a in turn.options if not isinstance(turn.options[a], Placing)]
    for item in legal:
        if concrete(item) and dict(item) not in offered:
            out.append(f'the legal move {item} is reached by no action')
        if not concrete(item) and not any(legal_in(m, [item]) for m in offered) and spec.game != 'chinese-poker':
            out.append(f'the legal template {item} is reached by no action')
    return out


def placement_problems(client: Any, game: str, match_id: str, token: str, turn: Turn,
                       rng: random.Random, samples: int = 4) -> list[str]:
    """Chinese poker: each offered row has a completion the server accepts; each refused row, on
    `samples` random completions, none."""
    p = turn.spec.placing(turn.view, turn.partial)  # type: ignore[attr-defined]
    if p is None:
        return []
    mask = turn.mask()
    nexts = choices(p)
    out = []
    for row in range(3):
        if mask[row]:
            q = nexts[row]
            backs, middles = legal_splits(q.cards)
            k = int(q.alive[rng.randrange(len(q.alive))])
            move = arrangement(q.cards, int(backs[k]), int(middles[k]))
            verdict = client.check_move(game, match_id, move, token=token)
            if not verdict['valid']:
                out.append(f'row {ROWS[row]} offered for {q.cards[p.placed]} but {move} is refused: {verdict}')
        else:
            for move in random_completions(p, row, rng, samples):
                verdict = client.check_move(game, match_id, move, token=token)
                if verdict['valid']:
                    out.append(f'row {ROWS[row]} refused for {p.cards[p.placed]} but the server accepts {move}')
                    break
    return out


def arrangement(cards: Sequence[str], back_bits: int, middle_bits: int) -> dict:
    rows: dict[str, list[str]] = {'front': [], 'middle': [], 'back': []}
    for i, c in enumerate(cards):
        rows['back' if back_bits >> i & 1 else 'middle' if middle_bits >> i & 1 else 'front'].append(c)
    return {'type': 'arrange', **rows}


def random_completions(p: Placing, row: int, rng: random.Random, n: int) -> list[dict]:
    """Random arrangements with the placed cards where they are and the next card in `row`."""
    size = (3, 5, 5)
    out = []
    for _ in range(n):
        rows: list[list[str]] = [[], [], []]
        for c, r in zip(p.cards, p.rows + (row,)):
            rows[r].append(c)
        if any(len(rows[r]) > size[r] for r in range(3)):
            return []
        rest = list(p.cards[p.placed + 1:])
        rng.shuffle(rest)
        for r in range(3):
            while len(rows[r]) < size[r]:
                rows[r].append(rest.pop())
        out.append({'type': 'arrange', 'front': rows[0], 'middle': rows[1], 'back': rows[2]})
    return out


def hidden_problems(spec: GameSpec, observation: Mapping[str, Any], info: Mapping[str, Any],
                    seen_by_seat: Mapping[str, Any]) -> list[str]:
    """Cards of the observation's card planes or of the info that the seat's own view does not hold."""
    visible = set(cards_in(seen_by_seat))
    out = []
    for block, cards in spec.card_planes(np.asarray(observation['observation'])).items():
        extra = sorted(set(cards) - visible)
        if extra:
            out.append(f'observation block {block!r} holds {extra}, not in the seat\'s view')
    extra_info = sorted(set(cards_in(info)) - visible)
    if extra_info:
        out.append(f'info holds {extra_info}, not in the seat\'s view')
    return out


class Tally:
    """What an audit looked at, and what it found."""

    def __init__(self) -> None:
        self.episodes = 0
        self.steps = 0
        self.masks = 0
        self.placements = 0
        self.hidden = 0
        self.problems: list[str] = []

    def __str__(self) -> str:
        return (f'{self.episodes} episodes, {self.steps} steps: {self.masks} masks compared with the legal moves, '
                f'{self.placements} placements checked by the server, {self.hidden} observations and infos '
                f'checked card by card; {len(self.problems)} problems')


def audit_episode(env: Any, policy: Any, seed: Optional[int], tally: Tally, rng: random.Random,
                  server_checks: bool = True) -> None:
    """One episode of an AEC environment (cardroom.rl.aec_env) played by `policy`, audited at every
    step: the acting agent's mask, and every live agent's observation and info."""
    env.reset(seed=seed)
    t = env.table
    spec = env.spec_game
    independent: dict[tuple[int, int], dict] = {}

    def seen(seat: int, version: int) -> dict:
        key = (seat, version)
        if key not in independent:
            independent[key] = env.client.match(t.game, t.match_id, token=t.tokens[seat], at_version=version)
        return independent[key]

    for agent in env.agent_iter():
        obs, _, term, trunc, info = env.last()
        if term or trunc:
            env.step(None)
            continue
        seat = env.seat(agent)
        turn = env._turn
        found = mask_problems(spec, turn)
        tally.masks += 1
        if spec.game == 'chinese-poker' and server_checks:
            found += placement_problems(env.client, t.game, t.match_id, t.tokens[seat], turn, rng)
            tally.placements += 1
        for other in env.agents:
            s = env.seat(other)
            o = env.observe(other)
            version = turn.view['version'] if other == agent else t.views[s]['version']
            found += hidden_problems(spec, o, {}, seen(s, version))
            inf = env.infos[other]
            if inf.get('view'):
                found += hidden_problems(spec, {'observation': np.zeros(spec.observation_size)}, inf,
                                         seen(s, inf['view']['version']))
            tally.hidden += 1
        if found:
            tally.problems.extend(f'{t.game} {t.match_id} v{turn.view["version"]} {agent}: {p}' for p in found)
        env.step(policy(obs, info))
        tally.steps += 1
    tally.episodes += 1
