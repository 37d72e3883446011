"""The Wink table in words: log lines, captions and the turn line, for whoever looks now."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....i18n import key_label, tr
from ....rules.core import Event
from ....rules.wink import WinkObservation
from ...kit.words import end_reason, personal, with_why
from .why import why

# event kind -> log key; each line may have a _you / _of_you form (see kit/words.py).
LOG_KEYS = {
    "call": "log.call",
    "named_right": "log.named_right",
    "named_wrong": "log.named_wrong",
    "twin_laid_down": "log.twin_laid_down",
    "twin_dead": "log.twin_dead",
    "passed": "log.passed",
    "stalled": "log.stalled",
}


def describe(event: Event, viewer: int | None, names: Sequence[str]) -> str | None:
    """The log line of an event for `viewer` (who may see it: the log filters first), with why it
    happened on its second line where the rule is not obvious (why.py), or None."""
    return with_why(what(event, viewer, names), why(event, viewer, names))


def what(event: Event, viewer: int | None, names: Sequence[str]) -> str | None:
    """What happened, in one line for `viewer`, or None for events the log does not show."""
    d = event.data
    kind = event.kind
    seat, target = d.get("seat"), d.get("target")
    params: dict[str, Any] = {}
    if seat is not None:
        params["name"] = names[seat]
    if target is not None:
        params["target"] = names[target]
    if "number" in d:
        params["number"] = d["number"]
    if kind == "accused":
        key = "log.accused_right" if d["right"] else "log.accused_wrong"
    elif kind == "game_over":
        return tr("log.game_over", reason=end_reason(d, names, viewer))
    else:
        key = LOG_KEYS.get(kind, "")
        if not key:
            return None
    key = personal(key, viewer, seat, target)
    return tr(key, **_fill(key, **params))


def banner(event: Event, viewer: int | None, names: Sequence[str]) -> str | None:
    """The caption across the table for the big moments, or None."""
    d = event.data
    kind = event.kind
    if kind == "call":
        key = personal("wink.banner_call", viewer, d["seat"])
        return tr(key, **_fill(key, name=names[d["seat"]], number=d["number"]))
    if kind == "accused":
        key = personal("wink.banner_accuse", viewer, d["seat"], d["target"])
        text = tr(key, **_fill(key, name=names[d["seat"]], target=names[d["target"]], number=d["number"]))
        return f"{text} — {tr('wink.banner_right' if d['right'] else 'wink.banner_wrong')}"
    if kind in ("named_right", "named_wrong"):
        key = personal(f"wink.banner_{kind}", viewer, d["target"])
        return tr(key, **_fill(key, name=names[d["target"]], number=d["number"]))
    return None


def _fill(key: str, **params: Any) -> dict[str, Any]:
    """Only the parameters the text of `key` uses (a "you" form names fewer people)."""
    text = tr(key)
    return {k: v for k, v in params.items() if f"{{{k}}}" in text}


def turn_line(obs: WinkObservation, viewer: int | None, can_pass: bool, keys: dict[str, str]) -> str:
    if obs["over"]:
        return tr("wink.game_over")
    current = obs["current"]
    if current != viewer:
        return tr("wink.turn_of", name=obs["names"][current])
    if obs["step"] == "name":
        if can_pass:
            return tr("wink.your_turn_name_or_pass", key=key_label(keys["pass_naming"]))
        return tr("wink.your_turn_name")
    return tr("wink.your_turn_call")
