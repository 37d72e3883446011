"""Our PyInstaller hook for arcade, used instead of arcade 3.3's own (tools/build_app.py passes this
folder with --additional-hooks-dir, which PyInstaller reads before the hooks packages bring).

arcade's hook gives its VERSION file the destination "./arcade/VERSION", a folder: the file lands at
arcade/VERSION/VERSION (arcade issue #2837), and the frozen game then logs "Unable to load version
number ... Is a directory" and reports arcade 0.0.0. Here the destination is the folder `arcade`.
Everything else is as arcade's hook has it: its system resources (shaders, fonts, the controller
database), the OpenGL backend it imports by name, and its bundled libraries on macOS.
"""

from importlib.util import find_spec
from pathlib import Path

from PyInstaller.compat import is_darwin

spec = find_spec("arcade")
if spec is None or spec.origin is None:
    raise ImportError("arcade is not installed: nothing to bundle")
ARCADE = Path(spec.origin).parent

hiddenimports = ["arcade.gl.backends.opengl.provider", "arcade.gl.backends.opengl"]
datas = [
    (str(ARCADE / "resources" / "system"), "arcade/resources/system"),
    (str(ARCADE / "VERSION"), "arcade"),  # the file arcade/VERSION, not arcade/VERSION/VERSION
]
binaries = [(str(ARCADE / "lib"), "arcade/lib")] if is_darwin else []
