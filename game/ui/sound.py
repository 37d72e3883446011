"""Sound effects by name, through pyglet; silent (never crashing) when there is no sound device."""

from __future__ import annotations

import logging
from collections import deque
from typing import Any

import arcade

from ..resources import data_file

SOUNDS = (
    "card_flip",
    "shuffle",
    "pawn_placed",
    "call_chime",
    "wink_tick",
    "accusation",
    "right",
    "wrong",
    "token_won",
    "token_lost",
    "countdown_beep",
    "coup_de_feu",
    "trap_sprung",
    "win_fanfare",
    "menu_click",
    "menu_move",
)
log = logging.getLogger(__name__)


class SoundBoard:
    """Plays the game's sounds at master × effects volume; remembers the last plays for tests."""

    def __init__(self, master: float = 0.8, effects: float = 1.0, muted: bool = False) -> None:
        self.master, self.effects, self.muted = master, effects, muted
        self._loaded: dict[str, Any] = {}
        self.silent = False  # set once loading or playing failed: the game goes on without sound
        self.played: deque[tuple[str, float]] = deque(maxlen=64)

    def configure(self, master: float, effects: float, muted: bool) -> None:
        self.master, self.effects, self.muted = master, effects, muted

    @property
    def volume(self) -> float:
        return 0.0 if self.muted else self.master * self.effects

    def _sound(self, name: str) -> Any:
        if name not in self._loaded:
            self._loaded[name] = arcade.load_sound(data_file("sounds", f"{name}.wav"))
        return self._loaded[name]

    def play(self, name: str) -> None:
        if name not in SOUNDS:
            raise ValueError(f"unknown sound {name!r}; known: {', '.join(SOUNDS)}")
        volume = self.volume
        self.played.append((name, volume))
        if self.silent or volume <= 0:
            return
        try:
            arcade.play_sound(self._sound(name), volume=volume)
        except Exception as exc:  # no driver, a missing file: keep playing the game in silence
            self.silent = True
            log.warning("sound disabled: %s", exc)
