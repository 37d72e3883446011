"""The screens that read the game specs: the menu lists every game with its picture, the setup
screen builds its option rows from the spec (a switch greyed where the engine refuses it), the
results screen lays out any game's reveal: the winner, the score table, every card face up."""

from __future__ import annotations

import random
from typing import Any

import arcade
import pytest

from game.games import GAMES, Kind, game_spec, specs
from game.i18n import tr
from game.ui.headless import step
from game.ui.scenes import show_scene, table_setup
from game.ui.screens.menu import MainMenuView
from game.ui.screens.results import ResultsView
from game.ui.screens.setup import SetupView

from .drive import click, press, select_row


def row_of(view: SetupView, label: str) -> int:
    return [r.label() for r in view.menu.rows].index(label)


def click_value(window: Any, view: SetupView, row: int, side: str) -> None:
    step(window)  # the boxes are those of the last frame drawn
    left, _, right, _ = view.menu.value_boxes[(row, -1)]
    click(window, left + 2 if side == "‹" else right - 2, view.menu.row_y(row))


# ---------------------------------------------------------------- menu
def test_the_menu_lists_every_game_and_opens_those_with_a_table(window: Any) -> None:
    assert all(s.playable is (s.table is not None) for s in specs())
    window.show_view(MainMenuView())
    view = window.current_view
    step(window)
    for i, spec in enumerate(specs()):
        assert view.menu.rows[i].label().startswith(tr(spec.menu_key))
        assert view.menu.rows[i].enabled() is spec.playable
    # each game's table in miniature inside its row (its cards fanned, for a game without one)
    assert len(view.art) == sum(len(spec.art) for spec in specs() if spec.miniature is None)
    for k, spec in enumerate(specs()):
        if spec.miniature is None:
            continue
        left, bottom, _width, height = view.miniatures[k].box
        row = view.first_game + k
        assert bottom >= view.menu.row_y(row) - view.menu.height(row) / 2
        assert bottom + height <= view.menu.row_y(row) + view.menu.height(row) / 2
        assert left >= view.menu.center_x - view.menu.width / 2
        assert view.miniatures[k].dimmed is not spec.playable


# ---------------------------------------------------------------- setup
@pytest.mark.parametrize("game", GAMES)
def test_the_setup_rows_are_the_specs_options_then_the_seats(window: Any, game: str) -> None:
    window.show_view(SetupView(game))
    view = window.current_view
    spec = game_spec(game)
    labels = [r.label() for r in view.menu.rows]
    assert labels[: 1 + len(spec.options)] == [tr("setup.players"), *(tr(o.label) for o in spec.options)]
    for seat in range(view.setup.players):
        row = labels.index(tr("setup.seat", number=seat + 1))
        assert view.seat_index(row) == seat
    step(window)  # every row draws


def test_the_extra_card_is_greyed_until_the_rules_and_the_table_allow_it(window: Any) -> None:
    window.show_view(SetupView("wink"))
    view = window.current_view
    preset, extra = row_of(view, tr("setup.preset")), row_of(view, tr("setup.extra_card"))
    assert view.setup.options["preset"] == "wink-fr" and not view.menu.rows[extra].enabled()
    while view.setup.options["preset"] != "wink-en":
        click_value(window, view, preset, "›")
    assert view.menu.rows[extra].enabled()
    click_value(window, view, extra, "›")
    assert view.setup.options["extra_card"] is True
    players = row_of(view, tr("setup.players"))
    while view.setup.players < 8:
        click_value(window, view, players, "›")
    assert view.setup.options["extra_card"] is False and not view.menu.rows[extra].enabled()
    assert view.setup.new_state().n == 8  # what is shown can be dealt


def test_a_preset_for_fewer_players_brings_the_table_into_its_range(window: Any) -> None:
    window.show_view(SetupView("wink"))
    view = window.current_view
    players = row_of(view, tr("setup.players"))
    while view.setup.players < 8:
        click_value(window, view, players, "›")
    preset = row_of(view, tr("setup.preset"))
    while view.setup.options["preset"] != "zwinkern-fr":
        click_value(window, view, preset, "›")
    assert view.setup.players == 6 and len(view.setup.seats) == 6
    assert row_of(view, tr("setup.seat", number=6)) and tr("setup.seat", number=7) not in [
        r.label() for r in view.menu.rows
    ]


