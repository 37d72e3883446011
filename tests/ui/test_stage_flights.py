"""Flights as data: the stage finds a flight's places (a face, the viewer's hand, any place of the
board), sizes it from the place it names, lets it take off a moment after its event, and hides the
place it lands on until it lands; with reduced motion nothing flies."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import arcade

from game.rules.core import Event
from game.ui.kit.board import BoardBase, Box, Place
from game.ui.kit.effects import Effect, Effects, Fly
from game.ui.kit.flights import FLIGHT_S
from game.ui.kit.stage import TableStage

PICTURE = arcade.make_soft_circle_texture(8, arcade.color.WHITE)


class Board(BoardBase):
    """Two places, ("slot", 0) and ("pile",), and a note of every hide."""

    def __init__(self) -> None:
        self.hidden: list[tuple[Place, float]] = []
        self.asked: list[float] = []

    def where(self, place: Place) -> Box | None:
        return {("slot", 0): (300.0, 300.0, 40.0, 60.0), ("pile",): (100.0, 500.0, 20.0, 30.0)}.get(place)

    def picture(self, card: Hashable, pixels: float) -> arcade.Texture:
        self.asked.append(pixels)
        return PICTURE

    def hide(self, place: Place, until: float) -> None:
        self.hidden.append((place, until))


class Clock:
    now = 10.0


def stage(effects: Effects, board: Board, clock: Clock) -> TableStage:
    s = TableStage(
        [0, 1, 2], [PICTURE] * 3, board, lambda _e, _v: None, effects, clock=lambda: clock.now, sounds=print
    )
    s.layout(1280, 720, 0, lambda size: size)
    return s


def test_a_flight_goes_between_named_places_sized_by_the_place_it_names(window: Any) -> None:
    board, clock = Board(), Clock()
    flies = Fly("card", ("pile",), ("slot", 0), size=("slot", 0), scale=0.5, lands=True)
    s = stage(Effects({"deal": Effect(flights=lambda _e: [flies])}), board, clock)
    s.show([Event("deal")], viewer=None)
    [flight] = s.flights.flights
    assert (flight.start, flight.end) == ((100.0, 500.0), (300.0, 300.0))
    assert (flight.sprite.width, flight.sprite.height) == (20.0, 30.0)  # the slot's, halved
    assert board.asked == [60.0]  # its picture as sharp as the largest place it shows at
    assert board.hidden == [(("slot", 0), 10.0 + FLIGHT_S)]  # the slot shows it once it lands
    seat = s.seats.spots[2]
    to_face = Fly("card", ("slot", 0), ("seat", 2))
    s.fly(to_face)
    assert s.flights.flights[-1].end == (seat[0], seat[1])
    s.fly(Fly("card", ("nowhere",), ("seat", 2)))  # a place the board does not know: no flight
    assert len(s.flights.flights) == 2


def test_a_flight_takes_off_after_its_delay_from_where_its_places_are_then(window: Any) -> None:
    board, clock = Board(), Clock()
    later = Fly("card", ("slot", 0), ("pile",), delay=0.8, lands=True)
    s = stage(Effects({"trap": Effect(flights=lambda _e: [later])}), board, clock)
    s.show([Event("trap")], viewer=None)
    assert s.flights.flights == [] and board.hidden == [(("pile",), 10.0 + 0.8 + FLIGHT_S)]
    clock.now = 10.5
    s.update()
    assert s.flights.flights == []
    clock.now = 10.8
    s.update()
    assert len(s.flights.flights) == 1 and s.takeoffs == []
    assert board.hidden[-1] == (("pile",), 10.8 + FLIGHT_S)


def test_with_reduced_motion_nothing_flies_and_nothing_waits_to_land(window: Any) -> None:
    board, clock = Board(), Clock()
    flies = Fly("card", ("pile",), ("slot", 0), lands=True)
    s = stage(
        Effects({"deal": Effect(flights=lambda _e: [flies, Fly("x", ("pile",), ("slot", 0), delay=1)])}),
        board,
        clock,
    )
    s.reduced_motion = True
    s.show([Event("deal")], viewer=None)
    assert s.flights.flights == [] and s.takeoffs == [] and board.hidden == []


def test_a_card_of_the_viewers_hand_flies_from_the_hand_strip_only_for_that_viewer(window: Any) -> None:
    board, clock = Board(), Clock()
    s = stage(Effects(), board, clock)
    s.hand.show([7, 8])
    strip = s.hand.card_box(8)
    assert strip is not None
    assert s.where(("card", 8), viewer=0) == strip
    assert s.where(("hand", 0, 8), viewer=0) == strip
    assert s.where(("hand", 0, 8), viewer=None) is None  # the public screen: the board's place (none here)
    assert s.where(("hand", 1, 8), viewer=0) is None  # another seat's hand is never the strip


def test_the_hand_strip_takes_pictures_for_the_size_its_cards_are_laid_out_at(window: Any) -> None:
    """Cards shown before the strip is laid out (a table acting before it opens) get pictures for
    their real size once it is (Zwoggel's come in several sizes: they were blurred)."""
    from game.ui.kit.hand import HandStrip

    asked: list[float] = []
    hand = HandStrip(lambda _card: asked.append(hand.size[1]) or PICTURE)
    hand.show(["a", "b"])
    assert asked and max(asked) < 2  # not laid out yet: tiny pictures
    asked.clear()
    hand.layout(arcade.LBWH(0, 0, 400, 200))
    assert asked == [hand.size[1]] * 2 and hand.size[1] > 100
    hand.layout(arcade.LBWH(0, 50, 400, 200))  # moved, not resized: the pictures stay
    assert len(asked) == 2
