"""The bridge between a live table and its phones: each intent for its own seat, refusals in
words to that phone alone (nothing changes), views published only when they change."""

from __future__ import annotations

import json
import random

import pytest

from game.i18n import tr
from game.phones.bridge import PhoneBridge
from game.phones.headless import HeadlessTable
from game.phones.hub import Dropped, Joined
from game.phones.messages import Act, Look, Signal, Wink, parse
from game.rules.core import Event
from game.rules.winkybilly.actions import Swap


def exchange(seed: int = 3) -> HeadlessTable:
    table = HeadlessTable("winkybilly", 2, seed=seed)
    while not (table.state.phase.name == "EXCHANGE" and table.t >= table.state.check_until):
        table.step()
    table.hub.take()
    return table


def saved(table: HeadlessTable) -> str:
    return json.dumps(table.state.to_json(), sort_keys=True)


def test_a_phones_move_is_made_for_its_own_seat_whatever_it_says() -> None:
    table = exchange()
    give, take = table.state.hands[1][0], table.state.saloon[0]
    # seat 1's phone sends a swap that names seat 0: the seat is its token's, never the message's
    table.hub.deliver(
        parse(1, json.dumps({"type": "act", "move": {"kind": "swap", "seat": 0, "give": give, "take": take}}))
    )
    heard = table.bridge.update()
    assert [e.kind for e in heard if isinstance(e, Event)] == ["swap"]
    last = table.state.history[-1]
    assert isinstance(last, Swap) and last.seat == 1 and (last.give, last.take) == (give, take)
    assert give in table.state.saloon and take in table.state.hands[1]


def test_another_seats_cards_or_a_bots_seat_are_refused_in_words_and_nothing_changes() -> None:
    table = exchange()
    before = saved(table)
    other = table.state.hands[0][0]  # seat 0's card, named by seat 1's phone
    table.hub.deliver(Act(1, {"kind": "swap", "give": other, "take": table.state.saloon[0]}))
    table.hub.deliver(Act(1, {"kind": "fly"}))
    table.hub.deliver(Act(3, {"kind": "done"}))  # seat 3 has no phone (a bot): never applied
    assert table.bridge.update() == []
    assert saved(table) == before
    assert table.hub.notes(1) == [tr("refusal.not_in_hand", "en"), tr("phones.refused.not_a_move", "en")]
    assert table.hub.notes(0) == []


def test_refusals_are_worded_in_the_tables_language() -> None:
    table = HeadlessTable("winkybilly", 1, seed=2, language="fr")
    table.hub.deliver(Act(0, {"kind": "swap", "give": 500, "take": 1}))
    table.hub.deliver(Wink(0, 0))
    table.hub.deliver(Wink(0, 9))
    table.bridge.update()
    assert table.hub.notes(0) == [
        tr("phones.refused.not_a_move", "fr"),
        tr("phones.refused.own_face", "fr"),
        tr("refusal.no_such_seat", "fr", value=9),
    ]


def test_a_view_is_published_only_when_what_the_phone_shows_changed() -> None:
    table = exchange()
    bridge = table.bridge
    assert bridge.publish() == []  # published at the last step: nothing new
    first = table.hub.view(0)
    table.director.step(1 / 60)
    assert bridge.publish() == []
    table.hub.deliver(
        Act(1, {"kind": "swap", "give": table.state.hands[1][0], "take": table.state.saloon[0]})
    )
    bridge.update()
    assert bridge.publish() == [0, 1]  # the saloon changed for both
    assert table.hub.view(0) is not None and first is not None and table.hub.view(0).number > first.number
    table.hub.deliver(Joined(0, moved=True))
    assert bridge.update() == [Joined(0, moved=True)]
    assert bridge.publish() == [0]  # a phone that joins gets its view again
    table.hub.deliver(Dropped(1))
    assert bridge.update() == [Dropped(1)]


def test_a_signal_goes_to_the_table_as_the_seats_gesture_and_a_look_moves_its_face() -> None:
    table = exchange()
    for _ in range(200):  # until the seat's face makes no fidget
        if not table.director.social.gesturing(1):
            break
        table.director.step(1 / 60)
    table.hub.deliver(Signal(1, "nod", 3))
    table.hub.deliver(Signal(1, "dance", 3))
    table.bridge.update()
    made = [s for s in table.director.social.signals if s.seat == 1 and s.kind == "nod"]
    assert made and made[-1].target == 3
    assert table.hub.notes(1) == [tr("phones.refused.no_such_signal", "en")]
    table.hub.deliver(Look(0, 2))
    table.bridge.update()
    table.director.step(0.5)
    assert table.director.social.looking_at(0, table.t) == 2


def test_a_phones_signal_is_made_at_once_while_its_face_fidgets_and_a_second_one_is_refused() -> None:
    table = exchange()
    social = table.director.social
    while not (social.gesturing(1) and not social.signalling(1)):  # the seat's face fidgets
        assert table.t < 200, "the face made no gesture of its own"
        table.director.step(1 / 60)
    kind, partner = table.bridge.facts[1]["signal"], table.state.partner(1)
    table.hub.deliver(Signal(1, kind, partner))
    table.bridge.update()
    made = [s for s in social.signals if s.seat == 1 and s.target == partner]
    assert [s.kind for s in made] == [kind] and made[0].start == table.t
    assert table.hub.notes(1) == []  # not "your face is busy"
    table.hub.deliver(Signal(1, kind, partner))  # while it plays: refused, in words
    table.bridge.update()
    assert len([s for s in social.signals if s.seat == 1 and s.target == partner]) == 1
    assert table.hub.notes(1) == [tr("phones.refused.signal", "en")]


