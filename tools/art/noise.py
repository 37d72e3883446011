"""Seeded, tileable value noise (numpy): felt, stone and wood grain, the same every run."""

from __future__ import annotations

import numpy as np


def _layer(rng: np.random.Generator, h: int, w: int, cells_y: int, cells_x: int) -> np.ndarray:
    """Smoothly interpolated random values on a cells_y × cells_x lattice that wraps round."""
    grid = rng.random((cells_y, cells_x)).astype(np.float32)
    y = np.arange(h, dtype=np.float32) * cells_y / h
    x = np.arange(w, dtype=np.float32) * cells_x / w
    y0, x0 = np.floor(y).astype(int), np.floor(x).astype(int)
    ty, tx = y - y0, x - x0
    sy, sx = ty * ty * (3 - 2 * ty), tx * tx * (3 - 2 * tx)
    y1, x1 = (y0 + 1) % cells_y, (x0 + 1) % cells_x
    a, b = grid[y0][:, x0], grid[y0][:, x1]
    c, d = grid[y1][:, x0], grid[y1][:, x1]
    top = a + (b - a) * sx[None, :]
    bottom = c + (d - c) * sx[None, :]
    return top + (bottom - top) * sy[:, None]


def fractal(h: int, w: int, seed: int, base: int = 4, octaves: int = 5, gain: float = 0.55) -> np.ndarray:
    """Octaves of value noise, normalised to [0, 1]; tiles seamlessly on an h × w period."""
    rng = np.random.default_rng(seed)
    total = np.zeros((h, w), dtype=np.float32)
    amp, cells = 1.0, base
    for _ in range(octaves):
        total += amp * _layer(rng, h, w, cells, cells)
        amp *= gain
        cells *= 2
    lo, hi = float(total.min()), float(total.max())
    return (total - lo) / max(hi - lo, 1e-6)


def grain(h: int, w: int, seed: int) -> np.ndarray:
    """Fine fibres: white noise smoothed a little along x, wrapping round; mean 0."""
    rng = np.random.default_rng(seed)
    n = rng.normal(0, 1, (h, w)).astype(np.float32)
    smooth = (n + np.roll(n, 1, axis=1) + np.roll(n, -1, axis=1) + 0.5 * np.roll(n, 1, axis=0)) / 3.5
    return smooth
