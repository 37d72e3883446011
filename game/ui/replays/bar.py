"""The controls bar's still parts — its buttons, the timeline's track, marks and legend, the line
under them — drawn once into a picture of their own and copied to the bottom of the window each
frame (one copy instead of a hundred shapes and a few dozen words), drawn again only when one of
them changes. What moves (the part played, the handle, the time) is drawn over it every frame."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import arcade


class BarPicture:
    def __init__(self) -> None:
        self.fbo: Any = None
        self.size = (0, 0)
        self.key: object = None
        self.camera = arcade.Camera2D()

    def show(
        self, window: Any, height: float, colour: tuple[int, int, int], key: object, paint: Callable[[], None]
    ) -> None:
        """The bar's picture at the bottom of the window, `height` high: painted again (on
        `colour`) only when `key`, what it shows, is not what it was painted from."""
        size = (int(window.width), max(1, round(height)))
        ctx = window.ctx
        if self.fbo is None or size != self.size:
            self.fbo = ctx.framebuffer(color_attachments=[ctx.texture(size, components=4)])
            self.size, self.key = size, None
            w, h = size
            self.camera = arcade.Camera2D(
                viewport=arcade.LBWH(0, 0, w, h),
                projection=arcade.LRBT(-w / 2, w / 2, -h / 2, h / 2),
                position=(w / 2, h / 2),
                render_target=self.fbo,
            )
        if key != self.key:
            with self.fbo.activate():
                self.fbo.clear(color=(*colour, 255))
                with self.camera.activate():
                    paint()
            self.key = key
        ctx.copy_framebuffer(self.fbo, ctx.screen, depth=False)
        ctx.screen.use(force=True)  # the copy leaves the picture bound for reading: the screen again
        window.default_camera.use()
