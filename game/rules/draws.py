"""`rng.randrange(n)` and `rng.shuffle(x)` with exactly the same draws and results, about twice as fast.

The standard library's versions are Python code that calls `_randbelow` for every number; for a
`random.Random` that is `_randbelow_with_getrandbits`, inlined here. Any other generator (a
subclass, which may draw differently) and every error case go to the standard methods, so a game
dealt or played with these is the game it always was.
"""

from __future__ import annotations

from random import Random
from typing import Any


def below(rng: Random, n: int) -> int:
    """`rng.randrange(n)`: a whole number from 0 to n - 1."""
    if type(rng) is not Random or type(n) is not int or n <= 0:
        return rng.randrange(n)
    getrandbits = rng.getrandbits
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:  # rejection sampling, as _randbelow_with_getrandbits does
        r = getrandbits(k)
    return r


def shuffle(rng: Random, x: list[Any]) -> None:
    """`rng.shuffle(x)`: the same Fisher-Yates swaps from the same draws."""
    if type(rng) is not Random:
        rng.shuffle(x)
        return
    getrandbits = rng.getrandbits
    for i, n, k in _steps(len(x)):
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


def _steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """Each swap of a shuffle of `size`: (place, choices, bits per draw); kept for decks' sizes."""
    steps = _STEPS.get(size)
    if steps is None:
        steps = tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
        if size <= MAX_KEPT:
            _STEPS[size] = steps
    return steps


MAX_KEPT = 256  # sizes of shuffles whose steps are kept (every deck and pile of ours)
_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}
