"""Zwoggel's guided game at the real table, with input events only: played to its end as a person
would (ending on a real table at the same seats that plays), skipped at each step (the same), and
a mistaken move refused, explained, and tried again."""

from __future__ import annotations

from typing import Any

import arcade
import pytest

from game.games import game_spec
from game.guides.zwoggel.deal import DANGER, MARGOT, TRAP
from game.guides.zwoggel.lesson import STEPS, guide
from game.i18n import tr
from game.rules.zwoggel import Phase
from game.store.guide_progress import GuideProgress
from game.ui.guide.keeping import flush
from game.ui.guide.layer import overlaps
from game.ui.guide.table import GuidedTable, guided_class_of
from game.ui.headless import step
from game.ui.tables.zwoggel.guided import ZwoggelGuide
from game.ui.tables.zwoggel.table import ZwoggelTableView

from ...drive import click, press
from ...guide.play import answer
from .drive import cell_xy, drag, until
from .guiding import centre, do, do_by_keys, drawn_card

NAMES = ("You", "Margot")


def open_guide(window: Any) -> ZwoggelGuide:
    view = window.go("guide", "zwoggel")
    assert isinstance(view, ZwoggelGuide)
    step(window)
    return view


def at_step(window: Any, index: int) -> ZwoggelGuide:
    """The guide opened at step `index` (the table brought there), its progress not kept."""
    lesson = guide("You", 0)
    table = guided_class_of(game_spec("zwoggel"))
    view = table(lesson, index, GuideProgress(writer=lambda _job: None), "You")
    assert isinstance(view, ZwoggelGuide) and isinstance(view, ZwoggelTableView)
    window.show_view(view)
    step(window)
    return view


def real_table_plays(window: Any, names: tuple[str, ...]) -> None:
    """The screen is a real Zwoggel table (no guide) at the same seats, and a game goes on there:
    the player reveals a card with a click on their turn (the bot plays its own)."""
    view = window.current_view
    assert isinstance(view, ZwoggelTableView) and not isinstance(view, GuidedTable)
    assert view.state.names == names and [s.kind for s in view.setup.seats] == ["human", "bot"]
    state = view.state
    until(window, lambda: state.current == 0 and state.phase is Phase.REVEAL, seconds=30)
    moves = len(state.history)
    cell = next(iter(state.display.down))
    view.camera.keep_in_view(cell)
    step(window, 30)
    click(window, *cell_xy(view, cell))
    assert len(state.history) == moves + 1
    view.close_table()


def test_the_guide_played_to_its_end_as_a_person_would_then_a_real_game_at_its_seats(window: Any) -> None:
    view = open_guide(window)
    run, state = view.run, view.state
    seen: list[str] = []
    covered: list[str] = []  # the steps whose bubble lies over the board's cards or a face
    while not run.over:
        seen.append(run.step.name)
        cards, *faces = view.keep_clear()[: 1 + len(view.stage.seats.spots)]
        if any(overlaps(view.layer.bubble, box) for box in (cards, *faces)):
            covered.append(run.step.name)
        answer(window, view, do)
    assert list(dict.fromkeys(seen)) == [s.name for s in STEPS] and covered == []
    assert run.mistakes == 0 and state.caught[MARGOT] and not state.caught[0]
    assert state.holes == [TRAP]  # her catch took the player's red card
    step(window)
    assert view.layer.line.text == tr("guide.zwoggel.closing")
    press(window, arcade.key.ENTER)  # "Play a real game"
    real_table_plays(window, NAMES)


def test_the_guide_played_to_its_end_with_the_keyboard_alone(window: Any) -> None:
    view = open_guide(window)
    run = view.run
    while not run.over:
        answer(window, view, do_by_keys)
    assert run.mistakes == 0 and view.state.holes == [TRAP]
    press(window, arcade.key.ENTER)  # "Play a real game"
    real_table_plays(window, NAMES)


@pytest.mark.parametrize("index", range(len(STEPS)))
def test_skip_guide_at_any_step_deals_a_real_game_at_the_same_seats(window: Any, index: int) -> None:
    view = at_step(window, index)
    assert view.run.step.name == STEPS[index].name
    b = view.layer.skip.boxes[0]
    click(window, b.center_x, b.center_y)
    real_table_plays(window, NAMES)


