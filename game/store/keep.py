"""Keeping a finished game: its recording compressed, its row in the history, the cap applied.

    keep_game(trace, history, levels=None, keep=50) -> GameRow | None
    keep_in_background(trace, keep) -> Keeping

One function for a live table (game/ui/kit/table.py, in a background thread: the results screen
never waits) and for `simulate --record` (in turn, game after game). Both hand it the plain trace
file the table wrote (`recordings/<game>-….jsonl`, game 0); everything kept is read back from it:
the recording is checked (`Recording`), replayed to its end (`review.figures.replay`), each
seat's result and each human seat's figures are made from that, the file is compressed and the
game added. A recording of a game not over is removed (nothing is kept of an unfinished table).

Seats are humans as the trace's header says; a bot's level is its setup seat's `difficulty` (a
live table's header carries its setup), else `levels[seat]` (simulate's --bots).

Never raises for a bad file or a full disk: the reason goes to the log, the player gets one notice
(`notice.history_unsaved`), and None comes back.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..bots.recording import Recording, RecordingError
from ..games import specs
from ..review.figures import figures, replay, results
from ..rules.engine import Engine
from .history import BOT, HUMAN, LOST, WON, GameRow, History, SeatRow
from .notices import notify
from .recordings import compress, discard, enforce_cap

log = logging.getLogger(__name__)


def engines() -> dict[str, Engine]:
    return {spec.name: spec.engine for spec in specs()}


def keep_game(
    trace: Path,
    history: History,
    levels: Sequence[str | None] | None = None,
    keep: int = 50,
    when: datetime | None = None,
    humans: Collection[int] | None = None,
) -> GameRow | None:
    """Keep the finished game recorded in `trace` (see the module's docstring); the row kept.
    `humans`: the seats kept as players' (default: the header's humans)."""
    try:
        lines = trace.read_text(encoding="utf-8").splitlines()
        recording = Recording(lines, engines())
    except (OSError, UnicodeDecodeError, RecordingError) as exc:
        _unsaved(trace, exc)
        return None
    if not recording.over:
        discard(trace)
        return None
    try:
        row = game_row(recording, levels, when or datetime.now().astimezone(), humans)
        kept = compress(trace)
        row = GameRow(**{**row.__dict__, "recording": kept})
        game_id = history.add_game(row)
    except (OSError, ValueError) as exc:
        _unsaved(trace, exc)
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


def _unsaved(trace: Path, exc: Exception) -> None:
    reason = getattr(exc, "strerror", None) or str(exc) or exc.__class__.__name__
    log.warning("the game recorded in %s could not be kept: %s", trace, reason)
    notify("notice.history_unsaved", reason=reason)


@dataclass
class Keeping:
    """A finished game being kept in the background: `done` is set when it is, then `row` is
    the row kept (its `id`, its `recording`), or None when it could not be kept."""

    trace: Path
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


def keep_in_background(trace: Path, keep: int, history_path: Path | None = None) -> Keeping:
    """Keep the game in another thread (its own connection to the history); not a daemon, so a
    window closed meanwhile still finishes writing it."""
    keeping = Keeping(trace)

    def run() -> None:
        try:
            history = History(history_path)
            try:
                keeping.row = keep_game(trace, history, keep=keep)
            finally:
                history.close()
        except Exception:  # a thread's error would be lost: the log has it, the game goes on
            log.exception("keeping the game recorded in %s failed", trace)
        finally:
            keeping.done.set()

    threading.Thread(target=run, name="keep-game", daemon=False).start()
    return keeping
