"""The replay screen driven by input events: play and pause, the speeds, stepping by action,
scrubbing the timeline (the state there is the recording's), whose eyes (nothing of another
seat's hand drawn or said), the seek giving the table the stepped one gives, export, a file that
cannot be read, and `replay FILE` opening the screen."""

from __future__ import annotations

import gzip
from pathlib import Path
from typing import Any

import arcade
import pytest

from game.bots.recording import Recording
from game.games import specs
from game.ui import theme
from game.ui.headless import FRAME, draw_now
from game.ui.replay import play_to, replay_view
from game.ui.replays.sample import wink_recording
from game.ui.replays.screen import SPEEDS, ReplayView
from game.ui.replays.seek import Replay

from ..drive import click, press
from ..screen import frame_texts, layout_problems

ENGINES = {spec.name: spec.engine for spec in specs()}


@pytest.fixture(scope="module")
def recording() -> Recording:
    return wink_recording(5, 11)


def shown(window: Any, recording: Recording, seat: int | None = 1) -> ReplayView:
    view = ReplayView(recording, seat=seat, back="menu")
    window.show_view(view)
    draw_now(window)
    return view


def state_at(recording: Recording, t: float) -> Any:
    """The engine's state with every action recorded up to `t` applied (what the recording says)."""
    state = recording.new_state()
    for at, action in recording.actions:
        if at <= t:
            state.apply(action)
    return state


def step(window: Any, frames: int) -> None:
    for _ in range(frames):
        window.dispatch_event("on_fixed_update", FRAME)
        window.dispatch_event("on_update", FRAME)


def test_space_plays_and_pauses_at_the_chosen_speed(window: Any, recording: Recording) -> None:
    view = shown(window, recording)
    assert not view.playing and view.replay is not None and view.replay.t == 0.0
    press(window, arcade.key.SPACE)  # (a press steps one frame too: at 1×, 1/60 s)
    assert view.playing and view.replay.t == pytest.approx(FRAME)
    t = view.replay.t
    step(window, 60)
    assert view.replay.t - t == pytest.approx(1.0, abs=1e-6)
    press(window, arcade.key.KEY_5)  # 4×
    assert SPEEDS[view.speed] == 4.0
    t = view.replay.t
    step(window, 30)
    assert view.replay.t - t == pytest.approx(2.0, abs=1e-6)
    for _ in range(3):  # slower: 2×, 1×, ½×
        press(window, arcade.key.BRACKETLEFT)
    assert SPEEDS[view.speed] == 0.5
    t = view.replay.t
    step(window, 60)
    assert view.replay.t - t == pytest.approx(0.5, abs=1e-6)
    press(window, arcade.key.SPACE)
    assert not view.playing
    t = view.replay.t
    step(window, 60)
    assert view.replay.t == t  # paused: time stands still
    box = view.buttons.boxes[view.buttons.names().index("speed0")]
    click(window, box.center_x, box.center_y)  # the ¼× button
    assert SPEEDS[view.speed] == 0.25


def test_stepping_by_action_goes_from_one_action_to_the_next(window: Any, recording: Recording) -> None:
    view = shown(window, recording)
    assert view.replay is not None
    times = view.replay.action_times()
    press(window, arcade.key.RIGHT)
    assert view.replay.t == times[0] and len(view.table.state.history) >= 1
    press(window, arcade.key.RIGHT)
    assert view.replay.t == times[1]
    box = view.buttons.boxes[view.buttons.names().index("previous")]
    click(window, box.center_x, box.center_y)
    assert view.replay.t == times[0]
    assert view.table.state.to_json() == state_at(recording, times[0]).to_json()


