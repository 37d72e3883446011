"""The table's full history (kit/history.py): opened by its key and by the button by the log,
closed by Esc, its key or a click outside; it scrolls by the wheel, the arrow keys, Page Up /
Page Down and its scroll bar, shown only when there is more than fits; the table under it takes
no input and its clock stands still; it shows what the log shows the one looking, and no more."""

from __future__ import annotations

from typing import Any

import arcade

from game.rules.core import Event
from game.rules.wink import Call, Name
from game.ui.headless import step
from game.ui.kit.scroll_bar import THUMB

from ..drive import click, press, start_wink, take_screen
from ..screen import frame_texts
from ..tables.wink.test_couch import ALEX, SAM, couch
from ..tables.wink.test_couch import start as start_couch


def calls(view: Any, count: int, every: float = 7.0) -> list[str]:
    """`count` public lines in the log, `every` seconds apart; their words."""
    for i in range(count):
        view.stage.log.add([Event("call", {"seat": 1 + i % 3, "number": 1 + i % 36})], i * every)
    return [line for line, _ in view.stage.log.lines(None)]


def drawn(window: Any) -> list[str]:
    return [d.text for d in frame_texts(window)]


def test_its_key_opens_it_on_the_newest_line_with_its_time_and_esc_closes_it(window: Any) -> None:
    view = start_wink(window)
    lines = calls(view, 60)
    press(window, arcade.key.L)
    assert view.overlays.top is view.history
    texts = drawn(window)
    assert lines[-1] in texts and lines[0] not in texts  # newest at the bottom, the oldest scrolled away
    assert "6:53" in texts  # the 60th line, 59 × 7 s into the game
    assert view.history.first == view.history.last_first() > 0
    press(window, arcade.key.ESCAPE)
    assert view.overlays.top is None and not view.paused  # Esc closes the history, opens no pause
    press(window, arcade.key.L)
    press(window, arcade.key.L)  # its key closes it too
    assert view.overlays.top is None


def test_the_button_by_the_log_opens_it_and_a_click_outside_closes_it(window: Any) -> None:
    view = start_wink(window)
    calls(view, 3)
    view.stage.hint.close()  # (a first-timer's hint takes the log's place a while, the button with it)
    box = view.stage.history_button.boxes[0]
    log = view.stage.log.box
    assert box.bottom >= log.top and box.right <= log.right + 1  # just over the log, at its right end
    click(window, box.center_x, box.center_y)
    assert view.overlays.top is view.history
    click(window, 3, 3)  # outside the panel
    assert view.overlays.top is None


def test_it_scrolls_by_wheel_arrows_pages_and_by_dragging_its_bar(window: Any) -> None:
    view = start_wink(window)
    calls(view, 80)
    press(window, arcade.key.L)
    history = view.history
    end = history.first
    window.dispatch_event("on_mouse_scroll", 640, 360, 0, 1)  # the wheel up: older lines
    assert history.first == end - 2
    press(window, arcade.key.DOWN)
    assert history.first == end - 1
    press(window, arcade.key.PAGEUP)
    assert history.first == end - 1 - (history.shown - 1)
    press(window, arcade.key.PAGEDOWN)
    press(window, arcade.key.PAGEDOWN)
    assert history.first == end  # no further than the newest line
    thumb = history.bar.thumb()
    x = thumb.center_x
    window.dispatch_event("on_mouse_press", x, thumb.center_y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_drag", x, history.bar.track.top + 50, 0, 0, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", x, history.bar.track.top + 50, arcade.MOUSE_BUTTON_LEFT, 0)
    assert history.first == 0
    assert view.stage.log.lines(None)[0][0] in drawn(window)
    press(window, arcade.key.END)
    assert history.first == end and view.overlays.top is view.history


