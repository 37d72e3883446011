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
    wb = p.add_argument_group("WinkyBilly options (RULES.md §2.8)")
    wb.add_argument(
        "--kems-style", action="store_true", help="a right CONTRE WINKY also gives the accusers +1"
    )
    wb.add_argument(
        "--redeal-sets", action="store_true", help="a hand dealt as four of a kind is dealt again"
    )
    wb.add_argument(
        "--own-set-for-double", action="store_true", help="refuse a Double Winky without your own set"
    )
    wb.add_argument("--countdown", type=float, help="seconds of countdown before each exchange (default 3)")
    wb.add_argument(
        "--idle-timeout", type=float, help="an exchange with no swap for this long ends (default 5)"
    )
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
    winky = {
        "kems_style": getattr(args, "kems_style", False),
        "redeal_sets": getattr(args, "redeal_sets", False),
        "own_set_for_double": getattr(args, "own_set_for_double", False),
        "countdown_s": getattr(args, "countdown", None),
        "idle_timeout_s": getattr(args, "idle_timeout", None),
    }
    chosen = {k: v for k, v in winky.items() if v not in (None, False)}
    if chosen and args.game != "winkybilly":
        raise ValueError(f"{', '.join(chosen)}: WinkyBilly options only")
    config.update(chosen)
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
