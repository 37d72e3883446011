"""The table kit's parts on their own: the hand strip, effects as data, and the viewer's moments."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import arcade
import pytest

from game.rules.core import Event
from game.ui.kit.effects import Effect, Effects, Fly, Target
from game.ui.kit.hand import LIFT, HandStrip
from game.ui.tables.wink.effects import wink_effects
from game.ui.textures import texture

from .tables.wink.test_table import start


def wink_card(n: Any) -> arcade.Texture:
    return texture(f"wink/card_{int(n):02d}.png")


def strip(window: Any, cards: list[int]) -> HandStrip:
    hand = HandStrip(wink_card)
    hand.layout(arcade.LBWH(300, 20, 500, 140))
    hand.show(cards)
    return hand


# ------------------------------------------------------------------ the hand strip
def test_the_hand_fans_every_card_inside_its_area_in_order(window: Any) -> None:
    hand = strip(window, [3, 14, 25, 7, 30])
    xs = [s.center_x for s in hand.sprites]
    assert xs == sorted(xs) and len(set(xs)) == 5
    for s in hand.sprites:
        assert 300 <= s.center_x <= 800 and 20 <= s.center_y <= 160
    middle, edge = hand.sprites[2], hand.sprites[0]
    assert middle.angle == 0 and edge.angle != 0  # the edges turn outward
    assert edge.center_y < middle.center_y  # and drop a little, like a held fan


def test_many_cards_overlap_to_stay_inside_the_area(window: Any) -> None:
    hand = strip(window, list(range(1, 19)))
    assert hand.sprites[0].left >= 299 and hand.sprites[-1].right <= 801  # turned corners included
    assert abs(hand.sprites[0].angle) <= 14.01  # a big hand does not fan into a wheel
    assert hand.sprites[1].center_x - hand.sprites[0].center_x < hand.size[0]  # overlapping


def test_the_card_under_the_pointer_lifts_and_the_topmost_wins_where_they_overlap(window: Any) -> None:
    hand = strip(window, list(range(1, 13)))
    a, b = hand.sprites[4], hand.sprites[5]
    between = ((a.center_x + b.center_x) / 2, (a.center_y + b.center_y) / 2)
    assert hand.card_at(*between) == 6  # the later card lies on top
    rest = b.center_y
    hand.hover(*between)
    assert hand.hovered == 6
    assert b.center_y == pytest.approx(rest + hand.size[1] * LIFT, abs=hand.size[1] * 0.02)
    hand.hover(0, 600)  # away from the hand
    assert hand.hovered is None and b.center_y == pytest.approx(rest)


def test_a_click_selects_a_card_and_a_second_unselects_it(window: Any) -> None:
    hand = strip(window, [3, 14, 25])
    rest = hand.sprites[1].center_y
    hand.toggle(14)
    assert hand.selected == {14} and hand.sprites[1].center_y > rest
    hand.show([3, 25, 9])  # the selected card left the hand: it is no longer selected
    assert hand.selected == set()
    hand.toggle(25)
    hand.toggle(25)
    assert hand.selected == set()


def test_a_dragged_card_follows_the_pointer_and_goes_home_when_dropped(window: Any) -> None:
    hand = strip(window, [3, 14, 25])
    home = (hand.sprites[0].center_x, hand.sprites[0].center_y)
    hand.drag(3, 640, 400)
    assert (hand.sprites[0].center_x, hand.sprites[0].center_y, hand.sprites[0].angle) == (640, 400, 0)
    hand.hover(10, 10)  # hovering elsewhere does not pull the carried card back
    assert hand.sprites[0].center_y == 400
    assert hand.drop() == 3
    assert (hand.sprites[0].center_x, hand.sprites[0].center_y) == pytest.approx(home)
    assert hand.drop() is None  # nothing carried any more
    hand.drag(99, 1, 1)  # a card not in the hand cannot be picked up
    assert hand.dragging is None


def test_dimmed_cards_are_drawn_faded(window: Any) -> None:
    hand = strip(window, [3, 14, 25])
    hand.show([3, 14, 25], dimmed=[14])
    assert [s.alpha for s in hand.sprites] == [255, 110, 255]
    hand.show([3, 14, 25])
    assert [s.alpha for s in hand.sprites] == [255, 255, 255]


# ------------------------------------------------------------------ effects as data
class Recorder:
    """A stage that writes down what the effects asked of it."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []
        self.words: list[Callable[[int | None], str]] = []

    def play(self, sound: str) -> None:
        self.calls.append(("play", sound))

    def caption(self, words: Callable[[int | None], str], good: bool) -> None:
        self.words.append(words)
        self.calls.append(("caption", good))

    def fly(self, flight: Fly) -> None:
        self.calls.append(("fly", (flight.card, flight.start, flight.end)))

    def pulse(self, target: Target) -> None:
        self.calls.append(("pulse", target))

    def turn_over(self, card: Any) -> None:
        self.calls.append(("turn_over", card))


