"""Wink actions: small immutable tuples, built once and shared (legal-action lists reuse them)."""

from __future__ import annotations

from typing import Any, NamedTuple

from ..core import action_from_fields

MAX_SEATS = 8
NUMBERS = range(1, 37)


class Call(NamedTuple):
    """Put the pawn on a face-up grid card and announce its number."""

    seat: int
    number: int


class Name(NamedTuple):
    """At the start of a turn: "<target>, you have the number under my pawn"."""

    seat: int
    target: int


class Pass(NamedTuple):
    """Decline to name the partner (presets where naming is optional)."""

    seat: int


class Accuse(NamedTuple):
    """Out of turn or not: "<target> holds <number>", spending an accuse card."""

    seat: int
    target: int
    number: int


Action = Call | Name | Pass | Accuse

CALLS = [[Call(s, n) if n else None for n in range(37)] for s in range(MAX_SEATS)]
NAMES = [[Name(s, t) for t in range(MAX_SEATS)] for s in range(MAX_SEATS)]
PASSES = [Pass(s) for s in range(MAX_SEATS)]
ACCUSES = [
    [[Accuse(s, t, n) if n else None for n in range(37)] for t in range(MAX_SEATS)] for s in range(MAX_SEATS)
]


def _accusation(seat: int, target: int, number: int) -> Accuse:
    accuse = ACCUSES[seat][target][number]
    assert accuse is not None  # every number from 1 has its accusation
    return accuse


def _accuse_rows(n: int) -> list[list[list[tuple[Accuse, ...]]]]:
    """rows[seat][caller][number]: every accusation `seat` can make over `caller`'s card `number`."""
    return [
        [
            [tuple(_accusation(s, t, c) for t in range(n) if t not in (s, o)) if c else () for c in range(37)]
            for o in range(n)
        ]
        for s in range(n)
    ]


class _RowsByCount(dict[int, list[list[list[tuple[Accuse, ...]]]]]):
    """ACCUSE_ROWS[n]: made at the first table of n seats (all six at import cost the game's
    start some 25 ms: bench start), then read as any dict."""

    def __missing__(self, n: int) -> list[list[list[tuple[Accuse, ...]]]]:
        if not 3 <= n <= MAX_SEATS:
            raise KeyError(n)
        rows = self[n] = _accuse_rows(n)
        return rows


ACCUSE_ROWS = _RowsByCount()


def _call_bytes(seat: int) -> tuple[tuple[tuple[Call, ...], ...], ...]:
    """[i][byte]: the Calls of `seat` for the numbers 8i + b whose bit b is set in `byte`, in
    ascending order (the order of the face-up set). `WinkState.turn_actions` reads them."""
    tables = []
    for i in range(5):
        table: list[tuple[Call, ...]] = [()]
        for b in range(8):  # the bytes with bit b as their highest: those below it, plus that number
            c = 8 * i + b
            call = (Call(seat, c),) if c in NUMBERS else ()
            table += [row + call for row in table]
        tables.append(tuple(table))
    return tuple(tables)


CALL_BYTES = [_call_bytes(s) for s in range(MAX_SEATS)]
# NAME_ROWS[n][seat]: every Name `seat` can make at a table of n.
NAME_ROWS = {
    n: [tuple(NAMES[s][t] for t in range(n) if t != s) for s in range(n)] for n in range(3, MAX_SEATS + 1)
}

_KINDS: dict[str, type[Action]] = {"call": Call, "name": Name, "pass": Pass, "accuse": Accuse}
_KIND_OF = {cls: kind for kind, cls in _KINDS.items()}


def action_to_json(action: Action) -> dict[str, Any]:
    return {"kind": _KIND_OF[type(action)], **action._asdict()}


def action_from_json(data: dict[str, Any]) -> Action:
    """The action saved by `action_to_json`; anything else (a field that is not exactly an int
    included: 25.0 and true are not 25 and 1) raises ValueError with a readable reason."""
    return action_from_fields(data, _KINDS, "Wink")
