"""Wink on a phone: the hand (dead twins dimmed); the moment a called number's twin is in this
hand ("Priya called your 6 — wink at her", the phone vibrating once per call); the faces to wink
at (marked when they look at this seat now: the faces are public); an accusation (a face, then a
number under another player's pawn); on this seat's turn, the numbers it may call, or the faces
to name as its partner (or nobody, where the preset allows); its own points and accuse cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...i18n import tr
from ...rules.core import Event
from ...rules.wink.actions import NUMBERS, Accuse, Call, Name, Pass
from ...rules.wink.observe import WinkObservation
from ...rules.wink.presets import Naming, preset
from . import PhoneGame, Public, View, kind_of, whole

MOVES = ("call", "name", "pass", "accuse")


def view(obs: WinkObservation, seat: int, public: Public, facts: Mapping[str, Any]) -> View:
    n = obs["players"]
    pawns = obs["pawns"]
    mine = obs["seats"][seat]
    hand, dead = obs.get("hand", []), obs.get("dead", [])
    turn = obs["current"] == seat and not obs["over"]
    return {
        "names": list(obs["names"]),
        "current": obs["current"],
        "step": obs["step"],
        "my_turn": turn,
        "hand": sorted(
            [{"number": c, "dead": False} for c in hand] + [{"number": c, "dead": True} for c in dead],
            key=lambda card: card["number"],
        ),
        "callable": list(obs.get("callable", [])) if turn and obs["step"] == "call" else [],
        "naming": turn and obs["step"] == "name",
        "may_pass": preset(obs["preset"]).naming is Naming.OPTIONAL,  # (naming nobody)
        "my_pawn": pawns[seat],
        # the callers whose number's twin this hand holds, while their window is open
        "partners": [{"seat": c, "number": pawns[c]} for c in obs.get("wink_at", [])],
        "faces": [{"seat": s, "looking": public.looking[s] == seat} for s in range(n) if s != seat],
        # an accusation is made over another player's called card
        "pawns": [{"seat": s, "number": pawns[s]} for s in range(n) if s != seat and pawns[s] is not None],
        "accuse_left": mine["accuse_left"],
        "score": mine["score"],
        "won": len(mine["won_grid"]) + len(mine["won_twins"]),
        "scores": [s["score"] for s in obs["seats"]],
        "over": obs["over"],
        "winners": list(obs.get("winners", [])),
    }


def move(seat: int, data: Mapping[str, Any], t: float) -> Any:
    """Call a number, name a partner (or nobody), accuse a face of holding a number."""
    kind = kind_of(data, MOVES)
    if kind == "call":
        return Call(seat, whole(data, "number", 1, 36))
    if kind == "name":
        return Name(seat, whole(data, "target", 0, 63))
    if kind == "pass":
        return Pass(seat)
    return Accuse(seat, whole(data, "target", 0, 63), whole(data, "number", 1, 36))


def said(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> list[str]:
    """What the seat's own naming and accusations came to."""
    lines = []
    for e in events:
        data = e.data
        if data.get("seat") != seat:
            continue
        target = data.get("target")
        name = names[target] if isinstance(target, int) and 0 <= target < len(names) else ""
        number = data.get("number")
        if e.kind == "accused":
            verdict = "right" if data.get("right") else "wrong"
            lines.append(tr(f"phones.said.wink.accused_{verdict}", lang, name=name, number=number))
        elif e.kind in ("named_right", "named_wrong"):
            lines.append(tr(f"phones.said.wink.{e.kind}", lang, name=name, number=number))
    return lines


# the number cards of the hand, as the table draws them
ART = frozenset(f"card_{n:02d}.png" for n in NUMBERS)

PHONE = PhoneGame("wink", view, move, said, art=ART)
