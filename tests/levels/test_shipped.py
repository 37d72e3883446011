"""The shipped levels/ data: difficulties, personalities and practice levels load and make sense."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import asdict, fields, replace
from pathlib import Path
from typing import Any

import pytest

import game.store.levels as levels_module
from game.bots.profile import BotProfile
from game.bots.zwoggel.search import SEARCH_FROM_MS
from game.resources import data_file
from game.social.profile import SocialProfile
from game.store.levels import (
    DIFFICULTIES,
    Difficulty,
    Parsed,
    Personality,
    PracticeLevel,
    builtin_difficulties,
    builtin_difficulty,
    combine,
    load_difficulties,
    load_personalities,
    load_practice_levels,
    parse_difficulties,
    parse_personalities,
    parse_practice_levels,
    stand_in_personalities,
    stand_in_practice_levels,
)
from game.store.notices import pending_notices, take_notices
from game.store.tomlcheck import Doc, Entry, build


def test_three_profiles_from_slow_bold_winks_to_quick_discreet_ones() -> None:
    d = load_difficulties()
    b, n, e = (d[name] for name in DIFFICULTIES)
    assert list(d) == ["beginner", "normal", "expert"] and all(d[k].id == k for k in d)
    assert (b.wink_ms, n.wink_ms, e.wink_ms) == (400, 220, 120)
    assert (b.glance_interval_ms, n.glance_interval_ms, e.glance_interval_ms) == (700, 500, 350)
    assert (b.blink_interval_s, n.blink_interval_s, e.blink_interval_s) == (4.0, 3.5, 3.0)
    assert b.wink_boldness > n.wink_boldness > e.wink_boldness
    assert b.perception < n.perception < e.perception
    assert b.accuse_margin < n.accuse_margin < e.accuse_margin
    assert b.reaction_ms > n.reaction_ms > e.reaction_ms
    assert b.expression_interval_s > n.expression_interval_s > e.expression_interval_s
    assert [x.name_guess_policy for x in (b, n, e)] == ["random", "seen", "weighted"]
    assert b.memory_decay > n.memory_decay > e.memory_decay == 0
    assert b.search_budget_ms == 0 < n.search_budget_ms < SEARCH_FROM_MS <= e.search_budget_ms


def test_the_shipped_normal_profile_agrees_with_the_social_layers_own_default() -> None:
    normal = SocialProfile.from_mapping(load_difficulties()["normal"].as_dict())
    assert normal == SocialProfile()


def test_a_profile_reads_as_a_mapping_of_its_fields() -> None:
    normal = load_difficulties()["normal"]
    assert dict(normal) == normal.as_dict() and normal["wink_ms"] == 220 and len(normal) == 16
    with pytest.raises(KeyError):
        normal["as_dict"]


def test_a_profile_feeds_the_social_layer_and_the_bots() -> None:
    expert = load_difficulties()["expert"].as_dict()
    assert SocialProfile.from_mapping(expert).wink_ms == 120
    assert BotProfile.from_mapping(expert).reaction_ms == 300


def test_at_least_ten_personalities_with_unique_names_faces_and_two_languages() -> None:
    people = load_personalities()
    assert len(people) >= 10 and len({p.name for p in people}) == len(people)
    assert all(0 <= p.face <= 7 and p.description.en and p.description.fr for p in people)
    assert sorted(p.face for p in people[:8]) == list(range(8))  # a full table never repeats a face
    assert people[0].description.get("fr") != people[0].description.get("en")


DISTRACTORS = ("blinks_per_minute", "fidgets_per_minute", "glances_per_minute", "decoys_per_minute")


def test_practice_levels_go_from_easy_to_hard() -> None:
    levels = load_practice_levels()
    assert len(levels) >= 12 and len({lv.id for lv in levels}) == len(levels)
    for easier, harder in itertools.pairwise(levels):
        assert easier.faces <= harder.faces
        assert easier.wink_ms_max >= harder.wink_ms_max and easier.wink_ms_min >= harder.wink_ms_min
        assert easier.target_reaction_ms >= harder.target_reaction_ms
        for distractor in DISTRACTORS:
            assert getattr(easier, distractor) <= getattr(harder, distractor)
    first, last = levels[0], levels[-1]
    assert first.faces == 2 and first.decoys_per_minute == 0 and first.wink_ms_min >= 450  # calm, slow
    assert last.faces == 8 and 100 <= last.wink_ms_min <= last.wink_ms_max <= 120
    assert last.decoys_per_minute > 0
    assert all(lv.name.en and lv.name.fr and lv.problem() is None for lv in levels)
    assert all(lv.catch_share > 0 for lv in levels)  # every level has catch trials


NEUTRAL = Personality("Nobody", 0, load_personalities()[0].description, 1.0, 1.0, 1.0, 1.0)


def test_a_neutral_personality_leaves_a_profile_as_it_is() -> None:
    for profile in load_difficulties().values():
        assert combine(profile, NEUTRAL) == profile


@pytest.mark.parametrize("extreme", [0.5, 1.5])
def test_every_combination_stays_in_range(extreme: float) -> None:
    person = replace(NEUTRAL, boldness=extreme, nerves=extreme, watchfulness=extreme, chattiness=extreme)
    for profile in load_difficulties().values():
        for someone in (*load_personalities(), person):
            mixed = combine(profile, someone)
            for f in fields(Difficulty):
                rule = f.metadata.get("check")
                if rule and rule[0] == "number":
                    assert rule[1] <= getattr(mixed, f.name) <= rule[2], (profile.id, someone.name, f.name)


def test_a_bold_watchful_bot_winks_more_boldly_and_sees_better() -> None:
    normal = load_difficulties()["normal"]
    keen = combine(normal, replace(NEUTRAL, boldness=1.4, watchfulness=1.2))
    assert keen.wink_boldness > normal.wink_boldness and keen.accuse_margin < normal.accuse_margin
    assert keen.perception > normal.perception and keen.glance_interval_ms < normal.glance_interval_ms


def test_a_nervous_chatty_bot_blinks_fidgets_and_sways_more() -> None:
    normal = load_difficulties()["normal"]
    lively = combine(normal, replace(NEUTRAL, nerves=1.4, chattiness=1.3))
    assert lively.blink_interval_s < normal.blink_interval_s and lively.idle_motion > normal.idle_motion
    assert lively.expression_interval_s < normal.expression_interval_s


@pytest.mark.parametrize(
    ("parse", "name"),
    [
        (parse_difficulties, "difficulties.toml"),
        (parse_personalities, "personalities.toml"),
        (parse_practice_levels, "practice.toml"),
    ],
)
def test_the_shipped_files_have_no_problem(parse: Callable[[Path], Parsed[Any]], name: str) -> None:
    parsed = parse(data_file("levels", name))
    assert parsed.problems == () and not parsed.whole_file
    assert pending_notices() == ()


def test_the_built_in_profiles_pass_the_files_checks_and_go_from_easy_to_hard() -> None:
    built = builtin_difficulties()
    doc = Doc("built-in", {}, ())
    for name, profile in built.items():
        data = {k: v for k, v in profile.as_dict().items() if k != "id"}
        assert build(Difficulty, Entry(doc, name, data, None), id=name) == (profile, [])
    b, n, e = (built[name] for name in DIFFICULTIES)
    assert b.wink_ms > n.wink_ms > e.wink_ms and b.perception < n.perception < e.perception
    assert SocialProfile.from_mapping(n) == SocialProfile() and BotProfile.from_mapping(n) == BotProfile()


def test_the_stand_ins_pass_the_files_checks() -> None:
    doc = Doc("built-in", {}, ())
    for person in stand_in_personalities():
        data = {**asdict(person), "description": asdict(person.description)}
        assert build(Personality, Entry(doc, person.name, data, None)) == (person, [])
    for level in stand_in_practice_levels():
        data = {**asdict(level), "name": asdict(level.name)}
        assert build(PracticeLevel, Entry(doc, level.id, data, None)) == (level, [])
    assert len({p.name for p in stand_in_personalities()}) == 8
    assert sorted(p.face for p in stand_in_personalities()) == list(range(8))


BROKEN = {
    "difficulties.toml": ("wink_ms = 120", 'wink_ms = "fast"'),
    "personalities.toml": ("face = 2", "face = 99"),
    "practice.toml": ("faces = 2", "faces = 1.5"),
}


@pytest.fixture
def levels_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The loaders read levels/ files from `tmp_path` (copies of the shipped ones) instead."""
    for name in BROKEN:
        (tmp_path / name).write_bytes(data_file("levels", name).read_bytes())

    def fake(folder: str, name: str) -> Path:
        path = tmp_path / name
        if not path.exists():
            raise FileNotFoundError(f"missing game data file {folder}/{name} (reinstall the game?)")
        return path

    monkeypatch.setattr(levels_module, "data_file", fake)
    for loader in (load_difficulties, load_personalities, load_practice_levels):
        loader.cache_clear()
    return tmp_path


