"""The game as users install it: where it keeps things, and (below) a real wheel install."""

from __future__ import annotations

import importlib.util
import json
import os
import platform
import shutil
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

import arcade.version
import platformdirs
import pytest
from PIL import Image

import game
from game.store import files
from game.store.files import config_dir, config_file, migrate_file, settings_dir
from game.store.settings import Settings, load_settings, save_settings, settings_path

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.xdist_group("install")  # the wheel is built and installed once, in one worker


# --- Where settings, remembered things and the log live --------------------------------------


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """A separate data folder and config folder, as on a player's machine."""
    data, config = tmp_path / "data", tmp_path / "config"
    monkeypatch.setenv("WINKHOUSE_DATA_DIR", str(data))
    monkeypatch.setenv("WINKHOUSE_CONFIG_DIR", str(config))
    return data, config


def old_settings(data: Path, **values: object) -> Path:
    data.mkdir(parents=True, exist_ok=True)
    old = data / "settings.json"
    old.write_text(json.dumps({"version": 1, **values}), encoding="utf-8")
    return old


def test_by_default_settings_go_to_the_config_folder_and_the_rest_to_the_data_folder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in ("WINKHOUSE_DATA_DIR", "WINKHOUSE_CONFIG_DIR", "WINKHOUSE_LOG_DIR"):
        monkeypatch.delenv(name, raising=False)
    assert config_dir() == Path(platformdirs.user_config_dir("winkhouse", appauthor=False))
    assert settings_dir() == Path(platformdirs.user_data_dir("winkhouse", appauthor=False))
    assert files.log_dir() == Path(platformdirs.user_log_dir("winkhouse", appauthor=False))


def test_the_data_folder_override_alone_still_holds_everything(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("WINKHOUSE_CONFIG_DIR", raising=False)
    monkeypatch.setenv("WINKHOUSE_DATA_DIR", str(tmp_path))
    assert settings_path() == tmp_path / "settings.json" and config_dir() == settings_dir() == tmp_path


def test_settings_are_written_to_the_config_folder(folders: tuple[Path, Path]) -> None:
    data, config = folders
    assert settings_path() == config / "settings.json"
    assert save_settings(Settings(muted=True)) is None
    assert (config / "settings.json").is_file() and not data.exists()
    assert load_settings() == (Settings(muted=True), None)


def test_the_old_settings_file_is_moved_once(folders: tuple[Path, Path]) -> None:
    data, config = folders
    old = old_settings(data, muted=True, language="fr")
    text = old.read_text(encoding="utf-8")
    settings, notice = load_settings()
    assert settings.muted and settings.language == "fr" and notice is None
    assert (config / "settings.json").read_text(encoding="utf-8") == text
    assert not old.exists()
    assert sorted(p.name for p in config.iterdir()) == ["settings.json"]  # no temporary file left


def test_a_newer_settings_file_is_never_overwritten(folders: tuple[Path, Path]) -> None:
    data, config = folders
    old = old_settings(data, muted=True)
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"language": "fr"}), encoding="utf-8")
    settings, _ = load_settings()
    assert settings.language == "fr" and not settings.muted
    assert json.loads((config / "settings.json").read_text(encoding="utf-8")) == {"language": "fr"}
    assert old.is_file()  # left alone: never deleted


def test_a_failed_move_keeps_the_old_file_and_its_settings(
    folders: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data, _ = folders
    blocker = tmp_path / "not a folder"
    blocker.write_text("a file where the config folder should be", encoding="utf-8")
    monkeypatch.setenv("WINKHOUSE_CONFIG_DIR", str(blocker / "winkhouse"))
    old = old_settings(data, muted=True)
    text = old.read_text(encoding="utf-8")
    settings, _ = load_settings()
    assert settings.muted  # still the player's settings, read where they were
    assert old.read_text(encoding="utf-8") == text
    assert settings_path() == old


def test_a_move_never_overwrites_a_file_that_appears_meanwhile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old, new = tmp_path / "old" / "s.json", tmp_path / "new" / "s.json"
    old.parent.mkdir()
    old.write_text("old", encoding="utf-8")
    real_link = os.link

    def racing_link(src: str, dst: str) -> None:
        Path(dst).write_text("newer", encoding="utf-8")  # another process got there first
        real_link(src, dst)

    monkeypatch.setattr(os, "link", racing_link)
    assert migrate_file(old, new) is False
    assert new.read_text(encoding="utf-8") == "newer" and old.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in new.parent.iterdir()) == ["s.json"]


