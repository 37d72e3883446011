"""Plain words at the three tables (kit/table_terms.py), driven with input events and the sim
clock: the pointer resting on each place of a game's jargon shows its card with its words, in
English and in French; the terms key walks the places in order and Esc ends the walk; the card
lies beside its place and inside the window at the smallest and the largest sizes; nothing shows
under the privacy screen; and a click on a button under the card still acts."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import arcade
import pytest

from game.i18n import set_language, tr
from game.rules.winkybilly import Done
from game.rules.zwoggel import Phase, Place
from game.ui.headless import step
from game.ui.kit.table import TableView
from game.ui.kit.table_terms import HOVER_S

from ..conftest import resize
from ..drive import click, press, start_wink
from ..screen import tick
from .winkybilly.drive import start as start_winkybilly
from .winkybilly.drive import until_exchange
from .zwoggel.drive import cell_xy, click_at, drag, hand_xy
from .zwoggel.drive import start as start_zwoggel

REST = int(HOVER_S * 60) + 2  # frames: the pointer has rested long enough


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """The tests that switch to French leave the catalogue in English for whatever runs next."""
    yield
    set_language("en")


def french(window: Any) -> None:
    window.apply_settings(replace(window.settings, language="fr"), save=False)


def rest(window: Any, frames: int = REST) -> None:
    """`frames` frames pass with the pointer still: time passes in each (the card's wait is on the
    table's updates), only the last is drawn (what the tests read is that frame's)."""
    for _ in range(frames - 1):
        tick(window)
    step(window)


def rest_on(window: Any, box: arcade.types.Rect, frames: int = REST) -> None:
    """The pointer comes to the middle of `box` and rests there `frames` frames."""
    window.dispatch_event("on_mouse_motion", box.center_x, box.center_y, 0, 0)
    rest(window, frames)


def words_of(view: TableView[Any, Any], name: str, spot: int = 0) -> tuple[str, str]:
    """What the card of `name`'s `spot` should say, from the catalogue in the language now."""
    term = next(t for t in view.terms.terms if t.name == name)
    _box, words = term.spots()[spot]
    title = tr(term.title)
    desc = f"{term.desc}_you" if words.get("you") else term.desc
    return title[:1].upper() + title[1:], tr(desc, **words)


def apart(a: arcade.types.Rect, b: arcade.types.Rect) -> bool:
    return a.right <= b.left or b.right <= a.left or a.top <= b.bottom or b.top <= a.bottom


def inside(window: Any, box: arcade.types.Rect) -> bool:
    return box.left >= 0 and box.bottom >= 0 and box.right <= window.width and box.top <= window.height


def check_every_place(window: Any, view: TableView[Any, Any], every_spot: bool = False) -> list[str]:
    """Rest the pointer on each place on screen (its first spot, or all of them): its card shows,
    with its words, beside it and inside the window. The names of the places shown, in order."""
    shown = []
    for i, term in enumerate(view.terms.terms):
        spots, checked = term.spots(), 0
        for j, (box, _words) in enumerate(spots):
            if checked and not every_spot:
                break
            # its middle, else a corner (another place may lie over its middle: a pawn on an empty place)
            inner = [(0.5, 0.5), (0.1, 0.1), (0.9, 0.1), (0.1, 0.9), (0.9, 0.9)]
            probes = [(box.left + u * box.width, box.bottom + v * box.height) for u, v in inner]
            point = next((p for p in probes if view.terms.at(*p) == (i, j)), None)
            if point is None:
                continue
            checked += 1
            window.dispatch_event("on_mouse_motion", 0, 0, 0, 0)  # (away first: each place starts its wait)
            step(window)
            window.dispatch_event("on_mouse_motion", *point, 0, 0)
            rest(window)
            current = view.terms.current()
            assert current is not None and current[0].name == term.name, (term.name, j)
            assert view.terms.tip.words == words_of(view, term.name, j)
            assert "term" in view.drawn
            assert apart(view.terms.card, box), (term.name, j, view.terms.card, box)
            assert inside(window, view.terms.card), (term.name, j, view.terms.card)
        if spots:
            assert checked, f"{term.name}: every spot lies under another place"
            shown.append(term.name)
    return shown