def test_the_loaders_report_a_bad_entry_in_the_players_language_and_go_on(levels_in: Path) -> None:
    line = {}
    for name, (old, new) in BROKEN.items():
        path = levels_in / name
        text = path.read_text(encoding="utf-8").replace(old, new, 1)
        path.write_text(text, encoding="utf-8")
        line[name] = text[: text.index(new)].count("\n") + 1
    assert load_difficulties()["expert"].wink_ms == builtin_difficulty("expert").wink_ms
    assert (
        load_difficulties()["normal"]
        == parse_difficulties(data_file("levels", "difficulties.toml")).value["normal"]
    )
    assert "Inès" not in [p.name for p in load_personalities()] and len(load_personalities()) == 11
    assert load_practice_levels()[0].id == "eyes-open"
    texts = [n.text("fr") for n in take_notices()]
    assert texts == [
        f"Certaines données du jeu sont inutilisables (difficulties.toml:{line['difficulties.toml']}"
        " [expert] wink_ms) :"
        " des valeurs intégrées les remplacent",
        f"Certaines données du jeu sont inutilisables (personalities.toml:{line['personalities.toml']}"
        " [personality 3 (Inès)] face) :"
        " elles sont laissées de côté",
        f"Certaines données du jeu sont inutilisables (practice.toml:{line['practice.toml']}"
        " [level 1 (first-wink)] faces) :"
        " elles sont laissées de côté",
    ]
    load_difficulties()
    assert take_notices() == []  # told once