def test_a_move_works_without_hard_links(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    old, new = tmp_path / "old" / "s.json", tmp_path / "new" / "deeper" / "s.json"
    old.parent.mkdir()
    old.write_text("mine", encoding="utf-8")

    def no_links(src: str, dst: str) -> None:
        raise PermissionError(1, "hard links not allowed")

    monkeypatch.setattr(os, "link", no_links)
    assert migrate_file(old, new) is True
    assert new.read_text(encoding="utf-8") == "mine" and not old.exists()


def test_a_failed_copy_loses_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    old, new = tmp_path / "old" / "s.json", tmp_path / "new" / "s.json"
    old.parent.mkdir()
    old.write_text("mine", encoding="utf-8")

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    assert migrate_file(old, new) is False
    assert old.read_text(encoding="utf-8") == "mine" and not new.exists()
    assert list(new.parent.iterdir()) == []


def test_remembered_setups_stay_in_the_data_folder(folders: tuple[Path, Path]) -> None:
    from game.store.stores import save_store

    data, config = folders
    save_store("setups", {"wink": {}})
    assert (data / "setups.json").is_file() and not (config / "setups.json").exists()
    assert config_file("settings.json") == config / "settings.json"


# --- A real install from a wheel, as pip and pipx do it --------------------------------------

SOURCES = ("game", "sprites", "sounds", "levels", "setup.py", "pyproject.toml", "README.md", "LICENSE")
DEPENDENCIES = ("arcade", "numpy", "platformdirs", "PIL", "pyglet", "aiohttp", "segno")
BIN = "Scripts" if os.name == "nt" else "bin"


def run(cmd: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300, **kwargs)  # type: ignore[call-overload]
    assert done.returncode == 0, f"{cmd[:4]} failed:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    return done


def shipped(folder: Path) -> set[str]:
    """The data files under `folder` (what a wheel must carry), as relative paths."""
    kinds = {".png", ".json", ".wav", ".toml", ".md"}
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.suffix in kinds}


