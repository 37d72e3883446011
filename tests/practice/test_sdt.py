"""d′ and c against values worked by hand, and finite at perfect scores."""

from __future__ import annotations

import pytest

from game.practice.sdt import Detection, phi, z


def test_d_prime_and_criterion_match_the_textbook_at_large_counts() -> None:
    hits = round(10_000 * phi(1.0))  # H = Φ(1), F = Φ(-1): d′ = 2, c = 0
    d = Detection(hits, 10_000, 10_000 - hits, 10_000)
    assert d.d_prime == pytest.approx(2.0, abs=0.01)
    assert d.criterion == pytest.approx(0.0, abs=0.01)
    cautious = Detection(round(10_000 * phi(0.5)), 10_000, round(10_000 * phi(-1.5)), 10_000)
    assert cautious.d_prime == pytest.approx(2.0, abs=0.01) and cautious.criterion == pytest.approx(
        0.5, abs=0.01
    )


def test_perfect_and_empty_scores_stay_finite() -> None:
    perfect = Detection(20, 20, 0, 5)
    assert 2.0 < perfect.d_prime < 5.0 and perfect.hit_rate == 1.0 and perfect.false_alarm_rate == 0.0
    nothing = Detection(0, 20, 5, 5)
    assert nothing.d_prime < -2.0
    assert Detection(0, 0, 0, 0).d_prime == 0.0


def test_z_inverts_phi() -> None:
    for p in (0.01, 0.2, 0.5, 0.8, 0.99):
        assert phi(z(p)) == pytest.approx(p)
