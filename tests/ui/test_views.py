"""Every screen renders headless at the default size; screenshots have the right size (the smallest
size: the app's test, through the frozen `screenshot --all`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from game.cli.screenshot import capture
from game.ui.headless import step
from game.ui.scenes import scene_names, show_scene

from .scene_pass import scene_pass

SCENES = scene_names()


@pytest.mark.xdist_group("layout-en-1.0")  # the English layout pass's worker: its pictures
@pytest.mark.parametrize("scene", list(SCENES))
def test_every_scene_renders_a_frame_with_something_on_it(window: Any, scene: str) -> None:
    """Every scene built at the default size in English and drawn: not a blank screen. The picture
    is the one the English layout pass draws when it builds the scene (scene_pass.py)."""
    assert scene_pass(window, "en", 1.0).colours[scene] > 3, f"{scene} drew a blank screen"


def test_capture_writes_the_window_to_png(window: Any, tmp_path: Path) -> None:
    out = capture(window, "menu", 2, tmp_path / "menu.png")
    with Image.open(out) as image:
        assert image.size == (1280, 720)


# Every scene through the real `screenshot --all` command at the smallest window size, in French
# (the longest words): the app's test does it, from the frozen app (tests/tools/test_build_app.py).


def test_screenshot_list_names_every_scene(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game import logs
    from game.cli.main import main

    monkeypatch.setenv("WINKHOUSE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WINKHOUSE_LOG_DIR", str(tmp_path / "logs"))
    try:
        assert main(["screenshot", "--list"]) == 0
    finally:
        logs.uninstall()
    out = capsys.readouterr().out
    assert out.split() == list(SCENES) and "menu" in out.split()


def test_results_name_the_tie_break_in_the_players_language(window: Any) -> None:
    from game.rules.core import End
    from game.rules.wink import result
    from game.ui.scenes import table_setup
    from game.ui.screens.results import ResultsView

    setup = table_setup("wink", 1, 4)
    state = setup.new_state()
    state.won_grid = [[1, 2], [3, 4], [], []]
    state.accuse_left = [2, 2, 0, 0]
    state.accuse_front = [1, 0, 0, 0]
    state.step = state.step.__class__.OVER
    state.end = End("no playable card is left in the grid", "no_playable_card")
    assert result(state).decided_key == "most-accuse-in-front"
    window.apply_settings(window.settings.__class__(language="fr"), save=False)
    view = ResultsView(setup, state)
    window.show_view(view)
    assert "le plus de cartes d'accusation posées devant soi" in view.verdict.text


def test_a_table_resized_draws_on_the_whole_window(window: Any) -> None:
    """arcade's SectionManager stops the resize event before the window sets its viewport: a table
    (which has Sections) grown to full screen drew in its old corner until the view set it."""
    show_scene(window, "wink-table-5", seed=3)
    window.viewport = (0, 0, 640, 360)  # as left by a smaller size
    window.dispatch_event("on_resize", window.width, window.height)
    assert tuple(window.viewport) == (0, 0, window.width, window.height)


def test_a_notice_shows_over_any_screen_in_one_wrapped_line_and_a_click_dismisses_it(window: Any) -> None:
    from game.store.notices import notify
    from game.ui.screens.menu import MainMenuView

    from .screen import frame_texts

    window.show_view(MainMenuView())
    notify("log.notice", problem="RuntimeError: boom", path="/home/you/.local/state/winkhouse/winkhouse.log")
    texts = [d for d in frame_texts(window) if "winkhouse.log" in d.text]
    assert len(texts) == 1 and texts[0].inside(window.width, window.height)
    box = window.notices.box
    window.dispatch_event("on_mouse_press", box.center_x, box.center_y, 1, 0)
    assert not any("winkhouse.log" in d.text for d in frame_texts(window))


@pytest.mark.parametrize("scene", ["menu", "setup-wink", "wink-table", "results"])
def test_the_text_size_setting_reaches_every_screen(window: Any, scene: str) -> None:
    from dataclasses import replace

    from .screen import frame_texts

    def tallest() -> float:
        show_scene(window, scene, seed=3)
        step(window, 2)
        return max(d.top - d.bottom for d in frame_texts(window))

    normal = tallest()
    window.apply_settings(replace(window.settings, text_size=1.4), save=False)
    assert tallest() > normal * 1.2


def test_a_caption_fades_out_to_nothing_without_error(window: Any) -> None:
    from game.ui.kit.flights import BANNER_S, Banner

    banner = Banner()
    banner.layout(640, 360, 28, 800)
    banner.show(lambda _viewer: "J'ACCUSE!", now=0.0)
    for k in range(0, 61):  # every moment of its life, the last frames of the fade included
        banner.draw(now=BANNER_S * k / 60, fade=True, viewer=None)
    assert banner.text.color[3] == 32  # its last visible step


def test_a_screen_just_shown_is_not_laid_out_again_for_the_size_it_was_shown_at(window: Any) -> None:
    """A window opened with its first screen is told its size once more as it maps: the menu,
    laid out as it was shown, skips that second layout (some 5 ms before the first frame). Any
    resize after it lays the screen out, even at the same size."""
    from game.ui.screens.menu import MainMenuView

    view = window.go("menu")
    assert isinstance(view, MainMenuView)
    laid: list[int] = []
    real = view.layout
    view.layout = lambda: (laid.append(1), real())[1]  # type: ignore[method-assign]
    size = (window.width, window.height)
    window.dispatch_event("on_resize", *size)
    assert laid == [] and tuple(window.viewport) == (0, 0, *size)
    window.dispatch_event("on_resize", *size)
    assert laid == [1]
    window.show_view(view)  # shown again: laid out for its size
    assert laid == [1, 1]
    window.dispatch_event("on_resize", size[0] - 100, size[1] - 50)
    window.dispatch_event("on_resize", *size)
    assert laid == [1, 1, 1, 1]
