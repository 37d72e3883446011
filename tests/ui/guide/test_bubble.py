"""Where a guide's bubble goes and what it shows: a line that points at nothing covers no card of
the board and no face (every step of every registered guide, small and large windows); the
closing buttons at the bubble's text size, "Play a real game" the larger and never cut; the
prompt's right button rung when the step's answer is made there; Skip guide's key."""

from __future__ import annotations

from typing import Any

import arcade
import pytest

from game.games import specs
from game.guides.run import OVER
from game.i18n import key_label, tr
from game.store.guide_progress import GuideProgress
from game.store.keys import DEFAULT_KEYS
from game.ui.guide.keeping import flush, load_progress, profile_of
from game.ui.guide.layer import overlaps
from game.ui.guide.table import SKIP_KEY, GuidedTable, guided_class_of
from game.ui.headless import step

from ..drive import click, press
from ..screen import pretend_size
from .play import answer, centre, wink_hands

SIZES = ((1024, 576), (1920, 1080))
GUIDED = [spec.name for spec in specs() if spec.guide is not None and spec.table is not None]


def guided_at(window: Any, game: str, at: int | None = None) -> GuidedTable:
    """`game`'s guided table at step `at` (its last step with None), nothing kept."""
    spec = next(s for s in specs() if s.name == game)
    assert spec.guide is not None
    profile = profile_of(window.settings)
    guide = spec.guide.load()(profile, window.settings.player_face)
    start = len(guide.steps) - 1 if at is None else at
    view: GuidedTable = guided_class_of(spec)(guide, start, GuideProgress(writer=lambda _w: None), profile)
    window.show_view(view)
    step(window, 3)
    return view


def rect(box: tuple[float, float, float, float]) -> arcade.types.Rect:
    x, y, w, h = box
    return arcade.XYWH(x, y, w, h)


def test_guides_are_registered() -> None:
    assert "wink" in GUIDED and "zwoggel" in GUIDED  # (the check below runs on every one)


@pytest.mark.parametrize("game", GUIDED)
def test_a_line_that_points_at_nothing_covers_no_card_and_no_face(window: Any, game: str) -> None:
    spec = next(s for s in specs() if s.name == game)
    assert spec.guide is not None
    steps = spec.guide.load()("You", 0).steps
    checked = 0
    for at, s in enumerate(steps):
        view = guided_at(window, game, at)
        for width, height in SIZES:
            with pretend_size(window, width, height):
                step(window)
                bubble = view.layer.bubble
                where = f"{game} step {s.name} at {width}x{height}"
                assert bubble.left >= 0 and bubble.right <= width, where
                assert bubble.bottom >= 0 and bubble.top <= height, where
                if s.point is not None:
                    continue
                cards = [rect(b) for b in view.stage.board.cards()]
                faces = [arcade.XYWH(x, y, size, size) for x, y, size in view.stage.seats.spots]
                assert cards and faces
                assert not [c for c in cards if overlaps(bubble, c)], f"{where}: the bubble covers cards"
                assert not [f for f in faces if overlaps(bubble, f)], f"{where}: the bubble covers a face"
                checked += 1
    nothing = [s.name for s in steps if s.point is None]
    assert checked == len(SIZES) * len(nothing)
    assert game != "wink" or nothing == ["welcome", "partner_wink", "spot"]


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (1920, 1080)])
def test_a_winkybilly_line_covers_no_card_and_no_face_but_what_it_points_at(
    window: Any, size: tuple[int, int]
) -> None:
    """Every step of WinkyBilly's guide, its line and its done line: the bubble is clear of the
    saloon's cards, the pile, the pot and every face (what the step points at aside)."""
    from game.guides.run import DONE

    steps = next(s for s in specs() if s.name == "winkybilly").guide
    assert steps is not None
    checked = 0
    for at, s in enumerate(steps.load()("You", 0).steps):
        view = guided_at(window, "winkybilly", at)
        phases = [view.run.phase]
        if s.done:
            phases.append(DONE)
        for phase in phases:
            view.run.phase = phase
            view.follow_guide()
            with pretend_size(window, *size):
                step(window)
                where = f"winkybilly step {s.name} ({phase}) at {size}"
                bubble = view.layer.bubble
                target = view.layer.target
                pointed = [] if target is None else [rect(target)]
                cards = [rect(b) for b in view.stage.board.cards()]
                faces = [f for f in view.faces() if not any(overlaps(f, p) for p in pointed)]
                assert len(cards) == 6 and faces, where  # the saloon's four, the pile, the pot
                shown = [c for c in cards if not any(overlaps(c, p) for p in pointed)]
                covered = [c for c in shown if overlaps(bubble, c)]
                assert not covered, f"{where}: the bubble covers cards"
                assert not [f for f in faces if overlaps(bubble, f)], f"{where}: the bubble covers a face"
                checked += 1
    assert checked >= 9


