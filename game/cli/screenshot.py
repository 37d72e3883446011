"""`screenshot SCENE --out FILE.png`: render any screen headless, after its animations settle."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

SETTLE_FRAMES = 45


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"--size wants WIDTHxHEIGHT, like 1280x720, not {text!r}") from None
    if w < 1024 or h < 576 or w > 3840 or h > 2160:
        raise ValueError(f"--size {w}x{h} is outside the window's range (1024x576 to 3840x2160)")
    return w, h


def add_parser(sub: Any) -> None:
    p = sub.add_parser("screenshot", help="render a screen headless to a PNG")
    p.add_argument("scene", nargs="?", help="scene name (see --list)")
    p.add_argument("--out", help="PNG file to write")
    p.add_argument("--seed", type=int, default=1, help="deal / seed of the scene (default 1)")
    p.add_argument("--size", default="1280x720", help="window size WxH (default 1280x720)")
    p.add_argument("--lang", choices=["en", "fr"], default="en")
    p.add_argument("--list", action="store_true", help="print the scene names, one a line")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..ui import headless
    from ..ui.scenes import SCENES

    if args.list:
        print("\n".join(SCENES))
        return 0
    if not args.scene or not args.out:
        raise ValueError("name a scene and --out FILE.png (or use --list)")
    if args.scene not in SCENES:
        raise ValueError(f"unknown scene {args.scene!r}; `screenshot --list` shows them")
    width, height = parse_size(args.size)
    window = headless.make_window(width, height, args.lang)
    print(capture(window, args.scene, args.seed, Path(args.out)))
    return 0


def capture(window: Any, scene: str, seed: int, out: Path) -> Path:
    """Show `scene` in `window`, let it settle, and save what is on screen to `out`."""
    import arcade

    from ..ui import headless
    from ..ui.scenes import show_scene

    show_scene(window, scene, seed)
    headless.step(window, SETTLE_FRAMES)
    headless.draw_now(window)
    image = arcade.get_image(0, 0, window.width, window.height)
    out.parent.mkdir(parents=True, exist_ok=True)
    image.convert("RGB").save(out)
    return out
