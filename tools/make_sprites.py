"""Draw every image in sprites/ with Pillow + numpy, deterministically: the same bytes every run.

python tools/make_sprites.py [--out DIR]

Everything is drawn at 2× its display size and downsampled with LANCZOS; text uses Pillow's bundled
font; noise comes from fixed seeds; PNGs carry no metadata. The drawing lives in tools/art/.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.art import faces, ui, wink, winkybilly, zwoggel  # noqa: E402

FAMILIES = (wink, faces, winkybilly, zwoggel, ui)


def build(out: Path) -> None:
    """Write every sprite under out (wink/, faces/, winkybilly/, zwoggel/, ui/)."""
    for family in FAMILIES:
        family.build(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--out", type=Path, default=ROOT / "sprites", help="output folder (default: sprites/)"
    )
    args = parser.parse_args(argv)
    start = time.perf_counter()
    build(args.out)
    count = sum(1 for p in args.out.rglob("*") if p.is_file())
    print(f"{count} files in {args.out} ({time.perf_counter() - start:.1f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
