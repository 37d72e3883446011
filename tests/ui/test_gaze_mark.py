"""The human's eyes made visible at the Wink table: the gaze mark on the face the viewer looks at
(read back from the screen), the same mark for Tab's focus, and a mouse pointer that hides while
it is over a face so it never covers the eyes it looks at."""

from __future__ import annotations

from typing import Any

import arcade

from game.ui import theme
from game.ui.headless import step
from game.ui.scenes import table_setup
from game.ui.tables.wink.table import WinkTableView

from .drive import press

TOLERANCE = (18, 18, 26)  # how near a pixel must be to the mark's light colour


def start(window: Any, seed: int = 2, players: int = 5) -> WinkTableView:
    setup = table_setup("wink", seed, players)
    view = WinkTableView(setup, setup.new_state())
    window.show_view(view)
    view.stage.hint.close()  # the one-time note has its own tests
    step(window)
    return view


def near_mark_colour(pixel: tuple[int, ...]) -> bool:
    return all(abs(p - c) <= t for p, c, t in zip(pixel, theme.SIGHT, TOLERANCE, strict=False))


def light_pixels(window: Any, box: tuple[float, float, float, float]) -> int:
    """How many pixels of the mark's colour a freshly drawn frame has in `box` (left, bottom,
    right, top), clipped to the window."""
    left, bottom = max(0, int(box[0])), max(0, int(box[1]))
    right, top = min(window.width, int(box[2])), min(window.height, int(box[3]))
    window.dispatch_event("on_draw")
    image = arcade.get_image(left, bottom, right - left, top - bottom).convert("RGB")
    window.flip()
    return sum(1 for p in image.getdata() if near_mark_colour(p))


def frame_corner(spot: tuple[float, float, float]) -> tuple[float, float, float, float]:
    """Where the brackets' top-right corner is drawn: outside the head, clear of the eyes."""
    x, y, size = spot
    return x + 0.28 * size, y + 0.38 * size, x + 0.58 * size, y + 0.6 * size


def eye_glyph(spot: tuple[float, float, float]) -> tuple[float, float, float, float]:
    """Where the small eye above the face is drawn."""
    x, y, size = spot
    return x - 0.2 * size, y + 0.56 * size, x + 0.2 * size, y + 0.8 * size


def hover(window: Any, view: WinkTableView, seat: int) -> None:
    x, y, _ = view.stage.seats.spots[seat]
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)


def test_the_face_the_viewer_points_at_carries_the_mark_and_it_follows_the_pointer(window: Any) -> None:
    view = start(window)
    spots = view.stage.seats.spots
    before = [light_pixels(window, frame_corner(spots[s])) for s in (2, 3)]
    assert max(before) < 15, before  # no mark anywhere yet
    hover(window, view, 2)
    assert view.source.social.gaze[0].current == 2  # where the bots think the human looks
    assert light_pixels(window, frame_corner(spots[2])) > 60
    assert light_pixels(window, eye_glyph(spots[2])) > 40
    assert light_pixels(window, frame_corner(spots[3])) < 15
    hover(window, view, 3)
    assert light_pixels(window, frame_corner(spots[3])) > 60
    assert light_pixels(window, eye_glyph(spots[3])) > 40
    assert light_pixels(window, frame_corner(spots[2])) < 15
    assert light_pixels(window, eye_glyph(spots[2])) < 15
    window.dispatch_event("on_mouse_motion", 5, 5, 0, 0)  # off the faces: no mark
    assert light_pixels(window, frame_corner(spots[3])) < 15


def grab(window: Any, box: tuple[float, float, float, float]) -> bytes:
    window.dispatch_event("on_draw")  # drawing alone moves no clock: the faces stay as they were
    image = arcade.get_image(int(box[0]), int(box[1]), int(box[2] - box[0]), int(box[3] - box[1]))
    window.flip()
    return image.convert("RGB").tobytes()


def test_the_mark_never_covers_the_eyes_it_looks_at(window: Any) -> None:
    view = start(window)
    face = view.stage.seats.faces[2]
    hover(window, view, 2)
    step(window)
    eyes = []
    for side in ("l", "r"):
        ex, ey, half = face.eye_box(side)
        eyes.append((ex - 1.6 * half, ey - 1.6 * half, ex + 1.6 * half, ey + 1.6 * half))
    marked = [grab(window, box) for box in eyes]
    assert light_pixels(window, frame_corner(view.stage.seats.spots[2])) > 60  # the mark is there
    view.pointer.pointed = None  # the same moment without the mark
    assert [grab(window, box) for box in eyes] == marked


def test_tab_focus_shows_the_same_mark(window: Any) -> None:
    view = start(window)
    spots = view.stage.seats.spots
    press(window, arcade.key.TAB)  # the viewer's own face: focus only, the bots see no look
    assert view.pointed == 0 and view.source.social.gaze[0].current < 0
    assert light_pixels(window, frame_corner(spots[0])) > 60
    assert light_pixels(window, eye_glyph(spots[0])) < 15
    press(window, arcade.key.TAB)
    assert view.pointed == 1 and view.source.social.gaze[0].current == 1
    assert light_pixels(window, frame_corner(spots[1])) > 60
    assert light_pixels(window, eye_glyph(spots[1])) > 40
    assert light_pixels(window, frame_corner(spots[0])) < 15


def test_the_pointer_hides_over_a_face_and_shows_elsewhere(window: Any) -> None:
    view = start(window)
    hover(window, view, 2)
    assert window._mouse_visible is False
    window.dispatch_event("on_mouse_motion", 5, 5, 0, 0)
    assert window._mouse_visible is True
    hover(window, view, 3)
    assert window._mouse_visible is False
    press(window, arcade.key.TAB)  # the keyboard points now: the pointer is shown again
    assert window._mouse_visible is True
    hover(window, view, 3)
    window.dispatch_event("on_mouse_leave", 0, 0)
    assert window._mouse_visible is True


def test_the_pointer_comes_back_over_the_pause_menu_and_on_other_screens(window: Any) -> None:
    view = start(window)
    hover(window, view, 2)
    assert window._mouse_visible is False
    press(window, arcade.key.ESCAPE)  # the pause menu lies over the face now
    assert view.paused and window._mouse_visible is True
    press(window, arcade.key.ESCAPE)
    hover(window, view, 2)
    assert window._mouse_visible is False
    view.quit_to_menu()
    assert window.current_view is not view and window._mouse_visible is True
