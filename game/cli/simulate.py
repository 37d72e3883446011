"""`simulate GAME`: random legal players play whole games headless; prints a JSON summary last."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..rules.playout import simulate
from ..rules.registry import GAMES, engine
from .options import UsageError, named, seconds, whole

MAX_GAMES = 100_000  # random players: about a quarter of an hour at most on a slow machine
MAX_BOT_GAMES = 1_000  # bots with faces play each game on the sim clock: slower
MAX_PLAYERS = 10  # the most any game seats (WinkyBilly); each game checks its own range
MAX_SEED = 2**32 - 1
MAX_CLOCK_S = 3600.0  # game time of one real-time game
MAX_PHASE_S = 60.0  # WinkyBilly countdown and idle timeout


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "simulate",
        help="play games between random players (or bots) and print a JSON summary",
        description="Play whole games between random legal players (or, for Wink, bots with faces) "
        "headless, checking the rules' invariants, and print a JSON summary as the last line.",
    )
    p.add_argument("game", choices=GAMES)
    p.add_argument(
        "--preset",
        type=named("a preset name"),
        help="Wink rule preset: wink-fr (default), wink-en, zwinkern-fr, zwinkern-en",
    )
    p.add_argument(
        "--players",
        type=whole(1, MAX_PLAYERS),
        help="number of players (default: the smallest allowed; Wink 3-8 by preset, "
        "WinkyBilly 4, 6, 8 or 10, Zwoggel 2-4)",
    )
    p.add_argument(
        "--games",
        type=whole(1, MAX_GAMES),
        default=100,
        help=f"how many games, 1 to {MAX_GAMES:,} ({MAX_BOT_GAMES:,} with --bots; default 100)",
    )
    p.add_argument(
        "--seed",
        type=whole(0, MAX_SEED),
        default=0,
        help=f"seed of the first game, 0 to {MAX_SEED:,}; game i uses seed+i (default 0)",
    )
    p.add_argument("--extra-card", action="store_true", help="wink-en: deal one extra card each")
    p.add_argument(
        "--clock-limit",
        type=seconds(0, MAX_CLOCK_S, zero=False),
        default=900.0,
        help=f"real-time games: stop a game at this clock, up to {MAX_CLOCK_S:g} s (default 900)",
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
    wb.add_argument(
        "--countdown",
        type=seconds(0, MAX_PHASE_S),
        help=f"seconds of countdown before each exchange, 0 to {MAX_PHASE_S:g} (default 3)",
    )
    wb.add_argument(
        "--idle-timeout",
        type=seconds(0, MAX_PHASE_S, zero=False),
        help=f"an exchange with no swap for this long ends, up to {MAX_PHASE_S:g} s (default 5)",
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
    preset = getattr(args, "preset", None)
    if args.game == "wink":
        from ..rules.wink.presets import PRESETS

        config["preset"] = "wink-fr" if preset is None else preset
        if config["preset"] not in PRESETS:
            raise UsageError(f"unknown Wink preset {preset!r}; choose one of {', '.join(PRESETS)}")
        if getattr(args, "extra_card", False):
            config["extra_card"] = True
    elif preset is not None:
        raise UsageError(f"{args.game} has no presets")
    winky = {
        "kems_style": getattr(args, "kems_style", False),
        "redeal_sets": getattr(args, "redeal_sets", False),
        "own_set_for_double": getattr(args, "own_set_for_double", False),
        "countdown_s": getattr(args, "countdown", None),
        "idle_timeout_s": getattr(args, "idle_timeout", None),
    }
    chosen = {k: v for k, v in winky.items() if v is not None and v is not False}  # 0 s is a choice
    if chosen and args.game != "winkybilly":
        raise UsageError(f"{', '.join(chosen)}: WinkyBilly options only")
    config.update(chosen)
    counts = eng.player_counts(config.get("preset"))
    players = args.players if args.players is not None else counts.start
    if players not in counts:
        raise UsageError(f"{args.game} is for {counts.start} to {counts.stop - 1} players, not {players}")
    config["players"] = players
    try:
        eng.new_game(seed=getattr(args, "seed", 0), **config)  # a trial deal checks every option
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    return config


def run(args: argparse.Namespace) -> int:
    config = game_config(args)
    if args.bots:
        if args.game != "wink":
            raise UsageError("--bots plays Wink tables only (for now)")
        if args.games > MAX_BOT_GAMES:
            raise UsageError(f"--games with --bots must be from 1 to {MAX_BOT_GAMES:,}, not {args.games:,}")
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
