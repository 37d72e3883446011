"""Sound effects by name: sounds/<name>.wav through arcade, silent (never crashing) without a device.

    board = SoundBoard(master=0.8, effects=1.0, muted=False)
    board.play("card_flip")          # at master × effects; 0 when muted
    board.configure(0.5, 1.0, False)  # when the settings change
    board.played[-1]                  # ("card_flip", 0.8): what the game asked for, for tests

arcade (and so pyglet's audio) is imported on the first load, not when this module is imported.
No window is needed; with pyglet's silent driver everything works and nothing is heard.
"""

from __future__ import annotations

import logging
from collections import deque
from typing import TYPE_CHECKING

from ..resources import data_file

if TYPE_CHECKING:
    import arcade

SOUNDS: tuple[str, ...] = (
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
HISTORY = 32  # plays remembered in SoundBoard.played

log = logging.getLogger(__name__)


def _unit(value: float) -> float:
    """A volume setting clamped to 0–1."""
    return min(1.0, max(0.0, float(value)))


class SoundBoard:
    """Plays the game's effects at master × effects volume and remembers the last HISTORY plays.

    Sounds load on first use (or all at once with preload()). If loading or playing fails (no audio
    driver, a missing file) the board logs one warning and stays silent from then on: the game goes
    on. Plays are still recorded while muted or silent. An unknown name is a bug: ValueError.
    """

    def __init__(
        self, master: float = 1.0, effects: float = 1.0, muted: bool = False, history: int = HISTORY
    ) -> None:
        self.configure(master, effects, muted)
        self.silent = False  # True once loading or playing failed
        self.played: deque[tuple[str, float]] = deque(maxlen=history)
        self._sounds: dict[str, arcade.Sound] = {}

    def configure(self, master: float, effects: float, muted: bool) -> None:
        """Take new volume settings (each clamped to 0–1) for the plays that follow."""
        self.master, self.effects, self.muted = _unit(master), _unit(effects), bool(muted)

    @property
    def volume(self) -> float:
        """The volume a play gets now: master × effects, or 0 when muted."""
        return 0.0 if self.muted else self.master * self.effects

    def preload(self) -> bool:
        """Load every sound now (so no first play waits); False if the board went silent instead."""
        for name in SOUNDS:
            self.load(name)
        return not self.silent

    def play(self, name: str) -> None:
        """Play one effect by name at the current volume, and record the play."""
        _check(name)
        volume = self.volume
        self.played.append((name, volume))
        if volume <= 0.0:
            return
        sound = self.load(name)
        if sound is None:
            return
        try:
            sound.play(volume=volume)
        except Exception as exc:  # a broken driver must not stop the game
            self._go_silent(f"could not play {name}", exc)

    def load(self, name: str) -> arcade.Sound | None:
        """The loaded sound for a known name (loading it now if needed); None once the board is silent."""
        _check(name)
        if self.silent:
            return None
        if name not in self._sounds:
            try:
                import arcade

                self._sounds[name] = arcade.load_sound(data_file("sounds", f"{name}.wav"))
            except Exception as exc:  # a missing file, or no audio at all
                self._go_silent(f"could not load {name}", exc)
                return None
        return self._sounds[name]

    def _go_silent(self, what: str, exc: Exception) -> None:
        if not self.silent:
            self.silent = True
            log.warning("sound off for this session: %s (%s: %s)", what, type(exc).__name__, exc)


def _check(name: str) -> None:
    if name not in SOUNDS:
        raise ValueError(f"unknown sound {name!r}; known sounds: {', '.join(SOUNDS)}")
