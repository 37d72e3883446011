"""`replay TRACE [--game N] [--seat N] [--at SECONDS]`: the replay screen opened in a window on a
recorded table (at that moment, through that seat's eyes). With `--out FILE.png` (and `--at`), the
table drawn headless at a moment instead, as the live table drew it then, seen by one seat
(nothing that seat could not see) or, without --seat, by the room (the public table).

TRACE is a trace a live table wrote ("Record table traces") or `simulate --bots --trace`. A file
that is no such recording, damaged, of another version, or whose game N is missing is one line
and exit status 2.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from .options import UsageError, save_png, seconds, shown, whole, writable_png
from .screenshot import parse_size

MAX_AT_S = 3600.0 * 4  # seconds of game time a moment may be at
MAX_GAME = 100_000  # the games of one simulate run


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "replay",
        help="watch a recorded table again in a window (or draw one moment of it to a PNG)",
        description="Open the replay screen on a recorded table (a trace written by a live table, "
        "by `simulate --trace`, or an exported .jsonl.gz); with --out, draw it headless at a moment "
        "of its game time instead, as the live table drew it then, seen by one seat or by the room, "
        "to a PNG.",
    )
    p.add_argument("trace", metavar="TRACE", help="a trace file (JSON lines, format 2, or gzip-compressed)")
    p.add_argument(
        "--game",
        type=whole(0, MAX_GAME),
        default=0,
        help="which game of the trace, from 0 (default 0; a live table's trace holds game 0 only)",
    )
    p.add_argument(
        "--at",
        type=seconds(0, MAX_AT_S),
        metavar="SECONDS",
        help="the moment, in seconds of game time from the table's opening (required with --out; "
        "in a window, where it opens: default the opening)",
    )
    p.add_argument(
        "--seat",
        type=whole(0, 9),
        help="whose eyes: that seat's own cards and words show, nobody else's (default: the room's)",
    )
    p.add_argument("--out", help="PNG file to write, headless (without it: a window opens)")
    p.add_argument(
        "--size", default="1280x720", help="window size WxH, 1024x576 to 3840x2160 (default 1280x720)"
    )
    p.add_argument("--lang", choices=["en", "fr"], default="en")
    p.set_defaults(run=run)


def read(path: str, game: int) -> Any:
    """Game `game` of the trace at `path`; one line (UsageError) for anything else."""
    from ..bots.recording import Recording, RecordingError
    from ..games import specs

    engines = {spec.name: spec.engine for spec in specs()}
    try:
        return Recording.read(path, engines, game)
    except RecordingError as exc:
        raise UsageError(f"{path}: {exc}") from None
    except OSError as exc:
        raise UsageError(f"cannot read {shown(path)}: {exc.strerror or exc}") from None


def run(args: argparse.Namespace) -> int:
    width, height = parse_size(args.size)
    if args.out is None:
        return run_window(args)
    if args.at is None:
        raise UsageError("--at: the moment to draw is required with --out")
    out = writable_png(args.out)
    recording = read(args.trace, args.game)
    check_seat(args.seat, recording)
    from ..ui import headless  # first: it makes arcade headless before arcade is imported

    window = headless.make_window(width, height, args.lang)
    print(draw(window, recording, args.seat, args.at, out), flush=True)
    return 0


def check_seat(seat: int | None, recording: Any) -> None:
    if seat is not None and seat >= recording.n:
        raise UsageError(f"--seat {seat}: this table has seats 0 to {recording.n - 1}")


def run_window(args: argparse.Namespace) -> int:
    """The replay screen in a window on the file (its problems are one line and exit status 2
    before any window opens; no display is one line and exit status 1, as `play` says)."""
    from .play import display_problem

    recording = read(args.trace, args.game)
    check_seat(args.seat, recording)
    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    from ..ui.app import run_window as run_app
    from .output import released

    with released():  # as `play`: the window prints nothing
        return run_app(lambda window: open_replay(window, recording, args.seat, args.at or 0.0))


def open_replay(window: Any, recording: Any, seat: int | None, at: float) -> Any:
    """The replay screen shown in `window` at `at`, through `seat`'s eyes; Back leads to the menu."""
    view = window.go("replay", recording, seat=seat, back="menu")
    if at:
        view.seek(at)
    return view


def draw(window: Any, recording: Any, seat: int | None, at: float, out: Path) -> Path:
    """The recorded table at `at`, seen by `seat`, drawn in `window` and saved to `out`."""
    import arcade

    from ..ui import headless
    from ..ui.replay import play_to, replay_view

    view = replay_view(window, recording, seat)
    play_to(window, view, at)
    headless.draw_now(window)
    image = arcade.get_image(0, 0, window.width, window.height)
    return save_png(image.convert("RGB"), out)
