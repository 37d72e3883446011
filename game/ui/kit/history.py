"""The table's full history: the log opened over the table, every line the viewer may read.

The lines are the table log's, filtered for whoever looks now exactly as the log filters them
(log.py: a seat's private lines only while that seat is the confirmed viewer), oldest at the
top, each with the game time it happened (m:ss) and its why, if it has one, under it; they wrap
to the panel's width. It opens on the newest line; the wheel, the arrow keys, Page Up / Page Down
(Home / End) and a scroll bar (shown when there is more than fits) move through it.

It is a modal overlay (modal.py): while it shows, the table takes no input (a click on it calls
no card) and, as under every overlay of the kit, the table's clock stands still: reading the
history costs no wink, no accusation and no swap. Its key, Esc, its close button or a click
outside it close it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import arcade

from ...i18n import current_language, key_label
from .. import theme
from ..fit import fit_width
from ..modal import ModalSection, draw_panel
from .buttons import ButtonRow
from .log import WHY, LogRecord, TableLog
from .scroll_bar import ScrollBar

WHEEL_LINES = 2  # lines moved by one notch of the wheel


def game_time(seconds: float) -> str:
    """A moment of the game as m:ss (65.2 -> "1:05")."""
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


@dataclass
class Entry:
    """One line of the history, laid out: its time, what happened and why (wrapped texts)."""

    line: str
    when: arcade.Text
    what: arcade.Text
    why: arcade.Text | None

    @property
    def height(self) -> float:
        extra = self.why.content_height if self.why is not None else 0.0
        return self.what.content_height + extra

    def place(self, left: float, column: float, top: float) -> None:
        top = round(top)  # whole pixels: a glyph placed on a half pixel loses its top row
        self.when.x, self.when.y = round(left), top
        self.what.x, self.what.y = round(left + column), top
        if self.why is not None:
            self.why.x, self.why.y = round(left + column), top - round(self.what.content_height)

    def draw(self) -> None:
        self.when.draw()
        self.what.draw()
        if self.why is not None:
            self.why.draw()


class HistorySection(ModalSection):
    def __init__(
        self, log: TableLog, viewer: Callable[[], int | None], on_close: Callable[[], None], context: str
    ) -> None:
        """`log`: the table's; `viewer`: whose lines to show (the table's shown viewer, now);
        `on_close`: the table takes the overlay away."""
        super().__init__("history", context)
        self.log, self.viewer, self.on_close = log, viewer, on_close
        self.title = arcade.Text("", 0, 0, theme.INK, 20, font_name=theme.FONT, bold=True)
        self.help = arcade.Text("", 0, 0, theme.INK_SOFT, 11, font_name=theme.FONT)
        self.nothing = arcade.Text("", 0, 0, theme.INK_SOFT, 13, font_name=theme.FONT, anchor_y="top")
        self.close_button = ButtonRow(["close"])
        self.bar = ScrollBar()
        self.box = arcade.LBWH(0, 0, 1, 1)  # the paper
        self.area = arcade.LBWH(0, 0, 1, 1)  # where the lines go
        self.font = 13.0
        self.column = 40.0  # the times' width, before the lines
        self.lines: list[tuple[str, LogRecord]] = []
        self.entries: dict[int, Entry] = {}  # laid out, by line number (only those drawn)
        self.first = 0  # the top line shown
        self.shown = 0  # how many lines fit from `first`
        self.at_end = True  # the newest line is shown: the history keeps it so
        self._key: tuple[object, ...] | None = None

    # ------------------------------------------------------------ lines
    def read(self, again: bool = False) -> None:
        """The viewer's lines, read again when the log, the viewer or the language changed (or
        `again`); the history stays on the newest line if it was there."""
        key = (len(self.log.records), self.viewer(), current_language())
        if key == self._key and not again:
            return
        self._key = key
        self.lines = self.log.lines(self.viewer())
        self.entries = {}
        self.scroll_to(self.last_first() if self.at_end else self.first)

    def entry(self, i: int) -> Entry:
        """Line `i`, laid out at the panel's width (made once, when first needed)."""
        line, record = self.lines[i]
        entry = self.entries.get(i)
        if entry is not None and entry.line == line:
            return entry
        what, _, why = line.partition(WHY)
        width = int(self.area.width - self.column)
        entry = Entry(
            line,
            self._text(game_time(record.t), theme.INK_SOFT, None),
            self._text(what, theme.INK, width),
            self._text(why, theme.INK_SOFT, width) if why else None,
        )
        self.entries[i] = entry
        return entry

    def _text(self, words: str, colour: tuple[int, int, int], width: int | None) -> arcade.Text:
        wrap = width is not None
        size = self.font * (0.9 if colour == theme.INK_SOFT and wrap else 1.0)  # (a time: as its line)
        return arcade.Text(
            words, 0, 0, colour, size, font_name=theme.FONT, anchor_y="top", multiline=wrap, width=width
        )

    def last_first(self) -> int:
        """The top line when the history is scrolled to its end (the newest line at the bottom)."""
        room, i = self.area.height, len(self.lines)
        while i > 0 and room - self.entry(i - 1).height >= 0:
            room -= self.entry(i - 1).height + self.gap
            i -= 1
        return min(i, max(0, len(self.lines) - 1))

    @property
    def gap(self) -> float:
        return self.font * 0.45

    def measure(self) -> None:
        """How many lines fit from `first`; the scroll bar follows."""
        room, i = self.area.height, self.first
        while i < len(self.lines) and (i == self.first or room - self.entry(i).height >= 0):
            room -= self.entry(i).height + self.gap
            i += 1
        self.shown = i - self.first
        self.bar.set(self.first, self.last_first(), self.shown, len(self.lines))

    def scroll_to(self, first: int) -> None:
        last = self.last_first()
        self.first = max(0, min(first, last))
        self.at_end = self.first >= last
        self.measure()

    # ------------------------------------------------------------ layout and drawing
    def open(self) -> None:
        """Shown afresh: on the newest line."""
        self._key, self.at_end = None, True

    def layout(self) -> None:
        self.fit()
        w, h = self.window.width, self.window.height
        s = self.scale
        pw, ph = min(w * 0.74, s.px(900)), h * 0.86
        self.box = arcade.LBWH(w / 2 - pw / 2, h / 2 - ph / 2, pw, ph)
        pad = s.px(22)
        self.font = s.font(13)
        self.title.text = self.t("history.title")
        self.title.font_size = s.font(20)
        self.title.x, self.title.y = self.box.left + pad, self.box.top - pad - self.title.content_height * 0.8
        close = self.t("history.close")
        self.close_button.set("close", close, key_label(self.window.settings.key_bindings["pause"]))
        bw, bh = s.font(13) * 8, s.font(13) * 2.3
        self.close_button.layout(
            arcade.LBWH(self.box.right - pad - bw, self.box.top - pad - bh, bw, bh), s.font(13)
        )
        fit_width(self.title, pw - 3 * pad - bw)
        self.help.text = self.t("history.help")
        self.help.font_size = s.font(11)
        self.help.x, self.help.y = self.box.left + pad, self.box.bottom + pad * 0.7
        fit_width(self.help, pw - 2 * pad)
        self.nothing.text = self.t("history.empty")
        self.nothing.font_size = self.font
        bar = s.px(10)
        top = self.box.top - pad - bh - pad * 0.6
        bottom = self.help.y + self.help.content_height + pad * 0.6
        self.bar.layout(arcade.LBWH(self.box.right - pad - bar, bottom, bar, top - bottom))
        self.column = self._text("00:00", theme.INK_SOFT, None).content_width + self.font
        self.area = arcade.LBWH(self.box.left + pad, bottom, pw - 3 * pad - bar, top - bottom)
        self.read(again=True)  # laid out afresh at this width

    def on_draw(self) -> None:
        self.read()
        w, h = self.window.width, self.window.height
        arcade.draw_rect_filled(arcade.LBWH(0, 0, w, h), theme.SHADE)
        draw_panel(self.box)
        self.title.draw()
        self.close_button.draw()
        self.help.draw()
        if not self.lines:
            self.nothing.x, self.nothing.y = self.area.left, self.area.top
            self.nothing.draw()
        top = self.area.top
        for i in range(self.first, self.first + self.shown):
            entry = self.entry(i)
            entry.place(self.area.left, self.column, top)
            entry.draw()
            top -= entry.height + self.gap
        self.bar.draw()

    # ------------------------------------------------------------ input
    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        actions = self.actions(symbol, modifiers)
        page = max(1, self.shown - 1)
        if actions & {"history", "pause", "back"}:
            self.close()
        elif "menu_up" in actions:
            self.scroll_to(self.first - 1)
        elif "menu_down" in actions:
            self.scroll_to(self.first + 1)
        elif symbol == arcade.key.PAGEUP:
            self.scroll_to(self.first - page)
        elif symbol == arcade.key.PAGEDOWN:
            self.scroll_to(self.first + page)
        elif symbol == arcade.key.HOME:
            self.scroll_to(0)
        elif symbol == arcade.key.END:
            self.scroll_to(self.last_first())
        return True

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> bool:
        self.scroll_to(self.first - round(scroll_y * WHEEL_LINES))
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        b = self.box
        if not (b.left <= x <= b.right and b.bottom <= y <= b.top) or self.close_button.at(x, y):
            self.close()
            return True
        page = self.bar.press(x, y)
        if page is not None:
            self.scroll_to(page)
        return True

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> bool:
        first = self.bar.drag(y)
        if first is not None:
            self.scroll_to(first)
        return True

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool:
        self.bar.release()
        return True

    def close(self) -> None:
        self.bar.release()
        self.on_close()
