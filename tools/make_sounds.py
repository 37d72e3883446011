"""Synthesise every sound effect in sounds/ with numpy: 44.1 kHz, 16-bit mono WAV, the same bytes every run.

python tools/make_sounds.py [--out DIR] [--report]

Additive and subtractive synthesis, envelopes and filtered noise from fixed seeds; each sound is
trimmed, faded at both ends and peaks at −3 dBFS. The recipes live in tools/audio/.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.audio.analysis import profile  # noqa: E402
from tools.audio.catalogue import SOUNDS  # noqa: E402
from tools.audio.master import finish, write_wav  # noqa: E402


def build(out: Path, report: bool = False) -> None:
    """Write sounds/<name>.wav for every sound under out; print a measurement table if asked."""
    out.mkdir(parents=True, exist_ok=True)
    for name, recipe in SOUNDS.items():
        sound = finish(recipe())
        write_wav(out / f"{name}.wav", sound)
        if report:
            print(profile(sound).row(name))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, default=ROOT / "sounds", help="output folder (default: sounds/)")
    parser.add_argument(
        "--report", action="store_true", help="print each sound's length, level and brightness"
    )
    args = parser.parse_args(argv)
    build(args.out, args.report)
    print(f"{len(SOUNDS)} sounds in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
