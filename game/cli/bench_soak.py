"""`bench soak`: whether a table's memory stays flat over hours of play, per game.

Two curves per game, in one headless window (its saves and history in a temporary folder):

- **games**: one live table of bots only (WatchChoice's seats: as many as the game seats at its
  default options, up to MAX_SEATS, the three levels in turn: Wink and WinkyBilly 8, Zwoggel 4,
  one an expert whose search runs in the table's worker process),
  its sim clock run fast (FAST fixed updates of 1/60 s between two frames drawn), played game
  after game through the results screen's own "Play a new deal", as a player plays on; the
  memory read when each game's results are on screen.
- **tables**: tables opened from the main menu and left to it through the pause menu's "Quit"
  (the table's own path), each after TABLE_STEPS fixed updates of play with a frame drawn every
  TABLE_DRAW of them, one human seated (who does nothing) with the same bots; the memory read
  back at the menu.

The memory is the resident set now (/proc/self/statm, not the peak), after `gc.collect()`, plus
the resident sets of this process's children (`/proc/PID/task/*/children`, recursively): the
Zwoggel table's worker process and multiprocessing's resource tracker, when they run. The frames
are stepped as pyglet's loop steps them (headless.step): update, draw, flip, the events posted
by other threads (a sound's end) dispatched, and the renderer waited for at every frame, as a
window's swap waits for it: a headless swap does not, and the renderer (llvmpipe) then keeps each
frame queued with the work it binned for it (some 4.6 MB for a results screen), up to four at
once, and the heap grows to hold them; a window never has more than one frame under way.
The bench itself holds no table a player's window no longer holds (the last game's is let go
before "Play a new deal").

Prints one line per sample, then one JSON object: per game `growth_mb_games` (at the end of the
last game minus at the end of the first), `growth_mb_tables` (after the last table minus after
the first), the curves, and `flat` (both within GOAL_MB).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import time
from pathlib import Path
from typing import Any

GOAL_MB = 10.0
FAST = 30  # fixed updates (1/60 s each) between two frames drawn: the sim clock at 30×
TABLE_STEPS = 300  # fixed updates a table plays before it is left (5 s of game time)
TABLE_DRAW = 10  # ...with a frame drawn every this many
WORKER_WAIT_S = 10.0  # a closed table's worker process is waited for this long
KEEP_WAIT_S = 30.0  # a finished game's keeping (history, recording) is waited for this long
MAX_STEPS_A_GAME = 60 * 60 * 60  # fixed updates: an hour of game time means a stuck table
MAX_SEATS = 8  # the soaked tables' seats: the game's most at its default options, up to this;
# the bots' levels are the levels in turn (DIFFICULTIES), seat after seat


class SoakStuck(RuntimeError):
    """A table played an hour of game time without its game ending."""


def statm_mb(pid: int | str = "self") -> float:
    """A process's resident set now, in MB (0 if it is gone)."""
    try:
        with open(f"/proc/{pid}/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, IndexError, ValueError):
        return 0.0


def children(pid: int | str = "self") -> list[int]:
    """Every live descendant of a process (Linux: /proc/PID/task/*/children)."""
    found: list[int] = []
    try:
        tasks = list(Path(f"/proc/{pid}/task").iterdir())
    except OSError:
        return found
    for task in tasks:
        try:
            kids = (task / "children").read_text(encoding="ascii").split()
        except OSError:
            continue
        for kid in kids:
            found.append(int(kid))
            found.extend(children(kid))
    return found


def workers() -> set[int]:
    """Our children but multiprocessing's resource tracker (one a process, for its life): the
    worker processes of tables."""
    from multiprocessing import resource_tracker

    tracker = getattr(resource_tracker._resource_tracker, "_pid", None)
    return set(children()) - {tracker}


def memory() -> tuple[float, float]:
    """(this process's resident MB, its children's), after a collection, once the worker of a
    table that closed has ended (it is told to stop and goes a moment later)."""
    gc.collect()
    deadline = time.monotonic() + WORKER_WAIT_S
    while workers() and time.monotonic() < deadline:
        time.sleep(0.05)
    return statm_mb(), sum(statm_mb(k) for k in children())


def soak_setup(game: str, seed: int, human: bool = False) -> Any:
    """The soaked table of `game` at `seed`: bots only, or one (idle) human in the first seat."""
    from dataclasses import replace

    from ..games import game_spec
    from ..setup import DIFFICULTIES, SeatSetup
    from ..ui.watch.choice import WatchChoice

    spec = game_spec(game)
    players = min(max(spec.player_counts(spec.defaults())), MAX_SEATS)
    setup = WatchChoice(
        game, players, tuple(DIFFICULTIES[s % len(DIFFICULTIES)] for s in range(players))
    ).setup(seed)
    if human:
        seats = (SeatSetup(kind="human", name="You"), *setup.seats[1:])
        setup = replace(setup, seats=seats)
    return setup


class Stepper:
    """The window stepped as pyglet's loop steps it, each frame drawn to its end."""

    def __init__(self, window: Any) -> None:
        self.window = window

    def fixed(self, n: int) -> None:
        """`n` fixed updates, stopping early if the screen changes (a game over: its results)."""
        from ..ui.headless import FRAME

        view = self.window.current_view
        for _ in range(n):
            self.window.dispatch_event("on_fixed_update", FRAME)
            if self.window.current_view is not view:
                return

    def draw(self) -> None:
        from ..ui import headless

        headless.step(self.window, 1, fixed=False)
        self.window.ctx.finish()  # as a window's swap does (see above)


def soak_games(window: Any, game: str, games: int, line: Any) -> list[float]:
    """`games` games in a row at one live table; the memory at the end of each."""
    from ..ui.screens.results import ResultsView

    stepper = Stepper(window)
    window.go("menu")  # where a player comes from
    stepper.draw()
    window.go("table", soak_setup(game, 1))
    curve: list[float] = []
    steps, clock = 0, 0.0
    start = time.perf_counter()
    while True:  # (no table held here: a finished one is let go as a player's window lets it go)
        view = window.current_view
        if isinstance(view, ResultsView):
            for _ in range(2):  # the results on screen, as a player sees them
                stepper.draw()
            if view.recording is not None:  # the game kept in the history (a thread): part of its end
                view.recording.done.wait(KEEP_WAIT_S)
            window.ctx.finish()
            own, kids = memory()
            curve.append(round(own + kids, 1))
            line(
                f"{game} game {len(curve):3d}  rss {own + kids:7.1f} MB  (children {kids:5.1f})  "
                f"deal {view.setup.seed:5d}  {clock:6.1f} s of play  "
                f"{time.perf_counter() - start:5.1f} s"
            )
            if len(curve) == games:
                view.on_back()
                return curve
            view.again_new()  # "Play a new deal": a new table for the same seats
            steps, start = 0, time.perf_counter()
            continue
        stepper.fixed(FAST)
        clock = view.clock
        steps += FAST
        if steps > MAX_STEPS_A_GAME:
            raise SoakStuck(f"{game}: no end after an hour of game time (deal {view.setup.seed})")
        stepper.draw()


def soak_tables(window: Any, game: str, tables: int, line: Any) -> list[float]:
    """`tables` tables opened from the menu, played a little and left to it; the memory after each."""
    stepper = Stepper(window)
    window.go("menu")
    stepper.draw()
    curve: list[float] = []
    for n in range(1, tables + 1):
        table = window.go("table", soak_setup(game, n, human=True))
        for _ in range(TABLE_STEPS // TABLE_DRAW):
            stepper.fixed(TABLE_DRAW)
            stepper.draw()
        table.quit_to_menu()  # the pause menu's "Quit" (after its confirmation)
        for _ in range(2):
            stepper.draw()
        window.ctx.finish()
        own, kids = memory()
        curve.append(round(own + kids, 1))
        line(f"{game} table {n:3d}  rss {own + kids:7.1f} MB  (children {kids:5.1f})")
    return curve


def bench_soak(args: argparse.Namespace, window: Any = None) -> int:
    """The soak of `args.game` (else every game) in `window` (a new headless one by default)."""
    from ..games import GAMES, game_spec
    from ..ui import headless

    if window is None:
        window = headless.make_window()
    games = [args.game] if args.game else [g for g in GAMES if game_spec(g).playable and game_spec(g).policy]

    def line(text: str) -> None:
        print(text, flush=True)

    figures: dict[str, Any] = {}
    for game in games:
        by_game = soak_games(window, game, args.games, line)
        by_table = soak_tables(window, game, args.tables, line)
        figures[game] = {
            "growth_mb_games": round(by_game[-1] - by_game[0], 1),
            "growth_mb_tables": round(by_table[-1] - by_table[0], 1),
            "rss_mb_games": by_game,
            "rss_mb_tables": by_table,
        }
        figures[game]["flat"] = all(
            abs(figures[game][k]) <= GOAL_MB for k in ("growth_mb_games", "growth_mb_tables")
        )
    summary = {
        "bench": "soak",
        "games": args.games,
        "tables": args.tables,
        "fast": FAST,
        "growth_mb_games": {g: f["growth_mb_games"] for g, f in figures.items()},
        "growth_mb_tables": {g: f["growth_mb_tables"] for g, f in figures.items()},
        "flat": all(f["flat"] for f in figures.values()),
        "by_game": figures,
    }
    print(json.dumps(summary), flush=True)
    return 0
