"""Keeping a finished game: its recording written compressed, its row in the history, the cap applied.

    keep_game(text, history, levels=None, keep=50) -> GameRow | None
    keep_in_background(text, keep) -> KeptGame

One function for a live table (game/ui/kit/table.py, in a background thread: the results screen
never waits) and for `simulate --record` (in turn, game after game). Both hand it the trace the
table recorded in memory (`recordings.MemoryTrace`, game 0); everything kept is read back from
it: the recording is checked (`Recording`), replayed to its end (`review.figures.replay`), each
seat's result and each human seat's figures are made from that, the recording is written
compressed to recordings/ and the game added. A game not over is not kept.

Seats are humans as the trace's header says; a bot's level is its setup seat's `difficulty` (a
live table's header carries its setup), else `levels[seat]` (simulate's --bots).

Never raises for a bad file or a full disk: the reason goes to the log, the player gets one notice
(`notice.history_unsaved`), and None comes back.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from ..bots.recording import Recording, RecordingError
from ..games import specs
from ..logs import TOLD
from ..review.figures import figures, replay, results
from ..rules.engine import Engine
from .history import BOT, HUMAN, LOST, WON, GameRow, History, SeatRow
from .notices import notify
from .practice_history import move_practice_once
from .recordings import enforce_cap, write_recording

log = logging.getLogger(__name__)


def engines() -> dict[str, Engine]:
    return {spec.name: spec.engine for spec in specs()}


def keep_game(
    text: str,
    history: History,
    levels: Sequence[str | None] | None = None,
    keep: int = 50,
    when: datetime | None = None,
    humans: Collection[int] | None = None,
) -> GameRow | None:
    """Keep the finished game recorded in `trace` (see the module's docstring); the row kept.
    `humans`: the seats kept as players' (default: the header's humans)."""
    try:
        recording = Recording(text.splitlines(), engines())
    except RecordingError as exc:
        _unsaved(exc)
        return None
    if not recording.over:
        return None
    when = when or datetime.now().astimezone()
    try:
        row = game_row(recording, levels, when, humans)
        kept = write_recording(text, row.game, when)
    except (OSError, ValueError) as exc:
        _unsaved(exc)
        return None
    try:
        game_id = history.add_game(replace(row, recording=kept))
    except (sqlite3.Error, ValueError) as exc:
        kept.unlink(missing_ok=True)  # no row to find it by
        _unsaved(exc)
        return None
    enforce_cap(history, keep)
    return history.game(game_id)


def game_row(
    recording: Recording,
    levels: Sequence[str | None] | None,
    when: datetime,
    humans: Collection[int] | None = None,
) -> GameRow:
    """The history's row of a finished recorded game (no recording path yet)."""
    people = set(recording.humans if humans is None else humans)
    played = replay(recording)
    state = played.state
    head = recording.records[0]
    setup = recording.setup or {}
    given = setup.get("seats")
    setup_seats: list[Any] = given if isinstance(given, list) else []
    options: dict[str, Any] = dict(head.get("config") or {})
    if isinstance(setup.get("options"), Mapping):
        options.update(setup["options"])
    seats = []
    for s, (name, result) in enumerate(zip(recording.names, results(state), strict=True)):
        human = s in people
        level = None if human else _level(setup_seats, levels, s)
        seats.append(
            SeatRow(
                s,
                name,
                HUMAN if human else BOT,
                level,
                WON if result.won else LOST,
                result.placing,
                result.score,
            )
        )
    end = getattr(state, "end", None)
    preset = options.get("preset")
    return GameRow(
        game=played.game,
        options=options,
        played_at=when,
        seconds=recording.actions[-1][0] if recording.actions else 0.0,
        seats=tuple(seats),
        figures={recording.names[s]: figures(played, s) for s in sorted(people)},
        preset=preset if isinstance(preset, str) else None,
        end=getattr(end, "code", None),
    )


def _level(setup_seats: list[Any], levels: Sequence[str | None] | None, seat: int) -> str | None:
    if seat < len(setup_seats) and isinstance(setup_seats[seat], Mapping):
        level = setup_seats[seat].get("difficulty")
        if isinstance(level, str):
            return level
    if levels is not None and seat < len(levels):
        return levels[seat]
    return None


def _unsaved(exc: Exception) -> None:
    reason = getattr(exc, "strerror", None) or str(exc) or exc.__class__.__name__
    log.warning("a finished game could not be kept: %s", reason, extra=TOLD)
    notify("notice.history_unsaved", reason=reason)


@dataclass
class KeptGame:
    """A finished game being kept in the background: `done` is set when it is, then `row` is
    the row kept (its `id`, its `recording`), or None when it could not be kept."""

    done: threading.Event = field(default_factory=threading.Event)
    row: GameRow | None = None

    @property
    def id(self) -> int | None:
        return None if self.row is None else self.row.id

    @property
    def recording(self) -> Path | None:
        return None if self.row is None else self.row.recording

    def wait(self, timeout: float | None = None) -> bool:
        return self.done.wait(timeout)


def keep_in_background(text: str, keep: int, history_path: Path | None = None) -> KeptGame:
    """Keep the game in another thread (its own connection to the history); not a daemon, so a
    window closed meanwhile still finishes writing it."""
    keeping = KeptGame()

    def run() -> None:
        try:
            history = History(history_path)
            try:
                keeping.row = keep_game(text, history, keep=keep)
                move_practice_once(history)  # practice.json's sessions, the first time
            finally:
                history.close()
        except Exception:  # a thread's error would be lost: the log has it, the game goes on
            log.exception("keeping a finished game failed")
        finally:
            keeping.done.set()

    threading.Thread(target=run, name="keep-game", daemon=False).start()
    return keeping
