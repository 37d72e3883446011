"""The setup's "Hands on phones": off by default, offered only where a seat is human, each human
on a phone or on this screen (mouse and keys), the network in plain words, explained on hover and
focus, remembered with the setup; and the table it starts seats its phone seats on phones."""

from __future__ import annotations

import json
from typing import Any

import arcade
import pytest

from game.i18n import tr
from game.setup import setup_from_json
from game.store.stores import remembered_setup
from game.ui.headless import step
from game.ui.kit.phones import stop_all
from game.ui.screens.setup import SetupView

from .drive import click, press, select_row
from .screen import frame_texts, layout_problems, pretend_size

PEOPLE = ["Margot", "Hugo", "Inès", "Barnaby", "Camille", "Priya", "Théo", "Rosa", "Olek", "Jules"]


def setup_view(window: Any, game: str) -> SetupView:
    view = SetupView(game)
    window.show_view(view)
    step(window)
    return view


def labels(view: SetupView) -> list[str]:
    return [row.label() for row in view.board.rows]


def chip(view: SetupView, seat: int, segment: int) -> tuple[float, float]:
    _left, bottom, right, top = view.board.ring.chip_boxes[seat][segment]
    return right - 3, (bottom + top) / 2


def test_hands_on_phones_is_off_by_default_and_offered_only_where_a_seat_is_human(window: Any) -> None:
    view = setup_view(window, "winkybilly")
    assert not view.setup.phones and tr("phones_setup.phones") in labels(view)
    assert tr("phones_setup.network") not in labels(view)  # (its network only once it is on)
    for seat in view.setup.humans():
        view.toggle_kind(seat)
    view.rebuild()
    assert not view.setup.humans() and tr("phones_setup.phones") not in labels(view)


def test_turned_on_every_human_holds_a_phone_each_may_take_the_screen_back_and_it_is_remembered(
    window: Any,
) -> None:
    view = setup_view(window, "winkybilly")
    view.toggle_kind(2)  # a second human on the couch
    select_row(window, tr("phones_setup.phones"))
    press(window, arcade.key.RIGHT)
    assert view.setup.phones and view.setup.phone_seats() == [0, 2]
    assert tr("phones_setup.network") in labels(view)
    words = view.explanation()
    assert words == tr("setup_help.phones")
    click(window, *chip(view, 2, 1))  # Player 3's chip: on this screen instead
    assert view.setup.phone_seats() == [0] and view.setup.screen_humans() == [2]
    view.menu.selected = view.board.first_seat + 2
    press(window, arcade.key.RIGHT)  # the keys: screen → phone
    assert view.setup.phone_seats() == [0, 2]
    press(window, arcade.key.LEFT)  # phone → screen
    assert view.setup.screen_humans() == [2]
    assert tr("setup_help.seat_phone") in view.explanation()
    view.start()
    table = window.current_view
    try:
        assert table.phones is not None and table.phones.seats == [0]
        assert table.humans == [2] and table.overlays.top is table.joining
    finally:
        stop_all()
    again = remembered_setup("winkybilly", PEOPLE, "You")
    assert again.phones and again.phone_seats() == [0] and again.screen_humans() == [2]


def test_the_network_is_named_in_plain_words_and_cycles_through_what_this_machine_offers(
    window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.phones.network import Choice

    offered = [Choice("127.0.0.1", True), Choice("192.168.1.5", False)]
    monkeypatch.setattr("game.ui.screens.setup_phones.offered", lambda: offered)
    view = setup_view(window, "wink")
    select_row(window, tr("phones_setup.phones"))
    press(window, arcade.key.RIGHT)
    select_row(window, tr("phones_setup.network"))
    row = view.board.rows[view.board.selected]
    assert row.value is not None and row.value() == offered[0].label()
    press(window, arcade.key.RIGHT)
    assert view.setup.network == "192.168.1.5" and row.value() == offered[1].label()
    assert "192.168.1.5" in row.value()
    press(window, arcade.key.RIGHT)
    assert view.setup.network == ""  # round to this computer only
    assert view.explanation() == tr("setup_help.network")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 576), (1920, 1080)])
def test_the_phone_rows_and_chips_fit_at_every_size_in_both_languages(
    window: Any, lang: str, size: tuple[int, int]
) -> None:
    from dataclasses import replace

    window.apply_settings(replace(window.settings, language=lang), save=False)
    view = setup_view(window, "winkybilly")
    while view.more_players() is not None:
        view.add_seat()
    for seat in (2, 5, 7):
        view.toggle_kind(seat)
    select_row(window, tr("phones_setup.phones", lang))
    press(window, arcade.key.RIGHT)
    view.toggle_phone(5)
    with pretend_size(window, *size):
        drawn = frame_texts(window)
        assert layout_problems(drawn, *size) == []
    texts = [d.text for d in drawn]
    assert any(tr("phones_setup.phone", lang) in t for t in texts)
    assert any(tr("phones_setup.screen", lang) in t for t in texts)


def test_old_setups_load_without_phones_and_bad_phone_values_are_refused() -> None:
    old = {
        "game": "wink",
        "players": 4,
        "options": {},
        "seats": [{"kind": "human", "name": "Ana", "difficulty": "normal", "personality": ""}],
        "seed": 7,
    }
    setup = setup_from_json(old, "wink", PEOPLE)
    assert not setup.phones and setup.network == "" and setup.phone_seats() == []
    on = {**old, "phones": True, "network": "192.168.1.5", "seats": [{**old["seats"][0], "phone": True}]}
    setup = setup_from_json(json.loads(json.dumps(on)), "wink", PEOPLE)
    assert setup.phone_seats() == [0] and setup.network == "192.168.1.5"
    assert setup_from_json(setup.to_json(), "wink", PEOPLE) == setup
    for bad in ({"phones": 1}, {"network": "example.org"}, {"network": "::1"}, {"network": 5}):
        with pytest.raises(ValueError):
            setup_from_json({**old, **bad}, "wink", PEOPLE)
    with pytest.raises(ValueError):
        setup_from_json({**old, "seats": [{**old["seats"][0], "phone": "yes"}]}, "wink", PEOPLE)
    bot = {"kind": "bot", "name": "Hugo", "difficulty": "normal", "personality": "Hugo", "phone": True}
    assert setup_from_json({**on, "seats": [*on["seats"], bot]}, "wink", PEOPLE).phone_seats() == [0]
