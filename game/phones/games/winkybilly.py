"""WinkyBilly on a phone: the hand and the saloon, swapped by tapping one of each (in real time,
every phone at once), the holster, the team's secret signal (shown only here) with a button to
make it at the partner, the WINKY / CONTRE WINKY / Double Winky calls, the countdown and the coup
de feu, the tokens and the pot.

Cards are named by their number (0–77: the page's `data-card`) and their type's word, and drawn
with the table's own pictures (`game/phones/art.py`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...bots.winkybilly.signals import secret_signals
from ...i18n import tr
from ...rules.core import Event
from ...rules.winkybilly import TYPES
from ...rules.winkybilly.actions import Contre, Done, DoubleWinky, Swap, Winky
from ...rules.winkybilly.cards import CARDS
from ...rules.winkybilly.observe import WinkyBillyObservation
from . import PhoneGame, Public, View, kind_of, whole

MOVES = ("swap", "done", "winky", "contre", "double")


def view(obs: WinkyBillyObservation, seat: int, public: Public, facts: Mapping[str, Any]) -> View:
    """What `seat`'s phone shows: its own hand, the public table, its team's signal. The clock
    is shown in whole seconds, so the view changes once a second at most while time runs."""
    n = obs["players"]
    teams = list(obs["teams"])
    team = obs.get("team", teams[seat])
    phase = obs["phase"]
    signal = facts.get("signal")
    return {
        "names": list(obs["names"]),
        "teams": teams,
        "team": team,
        "partner": obs.get("partner"),
        "opponents": [s for s in range(n) if teams[s] != team and not obs["out"][teams[s]]],
        "phase": phase,
        "countdown": math.ceil(obs["countdown"]) if phase == "countdown" else 0,
        "checking": obs["t"] < obs["check_until"],
        "exchange": obs["exchange"],
        "hand": [_card(card, kind) for card, kind in obs.get("hand", [])],
        "saloon": [_card(card, kind) for card, kind in obs["saloon"]],
        "done": bool(obs["done"][seat]),
        "holsters": sum(obs["done"]),
        "tokens": list(obs["tokens"]),
        "pot": obs["pot"],
        "out": list(obs["out"]),
        "signal": signal if isinstance(signal, str) else None,
        "last_call": _call(obs["last_call"]),
        "over": obs["over"],
        "winners": list(obs["winners"]),
    }


def _card(card: int, kind: str) -> dict[str, Any]:
    """A card as the page draws it: its number (`data-card`), its type's key, and its picture
    (a file of `/art/winkybilly/`, the same for every card of a type)."""
    key = kind.replace(" ", "_")
    return {"card": card, "type": key, "picture": f"card_{TYPES.index(kind):02d}_{key}.png"}


def _call(call: Any) -> dict[str, Any] | None:
    if call is None:
        return None
    return {k: call[k] for k in ("seat", "call", "target", "right")}


def move(seat: int, data: Mapping[str, Any], t: float) -> Any:
    """A swap (`give` a hand card for `take` a saloon card), the holster, or a call."""
    kind = kind_of(data, MOVES)
    if kind == "swap":
        give, take = whole(data, "give", 0, CARDS - 1), whole(data, "take", 0, CARDS - 1)
        return Swap(seat, t, give, take)
    if kind == "done":
        return Done(seat, t)
    if kind == "winky":
        return Winky(seat, t)
    if kind == "double":
        return DoubleWinky(seat, t)
    return Contre(seat, t, whole(data, "target", 0, 63))


def said(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> list[str]:
    """Each of the seat's own calls, right or wrong."""
    lines = []
    for e in events:
        if e.kind in ("winky", "contre", "double") and e.data.get("seat") == seat:
            verdict = "right" if e.data.get("right") else "wrong"
            target = e.data.get("target")
            name = names[target] if isinstance(target, int) and 0 <= target < len(names) else ""
            lines.append(tr(f"phones.said.winkybilly.{e.kind}_{verdict}", lang, name=name))
    return lines


def signals(teams: int, seed: int) -> dict[int, str]:
    """Each team's secret signal, drawn at random (a table without setup: `serve`)."""
    return secret_signals(teams, seed)


def busy(shown: View, rng: random.Random) -> dict[str, Any] | None:
    """A swap of any hand card for any saloon card, while the exchange is open (`bench phones`)."""
    if shown["phase"] != "exchange" or shown["checking"] or shown["done"] or not shown["hand"]:
        return None
    return {
        "kind": "swap",
        "give": rng.choice(shown["hand"])["card"],
        "take": rng.choice(shown["saloon"])["card"],
    }


# the thirteen types' pictures (each card's picture and its name), as the table draws them
ART = frozenset(_card(0, kind)["picture"] for kind in TYPES)

PHONE = PhoneGame("winkybilly", view, move, said, signals, busy, ART)