@pytest.fixture(scope="module")
def venv(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A fresh virtual environment with the game installed from its wheel (not editable).

    The wheel is built offline from a copy of the sources (no build isolation: setuptools comes
    from the test extra). The fresh environment borrows the test environment's dependencies
    (arcade, numpy, platformdirs...) through a .pth file listing their folders, so nothing is
    downloaded; `game` itself can only come from the wheel (checked by the tests).
    """
    if importlib.util.find_spec("setuptools") is None:
        pytest.fail('setuptools is missing: pip install -e ".[test]" installs it')
    work = tmp_path_factory.mktemp("install")
    src = work / "src"
    skip = shutil.ignore_patterns("__pycache__", "*.egg-info", "build", "*.pyc")
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, src / name, ignore=skip)
        else:
            shutil.copy2(ROOT / name, src / name)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--no-input"]
    quiet = {**os.environ, "PIP_NO_INDEX": "1"}
    run([*pip, "wheel", "--no-deps", "--no-build-isolation", "-w", str(work / "dist"), str(src)], env=quiet)
    (wheel,) = (work / "dist").glob("winkhouse-*.whl")
    env_dir = work / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", str(env_dir)])
    python = env_dir / BIN / ("python.exe" if os.name == "nt" else "python")
    run([*pip, "--python", str(python), "install", "--no-deps", str(wheel)], env=quiet)
    site = Path(
        run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).stdout.strip()
    )
    borrowed = sorted({str(Path(importlib.util.find_spec(m).origin).parents[1]) for m in DEPENDENCIES})  # type: ignore[arg-type]
    assert not any(Path(p) == ROOT or ROOT in Path(p).parents for p in borrowed)
    (site / "zz_borrowed_dependencies.pth").write_text("\n".join(borrowed) + "\n", encoding="utf-8")
    home = work / "home"
    for sub in ("cwd", "data", "config", "logs"):
        (home / sub).mkdir(parents=True)
    return {
        "python": python,
        "bin": env_dir / BIN,
        "env": env_dir,
        "site": site,
        "home": home,
        "wheel": wheel,
    }


def version_text() -> str:
    """What --version says: the game's version, then arcade's as arcade read it, and Python's."""
    python = platform.python_version()
    return f"winkhouse {game.__version__} (arcade {arcade.version.VERSION}, Python {python})"


def user_env(venv: dict[str, Path]) -> dict[str, str]:
    """A player's environment: no checkout on any path, the venv's scripts first on PATH."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "VIRTUAL_ENV")
    }
    home = venv["home"]
    env.update(
        PATH=os.pathsep.join([str(venv["bin"]), env.get("PATH", "")]),
        PYTHONNOUSERSITE="1",
        ARCADE_HEADLESS="1",
        ARCADE_SOUND_BACKENDS="silent",
        PYGLET_AUDIO="silent",
        WINKHOUSE_DATA_DIR=str(home / "data"),
        WINKHOUSE_CONFIG_DIR=str(home / "config"),
        WINKHOUSE_LOG_DIR=str(home / "logs"),
    )
    env.pop("PYTEST_CURRENT_TEST", None)
    return env


def test_the_wheel_carries_the_data_the_catalogue_the_rules_and_the_license(venv: dict[str, Path]) -> None:
    with zipfile.ZipFile(venv["wheel"]) as wheel:
        names = set(wheel.namelist())
    for folder in ("sprites", "sounds", "levels"):
        assert {f"game/{folder}/{p}" for p in shipped(ROOT / folder)} <= names, folder
    assert {f"game/i18n/{p}" for p in shipped(ROOT / "game" / "i18n")} <= names
    page = ROOT / "game" / "phones" / "page"  # the phones' page: html, scripts, style
    assert {f"game/phones/page/{p.relative_to(page).as_posix()}" for p in page.rglob("*.*")} <= names
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    with zipfile.ZipFile(venv["wheel"]) as wheel:
        (meta,) = (n for n in names if n.endswith(".dist-info/METADATA"))
        metadata = wheel.read(meta).decode("utf-8")
    for line in (
        "License-Expression: MIT",
        "Requires-Python: >=3.11",
        "Author: ",
        "Classifier: Topic :: Games",
    ):
        assert line in metadata
    assert "Requires-Dist: arcade" in metadata and "# Winkhouse" in metadata  # the README is the description


def test_the_installed_game_is_the_wheels_copy_and_finds_its_data_from_anywhere(
    venv: dict[str, Path],
) -> None:
    probe = textwrap.dedent(
        """
        import json, sys
        import game
        from game import resources
        from game.i18n import catalogue, languages
        from game.i18n.docs import DOCS, rules_text

        print(json.dumps({
            "file": game.__file__,
            "path": sys.path,
            "data": {name: str(resources.data_dir(name)) for name in resources.DATA_DIRS},
            "keys": {lang: len(catalogue(lang)) for lang in languages()},
            "rules": all("could not be read" not in rules_text(d, l) for d in DOCS for l in languages()),
        }))
        """
    )
    done = run([str(venv["python"]), "-c", probe], cwd=venv["home"] / "cwd", env=user_env(venv))
    found = json.loads(done.stdout)
    package = Path(found["file"]).parent
    assert package == venv["site"] / "game", found["file"]  # not the checkout
    assert not any(
        p and (Path(p).resolve() == ROOT or ROOT in Path(p).resolve().parents) for p in found["path"]
    )
    for name, folder in found["data"].items():
        assert Path(folder) == package / name
        assert shipped(Path(folder)) == shipped(ROOT / name), name
    from game.i18n import catalogue

    assert found["keys"] == {lang: len(catalogue(lang)) for lang in found["keys"]} and found["rules"]


# One screen of each kind, each game's table among them, each reading the installed copy's data
# (sprites, faces, levels, guides, the rules' texts and pictures, both catalogues): every scene is
# rendered from the sources by tests/ui/test_layout.py and the smallest-size screenshot command
# (tests/ui/test_views.py); here the installed copy shows it finds all of its own.
SAMPLE = (
    "menu",  # the main menu: buttons, the icon face
    "setup-zwoggel",  # a setup on the felt: portraits, personalities and levels
    "rules-winkybilly-signal",  # a rule text and its picture
    "wink-table",  # each game's table: cards, faces, words
    "winkybilly-saloon",
    "zwoggel-board",
    "practice-trial",  # practice: its levels
    "guide-wink",  # a guided game: the guides' scripts
    "phones-join",  # the phones' QR codes
    "stats",  # the history database
    "results-winkybilly",
    "replay-revealed-zwoggel",  # a recording read back: every hand revealed
)


def test_the_installed_game_renders_its_screens_and_plays_a_bots_game(venv: dict[str, Path]) -> None:
    from game.ui.scenes import scene_names

    env, cwd = user_env(venv), venv["home"] / "cwd"
    script = shutil.which("winkhouse", path=str(venv["bin"]))
    assert script is not None and Path(script).parent == venv["bin"]
    done = run([script, "--version"], cwd=cwd, env=env)
    assert done.stdout.strip() == version_text()
    assert run([script, "--help"], cwd=cwd, env=env).stdout.startswith("usage: winkhouse ")
    done = run([str(venv["python"]), "-m", "game", "--version"], cwd=cwd, env=env)
    assert done.stdout.strip() == version_text()
    assert run([script, "screenshot", "--list"], cwd=cwd, env=env).stdout.split() == scene_names()

    assert set(SAMPLE) <= set(scene_names())
    shots = venv["home"] / "shots"
    done = run([script, "screenshot", *SAMPLE, "--out-dir", str(shots)], cwd=cwd, env=env)
    assert done.stderr == "", done.stderr
    assert sorted(p.stem for p in shots.glob("*.png")) == sorted(SAMPLE)
    for scene in SAMPLE:
        with Image.open(shots / f"{scene}.png") as image:
            assert image.size == (1280, 720)
            assert len(image.convert("RGB").resize((64, 36)).getcolors(64 * 36) or []) > 3, scene

    done = run([script, "simulate", "wink", "--bots", "normal", "--games", "1"], cwd=cwd, env=env)
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["completed"] == 1 and summary["winks"] > 0
    assert list((venv["home"] / "cwd").iterdir()) == []  # nothing written where it was started


# --- The window's icon -------------------------------------------------------------------------


class FakeWindow:
    def __init__(self, headless: bool = False, broken: bool = False) -> None:
        self.headless, self.broken = headless, broken
        self.icons: list[object] = []

    def set_icon(self, *images: object) -> None:
        if self.broken:
            raise NotImplementedError("no icons on this window system")
        self.icons = list(images)


def test_the_window_gets_the_games_icon_at_three_sizes() -> None:
    from game.ui.icon import icon_images, set_game_icon

    images = icon_images()
    assert [(i.width, i.height) for i in images] == [(16, 16), (32, 32), (64, 64)]  # type: ignore[attr-defined]
    for image in images:
        alpha = image.get_image_data().get_data("RGBA", image.width * 4)[3::4]  # type: ignore[attr-defined]
        assert 0 < sum(a > 200 for a in alpha) < len(alpha)  # a round face on a clear background
    window = FakeWindow()
    assert set_game_icon(window) is True and len(window.icons) == 3  # type: ignore[arg-type]


def test_a_window_without_icons_still_opens() -> None:
    from game.ui.icon import set_game_icon

    assert set_game_icon(FakeWindow(headless=True)) is False  # type: ignore[arg-type]
    assert set_game_icon(FakeWindow(broken=True)) is False  # type: ignore[arg-type]


@pytest.mark.parametrize("layout", ["BGRAAAAA", "BGRA", "ARGB", "AAAAARGB"])
def test_the_icon_comes_in_the_layout_x11_takes_so_pyglet_converts_nothing(layout: str) -> None:
    """pyglet's X11 window asks for its icon in one layout, rows top down (`get_data(layout,
    -pitch)`): our images are made so, byte for byte what pyglet's own conversion of the RGBA
    icon gives, and handed over as they are (no conversion, some 10 ms at start)."""
    from game.ui.icon import X11_LAYOUT, icon_images, window_layout

    assert X11_LAYOUT in ("BGRAAAAA", "BGRA", "ARGB", "AAAAARGB")
    assert window_layout() == (X11_LAYOUT if sys.platform.startswith("linux") else None)
    for made, plain in zip(icon_images(layout), icon_images(), strict=True):
        pitch = -made.width * len(layout)
        assert (made.format, made.pitch) == (layout, pitch)  # pyglet's get_data returns it as is
        assert made.get_data(layout, pitch) == plain.get_data(layout, pitch)
