"""The table log: every event kept as it happened, turned into lines for the viewer when drawn.

Nothing is filtered when stored: a private event (one with `to`) stays in the log and shows only
while its seat is the confirmed viewer, so a couch hand-over never leaves one player's lines on
the screen for the next, and a line about "you" is worded for whoever looks now.

A line may say why on a second line ("what happened\nwhy"): the log shows it on the row under
it, indented and softer; the full history (history.py) shows both. A row too long for the log
ends in "…" (the history shows it whole).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import arcade

from ...rules.core import Event
from .. import theme
from ..fit import elide
from ..text_batch import TextBatch

# describe(event, viewer) -> the line for that viewer, or None for events the log does not show.
Describe = Callable[[Event, int | None], str | None]
FRESH_S = 2.5  # the newest line stands out this long
WHY = "\n"  # between what happened and why, in a line
INDENT = "    "  # before a why in the log's rows
WHY_COLOUR = (196, 214, 200)  # a why, softer than what happened


@dataclass(frozen=True, slots=True)
class LogRecord:
    t: float
    event: Event


class TableLog:
    def __init__(self, describe: Describe, rows: int = 6) -> None:
        self.describe = describe
        self.records: list[LogRecord] = []
        self.rows = rows
        self.back = 0  # lines scrolled back from the newest
        self.batch = TextBatch()  # the lines, drawn in one call
        self.texts = [self.batch.text(11) for _ in range(rows)]
        for text in self.texts:
            text.anchor_y = "top"
        self.fresh: LogRecord | None = None  # the line drawn in gold (the newest, for a moment)
        self.box = arcade.LBWH(0, 0, 1, 1)
        self.font = 11.0
        self._key: tuple[object, ...] | None = None
        self._shown: list[tuple[str, LogRecord]] = []  # the rows shown: (text, its record)
        self._recolour = False
        self._says: dict[int, str] = {}  # each text object's whole row (its text may end in "…")

    def add(self, events: list[Event], t: float) -> None:
        self.records.extend(LogRecord(t, e) for e in events)
        self.back = 0  # something happened: show it

    def lines(self, viewer: int | None, most: int | None = None) -> list[tuple[str, LogRecord]]:
        """The lines `viewer` may read (None: public lines only), oldest first: all of them, or
        the newest `most` (found from the end: a long game's log is not worded again each time).
        A line said again straight after itself is one line with a count ("… ×3"), on the newest
        record (three cards laid face down in a row do not push everything else out of sight)."""
        groups: list[list] = []  # [line, newest record, times], newest first
        for record in reversed(self.records):
            if record.event.visible_to(viewer):
                line = self.describe(record.event, viewer)
                if not line:
                    continue
                if groups and groups[-1][0] == line:
                    groups[-1][2] += 1
                    continue
                if most is not None and len(groups) >= most:
                    break
                groups.append([line, record, 1])
        out = [(line if times == 1 else f"{line} ×{times}", record) for line, record, times in groups]
        out.reverse()
        return out

    def layout(self, box: arcade.types.Rect, font_size: float) -> None:
        self.box = box
        line_h = box.height / self.rows
        self.font = min(font_size, line_h * 0.62)
        for i, text in enumerate(self.texts):
            text.x = box.left
            text.y = box.top - i * line_h
            text.text = ""  # laid out again at the new size when next drawn (none is kept)
        self._says.clear()
        self._key = None

    def scroll(self, step: int, viewer: int | None) -> None:
        total = len(rows_of(self.lines(viewer)))
        self.back = max(0, min(self.back + step, total - self.rows))
        self._key = None

    def draw(self, viewer: int | None, now: float, lang: str) -> None:
        key = (len(self.records), viewer, self.back, lang)
        if key != self._key:  # lines are made again only when something they depend on changed
            self._key = key
            rows = rows_of(self.lines(viewer, self.rows + self.back))
            end = len(rows) - self.back
            self._shown = rows[max(0, end - self.rows) : end]
            self._place([line for line, _ in self._shown])
            self._recolour = True  # the lines moved: their colours are checked once
        newest = self._shown[-1][1] if self._shown and self.back == 0 else None
        fresh = newest if newest is not None and now - newest.t < FRESH_S else None
        if fresh is not self.fresh or self._recolour:
            self.fresh, self._recolour = fresh, False
            for text, (row, record) in zip(self.texts, self._shown, strict=False):
                plain = WHY_COLOUR if row.startswith(INDENT) else theme.WHITE
                colour = theme.HIGHLIGHT if record is fresh else plain
                if tuple(text.color) != tuple(colour):  # a colour change lays a text out again
                    text.color = colour
        self.batch.draw()

    def _place(self, shown: list[str]) -> None:
        """The lines from the top row down. When a line comes in the others move up a row: each
        keeps its text object (moved, not laid out again), so only the new line is laid out: on a
        software renderer a text laid out costs a good part of a frame."""
        free = list(self.texts)
        kept: list[arcade.Text | None] = []
        for line in shown:
            same = next((t for t in free if self._says.get(id(t)) == line and line), None)
            if same is not None:
                free.remove(same)
            kept.append(same)
        order: list[arcade.Text] = []
        for i in range(self.rows):
            line = shown[i] if i < len(shown) else ""
            text = kept[i] if i < len(kept) else None
            if text is None:
                text = free.pop(0)
                if self._says.get(id(text)) != line:
                    self._says[id(text)] = line
                    text.text = line
                    if text.font_size != self.font:
                        text.font_size = self.font
                    elide(text, self.box.width)
            order.append(text)
        self.texts = order
        line_h = self.box.height / self.rows
        for i, text in enumerate(self.texts):
            y = self.box.top - i * line_h
            if text.y != y:
                text.y = y


def rows_of(lines: list[tuple[str, LogRecord]]) -> list[tuple[str, LogRecord]]:
    """The log's rows: each line's what, then its why (if any) indented on the row under it."""
    rows: list[tuple[str, LogRecord]] = []
    for line, record in lines:
        what, _, why = line.partition(WHY)
        rows.append((what, record))
        if why:
            rows.append((INDENT + why, record))
    return rows