def thumb_pixel(window: Any, view: Any) -> tuple[int, ...]:
    track = view.history.bar.track
    window.dispatch_event("on_draw")
    x, y = int(track.center_x), int(track.bottom + 2)  # the thumb's place when at the end
    return tuple(arcade.get_image(x, y, 1, 1).convert("RGB").getpixel((0, 0)))


def test_the_scroll_bar_shows_only_when_there_is_more_than_fits(window: Any) -> None:
    view = start_wink(window)
    calls(view, 4)
    press(window, arcade.key.L)
    assert not view.history.bar.needed and thumb_pixel(window, view) != THUMB
    press(window, arcade.key.ESCAPE)
    calls(view, 60)
    press(window, arcade.key.L)
    assert view.history.bar.needed and thumb_pixel(window, view) == THUMB


def test_long_lines_wrap_to_the_panel(window: Any) -> None:
    view = start_wink(window)
    view.stage.log.describe = lambda e, _viewer: " ".join(["a rather long line of the history"] * 12)
    calls(view, 3)
    press(window, arcade.key.L)
    entry = view.history.entry(0)
    assert entry.what.multiline and entry.what.content_width <= view.history.area.width
    assert entry.what.content_height > 2 * entry.when.content_height  # several rows


def the_humans_turn_to_call(view: Any) -> None:
    """Play the others' turns straight on the engine until the human (seat 0) must call."""
    state = view.state
    while not (state.current == 0 and state.step.name == "CALL"):
        seat = state.current
        if state.step.name == "NAME":
            view.show_events(state.apply(Name(seat, (seat + 1) % state.n)))
        else:
            view.show_events(state.apply(Call(seat, state.callable_numbers(seat)[0])))
    view.source.forget_observations()


def test_the_table_under_it_takes_no_input_and_its_clock_stands_still(window: Any) -> None:
    view = start_wink(window)
    the_humans_turn_to_call(view)
    press(window, arcade.key.L)
    state, before, now = view.state, len(view.state.history), view.now
    number = state.callable_numbers(0)[0]
    cell = view.grid.cells[number]
    assert view.history.box.left < cell.center_x < view.history.box.right  # under the panel
    click(window, cell.center_x, cell.center_y)  # would call it, without the history
    press(window, arcade.key.RIGHT)  # would move the grid's cursor
    x, y, _ = view.stage.seats.spots[1]
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    press(window, arcade.key.A)  # would accuse the face pointed at
    step(window, 30)
    assert len(state.history) == before and view.now == now and not view.prompt.open
    assert view.overlays.top is view.history


def test_another_humans_private_line_never_shows_in_it_on_the_shared_screen(window: Any) -> None:
    view = start_couch(window, couch(seed=5))
    for _ in range(2):  # each human looks at their cards once, then hides them
        take_screen(window)
        press(window, arcade.key.H, frames=0)
    alex, sam = (
        Event("twin_dead", {"seat": ALEX, "number": 7}, to=ALEX),
        Event("call", {"seat": 1, "number": 9}),
    )
    view.show_events([alex, sam, Event("twin_dead", {"seat": SAM, "number": 8}, to=SAM)])
    alex_words = "You held 7: it is dead in your hand now."
    press(window, arcade.key.L)
    assert view.shown_viewer() is None and view.overlays.top is view.history
    texts = drawn(window)
    assert "Margot calls 9." in texts
    assert not [t for t in texts if "dead" in t]  # neither human's private line (nor its why)
    press(window, arcade.key.ESCAPE)
    press(window, arcade.key.H, frames=0)  # Alex peeks: who looks?
    press(window, arcade.key.KEY_1, frames=0)
    take_screen(window)
    assert view.shown_viewer() == ALEX
    press(window, arcade.key.L)
    texts = drawn(window)
    assert alex_words in texts and "You held 8: it is dead in your hand now." not in texts


def test_an_empty_history_says_so(window: Any) -> None:
    view = start_wink(window)
    view.stage.log.records.clear()
    press(window, arcade.key.L)
    assert "Nothing has happened yet." in drawn(window) and not view.history.bar.needed
