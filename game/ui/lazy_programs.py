"""arcade's built-in shader programs compiled when first used, not all when the window opens.

arcade's context compiles its sixteen programs as a window opens (sprites, shapes, lines,
ellipses, collision tests, the atlas's resize...); the menu's first frame uses three. Together
they cost the driver's GLSL compiler (Mesa's llvmpipe) some 11 ms of a launch, headless. The
window's context is made of a subclass that keeps each program's recipe (its files and the
uniforms arcade sets on it) and compiles it on first use, as arcade would have: the same
program, the same uniforms, later. A program arcade adds in a later version, not named here, is
compiled at once, as before.
"""

from __future__ import annotations

from typing import Any

from arcade.gl.backends.opengl import provider as opengl_provider
from arcade.gl.backends.opengl.context import OpenGLArcadeContext

# arcade 3.3's built-in programs (ArcadeContext.__init__), each an attribute of the context
PROGRAMS = (
    "line_vertex_shader",
    "line_generic_with_colors_program",
    "shape_element_list_program",
    "sprite_list_program_no_cull",
    "sprite_list_program_cull",
    "sprite_list_program_no_geo",
    "sprite_program_single",
    "sprite_program_single_simple",
    "shape_line_program",
    "shape_ellipse_filled_unbuffered_program",
    "shape_ellipse_outline_unbuffered_program",
    "shape_rectangle_filled_unbuffered_program",
    "atlas_resize_program",
    "collision_detection_program",
    "collision_detection_program_simple",
    "utility_textured_quad_program",
)


class Recipe:
    """A program not compiled yet: what `load_program` was given, and the uniforms set on it."""

    def __init__(self, files: dict[str, Any]) -> None:
        self.files = files
        self.uniforms: list[tuple[str, Any]] = []

    def __setitem__(self, name: str, value: Any) -> None:
        self.uniforms.append((name, value))

    def compile(self, ctx: OpenGLArcadeContext) -> Any:
        program = OpenGLArcadeContext.load_program(ctx, **self.files)
        for name, value in self.uniforms:
            program[name] = value
        return program


class Deferred:
    """A context's attribute holding a program: its recipe until first read, then the program."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, ctx: Any, owner: type | None = None) -> Any:
        if ctx is None:
            return self
        try:
            held = ctx.__dict__[self.name]
        except KeyError:
            raise AttributeError(self.name) from None  # not made by this arcade's context
        if isinstance(held, Recipe) and not ctx.__dict__.get("_opening", False):
            held = ctx.__dict__[self.name] = held.compile(ctx)
        return held

    def __set__(self, ctx: Any, value: Any) -> None:
        ctx.__dict__[self.name] = value


class LazyArcadeContext(OpenGLArcadeContext):
    """arcade's OpenGL context whose built-in programs are compiled when first used."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.__dict__["_opening"] = True
        try:
            super().__init__(*args, **kwargs)
        finally:
            self.__dict__["_opening"] = False
        for name, value in list(vars(self).items()):
            if isinstance(value, Recipe) and not isinstance(getattr(type(self), name, None), Deferred):
                setattr(self, name, value.compile(self))  # one this module does not know: now

    def load_program(self, **files: Any) -> Any:
        """While the context opens, arcade's own programs are noted, not compiled; after, at once."""
        if self.__dict__.get("_opening", False):
            return Recipe(files)
        return super().load_program(**files)

    def compiled(self) -> list[str]:
        """The built-in programs compiled so far."""
        return [name for name in PROGRAMS if not isinstance(self.__dict__.get(name), Recipe)]


for _name in PROGRAMS:
    _deferred = Deferred()
    _deferred.__set_name__(LazyArcadeContext, _name)
    setattr(LazyArcadeContext, _name, _deferred)


def defer_programs() -> None:
    """Every arcade window opened from now on gets a LazyArcadeContext (once is enough)."""
    setattr(opengl_provider.Provider, "create_arcade_context", _create_arcade_context)  # noqa: B010


def _create_arcade_context(self: Any, *args: Any, **kwargs: Any) -> Any:
    """arcade's OpenGL provider's factory, as defer_programs installs it."""
    return LazyArcadeContext(*args, **kwargs)
