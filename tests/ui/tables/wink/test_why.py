"""Wink log lines say why where the rule is not obvious (why.py, explain.py), and only what the
one reading may know: a named card nobody held, a call ended by a right accusation, a human caught
holding a card without having winked (told to that human alone), and the rest of the newcomer's
questions."""

from __future__ import annotations

from typing import Any

from game.rules.core import Event
from game.rules.wink import Accuse, Call, Name, WinkState
from game.rules.wink.table import ASIDE
from game.ui.scenes import table_setup
from game.ui.tables.wink.explain import Explainer
from game.ui.tables.wink.table import WinkTableView
from game.ui.tables.wink.words import describe

NAMES = ("You", "Margot", "Hugo", "Inès")


def table(window: Any, preset: str, seed: int = 4) -> WinkTableView:
    setup = table_setup("wink", seed, 4, preset=preset)
    view = WinkTableView(setup, setup.new_state())
    window.show_view(view)
    return view


def lines(view: WinkTableView, viewer: int | None) -> list[str]:
    return [line for line, _ in view.stage.log.lines(viewer)]


def play(view: WinkTableView, action: Any) -> None:
    view.show_events(view.state.apply(action))


def to_turn_of(view: WinkTableView, seat: int) -> None:
    """The others name a neighbour and call their lowest card until `seat` is to call."""
    state = view.state
    while not (state.current == seat and state.step.name == "CALL"):
        s = state.current
        if state.step.name == "NAME":
            play(view, Name(s, (s + 1) % state.n))
        else:
            play(view, Call(s, min(state.callable_numbers(s))))


def call_then_name(view: WinkTableView, held: bool) -> tuple[int, int]:
    """The human (seat 0) calls a card whose twin a bot holds (or nobody, if not `held`), plays
    round to its next turn and names seat 1: (the number, its holder)."""
    state: WinkState = view.state
    to_turn_of(view, 0)
    number = min(
        c for c in state.callable_numbers(0) if (state.holder[c] >= 2) == held and state.holder[c] != 1
    )
    holder = state.holder[number]
    play(view, Call(0, number))
    while not (state.current == 0 and state.step.name == "NAME"):
        s = state.current
        play(view, Call(s, min(state.callable_numbers(s))) if state.step.name == "CALL" else Name(s, 0))
    play(view, Name(0, 1))
    return number, holder


def test_a_card_nobody_held_is_told_once_its_naming_shows_it_under_wink_fr(window: Any) -> None:
    view = table(window, "wink-fr")
    number, holder = call_then_name(view, held=False)
    assert holder == ASIDE
    said = f"Nobody held {number}: never dealt, so no one could wink."
    assert f"You name Margot for {number}: wrong.\n{said}" in lines(view, 0)
    assert any(said in line for line in lines(view, None))  # a public fact there: no twin laid down


def test_a_card_someone_held_is_not_told_as_nobodys_under_wink_fr(window: Any) -> None:
    view = table(window, "wink-fr")
    number, holder = call_then_name(view, held=True)
    assert holder >= 2
    told = lines(view, 0)
    assert f"You name Margot for {number}: wrong." in told  # no why: the next line tells it
    assert f"{view.state.names[holder]} held {number} and lays it face down." in [
        line.split("\n")[0] for line in told
    ]
    assert not [line for line in told if f"Nobody held {number}" in line]


def test_under_a_rule_text_where_the_twin_stays_hidden_nobody_is_told_whether_it_was_held(
    window: Any,
) -> None:
    view = table(window, "wink-en")
    number, _holder = call_then_name(view, held=False)
    said = f"{number} is lost; its twin, if anyone holds it, is dead now."
    assert f"You name Margot for {number}: wrong.\n{said}" in lines(view, 0)
    assert not [line for line in lines(view, 0) if "Nobody held" in line]


def accuse_the_human(view: WinkTableView, wink: bool) -> tuple[int, int, int]:
    """A bot calls a card the human holds (the human winks back at it, if `wink`), and another
    bot accuses the human of holding it: (caller, accuser, number)."""
    state = view.state
    to_turn_of(view, 0)
    play(view, Call(0, min(state.callable_numbers(0))))
    caller = state.current
    if state.step.name == "NAME":
        play(view, Name(caller, 0))
    number = min(c for c in state.callable_numbers(caller) if state.holder[c] == 0)
    play(view, Call(caller, number))
    if wink:
        view.accusing.wink_as(0, caller)  # the human's wink, as the W key sends it
    accuser = next(s for s in range(1, state.n) if s != caller)
    play(view, Accuse(accuser, 0, number))
    return caller, accuser, number


def test_a_human_caught_without_having_winked_is_told_the_accuser_misread(window: Any) -> None:
    view = table(window, "wink-fr")
    caller, accuser, number = accuse_the_human(view, wink=False)
    names = view.state.names
    caught = f"J'accuse! {names[accuser]} caught you holding {number}: +2."
    misread = f"You had not winked: {names[accuser]} misread a blink or a neighbour's wink."
    assert f"{caught}\n{misread}" in lines(view, 0)
    public = [line for line in lines(view, None) if "J'accuse" in line]
    assert public == [
        f"J'accuse! {names[accuser]} caught {names[0]} holding {number}: +2.\n"
        f"{names[caller]}'s call on {number} ends: nobody is left to name."
    ]  # the room: why the call ended, not what the human did
    assert not [line for line in lines(view, caller) if "winked" in line]


def test_a_human_who_had_winked_is_not_told_so(window: Any) -> None:
    view = table(window, "wink-fr")
    caller, _accuser, number = accuse_the_human(view, wink=True)
    assert not [line for line in lines(view, 0) if "winked" in line]
    assert f"{view.state.names[caller]}'s call on {number} ends: nobody is left to name." in "\n".join(
        lines(view, 0)
    )


def test_the_caller_is_told_why_its_call_ended() -> None:
    accused = Event("accused", {"seat": 1, "target": 2, "number": 14, "caller": 0, "right": True})
    assert describe(accused, 0, NAMES) == (
        "J'accuse! Margot caught Hugo holding 14: +2.\nYour call on 14 ends: nobody is left to name."
    )
    wrong = Event("accused", {"seat": 1, "target": 2, "number": 14, "caller": 0, "right": False})
    assert describe(wrong, 1, NAMES).endswith("\nYou lose that accusation card, and its point.")


def test_the_explainer_leaves_the_events_as_they_were() -> None:
    named = Event("named_wrong", {"seat": 0, "target": 1, "number": 5, "grid": "down"})
    told = Explainer(twin_shown=True, humans=[0]).explain([named])
    assert told[0].data["twin"] == "nobody" and "twin" not in named.data


def test_the_whys_read_in_french() -> None:
    from game.i18n import current_language, set_language

    before = current_language()
    set_language("fr")
    try:
        named = Event("named_wrong", {"seat": 0, "target": 1, "number": 5, "grid": "down", "twin": "nobody"})
        assert describe(named, 0, NAMES) == (
            "Vous désignez Margot pour le 5 : faux.\n"
            "Personne n'avait le 5 : jamais distribué, aucun clin d'œil possible."
        )
        caught = Event(
            "accused", {"seat": 1, "target": 0, "number": 5, "caller": 2, "right": True, "unwinked": 0}
        )
        assert (
            describe(caught, 0, NAMES).split("\n")[1].startswith("Vous n'aviez pas cligné de l'œil : Margot")
        )
    finally:
        set_language(before)
