"""`stats [--game G] [--profile NAME] [--json]`: a player's record, from the history database.

The numbers are `game.review.statistics.statistics`, the function the statistics screen draws
from: games, wins and win rate, by bot level and by seat count, each figure's total and mean per
game, the ratios made of them, and how they moved over time in blocks of games. Plain text by
default; `--json` prints `Statistics.to_json()` on one line.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..games import GAMES, game_spec
from ..review.figure_names import figures_by_game
from .options import UsageError, shown, whole


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "stats",
        help="print a player's statistics from the history of finished games",
        description="Print the statistics of the finished games in the history (the data folder's "
        "history.sqlite3): games, wins, win rate by bot level and seat count, the figures of each "
        "game, and how they moved over time. Every player's games together unless --profile.",
    )
    p.add_argument("--game", choices=GAMES, help="one game only (default: every game)")
    p.add_argument("--profile", metavar="NAME", help="one player's games only (a name at the table)")
    p.add_argument("--block", type=whole(1, 1000), default=10, help="games per point over time (default 10)")
    p.add_argument("--json", action="store_true", help="print JSON on one line instead of text")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..review.statistics import statistics
    from ..store.history import History
    from ..store.practice_history import move_practice_once

    with History() as history:
        move_practice_once(history)  # practice.json's sessions, the first time
        if args.profile is not None and args.profile not in history.profiles():
            known = history.profiles()
            named = f"; players: {', '.join(known[:8])}" if known else "; it holds no player's game yet"
            raise UsageError(f"no player {shown(args.profile)} in the history{named}")
        stats = statistics(history, args.game, args.profile, block=args.block)
    print(json.dumps(stats.to_json()) if args.json else "\n".join(text(stats.to_json())))
    return 0


def text(s: dict[str, Any]) -> list[str]:
    """The statistics as lines for a terminal."""
    who = s["profile"] or "every player"
    title = game_spec(s["game"]).title if s["game"] else "Every game"
    lines = [f"{title}, {who}: {_record(s)}"]
    if not s["games"]:
        return lines
    lines.append("By bot level: " + "; ".join(f"{k} {_record(v)}" for k, v in s["by_level"].items()))
    lines.append("By seats:     " + "; ".join(f"{k} seats {_record(v)}" for k, v in s["by_seats"].items()))
    for game, names in figures_by_game().items():
        counted = [
            f"{k.replace('_', ' ')} {s['figures'][k]} ({s['per_game'][k]:.2f}/game)"
            for k in names
            if k in s["figures"] and s["per_game"][k] is not None
        ]
        if counted:
            lines.append(f"{game_spec(game).title + ':':13} " + "; ".join(counted))
    ratios = [f"{k.replace('_', ' ')} {_pct(v)}" for k, v in s["ratios"].items() if v is not None]
    if ratios:
        lines.append("Right:        " + "; ".join(ratios))
    lines.append(f"Over time (blocks of {s['block']}):")
    for p in s["series"]:
        lines.append(f"  {p['first'][:10]} – {p['last'][:10]}: {_record(p)}")
    return lines


def _record(t: dict[str, Any]) -> str:
    games = t["games"]
    return f"{games} game{'s' * (games != 1)}, {t['wins']} won ({_pct(t['win_rate'])})"


def _pct(rate: float | None) -> str:
    return "–" if rate is None else f"{rate * 100:.0f}%"
