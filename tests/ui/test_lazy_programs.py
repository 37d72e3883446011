"""arcade's built-in shader programs are compiled when first used, the same programs with the same
uniforms, and a program arcade adds that we do not know of is compiled at once, as before."""

from __future__ import annotations

import inspect
import json
import os
import re
import subprocess
import sys
from typing import Any

from arcade.context import ArcadeContext

from game.ui.lazy_programs import PROGRAMS, LazyArcadeContext

# A fresh process: the suite's window has long compiled whatever its tests drew.
PROBE = r"""
import json, os
from arcade.gl import Program
from game.ui import lazy_programs
from game.ui.lazy_programs import LazyArcadeContext, Recipe
delattr(LazyArcadeContext, "utility_textured_quad_program")  # as if arcade had a program we did not name
from game.ui import headless
window = headless.make_window()
ctx = window.ctx
out = {"kind": type(ctx).__name__, "at_open": ctx.compiled(),
       "unnamed": type(vars(ctx)["utility_textured_quad_program"]).__name__}
window.go("menu")
headless.step(window, 1)
out["after_menu"] = ctx.compiled()
held = vars(ctx)
recipes = {name: held[name] for name in lazy_programs.PROGRAMS if isinstance(held.get(name), Recipe)}
uniforms = {}
for name, recipe in recipes.items():
    program = getattr(ctx, name)
    assert isinstance(program, Program), name
    assert getattr(ctx, name) is program, name  # compiled once, then kept
    uniforms[name] = [[u, list(v) if isinstance(v, tuple) else v, program[u]] for u, v in recipe.uniforms]
out["uniforms"] = uniforms
out["all"] = ctx.compiled()
print(json.dumps(out))
"""


def probe() -> dict[str, Any]:
    env = dict(os.environ, ARCADE_HEADLESS="1", PYGLET_AUDIO="silent", ARCADE_SOUND_BACKENDS="silent")
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def test_a_window_opens_with_no_program_compiled_and_its_menu_compiles_only_what_it_draws() -> None:
    found = probe()
    assert found["kind"] == "LazyArcadeContext"
    assert found["at_open"] == ["utility_textured_quad_program"]  # only the one not named (below)
    drawn = [name for name in found["after_menu"] if name != "utility_textured_quad_program"]
    assert 1 <= len(drawn) <= 4, drawn
    assert "collision_detection_program" not in found["after_menu"]
    assert "atlas_resize_program" not in found["after_menu"]
    # Each program read later is compiled then, with the uniforms arcade set on it at opening.
    assert found["all"] == list(PROGRAMS)
    uniforms = found["uniforms"]
    assert [u[:2] for u in uniforms["sprite_program_single"]] == [
        ["sprite_texture", 0],
        ["uv_texture", 1],
        ["spritelist_color", [1.0, 1.0, 1.0, 1.0]],
    ]
    for name, sets in uniforms.items():
        for uniform, given, read in sets:
            assert (list(read) if isinstance(read, list | tuple) else read) == given, (name, uniform)
    # A program this module does not name is compiled as the context opens, as arcade does.
    assert found["unnamed"] == "OpenGLProgram"


def test_the_programs_deferred_are_the_ones_arcade_compiles_as_a_window_opens() -> None:
    source = inspect.getsource(ArcadeContext.__init__)
    arcades = re.findall(r"self\.(\w+)(?:: *\w+)? *= *self\.load_program\(", source)
    assert sorted(arcades) == sorted(PROGRAMS)


def test_the_suite_window_has_the_lazy_context(window: Any) -> None:
    assert isinstance(window.ctx, LazyArcadeContext)
    program = window.ctx.atlas_resize_program  # read: compiled (if no test had yet)
    assert program is window.ctx.atlas_resize_program
    assert "atlas_resize_program" in window.ctx.compiled()