def test_a_mistaken_move_is_refused_explained_and_tried_again(window: Any) -> None:
    view = open_guide(window)
    run, state = view.run, view.state
    while run.step.name != "reveal_away":
        answer(window, view, do)
    click(window, *cell_xy(view, DANGER))  # the end of the two reds: risky
    step(window)
    assert DANGER in state.display.down and run.step.name == "reveal_away" and run.mistakes == 1
    assert view.layer.mistake.text == tr("guide.zwoggel.reveal_away_mistake")
    while run.step.name != "trap":
        answer(window, view, do)
    drag(window, drawn_card(view, 1), centre(view, ("cell", TRAP)))  # a green on the trap's cell
    step(window)
    assert not view.staging.placed and run.step.name == "trap" and run.mistakes == 2
    assert view.layer.mistake.text == tr("guide.zwoggel.trap_mistake")
    answer(window, view, do)  # the red one, this time
    assert list(view.staging.placed.values()) == [TRAP] and run.step.name == "trap"
    assert run.phase == "done" and view.layer.mistake.text == ""


def leave(window: Any, view: ZwoggelGuide) -> None:
    """Escape, "Quit to menu", yes: back to the menu (the guide's progress kept)."""
    press(window, arcade.key.ESCAPE)
    menu = view.pause.menu
    while menu.rows[menu.selected].label() != tr("pause.quit_to_menu"):
        press(window, arcade.key.DOWN)
    press(window, arcade.key.ENTER)
    row = view.pause.confirm
    yes = next(i for i, r in enumerate(row.rows) if r.label() == tr("pause.yes"))
    click(window, row.center_x, row.row_y(yes))
    assert not isinstance(window.current_view, GuidedTable)
    flush()


def test_left_in_the_layout_it_resumes_at_its_start_with_the_cards_drawn_and_plays_on(window: Any) -> None:
    view = open_guide(window)
    while view.run.step.name != "bluff":
        answer(window, view, do)
    leave(window, view)
    view = open_guide(window)  # where the player left it: the layout starts again
    run, state = view.run, view.state
    assert run.step.name == "lay" and not view.staging.placed and len(view.staging.left()) == 3
    assert {(1, 0), (2, 1)} <= set(state.display.up) and state.phase is Phase.PLACE
    while not run.over:
        answer(window, view, do)
    assert state.caught[MARGOT] and run.mistakes == 0


def test_left_after_the_layout_it_resumes_with_the_three_cards_played(window: Any) -> None:
    view = open_guide(window)
    while view.run.step.name != "watch":
        answer(window, view, do)
    leave(window, view)
    view = open_guide(window)
    state = view.state
    assert view.run.step.name == "watch" and state.current == MARGOT
    assert [state.display.placer.get(c) for c in (TRAP, (3, 1), (3, 0))] == [0, 0, 0]
    while not view.run.over:
        answer(window, view, do)
    assert state.holes == [TRAP]


def test_laid_out_here_points_at_the_card_just_laid_not_at_the_hand(window: Any) -> None:
    from game.guides.zwoggel.lesson import FIRST_LAY

    view = open_guide(window)
    run = view.run
    while run.step.name != "lay":
        answer(window, view, do)
    hand = view.layer.target
    answer(window, view, do)  # a card laid out: the step's done line
    assert (run.step.name, run.phase) == ("lay", "done")
    step(window)
    assert view.layer.line.text == tr("guide.zwoggel.lay_done")
    laid = view.cell_box(FIRST_LAY)
    assert view.layer.target == laid and view.layer.target != hand
    take_back = view.button_box("take_back")
    assert take_back is not None
    assert not overlaps(view.layer.bubble, arcade.XYWH(*take_back))


def test_a_guided_table_shows_no_step_line_under_the_guides_bubble_a_real_one_does(window: Any) -> None:
    view = open_guide(window)
    run = view.run
    while run.step.name != "reveal":
        answer(window, view, do)
    step(window)
    assert view.state.current == 0 and "guide" in view.drawn
    assert not view.stage.moments.current(0, view.now)  # the bubble says the step; not the line too
    while run.step.name != "lay":
        answer(window, view, do)
    step(window)
    assert not view.stage.moments.current(0, view.now)
    press(window, arcade.key.F10)  # Skip guide: a real table at the same seats
    real = window.current_view
    assert isinstance(real, ZwoggelTableView) and not isinstance(real, GuidedTable)
    state = real.state
    until(window, lambda: state.current == 0 and state.phase is Phase.REVEAL, seconds=30)
    step(window)
    lines = [m.text for m in real.stage.moments.current(0, real.now)]
    assert lines and lines[0].startswith("Step 1/3"), lines
    real.close_table()
