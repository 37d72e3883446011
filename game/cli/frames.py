"""`bench frames SCENE`: frame times of a real scene rendered headless, as one JSON object."""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .options import UsageError
from .screenshot import parse_size

if TYPE_CHECKING:
    from ..ui.kit.keeping import Keeping

WARMUP = 30


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def peak_rss_mb() -> float:
    """The process's peak memory in MB (0 where the system does not say: Windows)."""
    try:
        import resource
    except ImportError:
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)  # bytes on macOS, KB elsewhere


def first_table_scene() -> str:
    """The first scene of the first game that has scenes: its table as the menu's first game shows it."""
    from ..games import specs

    for spec in specs():
        if spec.scenes is not None:
            return next(iter(spec.scenes.load()))
    raise UsageError("no game has a table to bench yet")


def keep_saving(view: object, args: argparse.Namespace) -> Keeping | None:
    """A live table keeps itself while it is measured, as one opened from setup does (its saves
    in a temporary folder, removed at the end; `--no-saving` measures without)."""
    from ..ui.kit.table import TableView

    if not isinstance(view, TableView) or not args.saving or not view.source.live:
        return None
    from ..store.saves import Shelf

    view.keep(Shelf(Path(tempfile.mkdtemp(prefix="winkhouse-frames-"))))
    return view.keeping


def saving_figures(keeping: Keeping | None) -> dict[str, object]:
    """Whether the table saved itself while measured, and how many saves were written."""
    if keeping is None:
        return {"saving": False}
    keeping.writer.flush()
    written = keeping.writer.written
    keeping.close()
    shutil.rmtree(keeping.path.parent, ignore_errors=True)
    return {"saving": True, "saves_written": written}


def bench_frames(args: argparse.Namespace) -> int:
    from .screenshot import check_scene

    if not 10 <= args.frames <= 10_000:
        raise UsageError("--frames must be from 10 to 10,000")

    width, height = parse_size(args.size)
    if args.scene is None:
        args.scene = first_table_scene()
    check_scene(args.scene)

    from ..ui import headless
    from ..ui.scenes import show_scene

    window = headless.make_window(width, height)
    view = show_scene(window, args.scene, 1)
    saving = keep_saving(view, args)
    frame_ms, cpu_ms = frame_times(window, args.frames, getattr(args, "transition", False))
    rss_mb = peak_rss_mb()
    print(
        json.dumps(
            {
                "bench": "frames",
                "scene": args.scene,
                "size": f"{width}x{height}",
                "frames": args.frames,
                "transition": getattr(args, "transition", False),
                "frame_ms_p50": round(percentile(frame_ms, 50), 2),
                "frame_ms_p95": round(percentile(frame_ms, 95), 2),
                "frame_ms_p99": round(percentile(frame_ms, 99), 2),
                "cpu_ms_p50": round(percentile(cpu_ms, 50), 2),
                "cpu_ms_p99": round(percentile(cpu_ms, 99), 2),
                "rss_mb": round(rss_mb, 1),
                **saving_figures(saving),
            }
        )
    )
    return 0


def frame_times(
    window: Any, frames: int, transition: bool = False, each_frame: Callable[[], None] | None = None
) -> tuple[list[float], list[float]]:
    """The whole frame's and the CPU's milliseconds of `frames` frames of what the window shows
    (after a warm-up): update, draw, flip, and wait for the renderer, each frame. With
    `transition`, each frame is drawn halfway through a change of screen (app.py: its fade and
    its rise), as the frames just after one are. `each_frame`: what happens beside the window
    before each frame (phones sending their moves), not timed."""
    from ..ui import headless
    from ..ui.app import FADE_S

    headless.step(window, WARMUP)
    window.ctx.finish()
    frame_ms: list[float] = []
    cpu_ms: list[float] = []
    dt = headless.FRAME
    for _ in range(frames):
        if transition:
            window.fade_until = time.monotonic() + FADE_S / 2
        if each_frame is not None:
            each_frame()
        start = time.perf_counter()
        window.dispatch_event("on_fixed_update", dt)
        window.dispatch_event("on_update", dt)
        headless.draw_now(window)  # (as pyglet's Window.draw)
        submitted = time.perf_counter()
        window.flip()
        window.ctx.finish()  # wait for the renderer: the frame is really done, and memory stays flat
        done = time.perf_counter()
        cpu_ms.append((submitted - start) * 1000)
        frame_ms.append((done - start) * 1000)
    return frame_ms, cpu_ms
