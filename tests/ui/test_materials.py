"""Results, practice and statistics lie on the felt in the table's materials: a wooden rim round
the window, boards of paper framed in wood, menus and levels as cards; built once per layout."""

from __future__ import annotations

from typing import Any

import arcade
import pytest

from game.ui import theme
from game.ui.headless import step
from game.ui.scenes import show_scene
from game.ui.widgets.materials import BOARD_RIM, ROOM_RIM


def pixel(window: Any, x: float, y: float) -> tuple[int, int, int]:
    return tuple(arcade.get_image(int(x), int(y), 1, 1).convert("RGB").getpixel((0, 0)))  # type: ignore[return-value]


def is_felt(rgb: tuple[int, int, int]) -> bool:
    r, g, b = rgb
    return g > r + 20 and g > b


def is_wood(rgb: tuple[int, int, int]) -> bool:
    r, g, b = rgb
    return r > g > b and r > 50


def drawn(window: Any, scene: str) -> Any:
    view = show_scene(window, scene, seed=3)
    window.fade_until = 0.0
    step(window)
    window.dispatch_event("on_draw")
    return view


@pytest.mark.parametrize(
    "scene", ["results", "results-winkybilly", "results-zwoggel", "practice", "practice-progress", "stats"]
)
def test_the_screen_lies_on_the_felt_in_its_rim(window: Any, scene: str) -> None:
    drawn(window, scene)
    s = theme.scale_for(window)
    rim = s.px(ROOM_RIM)
    assert is_wood(pixel(window, window.width / 2, rim / 2)), "the rim at the bottom edge"
    assert is_wood(pixel(window, rim / 2, window.height / 2)), "...and at the left"
    assert is_felt(pixel(window, rim * 2, rim * 2)), "the felt inside it"


@pytest.mark.parametrize("scene", ["results", "results-zwoggel", "practice-results"])
def test_the_scores_lie_on_paper_in_a_wooden_frame(window: Any, scene: str) -> None:
    view = drawn(window, scene)
    panel = view.panel
    frame = theme.scale_for(window).px(BOARD_RIM)
    assert is_wood(pixel(window, panel.left - frame / 2, panel.center_y)), "the frame"
    assert is_wood(pixel(window, panel.right + frame / 2, panel.center_y))
    assert pixel(window, panel.right - 3, panel.top - 3)[0] > 200, "the paper inside it"


def test_the_charts_are_framed_in_wood(window: Any) -> None:
    view = drawn(window, "practice-progress")
    for chart in view.charts.values():
        box = chart.box
        assert is_wood(pixel(window, box.left - 2, box.center_y)), "a frame round each chart"
        assert pixel(window, box.left + 3, box.center_y)[0] > 200, "paper inside"


def test_locked_levels_lie_face_down_and_open_ones_face_up(window: Any) -> None:
    view = drawn(window, "practice")
    opened = view.opened()
    box = view.list.box
    for i, is_open in enumerate(opened):
        r, g, _b = pixel(window, box.left + box.width * 0.5, view.list.row_y(i) + view.list.row_h * 0.3)
        assert (r > 200 and g > 200) is is_open, f"level {i + 1}"


def test_menu_cards_are_made_again_only_when_the_selection_moves(window: Any) -> None:
    view = drawn(window, "results")
    menu = view.menu
    assert menu.as_cards
    shapes = menu.card_shapes
    step(window, 2)
    assert menu.card_shapes is shapes
    window.dispatch_event("on_key_press", arcade.key.DOWN, 0)
    step(window)
    assert menu.card_shapes is not shapes
    assert pixel(window, menu.center_x + menu.width * 0.45, menu.row_y(menu.selected)) == theme.HIGHLIGHT
