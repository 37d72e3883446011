"""Each game's phone: its view holds nothing of another seat's hidden cards, and its moves become
the engine's actions of the phone's own seat (bad ones refused in words)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.games import GAMES, game_spec
from game.i18n import LANGUAGES, has_key, tr
from game.phones.games import PhoneGame, Public
from game.phones.messages import Refused
from game.rules.core import IllegalAction
from game.rules.wink.actions import Accuse, Call, Name, Pass
from game.rules.winkybilly.actions import Contre, Done, DoubleWinky, Swap, Winky
from game.rules.zwoggel.actions import Place, Reveal

PLAYERS = {"wink": 4, "winkybilly": 4, "zwoggel": 3}


def phone(game: str) -> PhoneGame:
    spec = game_spec(game)
    assert spec.phone is not None
    loaded = spec.phone.load()
    assert isinstance(loaded, PhoneGame) and loaded.name == game
    return loaded


def playout(game: str, seed: int, steps: int = 400) -> list[Any]:
    """States along a seeded random game (copies, through the engine's JSON)."""
    engine = game_spec(game).engine
    state = engine.new_game(seed=seed, players=PLAYERS[game])
    rng = random.Random(seed)
    states = []
    for _ in range(steps):
        if state.is_over():
            break
        engine.random_step(state, rng)
        states.append(engine.from_json(json.loads(json.dumps(state.to_json()))))
    return states


@pytest.mark.parametrize("game", GAMES)
def test_a_phones_view_is_the_same_whatever_the_other_seats_hidden_cards_are(game: str) -> None:
    engine, shown = game_spec(game).engine, phone(game)
    public = Public(tuple(-1 for _ in range(PLAYERS[game])))
    rng = random.Random(7)
    checked = 0
    for seed in (1, 2):
        for state in playout(game, seed)[::5]:
            for seat in range(PLAYERS[game]):
                facts = {"signal": "nod"}
                view = shown.view(state.observation(seat), seat, public, facts)
                json.dumps(view)  # JSON, as the page gets it
                for _ in range(2):
                    hidden = engine.hide_others(state, seat, rng)
                    assert shown.view(hidden.observation(seat), seat, public, facts) == view
                checked += 1
    assert checked > 50


def test_a_winkybilly_view_names_no_card_of_another_hand() -> None:
    shown = phone("winkybilly")
    public = Public((-1, -1, -1, -1))
    for state in playout("winkybilly", 3)[::3]:
        for seat in range(4):
            view = shown.view(state.observation(seat), seat, public, {})
            named = {c["card"] for c in view["hand"] + view["saloon"]}
            assert {c["card"] for c in view["hand"]} == set(state.hands[seat])
            others = {c for s in range(4) if s != seat for c in state.hands[s]} | set(state.pile)
            assert not named & others


def test_a_view_shows_the_seats_own_team_signal_only_from_its_facts() -> None:
    shown = phone("winkybilly")
    state = game_spec("winkybilly").engine.new_game(seed=1, players=4)
    public = Public((-1, -1, -1, -1))
    assert shown.view(state.observation(0), 0, public, {"signal": "pout"})["signal"] == "pout"
    assert shown.view(state.observation(1), 1, public, {})["signal"] is None


def test_wink_shows_the_faces_looking_at_the_seat_and_the_callers_to_wink_at() -> None:
    shown = phone("wink")
    for state in playout("wink", 4):
        for seat in range(4):
            targets = state.wink_targets(seat)
            if targets:
                view = shown.view(state.observation(seat), seat, Public((2, 0, 0, 0)), {})
                assert [p["seat"] for p in view["partners"]] == targets
                assert all(p["number"] in state.hands[seat] for p in view["partners"])
                looking = {f["seat"] for f in view["faces"] if f["looking"]}
                assert looking == ({1, 2, 3} - {seat} if seat == 0 else ({0} if seat == 2 else set()))
                return
    raise AssertionError("no call of a number whose twin a seat holds")


@pytest.mark.parametrize(
    ("game", "move", "action"),
    [
        ("winkybilly", {"kind": "swap", "give": 3, "take": 40}, Swap(1, 2.5, 3, 40)),
        ("winkybilly", {"kind": "done"}, Done(1, 2.5)),
        ("winkybilly", {"kind": "winky"}, Winky(1, 2.5)),
        ("winkybilly", {"kind": "double"}, DoubleWinky(1, 2.5)),
        ("winkybilly", {"kind": "contre", "target": 2}, Contre(1, 2.5, 2)),
        ("wink", {"kind": "call", "number": 12}, Call(1, 12)),
        ("wink", {"kind": "name", "target": 3}, Name(1, 3)),
        ("wink", {"kind": "pass"}, Pass(1)),
        ("wink", {"kind": "accuse", "target": 0, "number": 36}, Accuse(1, 0, 36)),
        ("zwoggel", {"kind": "reveal", "x": 1, "y": -1}, Reveal(1, 1, -1)),
        (
            "zwoggel",
            {
                "kind": "place",
                "cards": [{"colour": "red", "x": 2, "y": 0}, {"colour": "green", "x": 0, "y": 2}],
            },
            [Place(1, 0, 2, 0), Place(1, 1, 0, 2)],
        ),
    ],
)
def test_the_pages_moves_become_the_engines_actions_of_the_phones_seat(
    game: str, move: dict[str, Any], action: Any
) -> None:
    made = phone(game).move(1, {**move, "seat": 3}, 2.5)  # a seat in the move is never read
    assert made == action


@pytest.mark.parametrize(
    ("game", "move"),
    [
        ("winkybilly", {"kind": "swap", "give": "3", "take": 40}),
        ("winkybilly", {"kind": "swap", "give": True, "take": 40}),
        ("winkybilly", {"kind": "swap", "give": 3.0, "take": 40}),
        ("winkybilly", {"kind": "swap", "give": 3, "take": 78}),
        ("winkybilly", {"kind": "contre"}),
        ("winkybilly", {"kind": "tick"}),
        ("winkybilly", {"kind": "look"}),
        ("wink", {"kind": "call", "number": 0}),
        ("wink", {"kind": "accuse", "target": -1, "number": 3}),
        ("wink", {"kind": "call"}),
        ("wink", {}),
        ("zwoggel", {"kind": "reveal", "x": 10**9, "y": 0}),
        ("zwoggel", {"kind": "place", "cards": []}),
        ("zwoggel", {"kind": "place", "cards": [{"colour": "blue", "x": 0, "y": 2}]}),
        ("zwoggel", {"kind": "place", "cards": [{"x": 0, "y": 2}]}),
        ("zwoggel", {"kind": "place", "cards": [{"colour": "red", "x": 0, "y": 2}] * 4}),
        ("zwoggel", {"kind": "place", "cards": "red"}),
    ],
)
def test_a_move_the_page_cannot_make_is_refused_in_words(game: str, move: dict[str, Any]) -> None:
    with pytest.raises(Refused) as refused:
        phone(game).move(0, move, 1.0)
    for lang in LANGUAGES:
        assert has_key(refused.value.key, lang) and tr(refused.value.key, lang)


def test_a_legal_engine_action_comes_out_of_every_kind_of_page_move() -> None:
    """Round trip: each of a seat's legal actions along a game, written as the page writes it,
    comes back as that action, and the engine takes it."""
    written = {
        "wink": lambda a: {"kind": type(a).__name__.lower(), **a._asdict()},
        "zwoggel": lambda a: (
            {"kind": "reveal", "x": a.x, "y": a.y}
            if type(a) is Reveal
            else {"kind": "place", "cards": [{"colour": ("red", "green")[a.colour], "x": a.x, "y": a.y}]}
        ),
    }
    for game, write in written.items():
        engine, shown = game_spec(game).engine, phone(game)
        kinds = set()
        for state in playout(game, 5, 200)[::4]:
            for seat in range(PLAYERS[game]):
                for action in list(state.legal_actions(seat))[:6]:
                    made = shown.move(seat, write(action), 0.0)
                    made = made[0] if isinstance(made, list) else made
                    assert made == action
                    copy = engine.from_json(state.to_json())
                    copy.apply(made)
                    kinds.add(type(made).__name__)
        assert len(kinds) >= 2, (game, kinds)


def test_winkybilly_swaps_from_the_page_are_legal_and_a_card_not_held_is_refused_by_the_engine() -> None:
    shown = phone("winkybilly")
    for state in playout("winkybilly", 6):
        if state.phase.name == "EXCHANGE" and state.t >= state.check_until:
            view = shown.view(state.observation(0), 0, Public((-1,) * 4), {})
            give, take = view["hand"][0]["card"], view["saloon"][0]["card"]
            swap = shown.move(0, {"kind": "swap", "give": give, "take": take}, state.t)
            if swap in state.legal_actions(0):
                state.apply(swap)
                assert give in state.saloon and take in state.hands[0]
                other = state.hands[1][0]
                with pytest.raises(IllegalAction):
                    state.apply(
                        shown.move(0, {"kind": "swap", "give": other, "take": state.saloon[0]}, state.t)
                    )
                return
    raise AssertionError("no exchange phase")
