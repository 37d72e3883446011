"""The app (tools/build_app.py): built once, copied to an empty folder, run there headless as a
player runs it, with a fresh data folder and HOME and no Python of ours on any path.

It costs one PyInstaller build (about a minute on our 2-core machine) and the runs below (the
screenshots of every scene at the smallest size, in French, take the most: about a minute; they
are the suite's one pass of the real `screenshot --all` command).
"""

from __future__ import annotations

import json
import os
import platform
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import arcade.version
import pytest
from PIL import Image

import game
from game.ui.scenes import scene_names
from tests.test_install import shipped
from tools.build_app import FONT_FILES, FONTS

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "tools" / "build_app.py"
EXE = "winkhouse.exe" if os.name == "nt" else "winkhouse"
SIZE = (1024, 576)  # the smallest size `screenshot` takes
UNREAD_VERSION = "Unable to load version"  # what arcade says when its VERSION file is misplaced

pytestmark = pytest.mark.xdist_group("build_app")  # one build, in one worker


def build_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(BUILD), *args], capture_output=True, text=True, timeout=900, cwd=ROOT
    )


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The app built into one temporary folder, then copied alone into another, where it runs."""
    before = sorted(p.name for p in ROOT.iterdir())
    out = tmp_path_factory.mktemp("built")
    done = build_tool("--out", str(out))
    assert done.returncode == 0, done.stderr[-3000:]
    exe = Path(done.stdout.strip().splitlines()[-1])
    assert exe == out / "winkhouse" / EXE and exe.is_file()
    assert sorted(p.name for p in ROOT.iterdir()) == before  # no build/, dist/ nor .spec in the checkout
    place = tmp_path_factory.mktemp("player")
    shutil.copytree(exe.parent, place / "winkhouse", symlinks=True)
    shutil.rmtree(out)  # the build place is gone: the copy stands alone
    for sub in ("cwd", "home", "data", "config", "logs"):
        (place / sub).mkdir()
    return {"exe": place / "winkhouse" / EXE, "place": place}


def player_env(app: dict[str, Path]) -> dict[str, str]:
    """Headless, silent, fresh folders; nothing pointing at a Python or at the checkout."""
    place = app["place"]
    keep = ("PATH", "LANG", "LC_ALL", "TMPDIR", "SYSTEMROOT", "TEMP", "TMP")
    env = {k: v for k, v in os.environ.items() if k in keep}
    env.update(
        HOME=str(place / "home"),
        ARCADE_HEADLESS="1",
        ARCADE_SOUND_BACKENDS="silent",
        PYGLET_AUDIO="silent",
        WINKHOUSE_DATA_DIR=str(place / "data"),
        WINKHOUSE_CONFIG_DIR=str(place / "config"),
        WINKHOUSE_LOG_DIR=str(place / "logs"),
    )
    return env


def run_app(app: dict[str, Path], *args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [str(app["exe"]), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=app["place"] / "cwd",
        env=player_env(app),
    )
    assert done.returncode == 0, (
        f"{args[:3]}: exit {done.returncode}\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    )
    return done


def logged(app: dict[str, Path]) -> str:
    files = [p for p in (app["place"] / "logs").rglob("*") if p.is_file()]
    return "".join(p.read_text(encoding="utf-8", errors="replace") for p in files)


def test_the_app_carries_the_games_data_and_arcades_version_file(app: dict[str, Path]) -> None:
    inside = app["exe"].parent / "_internal"
    for folder in ("sprites", "sounds", "levels"):
        assert shipped(inside / "game" / folder) == shipped(ROOT / folder), folder
    assert shipped(inside / "game" / "i18n") == shipped(ROOT / "game" / "i18n")
    page = ROOT / "game" / "phones" / "page"
    for path in page.rglob("*.*"):
        assert (
            inside / "game" / "phones" / "page" / path.relative_to(page)
        ).read_bytes() == path.read_bytes()
    assert (inside / "arcade" / "VERSION").is_file()  # a file, not arcade/VERSION/VERSION
    carried = sorted(name for name in FONT_FILES if (FONTS / name).is_file())  # where the system has them
    assert sorted(p.name for p in (inside / "game" / "fonts").glob("*.ttf")) == carried
    assert not (inside / "pytest").exists() and not (inside / "PyInstaller").exists()


def test_the_app_says_its_version_and_arcades_real_one(app: dict[str, Path]) -> None:
    done = run_app(app, "--version")
    python = platform.python_version()
    assert (
        done.stdout.strip()
        == f"winkhouse {game.__version__} (arcade {arcade.version.VERSION}, Python {python})"
    )
    assert arcade.version.VERSION != "0.0.0"
    assert UNREAD_VERSION not in done.stdout + done.stderr + logged(app)


def test_the_app_renders_every_screen_at_the_smallest_size_in_french(app: dict[str, Path]) -> None:
    """Every scene the source names, through the real command at the smallest size, in French
    (the longest words): the one pass of `screenshot --all` the tests make."""
    names = run_app(app, "screenshot", "--list").stdout.split()
    assert names == scene_names()
    shots = app["place"] / "shots"
    size = "{}x{}".format(*SIZE)
    done = run_app(app, "screenshot", "--all", "--out-dir", str(shots), "--size", size, "--lang", "fr")
    assert done.stderr == "", done.stderr[-2000:]
    assert done.stdout.split() == [str(shots / f"{scene}.png") for scene in names]
    assert sorted(p.stem for p in shots.glob("*.png")) == sorted(names)
    for scene in names:
        with Image.open(shots / f"{scene}.png") as image:
            assert image.size == SIZE
            assert len(image.convert("RGB").resize((64, 36)).getcolors(64 * 36) or []) > 3, scene
    assert UNREAD_VERSION not in logged(app)
    assert list((app["place"] / "cwd").iterdir()) == []  # nothing written where it was started


def test_the_app_plays_a_bots_game(app: dict[str, Path]) -> None:
    done = run_app(app, "simulate", "wink", "--bots", "normal", "--games", "1")
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["completed"] == 1 and summary["winks"] > 0


def test_the_app_serves_the_phones_page_with_a_zwoggel_worker(app: dict[str, Path]) -> None:
    """`serve` (aiohttp inside) answers for the page and its files, while the expert bots'
    worker, a process of the app itself started by multiprocessing's "spawn", runs."""
    tokens = app["place"] / "tokens.json"
    args = [
        "serve",
        "zwoggel",
        "--phones",
        "1",
        "--bots",
        "expert",
        "--tokens",
        str(tokens),
        "--seconds",
        "8",
    ]
    server = subprocess.Popen(
        [str(app["exe"]), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=app["place"] / "cwd",
        env=player_env(app),
    )
    try:
        deadline = time.monotonic() + 60
        while not tokens.exists() and server.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert tokens.exists(), server.communicate(timeout=30)
        address = json.loads(tokens.read_text(encoding="utf-8"))["seats"][0]["address"]
        with urllib.request.urlopen(address, timeout=10) as answer:
            html = answer.read().decode("utf-8")
        assert answer.status == 200 and 'data-game="zwoggel"' in html
        root = address.split("/hand/")[0]
        with urllib.request.urlopen(f"{root}/page/shell.js", timeout=10) as answer:
            assert answer.read() == (ROOT / "game" / "phones" / "page" / "shell.js").read_bytes()
        if sys.platform.startswith("linux"):
            workers = [p for p in Path("/proc").glob("[0-9]*") if parent_of(p) == server.pid]
            assert any("--multiprocessing-fork" in command_of(p) for p in workers), [
                command_of(p) for p in workers
            ]
        out, err = server.communicate(timeout=60)
    finally:
        if server.poll() is None:
            server.kill()
            server.communicate()
    assert server.returncode == 0, err[-2000:]
    assert out.startswith("served zwoggel for ")


def parent_of(proc: Path) -> int | None:
    try:
        return int((proc / "stat").read_text().rsplit(")", 1)[1].split()[1])
    except (OSError, ValueError, IndexError):
        return None


def command_of(proc: Path) -> str:
    try:
        return (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


# --- A bad --out: one line, exit 2, nothing touched (no build needed) ---------------------------


def test_an_out_that_is_a_file_is_refused(tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("mine", encoding="utf-8")
    for out in (blocker, blocker / "below"):
        done = build_tool("--out", str(out))
        assert done.returncode == 2 and done.stdout == ""
        assert len(done.stderr.strip().splitlines()) == 1 and done.stderr.startswith(
            "build_app: error: --out "
        )
    assert blocker.read_text(encoding="utf-8") == "mine"


def test_an_out_holding_something_else_named_winkhouse_is_refused(tmp_path: Path) -> None:
    (tmp_path / "winkhouse").mkdir()
    (tmp_path / "winkhouse" / "notes.txt").write_text("mine", encoding="utf-8")
    done = build_tool("--out", str(tmp_path))
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1
    assert "is not an earlier build of the app" in done.stderr
    assert [p.name for p in (tmp_path / "winkhouse").iterdir()] == ["notes.txt"]
