"""Engine messages in the player's language, worded for whoever looks at the screen now.

The engines speak in codes (a refusal's `code`, an end's `code`) with seats as numbers; this turns
them into sentences of the catalogue with the seats' names, and picks the "you" form of a line
(`<key>_you`, `<key>_of_you`) when the viewer is the one acting or the one named.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...i18n import has_key, tr
from ...i18n.refusals import refusal
from ...rules.core import End, text_values
from .log import WHY

__all__ = ["end_reason", "end_words", "personal", "refusal", "with_why", "worded"]


def personal(key: str, viewer: int | None, actor: int | None, target: int | None = None) -> str:
    """`key`, or its "you" form when the viewer is the actor (`_you`) or the target (`_of_you`)."""
    if viewer is not None:
        if actor == viewer and has_key(f"{key}_you"):
            return f"{key}_you"
        if target == viewer and has_key(f"{key}_of_you"):
            return f"{key}_of_you"
    return key


def end_reason(data: Mapping[str, Any], names: Sequence[str], viewer: int | None = None) -> str:
    """Why a game ended, from the end record (`end`) of its game_over event or its observation:
    in its "you" form (`<key>_you`) when the seat it names is the viewer's."""
    if data.get("end") is None:
        return ""
    end = End.from_json(data["end"])
    return end_words(f"end.{end.code}", end.seats, end.params, names, viewer) or end.reason


def end_words(
    key: str, seats: Mapping[str, int], params: Mapping[str, Any], names: Sequence[str], viewer: int | None
) -> str:
    """The text of the end `key` naming `seats` by `names` ("you" for the viewer); "" if unknown."""
    if not has_key(key):
        return ""
    if viewer is not None and viewer in seats.values() and has_key(f"{key}_you"):
        key = f"{key}_you"
    return worded(key, **text_values(seats, params, names))


def worded(key: str, **params: Any) -> str:
    """The text of `key` with those of `params` it names (a "you" form names fewer people)."""
    text = tr(key)
    return tr(key, **{k: v for k, v in params.items() if f"{{{k}}}" in text})


def with_why(line: str | None, why: str | None) -> str | None:
    """A log line and, on its second line, why it happened (log.py), if there is a why."""
    return f"{line}{WHY}{why}" if line and why else line
