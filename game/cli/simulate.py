"""`simulate GAME`: random legal players play whole games headless; prints a JSON summary last."""

from __future__ import annotations

import argparse
import contextlib
import json
from typing import Any

from ..bots.pace import PACE_NAMES
from ..bots.trace import TraceWriter
from ..games import GAMES, GameSpec, Kind, Option, game_spec, specs
from ..rules.playout import simulate
from ..setup import DIFFICULTIES
from .options import UsageError, named, seconds, shown, whole, writable_file
from .practice_sim import add_arguments as add_practice_arguments
from .practice_sim import run_practice
from .seat_levels import seat_profiles

MAX_GAMES = 100_000  # random players: about a quarter of an hour at most on a slow machine
MAX_BOT_GAMES = 1_000  # bots with faces play each game on the sim clock: slower
MAX_PLAYERS = 10  # the most any game seats (WinkyBilly); each game checks its own range
MAX_SEED = 2**32 - 1
MAX_CLOCK_S = 3600.0  # game time of one real-time game
MAX_CALLS = 5_000  # a scripted human's numbers called: about five minutes on a slow machine


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "simulate",
        help="play games between random players (or bots) and print a JSON summary",
        description="Play whole games between random legal players (or, for "
        f"{' and '.join(s.title for s in specs() if s.face_bots)}, bots with faces) "
        "headless, checking the rules' invariants, and print a JSON summary as the last line. "
        "`simulate practice` plays a practice level with a simulated observer instead (--games "
        "sessions) and compares what the sessions measure with the observer's true values.",
    )
    p.add_argument("game", choices=[*GAMES, "practice"])
    p.add_argument(
        "--players",
        type=whole(1, MAX_PLAYERS),
        help=f"number of players (default: the smallest allowed; {players_help()})",
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
    p.add_argument(
        "--clock-limit",
        type=seconds(0, MAX_CLOCK_S, zero=False),
        default=900.0,
        help=f"real-time games: stop a game at this clock, up to {MAX_CLOCK_S:g} s (default 900)",
    )
    p.add_argument("--no-check", action="store_true", help="skip the invariant checks after each action")
    p.add_argument(
        "--bots",
        type=bot_levels,
        metavar="LEVELS",
        help=f"{', '.join(DIFFICULTIES)}: one level for every seat, or one per seat separated by "
        "commas (beginner,normal,expert,...), the players then as many; bots with faces play "
        f"({' and '.join(s.title for s in specs() if s.face_bots)}), not random players",
    )
    p.add_argument(
        "--trace",
        metavar="FILE",
        help="with --bots: write the life of every table to FILE as JSON lines (gaze, signals, "
        "expressions, actions, perceptions, and each game's truth)",
    )
    p.add_argument(
        "--record",
        action="store_true",
        help="with --bots: keep every finished game in the history with its recording (compressed "
        "in recordings/ in the data folder), as a live table keeps it; the summary says how many",
    )
    p.add_argument(
        "--as-player",
        metavar="NAME",
        type=player_name,
        help="with --record: seat 1 is named NAME and its games are kept as that player's (a bot "
        "still plays it), to fill the statistics screens without a window",
    )
    p.add_argument(
        "--screen-human",
        action="store_true",
        help=f"{' and '.join(s.title for s in specs() if s.screen_human)} only, with --bots LEVEL: "
        "seat 1 is a scripted human who knows only what its "
        "screen says and winks only when its line says 'wink now'; the summary tells how often "
        "the bots that called its numbers named it right",
    )
    p.add_argument(
        "--pace",
        choices=PACE_NAMES,
        help="with --screen-human: the table's pace (default relaxed; bots alone play at their own)",
    )
    p.add_argument(
        "--calls",
        type=whole(1, MAX_CALLS),
        help=f"with --screen-human: play until the bots called this many of the human's numbers, "
        f"1 to {MAX_CALLS:,} (default 200)",
    )
    add_practice_arguments(p)
    for spec in specs():
        if spec.options:
            group = p.add_argument_group(f"{spec.title} options")
            for option in spec.options:
                add_option(group, spec, option)
    p.set_defaults(run=run)


def player_name(text: str) -> str:
    """An argparse type: a profile's name (trimmed; printable, not empty, not too long)."""
    from ..store.practice_progress import profile_name

    name = profile_name(text)
    if name is None:
        raise argparse.ArgumentTypeError(f"wants a player's name, not {shown(text)}")
    return name


def bot_levels(text: str) -> list[str]:
    """An argparse type: one bot level, or one per seat separated by commas."""
    levels = [part.strip() for part in text.split(",")]
    for level in levels:
        if level not in DIFFICULTIES:
            shown_level = shown(level) if level else "an empty level"
            raise argparse.ArgumentTypeError(
                f"wants {', '.join(DIFFICULTIES)}, or one of them per seat separated by commas, "
                f"not {shown_level}"
            )
    return levels


def players_help() -> str:
    """How many play each game: "Wink 3-8 by preset, WinkyBilly 4, 6, 8 or 10, Zwoggel 2-4"."""
    parts = []
    for spec in specs():
        counts = spec.possible_players()
        if counts == list(range(counts[0], counts[-1] + 1)):
            text = f"{counts[0]}-{counts[-1]}"
        else:
            text = f"{', '.join(map(str, counts[:-1]))} or {counts[-1]}"
        chosen = [o.what for o in spec.options if o.kind is Kind.CHOICE]
        if any(list(spec.player_counts({o.name: v})) != counts for o in spec.options for v in o.values):
            text += f" by {' and '.join(chosen)}"
        parts.append(f"{spec.title} {text}")
    return ", ".join(parts)


def add_option(group: Any, spec: GameSpec, option: Option) -> None:
    """A game's option as a command-line flag, its values checked as the option allows them."""
    dest = f"{spec.name}__{option.name}"
    if option.kind is Kind.SWITCH:
        group.add_argument(option.flag, dest=dest, action="store_true", help=option.help)
    elif option.kind is Kind.CHOICE:
        values = ", ".join(f"{v} (default)" if v == option.default else str(v) for v in option.values)
        group.add_argument(
            option.flag,
            dest=dest,
            metavar=option.what.upper(),
            type=named(f"a {option.what} name"),
            help=f"{option.help}: {values}",
        )
    else:
        group.add_argument(
            option.flag,
            dest=dest,
            metavar="SECONDS",
            type=seconds(option.low, option.high, zero=not option.above_low),
            help=f"{option.help}, {option.range_words()} (default {option.default:g})",
        )


def chosen_options(args: argparse.Namespace) -> dict[tuple[str, str], Any]:
    """(game, option) -> the value the command line gave (a switch only when set; 0 s is a choice)."""
    chosen = {}
    for spec in specs():
        for option in spec.options:
            value = getattr(args, f"{spec.name}__{option.name}", None)
            if value is not None and value is not False:
                chosen[(spec.name, option.name)] = value
    return chosen


def game_config(args: argparse.Namespace) -> dict[str, Any]:
    """The engine options the command line asked for, checked against the game's rules."""
    spec = game_spec(args.game)
    chosen = chosen_options(args)
    foreign: dict[str, list[str]] = {}
    for game, name in chosen:
        if game != spec.name:
            foreign.setdefault(game, []).append(name)
    if foreign:
        owners = "; ".join(
            f"{', '.join(names)}: {game_spec(g).title} options only" for g, names in foreign.items()
        )
        raise UsageError(f"{args.game} takes no {owners}")
    for (_game, name), value in chosen.items():
        option = spec.option(name)
        if option.kind is Kind.CHOICE and value not in option.values:
            raise UsageError(
                f"unknown {spec.title} {option.what} {shown(value)}; choose one of "
                f"{', '.join(map(str, option.values))}"
            )
    config = spec.complete({name: value for (_game, name), value in chosen.items()})
    counts = spec.player_counts(config)
    levels = getattr(args, "bots", None)
    per_seat = len(levels) if levels and len(levels) > 1 else None
    players = args.players if args.players is not None else per_seat or counts.start
    if players not in counts:
        raise UsageError(f"{args.game} is for {counts.start} to {counts.stop - 1} players, not {players}")
    config["players"] = players
    levels = getattr(args, "bots", None)
    if levels and len(levels) > 1 and len(levels) != players:
        raise UsageError(
            f"--bots names {len(levels)} levels for {players} players: one level, or one per seat"
        )
    try:
        spec.engine.new_game(seed=getattr(args, "seed", 0), **config)  # a trial deal checks every option
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    return config


PRACTICE_ONLY = ("level", "observer", "adaptive", "untimed")


def run_screen_human(args: argparse.Namespace, config: dict[str, Any]) -> int:
    """`simulate wink --screen-human`: its flags checked, its summary printed."""
    if not args.screen_human:
        raise UsageError("--pace and --calls go with --screen-human")
    spec = game_spec(args.game)
    if spec.screen_human is None:
        titles = " and ".join(s.title for s in specs() if s.screen_human is not None)
        raise UsageError(f"--screen-human plays {titles} only, not {spec.title}")
    if not args.bots or len(args.bots) != 1:
        raise UsageError("--screen-human wants --bots with one level, for every bot seat")
    if args.trace is not None or args.record:
        raise UsageError("--screen-human records no trace")
    level = args.bots[0]
    bots = seat_profiles([level] * config["players"])
    del bots[0]  # the scripted human's seat
    play = spec.screen_human.load()
    print(json.dumps(play(bots, level, args.pace or "relaxed", args.calls or 200, args.seed, **config)))
    return 0


def run_recorded(
    args: argparse.Namespace, config: dict[str, Any], simulate_bots: Any, bots: Any, levels: list[str]
) -> int:
    """`simulate GAME --bots … --record [--trace FILE]`: every finished game kept in the history."""
    from ..store.history import History
    from ..store.record_run import RecordingRun
    from ..store.settings import load_settings

    keep = load_settings()[0].keep_replays
    path = writable_file(args.trace, "--trace") if args.trace is not None else None
    players: frozenset[int] = frozenset()
    if args.as_player is not None:
        names = [f"Player {s + 1}" for s in range(config["players"])]
        names[0] = args.as_player
        config = {**config, "names": names}
        players = frozenset({0})
    with History() as history:
        try:
            with contextlib.ExitStack() as files:
                also = TraceWriter(files.enter_context(path.open("w", encoding="utf-8"))) if path else None
                run = RecordingRun(args.game, history, levels, keep, also, players)
                summary = simulate_bots(bots, levels, args.games, args.seed, run, **config)
                run.finish()
        except OSError as exc:
            raise UsageError(f"cannot write --trace {args.trace}: {exc.strerror or exc}") from None
    summary["recorded"] = {"kept": len(run.kept), "not_kept": run.unkept, "history": str(history.path)}
    print(json.dumps(summary))
    return 0


def run(args: argparse.Namespace) -> int:
    given = [f"--{name}" for name in PRACTICE_ONLY if getattr(args, name) not in (None, False)]
    if args.game == "practice":
        others = [
            flag
            for flag, value in (("--bots", args.bots), ("--trace", args.trace), ("--record", args.record))
            if value
        ]
        others += ["--players"] * (args.players is not None) + [f"{g}'s {n}" for g, n in chosen_options(args)]
        if others:
            raise UsageError(f"simulate practice takes no {', '.join(others)}")
        return run_practice(args)
    if given:
        raise UsageError(f"{', '.join(given)}: for simulate practice only")
    config = game_config(args)
    if args.screen_human or args.pace or args.calls:
        return run_screen_human(args, config)
    spec = game_spec(args.game)
    if args.bots:
        if not spec.face_bots:
            titles = " and ".join(s.title for s in specs() if s.face_bots)
            raise UsageError(f"--bots plays {titles} tables only (for now)")
        if args.games > MAX_BOT_GAMES:
            raise UsageError(f"--games with --bots must be from 1 to {MAX_BOT_GAMES:,}, not {args.games:,}")
        assert spec.simulate is not None  # (face_bots says so)
        simulate_bots = spec.simulate.load()
        levels = args.bots * config["players"] if len(args.bots) == 1 else args.bots
        bots = seat_profiles(levels)
        if args.record:
            return run_recorded(args, config, simulate_bots, bots, levels)
        if args.as_player is not None:
            raise UsageError("--as-player goes with --record")
        if args.trace is None:
            print(json.dumps(simulate_bots(bots, levels, args.games, args.seed, **config)))
            return 0
        path = writable_file(args.trace, "--trace")
        try:
            with path.open("w", encoding="utf-8") as out:
                summary = simulate_bots(bots, levels, args.games, args.seed, TraceWriter(out), **config)
        except OSError as exc:
            raise UsageError(f"cannot write --trace {args.trace}: {exc.strerror or exc}") from None
        print(json.dumps(summary))
        return 0
    if args.trace is not None:
        raise UsageError("--trace records tables of bots with faces: add --bots")
    if args.record:
        raise UsageError("--record keeps tables of bots with faces: add --bots")
    if args.as_player is not None:
        raise UsageError("--as-player goes with --bots and --record")
    summary = simulate(
        spec.engine,
        args.games,
        args.seed,
        check=not args.no_check,
        clock_limit=args.clock_limit,
        **config,
    )
    print(json.dumps(summary))
    return 0 if summary["invariant_violations"] == 0 else 1
