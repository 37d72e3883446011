"""Practice's guided start as a player sees it: its one face (then two) large in the middle of the
felt with the bubble beside, never over a face, at the smallest and a large window, in English and
French; the key line saying what the keys do at each step; F10 skipping the guide, shown on the
Skip guide button as in the games' guides."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import arcade
import pytest

from game.i18n import key_label, tr
from game.practice.guide import NAMES, Phase, PracticeGuide
from game.store.guide_progress import GuideProgress
from game.ui.faces import face_layout
from game.ui.guide.keeping import flush, load_progress
from game.ui.guide.layer import SKIP_KEY, overlaps
from game.ui.practice import table as practice_table
from game.ui.practice.clock import FrameClock
from game.ui.practice.guide import GAME, PracticeGuideView

from ..conftest import resize
from ..drive import press
from .drive import frame

PROFILE = "Player"


@pytest.fixture(autouse=True)
def frame_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(practice_table, "WallClock", FrameClock)


def open_guide(window: Any, at: str = NAMES[0], kept: GuideProgress | None = None) -> PracticeGuideView:
    """The guided start at step `at` (its progress kept nowhere unless `kept` is given)."""
    view = PracticeGuideView(PROFILE, FrameClock(), progress=kept or GuideProgress(writer=lambda write: None))
    window.show_view(view)
    view.guide = PracticeGuide(NAMES.index(at))
    view.begin(view.now())
    frame(window)
    return view


def until(window: Any, done: Any, most: int = 2_000) -> None:
    for i in range(most):
        if done():
            return
        frame(window, draw=i % 4 == 0)
    raise AssertionError("the guide never got there")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 576), (1920, 1080)])
def test_the_faces_sit_large_in_the_middle_of_the_felt_with_the_bubble_beside(
    window: Any, lang: str, size: tuple[int, int]
) -> None:
    window.apply_settings(replace(window.settings, language=lang), save=False)
    resize(window, *size)
    for name, n in (("wink_or_blink", 1), ("two_faces", 2)):
        view = open_guide(window, name)
        ring = view.ring
        assert ring.n == n
        crisp = face_layout(0).size  # every face's sprite canvas: one screen pixel a sprite pixel
        spots = ring.seats.spots
        cx, cy = ring.centre
        for _x, _y, face in spots:
            assert face == pytest.approx(crisp)  # as large as a face is drawn crisply, no larger
        middle = sum(x for x, _y, _s in spots) / n
        assert middle == pytest.approx(cx, abs=1)  # in the middle of the felt (one alone at its centre)
        assert all(abs(y - cy) < crisp * 0.3 for _x, y, _s in spots)
        felt = ring.tabletop.oval
        for x, y, _face in spots:  # on the felt, well clear of its rim
            assert ((x - cx) / felt.rx) ** 2 + ((y - cy) / felt.ry) ** 2 < 0.5
        if n == 2:
            assert spots[1][0] - spots[0][0] >= 2.5 * crisp  # side by side, apart
        frame(window)
        for x, y, face in spots:  # the face and its plate under it
            box = arcade.LBWH(x - face * 0.6, y - face * 0.5 - 30, face * 1.2, face * 1.1 + 30)
            assert not overlaps(view.layer.bubble, box), name  # the bubble beside, never over a face
        if name == "wink_or_blink":
            target = view.layer.target
            assert target is not None and target[0] == pytest.approx(spots[0][0])  # pointing at it
            assert abs(target[1] - spots[0][1]) < crisp * 0.2 and target[2] > crisp  # ringing it whole


def test_the_key_line_says_what_the_keys_do_at_each_step(window: Any) -> None:
    for lang in ("en", "fr"):
        window.apply_settings(replace(window.settings, language=lang), save=False)
        space, enter, esc = key_label("SPACE"), key_label("ENTER"), key_label("ESCAPE")
        view = open_guide(window, "wink_or_blink")
        assert not view.guide.can_next()
        assert view.hint.text == tr("practice_guide.hint_watch", back=esc)
        until(window, view.guide.can_next)
        frame(window)
        next_line = tr("practice_guide.hint_next", space=space, enter=enter, back=esc)
        assert view.hint.text == next_line
        assert space in next_line and enter in next_line
        assert view.layer.next.buttons[0].key == space  # the button's key, said by the line too
        press(window, arcade.key.SPACE)  # Space moves on, as the line says
        assert view.guide.step.name == "catch"
        frame(window)
        assert view.hint.text == tr("practice_guide.hint_answer", spot=space, back=esc)
        until(window, lambda v=view: v.guide.phase is Phase.TOLD)  # the wink missed: told, Next open
        frame(window)
        assert view.hint.text == next_line
        press(window, arcade.key.ENTER)  # Enter moves on too (the trial again)
        assert view.guide.phase is Phase.WATCH and view.guide.attempts == 2
    assert tr("practice_guide.hint_next", space="a", enter="b", back="c") != tr(
        "practice_guide.hint_answer", spot="a", back="c"
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_f10_skips_the_guide_and_is_shown_on_its_button(window: Any, lang: str) -> None:
    window.apply_settings(replace(window.settings, language=lang), save=False)
    view = open_guide(window, "catch", kept=load_progress())
    assert view.layer.skip.buttons[0].key == key_label(SKIP_KEY)
    assert view.layer.skip.keys[0].text == key_label(SKIP_KEY)  # drawn in the button's corner
    press(window, getattr(arcade.key, SKIP_KEY))
    trial = window.current_view
    assert type(trial).__name__ == "PracticeTrialView" and trial.level.id == "first-wink"
    flush()
    record = load_progress().of(PROFILE, GAME)
    assert record.skipped and record.step == "catch"


def test_f10_bound_to_an_action_is_the_players_not_the_guides(window: Any) -> None:
    bindings = {**window.settings.key_bindings, "no_wink": SKIP_KEY}
    window.apply_settings(replace(window.settings, key_bindings=bindings), save=False)
    view = open_guide(window, "catch")
    assert view.layer.skip.buttons[0].key == ""
    press(window, getattr(arcade.key, SKIP_KEY))
    assert window.current_view is view


def test_the_closing_line_sits_alone_on_the_felt_and_says_its_keys(window: Any) -> None:
    view = open_guide(window, "two_faces")
    spots = list(view.ring.seats.spots)
    view.guide = PracticeGuide(len(NAMES))  # every step done
    view.begin(view.now())
    frame(window)
    closing = view.layer.bubble
    assert any(overlaps(closing, arcade.LBWH(x - s / 2, y - s / 2, s, s)) for x, y, s in spots)
    assert not view.ring.shown  # so the faces it would cover are not drawn under it
    assert all(view.ring.at(x, y) is None for x, y, _s in spots)
    space, enter, esc = key_label("SPACE"), key_label("ENTER"), key_label("ESCAPE")
    assert view.hint.text == tr("practice_guide.hint_over", space=space, enter=enter, back=esc)
    press(window, arcade.key.SPACE)
    assert type(window.current_view).__name__ == "PracticeTrialView"
