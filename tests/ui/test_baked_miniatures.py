"""The menu's baked miniatures (game/ui/kit/baked.py) are what the live miniatures draw: baked afresh
by tools/bake_miniatures.py, each matches the committed picture, and the lit one shows the game's
face winking where the picture at rest does not."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from PIL import Image

from game.games import specs
from game.resources import data_file
from game.ui.kit.baked import box_size, canvas_size, picture
from game.ui.kit.miniature import Miniature
from tools import bake_miniatures

GAMES = [spec for spec in specs() if spec.miniature is not None]
# A pixel's channel may differ a little between renderers (llvmpipe versions, GPUs): what counts is
# that nearly every pixel is the same and none is far off across a face or a card.
CLOSE = 12  # most a channel may differ in the mean over any 8×8 patch
STRAY = 0.02  # share of pixels whose channels may differ by more than 24


def committed(relative: str) -> np.ndarray:
    with Image.open(data_file("sprites", relative)) as image:
        return np.asarray(image.convert("RGBA"), dtype=np.int16)


def premultiplied(pixels: np.ndarray) -> np.ndarray:
    """Colours as they show over anything (a transparent pixel's colour does not count)."""
    return np.concatenate([pixels[..., :3] * pixels[..., 3:4] // 255, pixels[..., 3:4]], axis=-1)


def patches(apart: np.ndarray, size: int = 8) -> np.ndarray:
    h, w = (apart.shape[0] // size) * size, (apart.shape[1] // size) * size
    cut = apart[:h, :w].reshape(h // size, size, w // size, size, -1)
    return cut.mean(axis=(1, 3, 4))


@pytest.mark.parametrize("lit", [False, True], ids=["rest", "lit"])
@pytest.mark.parametrize("spec", GAMES, ids=[spec.name for spec in GAMES])
def test_a_fresh_baking_matches_the_committed_picture(window: Any, spec: Any, lit: bool) -> None:
    fresh = np.asarray(bake_miniatures.bake(spec.miniature.load(), lit), dtype=np.int16)
    kept = committed(picture(spec.name, lit))
    assert fresh.shape == kept.shape == (canvas_size()[1], canvas_size()[0], 4)
    apart = np.abs(premultiplied(fresh) - premultiplied(kept))
    assert patches(apart).max() <= CLOSE, "run python tools/bake_miniatures.py"
    assert (apart.max(axis=-1) > 24).mean() <= STRAY, "run python tools/bake_miniatures.py"


def test_a_baking_is_the_live_miniature_on_nothing(window: Any) -> None:
    """Its corners are empty (the menu's table shows through), its felt opaque, and the faces'
    outlines keep their colours where they lie over nothing (no dark fringe)."""
    image = np.asarray(bake_miniatures.bake(GAMES[0].miniature.load(), False), dtype=np.int16)
    h, w = image.shape[:2]
    assert (image[:3, :3, 3] == 0).all() and (image[-3:, -3:, 3] == 0).all()
    assert image[h // 2, w // 2, 3] == 255
    edge = (image[..., 3] > 40) & (image[..., 3] < 200)
    assert edge.any() and image[edge][:, :3].max(axis=-1).mean() > 60


def eye_whites(image: np.ndarray, mini: Miniature, face: int, side: str) -> float:
    """The share of white pixels in a face's eye (`side` "l" or "r"): an open lid shows its white."""
    (width, height), (canvas_w, canvas_h) = box_size(), canvas_size()
    x, y, r = mini.faces[face].eye_box(side)
    x, y = x + (canvas_w - width) / 2, canvas_h - (y + (canvas_h - height) / 2)  # rows run down
    patch = image[round(y - r) : round(y + r) + 1, round(x - r) : round(x + r) + 1]
    return float((patch[..., :3].min(axis=-1) > 235).mean())


def test_the_lit_picture_shows_the_face_winking(window: Any) -> None:
    """In the lit picture the winker's left eye is shut (hardly any white shows), its right eye
    open; at rest both are open."""
    spec = GAMES[0]
    art = spec.miniature.load()
    for lit in (False, True):
        mini = Miniature(art)
        mini.place((0, 0, *box_size()), lit=lit)
        assert mini.faces[art.winker].lids == (("closed", "open") if lit else ("open", "open"))
        image = committed(picture(spec.name, lit))
        left, right = (eye_whites(image, mini, art.winker, side) for side in "lr")
        assert right > 0.35 and ((left < 0.2) if lit else (left > 0.35)), (lit, left, right)
