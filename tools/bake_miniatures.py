"""Bake the main menu's tables in miniature: each game's live miniature (game/ui/kit/miniature.py),
at rest and lit, drawn once off screen into sprites/menu/<game>.png and <game>_lit.png
(game/ui/kit/baked.py says why). Run it again when a game's miniature, its cards or the faces
change; tests/tools/test_bake_miniatures.py bakes them afresh and compares.

python tools/bake_miniatures.py [--out DIR]   (headless: no display needed)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
from PIL import Image  # noqa: E402


def bake(art: object, lit: bool) -> Image.Image:
    """`art` (a TableArt) drawn as the menu's live miniature was, in the baked box, on nothing:
    RGBA with straight alpha. Needs the game's window (made headless by `main`)."""
    import arcade

    from game.ui.kit.baked import box_size, canvas_size
    from game.ui.kit.miniature import Miniature, TableArt

    assert isinstance(art, TableArt)
    window = arcade.get_window()
    ctx = window.ctx
    (width, height), (canvas_w, canvas_h) = box_size(), canvas_size()
    fbo = ctx.framebuffer(color_attachments=[ctx.texture((canvas_w, canvas_h), components=4)])
    camera = arcade.Camera2D(
        viewport=arcade.LBWH(0, 0, canvas_w, canvas_h),
        projection=arcade.LRBT(-canvas_w / 2, canvas_w / 2, -canvas_h / 2, canvas_h / 2),
        position=(canvas_w / 2, canvas_h / 2),
        render_target=fbo,
    )
    miniature = Miniature(art)
    miniature.place(((canvas_w - width) / 2, (canvas_h - height) / 2, width, height), lit=lit)
    before = ctx.blend_func
    with fbo.activate():
        fbo.clear(color=(0, 0, 0, 0))
        with camera.activate():
            # the colours blended as ever, the coverage added up: what lies over nothing keeps
            # its own alpha (its colour comes out multiplied by it, undone below)
            ctx.blend_func = (ctx.SRC_ALPHA, ctx.ONE_MINUS_SRC_ALPHA, ctx.ONE, ctx.ONE_MINUS_SRC_ALPHA)
            miniature.draw()
            ctx.blend_func = before
    data = fbo.read(components=4)
    window.default_camera.use()
    pixels = np.frombuffer(data, dtype=np.uint8).reshape(canvas_h, canvas_w, 4)[::-1].astype(np.float32)
    alpha = pixels[..., 3:4]
    rgb = np.where(alpha > 0, pixels[..., :3] * 255.0 / np.maximum(alpha, 1.0), 0.0)
    out = np.concatenate([np.clip(np.rint(rgb), 0, 255), alpha], axis=-1).astype(np.uint8)
    return Image.fromarray(out)


def bake_all() -> dict[str, Image.Image]:
    """Every game's baked miniatures, by their path inside sprites/."""
    from game.games import specs
    from game.ui.kit.baked import picture

    baked = {}
    for spec in specs():
        if spec.miniature is None:
            continue
        art = spec.miniature.load()
        for lit in (False, True):
            baked[picture(spec.name, lit)] = bake(art, lit)
    return baked


def has_window() -> bool:
    import arcade

    try:
        arcade.get_window()
    except RuntimeError:
        return False
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--out", type=Path, default=ROOT / "sprites", help="the sprites' folder (default: sprites/)"
    )
    args = parser.parse_args(argv)
    from game.ui.headless import make_window  # (headless: before arcade is imported)

    if not has_window():  # (a test's window serves as it is)
        make_window()
    for relative, image in bake_all().items():
        path = args.out / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        image.save(path, optimize=True)
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
