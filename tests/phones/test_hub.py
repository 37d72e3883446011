"""The hub between a table and its phones' server: tokens, views, lines, the inbox."""

from __future__ import annotations

import threading

import pytest

from game.phones.hub import Dropped, Hub, Joined
from game.phones.messages import MAX_MESSAGE_BYTES, Act, Look, Refused, Signal, Wink, parse


def test_each_seat_has_its_own_unguessable_token_and_a_new_hub_new_ones() -> None:
    hub, again = Hub([0, 2]), Hub([0, 2])
    assert hub.seats == [0, 2]
    assert len(set(hub.tokens.values())) == 2
    assert all(len(token) >= 24 for token in hub.tokens.values())
    assert not set(hub.tokens.values()) & set(again.tokens.values())
    assert hub.seat_of(hub.tokens[2]) == 2
    assert hub.seat_of(again.tokens[2]) is None
    assert hub.seat_of("") is None
    assert hub.seat_of("é" * 30) is None


def test_a_view_replaces_the_one_before_and_wakes_the_server() -> None:
    hub = Hub([1])
    woken: list[int] = []
    hub.on_publish = woken.append
    assert hub.view(1) is None
    hub.publish(1, {"type": "view", "n": 1})
    hub.publish(1, {"type": "view", "n": 2})
    view = hub.view(1)
    assert view is not None and view.message["n"] == 2 and view.number == 2
    assert woken == [1, 1]
    with pytest.raises(ValueError):
        hub.publish(0, {"type": "view"})


def test_lines_are_sent_once_in_order() -> None:
    hub = Hub([0])
    hub.tell(0, "one")
    hub.tell(0, "two")
    assert hub.notes(0) == ["one", "two"]
    assert hub.notes(0) == []


def test_the_inbox_is_taken_whole_from_another_thread() -> None:
    hub = Hub([0, 1])
    threads = [
        threading.Thread(target=lambda s=s: [hub.deliver(Wink(s, 0)) for _ in range(500)]) for s in (0, 1)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    hub.deliver(Joined(1, moved=True))
    hub.deliver(Dropped(0))
    taken = hub.take()
    assert len(taken) == 1002 and taken[-2:] == [Joined(1, True), Dropped(0)]
    assert hub.take() == []


def test_a_phone_message_is_read_as_its_intent() -> None:
    assert parse(3, '{"type": "act", "move": {"swap": [1, 2]}}') == Act(3, {"swap": [1, 2]})
    assert parse(3, b'{"type": "wink", "target": 1}') == Wink(3, 1)
    assert parse(3, '{"type": "signal", "kind": "nod", "target": null}') == Signal(3, "nod", None)
    assert parse(3, '{"type": "look", "target": 0}') == Look(3, 0)


@pytest.mark.parametrize(
    "raw",
    [
        "not json",
        "[1, 2]",
        '{"type": "act"}',
        '{"type": "act", "move": 4}',
        '{"type": "wink", "target": true}',
        '{"type": "wink", "target": 1.0}',
        '{"type": "wink"}',
        '{"type": "signal", "kind": "", "target": 1}',
        '{"type": "sit", "seat": 0}',
        "[" * 5000,
        '{"type": "act", "move": {"x": "' + "a" * MAX_MESSAGE_BYTES + '"}}',
    ],
)
def test_a_bad_message_is_refused_in_words(raw: str) -> None:
    with pytest.raises(Refused) as refused:
        parse(0, raw)
    assert refused.value.key.startswith("phones.refused.")