def test_wink_winks_only_at_a_caller_whose_twin_the_seat_holds() -> None:
    table = HeadlessTable("wink", 1, seed=1)
    state = table.state
    for _ in range(200_000):
        table.step()
        if state.wink_targets(0) or state.is_over():
            break
    caller = state.wink_targets(0)[0]
    other = next(s for s in range(1, state.n) if s not in state.wink_targets(0))
    view = table.hub.view(0)
    assert view is not None and caller in [p["seat"] for p in view.message["view"]["partners"]]
    table.hub.deliver(Wink(0, other))
    table.bridge.update()
    assert table.hub.notes(0) == [tr("phones.refused.wink.wink", "en")]
    table.hub.deliver(Wink(0, caller))
    table.bridge.update()
    assert any(s.seat == 0 and s.kind == "wink" and s.target == caller for s in table.director.social.signals)


def test_zwoggel_places_the_laid_out_cards_in_order() -> None:
    table = HeadlessTable("zwoggel", 1, seed=4)
    state = table.state
    while state.current != 0:
        table.step(0.5)
    cells = sorted(map(tuple, state.observation(0)["face_down"]))[:2]
    for x, y, _placer in cells:
        table.hub.deliver(Act(0, {"kind": "reveal", "x": x, "y": y}))
        table.bridge.update()
    assert state.current == 0 and state.phase.name == "PLACE", "seed 4's two reveals lead to laying out"
    hand = state.observation(0)["hand"]
    free = [tuple(c) for c in state.observation(0)["free"]]
    cards = [{"colour": hand[0], "x": free[0][0], "y": free[0][1]}, {"colour": "blue", "x": 0, "y": 0}]
    table.hub.deliver(Act(0, {"kind": "place", "cards": cards}))
    table.bridge.update()
    assert len(state.hand) == len(hand)  # nothing placed: the whole move was refused before the engine
    assert table.hub.notes(0)[-1] == tr("phones.refused.not_a_move", "en")
    cards[1] = {"colour": hand[1], "x": free[0][0], "y": free[0][1]}  # the same cell twice: refused
    table.hub.deliver(Act(0, {"kind": "place", "cards": cards}))
    table.bridge.update()
    assert len(state.hand) == len(hand) - 1
    assert table.hub.notes(0)[-1] == tr("refusal.cell_taken", "en", x=free[0][0], y=free[0][1])


def test_a_bridge_wants_phone_seats_with_tokens() -> None:
    table = HeadlessTable("wink", 1, seed=1)
    with pytest.raises(ValueError):
        PhoneBridge(table.hub, "wink", table.director, [0, 1], table.names, "en")


@pytest.mark.parametrize("game", ["wink", "winkybilly", "zwoggel"])
def test_junk_from_a_phone_is_refused_in_words_and_the_table_goes_on(game: str) -> None:
    """Random moves of every kind with any values: each one is applied by the engine or refused
    in words; nothing raises out of the bridge, and the engine's invariants hold."""
    table = HeadlessTable(game, 2, seed=9)
    engine = table.spec.engine
    rng = random.Random(9)
    values: list[object] = [
        -1,
        0,
        1,
        2,
        3,
        5,
        36,
        77,
        78,
        10**12,
        -(10**12),
        True,
        None,
        1.5,
        "3",
        "red",
        [],
        {},
    ]
    kinds = [
        "swap",
        "done",
        "winky",
        "contre",
        "double",
        "call",
        "name",
        "pass",
        "accuse",
        "reveal",
        "place",
        "x",
    ]
    told = 0
    for _ in range(400):
        move: dict[str, object] = {"kind": rng.choice(kinds)}
        for name in ("give", "take", "target", "number", "x", "y"):
            if rng.random() < 0.7:
                move[name] = rng.choice(values)
        if move["kind"] == "place":
            move["cards"] = [
                {"colour": rng.choice(["red", "green", 1, None]), "x": rng.choice(values), "y": 0}
            ]
        table.hub.deliver(Act(rng.choice([0, 1]), move))
        table.hub.deliver(Wink(0, rng.choice([-1, 0, 1, 2, 99])))
        table.hub.deliver(Signal(1, rng.choice(["nod", "wink", "x"]), rng.choice([None, 0, 2, 50])))
        table.hub.deliver(Look(0, rng.choice([None, -5, 1, 2, 1000])))
        table.step()
        told += len(table.hub.notes(0)) + len(table.hub.notes(1))
        assert engine.check_invariants(table.state) == []
    assert told > 400


def test_while_the_table_waits_a_phones_move_is_refused_in_words_and_its_view_says_so() -> None:
    table = exchange()
    before = saved(table)
    give, take = table.state.hands[1][0], table.state.saloon[0]
    table.hub.deliver(Act(1, {"kind": "swap", "give": give, "take": take}))
    table.hub.deliver(Dropped(0))
    assert table.bridge.update(held=True) == [Dropped(0)]  # joins and drops are still heard
    assert saved(table) == before
    assert table.hub.notes(1) == [tr("phones.refused.held", "en")]
    table.bridge.publish(held=True)
    view = table.hub.view(1)
    assert view is not None and view.message["held"] is True
    table.hub.deliver(Act(1, {"kind": "swap", "give": give, "take": take}))  # it goes on: played
    assert [e.kind for e in table.bridge.update() if isinstance(e, Event)] == ["swap"]
    table.bridge.publish()
    view = table.hub.view(1)
    assert view is not None and view.message["held"] is False
