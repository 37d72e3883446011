"""`bench rules`: how fast the engines play (benchmarks print figures; they are not tests)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..rules.playout import actions_per_second
from ..rules.registry import GAMES, engine
from .options import named, seconds, whole

MAX_SECONDS = 60.0  # per case of `bench rules`
MAX_FRAMES = 10_000  # of `bench frames`: under two minutes at the slowest frame times we have seen

# One representative table per engine (the Wink figure is the busiest count of each preset).
RULES_CASES: list[tuple[str, dict[str, Any]]] = [
    ("wink", {"preset": "wink-fr", "players": 8}),
    ("wink", {"preset": "wink-en", "players": 6}),
    ("wink", {"preset": "zwinkern-fr", "players": 4}),
    ("wink", {"preset": "zwinkern-en", "players": 6}),
    ("winkybilly", {"players": 6}),
    ("zwoggel", {"players": 3}),
]


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
    for name, config in RULES_CASES:
        if args.game and name != args.game:
            continue
        print(json.dumps(actions_per_second(engine(name), seconds=args.seconds, **config)), flush=True)
    return 0
