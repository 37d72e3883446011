"""`bench replay`: how fast the replay screen jumps and plays, as one JSON object.

The seek: a ten-minute eight-seat Wink game (made on the spot by seeded bots who think long on
their turn: `game.ui.replays.sample`), watched through one seat's eyes; 50 random moments sought
one after another (after ten to warm up), each timed (on the clock, and in this process's
CPU time: `seek_cpu_ms_*`, what a busy machine's other work does not add), as the screen makes
them: with the idle frame between two jumps, in which the screen makes the next jump back's fresh table
(`Replay.prepare`, timed apart: `prepare_ms_p50`, `prepare_ms_p99`): `seek_ms_p50`, `seek_ms_p99`.
The same 50 moments again without it (a jump back builds its table in the jump, as a drag
backwards does every frame): `cold_seek_ms_p50`, `cold_seek_ms_p99`. The
frames: the same replay playing at 1× (scene `replay-playing`) measured as `bench frames` measures
a scene, then the plain reference scene (`../shared/yardsticks/ref_scene.py`) in its own process
right after: `frame_ratio_p50`, `frame_ratio_p99` (ours / the reference's; goal ≤ 1.2 and ≤ 1.5).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

from .frames import percentile

SEEKS = 50
WARM_UP = 10  # moments shown before the timed ones, evenly over the game
SEED = 1
REF_SCENE = Path(__file__).resolve().parents[3] / "shared" / "yardsticks" / "ref_scene.py"


def reference(frames: int) -> dict[str, float] | None:
    """The reference scene's frame p50 and p99 (ms), or None where its script is not beside us."""
    if not REF_SCENE.is_file():
        return None
    argv = [sys.executable, str(REF_SCENE), "--sprites", "list", "--text", "objects", "--aa", "0"]
    env = {**os.environ, "ARCADE_HEADLESS": "1"}
    done = subprocess.run(
        [*argv, "--frames", str(frames)], capture_output=True, text=True, env=env, timeout=600
    )
    if done.returncode != 0:
        return None
    frame = json.loads(done.stdout.strip().splitlines()[-1])["frame"]
    return {"p50": float(frame["p50"]), "p99": float(frame["p99"])}


def bench_replay(args: argparse.Namespace) -> int:
    from ..ui import headless
    from ..ui.replays.sample import long_wink_recording
    from ..ui.replays.seek import Replay
    from ..ui.scenes import show_scene
    from .frames import frame_times

    window = headless.make_window(1280, 720)
    recording = long_wink_recording(SEED)
    replay = Replay(recording, 1)
    rng = random.Random(SEED)
    moments = [rng.uniform(0.0, recording.end) for _ in range(SEEKS)]
    for i in range(WARM_UP):  # warm up: the textures and glyphs a table loads once, the first time
        replay.seek(recording.end * i / WARM_UP)
    seek_ms, seek_cpu_ms, prepare_ms, cold_ms = [], [], [], []
    for t in moments:
        start = time.perf_counter()
        replay.prepare()  # the idle frame before the jump
        prepared, cpu = time.perf_counter(), time.process_time()
        replay.seek(t)
        seek_cpu_ms.append((time.process_time() - cpu) * 1000)
        prepare_ms.append((prepared - start) * 1000)
        seek_ms.append((time.perf_counter() - prepared) * 1000)
    replay.spare = None
    for t in moments:
        start = time.perf_counter()
        replay.seek(t)
        cold_ms.append((time.perf_counter() - start) * 1000)
    show_scene(window, "replay-playing", 1)
    frame_ms, _cpu = frame_times(window, args.frames)
    figures: dict[str, object] = {
        "bench": "replay",
        "game_s": round(recording.end, 1),
        "seats": recording.n,
        "actions": len(recording.actions),
        "seeks": SEEKS,
        "seek_ms_p50": round(percentile(seek_ms, 50), 2),
        "seek_ms_p99": round(percentile(seek_ms, 99), 2),
        "seek_cpu_ms_p50": round(percentile(seek_cpu_ms, 50), 2),
        "seek_cpu_ms_p99": round(percentile(seek_cpu_ms, 99), 2),
        "prepare_ms_p50": round(percentile(prepare_ms, 50), 2),
        "prepare_ms_p99": round(percentile(prepare_ms, 99), 2),
        "cold_seek_ms_p50": round(percentile(cold_ms, 50), 2),
        "cold_seek_ms_p99": round(percentile(cold_ms, 99), 2),
        "frames": args.frames,
        "frame_ms_p50": round(percentile(frame_ms, 50), 2),
        "frame_ms_p99": round(percentile(frame_ms, 99), 2),
    }
    ref = reference(args.frames)
    if ref is not None:
        figures["ref_frame_ms_p50"], figures["ref_frame_ms_p99"] = ref["p50"], ref["p99"]
        figures["frame_ratio_p50"] = round(percentile(frame_ms, 50) / ref["p50"], 3)
        figures["frame_ratio_p99"] = round(percentile(frame_ms, 99) / ref["p99"], 3)
    print(json.dumps(figures), flush=True)
    return 0
