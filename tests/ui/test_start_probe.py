"""The game's start as `bench start` times it: a real launch (`python -m game`, headless) that
reports its first menu frame and closes; what that start leaves for later stays out of it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# What the main menu's first frame does without, on purpose (bench start): a table (the kit, the
# bots behind the menu), the history's store and numpy with it, phones' server and QR codes (nor
# at the window's end, which stops a server only where a table imported it), the live miniatures
# and their faces (the menu's are baked: ui/kit/baked.py), and the command line's other
# subcommands (every game's engine runner with them).
DEFERRED = (
    "numpy",
    "sqlite3",
    "aiohttp",
    "segno",
    "multiprocessing",
    "game.store.history",
    "game.ui.kit.table",
    "game.ui.watch.table",
    "game.bots.director",
    "game.ui.kit.miniature",
    "game.ui.faces",
    "game.ui.kit.phones",  # (nor at its end: no table, so no phones' server to stop)
    "game.phones.hub",
    "game.cli.simulate",
    "game.cli.bench",
)


def launch(tmp_path: Path, code: str | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    """`python -m game` (or `code`, which runs it) headless with the start probe, in its own folders."""
    environ = {
        **os.environ,
        "WINKHOUSE_DATA_DIR": str(tmp_path / "data"),
        "WINKHOUSE_LOG_DIR": str(tmp_path / "logs"),
        "ARCADE_HEADLESS": "1",
        "ARCADE_SOUND_BACKENDS": "silent",
        "PYGLET_AUDIO": "silent",
        "WINKHOUSE_START_PROBE": str(tmp_path / "probe.json"),
        **env,
    }
    environ.pop("PYTEST_CURRENT_TEST", None)
    argv = [sys.executable, "-m", "game"] if code is None else [sys.executable, "-c", textwrap.dedent(code)]
    return subprocess.run(argv, capture_output=True, text=True, env=environ, cwd=ROOT, timeout=120)


def test_a_launch_with_the_probe_reports_its_first_menu_frame_and_closes(tmp_path: Path) -> None:
    done = launch(tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    shown = json.loads((tmp_path / "probe.json").read_text(encoding="utf-8"))
    assert set(shown) == {"menu", "wall"}
    assert shown["menu"] > 0 and shown["wall"] > 0
    assert not (tmp_path / "probe.json.part").exists()


def test_without_the_probe_a_headless_launch_is_still_refused(tmp_path: Path) -> None:
    done = launch(tmp_path, WINKHOUSE_START_PROBE="")
    assert done.returncode == 1
    assert "ARCADE_HEADLESS" in done.stderr and not (tmp_path / "probe.json").exists()


def test_the_probe_goes_on_to_a_games_table_as_a_player_would(tmp_path: Path) -> None:
    done = launch(tmp_path, WINKHOUSE_START_PROBE_TABLE="wink")
    assert done.returncode == 0, done.stderr
    shown = json.loads((tmp_path / "probe.json").read_text(encoding="utf-8"))
    assert shown["menu"] + 1.0 <= shown["left"] < shown["setup"] < shown["table"]  # a second reading
    saves = list((tmp_path / "data" / "saves").glob("wink-*.json"))
    assert len(saves) == 1  # the table dealt is a real one: it kept itself


def test_the_menus_first_frame_leaves_the_heavy_parts_for_later(tmp_path: Path) -> None:
    done = launch(
        tmp_path,
        """
        import gc, json, sys, threading
        import pyglet
        from game.__main__ import main

        status = main([])
        from game.ui import warm_up

        print(json.dumps({"status": status, "modules": sorted(sys.modules), "gc": gc.isenabled(),
                          "frozen": gc.get_freeze_count(), "gl_checks": pyglet.options.debug_gl,
                          "warm_up": warm_up._state["thread"] is not None,
                          "threads": [t.name for t in threading.enumerate()]}))
        """,
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.splitlines()[-1])
    assert found["status"] == 0 and (tmp_path / "probe.json").is_file()  # the menu was shown
    loaded = set(found["modules"])
    assert "game.ui.screens.menu" in loaded
    assert [name for name in DEFERRED if name in loaded] == []
    # ...nor begun: the warm-up's thread starts from the update after the first frame is shown
    assert found["warm_up"] is False and "warm-up" not in found["threads"]
    # The collector held off during the start runs again, what the start made frozen out of its way.
    assert found["gc"] is True and found["frozen"] > 10_000
    assert found["gl_checks"] is False  # as in the frozen app: no glGetError after every GL call


# What of the rules the menu's first frame may hold: the games' configs and the data their specs
# list (presets, cards, the moments worth saving), the packages themselves (which import nothing
# until a name of theirs is used: game/rules/lazy.py), the error of a damaged save (the menu looks
# for unfinished games), and no engine.
RULES_FOR_THE_MENU = {
    "game.rules",
    "game.rules.lazy",
    "game.rules.core",
    "game.rules.saves",
    *(f"game.rules.{game}" for game in ("wink", "winkybilly", "zwoggel")),
    "game.rules.wink.config",
    "game.rules.wink.presets",
    "game.rules.winkybilly.config",
    "game.rules.winkybilly.cards",
    "game.rules.winkybilly.save_moments",
    "game.rules.zwoggel.config",
    "game.rules.zwoggel.cards",
    "game.rules.zwoggel.save_moments",
}


def test_the_menus_first_frame_imports_no_rules_engine_and_a_spec_finds_its_engine_when_asked(
    tmp_path: Path,
) -> None:
    code = """
        import json, sys
        from game.__main__ import main

        status = main([])
        rules = sorted(name for name in sys.modules if name.startswith("game.rules"))
        from game.games import specs
        from game.rules import wink

        spec = specs()[0]
        print(json.dumps({"status": status, "rules": rules, "engine": spec.engine.name,
                          "same": spec.engine is wink.ENGINE is spec.engine,
                          "state": "game.rules.wink.state" in sys.modules}))
        """
    done = launch(tmp_path, code)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.splitlines()[-1])
    assert found["status"] == 0 and (tmp_path / "probe.json").is_file()  # the menu was shown
    assert [name for name in found["rules"] if name not in RULES_FOR_THE_MENU] == []
    assert "game.rules.wink.state" not in found["rules"]
    # The engine comes with its first use, the package's own, once.
    assert found["engine"] == "wink" and found["same"] is True and found["state"] is True


def test_the_game_starts_without_ffmpeg_nor_gdkpixbuf_and_its_sounds_still_load(tmp_path: Path) -> None:
    code = """
        import json, sys
        from game.__main__ import main
        from game.resources import data_file

        status = main([])
        import arcade

        sound = arcade.load_sound(data_file("sounds", "card_flip.wav"))
        print(json.dumps({"status": status, "duration": sound.get_length(),
                          "skipped": [n for n in ("pyglet.media.codecs.ffmpeg_lib",
                                                  "pyglet.image.codecs.gdkpixbuf2")
                                      if n in sys.modules and sys.modules[n] is None]}))
        """
    done = launch(tmp_path, code)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.splitlines()[-1])
    # pyglet never looked for them (no ldconfig at `import arcade`)...
    assert found["skipped"] == ["pyglet.media.codecs.ffmpeg_lib", "pyglet.image.codecs.gdkpixbuf2"]
    assert found["status"] == 0 and found["duration"] > 0  # ...and a sound of ours loads all the same


def test_the_players_own_gl_checks_setting_is_obeyed(tmp_path: Path) -> None:
    code = """
        import json, pyglet
        from game.__main__ import main

        print(json.dumps({"status": main([]), "gl_checks": pyglet.options.debug_gl}))
        """
    found = json.loads(launch(tmp_path, code, PYGLET_DEBUG_GL="1").stdout.splitlines()[-1])
    assert found == {"status": 0, "gl_checks": True}


def test_the_probe_can_stay_on_the_menu_and_report_its_frame_times(tmp_path: Path) -> None:
    done = launch(tmp_path, WINKHOUSE_START_PROBE_MENU_S="0.5")
    assert done.returncode == 0, done.stderr
    shown = json.loads((tmp_path / "probe.json").read_text(encoding="utf-8"))
    assert set(shown) == {"menu", "left", "wall", "menu_frames"}
    frames = shown["menu_frames"]
    assert len(frames) >= 3 and min(frames) > 0
    assert abs(sum(frames) / 1000 - (shown["left"] - shown["menu"])) < 0.01  # every frame, end to end
    assert shown["left"] - shown["menu"] >= 0.5


def test_a_launch_begins_with_the_menus_atlas_and_grows_it_to_the_tables_once_shown(tmp_path: Path) -> None:
    code = """
        import json
        import arcade
        from game.ui import app

        sizes = []
        flip = app.GameWindow.flip

        def noted(window):
            sizes.append(window.ctx.default_atlas.size)  # (drawn, not yet shown)
            flip(window)

        app.GameWindow.flip = noted
        status = app.run_window()
        print(json.dumps({"status": status, "sizes": sizes, "menu": list(app.MENU_ATLAS),
                          "table": list(app.ATLAS)}))
        """
    done = launch(tmp_path, code, WINKHOUSE_START_PROBE_MENU_S="0.3")
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.splitlines()[-1])
    sizes = [list(size) for size in found["sizes"]]
    assert found["status"] == 0 and found["menu"] < found["table"]
    assert sizes[0] == found["menu"]  # the menu's first frame with the smaller atlas...
    assert sizes[-1] == found["table"]  # ...grown to the tables' once it was shown
    assert all(size == found["table"] for size in sizes[2:])  # (from its first update on)
