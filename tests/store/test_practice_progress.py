"""Practice progress: sessions kept per profile and read back, levels opened by stars, personal
bests, and damaged files reported and kept aside with nothing lost."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from game.practice.observer import OBSERVERS
from game.practice.session import Mode
from game.practice.simulated import play
from game.store.levels import load_practice_levels
from game.store.notices import take_notices
from game.store.practice_progress import (
    SessionRecord,
    add_profile,
    load_progress,
    profile_name,
    record_session,
    unlocked,
)
from game.store.settings import Settings, load_settings, save_settings

LEVELS = load_practice_levels()
WHEN = datetime(2026, 11, 2, 18, 30, 12, 999)


def record(level: int = 0, seed: int = 1, adaptive: bool = False) -> SessionRecord:
    """A real session of the simulated observer, as kept."""
    summary = play(LEVELS[level], OBSERVERS["average"], seed, Mode(adaptive=adaptive)).summary()
    return SessionRecord.of_session(LEVELS[level].id, "adaptive" if adaptive else "timed", summary, WHEN)


def test_sessions_are_kept_per_profile_and_read_back_exactly(data_dir: Path) -> None:
    first, second = record(0, 1), record(6, 2, adaptive=True)
    assert record_session("Ana", first) is None
    assert record_session("Ana", second) is None
    assert record_session("Bo", first) is None
    progress = load_progress()
    assert progress.names() == ["Ana", "Bo"]
    assert progress.sessions("Ana") == [first, second]
    assert first.when == "2026-11-02T18:30:12" and second.threshold_ms is not None
    assert json.loads((data_dir / "practice.json").read_text(encoding="utf-8"))["version"] == 1
    assert take_notices() == []


def test_levels_open_by_stars_the_first_always() -> None:
    ids = [lv.id for lv in LEVELS[:4]]
    assert unlocked(ids, {}) == [True, False, False, False]
    assert unlocked(ids, {ids[0]: 1}) == [True, True, False, False]
    assert unlocked(ids, {ids[0]: 3, ids[1]: 0, ids[2]: 2}) == [True, True, False, True]


def test_stars_and_personal_best_are_the_best_of_each_level() -> None:
    runs = [record(0, seed) for seed in range(1, 6)]
    for r in runs:
        record_session("Ana", r)
    progress = load_progress()
    best = progress.best("Ana", LEVELS[0].id)
    assert progress.stars("Ana") == {LEVELS[0].id: max(r.stars for r in runs)}
    assert best.d_prime == max(r.d_prime for r in runs if r.d_prime is not None)
    assert best.rt_median_ms == min(r.rt_median_ms for r in runs if r.rt_median_ms is not None)
    assert progress.best("Ana", LEVELS[5].id).d_prime is None


def test_a_damaged_file_is_reported_kept_aside_and_never_overwritten(data_dir: Path) -> None:
    data_dir.mkdir()
    (data_dir / "practice.json").write_text('{"version": 1, "profiles": {"Ana": [', encoding="utf-8")
    assert load_progress().profiles == {}
    notices = [n.text("en") for n in take_notices()]
    assert notices and "practice.bad-1.json" in notices[0]
    assert (data_dir / "practice.bad-1.json").read_text(encoding="utf-8").endswith("[")
    assert record_session("Ana", record()) is None  # a new file; the damaged one stays aside
    assert (data_dir / "practice.bad-1.json").exists() and len(load_progress().sessions("Ana")) == 1


def test_damaged_entries_are_left_out_the_good_ones_kept_and_the_old_file_kept_aside(data_dir: Path) -> None:
    good = record()
    bad = {**good.to_json(), "hits": -3}
    data = {"version": 1, "profiles": {"Ana": [good.to_json(), bad, "junk"], "": [], "Bo": [good.to_json()]}}
    data_dir.mkdir()
    original = json.dumps(data)
    (data_dir / "practice.json").write_text(original, encoding="utf-8")
    progress = load_progress()
    assert progress.sessions("Ana") == [good] and progress.sessions("Bo") == [good]
    notices = [n.text("en") for n in take_notices()]
    assert len(notices) == 1 and "3 damaged" in notices[0] and "practice.bad-1.json" in notices[0]
    assert (data_dir / "practice.bad-1.json").read_text(encoding="utf-8") == original
    assert load_progress().sessions("Ana") == [good] and take_notices() == []  # repaired once


@pytest.mark.parametrize(
    ("field", "value"),
    [("mode", "blitz"), ("stars", 4), ("when", "yesterday"), ("d_prime", float("nan")), ("trials", True)],
)
def test_a_record_with_a_wrong_field_is_refused(field: str, value: object) -> None:
    with pytest.raises(ValueError):
        SessionRecord.from_json({**record().to_json(), field: value})


def test_profiles_are_names_and_an_empty_profile_is_kept() -> None:
    assert profile_name("  Ana   Lou ") == "Ana Lou"
    assert profile_name("") is None and profile_name("x" * 33) is None and profile_name("a\x00") is None
    assert add_profile("Zoé") is None
    assert load_progress().profiles == {"Zoé": []}


def test_the_practice_choices_are_remembered_in_the_settings(data_dir: Path) -> None:
    chosen = Settings(practice_mode="adaptive", practice_profile="Zoé", practice_level="quick-winks")
    save_settings(chosen)
    assert load_settings() == (chosen, None)
    path = data_dir / "settings.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, "practice_mode": "blitz"}), encoding="utf-8")
    settings, notice = load_settings()
    assert settings.practice_mode == "timed" and settings.practice_profile == "Zoé"
    assert notice is not None and "practice_mode" in notice
