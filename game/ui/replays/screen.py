"""The replay screen: a finished table watched again, drawn by the game's own table view from its
recording (`seek.Replay`), through any seat's eyes or the room's, with a controls bar below it.

The table is drawn a little smaller, above the bar (a camera scales it whole, so nothing of it is
covered); the bar holds the timeline with its marks and legend, and the buttons: back, previous
and next action, play and pause, the five speeds, whose eyes, "reveal all" (after the end of the
game only: every hand and pile face up, as the results show them, every wink and signal on the
timeline) and export. Everything has a
key. A recording that cannot be read is one line on the screen, and Back.

    window.go("replay", path_or_recording, seat=None, back=...)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import arcade

from ...bots.recording import Recording
from ...review.moments import marks
from .. import theme
from ..base import Back
from ..fit import fit_width
from ..input import bound
from ..kit.buttons import ButtonRow, side_by_side
from ..text_batch import TextBatch
from .bar import BarPicture
from .export import export
from .frame import TableFrame
from .revealed import RevealedPanel
from .seek import Replay
from .speeds import SPEED_WORDS, SPEEDS
from .timeline import LEGEND, Timeline, clock
from .watching import Watching

BAR_H = 0.16  # of the window's height: the controls bar under the table
PLAYING = ["back", "previous", "play", "next", *(f"speed{i}" for i in range(5))]
SEEING = ["eyes", "reveal", "export"]
BUTTONS = PLAYING + SEEING


class ReplayView(Watching):
    def __init__(
        self, recording: str | Path | Recording, seat: int | None = None, back: Back = "menu"
    ) -> None:
        super().__init__()
        self.back = back
        self.replay: Replay | None = None
        self.sought = False  # a jump was made this frame (the next is an idle one)
        self.playing = False
        self.speed = 2  # the index in SPEEDS: 1×
        self.revealed = False
        self.line = ""  # the one line under the bar: an export's path, a problem
        self.hover: str | None = None
        self.laid = False  # laid out in the window (the reveal waits for it)
        self.bar_h = 0.0
        self.texts = TextBatch()  # the bar's still words (bar.py)
        self.moving = TextBatch()  # the time beside the timeline
        self.bar = BarPicture()
        self.message = self.texts.text(12)
        self.keys = self.texts.text(10, colour=theme.SIGHT)
        self.buttons = ButtonRow(BUTTONS)  # one row, in two groups (one draw for all)
        self.frame = TableFrame()
        self.revealed_panel = RevealedPanel()  # every hand, after the end (revealed.py)
        self.timeline = Timeline(self.texts, self.moving)
        if not self.read(recording):
            return
        if seat is not None and not 0 <= seat < self.recording.n:
            seat = None  # no such seat at this table: the room's eyes
        self.replay = Replay(self.recording, seat)
        self.marks_for()

    # ------------------------------------------------------------ what it shows
    @property
    def table(self) -> Any:
        return self.replay.view if self.replay is not None else None

    @property
    def over(self) -> bool:
        """Whether the moment shown is after the game's end (then everything may be revealed)."""
        return self.replay is not None and self.replay.source.over

    def marks_for(self) -> None:
        assert self.replay is not None
        revealed = self.revealed and self.over
        found = marks(self.recording, self.replay.seat, revealed)
        self.timeline.set_marks(found, self.replay.end)

    def layout(self) -> None:
        super().layout()
        w, h = self.window.width, self.window.height
        s = self.scale
        bar = h * BAR_H
        self.bar_h, self.laid = bar, True
        self.frame.layout(w, h, bar)  # the table, whole, above the bar
        pad = s.px(14)
        font = s.font(12)
        room = font * 9.5  # beside the track: the time and the length, "12:34 / 56:07"
        self.timeline.layout(arcade.LBWH(pad, bar * 0.80, w - 2 * pad - room, max(4.0, bar * 0.06)), font)
        words = {kind: self.t(f"replay.kind.{kind}") for kind in LEGEND}
        self.timeline.legend(words, arcade.LBWH(pad, bar * 0.60, w - 2 * pad, bar * 0.12))
        row = arcade.LBWH(pad, bar * 0.27, (w - 2 * pad) * 0.62, bar * 0.26)
        rest = arcade.LBWH(row.right + pad, row.bottom, w - row.right - 2 * pad, row.height)
        self.buttons.layout(arcade.LBWH(pad, row.bottom, w - 2 * pad, row.height), s.font(12))
        self.buttons.boxes = side_by_side(row, len(PLAYING), s.font(12)) + side_by_side(
            rest, len(SEEING), s.font(12)
        )
        self.message.font_size = s.font(11)
        self.message.x, self.message.y = pad, bar * 0.07
        self.keys.font_size = s.font(10)
        self.keys.anchor_x = "right"
        self.keys.x, self.keys.y = w - pad, bar * 0.07
        self.keys.text = self.t("replay.keys")
        self.message.text = ""  # said again, fitted to this width, at the next frame
        if self.table is not None:
            self.table.layout()
        self.label_buttons()
        self.make_reveal(again=True)
        self.bar.forget()

    def set_button(self, name: str, label: str, key: str, lit: bool = False, enabled: bool = True) -> None:
        self.buttons.set(name, label, key, lit, enabled)

    def button_at(self, x: float, y: float) -> str | None:
        return self.buttons.at(x, y)

    def label_buttons(self) -> None:
        self.bar.forget()  # (the bar's picture shows the buttons)
        if self.replay is None:
            for name in BUTTONS:
                self.set_button(name, "", "", enabled=False)
            self.set_button("back", self.t("replay.back"), "Esc")
            return
        b = self
        b.set_button("back", self.t("replay.back"), "Esc")
        b.set_button("previous", self.t("replay.previous"), "←")
        b.set_button(
            "play", self.t("replay.pause" if self.playing else "replay.play"), "Space", lit=self.playing
        )
        b.set_button("next", self.t("replay.next"), "→", enabled=self.replay.next_action() is not None)
        for i, words in enumerate(SPEED_WORDS):
            b.set_button(f"speed{i}", self.t("replay.speed", speed=words), str(i + 1), lit=i == self.speed)
        seat = self.replay.seat
        eyes = (
            self.t("replay.eyes_room")
            if seat is None
            else self.t("replay.eyes_seat", name=self.recording.names[seat])
        )
        b.set_button("eyes", eyes, "E")
        b.set_button(
            "reveal",
            self.t("replay.reveal"),
            "R",
            lit=self.revealed and self.over,
            enabled=self.over,
        )
        b.set_button("export", self.t("replay.export"), "X")
        self.make_reveal()

    def make_reveal(self, again: bool = False) -> None:
        """Every hand and pile of the game, face up (after the end only, when asked for): the
        game's own reveal of the engine's final state, as the results screen shows it. Made
        when that changes, or `again` (a new layout)."""
        wanted = self.revealed and self.over and self.replay is not None
        if not self.laid or (wanted == self.revealed_panel.shown and not again):
            return
        if not wanted or self.replay is None:
            self.revealed_panel.hide()
            return
        reveal = self.replay.setup.spec.reveal(self.table.state)
        self.revealed_panel.show(reveal, self.recording.names, self.t, self.scale, self.frame.box)

    # ------------------------------------------------------------ time
    def on_fixed_update(self, delta_time: float) -> None:
        replay = self.replay
        if replay is None or not self.playing:
            return
        if replay.t >= replay.end - 1e-9 or replay.source.over:
            self.set_playing(False)
            return
        was_over = self.over
        replay.step(delta_time * SPEEDS[self.speed])
        if self.over != was_over:
            self.label_buttons()

    def set_playing(self, playing: bool) -> None:
        self.playing = playing
        self.label_buttons()

    def seek(self, t: float) -> None:
        if self.replay is None:
            return
        self.replay.seek(t)
        self.sought = True
        self.marks_for()
        self.label_buttons()

    # ------------------------------------------------------------ actions
    def do(self, name: str) -> None:
        replay = self.replay
        if name == "back":
            self.leave()
        elif replay is None:
            return
        elif name == "play":
            if not self.playing and replay.t >= replay.end - 1e-9:
                self.seek(0.0)  # played to the end: from the start again
            self.set_playing(not self.playing)
        elif name == "next":
            t = replay.next_action()
            if t is not None:
                self.seek(t)
        elif name == "previous":
            self.seek(replay.previous_action())
        elif name.startswith("speed"):
            self.speed = int(name[-1])
            self.label_buttons()
        elif name == "eyes":
            self.next_eyes()
        elif name == "reveal" and self.over:
            self.revealed = not self.revealed
            self.marks_for()
            self.label_buttons()
        elif name == "export":
            self.export()

    def next_eyes(self) -> None:
        """The next seat's eyes (the room's after the last seat): the same moment, seen by them."""
        assert self.replay is not None
        seat = self.replay.seat
        seat = 0 if seat is None else None if seat + 1 >= self.recording.n else seat + 1
        t = self.replay.t
        self.replay = Replay(self.recording, seat)
        self.seek(t)

    def export(self) -> None:
        try:
            path = export(self.recording)
        except OSError as exc:
            self.line = self.t("replay.export_failed", problem=exc.strerror or str(exc))
        else:
            self.line = self.t("replay.exported", path=str(path))

    def leave(self) -> None:
        if isinstance(self.back, str):
            self.app.go(self.back)
        else:
            self.app.show(self.back)

    # ------------------------------------------------------------ input
    @property
    def history(self) -> Any:
        """The table's full history, when it is open over the table (else None)."""
        table = self.table
        return table.history if table is not None and table.overlays.top is table.history else None

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if self.history is not None:
            return bool(self.history.on_key_press(symbol, modifiers))
        actions = bound(self.window, symbol, modifiers, "menus")
        k = arcade.key
        if self.table is not None and "history" in bound(self.window, symbol, modifiers, self.table.context):
            self.table.open_history()  # the whole game's log, as the table keeps it for these eyes
        elif symbol == k.ESCAPE or "back" in actions:
            self.do("back")
        elif symbol == k.SPACE:
            self.do("play")
        elif symbol == k.RIGHT:
            self.do("next")
        elif symbol == k.LEFT:
            self.do("previous")
        elif symbol in (k.BRACKETRIGHT, k.PLUS, k.EQUAL, k.UP):
            self.do(f"speed{min(4, self.speed + 1)}")
        elif symbol in (k.BRACKETLEFT, k.MINUS, k.DOWN):
            self.do(f"speed{max(0, self.speed - 1)}")
        elif k.KEY_1 <= symbol <= k.KEY_5:
            self.do(f"speed{symbol - k.KEY_1}")
        elif symbol == k.HOME:
            self.seek(0.0)
        elif symbol == k.END and self.replay is not None:
            self.seek(self.replay.end)
        elif symbol == k.E:
            self.do("eyes")
        elif symbol == k.R:
            self.do("reveal")
        elif symbol == k.X:
            self.do("export")
        else:
            return None
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        if self.history is not None:
            return bool(self.history.on_mouse_press(x, y, button, modifiers))
        if self.table is not None and self.frame.over(y):
            if self.table.stage.on_history_button(*self.frame.inner(x, y)):
                self.table.open_history()
            return True
        if self.replay is not None and self.timeline.over(x, y):
            self.timeline.dragging = True
            self.seek(self.timeline.t_at(x))
            return True
        name = self.button_at(x, y)
        if name is not None:
            self.do(name)
        return True

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> bool:
        if self.history is not None:
            return bool(self.history.on_mouse_drag(x, y, dx, dy, buttons, modifiers))
        if self.timeline.dragging:
            self.seek(self.timeline.t_at(x))
        return True

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool:
        if self.history is not None:
            return bool(self.history.on_mouse_release(x, y, button, modifiers))
        self.timeline.dragging = False
        return True

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        mark = self.timeline.mark_at(x, y)
        self.hover = (
            None
            if mark is None
            else self.t("replay.mark", kind=self.t(f"replay.kind.{mark.kind}"), time=clock(mark.t))
        )
        if self.table is not None and y > self.bar_h:
            self.table.on_mouse_motion(*map(int, self.frame.inner(x, y)), dx, dy)
        return True

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> bool:
        if self.history is not None:
            return bool(self.history.on_mouse_scroll(x, y, scroll_x, scroll_y))
        if self.table is not None and y > self.bar_h:
            ix, iy = self.frame.inner(x, y)
            self.table.on_mouse_scroll(int(ix), int(iy), scroll_x, scroll_y)
        return True

    def say(self, line: str) -> None:
        """The one line under the buttons (the keys' reminder while there is nothing to say),
        shrunk to the window's width if it must; made again only when it changes."""
        if self.message.text == line:
            return
        s, w = self.scale, self.window.width
        self.bar.forget()  # (the line is in the bar's picture)
        self.message.text = line
        self.message.font_size = s.font(11)
        fit_width(self.message, w - 2 * s.px(14))
        self.keys.text = "" if line else self.t("replay.keys")

    # ------------------------------------------------------------ drawing
    def paint_bar(self) -> None:
        """The bar's still parts, into its picture (bar.py)."""
        if self.replay is not None:
            self.timeline.draw_still()
        self.buttons.draw()
        self.texts.draw()

    def on_draw(self) -> None:
        if self.table is None:
            self.clear(color=theme.FLOOR)
        else:
            self.frame.clear_around(self.window, theme.FLOOR, None)  # (the bar's picture covers the bar)
            self.table.covered = self.revealed_panel.shown  # (the view changes with a jump back)
            self.frame.draw(self.table)
        self.revealed_panel.draw()
        line = self.problem and self.t("replay.unreadable", problem=self.problem)
        self.say(self.hover or self.line or line or "")
        if self.timeline.stale:
            self.bar.forget()  # new marks, a new legend: drawn into the picture
        self.bar.show(self.window, self.bar_h, theme.OPAQUE_SHADE, self.paint_bar)
        if self.replay is not None:
            self.timeline.draw(self.replay.t)
            self.moving.draw()
        if self.history is not None:
            self.history.on_draw()  # over the whole window, the table's clock stopped under it
        self.draw_notices()
        self.draw_fade()
