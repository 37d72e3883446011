"""Why a WinkyBilly log line happened, where the rule is not obvious: its second line (kit/log.py)."""

from __future__ import annotations

from collections.abc import Sequence

from ....i18n import current_language
from ....rules.core import Event
from ...kit.words import personal, worded


def seconds_words(seconds: float) -> str:
    """A number of seconds as the player's language writes it (5, 2.5, 2,5)."""
    text = f"{seconds:g}"
    return text.replace(".", ",") if current_language() == "fr" else text


def why(event: Event, viewer: int | None, names: Sequence[str], idle_s: float) -> str | None:
    """The second line of an event's log line for `viewer`, or None. `idle_s`: how long an
    exchange waits for a swap before its saloon goes (the table's option)."""
    d, kind = event.data, event.kind
    if kind == "new_saloon" and d.get("why") == "idle":
        return worded("history.why.saloon_idle", seconds=seconds_words(d.get("quiet_s", idle_s)))
    if kind in ("sudden_death", "team_out", "out_of_contention"):
        return worded(f"history.why.{kind}")
    if kind == "contre" and not d["right"]:
        key = personal("history.why.contre_proof", viewer, d["seat"], d["target"])
        return worded(key, target=names[d["target"]])
    return None
