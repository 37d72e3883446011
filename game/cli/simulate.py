"""`simulate GAME`: random legal players play whole games headless; prints a JSON summary last."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..rules.playout import simulate
from ..rules.registry import GAMES, engine


def add_parser(sub: Any) -> None:
    p = sub.add_parser("simulate", help="play games between random players and print a JSON summary")
    p.add_argument("game", choices=GAMES)
    p.add_argument("--preset", help="Wink rule preset (wink-fr, wink-en, zwinkern-fr, zwinkern-en)")
    p.add_argument("--players", type=int, help="number of players (default: the smallest allowed)")
    p.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first game; game i uses seed+i")
    p.add_argument("--extra-card", action="store_true", help="wink-en: deal one extra card each")
    p.add_argument(
        "--clock-limit", type=float, default=900.0, help="real-time games: stop a game at this clock (s)"
    )
    p.add_argument("--no-check", action="store_true", help="skip the invariant checks after each action")
    p.add_argument(
        "--bots",
        choices=["beginner", "normal", "expert"],
        help="wink: bots with faces play instead of random players",
    )
    p.set_defaults(run=run)


def game_config(args: argparse.Namespace) -> dict[str, Any]:
    """The engine options the command line asked for, checked against the game's rules."""
    eng = engine(args.game)
    config: dict[str, Any] = {}
    if args.game == "wink":
        config["preset"] = args.preset or "wink-fr"
        if getattr(args, "extra_card", False):
            config["extra_card"] = True
    elif args.preset:
        raise ValueError(f"{args.game} has no presets")
    counts = eng.player_counts(config.get("preset"))
    players = args.players if args.players is not None else counts.start
    if players not in counts:
        raise ValueError(f"{args.game} is for {counts.start} to {counts.stop - 1} players, not {players}")
    config["players"] = players
    return config


def run(args: argparse.Namespace) -> int:
    if args.games < 1:
        raise ValueError("--games must be at least 1")
    config = game_config(args)
    if args.bots:
        if args.game != "wink":
            raise ValueError("--bots plays Wink tables only (for now)")
        from .social_sim import simulate_bots

        print(json.dumps(simulate_bots(args.bots, args.games, args.seed, **config)))
        return 0
    summary = simulate(
        engine(args.game),
        args.games,
        args.seed,
        check=not args.no_check,
        clock_limit=args.clock_limit,
        **config,
    )
    print(json.dumps(summary))
    return 0 if summary["invariant_violations"] == 0 else 1
