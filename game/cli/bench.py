"""`bench rules`: how fast the engines play (benchmarks print figures; they are not tests)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..games import GAMES, specs
from ..rules.playout import actions_per_second
from .options import named, seconds, whole

MAX_SECONDS = 60.0  # per case of `bench rules`
MAX_FRAMES = 10_000  # of `bench frames`: under two minutes at the slowest frame times we have seen


def add_parser(sub: Any) -> None:
    p = sub.add_parser("bench", help="benchmarks: print figures as JSON")
    p.add_argument("what", choices=["rules", "frames"], help="rules: engine speed; frames: frame times")
    p.add_argument(
        "scene",
        nargs="?",
        type=named("a scene name"),
        default="wink-table",
        help="frames: the scene (default wink-table; `screenshot --list` names them)",
    )
    p.add_argument(
        "--seconds",
        type=seconds(0, MAX_SECONDS, zero=False),
        default=2.0,
        help=f"rules: time per case, up to {MAX_SECONDS:g} s (default 2)",
    )
    p.add_argument("--game", choices=GAMES, help="rules: only this engine")
    p.add_argument(
        "--frames",
        type=whole(10, MAX_FRAMES),
        default=600,
        help=f"frames: how many frames, 10 to {MAX_FRAMES:,} (default 600)",
    )
    p.add_argument("--size", default="1280x720", help="frames: window size WxH, 1024x576 to 3840x2160")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.what == "frames":
        from .frames import bench_frames

        return bench_frames(args)
    for spec in specs():  # each game's representative tables (a Wink table per preset)
        if args.game and spec.name != args.game:
            continue
        for config in spec.bench:
            print(json.dumps(actions_per_second(spec.engine, seconds=args.seconds, **config)), flush=True)
    return 0
