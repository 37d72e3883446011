"""Why a Zwoggel log line happened, where the rule is not obvious: its second line (kit/log.py)."""

from __future__ import annotations

from ....rules.core import Event
from ...kit.words import worded


def why(event: Event) -> str | None:
    """The second line of an event's log line, or None: a player out has caught three."""
    if event.kind == "out":
        return worded("history.why.out")
    return None
