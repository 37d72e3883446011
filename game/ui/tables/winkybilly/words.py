"""The WinkyBilly table in words: log lines, the captions of the calls, the turn line and the
countdown, for whoever looks now."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ....i18n import key_label, tr
from ....rules.core import Event
from ....rules.winkybilly import WinkyBillyObservation, type_name
from ...kit.words import end_reason, personal, with_why
from .why import why

CALLS = ("winky", "contre", "double")
COUP_S = 1.2  # "COUP DE FEU !" stays over the saloon this long after the countdown
EPSILON = 1e-6  # seconds: sums of frame steps are not exact


def card_word(kind: str) -> str:
    """A card type's name ("sheriff") in the player's language."""
    return tr(f"winkybilly.card.{kind.replace(' ', '_')}")


def team_words(team: int, teams: int, names: Sequence[str]) -> str:
    """A team named by its two players."""
    return tr("winkybilly.team", first=names[team], second=names[team + teams])


def _call_params(d: dict[str, Any], names: Sequence[str]) -> dict[str, Any]:
    shown = [card_word(kind) for kind in d.get("shown", ())]
    return {
        "name": names[d["seat"]],
        "target": names[d["target"]],
        "card": shown[0] if shown else "",
        "card2": shown[1] if len(shown) > 1 else "",
    }


def describe(event: Event, viewer: int | None, names: Sequence[str], idle_s: float) -> str | None:
    """The log line of an event for `viewer` (who may see it: the log filters first), with why it
    happened on its second line where the rule is not obvious (why.py), or None. `idle_s`: how
    long an exchange waits for a swap."""
    return with_why(what(event, viewer, names), why(event, viewer, names, idle_s))


def what(event: Event, viewer: int | None, names: Sequence[str]) -> str | None:
    """What happened, in one line for `viewer`, or None for events the log does not show."""
    d, kind = event.data, event.kind
    teams = len(names) // 2
    if kind in CALLS:
        key = personal(f"log.{kind}_{'right' if d['right'] else 'wrong'}", viewer, d["seat"], d["target"])
        return tr(key, **_fill(key, **_call_params(d, names)))
    if kind == "coup_de_feu":
        return tr("log.coup_de_feu", phase=d["phase"])
    if kind == "new_saloon":
        return tr("log.new_saloon_idle" if d["why"] == "idle" else "log.new_saloon_done")
    if kind == "hand_replaced":
        key = personal("log.hand_replaced", viewer, d["seat"])
        return tr(key, **_fill(key, name=names[d["seat"]]))
    if kind == "new_hand":
        cards = ", ".join(card_word(c) for c in sorted(type_name(card) for card in d["cards"]))
        return tr("log.new_hand", cards=cards)
    if kind == "sudden_death":
        tied = " / ".join(team_words(t, teams, names) for t in d["teams"])
        return tr("log.sudden_death", teams=tied, tokens=d["tokens"])
    if kind in ("team_out", "out_of_contention"):
        return tr(f"log.{kind}", team=team_words(d["team"], teams, names))
    if kind == "game_over":
        return tr("log.game_over", reason=end_reason(d, names, viewer))
    return None


def banner(event: Event, viewer: int | None, names: Sequence[str]) -> str | None:
    """The caption across the table for the big moments, or None."""
    d, kind = event.data, event.kind
    teams = len(names) // 2
    if kind in CALLS:
        params = _call_params(d, names)
        key = personal(f"winkybilly.banner_{kind}", viewer, d["seat"], d["target"])
        verdict = f"winkybilly.verdict_{kind}_{'right' if d['right'] else 'wrong'}"
        return f"{tr(key, **_fill(key, **params))} {tr(verdict, **_fill(verdict, **params))}"
    if kind == "sudden_death":
        return tr("winkybilly.banner_sudden_death")
    if kind == "team_out":
        return tr("winkybilly.banner_team_out", team=team_words(d["team"], teams, names))
    if kind == "game_over":
        return end_reason(d, names, viewer)
    return None


def _fill(key: str, **params: Any) -> dict[str, Any]:
    """Only the parameters the text of `key` uses (a "you" form names fewer people)."""
    text = tr(key)
    return {k: v for k, v in params.items() if f"{{{k}}}" in text}


def countdown(obs: WinkyBillyObservation, now: float, coup_at: float | None) -> str:
    """The big line over the saloon at the table's time `now` (the engine's clock moves only with
    actions): "3…", "2…", "1…", then "COUP DE FEU !" for a moment; "CHECK!" while a call is
    checked; in sudden death, that it is."""
    if obs["over"]:
        return ""
    if now < obs["check_until"]:
        return tr("winkybilly.checking")
    left = obs["go_at"] - now
    if obs["phase"] == "countdown" and left > EPSILON:
        return tr("winkybilly.count", count=max(1, math.ceil(left - EPSILON)))
    if coup_at is not None and now - coup_at < COUP_S:
        return tr("winkybilly.coup_de_feu")
    return tr("winkybilly.banner_sudden_death") if obs["sudden_death"] else ""


def countdown_words(seconds: float) -> list[str]:
    """Every word the big line over the saloon may say, for a countdown of `seconds`."""
    counts = [tr("winkybilly.count", count=k) for k in range(1, math.ceil(seconds - EPSILON) + 1)]
    return [
        *counts,
        tr("winkybilly.coup_de_feu"),
        tr("winkybilly.checking"),
        tr("winkybilly.banner_sudden_death"),
    ]


def turn_line(
    obs: WinkyBillyObservation, viewer: int | None, swapper: str | None, keys: dict[str, str], now: float
) -> str:
    """The line at the top of the table at the table's time `now`: what the phase asks of whoever
    looks now. `swapper`: on a couch's shared screen, the human whose private turn to swap it is."""
    if obs["over"]:
        return tr("winkybilly.game_over")
    if now < obs["check_until"] and not (viewer is not None and obs["out"][obs["team"]]):
        return tr("winkybilly.turn_check")
    phase = obs["exchange"]
    if obs["phase"] == "countdown":
        return tr("winkybilly.turn_countdown", phase=phase)
    if viewer is None:
        if swapper is not None:
            return tr("winkybilly.turn_couch", phase=phase, name=swapper)
        return tr("winkybilly.turn_public", phase=phase)
    if obs["out"][obs["team"]]:
        return tr("winkybilly.turn_out")
    done = key_label(keys["done"])
    if obs["done"][viewer]:
        return tr("winkybilly.turn_done", key=done)
    return tr("winkybilly.turn_swap", key=done)
