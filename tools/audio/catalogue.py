"""Every sound effect the game ships: file stem → recipe (the files are sounds/<stem>.wav)."""

from __future__ import annotations

from collections.abc import Callable

from . import cues, foley
from .dsp import Signal

SOUNDS: dict[str, Callable[[], Signal]] = {
    "card_flip": foley.card_flip,
    "shuffle": foley.shuffle,
    "pawn_placed": foley.pawn_placed,
    "call_chime": cues.call_chime,
    "wink_tick": foley.wink_tick,
    "accusation": cues.accusation,
    "right": cues.right,
    "wrong": cues.wrong,
    "token_won": cues.token_won,
    "token_lost": cues.token_lost,
    "countdown_beep": cues.countdown_beep,
    "coup_de_feu": foley.coup_de_feu,
    "trap_sprung": foley.trap_sprung,
    "win_fanfare": cues.win_fanfare,
    "menu_click": foley.menu_click,
    "menu_move": foley.menu_move,
}
