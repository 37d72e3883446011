"""`bench start`: how long the game takes from launch to its first menu frame, against `import arcade`.

Each run, one after another in the same loop (so the machine's load falls on all alike):
(a) the yardstick, `python -c "import arcade"`, timed from its launch to its exit; (b) the game,
`python -m game` with WINKHOUSE_START_PROBE set (game/ui/start_probe.py), timed from its launch to
the moment its main menu's first frame was drawn and flipped (the game writes that moment, on the
machine's monotonic clock, and closes); (c) with `--command`, that command (the frozen app's
executable) launched and timed as (b). Every launch gets a fresh, empty data folder, so the first
start of a new player is measured (no settings, no saves); with `--warm`, one folder holding
settings serves every run. Headless (ARCADE_HEADLESS=1, EGL) unless `--display` names an X display.
Sound is silent in every launch (there is no sound card here to wait for). With `--table GAME`,
each launch of (b) and (c) goes on as a player would (game/ui/start_probe.py): a second on the
menu, then GAME's setup and its table; the time from leaving the menu to the table's first frame
is kept too (`menu_to_table_s`, `command_menu_to_table_s`): what the menu left for later and
could not do in that second is paid there.

Printed: one line per run, then one JSON line with the medians (`import_arcade_s`, `game_s`,
`command_s`), `ratio` (game / import arcade; goal ≤ 1.3) and `app_ratio` (command / game; goal
≤ 1.5), and the same ratios of the processes' CPU time (`cpu_ratio`, `app_cpu_ratio`: what a busy
machine's other work does not add; the CPU time runs to each process's exit).
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from .options import UsageError, shown

GOAL = 1.3  # the game's first menu frame, against `import arcade`
APP_GOAL = 1.5  # the app's, against the installed package's
TIMEOUT_S = 120.0  # a launch that has not reported by then has failed
PROBE = "WINKHOUSE_START_PROBE"  # read by game/ui/start_probe.py
PROBE_TABLE = "WINKHOUSE_START_PROBE_TABLE"
YARDSTICK = ("-c", "import arcade")
LABELS = (("import_arcade", "import arcade"), ("game", "game's first menu frame"), ("command", "command"))


class StartFailed(Exception):
    """A launch ended without reporting its first menu frame: why, in one line."""


@dataclass(frozen=True)
class Launch:
    wall_s: float  # launch to the first menu frame (to the exit, for the yardstick)
    cpu_s: float  # the process's CPU time, user and system, to its exit
    to_table_s: float | None = None  # with --table: the menu's first frame to the table's


def command_argv(text: str | None) -> list[str] | None:
    """`--command "CMD ARG…"` split as a shell would, its program checked to exist; None without it."""
    if text is None:
        return None
    try:
        argv = shlex.split(text)
    except ValueError as exc:
        raise UsageError(f"--command {shown(text)}: {exc}") from None
    if not argv:
        raise UsageError("--command is empty: give the program to launch (the app's executable)")
    program = shutil.which(argv[0])
    if program is None:
        raise UsageError(f"--command {shown(argv[0])}: no such program (a path or a command)")
    return [program, *argv[1:]]


def environment(display: str | None, data: Path) -> dict[str, str]:
    """What every launch runs with: headless or on `display`, silent, its data in `data`."""
    env = {k: v for k, v in os.environ.items() if k not in ("ARCADE_HEADLESS", PROBE, PROBE_TABLE)}
    if display is None:
        env["ARCADE_HEADLESS"] = "1"
    else:
        env["DISPLAY"] = display
    env.update(PYGLET_AUDIO="silent", ARCADE_SOUND_BACKENDS="silent", WINKHOUSE_DATA_DIR=str(data))
    env["WINKHOUSE_LOG_DIR"] = str(data / "logs")
    env.pop("WINKHOUSE_CONFIG_DIR", None)
    return env


def children_cpu() -> float:
    """The CPU time of this process's finished children so far (0 where the system does not say)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0.0
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def launch(
    argv: Sequence[str], env: Mapping[str, str], probe: Path | None, table: str | None = None
) -> Launch:
    """Run `argv` to its end; with `probe`, time it to the moment it wrote there (its first menu
    frame), and with `table`, from then to that game's first table frame."""
    if probe is not None:
        probe.unlink(missing_ok=True)
        env = {**env, PROBE: str(probe), **({PROBE_TABLE: table} if table else {})}
    cpu = children_cpu()
    start = time.monotonic()
    try:
        done = subprocess.run(
            list(argv), env=dict(env), capture_output=True, text=True, timeout=TIMEOUT_S, check=False
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise StartFailed(f"{shlex.join(argv)}: {exc}") from None
    end = time.monotonic()
    cpu = children_cpu() - cpu
    if done.returncode != 0:
        why = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
        raise StartFailed(f"{shlex.join(argv)} exited with status {done.returncode}: {why[:300]}")
    if probe is None:
        return Launch(end - start, cpu)
    try:
        shown = json.loads(probe.read_text(encoding="utf-8"))
        menu = float(shown["menu"])
        to_table = float(shown["table"]) - float(shown["left"]) if table else None
    except (OSError, ValueError, KeyError, TypeError):
        what = "its first table frame" if table else "its first menu frame"
        raise StartFailed(f"{shlex.join(argv)} ended without reporting {what}") from None
    return Launch(menu - start, cpu, to_table)


def prepare_warm(folder: Path) -> None:
    """A data folder as a returning player has it: their settings written."""
    from ..store.settings import Settings, save_settings

    old = os.environ.get("WINKHOUSE_DATA_DIR")
    os.environ["WINKHOUSE_DATA_DIR"] = str(folder)
    try:
        save_settings(Settings())
    finally:
        if old is None:
            del os.environ["WINKHOUSE_DATA_DIR"]
        else:
            os.environ["WINKHOUSE_DATA_DIR"] = old


def bench_start(runs: int, command: str | None, display: str | None, warm: bool, table: str | None) -> int:
    app = command_argv(command)
    game = [sys.executable, "-m", "game"]
    yardstick = [sys.executable, *YARDSTICK]
    found: dict[str, list[Launch]] = {"import_arcade": [], "game": [], "command": []}
    with tempfile.TemporaryDirectory(prefix="winkhouse-start-") as scratch:
        root = Path(scratch)
        probe = root / "first-frame.json"
        if warm:
            prepare_warm(root / "warm")

        def env(run: int, who: str) -> dict[str, str]:
            return environment(display, root / ("warm" if warm else f"fresh-{run}-{who}"))

        try:
            for run in range(1, runs + 1):
                found["import_arcade"].append(launch(yardstick, env(run, "arcade"), None))
                found["game"].append(launch(game, env(run, "game"), probe, table))
                if app is not None:
                    found["command"].append(launch(app, env(run, "command"), probe, table))
                print(run_line(run, found), flush=True)
        except StartFailed as exc:
            print(f"bench start: {exc}", file=sys.stderr)
            return 1
    print(json.dumps(summary(found, display, warm, table)), flush=True)
    return 0


def run_line(run: int, found: Mapping[str, list[Launch]]) -> str:
    parts = [f"run {run}:"]
    for name, label in LABELS:
        if found[name]:
            last = found[name][-1]
            parts.append(f"{label} {last.wall_s:.3f} s (CPU {last.cpu_s:.3f} s)")
            if last.to_table_s is not None:
                parts[-1] += f"; menu to its first table frame {last.to_table_s:.3f} s"
            parts[-1] += ";"
    return " ".join(parts).rstrip(";")


def median(launches: Sequence[Launch], cpu: bool = False) -> float:
    return statistics.median(launch.cpu_s if cpu else launch.wall_s for launch in launches)


def summary(
    found: Mapping[str, list[Launch]], display: str | None, warm: bool, table: str | None
) -> dict[str, object]:
    arcade, game = median(found["import_arcade"]), median(found["game"])
    out: dict[str, object] = {
        "runs": len(found["game"]),
        "window": "headless" if display is None else f"display {display}",
        "data": "warm" if warm else "fresh",
        "import_arcade_s": round(arcade, 3),
        "game_s": round(game, 3),
        "ratio": round(game / arcade, 3),
        "goal": GOAL,
    }
    cpu_arcade, cpu_game = median(found["import_arcade"], cpu=True), median(found["game"], cpu=True)
    if cpu_arcade > 0 and not table:  # (with a table, the CPU time runs on through it)
        out["cpu_ratio"] = round(cpu_game / cpu_arcade, 3)
    if table:
        out["table"] = table
        out["menu_to_table_s"] = round(statistics.median(g.to_table_s or 0.0 for g in found["game"]), 3)
    if found["command"]:
        app = median(found["command"])
        out.update(command_s=round(app, 3), app_ratio=round(app / game, 3), app_goal=APP_GOAL)
        if table:
            to_table = statistics.median(c.to_table_s or 0.0 for c in found["command"])
            out["command_menu_to_table_s"] = round(to_table, 3)
        cpu_app = median(found["command"], cpu=True)
        if cpu_game > 0 and not table:
            out["app_cpu_ratio"] = round(cpu_app / cpu_game, 3)
    return out
