"""Build Winkhouse as an app: one folder, started by one executable, no Python needed.

python tools/build_app.py [--out DIR] [--windowed]

A PyInstaller one-folder build of what `python -m game` runs (tools/pyinstaller/winkhouse.py),
carrying every file the wheel carries (sprites/, sounds/ and levels/ as game/sprites... , the
i18n catalogues and rules, the phones' page), arcade's own resources (shaders, fonts) through
our hook of arcade (tools/pyinstaller/hook-arcade.py: arcade 3.3's puts its VERSION file in a
folder), and aiohttp for the phones. It is made in a temporary work folder (nothing is written in
the checkout), then moved to DIR/winkhouse (default DIR: ~/winkhouse-app), replacing an earlier
build there; the path of the executable is the last line printed. A bad DIR (a file, a folder
that cannot be written, or a DIR/winkhouse that is not an earlier build) is one line on stderr
and exit status 2; nothing is touched.

PyInstaller builds for the system it runs on: the same command on Windows makes
winkhouse\\winkhouse.exe, on macOS winkhouse/winkhouse (README: "The app").
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HOOKS = ROOT / "tools" / "pyinstaller"
ENTRY = HOOKS / "winkhouse.py"
NAME = "winkhouse"
TOP_DATA = ("sprites", "sounds", "levels")  # installed inside the package, as setup.py maps them
DATA_SUFFIXES = {".png", ".json", ".wav", ".toml", ".md", ".html", ".js", ".css"}  # setup.py's DATA_FILES
FONTS = Path("/usr/share/fonts/truetype/dejavu")
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FONT_LICENCE = Path("/usr/share/doc/fonts-dejavu-core/copyright")
# Never used by the game, yet reached by some import of a dependency: left out of the app.
# (IPython, jedi and the rest come in through optional imports of the dependencies: 60 MB.)
EXCLUDED = (
    "tkinter", "pytest", "_pytest", "mypy", "ruff", "playwright", "cv2", "setuptools", "PyInstaller",
    "IPython", "jedi", "parso", "prompt_toolkit", "pydantic", "pydantic_core", "yaml", "wcwidth",
    "matplotlib", "pygments", "black",
)  # fmt: skip


class BadOut(Exception):
    """--out cannot take the app (the message says why)."""


def executable(folder: Path) -> Path:
    """The app's executable inside its folder."""
    return folder / (f"{NAME}.exe" if os.name == "nt" else NAME)


def check_out(out: Path) -> Path:
    """The folder the app goes to (out/winkhouse), or BadOut: out must be a writable folder (made
    if missing), and out/winkhouse nothing or an earlier build (it is replaced)."""
    if out.exists() and not out.is_dir():
        raise BadOut(f"--out {out} is a file, not a folder")
    try:
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=out):
            pass
    except OSError as exc:
        raise BadOut(f"--out {out} cannot be written ({exc.strerror or exc})") from None
    app = out / NAME
    if app.exists() and not (app.is_dir() and executable(app).is_file() and (app / "_internal").is_dir()):
        raise BadOut(f"{app} exists and is not an earlier build of the app: move it away first")
    bundle = out / f"{NAME}.app"  # macOS, --windowed
    if bundle.exists() and not (bundle / "Contents" / "MacOS" / NAME).is_file():
        raise BadOut(f"{bundle} exists and is not an earlier build of the app: move it away first")
    return app


def font_arguments() -> list[str]:
    """--add-data for DejaVu Sans (theme.FONT's first choice) and its licence, where the system
    has them (Debian's fonts-dejavu-core); elsewhere the app uses the system's fonts, as the
    wheel does (Arial on Windows and macOS)."""
    found = [FONTS / name for name in FONT_FILES if (FONTS / name).is_file()]
    if not found:
        print(f"build_app: no DejaVu Sans in {FONTS}: the app will use the system's fonts", file=sys.stderr)
        return []
    if FONT_LICENCE.is_file():
        found.append(FONT_LICENCE)
    return [arg for path in found for arg in ("--add-data", f"{path}{os.pathsep}game/fonts")]


def data_arguments() -> list[str]:
    """--add-data for every file the wheel ships: the top folders whole, the package's data by
    folder and kind (a pattern each)."""
    found = [f"{ROOT / name}{os.pathsep}game/{name}" for name in TOP_DATA]
    kinds: set[tuple[Path, str]] = set()
    for path in (ROOT / "game").rglob("*"):
        if path.is_file() and path.suffix in DATA_SUFFIXES and "__pycache__" not in path.parts:
            kinds.add((path.parent, path.suffix))
    for folder, suffix in sorted(kinds):
        found.append(f"{folder / ('*' + suffix)}{os.pathsep}{folder.relative_to(ROOT).as_posix()}")
    return [arg for item in found for arg in ("--add-data", item)]


def pyinstaller_command(work: Path, windowed: bool = False) -> list[str]:
    command = [
        sys.executable, "-m", "PyInstaller", str(ENTRY),
        "--name", NAME, "--onedir", "--noconfirm", "--clean", "--noupx", "--log-level", "WARN",
        "--distpath", str(work / "dist"), "--workpath", str(work / "build"), "--specpath", str(work),
        "--paths", str(ROOT),  # this checkout's game, whatever is installed
        "--additional-hooks-dir", str(HOOKS),
        "--collect-submodules", "game",  # games, tables and scenes are imported by name
    ]  # fmt: skip
    if windowed:  # Windows: no console beside the window; macOS: a Winkhouse.app bundle
        command += ["--windowed"]
    for module in EXCLUDED:
        command += ["--exclude-module", module]
    return command + data_arguments() + font_arguments()


def build(app: Path, windowed: bool = False) -> Path:
    """Build in a temporary folder, then put the result at `app`; its executable's path."""
    with tempfile.TemporaryDirectory(prefix="winkhouse-build-") as name:
        work = Path(name)
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
        done = subprocess.run(pyinstaller_command(work, windowed), cwd=work, env=env)
        if done.returncode != 0:
            raise RuntimeError(f"PyInstaller failed (exit status {done.returncode})")
        built = work / "dist" / NAME
        if app.exists():
            shutil.rmtree(app)
        shutil.move(str(built), str(app))
        bundle = work / "dist" / f"{NAME}.app"  # macOS with --windowed (not tested here)
        if bundle.is_dir():
            shutil.rmtree(app.with_name(bundle.name), ignore_errors=True)  # an earlier one (check_out)
            shutil.move(str(bundle), str(app.with_name(bundle.name)))
    return executable(app)


def size_mb(folder: Path) -> float:
    """The folder's size as `du` gives it: links to a file counted once."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/build_app.py", description=__doc__.split("\n\n")[0])
    default = Path.home() / "winkhouse-app"
    parser.add_argument("--out", type=Path, default=default, help=f"where the app goes (default {default})")
    parser.add_argument(
        "--windowed", action="store_true", help="Windows: no console window; macOS: a .app bundle"
    )
    args = parser.parse_args(argv)
    try:
        app = check_out(args.out.expanduser().absolute())
    except BadOut as exc:
        print(f"build_app: error: {exc}", file=sys.stderr)
        return 2
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        missing = 'PyInstaller is missing (pip install -e ".[test]" installs it)'
        print(f"build_app: error: {missing}", file=sys.stderr)
        return 1
    start = time.perf_counter()
    try:
        path = build(app, args.windowed)
    except (RuntimeError, OSError) as exc:
        print(f"build_app: error: {exc}", file=sys.stderr)
        return 1
    print(f"built {app} ({size_mb(app):.0f} MB) in {time.perf_counter() - start:.0f} s", file=sys.stderr)
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
