"""The winks you missed: a reel of the moments that mattered to one seat in a finished game
(`game.review.moments.moments_for`), each played from a little before the signal to a little
after it in slow motion (¼×), through that seat's eyes, the faces involved ringed, with one line
saying what happened and a count ("3 of 7"); one after the other, then an end card. Previous,
next and replay-this are buttons and keys; the end card (and the reel itself) offers practice.
A game in which nothing mattered to the seat says so plainly.

    window.go("missed-winks", path_or_recording, seat, back=...)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import arcade
from arcade.shape_list import Shape, ShapeElementList, create_rectangle_filled

from ...bots.recording import Recording
from ...review.moments import Moment, moments_for
from .. import theme
from ..base import Back
from ..fit import fit_width
from ..kit.buttons import ButtonRow
from ..text_batch import TextBatch
from .frame import TableFrame
from .seek import Replay
from .timeline import clock
from .watching import Watching

SLOW = 0.25  # the reel's speed
BEFORE_S = 1.5  # each moment starts this long before its signal
AFTER_S = 1.5  # and stops this long after it ends
HOLD_S = 2.0  # the last frame of a moment stays this long (sim seconds at 1×) before the next
BAR_H = 0.16
BUTTONS = ["back", "previous", "again", "next", "practise"]


def line_of(moment: Moment, seat: int, names: tuple[str, ...], t: Any) -> str:
    """What happened in one sentence, for `seat` (named "you")."""

    def name(s: int | None) -> str:
        return "?" if s is None else t("reel.you") if s == seat else names[s]

    by = ", ".join(name(s) for s in moment.caught_by) or "?"
    return str(
        t(
            f"reel.line.{moment.kind}",
            seat=name(moment.seat),
            target=name(moment.target),
            time=clock(moment.t),
            number="?" if moment.number is None else moment.number,
            by=by,
        )
    )


class MissedWinksView(Watching):
    def __init__(
        self, recording: str | Path | Recording, seat: int | None = None, back: Back = "menu"
    ) -> None:
        super().__init__()
        self.back = back
        self.moments: list[Moment] = []
        self.index = 0
        self.replay: Replay | None = None
        self.sought = False  # a jump was made this frame (the next is an idle one)
        self.playing = False
        self.held = 0.0  # how long the moment's last frame has stayed
        self.frame = TableFrame()
        self.texts = TextBatch()
        self.line = self.texts.text(15, bold=True)
        self.count = self.texts.text(13, colour=theme.HIGHLIGHT)
        self.keys = self.texts.text(10, colour=theme.SIGHT)
        self.card = self.texts.text(18, bold=True)
        self.card.anchor_x = self.card.anchor_y = "center"
        self.card.multiline = False
        self.buttons = ButtonRow(BUTTONS)
        self.card_shapes: ShapeElementList[Shape] = ShapeElementList()  # the panel under the end card
        if not self.read(recording):
            return
        n = self.recording.n
        if seat is None or not 0 <= seat < n:
            seat = min(self.recording.humans) if self.recording.humans else 0
        self.seat = seat
        self.moments = moments_for(self.recording, seat)
        if self.moments:
            self.replay = Replay(self.recording, seat)
            self.show(0)

    # ------------------------------------------------------------ the moments
    @property
    def ended(self) -> bool:
        """The end card: every moment has been shown."""
        return self.index >= len(self.moments)

    @property
    def moment(self) -> Moment | None:
        return None if self.ended else self.moments[self.index]

    def window_of(self, moment: Moment) -> tuple[float, float]:
        assert self.replay is not None
        return max(0.0, moment.t - BEFORE_S), min(self.replay.end, moment.end + AFTER_S)

    def show(self, index: int) -> None:
        """Play moment `index` from its start (the end card past the last)."""
        self.index = max(0, min(index, len(self.moments)))
        self.held = 0.0
        moment = self.moment
        if moment is None or self.replay is None:
            self.playing = False
        else:
            self.replay.seek(self.window_of(moment)[0])
            self.sought = True
            self.playing = True
        self.words()
        if self.window is not None:
            self.fit_words()

    def on_fixed_update(self, delta_time: float) -> None:
        moment, replay = self.moment, self.replay
        if moment is None or replay is None:
            return
        stop = self.window_of(moment)[1]
        if self.playing:
            replay.step(min(delta_time * SLOW, max(0.0, stop - replay.t)))
            if replay.t >= stop - 1e-9 or replay.source.over:
                self.playing = False
        else:
            self.held += delta_time
            if self.held >= HOLD_S:
                self.show(self.index + 1)  # on to the next (the end card after the last)

    # ------------------------------------------------------------ words and layout
    def words(self) -> None:
        if self.problem is not None:
            self.line.text = self.t("replay.unreadable", problem=self.problem)
            self.count.text = ""
        elif not self.moments:
            self.line.text = ""
            self.card.text = self.t("reel.none", name=self.recording.names[self.seat])
        elif self.ended:
            self.line.text = ""
            self.card.text = self.t("reel.end", total=len(self.moments))
        else:
            moment = self.moment
            assert moment is not None
            self.line.text = line_of(moment, self.seat, self.recording.names, self.t)
            self.card.text = ""
        total = len(self.moments)
        self.count.text = self.t("reel.count", index=min(self.index + 1, total), total=total) if total else ""
        b = self.buttons
        b.set("back", self.t("reel.back"), "Esc")
        b.set("previous", self.t("reel.previous"), "←", enabled=bool(self.moments) and self.index > 0)
        again = "reel.from_start" if self.ended else "reel.again"
        b.set("again", self.t(again), "Space", enabled=bool(self.moments))
        b.set("next", self.t("reel.next"), "→", enabled=not self.ended and bool(self.moments))
        b.set("practise", self.t("reel.practise"), "P", lit=self.ended or not self.moments)
        self.keys.text = self.t("reel.keys")

    def layout(self) -> None:
        super().layout()
        w, h = self.window.width, self.window.height
        s = self.scale
        bar = h * BAR_H
        self.frame.layout(w, h, bar)
        pad = s.px(14)
        self.line.font_size = s.font(15)
        self.line.x, self.line.y = pad, bar * 0.70
        self.count.font_size = s.font(13)
        self.count.anchor_x = "right"
        self.count.x, self.count.y = w - pad, bar * 0.70
        self.buttons.layout(arcade.LBWH(pad, bar * 0.24, w - 2 * pad, bar * 0.3), s.font(12))
        self.keys.font_size = s.font(10)
        self.keys.anchor_x = "right"
        self.keys.x, self.keys.y = w - pad, bar * 0.05
        self.card.font_size = s.font(18)
        self.card.x, self.card.y = w / 2, (h + bar) / 2
        self.card_shapes = ShapeElementList()
        self.card_shapes.append(
            create_rectangle_filled(w / 2, (h + bar) / 2, w * 0.8, s.px(90), (*theme.OPAQUE_SHADE, 235))
        )
        if self.replay is not None:
            self.replay.view.layout()
        self.words()
        self.fit_words()

    # ------------------------------------------------------------ input
    def do(self, name: str) -> None:
        if name == "back":
            if isinstance(self.back, str):
                self.app.go(self.back)
            else:
                self.app.show(self.back)
        elif name == "practise":
            self.app.go("practice")
        elif not self.moments:
            return
        elif name == "previous":
            self.show(self.index - 1)
        elif name == "next" and not self.ended:
            self.show(self.index + 1)
        elif name == "again":
            self.show(0 if self.ended else self.index)
        self.fit_words()

    def fit_words(self) -> None:
        """The line and the end card in one line each, shrunk if they must (a long name, French)."""
        s, w = self.scale, self.window.width
        self.line.font_size, self.card.font_size = s.font(15), s.font(18)
        fit_width(self.line, w - s.px(28) - s.px(140))
        fit_width(self.card, w * 0.76)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        k = arcade.key
        name = {
            k.ESCAPE: "back",
            k.BACKSPACE: "back",
            k.LEFT: "previous",
            k.RIGHT: "next",
            k.SPACE: "again",
            k.ENTER: "again",
            k.P: "practise",
        }.get(symbol)
        if name is None:
            return None
        self.do(name)
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        name = self.buttons.at(x, y)
        if name is not None:
            self.do(name)
        return True

    # ------------------------------------------------------------ drawing
    def on_draw(self) -> None:
        moment = self.moment
        if self.replay is None:
            self.clear(color=theme.FLOOR)
        else:
            rings = [] if moment is None else [s for s in (moment.seat, moment.target) if s is not None]
            self.frame.clear_around(self.window, theme.FLOOR, theme.OPAQUE_SHADE)
            self.frame.draw(self.replay.view, rings)
        if self.card.text:
            self.card_shapes.draw()
        self.texts.draw()
        self.buttons.draw()
        self.draw_notices()
        self.draw_fade()
