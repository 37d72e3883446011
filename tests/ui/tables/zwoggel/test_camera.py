"""The Zwoggel board's camera as numbers: screen and lattice agree both ways, a fit shows the
whole display, zooming keeps the point under the pointer, gliding ends where it was sent, and
the pictures come at a size that is never much smaller than drawn."""

from __future__ import annotations

from typing import Any

import arcade
import pytest

from game.ui.tables.zwoggel.art import LEVELS, level
from game.ui.tables.zwoggel.camera import MIN_CELL_PX, PITCH, BoardCamera, Bounds


def camera(window: Any) -> BoardCamera:
    cam = BoardCamera()
    cam.place(arcade.LBWH(100, 50, 600, 400))
    return cam


def test_screen_and_lattice_agree_both_ways(window: Any) -> None:
    cam = camera(window)
    cam.fit(Bounds(-3, -2, 4, 5), snap=True)
    for cell in [(-3, -2), (0, 0), (4, 5), (1, 3)]:
        x, y, size = cam.on_screen(cell)
        assert cam.cell_at(x, y) == cell and cam.cell_at(x + size * 0.45, y - size * 0.45) == cell
        assert cam.shows(cell)
    assert cam.cell_at(99, 300) is None  # beside the board's area


def test_a_fit_shows_the_whole_display_and_never_too_large(window: Any) -> None:
    cam = camera(window)
    cam.fit(Bounds(0, 0, 1, 1), snap=True)
    assert cam.cell <= cam.largest() and cam.cell * 4.5 <= 600 + 1e-6  # a small start is not huge
    wide = Bounds(-20, -3, 20, 3)
    cam.fit(wide, snap=True)
    assert all(cam.shows(c) for c in [(-20, -3), (20, 3)]) and cam.cell >= MIN_CELL_PX
    assert cam.centre == pytest.approx(wide.middle())


def test_zoom_keeps_the_point_under_the_pointer_and_gliding_arrives(window: Any) -> None:
    cam = camera(window)
    cam.fit(Bounds(-2, -2, 2, 2), snap=True)
    point = (180.0, 120.0)
    world = cam.world_at(*point)
    cam.zoom(2, at=point)
    assert not cam.follows
    for _ in range(240):
        cam.update(1 / 60)
    assert cam.cell == cam.goal[2] and cam.world_at(*point) == pytest.approx(world, abs=0.5)
    cam.pan(30, -10)
    assert cam.world_at(point[0] + 30, point[1] - 10) == pytest.approx(world, abs=0.5)
    cam.recentre(Bounds(-2, -2, 2, 2))
    assert cam.follows and cam.update(0, instant=True)
    assert cam.centre == pytest.approx((0.0, 0.0)) and PITCH == 100.0


@pytest.mark.parametrize("pixels", [5, 24, 25, 47.5, 100, 250, 400])
def test_a_picture_is_drawn_from_a_size_at_least_as_large_unless_none_is(pixels: float) -> None:
    size = level(pixels)
    assert size in LEVELS and (size >= pixels or size == LEVELS[-1])
    assert all(smaller < pixels for smaller in LEVELS if smaller < size)
