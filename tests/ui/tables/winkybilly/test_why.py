"""WinkyBilly log lines say why where the rule is not obvious (why.py): the saloon that went
because nobody swapped for the table's idle time, in both languages."""

from __future__ import annotations

from typing import Any

from game.i18n import current_language, set_language
from game.rules.core import Event
from game.rules.winkybilly import Tick, new_game
from game.ui.scenes import table_setup
from game.ui.tables.winkybilly.table import WinkyBillyTableView
from game.ui.tables.winkybilly.words import describe

NAMES = ("Alex", "Margot", "Hugo", "Inès")


def test_a_saloon_gone_for_want_of_a_swap_says_so_with_the_idle_time(window: Any) -> None:
    setup = table_setup("winkybilly", 5, 4, idle_timeout_s=8.0)
    state = new_game(4, 5, names=tuple(s.name for s in setup.seats), idle_timeout_s=8.0)
    view = WinkyBillyTableView(setup, state)
    window.show_view(view)
    countdown = state.config.countdown_s
    view.show_events(state.apply(Tick(countdown + 8.5)))  # nobody swapped: the phase closed by itself
    said = "No swap for a while: a new saloon.\nNobody swapped for 8 s: the four cards went under the pile."
    assert said in [line for line, _ in view.stage.log.lines(0)]
    assert said in [line for line, _ in view.stage.log.lines(None)]
    told = [m.text for m in view.stage.moments.current(0, view.now)]
    assert any("8 s" in line for line in told), told  # the moment line says the same time


def test_a_saloon_gone_because_everyone_was_done_needs_no_why() -> None:
    done = Event("new_saloon", {"t": 3.0, "why": "done", "saloon": [], "go_at": 6.0, "phase": 2})
    assert describe(done, 0, NAMES, 5.0) == "Everyone is done: a new saloon."


def test_the_idle_time_is_written_as_french_writes_it() -> None:
    idle = Event("new_saloon", {"t": 3.0, "why": "idle", "saloon": [], "go_at": 6.0, "phase": 2})
    before = current_language()
    set_language("fr")
    try:
        assert describe(idle, None, NAMES, 2.5).split("\n") == [
            "Plus d'échange depuis un moment : nouveau saloon.",
            "Personne n'a échangé pendant 2,5 s : les quatre cartes passent sous la pioche.",
        ]
    finally:
        set_language(before)


def test_a_wrong_contre_winky_says_what_its_two_cards_prove() -> None:
    contre = Event("contre", {"seat": 0, "target": 1, "right": False, "shown": ["sheriff", "deputy"]})
    assert describe(contre, 1, NAMES, 5.0).split("\n")[1] == "Your two different cards prove you have no set."
    assert describe(contre, None, NAMES, 5.0).split("\n")[1] == "Two different cards prove Margot has no set."
