"""A table drawn whole in the upper part of the window, above a bar of controls: a camera scales
the game's own table view (laid out for the whole window) into the box above the bar, so nothing
of it is covered; points of the window are turned into the table's own for its pointer."""

from __future__ import annotations

from typing import Any

import arcade
from arcade.shape_list import Shape, ShapeElementList

from .. import theme
from ..kit.stage import ring_shape

RING = theme.ACCENT  # the reel's rings: not the gold of the table's own (the viewer's moments)


class TableFrame:
    def __init__(self) -> None:
        self.box = arcade.LBWH(0, 0, 1, 1)
        self.camera = arcade.Camera2D()
        self.bar = 0.0
        self.rings: tuple[tuple[object, ...], ShapeElementList[Shape]] = ((), ShapeElementList())
        self.around: tuple[tuple[int, int, int, int], ...] = ((0, 0, 1, 1),) * 3
        self.fitted: tuple[object, ...] = ()  # the board camera's area and the frame it was fitted to

    def layout(self, width: float, height: float, bar: float) -> None:
        """The table above a bar `bar` high, scaled whole, centred."""
        bottom = round(bar)  # whole pixels: the table's clear and the frame's meet without a seam
        inside = round(height) - bottom
        across = round(width * inside / height)
        self.bar = float(bottom)
        self.box = arcade.LBWH((round(width) - across) // 2, bottom, across, inside)
        self.camera = arcade.Camera2D(
            viewport=self.box,
            projection=arcade.LRBT(-width / 2, width / 2, -height / 2, height / 2),
            position=(width / 2, height / 2),
        )
        self.width = width
        w, h, box = round(width), round(height), self.box
        left, right = int(box.left), int(box.right)
        # the bar, and the floor left and right of the table (`clear_around`): made here, not each frame
        self.around = (
            (0, 0, w, bottom),
            (0, bottom, left, h - bottom),
            (right, bottom, w - right, h - bottom),
        )

    def clear_around(
        self, window: Any, floor: tuple[int, int, int], bar: tuple[int, int, int] | None
    ) -> None:
        """Clear what the table does not: the bar (in its colour; None: something covers it
        whole) and the floor left and right of the table, each its own part of the window only
        (the table clears its own box: the window is cleared once, not twice)."""
        screen = window.ctx.screen
        if bar is not None:
            screen.clear(color=bar, viewport=self.around[0])
        screen.clear(color=floor, viewport=self.around[1])
        screen.clear(color=floor, viewport=self.around[2])

    def inner(self, x: float, y: float) -> tuple[float, float]:
        """A point of the window in the table's own coordinates."""
        k = self.box.width / self.width
        return (x - self.box.left) / k, (y - self.box.bottom) / k

    def over(self, y: float) -> bool:
        return y > self.bar

    def draw(self, table: Any, rings: list[int] | None = None) -> None:
        """The table (and rings round the faces of `rings`), then the window's own camera again."""
        self.fit_board_camera(table)
        with self.camera.activate():
            table.on_draw()
            if rings:
                self.draw_rings(table, rings)
        table.window.default_camera.use()

    def to_screen(self, rect: arcade.types.Rect) -> arcade.types.Rect:
        """A box of the table's own coordinates, where the frame draws it on the window."""
        k = self.box.width / self.width
        return arcade.LBWH(
            self.box.left + rect.left * k, self.box.bottom + rect.bottom * k, rect.width * k, rect.height * k
        )

    def fit_board_camera(self, table: Any) -> None:
        """A board drawn through a camera of its own (Zwoggel's, `BoardCamera`: its viewport set in
        window pixels by the table's layout) is shown in the same place and scale as the rest of
        the table: its viewport moved into the frame (its projection, the board's own, kept)."""
        board_camera: Any = getattr(table.board, "camera", None)
        camera = getattr(board_camera, "camera", None)
        if isinstance(camera, arcade.Camera2D):
            area = board_camera.area
            if self.fitted != (area, self.box, camera):  # (moved again only when it moves)
                camera.viewport = self.to_screen(area)
                self.fitted = (area, self.box, camera)

    def draw_rings(self, table: Any, seats: list[int]) -> None:
        """A wide ring round each face of `seats`, outside the table's own: one shape list, made
        again only when those faces or their places change."""
        key = tuple((seat, table.stage.seats.spots[seat]) for seat in seats)
        if key != self.rings[0]:
            shapes: ShapeElementList[Shape] = ShapeElementList()
            for _seat, (x, y, size) in key:
                shapes.append(ring_shape(x, y, size * 0.68, max(4.0, size * 0.06), RING))
            self.rings = (key, shapes)
        self.rings[1].draw()
