"""The trace: a table's life as JSON lines on the sim clock, for tests, analysis and replays.

The one writer of traces (`simulate --trace` and a live table's "Record table traces" setting
both write through `TraceWriter`), and the one place the format's version is kept (`FORMAT`).
`game.bots.recording` reads it back and plays a table again from it.

Format 2. One JSON object per line. Every record has `t` (seconds of sim time, the table's own
clock, written exactly: a float read back is the float written), `game` (the game's index in the
file: 0 for a live table, 0, 1, 2… for `simulate`) and `kind`. The records of one game are in
the order they happened (`t` never goes back), and begin with its header:

- "table" (the header): `format` (2), `engine` (the engine's name), `config` (the engine's config
  as its save JSON gives it), `seed`, `names` (one per seat), `humans` (the seats played by
  people), `faces` (per seat, what drawing its face needs that no later record says: `phase`
  and `idle_motion`, how its head sways when idle), `history` (the moves already made when the
  table opened, as the engine's JSON: empty unless it resumed a save), `setup` (what the
  caller set the table up from, e.g. a live table's setup JSON; null from `simulate`) and
  `facts` (what the game's bots were dealt besides the state: WinkyBilly's `signals`, each
  team's secret signal by team). `t` is 0.0.
- "gaze": from `t` on, `seat` looks at `target` (a seat, "grid" or "hand"). Every face starts
  on the grid.
- "signal": `seat` makes a signal, `signal` being its kind: a "wink" (one eye, `eye` "left" or
  "right", aimed at the seat `target`), a "blink", "half_blink" or "slow_blink" (both eyes:
  `eye` null), or a gesture (`eye` "none"; `target` a seat or null). From `start` for
  `duration` seconds (`end` = start + duration).
- "fidget": `seat` starts a fidget by itself (`fidget` its kind) at `start` for `duration`
  seconds, whatever it shows as: a mouth, the brows or a nod (an "expression" record too), a
  half or slow blink (a "signal" too, unless the eyes were busy), or, where faces make gestures
  as signals, a gesture (a "signal" aimed at nobody, unless the face was making one already).
- "cut": `seat`'s gesture made as a fidget (its "signal" record's `signal` and `start`) ends at
  `end` (its `t`), before its time: a person's own signal took the face. Its fidget ends then
  too; one that ends where it began was never shown. Or `seat`'s blink (a "blink", "half_blink"
  or "slow_blink" signal) ends at `end` because the face began a wink then.
- "expression": `seat`'s mouth, brows or head move by itself: `expression` the fidget's kind
  with its `duration`, or "neutral" when it is over.
- "action": an action applied to the engine at `t`: `seat` (whose action, null for time's own),
  `action` (its kind, lower case), its other fields, `result` (what it came to: by default the
  kinds of its events) and `move`, the engine's own JSON of it (`Engine.action_to_json`), which
  a replay applies at `t`.
- "perceived": the bot at `seat` believes it saw the seat `of` make `signal` (aimed at
  `target`) with `certainty` (0–1); what really happened is in the signal records.
- "thinking": from `t` on, the bot seat whose decision is being searched (`seat`), or null
  when none is (a table shows "thinking…" on that seat's plate).
- "screen": from `t` on, whose private view a live table's screen shows (`seat`: the one human
  alone, a couch's confirmed viewer), or null (the public table, or the privacy screen). A live
  table writes one as it opens and at each hand-over; `simulate` writes none (then every seat is
  taken to have watched its own moments).
- "truth": the post-game reveal once the game is over (each game adds its own fields).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TextIO

from ..rules.engine import Engine
from ..social.pose import Idle

FORMAT = 2
KINDS = (
    "table",
    "gaze",
    "signal",
    "fidget",
    "cut",
    "expression",
    "action",
    "perceived",
    "thinking",
    "screen",
    "truth",
)
Record = Callable[[dict], None]


def header(
    engine: Engine,
    state: Any,
    humans: Iterable[int],
    faces: Sequence[Idle],
    setup: Mapping | None = None,
    facts: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The first record of a table: what a replay needs that no later record says."""
    saved = state.to_json()
    return {
        "t": 0.0,
        "kind": "table",
        "format": FORMAT,
        "engine": engine.name,
        "config": saved["config"],
        "seed": saved["seed"],
        "names": list(state.names),
        "humans": sorted(humans),
        "faces": [{"phase": face.phase, "idle_motion": face.motion} for face in faces],
        "history": saved["history"],
        "setup": None if setup is None else dict(setup),
        "facts": dict(facts or {}),
    }


def encode(record: dict, game: int) -> str:
    """One record as one line (without its newline), tagged with its game. Raises TypeError or
    ValueError for a value JSON cannot hold exactly (NaN and the infinities included)."""
    return json.dumps({**record, "game": game}, separators=(",", ":"), allow_nan=False)


class TraceWriter:
    """Writes records to an open text file, one JSON object per line, tagged with their game."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.lines = 0

    def game(self, index: int) -> Record:
        """The sink for the records of game `index`. A record JSON cannot hold raises TypeError or
        ValueError, and nothing of it is written."""

        def record(entry: dict) -> None:
            line = encode(entry, index)  # the whole line first: a bad record writes nothing
            self.out.write(line + "\n")
            self.lines += 1

        return record
