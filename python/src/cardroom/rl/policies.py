"""Simple policies: a policy is `policy(observation, info) -> action`, where `observation` is the
environments' `{"observation": ndarray, "action_mask": ndarray}` and `info` their info dict."""
from __future__ import annotations

from typing import Any, Callable, Optional

import numpy as np

Policy = Callable[[dict, dict], int]


def random_policy(seed: Optional[int] = None) -> Policy:
    """A uniformly random legal action (the action mask's ones)."""
    rng = np.random.default_rng(seed)

    def act(observation: dict, info: Any = None) -> int:
        legal = np.flatnonzero(observation['action_mask'])
        if len(legal) == 0:
            raise ValueError('no legal action: this observation is not of the seat to act')
        return int(legal[rng.integers(len(legal))])

    return act
