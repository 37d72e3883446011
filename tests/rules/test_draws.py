"""game.rules.draws: randrange and shuffle exactly as random.Random's (same results, same draws)."""

from __future__ import annotations

import random

import pytest

from game.rules.draws import below, shuffle

SIZES = [*range(0, 80), 100, 255, 256, 257, 1000]


def test_below_is_randrange_draw_for_draw() -> None:
    for seed in range(100):
        ours, theirs = random.Random(seed), random.Random(seed)
        for n in (1, 2, 3, 5, 7, 8, 9, 36, 37, 63, 64, 65, 78, 1000, 2**40 + 3, 2**70):
            assert below(ours, n) == theirs.randrange(n)
        assert ours.getstate() == theirs.getstate()


def test_shuffle_is_random_shuffle_draw_for_draw() -> None:
    for seed in range(40):
        ours, theirs = random.Random(seed), random.Random(seed)
        for size in SIZES:
            mine, yours = list(range(size)), list(range(size))
            shuffle(ours, mine)
            theirs.shuffle(yours)
            assert mine == yours
        assert ours.getstate() == theirs.getstate()


def test_other_generators_and_bad_sizes_go_to_the_standard_methods() -> None:
    class Counting(random.Random):
        def random(self) -> float:
            return 0.5

        def getrandbits(self, k: int) -> int:
            return 0

    x = list(range(5))
    shuffle(Counting(1), x)  # its own getrandbits: never the inlined draws' rejection loop
    assert sorted(x) == list(range(5))
    assert below(Counting(1), 7) == 0
    for bad in (0, -3):  # randrange's own error
        with pytest.raises(ValueError, match="empty range"):
            below(random.Random(0), bad)
