"""`screenshot SCENE --out FILE.png`: render any screen headless, after its animations settle.

`screenshot --all --out-dir DIR` renders every scene, in one window, to DIR/<scene>.png;
`screenshot SCENE SCENE... --out-dir DIR` the scenes named, in one window too.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .options import UsageError, named, save_png, shown, whole, writable_folder, writable_png

SETTLE_FRAMES = 45
MIN_SIZE, MAX_SIZE = (1024, 576), (3840, 2160)
MAX_SEED = 99_999  # the deal numbers of the setup screen


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size wants WIDTHxHEIGHT, like 1280x720, not {shown(text)}") from None
    if not (MIN_SIZE[0] <= w <= MAX_SIZE[0] and MIN_SIZE[1] <= h <= MAX_SIZE[1]):
        raise UsageError(f"--size {shown(text)} is outside the window's range (1024x576 to 3840x2160)")
    return w, h


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "screenshot",
        help="render a screen headless to a PNG",
        description="Render a screen headless (no display needed) to a PNG, after its animations settle.",
    )
    p.add_argument(
        "scenes",
        nargs="*",
        type=named("a scene name"),
        metavar="scene",
        help="scene name (see --list); several with --out-dir",
    )
    p.add_argument("--out", help="PNG file to write")
    p.add_argument("--all", action="store_true", help="render every scene, to --out-dir")
    p.add_argument("--out-dir", help="folder for --all (or the scenes named): writes DIR/<scene>.png")
    p.add_argument(
        "--seed",
        type=whole(0, MAX_SEED),
        default=1,
        help=f"deal / seed of the scene, 0 to {MAX_SEED:,} (default 1)",
    )
    p.add_argument(
        "--size", default="1280x720", help="window size WxH, 1024x576 to 3840x2160 (default 1280x720)"
    )
    p.add_argument("--lang", choices=["en", "fr"], default="en")
    p.add_argument("--list", action="store_true", help="print the scene names, one a line")
    p.set_defaults(run=run)


def scene_names() -> list[str]:
    from ..ui import (
        headless,  # noqa: F401 (first: it makes arcade headless before arcade is imported)
        scenes,
    )

    return scenes.scene_names()


def check_scene(scene: str) -> None:
    if scene not in scene_names():
        raise UsageError(f"unknown scene {shown(scene)}; `screenshot --list` shows them")


def outputs(args: argparse.Namespace) -> list[tuple[str, Path]]:
    """Each scene to render and its file, every one checked before anything is drawn."""
    out, out_dir, scenes = args.out, args.out_dir, args.scenes
    if args.all:
        if scenes or out is not None:
            raise UsageError("--all renders every scene to --out-dir: name no scene and no --out")
        if out_dir is None:
            raise UsageError("--all needs --out-dir DIR")
        folder = writable_folder(out_dir)
        return [(scene, folder / f"{scene}.png") for scene in scene_names()]
    if not scenes or (out is None and out_dir is None):
        raise UsageError("name a scene and --out FILE.png (or use --list, or --all --out-dir DIR)")
    if out is not None and out_dir is not None:
        raise UsageError("give --out FILE.png or --out-dir DIR, not both")
    if out is not None and len(scenes) > 1:
        raise UsageError("several scenes go to --out-dir DIR, not to one --out file")
    for scene in scenes:
        check_scene(scene)
    if out_dir is not None:
        folder = writable_folder(out_dir)
        return [(scene, folder / f"{scene}.png") for scene in dict.fromkeys(scenes)]
    return [(scenes[0], writable_png(out))]


def run(args: argparse.Namespace) -> int:
    if args.list:
        print("\n".join(scene_names()))
        return 0
    width, height = parse_size(args.size)
    todo = outputs(args)
    from ..ui import headless

    window = headless.make_window(width, height, args.lang)
    for scene, out in todo:
        print(capture(window, scene, args.seed, out), flush=True)
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
    window.ctx.finish()  # many scenes in one process: let the renderer catch up (ARCADE_NOTES.md)
    return save_png(image.convert("RGB"), out)