def walk(window: Any, view: TableView[Any, Any]) -> list[str]:
    """F2 (the terms key) pressed once for each place on screen: the places it stepped onto."""
    names = [t.name for t in view.terms.terms if t.spots()]
    walked = []
    for _ in names:
        press(window, arcade.key.F2)
        assert "term" in view.drawn  # the card shows at once, no wait
        walked.append(view.terms.shown())
    press(window, arcade.key.F2)  # after the last, the first again
    assert view.terms.shown() == names[0]
    press(window, arcade.key.ESCAPE)
    assert view.terms.shown() is None and not view.paused  # Esc ended the walk, no pause
    assert "term" not in view.drawn
    return walked


# ------------------------------------------------------------ WinkyBilly
def test_winkybilly_words_show_where_the_pointer_rests_in_english_and_french(window: Any) -> None:
    view = start_winkybilly(window)
    until_exchange(window, view)
    pot = next(t for t in view.terms.terms if t.name == "pot").spots()[0][0]
    rest_on(window, pot, REST - 6)  # not yet: the card waits for the pointer to rest
    assert view.terms.shown() is None and "term" not in view.drawn
    step(window, 6)
    assert view.terms.shown() == "pot"
    assert view.terms.tip.words[0] == "Pot" and "BILLY tokens that no team holds" in view.terms.tip.words[1]
    shown = check_every_place(window, view)
    for name in ("pile", "saloon", "pot", "winky", "contre", "double", "holster", "tokens", "team_mark"):
        assert name in shown
    contre = next(t for t in view.terms.terms if t.name == "contre").spots()[0][0]
    rest_on(window, contre)
    assert view.terms.tip.words == (
        "CONTRE WINKY!",
        "Call it on an opponent you think holds four of a kind: right, their team loses a token.",
    )
    french(window)
    step(window)
    assert view.terms.tip.words == (
        "CONTRE WINKY !",
        "À annoncer sur un adversaire qui tient, pensez-vous, quatre cartes identiques : juste, son "
        "équipe perd un jeton.",
    )
    again = check_every_place(window, view)  # (the coup de feu is over by now; bots may be done)
    assert "countdown" not in again and set(shown) - {"countdown"} <= set(again)


def test_winkybilly_terms_key_walks_every_place_and_esc_ends_it(window: Any) -> None:
    view = start_winkybilly(window)
    until_exchange(window, view)
    names = [t.name for t in view.terms.terms if t.spots()]
    assert walk(window, view) == names
    assert names[:3] == ["countdown", "pile", "saloon"]  # the coup de feu still shows, then the board


