"""Draw every image in sprites/ (Pillow + numpy), deterministically: the same bytes every run.

python tools/make_sprites.py [--out DIR]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools.art import faces, ui, wink, winkybilly, zwoggel  # noqa: E402

FAMILIES = (wink, faces, winkybilly, zwoggel, ui)


def build(out: Path) -> None:
    for family in FAMILIES:
        family.build(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "sprites")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    build(args.out)
    count = sum(1 for _ in args.out.rglob("*.png"))
    print(f"{count} images in {args.out} ({time.perf_counter() - start:.1f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