def test_a_click_and_a_drag_on_the_timeline_show_that_moment(window: Any, recording: Recording) -> None:
    view = shown(window, recording)
    line = view.timeline
    x = line.box.left + line.box.width * 0.6
    window.dispatch_event("on_mouse_press", x, line.box.center_y, arcade.MOUSE_BUTTON_LEFT, 0)
    t = view.replay.t
    assert t == pytest.approx(recording.end * 0.6, abs=0.5)
    assert view.table.state.to_json() == state_at(recording, t).to_json()
    x2 = line.box.left + line.box.width * 0.2  # dragged back
    window.dispatch_event("on_mouse_drag", x2, line.box.center_y, -1, 0, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", x2, line.box.center_y, arcade.MOUSE_BUTTON_LEFT, 0)
    t2 = view.replay.t
    assert t2 == pytest.approx(recording.end * 0.2, abs=0.5) and t2 < t
    assert view.table.state.to_json() == state_at(recording, t2).to_json()
    for seat in (None, 0, 1):
        assert view.table.source.observe(seat) == state_at(recording, t2).observation(seat)
    draw_now(window)


def test_watched_through_one_seat_nothing_of_anothers_hand_shows(window: Any, recording: Recording) -> None:
    view = shown(window, recording, seat=1)
    view.seek(recording.end * 0.5)
    draw_now(window)
    table = view.table
    state = table.state
    mine, theirs = set(state.hands[1]), set(state.hands[2])
    assert theirs and not mine & theirs
    assert set(table.stage.hand.cards) <= mine | set(state.dead[1])  # the hand strip: seat 1's only
    lines = [line for line, _record in table.stage.log.lines(table.shown_viewer())]
    private = [r for r in table.stage.log.records if r.event.to not in (None, 1)]
    assert all(not r.event.visible_to(1) for r in private)
    said = " ".join([*lines, view.message.text])
    for e in (r.event for r in private):
        line = table.stage.log.describe(e, 2)
        assert not line or line not in said
    press(window, arcade.key.E)  # the next seat's eyes: seat 2's hand now, not seat 1's
    assert view.replay.seat == 2 and set(view.table.stage.hand.cards) <= theirs | set(state.dead[2])


def test_a_seek_gives_the_table_a_step_gives(window: Any, recording: Recording) -> None:
    """The same moment reached by stepping frame by frame (as the live table) and by a seek."""
    stepped = replay_view(window, recording, 1)
    at = recording.end * 0.7
    play_to(window, stepped, at)
    moment = stepped.now
    replay = Replay(recording, 1)
    replay.seek(moment)
    sought = replay.view
    assert sought.now == moment
    assert sought.state.to_json() == stepped.state.to_json()
    for seat in (None, *range(recording.n)):
        assert sought.source.observe(seat) == stepped.source.observe(seat)
        if seat is not None:
            assert sought.source.social.pose(seat) == stepped.source.social.pose(seat)
    assert [(r.t, r.event) for r in sought.stage.log.records] == [
        (r.t, r.event) for r in stepped.stage.log.records
    ]
    assert sought.stage.log.lines(1) == stepped.stage.log.lines(1)
    assert sorted(sought.stage.hand.cards) == sorted(stepped.stage.hand.cards)
    draw_now(window)  # (the pawns glide in the drawing's time: both at rest at `moment`)
    assert [(p.center_x, p.center_y, p.visible) for p in sought.grid.pawns] == [
        (p.center_x, p.center_y, p.visible) for p in stepped.grid.pawns
    ]
    # and back: a seek to an earlier moment rebuilds the table as it was then, whether its fresh
    # table was made beforehand (an idle frame's `prepare`) or in the jump
    replay.prepare()
    spare = replay.spare
    assert spare is not None
    replay.seek(moment / 2)
    assert replay.view is spare[1] and replay.spare is None
    assert replay.view.state.to_json() == state_at(recording, replay.t).to_json()
    records = [(r.t, r.event) for r in replay.view.stage.log.records]
    cold = Replay(recording, 1)
    cold.seek(moment)
    cold.seek(moment / 2)
    assert [(r.t, r.event) for r in cold.view.stage.log.records] == records


def test_the_full_history_opens_over_the_replay_and_closes(window: Any, recording: Recording) -> None:
    view = shown(window, recording)
    view.seek(recording.end * 0.5)
    press(window, arcade.key.L)
    assert view.history is not None
    press(window, arcade.key.SPACE)  # the controls wait under the history
    assert not view.playing
    press(window, arcade.key.ESCAPE)  # closes the history, not the screen
    assert view.history is None and window.current_view is view
    x, y = view.table.stage.history_button.boxes[0].center  # the table's own button, where it is drawn
    cx, cy = (
        view.frame.box.left + x * view.frame.box.width / window.width,
        view.frame.box.bottom + y * (view.frame.box.height / window.height),
    )
    click(window, cx, cy)
    assert view.history is not None


def test_export_writes_a_readable_file_and_never_overwrites(
    window: Any, recording: Recording, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("WINKHOUSE_EXPORT_DIR", str(tmp_path / "shared"))
    view = shown(window, recording)
    press(window, arcade.key.X)
    first = sorted((tmp_path / "shared").iterdir())
    assert len(first) == 1 and first[0].name.endswith(".jsonl.gz")
    assert str(first[0]) in view.message.text or str(first[0]) in view.line
    assert not layout_problems(frame_texts(window), window.width, window.height)  # the long line fits
    before = first[0].read_bytes()
    assert before[:2] == b"\x1f\x8b"
    again = Recording.read(first[0], ENGINES)
    assert (
        again.records == [r | {"game": 0} for r in recording.records] and again.actions == recording.actions
    )
    press(window, arcade.key.X)  # the same minute: a second file beside the first
    files = sorted((tmp_path / "shared").iterdir())
    assert len(files) == 2 and files[0].read_bytes() == before
    assert gzip.decompress(files[1].read_bytes()) == gzip.decompress(before)


def test_export_into_a_folder_that_cannot_be_written_is_one_line(
    window: Any, recording: Recording, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("WINKHOUSE_EXPORT_DIR", str(blocker / "inside"))
    view = shown(window, recording)
    press(window, arcade.key.X)
    draw_now(window)
    assert view.line.startswith("Could not export") and "\n" not in view.line


def test_a_recording_that_cannot_be_read_is_one_line_and_back(window: Any, tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl.gz"
    bad.write_bytes(gzip.compress(b"hello\n")[:-6])
    view = ReplayView(bad, back="menu")
    window.show_view(view)
    draw_now(window)
    assert view.replay is None and view.message.text.startswith("This replay cannot be shown")
    press(window, arcade.key.SPACE)  # nothing to play: nothing happens
    press(window, arcade.key.ESCAPE)
    assert type(window.current_view).__name__ == "MainMenuView"


def test_the_command_opens_the_screen_on_a_file(window: Any, recording: Recording, tmp_path: Path) -> None:
    from game.cli.replay import open_replay, read
    from game.ui.replays.export import export

    path = export(recording, tmp_path)
    view = open_replay(window, read(str(path), 0), 2, 12.5)
    draw_now(window)
    assert window.current_view is view and isinstance(view, ReplayView)
    assert view.replay is not None and view.replay.seat == 2 and view.replay.t == 12.5


def test_a_mark_under_the_pointer_says_what_and_when(window: Any, recording: Recording) -> None:
    view = shown(window, recording, seat=1)
    line = view.timeline
    placed = next(p for p in line.marks if p.mark.kind == "call")
    window.dispatch_event("on_mouse_motion", placed.x, line.box.center_y, 0, 0)
    draw_now(window)
    minutes, seconds = divmod(int(placed.mark.t), 60)
    assert view.message.text == f"call at {minutes}:{seconds:02d}"
    window.dispatch_event("on_mouse_motion", line.box.left + 1, line.box.top + 200, 0, 0)
    draw_now(window)
    assert view.message.text == ""


def test_back_returns_to_the_screen_it_came_from(window: Any, recording: Recording) -> None:
    from game.ui.practice.menu import PracticeMenuView

    before = PracticeMenuView()
    window.show_view(before)
    view = ReplayView(recording, seat=0, back=before)
    window.show_view(view)
    box = view.buttons.boxes[view.buttons.names().index("back")]
    click(window, box.center_x, box.center_y)
    assert window.current_view is before


def test_the_bar_is_painted_again_when_a_control_changes(window: Any, recording: Recording) -> None:
    """The bar's still parts are a picture made again only when they change (bar.py): a speed
    chosen lights its button on the screen at once, and the line under the bar shows its words."""
    view = shown(window, recording)
    box = view.buttons.boxes[view.buttons.names().index("speed3")]  # 2×

    def lit() -> bool:
        draw_now(window)
        r, g, b = arcade.get_image(int(box.left) + 3, int(box.center_y), 1, 1).convert("RGB").getpixel((0, 0))
        return (r, g, b) == theme.HIGHLIGHT

    assert not lit()
    press(window, arcade.key.KEY_4)
    assert lit()
    press(window, arcade.key.KEY_3)
    assert not lit()


def test_playing_makes_nothing_again_in_a_frame_where_nothing_changed(
    window: Any, recording: Recording, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second of play at 1× (60 frames): the bar's picture and the timeline's shapes are not made
    again, the time's words at most twice (the second changes once), the handle moved only by
    whole pixels; a control changed paints the picture once more, and the floor beside the table
    is still cleared."""
    view = shown(window, recording)
    view.seek(recording.end * 0.3)
    press(window, arcade.key.SPACE)
    draw_now(window)
    timeline = view.timeline
    set_words: list[str] = []
    real = arcade.Text.text

    def counted(text: arcade.Text, words: str) -> None:
        if text is timeline.time:
            set_words.append(words)
        real.fset(text, words)  # type: ignore[attr-defined]

    monkeypatch.setattr(arcade.Text, "text", property(real.fget, counted))  # type: ignore[attr-defined]
    paints, builds, start = view.bar.paints, timeline.builds, view.replay.t
    moves = []
    for _ in range(60):
        step(window, 1)
        draw_now(window)
        moves.append(timeline.handle.center_x)
    assert view.playing and view.replay.t - start == pytest.approx(1.0, abs=1e-6)
    assert (view.bar.paints, timeline.builds) == (paints, builds)
    assert 1 <= len(set_words) <= 2 and set_words[-1].startswith(f"{int(view.replay.t) // 60}:")
    pixels = timeline.box.width / recording.end  # a second of play moves the handle this far
    assert len(set(moves)) <= int(pixels) + 2
    press(window, arcade.key.KEY_4)  # 2×: the bar shows it
    draw_now(window)
    assert view.bar.paints == paints + 1 and timeline.builds == builds
    x, y = int(view.frame.box.left // 2), int(window.height * 0.6)
    assert arcade.get_image(x, y, 1, 1).convert("RGB").getpixel((0, 0)) == theme.FLOOR
