"""Zwoggel cards: red and green Zwoggels, known by id. Ids below `reds` are red, the rest green."""

from __future__ import annotations

from typing import Any

RED, GREEN = 0, 1
COLOURS = ("red", "green")
REDS = GREENS = 32  # [DECISION] Z1: 32 red and 32 green Zwoggels (a config option)
Cell = tuple[int, int]

_COLOUR_WORDS = {"red": RED, "r": RED, "green": GREEN, "g": GREEN}


def colour_code(value: Any) -> int:
    """RED or GREEN from 0/1 or a word ("red", "green", "r", "g"); ValueError otherwise."""
    if isinstance(value, str):
        code = _COLOUR_WORDS.get(value.lower())
        if code is not None:
            return code
    elif type(value) is int and value in (RED, GREEN):
        return value
    raise ValueError(f"{value!r} is not a Zwoggel colour (red or green)")


def colour_table(reds: int, greens: int) -> list[int]:
    """The colour of every card id of a deck of `reds` red and `greens` green Zwoggels."""
    return [RED] * reds + [GREEN] * greens


def colour_name(colour: int) -> str:
    return COLOURS[colour]
