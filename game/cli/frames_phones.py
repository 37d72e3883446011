"""`bench frames --phones N`: the frame times of a ten-seat WinkyBilly table whose first N seats
hold their hands on phones, with N phones connected (WebSocket clients in a process of their own,
as real phones are other devices: phone_crowd.py) and swapping from their views while the
exchange runs, ten swaps a second in all; the reference scene
(`../shared/yardsticks/ref_scene.py`) in its own process right before and right after, and the
ratios (ours / the mean of the reference's two; goal p50 ≤ 1.2 and p99 ≤ 1.5). One JSON object.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from typing import Any

from .bench_replay import reference
from .frames import frame_times, keep_saving, peak_rss_mb, percentile, saving_figures
from .screenshot import parse_size

PLAYERS = 10
SWAPS_PER_S = 10.0  # the phones swap in turn, ten swaps a second in all
JOIN_S = 10.0  # wall seconds the phones have to join


def said(crowd: subprocess.Popen[str]) -> dict[str, Any]:
    """The crowd's next line (one JSON object); RuntimeError if it ended without it."""
    assert crowd.stdout is not None
    line = crowd.stdout.readline()
    if not line:
        raise RuntimeError("the phones' process ended early")
    figures: dict[str, Any] = json.loads(line)
    return figures


def tell(crowd: subprocess.Popen[str], word: str) -> None:
    assert crowd.stdin is not None
    crowd.stdin.write(word + "\n")
    crowd.stdin.flush()


def bench_phones_frames(args: argparse.Namespace) -> int:
    from ..ui import headless
    from ..ui.phone_scenes import PLAY_S, busiest, phones_table

    width, height = parse_size(args.size)
    before = reference(args.frames)
    window = headless.make_window(width, height)
    view = phones_table(window, 1, players=PLAYERS, phones=args.phones)
    window.show_view(view)
    assert view.phones is not None
    addresses = [view.phones.address(seat) for seat in view.phones.seats]
    crowd = subprocess.Popen(
        [sys.executable, "-m", "game.cli.phone_crowd", str(SWAPS_PER_S), *addresses],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        said(crowd)  # every phone connected
        end = time.monotonic() + JOIN_S
        while view.overlays.top is not None and time.monotonic() < end:
            headless.step(window)
        if view.overlays.top is not None:
            raise RuntimeError("the phones did not all join in time")
        headless.step(window, int(PLAY_S * 60))  # to the coup de feu: the exchange runs
        saving = keep_saving(view, args)
        tell(crowd, "go")
        moves = len(view.state.history)
        frame_ms, cpu_ms = frame_times(window, args.frames)
        moves = len(view.state.history) - moves
        connected = len(view.phones.connected())
        tell(crowd, "stop")
        views = said(crowd)["views"]
        figures: dict[str, Any] = {
            "bench": "frames",
            "scene": f"{busiest().title}, {PLAYERS} seats, {args.phones} on phones",
            "size": f"{width}x{height}",
            "frames": args.frames,
            "phones": args.phones,
            "phones_connected": connected,
            "views_received": views,
            "moves_in_frames": moves,
            "phase": view.seen(None).get("phase"),  # (WinkyBilly's exchange still running at the end)
            "frame_ms_p50": round(percentile(frame_ms, 50), 2),
            "frame_ms_p95": round(percentile(frame_ms, 95), 2),
            "frame_ms_p99": round(percentile(frame_ms, 99), 2),
            "cpu_ms_p50": round(percentile(cpu_ms, 50), 2),
            "cpu_ms_p99": round(percentile(cpu_ms, 99), 2),
            "rss_mb": round(peak_rss_mb(), 1),
            **saving_figures(saving),
        }
    finally:
        view.close_table()
        if crowd.poll() is None:
            crowd.kill()
        crowd.wait()
    after = reference(args.frames)
    if before is not None and after is not None:  # the machine's mood, either side of ours
        figures["ref_before_ms"] = [before["p50"], before["p99"]]
        figures["ref_after_ms"] = [after["p50"], after["p99"]]
        for q in ("p50", "p99"):
            ref = (before[q] + after[q]) / 2
            figures[f"ref_frame_ms_{q}"] = round(ref, 2)
            figures[f"frame_ratio_{q}"] = round(figures[f"frame_ms_{q}"] / ref, 3)
    print(json.dumps(figures), flush=True)
    return 0
