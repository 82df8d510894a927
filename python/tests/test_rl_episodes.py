"""Episodes: the same seed deals the same cards and, under the same actions, plays the same episode;
another seed deals other cards; an illegal action is an exception naming the legal ones and changes
nothing; the audits (mask = the server's legal moves, no card a seat cannot see) hold over random
episodes of every game, and find what a broken environment would do."""
from __future__ import annotations

import random

import numpy as np
import pytest

from cardroom.rl import IllegalActionError, aec_env, gym_env, random_policy
from cardroom.rl.audit import Tally, audit_episode, hidden_problems, mask_problems
from cardroom.rl.turn import Turn

from .conftest import GAMES, SMALL
from .test_rl_api import AEC_SETUPS


def play(env, seed: int, policy_seed: int) -> list:
    """One episode: every (agent, observation, mask, reward) in order."""
    env.reset(seed=seed)
    policy = random_policy(policy_seed)
    trace = []
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        trace.append((agent, obs['observation'].copy(), obs['action_mask'].copy(), reward, term))
        env.step(None if term or trunc else policy(obs, info))
    return trace


def same(a: list, b: list) -> bool:
    return len(a) == len(b) and all(
        x[0] == y[0] and np.array_equal(x[1], y[1]) and np.array_equal(x[2], y[2]) and x[3] == y[3] and x[4] == y[4]
        for x, y in zip(a, b))


@pytest.mark.parametrize('game', GAMES)
def test_the_same_seed_plays_the_same_episode_and_another_seed_other_cards(url: str, game: str) -> None:
    env = aec_env(game, url, options=SMALL[game], **AEC_SETUPS[game])
    try:
        first = play(env, seed=7, policy_seed=1)
        again = play(env, seed=7, policy_seed=1)
        assert same(first, again)
        firsts = set()
        for k in range(3):
            env.reset(seed=100 + k)
            obs, *_ = env.last()
            firsts.add(obs['observation'].tobytes())
            env.reset(seed=100 + k)
            assert env.last()[0]['observation'].tobytes() in firsts  # twice the same
        assert len(firsts) == 3  # three seeds, three deals
    finally:
        env.close()


def test_the_gym_and_the_aec_environments_deal_alike_for_one_seed(url: str) -> None:
    a = aec_env('texas-holdem', url, options=SMALL['texas-holdem'], opponents={'player_1': 'basic'})
    g = gym_env('texas-holdem', 'basic', url, options=SMALL['texas-holdem'])
    try:
        a.reset(seed=11)
        obs_g, _ = g.reset(seed=11)
        assert np.array_equal(a.last()[0]['observation'], obs_g['observation'])
    finally:
        a.close()
        g.close()


@pytest.mark.parametrize('game', GAMES)
def test_an_illegal_action_is_an_exception_naming_the_legal_ones_and_changes_nothing(url: str, game: str) -> None:
    env = gym_env(game, 'random', url, options=SMALL[game])
    try:
        obs, info = env.reset(seed=3)
        illegal = [a for a in range(env.action_space.n) if not obs['action_mask'][a]]
        legal = [a for a in range(env.action_space.n) if obs['action_mask'][a]]
        version = info['view']['version']
        tries = illegal[:1] + [env.action_space.n, -1, 'fold']
        for action in tries:
            with pytest.raises(IllegalActionError) as e:
                env.step(action)
            text = str(e.value)
            assert 'is not legal now' in text
            for a in legal:
                assert f'{a} ({env.spec_game.actions[a]})' in text
            assert [a for a, _ in e.value.legal] == legal
        after = env.client.match(game, env.match_id, token=env.table.tokens[0])
        assert after['version'] == version  # nothing was sent
        obs2, *_ = env.step(legal[0])  # and the episode goes on
        assert obs2['observation'].shape == obs['observation'].shape
    finally:
        env.close()


@pytest.mark.parametrize('game', GAMES)
def test_audit_masks_and_hidden_information_over_random_episodes(url: str, game: str) -> None:
    env = aec_env(game, url, options=SMALL[game], **AEC_SETUPS[game])
    tally = Tally()
    try:
        for k in range(3):
            audit_episode(env, random_policy(k), seed=1000 + k, tally=tally, rng=random.Random(k))
    finally:
        env.close()
    assert tally.problems == []
    assert tally.episodes == 3 and tally.masks == tally.steps > 0 and tally.hidden >= tally.steps


def test_the_audits_find_a_wrong_mask_and_a_leaked_card(url: str) -> None:
    env = aec_env('texas-holdem', url, options=SMALL['texas-holdem'])  # both seats are agents
    try:
        env.reset(seed=5)
        turn = env._turn
        spec = env.spec_game
        assert mask_problems(spec, turn) == []
        broken = Turn(spec, turn.view)
        broken._options = {a: m for a, m in turn.options.items() if a != 0}  # fold left out
        assert any('action 0 (fold)' in p for p in mask_problems(spec, broken))
        widened = Turn(spec, turn.view)
        widened._options = {**turn.options, 7: {'type': 'raise', 'to': 10 ** 6}}
        assert mask_problems(spec, widened)
        me, other = env.seat(env.agent_selection), 1 - env.seat(env.agent_selection)
        mine = env.client.match('texas-holdem', env.match_id, token=env.table.tokens[me])
        theirs = env.client.match('texas-holdem', env.match_id, token=env.table.tokens[other])
        obs = env.observe(env.agent_selection)
        assert hidden_problems(spec, obs, env.infos[env.agent_selection], mine) == []
        # the other seat's view in this agent's info, or its cards in the observation: caught
        assert hidden_problems(spec, obs, {'view': theirs}, mine)
        leaked = spec.observation(theirs)
        assert hidden_problems(spec, {'observation': leaked}, {}, mine)
    finally:
        env.close()


def test_a_special_hand_can_be_declared_at_every_placement(client) -> None:
    """A deal where seat 1 holds three flushes (found by the audit script): the declaration the server
    offers stays in the mask after cards are placed, as it stays among the legal moves."""
    m = client.create_match('chinese-poker', [{'name': 'a'}, {'name': 'b'}, {'bot': 'basic'}], options={'hands': 1},
                            seed='f09796e3f6db68232a0baa27b22a5070ed2563025dbc47c021d4b6e1bd539bbf')
    view = client.match('chinese-poker', m['id'], token=m['seats'][1]['token'])
    assert any(x['type'] == 'declare' and x['hand'] == 'three-flushes' for x in view['legalMoves'])
    from cardroom.rl.games import SPECS
    turn = Turn(SPECS['chinese-poker'], view)
    for _ in range(5):
        assert mask_problems(turn.spec, turn) == []
        assert turn.mask()[5] == 1  # declare three flushes
        assert turn.choose(min(a for a in turn.options if a < 3)) is None  # place the next card
    move = turn.choose(5)
    assert move['type'] == 'declare' and move['hand'] == 'three-flushes'
    after = client.move('chinese-poker', m['id'], move, token=m['seats'][1]['token'])
    assert after['state']['yourSubmission'] is not None