def test_the_closing_buttons_are_at_the_bubbles_text_size_and_play_a_real_game_is_never_cut(
    window: Any,
) -> None:
    from dataclasses import replace

    window.apply_settings(replace(window.settings, language="fr"), save=False)
    view = guided_at(window, "wink")
    while view.run.phase != OVER:
        answer(window, view, wink_hands)
    for width, height in SIZES:
        with pretend_size(window, width, height):
            step(window)
            layer = view.layer
            real, menu = layer.end.labels
            assert real.text == tr("guide.real_game") == "Jouer une vraie partie"  # not cut with "…"
            assert real.font_size == menu.font_size == layer.line.font_size  # not shrunk
            real_box, menu_box = layer.end.boxes
            assert real_box.width > menu_box.width  # the main action, the larger button
            assert real.content_width < real_box.width
            for b in (real_box, menu_box):
                assert layer.bubble.left <= b.left and b.right <= layer.bubble.right
                assert layer.bubble.bottom <= b.bottom and b.top <= layer.bubble.top
            assert not overlaps(real_box, menu_box)
    press(window, arcade.key.ENTER)
    assert not isinstance(window.current_view, GuidedTable)


def test_the_accusation_made_in_the_prompt_rings_the_prompts_right_button(window: Any) -> None:
    from game.guides.wink.lesson import STEPS

    at = next(i for i, s in enumerate(STEPS) if s.name == "accuse")
    view = guided_at(window, "wink", at)
    x, y = centre(view, ("seat", 3))
    assert view.layer.target is not None and view.layer.target[:2] == (x, y)  # Camille's face first
    click(window, x, y)
    assert view.prompt.open
    i = [c.label for c in view.prompt.choices].index("13")
    box = view.prompt.boxes[i]
    step(window)
    assert view.layer.target == (box.center_x, box.center_y, box.width, box.height)
    assert not view.layer.round
    assert not overlaps(view.layer.bubble, box)
    click(window, box.center_x, box.center_y)
    assert view.state.accuse_left[0] == 3 and view.run.mistake == ""


def test_skip_guide_has_a_key_shown_on_its_button(window: Any) -> None:
    assert SKIP_KEY not in DEFAULT_KEYS.values()  # no action's key, so no step's
    view = window.go("guide", "wink")
    step(window)
    assert view.layer.skip.buttons[0].key == key_label(SKIP_KEY)
    step(window)
    assert view.layer.skip.keys[0].text == key_label(SKIP_KEY)  # drawn in the button's corner
    press(window, getattr(arcade.key, SKIP_KEY))
    flush()
    assert load_progress().of(tr("setup.you"), "wink").skipped
    real = window.current_view
    assert not isinstance(real, GuidedTable) and real.setup.seats[1].name == "Margot"


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (1366, 768), (1920, 1080)])
def test_skip_guides_key_reads_whole_at_every_size(window: Any, size: tuple[int, int]) -> None:
    """ "F10" is shown whole, inside its button beside the words, and at whole pixels (a small
    glyph drawn at a half pixel lost its top at 1280x720)."""
    view = guided_at(window, "winkybilly", 1)
    with pretend_size(window, *size):
        step(window, 2)
        skip = view.layer.skip
        box, key, label = skip.boxes[0], skip.keys[0], skip.labels[0]
        assert key.text == key_label(SKIP_KEY) == "F10"
        assert key.x == round(key.x) and key.y == round(key.y), (key.x, key.y)
        assert box.left < key.x - key.content_width and key.x <= box.right
        assert label.x + label.content_width / 2 < key.x - key.content_width  # not squeezed together
        assert box.right <= size[0]
