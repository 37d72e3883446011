"""`bench rules`: how fast the engines play (benchmarks print figures; they are not tests).

With `--yardstick PYTHON`, each table is measured right after a run of the peer yardstick (OpenSpiel's
pure-Python liars poker, `openspiel_rate.py` in shared/yardsticks, run by that interpreter for the same
time), and its line also gives the yardstick's figure and the ratio: one noisy machine, one run.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from ..games import GAMES, specs
from ..rules.playout import actions_per_second
from .options import UsageError, named, seconds, shown, whole

MAX_SECONDS = 60.0  # per case of `bench rules`
MAX_SAVES = 100_000  # of `bench saves`, per game
MAX_SOAK = 1000  # games or tables of `bench soak`, per game
MAX_FRAMES = 10_000  # of `bench frames`: under two minutes at the slowest frame times we have seen
MAX_LOAD = 16  # busy processes of `bench frames --load`
# The peer's script, beside the repository (shared/ lies next to the work tree).
YARDSTICK_SCRIPT = Path(__file__).resolve().parents[3] / "shared" / "yardsticks" / "openspiel_rate.py"
YARDSTICK_SLACK_S = 120.0  # a yardstick run may take this long beyond its measuring time (start-up)

EPILOG = """\
rules with --yardstick PYTHON: the peer yardstick (random playouts of OpenSpiel's pure-Python liars
poker, legal actions generated at every step, like ours) runs through that interpreter, which must
have open-spiel, for --seconds before each table; each table's line adds "yardstick" (its actions
per second) and "ratio" (ours / the yardstick's). Example:
  python -m game bench rules --yardstick /tmp/osp/bin/python
"""


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "bench",
        help="benchmarks: print figures as JSON",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "what",
        choices=["rules", "frames", "saves", "history", "replay", "phones", "start", "soak"],
        help="rules: engine speed; frames: frame times; saves: saves resumed and played on, and their "
        "cost; history: statistics over a scratch history; replay: the replay's seek times and frame "
        "ratios; phones: a phone in each seat of the busiest real-time table (WinkyBilly, ten seats), "
        "action and update latencies over loopback; start: launch to the first menu frame against "
        "`import arcade`; soak: memory over many games at one live table and over many tables opened "
        "and closed, per game",
    )
    p.add_argument(
        "scene",
        nargs="?",
        type=named("a scene name"),
        help="frames: the scene (default: the first game's table; `screenshot --list` names them)",
    )
    p.add_argument(
        "--seconds",
        type=seconds(0, MAX_SECONDS, zero=False),
        help=f"rules: time per case, up to {MAX_SECONDS:g} s (default 2); phones: how long (default 10)",
    )
    p.add_argument("--game", choices=GAMES, help="rules, saves, soak: only this game")
    p.add_argument(
        "--games",
        type=whole(2, MAX_SOAK),
        default=50,
        help=f"soak: games played in a row at one live table, 2 to {MAX_SOAK:,} (default 50)",
    )
    p.add_argument(
        "--tables",
        type=whole(2, MAX_SOAK),
        default=100,
        help=f"soak: tables opened and left to the menu, 2 to {MAX_SOAK:,} (default 100)",
    )
    p.add_argument(
        "--yardstick",
        metavar="PYTHON",
        help="rules: measure each table against the OpenSpiel yardstick run by this Python, which has "
        "open-spiel installed; adds the yardstick's figure and the ratio to each line",
    )
    p.add_argument(
        "--yardstick-script",
        metavar="PATH",
        help="rules: the yardstick script (default ../shared/yardsticks/openspiel_rate.py beside the "
        "repository); it takes the seconds and prints actions per second",
    )
    p.add_argument(
        "--frames",
        type=whole(10, MAX_FRAMES),
        default=600,
        help=f"frames: how many frames, 10 to {MAX_FRAMES:,} (default 600)",
    )
    p.add_argument("--size", default="1280x720", help="frames: window size WxH, 1024x576 to 3840x2160")
    p.add_argument(
        "--no-saving",
        dest="saving",
        action="store_false",
        help="frames: a live table does not save itself while measured (it does by default, as in play)",
    )
    p.add_argument(
        "--phones",
        type=whole(0, 10),
        default=0,
        help="frames: a ten-seat WinkyBilly table whose first N seats are phones, N phones connected "
        "and swapping during the exchange, then the reference scene and the ratios (0: none)",
    )
    p.add_argument(
        "--load",
        type=whole(0, MAX_LOAD),
        help="frames: run the Wink table (wink-table, eight expert bots) in real time for --seconds "
        "(default 40) while N busy processes share the CPU; print every wink's shut frames and "
        "visible time, then winks, min_shut_frames and lost",
    )
    p.add_argument(
        "--transition",
        action="store_true",
        help="frames: every frame measured is drawn halfway through a change of screen (its fade and rise)",
    )
    p.add_argument(
        "--saves",
        type=whole(1, MAX_SAVES),
        default=1000,
        help=f"saves: how many saves per game, 1 to {MAX_SAVES:,} (default 1000)",
    )
    p.add_argument(
        "--seed",
        type=whole(0, 2**31),
        default=1,
        help="saves: the seed of the moments; phones: the deal (default 1)",
    )
    p.add_argument("--runs", type=whole(1, 100), default=5, help="start: launches of each kind (default 5)")
    p.add_argument(
        "--command",
        dest="app_command",  # (`command` is the subcommand's own name)
        metavar="CMD",
        help='start: also time this launch (e.g. the frozen app: --command "dist/winkhouse/winkhouse") '
        "and give its ratio to the game's",
    )
    p.add_argument("--display", metavar="DISPLAY", help="start: launch on this X display (default: headless)")
    p.add_argument(
        "--warm",
        action="store_true",
        help="start: every launch finds settings kept (default: a fresh data folder)",
    )
    p.add_argument(
        "--table",
        choices=GAMES,
        help="start: each launch goes on, after a second on the menu, to this game's setup and "
        "table; adds the median time from leaving the menu to the table's first frame (menu_to_table_s)",
    )
    p.add_argument(
        "--menu-seconds",
        type=seconds(0.1, 60),
        metavar="S",
        help="start: each launch stays S seconds (0.1 to 60) on the menu after its first frame; adds the "
        "menu's frame times in them, p50, p99 and max (menu_frame_ms)",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.load is not None:
        if args.what != "frames":
            raise UsageError("--load measures `bench frames` only")
        from .frames_load import bench_load

        return bench_load(args)
    if args.seconds is None:
        args.seconds = 10.0 if args.what == "phones" else 2.0
    yardstick = yardstick_command(args)
    if args.what == "history":
        from .bench_history import bench_history

        print(json.dumps(bench_history()), flush=True)
        return 0
    if args.what == "frames" and args.phones:
        if args.scene is not None:
            raise UsageError("--phones measures its own table (one with phone seats): give no scene")
        from .frames_phones import bench_phones_frames

        return bench_phones_frames(args)
    if args.what == "frames":
        from .frames import bench_frames

        return bench_frames(args)
    if args.what == "saves":
        from .bench_saves import bench_saves

        print(json.dumps(bench_saves(args.saves, args.seed, args.game)), flush=True)
        return 0
    if args.what == "phones":
        from .bench_phones import bench_phones

        print(json.dumps(bench_phones(args.seconds, args.seed)), flush=True)
        return 0
    if args.what == "start":
        from .bench_start import bench_start

        return bench_start(
            args.runs, args.app_command, args.display, args.warm, args.table, args.menu_seconds
        )
    if args.what == "soak":
        from .bench_soak import bench_soak

        return bench_soak(args)
    if args.what == "replay":
        from .bench_replay import bench_replay

        return bench_replay(args)
    for spec in specs():  # each game's representative tables (a Wink table per preset)
        if args.game and spec.name != args.game:
            continue
        for config in spec.bench:
            peer = None
            if yardstick is not None:
                try:
                    peer = run_yardstick(yardstick, args.seconds)
                except YardstickFailed as exc:
                    print(f"bench rules: the yardstick failed: {exc}", file=sys.stderr)
                    return 1
            figures = actions_per_second(spec.engine, seconds=args.seconds, **config)
            if peer is not None:
                figures["yardstick"] = round(peer)
                figures["ratio"] = round(figures["actions_per_second"] / peer, 3)
            print(json.dumps(figures), flush=True)
    return 0


class YardstickFailed(Exception):
    """The yardstick did not run, or printed no figure: why, in one line."""


def yardstick_command(args: argparse.Namespace) -> list[str] | None:
    """[interpreter, script] for `--yardstick`, both checked to exist; None without the option."""
    if args.yardstick is None:
        if args.yardstick_script is not None:
            raise UsageError("--yardstick-script needs --yardstick PYTHON, the interpreter to run it")
        return None
    if args.what != "rules":
        raise UsageError("--yardstick measures `bench rules` only")
    python = shutil.which(args.yardstick) if args.yardstick.strip() else None
    if python is None:
        raise UsageError(f"--yardstick {shown(args.yardstick)}: no such interpreter (a path or a command)")
    script = Path(args.yardstick_script) if args.yardstick_script is not None else YARDSTICK_SCRIPT
    if not script.is_file():
        where = "--yardstick-script" if args.yardstick_script is not None else "the default yardstick script"
        hint = "" if args.yardstick_script is not None else "; name it with --yardstick-script"
        raise UsageError(f"{where} {script} is not a file{hint}")
    return [python, str(script)]


def run_yardstick(command: list[str], secs: float) -> float:
    """The yardstick's actions per second over `secs`: the last line it prints."""
    try:
        done = subprocess.run(
            [*command, f"{secs:g}"],
            capture_output=True,
            text=True,
            timeout=secs + YARDSTICK_SLACK_S,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise YardstickFailed(f"{' '.join(command)}: {exc}") from None
    last = (done.stdout.strip().splitlines() or [""])[-1]
    if done.returncode != 0:
        why = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
        raise YardstickFailed(f"{' '.join(command)} exited with status {done.returncode}: {why[:300]}")
    try:
        rate = float(last)
    except ValueError:
        rate = 0.0
    if not rate > 0 or rate == float("inf"):
        raise YardstickFailed(f"{' '.join(command)} printed {shown(last)}, not actions per second")
    return rate