NAMES = ["You", "Ada", "Bob", "Cy"]


def test_an_effects_table_plays_only_what_an_event_kind_declares() -> None:
    effects = Effects({"ping": Effect(sound="bell", pulse=lambda e: [("seat", e.data["seat"])])})
    stage = Recorder()
    effects.play(Event("ping", {"seat": 2}), stage)
    effects.play(Event("unknown", {"seat": 1}), stage)
    assert stage.calls == [("play", "bell"), ("pulse", ("seat", 2))]


def test_a_call_sounds_captions_and_pulses_the_caller_and_the_card() -> None:
    stage = Recorder()
    wink_effects(NAMES).play(Event("call", {"seat": 2, "number": 17}), stage)
    assert stage.calls == [
        ("play", "pawn_placed"),
        ("caption", False),
        ("pulse", ("seat", 2)),
        ("pulse", ("card", 17)),
    ]
    assert "Bob" in stage.words[0](0) and "17" in stage.words[0](0)
    assert "Bob" not in stage.words[0](2)  # the caller reads it in their own words ("you")


def test_a_right_accusation_is_good_news_and_sends_the_card_home() -> None:
    stage = Recorder()
    right = Event("accused", {"seat": 1, "target": 3, "number": 9, "right": True})
    wink_effects(NAMES).play(right, stage)
    assert ("caption", True) in stage.calls and ("fly", (9, ("card", 9), ("seat", 1))) in stage.calls
    assert ("pulse", ("seat", 1)) in stage.calls and ("pulse", ("seat", 3)) in stage.calls
    wrong = Recorder()
    wink_effects(NAMES).play(Event("accused", {"seat": 1, "target": 3, "number": 9, "right": False}), wrong)
    assert ("caption", False) in wrong.calls
    assert not any(kind == "fly" for kind, _ in wrong.calls)


def test_a_wrong_naming_turns_the_card_over_and_a_stall_only_pulses() -> None:
    stage = Recorder()
    wink_effects(NAMES).play(Event("named_wrong", {"seat": 0, "target": 2, "number": 5}), stage)
    assert stage.calls[-1] == ("turn_over", 5)
    stalled = Recorder()
    wink_effects(NAMES).play(Event("stalled", {"seat": 3}), stalled)
    assert stalled.calls == [("play", "card_flip"), ("pulse", ("seat", 3))]
    assert stalled.words == []


# ------------------------------------------------------------------ the viewer's moments
def test_your_turn_is_captioned_and_your_face_pulses(window: Any) -> None:
    view = start(window, seed=3, players=4)
    assert view.shown_viewer() == 0
    view.stage.pulses.live.clear()
    view.show_events([Event("turn", {"seat": 0})])
    assert view.stage.banner.words(0) == view.t("wink.your_turn")
    assert ("seat", 0) in view.stage.pulses.live
    view.stage.pulses.live.clear()
    view.show_events([Event("turn", {"seat": 2})])  # someone else's turn: no fanfare
    assert ("seat", 0) not in view.stage.pulses.live


