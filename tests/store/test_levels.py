"""levels/ data: the shipped files load; broken ones say which file, entry and field."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.store.levels import (
    LevelDataError,
    load_difficulties,
    load_personalities,
    parse_difficulties,
    parse_personalities,
)


def test_shipped_difficulties_go_from_slow_bold_winks_to_quick_discreet_ones() -> None:
    d = load_difficulties()
    assert d["beginner"]["wink_ms"] == 400 and d["expert"]["wink_ms"] == 120
    assert d["beginner"]["perception"] < d["normal"]["perception"] < d["expert"]["perception"]


def test_shipped_personalities_have_unique_names_and_both_languages() -> None:
    people = load_personalities()
    assert len(people) >= 10 and len({p.name for p in people}) == len(people)
    assert all(p.en and p.fr for p in people)


def test_a_broken_difficulty_names_the_entry_and_field(tmp_path: Path) -> None:
    text = Path(__file__).resolve().parents[2].joinpath("levels", "difficulties.toml").read_text()
    bad = tmp_path / "difficulties.toml"
    bad.write_text(text.replace("wink_ms = 120", 'wink_ms = "fast"'))
    with pytest.raises(LevelDataError, match=r"difficulties.toml \[expert\] wink_ms"):
        parse_difficulties(bad)
    bad.write_text("[beginner\n")
    with pytest.raises(LevelDataError, match=r"difficulties\.toml"):
        parse_difficulties(bad)


def test_a_broken_personality_names_it(tmp_path: Path) -> None:
    bad = tmp_path / "personalities.toml"
    bad.write_text(
        '[[personality]]\nname = "A"\nface = 9\nen = "x"\nfr = "y"\nwatchfulness = 1\nboldness = 1\n'
    )
    with pytest.raises(LevelDataError, match="personality 1: face"):
        parse_personalities(bad)
