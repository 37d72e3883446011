"""`WINKHOUSE_START_PROBE=PATH`: a launch that reports its first menu frame, then closes.

`bench start` times the game's start with it. Right after the main menu's first frame is drawn
and flipped, the window writes one JSON line to PATH, `{"menu": …}` (that moment on the machine's
monotonic clock, which the bench compares with its own), and closes. With
`WINKHOUSE_START_PROBE_TABLE=GAME` it goes on as a player would: it stays on the menu for a second
(reading it; `left` is when it leaves), opens GAME's setup and from there its table (a default
one, dealt), and writes `{"menu": …, "left": …, "setup": …, "table": …}` once the table's first
frame is shown: the first table's opening, with whatever the menu left for later and could not
do in that second (ui/warm_up.py).

Read once when the window opens; unset, it costs one test per flip. Set, the window may also open
headless (ARCADE_HEADLESS), which play otherwise refuses.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

ENV = "WINKHOUSE_START_PROBE"
ENV_TABLE = "WINKHOUSE_START_PROBE_TABLE"
READING_S = 1.0  # on the menu before choosing a game


class StartProbe:
    """Waits for the first frame of each screen in turn (menu, then setup and table), notes when
    each was shown, and closes the window after the last."""

    def __init__(self, path: Path, game: str | None = None) -> None:
        self.path = path
        self.game = game
        self.stage = "menu"
        self.view: Any = None  # the screen whose first frame is awaited
        self.shown: dict[str, float] = {}

    def wait_for(self, view: Any) -> None:
        self.view = view

    def flipped(self, window: Any) -> None:
        """A frame was shown: the awaited screen's first? Then note it and go on (or close)."""
        if self.view is None or window.current_view is not self.view:
            return
        now = time.monotonic()
        if self.stage == "reading":
            if now - self.shown["menu"] < READING_S:
                return
            self.stage = "left"
        self.shown[self.stage] = now
        self.go_on(window, self.view)

    def go_on(self, window: Any, shown: Any) -> None:
        """The next screen a player would open from the one just `shown`, or the report and the end."""
        if self.game is not None and self.stage == "menu":
            self.stage = "reading"  # (the same screen, a second longer)
        elif self.game is not None and self.stage == "left":
            self.stage, self.view = "setup", window.go("setup", self.game)
        elif self.game is not None and self.stage == "setup":
            self.stage, self.view = "table", window.go("table", shown.setup)
        else:
            self.view = None
            report(self.path, self.shown)
            window.close()


def requested() -> StartProbe | None:
    """The probe this launch asks for, or None (the usual launch)."""
    value = os.environ.get(ENV)
    if not value:
        return None
    return StartProbe(Path(value), os.environ.get(ENV_TABLE) or None)


def report(path: Path, shown: dict[str, float]) -> None:
    """Write the moments to `path` (whole or not at all: the bench may be reading)."""
    part = path.with_name(path.name + ".part")
    part.write_text(json.dumps({**shown, "wall": time.time()}) + "\n", encoding="utf-8")
    os.replace(part, path)
