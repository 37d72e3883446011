"""A picture of the whole window at a fraction of its size, painted now and then and laid each
frame as one opaque quad stretched over the window (softened by the stretch): what plays behind
the main menu. As the replay bar's picture (replays/bar.py), it is painted in a framebuffer of its
own and read back into a plain texture, which is what the quad samples (on the software renderer a
quad sampling the framebuffer's own texture could wait for everything drawn before it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import arcade
from arcade.gl import geometry

SCALE = 0.5  # of the window's size: a quarter of the pixels to paint and read back


class Backdrop:
    def __init__(self) -> None:
        self.fbo: Any = None
        self.picture: Any = None
        self.quad: Any = None
        self.window_size = (0, 0)
        self.camera = arcade.Camera2D()
        self.paints = 0
        self.painted = False  # painted, not read back yet
        self.shown = False  # a picture has been read back

    def paint(self, window: Any, colour: tuple[int, int, int], draw: Callable[[], None]) -> None:
        """Paint the picture again: `draw` draws in the window's own coordinates, on `colour`. It is
        shown once `take` has read it back (a few frames later: the renderer paints it meanwhile,
        and reading it at once would make the frame wait for that)."""
        size = (int(window.width), int(window.height))
        if self.fbo is None or size != self.window_size:
            self.make(window.ctx, size)
        with self.fbo.activate():
            self.fbo.clear(color=(*colour, 255))
            with self.camera.activate():
                draw()
        window.default_camera.use()
        self.painted = True
        self.paints += 1

    def take(self) -> None:
        """The picture last painted becomes the one shown."""
        if self.painted and self.fbo is not None:
            self.picture.write(self.fbo.read(components=4))
            self.painted, self.shown = False, True

    def show(self, window: Any) -> None:
        """The last picture painted, over the whole window (nothing if none was)."""
        if not self.shown or self.window_size != (int(window.width), int(window.height)):
            return
        ctx = window.ctx
        self.picture.use(0)
        ctx.disable(ctx.BLEND)
        self.quad.render(ctx.utility_textured_quad_program)
        ctx.enable(ctx.BLEND)

    def make(self, ctx: Any, size: tuple[int, int]) -> None:
        w, h = size
        small = (max(1, round(w * SCALE)), max(1, round(h * SCALE)))
        self.fbo = ctx.framebuffer(color_attachments=[ctx.texture(small, components=4)])
        self.picture = ctx.texture(small, components=4)
        self.picture.filter = ctx.LINEAR, ctx.LINEAR
        self.window_size = size
        self.painted = self.shown = False
        self.camera = arcade.Camera2D(
            viewport=arcade.LBWH(0, 0, *small),
            projection=arcade.LRBT(-w / 2, w / 2, -h / 2, h / 2),
            position=(w / 2, h / 2),
            render_target=self.fbo,
        )
        self.quad = geometry.quad_2d((2.0, 2.0), (0.0, 0.0))
