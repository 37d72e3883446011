"""The practice screens' words: levels, modes, a trial's verdict, figures, stars."""

from __future__ import annotations

from typing import Any

import arcade

from ...i18n import current_language, tr
from ...practice.outcomes import Outcome
from ...store.levels import PracticeLevel

STARS = 3
DIGIT_KEYS = {
    **{getattr(arcade.key, f"KEY_{i + 1}"): i for i in range(8)},
    **{getattr(arcade.key, f"NUM_{i + 1}"): i for i in range(8)},
}  # the number keys that name faces 1-8 (main keyboard and keypad)


def level_name(level: PracticeLevel) -> str:
    return level.name.get(current_language())


def level_term_words(level: PracticeLevel) -> dict[str, Any]:
    """What a level's plain words (practice_terms.level) are filled with: its name, what it asks."""
    return {"name": level_name(level), "about": tr(f"practice_terms.levels.{level.id}")}


def level_words(level: PracticeLevel) -> str:
    """A level in plain words: "First wink: two faces and slow winks…"."""
    return tr("practice_terms.level", **level_term_words(level))


def level_title(level: PracticeLevel, number: int) -> str:
    return tr("practice.level", number=number, name=level_name(level))


def mode_label(mode: str) -> str:
    return tr(f"practice.mode_{mode}")


def stars(count: int) -> str:
    """★★☆: the stars earned out of three."""
    return "★" * count + "☆" * (STARS - count)


def ms(value: float | None) -> str:
    return "—" if value is None else tr("practice.ms", ms=f"{value:.0f}")


def rate(value: float) -> str:
    return tr("practice.percent", value=f"{100 * value:.0f}")


def figure(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}"


def verdict(outcome: Outcome, rt_ms: float | None, face: int | None, untimed: bool) -> str:
    """What a trial came to, in one line: `face` is the face that winked (from 0; None: nobody)."""
    winked = tr("practice.it_was", number=face + 1) if face is not None else ""
    if outcome is Outcome.HIT:
        return tr("practice.hit") if untimed or rt_ms is None else tr("practice.hit_in", time=ms(rt_ms))
    if outcome is Outcome.MISS:
        return f"{tr('practice.missed')} · {winked}"
    if outcome is Outcome.WRONG_FACE:
        return f"{tr('practice.wrong_face')} · {winked}"
    if outcome is Outcome.FALSE_START:
        return tr("practice.false_start")
    if outcome is Outcome.FALSE_ALARM:
        return tr("practice.false_alarm")
    return tr("practice.correct_rejection")


def pair_verdict(outcome: Outcome, rt_ms: float | None, pair: tuple[int, int] | None) -> str:
    """What a named pair came to in the table drill; `pair` the wink's (faces from 0)."""
    winked = tr("practice.pair_was", winker=pair[0] + 1, target=pair[1] + 1) if pair else ""
    if outcome is Outcome.HIT:
        return tr("practice.hit_in", time=ms(rt_ms))
    if outcome is Outcome.FALSE_ALARM:
        return tr("practice.false_alarm")
    if outcome is Outcome.FALSE_START:
        return tr("practice.false_start")
    key = "practice.wrong_pair" if outcome is Outcome.WRONG_FACE else "practice.missed"
    return f"{tr(key)} · {winked}"


GOOD_OUTCOMES = (Outcome.HIT, Outcome.CORRECT_REJECTION)
