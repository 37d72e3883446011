"""The controls bar's still parts — its buttons, the timeline's track, marks and legend, the line
under them — drawn once into a picture of their own and laid at the bottom of the window each
frame (one textured quad instead of a hundred shapes and a few dozen words), drawn again only when
the screen says one of them changed (`forget`). What moves (the part played, the handle, the time)
is drawn over it every frame.

The picture is painted in a framebuffer of its own, read back once into a plain texture, and that
texture is laid as a quad each frame. Neither the old framebuffer blit nor a quad sampling the
framebuffer's own texture: on the software renderer (llvmpipe) both could wait, in some processes
every frame, for everything drawn before them (~8 ms of the table), where the plain texture never
did (measured in alternating runs, 2026-11-26)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import arcade
from arcade.gl import geometry


class BarPicture:
    def __init__(self) -> None:
        self.fbo: Any = None
        self.quad: Any = None
        self.picture: Any = None
        self.size = (0, 0)
        self.window_h = 0
        self.stale = True
        self.paints = 0  # how many times it was drawn again (what a frame that changed nothing must not add)
        self.camera = arcade.Camera2D()

    def forget(self) -> None:
        """Something the picture shows changed: it is drawn again at the next frame."""
        self.stale = True

    def show(
        self, window: Any, height: float, colour: tuple[int, int, int], paint: Callable[[], None]
    ) -> None:
        """The bar's picture at the bottom of the window, `height` high: painted again (on
        `colour`, by `paint`) only when its size changed or `forget` was called."""
        size = (int(window.width), max(1, round(height)))
        ctx = window.ctx
        if self.fbo is None or size != self.size or window.height != self.window_h:
            self.make(ctx, size, int(window.height))
        if self.stale:
            with self.fbo.activate():
                self.fbo.clear(color=(*colour, 255))
                with self.camera.activate():
                    paint()
            self.stale = False
            self.paints += 1
            window.default_camera.use()
            self.picture.write(self.fbo.read(components=4))
        self.picture.use(0)
        ctx.disable(ctx.BLEND)  # laid as it is, as a copy would: its own alpha does not matter
        self.quad.render(ctx.utility_textured_quad_program)
        ctx.enable(ctx.BLEND)

    def make(self, ctx: Any, size: tuple[int, int], window_h: int) -> None:
        """The picture's framebuffer and its camera, the plain texture it is read back into, and the
        quad that is laid on (in the window's normalised coordinates: the whole width, `size[1]`
        pixels from the bottom)."""
        w, h = size
        self.fbo = ctx.framebuffer(color_attachments=[ctx.texture(size, components=4)])
        self.picture = ctx.texture(size, components=4)
        self.picture.filter = ctx.NEAREST, ctx.NEAREST  # pixel for pixel
        self.size, self.window_h, self.stale = size, window_h, True
        self.camera = arcade.Camera2D(
            viewport=arcade.LBWH(0, 0, w, h),
            projection=arcade.LRBT(-w / 2, w / 2, -h / 2, h / 2),
            position=(w / 2, h / 2),
            render_target=self.fbo,
        )
        tall = h / max(1, window_h)
        self.quad = geometry.quad_2d((2.0, 2.0 * tall), (0.0, -1.0 + tall))
