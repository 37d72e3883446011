"""`simulate practice`: a practice level played by a simulated observer, many seeded sessions,
and how close what the sessions measured comes to what the observer truly is."""

from __future__ import annotations

import argparse
import json
import statistics
import time
from dataclasses import asdict
from typing import Any

from ..practice.observer import OBSERVERS, parse_observer, truth
from ..practice.sdt import Detection
from ..practice.session import Mode
from ..practice.simulated import FRAME_S, play
from ..store.levels import PracticeLevel, load_practice_levels
from .options import UsageError

MAX_SESSIONS = 10_000


def add_arguments(p: Any) -> None:
    group = p.add_argument_group("practice (simulate practice)")
    group.add_argument(
        "--level", metavar="N", help="practice: the level, by number from 1 or by id (default 1)"
    )
    group.add_argument(
        "--observer",
        type=observer_type,
        default=None,
        metavar="MODEL",
        help=f"practice: a simulated player: {', '.join(OBSERVERS)}, or key=value pairs such as "
        "d_max=3,tau_ms=150,k=1,rt_ms=520,rt_sigma=0.25,mislocate=0 (default average)",
    )
    group.add_argument(
        "--adaptive", action="store_true", help="practice: the staircase sets the winks' length"
    )
    group.add_argument("--untimed", action="store_true", help="practice: accuracy only, no answer window")


def observer_type(text: str) -> Any:
    try:
        return parse_observer(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def pick_level(text: str | None) -> PracticeLevel:
    levels = load_practice_levels()
    if text is None:
        return levels[0]
    if text.isdigit():
        n = int(text)
        if 1 <= n <= len(levels):
            return levels[n - 1]
        raise UsageError(f"--level {n}: there are levels 1 to {len(levels)}")
    for level in levels:
        if level.id == text:
            return level
    raise UsageError(f"--level {text!r}: no such level; ids: {', '.join(lv.id for lv in levels)}")


def run_practice(args: argparse.Namespace) -> int:
    if args.games > MAX_SESSIONS:
        raise UsageError(f"practice: at most {MAX_SESSIONS:,} sessions (--games)")
    level = pick_level(args.level)
    observer = args.observer or OBSERVERS["average"]
    mode = Mode(untimed=args.untimed, adaptive=args.adaptive)
    started = time.perf_counter()
    played = [play(level, observer, args.seed + i, mode) for i in range(args.games)]
    sessions = [p.summary() for p in played]
    lengths = [r.wink_ms for p in played for r in p.results if not r.trial.catch]
    true = truth(observer, level, lengths if mode.adaptive else None)
    pooled = Detection(
        sum(s.detection.hits for s in sessions),
        sum(s.detection.signals for s in sessions),
        sum(s.detection.false_alarms for s in sessions),
        sum(s.detection.noises for s in sessions),
    )
    d = [s.detection.d_prime for s in sessions]
    c = [s.detection.criterion for s in sessions]
    rts = [s.rt_median_ms for s in sessions if s.rt_median_ms is not None]
    thresholds = [s.threshold_ms for s in sessions if s.threshold_ms is not None]
    out: dict[str, Any] = {
        "simulate": "practice",
        "level": level.id,
        "mode": "adaptive" if mode.adaptive else "untimed" if mode.untimed else "timed",
        "observer": asdict(observer),
        "sessions": len(sessions),
        "true": {
            "hit_rate": round(true.hit_rate, 3),
            "false_alarm_rate": round(true.false_alarm_rate, 3),
            "d_prime": round(true.d_prime, 3),
            "criterion": round(true.criterion, 3),
            "threshold_ms": _round(true.threshold_ms),
            "rt_median_ms": observer.rt_ms,
        },
        "measured": {
            "d_prime_pooled": round(pooled.d_prime, 3),
            "criterion_pooled": round(pooled.criterion, 3),
            "d_prime_median": round(statistics.median(d), 3),
            "d_prime_mean_abs_error": round(statistics.mean(abs(x - true.d_prime) for x in d), 3),
            "criterion_median": round(statistics.median(c), 3),
            "rt_median_ms": _round(statistics.median(rts) if rts else None),
            "threshold_ms_median": _round(statistics.median(thresholds) if thresholds else None),
            "threshold_sessions": len(thresholds),
            "stars": {str(k): sum(1 for s in sessions if s.stars == k) for k in range(4)},
        },
        "frame_ms": round(FRAME_S * 1000, 2),
        "seconds": round(time.perf_counter() - started, 3),
    }
    print(json.dumps(out))
    return 0


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 1)
