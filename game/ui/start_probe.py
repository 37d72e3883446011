"""`WINKHOUSE_START_PROBE=PATH`: a launch that reports its first menu frame, then closes.

`bench start` times the game's start with it: the window writes, right after the main menu's first
frame is drawn and flipped, one JSON line to PATH (`{"monotonic": …, "wall": …}`, the clocks of that
moment; the monotonic clock is the machine's, so the bench compares it with its own), and closes.
Read once when the window opens; unset, it costs one attribute test per flip. Set, the window may
also open headless (ARCADE_HEADLESS), which play otherwise refuses.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

ENV = "WINKHOUSE_START_PROBE"


def requested() -> Path | None:
    """Where to report the first menu frame, or None (the usual launch)."""
    value = os.environ.get(ENV)
    return Path(value) if value else None


def report(path: Path) -> None:
    """Write the clocks of this moment to `path` (whole or not at all: the bench may be reading)."""
    line = json.dumps({"monotonic": time.monotonic(), "wall": time.time()}) + "\n"
    part = path.with_name(path.name + ".part")
    part.write_text(line, encoding="utf-8")
    os.replace(part, path)
