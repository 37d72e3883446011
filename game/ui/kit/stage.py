"""The parts every table shows, laid out and drawn together, and the stage its effects play on.

A game's table owns one `TableStage` and adds its own board (the Wink grid, the saloon…): the
stage draws the table, the faces and plates (and the gaze mark), the turn line, the message or
prompt, the log (or a hint in its place), the caption, cards in flight and what pulses; the game
tells it where its cards are (`card_box`, `card_texture`) so that flights and pulses can find them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from typing import Any

import arcade

from ...rules.core import Event
from ...social.gaze import GRID, HAND
from ...social.table import SocialTable
from .. import theme
from ..fit import fit_width
from .effects import Effects, Target
from .flights import Banner, Flights
from .hand import HandStrip
from .hint import Hint
from .log import TableLog
from .notice import NoticeLine
from .prompt import Prompt
from .pulses import Pulses
from .regions import Regions, regions
from .seats import Seats
from .tabletop import Tabletop

Box = tuple[float, float, float, float]  # centre x, centre y, width, height


class TableStage:
    def __init__(
        self,
        faces: list[int],
        marks: list[arcade.Texture],
        describe: Callable[[Event, int | None], str | None],
        effects: Effects,
        card_texture: Callable[[Hashable], arcade.Texture],
    ) -> None:
        self.tabletop = Tabletop()
        self.seats = Seats(faces, marks)
        self.log = TableLog(describe)
        self.notice = NoticeLine()
        self.prompt = Prompt()
        self.hint = Hint()
        self.banner = Banner()
        self.flights = Flights()
        self.pulses = Pulses()
        self.effects = effects
        self.hand = HandStrip(card_texture)
        self.card_texture = card_texture
        self.turn = arcade.Text("", 0, 0, theme.HIGHLIGHT, 16, font_name=theme.FONT, anchor_x="center")
        self.regions: Regions = regions(1280, 720)
        self.home = 0
        self.now = 0.0
        self.sounds: Callable[[str], None] = lambda _name: None
        self.card_box: Callable[[Hashable], Box | None] = lambda _card: None
        self.turn_card_over: Callable[[Hashable], None] = lambda _card: None
        self.reduced_motion = False

    # ------------------------------------------------------------ layout
    def layout(self, width: float, height: float, home: int, font: Callable[[float], float]) -> Regions:
        r = self.regions = regions(width, height)
        self.home = home
        self.tabletop.place(r.table)
        n = len(self.seats)
        spots = r.spots(n, home, largest=min(0.15 * height, 0.11 * width))
        plate = min(width * 0.17, max(s[2] for s in spots) * 2.3)
        self.seats.place(spots, plate, font(12), width)
        self.turn.font_size = font(16)
        self.turn.x, self.turn.y = width / 2, r.turn_y
        fit_width(self.turn, r.text_width)
        self.notice.layout(width / 2, r.message_y, r.text_width, font(14))
        log = r.log  # a question and its answers take the log's place while they are asked
        self.prompt.layout(log.center_x, log.top - font(14) * 1.2, log.width, font(14))
        self.hint.layout(log, font(12))
        self.hand.layout(r.hand)
        self.log.layout(r.log, font(11))
        self.banner.layout(r.table.cx, r.table.cy, font(28), r.table.rx * 1.9)
        return r

    def set_turn(self, text: str, font: float) -> None:
        if self.turn.text != text:
            self.turn.text = text
            self.turn.font_size = font
            fit_width(self.turn, self.regions.text_width)

    # ------------------------------------------------------------ drawing
    def gaze_point(self, seat: int, target: int, board: tuple[float, float]) -> tuple[float, float]:
        """Where a face's eyes go on screen for a gaze target: a face, the board, its own hand."""
        if target == GRID:
            return board
        x, y, _ = self.seats.spots[seat if target == HAND else target]
        return (x, y - 1000) if target == HAND else (x, y)

    def pose_faces(self, social: SocialTable, board: tuple[float, float]) -> None:
        """Every face as the social layer has it now, and the sight lines between them.

        The face draws the pose and nothing else: a wink shuts an eyelid and changes no other
        part (no tell). With reduced motion the head does not sway; expressions, raised brows,
        gestures (nods, shakes, tilts: signals in WinkyBilly), gaze, blinks and winks still show."""
        t = social.t
        for seat in range(len(self.seats)):
            pose = social.pose(seat, t)
            if self.reduced_motion:
                pose = replace(pose, head_dx=0.0, head_dy=0.0)
            self.seats.pose(seat, pose, self.gaze_point(seat, pose.gaze, board))

    def draw_table(self, board: Callable[[], None]) -> None:
        """The table, the sight lines on its felt, then the game's `board` over them."""
        self.tabletop.draw()
        self.seats.draw_sights()
        board()

    def draw_seats(self, current: int | None, pointed: int | None, looking: bool = False) -> None:
        """The seats; the gaze mark on `pointed`, with its eye if the bots see the viewer `looking`."""
        self.seats.draw(current, pointed, looking)

    def draw_texts(self, viewer: int | None, lang: str) -> None:
        """The turn line, the message or the prompt, the log (or the hint while it shows)."""
        self.turn.draw()
        if not self.prompt.open:
            self.notice.draw(viewer, self.now)
            if not self.hint.draw(self.now):
                self.log.draw(viewer, self.now, lang)

    def draw_moments(self, viewer: int | None) -> None:
        """What happens now, over everything: pulses, cards in flight, the caption."""
        self.pulses.draw(self.now, self.where, self.reduced_motion)
        self.flights.update(self.now)
        self.flights.draw()
        self.banner.draw(self.now, fade=not self.reduced_motion, viewer=viewer)

    def where(self, target: tuple[str, Any]) -> tuple[Box, bool] | None:
        kind, what = target
        if kind == "seat":
            x, y, size = self.seats.spots[what]
            return (x, y, size * 1.1, size * 1.1), True
        box = self.card_box(what)
        return (box, False) if box is not None else None

    # ------------------------------------------------------------ the effects' stage
    def show(self, events: Sequence[Event], viewer: int | None) -> None:
        """Log every event; play the effects of those the viewer may know of."""
        self.log.add(list(events), self.now)
        for e in events:
            if e.visible_to(viewer):
                self.effects.play(e, self)

    def play(self, sound: str) -> None:
        self.sounds(sound)

    def caption(self, words: Callable[[int | None], str], good: bool) -> None:
        self.banner.show(words, self.now, theme.HIGHLIGHT if good else theme.WHITE)

    def fly(self, card: Any, seat: int) -> None:
        box = self.card_box(card)
        if box is None:
            return
        x, y, w, h = box
        sx, sy, _ = self.seats.spots[seat]
        self.flights.launch(self.card_texture(card), (x, y), (sx, sy), (w, h), self.now, self.reduced_motion)

    def pulse(self, target: Target) -> None:
        self.pulses.start(target, self.now)

    def turn_over(self, card: Any) -> None:
        if not self.reduced_motion:
            self.turn_card_over(card)