def test_winkybilly_counts_players_by_teams_and_steps_its_seconds(window: Any) -> None:
    window.show_view(SetupView("winkybilly"))
    view = window.current_view
    players = row_of(view, tr("setup.players"))
    click_value(window, view, players, "›")
    assert view.setup.players == 6  # teams of two
    countdown = row_of(view, tr("option.countdown_s"))
    select_row(window, tr("option.countdown_s"))
    press(window, arcade.key.RIGHT)
    assert view.setup.options["countdown_s"] == 3.5
    click_value(window, view, countdown, "‹")
    click_value(window, view, countdown, "‹")
    assert view.setup.options["countdown_s"] == 2.5
    kems = row_of(view, tr("option.kems_style"))
    click_value(window, view, kems, "›")
    assert view.setup.options["kems_style"] is True
    assert view.menu.rows[countdown].value() == tr("option.seconds", value="2.5")


# ---------------------------------------------------------------- results
@pytest.mark.parametrize("game", GAMES)
def test_the_results_show_the_winner_the_scores_and_every_card(window: Any, game: str) -> None:
    scene = "results" if game == GAMES[0] else f"results-{game}"
    view = show_scene(window, scene, seed=4)
    step(window, 2)
    assert isinstance(view, ResultsView)
    reveal = view.reveal
    winners = [view.names[i] for i in reveal.winners]
    assert winners and all(name in view.headline.text for name in winners)
    assert view.verdict.text  # why it ended
    for seat, cells in enumerate(view.cells):
        assert cells[-1].text == str(reveal.scores[seat])
        assert cells[0].text.endswith(view.names[seat])
    shown = sum(len(h) for h in reveal.hands) + sum(len(p.cards) for p in reveal.piles)
    assert len(view.cards) == shown
    assert all(view.panel.left <= s.left and s.right <= view.panel.right + 1 for s in view.cards)


def test_a_dead_twin_is_drawn_dimmed_and_explained(window: Any) -> None:
    for seed in range(40):
        setup = table_setup("wink", seed, 4, preset="wink-en")  # wrong names leave twins dead in hand
        state = setup.new_state()
        rng = random.Random(seed)
        while not state.is_over():
            game_spec("wink").engine.random_step(state, rng)
        if any(state.dead):
            break
    else:
        pytest.skip("no game with a dead twin in 40 seeds")
    view = ResultsView(setup, state)
    window.show_view(view)
    step(window)
    assert any(s.alpha < 255 for s in view.cards) and view.note.text == tr("reveal.dead")


def test_the_one_human_is_told_you_win_and_why_in_the_you_form(window: Any) -> None:
    """Alone at the table the results speak to the player ("You win!", "You have no card left
    in hand."), never "You wins!" or "You has …" from a name put in a sentence about others."""
    won = emptied = False
    for seed in range(200):
        setup = table_setup("wink", seed, 4)
        state = setup.new_state()
        rng = random.Random(seed)
        while not state.is_over():
            game_spec("wink").engine.random_step(state, rng)
        mine = state.end.code == "no_card_in_hand" and state.end.seats["seat"] == 0
        if list(state.winners()) != [0] and not mine:
            continue
        view = ResultsView(setup, state)
        window.show_view(view)
        step(window)
        if list(state.winners()) == [0]:
            assert view.headline.text == "You win!"
            won = True
        if mine:
            assert view.verdict.text.startswith("You have no card left in hand")
            emptied = True
        if won and emptied:
            return
    raise AssertionError(f"in 200 random deals: a win of seat 0 {won}, seat 0 emptying its hand {emptied}")


def test_play_this_deal_again_deals_the_same_cards(window: Any) -> None:
    view = show_scene(window, "results", seed=6)
    step(window)
    select_row(window, tr("results.play_again_same"))
    press(window, arcade.key.ENTER)
    table = window.current_view
    assert table.state.to_json()["hands"] == view.setup.new_state().to_json()["hands"]


def test_every_option_kind_is_shown_in_words(window: Any) -> None:
    window.show_view(SetupView("winkybilly"))
    view = window.current_view
    for option in game_spec("winkybilly").options:
        shown = view.option_label(option)
        assert (
            shown in (tr("common.on"), tr("common.off"))
            if option.kind is Kind.SWITCH
            else shown.endswith("s")
        )
