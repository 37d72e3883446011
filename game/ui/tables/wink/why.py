"""Why a Wink log line happened, where the rule is not obvious: its second line (kit/log.py).

Each says only what the viewer may know then: that nobody held a called card comes from the
table's explainer (explain.py), and only where the rules make it public.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....i18n import has_key
from ....rules.core import Event
from ...kit.words import personal, worded

WHY = "history.why."


def why(event: Event, viewer: int | None, names: Sequence[str]) -> str | None:
    """The second line of an event's log line for `viewer`, or None."""
    d, kind = event.data, event.kind
    seat = d.get("seat")
    params = {"name": names[seat] if seat is not None else "", "number": d.get("number")}
    if kind == "named_wrong":
        twin = d.get("twin")
        return _say(f"named_wrong_{twin}", **params) if twin in ("nobody", "unknown") else None
    if kind == "passed":
        return _say("passed", **params) if d.get("number") is not None else None
    if kind in ("twin_laid_down", "twin_dead"):
        return _say(kind, **params)
    if kind == "stalled":
        return _say(personal(WHY + "stalled", viewer, seat), **params)
    if kind == "accused":
        return _accused(d, viewer, names, params)
    return None


def _accused(d: dict, viewer: int | None, names: Sequence[str], params: dict) -> str | None:
    if not d["right"]:
        return _say(personal(WHY + "accuse_card_lost", viewer, d["seat"]), **params)
    if viewer is not None and viewer == d["target"] and d.get("unwinked") == viewer:
        return _say(WHY + "not_winked_of_you", **params)  # their own view alone: their own winks
    caller = d["caller"]
    key = personal(WHY + "call_ends", viewer, caller)
    return _say(key, caller=names[caller], **params)


def _say(key: str, **params: object) -> str | None:
    key = key if key.startswith(WHY) else WHY + key
    return worded(key, **params) if has_key(key) else None