def test_a_call_on_your_card_is_told_to_you_alone_and_the_card_pulses(window: Any) -> None:
    """Your moment line (above your hand, for you alone) stays through the turns that follow, until
    the caller names; the card lifts and pulses; a call of a card you do not hold is not yours."""
    from game.rules.wink import Call, Name

    view = start(window, seed=3, players=4)
    state = view.state

    def call(pick: Any) -> int:
        """The seat whose turn it is names someone first if it must, then calls what `pick` picks."""
        seat = state.current
        if state.step.name == "NAME":
            view.show_events(state.apply(Name(seat, next(s for s in range(1, 4) if s != seat))))
        number = pick(seat)
        view.show_events(state.apply(Call(seat, number)))  # the call, then the next turn in the same breath
        view.refresh()
        return number

    while state.current != 0:
        call(lambda seat: max(state.callable_numbers(seat)))
    call(lambda seat: min(state.callable_numbers(seat)))
    caller = state.current
    yours = call(lambda seat: min(set(state.callable_numbers(seat)) & state.hands[0]))
    moments = view.stage.moments
    lines = [m.text for m in moments.current(0, view.now)]
    assert str(yours) in lines[0] and state.names[caller] in lines[0], lines
    assert moments.current(None, view.now) == [] and moments.current(1, view.now) == []
    assert ("card", yours) in view.stage.pulses.live and yours in view.stage.hand.lifted
    theirs = call(lambda seat: max(n for n in state.callable_numbers(seat) if n not in state.hands[0]))
    assert moments.current(0, view.now)[0].text == lines[0]  # still there; theirs is no moment
    assert theirs not in view.stage.hand.lifted


def test_a_new_log_line_moves_the_others_up_and_lays_out_only_itself(window: Any) -> None:
    """The log keeps each line's text object as the line moves up a row: on a software renderer
    laying a text out costs a good part of a frame, so one new line must not lay out every row."""
    from game.ui.kit.log import TableLog

    log = TableLog(lambda e, _viewer: f"line {e.data['n']}", rows=3)
    log.layout(arcade.LBWH(0, 0, 400, 90), 12)
    log.add([Event("note", {"n": n}) for n in range(3)], 0.0)
    log.draw(None, 0.0, "en")
    before = {t.text: t for t in log.texts}
    assert [t.text for t in log.texts] == ["line 0", "line 1", "line 2"]
    log.add([Event("note", {"n": 3})], 10.0)
    log.draw(None, 10.0, "en")
    assert [t.text for t in log.texts] == ["line 1", "line 2", "line 3"]
    assert before["line 1"] is log.texts[0] and before["line 2"] is log.texts[1]  # moved, not redone
    assert before["line 0"] is log.texts[2]  # the line gone off the top is the one written anew
    ys = [t.y for t in log.texts]
    assert ys == sorted(ys, reverse=True) and len(set(ys)) == 3  # top row first, one row each


def test_a_line_said_again_straight_after_itself_is_one_line_with_a_count() -> None:
    from game.ui.kit.log import TableLog

    log = TableLog(lambda e, viewer: None if e.kind == "quiet" else f"{e.kind} {e.data['who']}", rows=3)
    lays = [Event("lays", {"who": "Ana"}) for _ in range(3)]
    log.add([Event("reveals", {"who": "Ana"}), *lays[:2], Event("quiet", {"who": ""}), lays[2]], 0.0)
    log.add([Event("lays", {"who": "Ben"}), Event("lays", {"who": "Ben"}, to=1)], 1.0)
    lines = [line for line, _ in log.lines(None)]
    assert lines == ["reveals Ana", "lays Ana ×3", "lays Ben"]  # (a silent event does not split a run)
    assert [line for line, _ in log.lines(1)] == ["reveals Ana", "lays Ana ×3", "lays Ben ×2"]
    assert log.lines(None)[1][1].event is lays[2]  # on the newest record: it is the fresh line
    # the newest `most` lines: the oldest shown is counted whole, and what is left out is not read
    assert [line for line, _ in log.lines(None, most=2)] == ["lays Ana ×3", "lays Ben"]
    assert [line for line, _ in log.lines(None, most=1)] == ["lays Ben"]
