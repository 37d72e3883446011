"""`bench rules`: how fast the engines play (benchmarks print figures; they are not tests)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..rules.playout import actions_per_second
from ..rules.registry import GAMES, engine

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
    p.add_argument("scene", nargs="?", default="wink-table", help="frames: the scene (default wink-table)")
    p.add_argument("--seconds", type=float, default=2.0, help="rules: time per case (default 2)")
    p.add_argument("--game", choices=GAMES, help="rules: only this engine")
    p.add_argument("--frames", type=int, default=600, help="frames: how many frames (default 600)")
    p.add_argument("--size", default="1280x720", help="frames: window size WxH")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.what == "frames":
        from .frames import bench_frames

        return bench_frames(args)
    if args.seconds <= 0:
        raise ValueError("--seconds must be positive")
    for name, config in RULES_CASES:
        if args.game and name != args.game:
            continue
        print(json.dumps(actions_per_second(engine(name), seconds=args.seconds, **config)), flush=True)
    return 0