@pytest.mark.parametrize("damage", ["missing", "folder", "garbage", "bom"])
def test_the_loaders_never_raise_and_never_move_a_shipped_file(levels_in: Path, damage: str) -> None:
    for name in BROKEN:
        path = levels_in / name
        if damage == "missing":
            path.unlink()
        elif damage == "folder":
            path.unlink()
            path.mkdir()
        elif damage == "garbage":
            path.write_bytes(b"\x00\xff[[[" + bytes(range(256)))
        else:
            path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert set(load_difficulties()) == set(DIFFICULTIES)
    assert load_personalities() and load_practice_levels()
    notices = [n.text("en") for n in take_notices()]
    if damage == "bom":
        assert notices == []
    else:
        assert len(notices) == 3 and all(
            t.startswith("A game data file could not be used (") for t in notices
        )
        assert load_difficulties() == builtin_difficulties()
    left = [] if damage == "missing" else sorted(BROKEN)
    assert sorted(p.name for p in levels_in.iterdir()) == left  # nothing renamed, nothing added


def test_a_bug_in_a_check_still_gives_the_built_ins(levels_in: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def crash(path: Path) -> Any:
        raise ZeroDivisionError

    monkeypatch.setattr(levels_module, "parse_personalities", crash)
    load_personalities.cache_clear()
    assert load_personalities() == stand_in_personalities()
    assert [n.key for n in take_notices()] == ["notice.level_file"]
