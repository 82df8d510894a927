"""evaluate: a policy played as a bot account in a duplicate series, from the account stream, with the
series' verdict and interval."""
from __future__ import annotations

import pytest

from cardroom import Client, conform
from cardroom.rl import evaluate, random_policy
from cardroom.rl.games import SPECS

from .conftest import SMALL


@pytest.mark.parametrize('game', ['east-west', 'chinese-poker'])
def test_evaluate_plays_a_duplicate_series_and_answers_its_interval(url: str, game: str) -> None:
    seen = []

    def policy(observation: dict, info: dict) -> int:
        seen.append(observation['observation'].shape)
        assert info['legal_moves'] and observation['action_mask'].any()
        return random_policy(len(seen))(observation, info)

    result = evaluate(policy, game, url, opponents=['random'], deals=3, options=SMALL[game], concurrency=2)
    assert result.matches == 6 and result.deals == 3  # each deal in both seat orders
    assert result.opponents == ['random-bot']
    assert result.mean_score is not None and result.interval[0] is not None
    assert result.interval[0] <= result.mean_score <= result.interval[1]
    assert result.verdict
    assert result.moves > 0 and set(seen) == {(SPECS[game].observation_size,)}
    served = Client(url).series(result.series_id)
    assert served['status'] == 'finished' and served['duplicate'] is True
    d = served['difference']
    assert d['accounts'] == [result.account, 'random-bot'] and d['meanScore'] == result.mean_score
    assert str(result).startswith(f'{game}: {result.account} vs random-bot over 3 deals (6 matches)')


def test_evaluate_stops_when_the_interval_is_narrow_enough(url: str) -> None:
    """stop_when: the series stops by itself (here as soon as it may: a half-width no interval exceeds)
    and says how its interval was computed."""
    result = evaluate(random_policy(3), 'east-west', url, opponents=['random-bot'], deals=40,
                      options=SMALL['east-west'], concurrency=2, stop_when={'halfWidth': 1000})
    assert result.stopped_early and result.matches < 80
    assert result.interval_method == 'asymptotic-confidence-sequence'
    assert result.series['stopWhen'] == {'halfWidth': 1000}
    assert result.verdict == result.series['verdict'] and result.verdict


def test_evaluate_plays_a_gauntlet_and_answers_its_rating_with_its_interval(url: str) -> None:
    """gauntlet=: the policy meets each level on the game's scale (here one level, two deals, every
    deal played) from the account stream, and the answer is the gauntlet's result as the server gives it."""
    events = []
    result = evaluate(random_policy(7), 'in-between', url, gauntlet=['random'], deals=2, stop_when=False,
                      progress=events.append)
    served = Client(url).gauntlet(result.gauntlet_id)
    conform.check(served, 'GauntletDto')
    assert served['status'] == 'finished' and served['account'] == result.account
    assert served['levels'] == ['random'] and served['stopWhen'] is None
    assert result.opponents == ['random-bot'] and result.moves > 0
    assert result.matches == served['progress']['settled'] >= 2
    r = served['result']
    assert result.mean_score == r['ladderScore'] and list(result.interval) == r['ladderScoreCI95']
    assert result.rating == r['rating'] and list(result.rating_interval) == (r['ratingCI95'] or [None, None])
    assert result.verdict == r['verdict'] and result.verdict
    assert result.interval_method == 'fixed-n'
    finish = [e for e in events if e['type'] == 'gauntletFinish']
    assert [e['gauntletId'] for e in finish] == [result.gauntlet_id]
    conform.check(finish[0], 'AccountGauntletFinishEvent')
    assert str(result).startswith(f'in-between: {result.account} in a gauntlet against random-bot')
