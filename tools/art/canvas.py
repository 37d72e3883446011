"""The drawing surface: shapes painted flat with soft shading and a dark outline, at 2×, then downsampled."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np
from PIL import Image, ImageFilter

from .palette import INK, Colour
from .shape import SS, Shape

OUTLINE = 2.0  # display pixels


def _blur(a: np.ndarray, sigma: float) -> np.ndarray:
    im = Image.fromarray(np.clip(a * 255 + 0.5, 0, 255).astype(np.uint8))
    return np.asarray(im.filter(ImageFilter.GaussianBlur(sigma)), dtype=np.float32) / 255.0


def _shift(a: np.ndarray, dx: int, dy: int) -> np.ndarray:
    """a moved by (dx, dy) canvas pixels, zeros coming in."""
    out = np.zeros_like(a)
    h, w = a.shape
    out[max(dy, 0) : h + min(dy, 0), max(dx, 0) : w + min(dx, 0)] = a[
        max(-dy, 0) : h + min(-dy, 0), max(-dx, 0) : w + min(-dx, 0)
    ]
    return out


def rgb(c: Colour) -> np.ndarray:
    return np.array(c[:3], dtype=np.float32) / 255.0


class Canvas:
    """A w×h display-pixel image held at SS× in premultiplied float RGBA."""

    def __init__(self, w: int, h: int) -> None:
        self.w, self.h = w, h
        self.px = np.zeros((h * SS, w * SS, 4), dtype=np.float32)
        self.clip: np.ndarray | None = None  # coverage that limits every later paint (e.g. a card's inside)

    def _box(self, shape: Shape, margin: float) -> tuple[int, int, int, int] | None:
        x0, y0, x1, y1 = shape.box
        bx0 = max(0, int(np.floor((x0 - margin) * SS)))
        by0 = max(0, int(np.floor((y0 - margin) * SS)))
        bx1 = min(self.w * SS, int(np.ceil((x1 + margin) * SS)))
        by1 = min(self.h * SS, int(np.ceil((y1 + margin) * SS)))
        if bx1 <= bx0 or by1 <= by0:
            return None
        return bx0, by0, bx1, by1

    def paint(
        self,
        shape: Shape,
        colour: Colour,
        *,
        outline: float | None = OUTLINE,
        shade: float = 1.0,
        alpha: float = 1.0,
        ink: Colour = INK,
        texture: np.ndarray | None = None,
        clip: bool = True,
        edge_only: bool = False,
    ) -> None:
        """Fill the shape; shade 0 is flat, 1 the house style (light top-left, shadow bottom-right)."""
        margin = (outline or 0) * 3 + 4
        box = self._box(shape, margin)
        if box is None:
            return
        bx0, by0, bx1, by1 = box
        cov = shape.render(box)
        if not cov.any():
            return
        h, w = cov.shape
        col = np.empty((h, w, 3), dtype=np.float32)
        col[:] = rgb(colour)
        if texture is not None:
            col = texture[by0:by1, bx0:bx1, :3].copy()
        if shade > 0:
            x0, y0, x1, y1 = shape.box
            size = min(x1 - x0, y1 - y0) * SS
            d = int(np.clip(size * 0.16, 2, 16))
            dark = _blur(cov * (1 - _shift(cov, -d, -d)), d * 0.45) * cov
            lit = _blur(cov * (1 - _shift(cov, d // 2 + 1, d // 2 + 1)), d * 0.35) * cov
            shadow = col * np.array([0.72, 0.66, 0.74], dtype=np.float32)
            col += (shadow - col) * (dark * 0.55 * shade)[..., None]
            col += (1 - col) * (lit * 0.28 * shade)[..., None]
        a = cov * alpha
        if outline:
            wpx = outline * SS
            sigma = wpx / 1.5
            b = _blur(cov, sigma)
            edge = np.clip((0.933 - b) / (0.13 / sigma) + 0.5, 0, 1) * np.clip(cov * 2, 0, 1)
            col += (rgb(ink) - col) * edge[..., None]
            if edge_only:
                a = edge * cov * alpha
        if clip and self.clip is not None:
            a = a * self.clip[by0:by1, bx0:bx1]
        self.over(col, a, box)

    def over(self, col: np.ndarray, a: np.ndarray, box: tuple[int, int, int, int]) -> None:
        """Composite straight colour col with coverage a over the box."""
        bx0, by0, bx1, by1 = box
        dst = self.px[by0:by1, bx0:bx1]
        keep = (1 - a)[..., None]
        dst[..., :3] = col * a[..., None] + dst[..., :3] * keep
        dst[..., 3] = a + dst[..., 3] * (1 - a)

    def ink(self, shape: Shape, colour: Colour = INK, alpha: float = 1.0, clip: bool = True) -> None:
        """A flat stroke or mark with no outline and no shading (lines, lashes, text)."""
        self.paint(shape, colour, outline=None, shade=0, alpha=alpha, clip=clip)

    def coverage(self, shape: Shape) -> np.ndarray:
        """The shape's coverage over the whole canvas."""
        full = np.zeros(self.px.shape[:2], dtype=np.float32)
        box = self._box(shape, 1)
        if box is not None:
            bx0, by0, bx1, by1 = box
            full[by0:by1, bx0:bx1] = shape.render(box)
        return full

    @contextmanager
    def clipped(self, shape: Shape) -> Iterator[None]:
        """Paint only inside the shape (and inside any clip already in force) until the block ends."""
        before = self.clip
        inside = self.coverage(shape)
        self.clip = inside if before is None else before * inside
        try:
            yield
        finally:
            self.clip = before

    def paste(self, image: Image.Image, x: float = 0, y: float = 0) -> None:
        """Composite a finished display-size RGBA image (upscaled to the canvas) at (x, y)."""
        big = image.convert("RGBA").resize((image.width * SS, image.height * SS), Image.Resampling.BICUBIC)
        arr = np.asarray(big, dtype=np.float32) / 255.0
        ix, iy = round(x * SS), round(y * SS)
        box = (ix, iy, ix + big.width, iy + big.height)
        self.over(arr[..., :3], arr[..., 3], box)

    def image(self) -> Image.Image:
        """The finished display-size image: unpremultiplied, then LANCZOS from 2×."""
        a = self.px[..., 3:4]
        colour = np.where(a > 1e-6, self.px[..., :3] / np.maximum(a, 1e-6), 0)
        rgba = np.concatenate([colour, a], axis=-1)
        big = Image.fromarray(np.clip(rgba * 255 + 0.5, 0, 255).astype(np.uint8))
        return big.resize((self.w, self.h), Image.Resampling.LANCZOS)


def save(image: Image.Image, path: Path) -> None:
    """PNG with no metadata: the same pixels give the same bytes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path, format="PNG", optimize=False)
