"""The Zwoggel table in words: log lines, captions and the turn line, for whoever looks now."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....i18n import key_label, tr, trn
from ....rules.core import Event
from ....rules.zwoggel import ZwoggelObservation
from ...kit.words import end_reason, personal, with_why, worded
from .why import why

OUT_AT = 3  # caught Zwoggels that put a player out (RULES.md §3.4)


def colour_word(colour: str) -> str:
    """A Zwoggel's colour in the player's language ("red", "vert")."""
    return tr(f"zwoggel.colour.{colour}")


def describe(event: Event, viewer: int | None, names: Sequence[str]) -> str | None:
    """The log line of an event for `viewer` (who may see it: the log filters first), with why it
    happened on its second line where the rule is not obvious (why.py), or None."""
    return with_why(what(event, viewer, names), why(event))


def what(event: Event, viewer: int | None, names: Sequence[str]) -> str | None:
    """What happened, in one line for `viewer`, or None for events the log does not show."""
    d, kind = event.data, event.kind
    seat = d.get("seat")
    params: dict[str, Any] = {"name": names[seat]} if seat is not None else {}
    if kind == "reveal":
        key = personal("zwoggel.log.reveal", viewer, seat)
        return worded(key, colour=colour_word(d["colour"]), **params)
    if kind == "place":
        return worded(personal("zwoggel.log.place", viewer, seat), **params)
    if kind == "caught":
        key = personal("zwoggel.log.caught", viewer, seat)
        return worded(key, colour=colour_word(d["colour"]), count=d["count"], out=OUT_AT, **params)
    if kind == "out":
        return worded(personal("zwoggel.log.out", viewer, seat), **params)
    if kind == "draw":
        key = personal("zwoggel.log.draw", viewer, seat)
        return worded(key, cards=trn("count.cards", d["count"]), stock=d["stock"], **params)
    if kind == "drawn":
        # in the order the hand strip shows them (the observation's, sorted)
        return tr("zwoggel.log.drawn", colours=", ".join(colour_word(c) for c in sorted(d["colours"])))
    if kind == "stock_empty":
        return tr("zwoggel.log.stock_empty")
    if kind == "game_over":
        return tr("zwoggel.log.game_over", reason=end_reason(d, names, viewer))
    return None


def banner(event: Event, viewer: int | None, names: Sequence[str]) -> str | None:
    """The caption across the table for the big moments, or None."""
    d, kind = event.data, event.kind
    if kind == "caught":
        key = personal("zwoggel.banner_caught", viewer, d["seat"])
        return worded(key, name=names[d["seat"]], colours=tr(f"zwoggel.colours.{d['colour']}"))
    if kind == "out":
        return worded(personal("zwoggel.banner_out", viewer, d["seat"]), name=names[d["seat"]])
    if kind == "stock_empty":
        return tr("zwoggel.banner_stock_empty")
    if kind == "game_over":
        return end_reason(d, names, viewer)
    return None


def turn_line(obs: ZwoggelObservation, viewer: int | None, left: int, keys: dict[str, str]) -> str:
    """The line at the top of the table: whose turn it is and, to its player, what to do now.
    `left`: the viewer's drawn cards not laid out yet, while they place."""
    if obs["over"]:
        return tr("zwoggel.game_over")
    if viewer is not None and obs["out"][viewer]:
        return tr("zwoggel.turn_out")
    current = obs["current"]
    confirm = key_label(keys["confirm"])
    if current != viewer:
        name = obs["names"][current]
        if obs["phase"] == "place":
            return trn("zwoggel.turn_place", obs["drawn"], name=name)
        return trn("zwoggel.turn_reveal", obs["reveals_left"], name=name)
    if obs["phase"] == "reveal":
        return trn("zwoggel.turn_reveal_you", obs["reveals_left"], key=confirm)
    if left:
        return trn("zwoggel.turn_place_you", left)
    return tr("zwoggel.turn_confirm_you", key=confirm)
