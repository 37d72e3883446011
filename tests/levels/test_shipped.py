"""The shipped levels/ data: difficulties, personalities and practice levels load and make sense."""

from __future__ import annotations

import itertools
from dataclasses import fields, replace

import pytest

from game.bots.profile import BotProfile
from game.social.profile import SocialProfile
from game.store.levels import (
    DIFFICULTIES,
    Difficulty,
    Personality,
    combine,
    load_difficulties,
    load_personalities,
    load_practice_levels,
)


def test_three_profiles_from_slow_bold_winks_to_quick_discreet_ones() -> None:
    d = load_difficulties()
    b, n, e = (d[name] for name in DIFFICULTIES)
    assert list(d) == ["beginner", "normal", "expert"] and all(d[k].id == k for k in d)
    assert (b.wink_ms, n.wink_ms, e.wink_ms) == (400, 220, 120)
    assert (b.glance_interval_ms, n.glance_interval_ms, e.glance_interval_ms) == (700, 500, 350)
    assert (b.blink_interval_s, n.blink_interval_s, e.blink_interval_s) == (4.0, 3.5, 3.0)
    assert b.wink_boldness > n.wink_boldness > e.wink_boldness
    assert b.perception < n.perception < e.perception
    assert b.accuse_confidence < n.accuse_confidence < e.accuse_confidence
    assert b.reaction_ms > n.reaction_ms > e.reaction_ms
    assert b.memory_decay > n.memory_decay > e.memory_decay
    assert b.search_budget_ms < n.search_budget_ms < e.search_budget_ms
    assert [x.name_guess_policy for x in (b, n, e)] == ["random", "seen", "weighted"]


def test_the_shipped_normal_profile_agrees_with_the_social_layers_own_default() -> None:
    normal = SocialProfile.from_mapping(load_difficulties()["normal"].as_dict())
    assert normal == SocialProfile()


def test_a_profile_reads_as_a_mapping_of_its_fields() -> None:
    normal = load_difficulties()["normal"]
    assert dict(normal) == normal.as_dict() and normal["wink_ms"] == 220 and len(normal) == 15
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


def test_practice_levels_go_from_easy_to_hard() -> None:
    levels = load_practice_levels()
    assert len(levels) >= 8 and len({lv.id for lv in levels}) == len(levels)
    for easier, harder in itertools.pairwise(levels):
        assert easier.faces <= harder.faces
        assert easier.wink_ms >= harder.wink_ms
        assert easier.target_reaction_ms >= harder.target_reaction_ms
        assert easier.blinks_per_minute <= harder.blinks_per_minute
    assert levels[0].faces == 2 and levels[-1].faces == 8
    assert all(lv.name.en and lv.name.fr for lv in levels)


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
    assert keen.wink_boldness > normal.wink_boldness and keen.accuse_confidence < normal.accuse_confidence
    assert keen.perception > normal.perception and keen.glance_interval_ms < normal.glance_interval_ms