def test_a_click_on_the_holster_under_its_card_still_raises_it(window: Any) -> None:
    view = start_winkybilly(window)
    until_exchange(window, view)
    box = next(t for t in view.terms.terms if t.name == "holster").spots()[0][0]
    rest_on(window, box)
    assert view.terms.shown() == "holster"
    history = len(view.state.history)
    window.dispatch_event("on_mouse_press", box.center_x, box.center_y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", box.center_x, box.center_y, arcade.MOUSE_BUTTON_LEFT, 0)
    step(window)
    assert any(type(a) is Done and a.seat == 0 for a in view.state.history[history:])
    assert view.seen(None)["done"][0]
    assert view.terms.shown() is None  # the card went with the click (until the pointer leaves)


# ------------------------------------------------------------ Wink
def pawns_down(window: Any, view: Any) -> None:
    """Play until at least two pawns stand on the grid: the bots, and the human by clicks (a card
    they may call; on naming, the next face)."""
    for _ in range(60 * 60):
        if sum(p.visible for p in view.grid.pawns) >= 2:
            return
        obs = view.seen(0)
        if obs["current"] == 0 and not obs["over"]:
            if obs["step"] == "call":
                x, y, _w, _h = view.grid.box(obs["callable"][0])
            else:
                x, y, _size = view.stage.seats.spots[1]
            click(window, x, y)
        step(window)
    raise AssertionError("no pawns on the grid")


def test_wink_plates_pawns_and_places_are_explained_in_english_and_french(window: Any) -> None:
    view = start_wink(window)
    pawns_down(window, view)
    shown = check_every_place(window, view)
    assert {"points", "hand_count", "accuse_count", "pawn"} <= set(shown)
    points = next(t for t in view.terms.terms if t.name == "points").spots()[0][0]
    rest_on(window, points)
    assert view.terms.tip.words == (  # the viewer's own plate: said to them
        "Points",
        "Your points: 1 for each card won, and 1 for each accuse card you still hold. A right name "
        "wins a card for the caller and one for the partner.",
    )
    other = next(t for t in view.terms.terms if t.name == "points").spots()[1][0]
    rest_on(window, other)
    name = view.state.names[1]
    assert view.terms.tip.words[1].startswith(f"{name}'s points: 1 for each card won, and 1 for each")
    french(window)
    step(window)
    assert view.terms.tip.words[0] == "Points"
    assert view.terms.tip.words[1].startswith(f"{name} : 1 point par carte gagnée")
    rest_on(window, points)
    assert view.terms.tip.words[1].startswith("Vos points : 1 par carte gagnée")
    assert set(shown) <= set(check_every_place(window, view))  # (play goes on: more may show)


def test_the_pawn_says_what_the_preset_in_play_asks_of_its_caller(window: Any) -> None:
    from game.rules.wink.presets import Naming, preset

    view = start_wink(window)
    pawns_down(window, view)
    naming = preset(view.state.rules.name).naming
    term = next(t for t in view.terms.terms if t.name == "pawn")
    assert term.desc.endswith({Naming.MANDATORY: "must", Naming.OPTIONAL: "may"}.get(naming, "round_two"))
    rest_on(window, term.spots()[0][0])
    said = view.terms.tip.words[1]
    assert ("must name who" in said) is (naming is not Naming.OPTIONAL)


def test_wink_terms_key_walks_every_place_and_esc_ends_it(window: Any) -> None:
    view = start_wink(window)
    pawns_down(window, view)
    names = [t.name for t in view.terms.terms if t.spots()]
    assert walk(window, view) == names
    press(window, arcade.key.F2)
    focused = view.terms.current()
    assert focused is not None
    window.dispatch_event("on_mouse_motion", 1, 1, 0, 0)  # the pointer moves: the walk ends
    step(window)
    assert view.terms.focused is None and "term" not in view.drawn


# ------------------------------------------------------------ Zwoggel
def to_placing(window: Any, view: Any) -> None:
    """Reveal two cards by click, then lay the three drawn cards out (not confirmed)."""
    rng = random.Random(3)
    for _ in range(2):
        cell = rng.choice(sorted(c for c in view.display.down if view.camera.shows(c)))
        click_at(window, *cell_xy(view, cell))
    assert view.state.phase is Phase.PLACE
    step(window)
    for i in range(3):
        cells = sorted(c for c in view.staging.legal(view.state) if view.camera.shows(c))
        drag(window, hand_xy(view, i), cell_xy(view, rng.choice(cells)))
    assert len(view.staging.placed) == 3


def test_zwoggel_reveals_stock_slots_laid_cards_and_confirm_are_explained(window: Any) -> None:
    view = start_zwoggel(window)
    assert "reveals" in check_every_place(window, view)
    rest_on(window, next(t for t in view.terms.terms if t.name == "reveals").spots()[0][0])
    assert "(2 left this turn)" in view.terms.tip.words[1]
    to_placing(window, view)
    shown = check_every_place(window, view)
    assert {"stock", "caught", "laid", "confirm"} <= set(shown)
    laid = next(t for t in view.terms.terms if t.name == "laid").spots()[0][0]
    rest_on(window, laid)
    assert view.terms.tip.words == (
        "Laid out, not played yet",
        "Laid out but not played yet: click it to take it back. Confirm plays all your cards, face "
        "down, for good.",
    )
    french(window)
    step(window)
    assert view.terms.tip.words[0] == "Posée, pas encore jouée"
    assert set(shown) <= set(check_every_place(window, view))  # (play goes on: more may show)
    assert walk(window, view) == shown


def test_a_click_on_confirm_under_its_card_plays_the_laid_cards(window: Any) -> None:
    view = start_zwoggel(window)
    to_placing(window, view)
    box = next(t for t in view.terms.terms if t.name == "confirm").spots()[0][0]
    rest_on(window, box)
    assert view.terms.shown() == "confirm"
    history = len(view.state.history)
    click_at(window, box.center_x, box.center_y)
    assert [type(a) for a in view.state.history[history:]] == [Place] * 3


# ------------------------------------------------------------ every table
@pytest.mark.parametrize("size", [(1024, 576), (1920, 1080)])
def test_every_card_lies_beside_its_place_inside_the_window(window: Any, size: tuple[int, int]) -> None:
    resize(window, *size)
    wb = start_winkybilly(window, players=10)
    until_exchange(window, wb)
    check_every_place(window, wb, every_spot=True)
    wink = start_wink(window, players=8)
    pawns_down(window, wink)
    check_every_place(window, wink, every_spot=True)
    zw = start_zwoggel(window, players=4)
    to_placing(window, zw)
    check_every_place(window, zw, every_spot=True)


def test_nothing_shows_under_the_privacy_screen_or_the_pause(window: Any) -> None:
    view = start_winkybilly(window, humans=2)  # a couch: the privacy screen is up for the first look
    assert view.overlays.top is view.privacy
    pile = next(t for t in view.terms.terms if t.name == "pile").spots()[0][0]
    rest_on(window, pile)
    press(window, arcade.key.F2)
    assert "term" not in view.drawn
    solo = start_winkybilly(window)
    until_exchange(window, solo)
    rest_on(window, next(t for t in solo.terms.terms if t.name == "pile").spots()[0][0])
    assert "term" in solo.drawn
    press(window, arcade.key.ESCAPE)  # the pause menu
    assert solo.paused and "term" not in solo.drawn


def test_a_trap_line_and_the_grids_dead_cards_and_empty_places_are_explained(window: Any) -> None:
    from game.ui.scenes import show_scene

    view = show_scene(window, "zwoggel-trap", 1)  # a line just completed: it is lit a moment
    step(window)
    trap = next(t for t in view.terms.terms if t.name == "trap")
    box = trap.spots()[0][0]
    rest_on(window, box)
    assert view.terms.tip.words == (tr("term.trap").capitalize(), tr("term.desc.trap"))
    assert apart(view.terms.card, box) and inside(window, view.terms.card)
    while trap.spots():  # the line goes out: so does its card
        step(window)
    assert view.terms.shown() is None
    late = show_scene(window, "wink-table-late", 1)  # late in a game: cards won, dead cards
    step(window)
    assert late.prompt.open and "term" not in late.drawn  # (no card over a question)
    press(window, arcade.key.ESCAPE)  # the question goes
    shown = check_every_place(window, late)
    assert "empty_place" in shown
    assert ("dead_card" in shown) == any(where == "down" for _n, where in late.seen(None)["grid"])


def test_a_calls_proof_says_what_it_proves(window: Any) -> None:
    from game.ui.scenes import show_scene

    view = show_scene(window, "winkybilly-calls", 1)  # a right WINKY, then a wrong CONTRE WINKY
    step(window)
    rest_on(window, next(t for t in view.terms.terms if t.name == "proof_set").spots()[0][0])
    assert view.terms.tip.words[1].startswith("A call checked this hand and found four of a kind")
    two = next(t for t in view.terms.terms if t.name == "proof_two").spots()[0][0]
    rest_on(window, two)
    assert view.terms.tip.words[1].startswith("Two different cards from the hand a call named")
    french(window)
    step(window)
    assert view.terms.tip.words == ("Deux cartes différentes", tr("table_term.desc.proof_two", lang="fr"))
    assert apart(view.terms.card, two) and inside(window, view.terms.card)
