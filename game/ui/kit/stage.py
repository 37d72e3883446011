"""The parts every table shows, laid out and drawn together, and the stage its effects play on.

A table composes one `TableStage` around its game's board (kit/board.py: the Wink grid, the
saloon, the Zwoggel display): the stage draws the table, the faces and plates (and the gaze
mark), the board, the turn line, the message or prompt, the log (or a hint in its place), the
caption, cards in flight and what pulses. It reads the time from the table's clock, plays sounds
through the table's player, and finds every place a flight or a pulse names: the faces and the
viewer's hand itself, any other place on the board.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from typing import Generic

import arcade
from arcade.shape_list import Shape, ShapeElementList, create_triangles_strip_filled_with_colors

from ...bots.source import Faces
from ...rules.core import Event
from ...social.gaze import GRID, HAND
from .. import theme
from ..fit import fit_width
from .board import Board, Box, Place
from .buttons import ButtonRow
from .effects import Effects, Fly, Target
from .flights import FLIGHT_S, Banner, Flights
from .hand import CARD_RATIO, Card, HandStrip
from .hint import Hint
from .lids import PresentedLids
from .log import TableLog
from .moment_plates import MomentPlates
from .moments import MomentLines
from .notice import NoticeLine
from .prompt import Prompt
from .pulses import Pulses
from .regions import Regions, regions
from .seats import Seats
from .tabletop import Tabletop

RING_STEPS = 64  # segments of a ring round a face


def ring_shape(x: float, y: float, radius: float, width: float, colour: tuple[int, int, int]) -> Shape:
    """A ring `width` thick round (x, y), as one triangle strip (a GL line would be one pixel)."""
    points = []
    for i in range(RING_STEPS + 1):
        a = math.tau * i / RING_STEPS
        for r in (radius + width / 2, radius - width / 2):
            points.append((x + r * math.cos(a), y + r * math.sin(a)))
    return create_triangles_strip_filled_with_colors(points, [(*colour, 255)] * len(points))


MOMENT_LEFT = 0.2  # the viewer's moment lines begin this far across the window, or at the hand


@dataclass
class Takeoff:
    """A flight waiting for its moment (`Fly.delay` after its event)."""

    flight: Fly
    at: float


class TableStage(Generic[Card]):
    """The stage of a table whose hand strip holds `Card`s."""

    def __init__(
        self,
        faces: list[int],
        marks: list[arcade.Texture],
        board: Board,
        describe: Callable[[Event, int | None], str | None],
        effects: Effects,
        clock: Callable[[], float],
        sounds: Callable[[str], None],
        hand_ratio: float = CARD_RATIO,
    ) -> None:
        self.board = board
        self.clock = clock
        self.sounds = sounds
        self.tabletop = Tabletop()
        self.seats = Seats(faces, marks)
        self.lids = PresentedLids()  # winks and blinks shut in two presented frames at least
        self.log = TableLog(describe)
        self.history_button = ButtonRow(["history"])  # opens the full history (its words: the table's)
        self.notice = NoticeLine()
        self.moments = MomentLines()
        self.moment_plates = MomentPlates()
        # the rings round the faces the viewer's lines name, and what they were made for (ring_watched)
        self.rings: tuple[tuple[object, ...], ShapeElementList[Shape]] = ((), ShapeElementList())
        self.prompt = Prompt()
        self.hint = Hint()
        self.banner = Banner()
        self.flights = Flights()
        self.pulses = Pulses()
        self.effects = effects
        self.hand: HandStrip[Card] = HandStrip(
            lambda card: board.picture(card, self.hand.size[1]), hand_ratio
        )
        self.turn = arcade.Text("", 0, 0, theme.HIGHLIGHT, 16, font_name=theme.FONT, anchor_x="center")
        self.regions: Regions = regions(1280, 720)
        self.home = 0
        self.viewer: int | None = None  # whose private view the last events were played for
        self.takeoffs: list[Takeoff] = []
        self.reduced_motion = False

    @property
    def now(self) -> float:
        """The table's time (its source's sim clock)."""
        return self.clock()

    # ------------------------------------------------------------ layout
    def layout(
        self,
        width: float,
        height: float,
        home: int,
        font: Callable[[float], float],
        hand_seat: int | None = None,
    ) -> Regions:
        """Lay every part out for the window; the hand strip on the side of `hand_seat`'s face
        (whose cards it holds; None: the home seat's)."""
        r = regions(width, height)
        self.home = home
        self.tabletop.place(r.table)
        n = len(self.seats)
        spots = r.spots(n, home, largest=min(0.15 * height, 0.11 * width))
        r = self.regions = r.for_hand_at(spots[home if hand_seat is None else hand_seat][0])
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
        left = max(r.hand.left, MOMENT_LEFT * width)  # clear of the plates of the seats on the left
        self.moment_plates.layout((left + r.hand.right) / 2, r.hand.top, r.hand.right - left, font(14))
        self.log.layout(r.log, font(11))
        bw, bh = font(12) * 8.5, font(12) * 2.2
        self.history_button.layout(arcade.LBWH(log.right - bw, log.top + font(12) * 0.4, bw, bh), font(12))
        self.banner.layout(r.table.cx, r.table.cy, font(28), r.table.rx * 1.9)
        self.board.place(r, spots, font)
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

    def pose_faces(self, faces: Faces, t: float) -> None:
        """Every face as its source has it at `t`, and the sight lines between them; called once
        a frame. Its eyelids follow the frames presented (lids.py): a wink or a blink is shut in
        two frames at least, however late they come.

        The face draws the pose and nothing else: a wink shuts an eyelid and changes no other
        part (no tell). With reduced motion the head does not sway; expressions, raised brows,
        gestures (nods, shakes, tilts: signals in WinkyBilly), gaze, blinks and winks still show."""
        focus = self.board.focus()
        self.lids.frame(faces, t)
        for seat in range(len(self.seats)):
            pose = self.lids.pose(seat, faces.pose(seat, t), t)
            if self.reduced_motion:
                pose = replace(pose, head_dx=0.0, head_dy=0.0)
            self.seats.pose(seat, pose, self.gaze_point(seat, pose.gaze, focus))

    def draw_table(
        self, current: int | None, pointed: int | None, looking: bool, words: bool = True, board: bool = True
    ) -> None:
        """The table, the sight lines on its felt, the board, the seats over them (the gaze mark on
        `pointed`, with its eye if the bots see the viewer `looking`), what lies over the seats;
        without `words`, the plates say nothing (the table under the history); without `board`,
        nothing of the game lies on it (a panel over it shows the cards: a replay's reveal)."""
        now = self.now
        self.tabletop.draw()
        self.seats.draw_sights()
        if board:
            self.board.draw(now)
        self.seats.draw(current, pointed, looking, words)
        if board:
            self.board.draw_over(now)

    def draw_texts(self, viewer: int | None, lang: str) -> None:
        """The turn line, the message or the prompt, the log and its history button (or the hint
        while it shows)."""
        now = self.now
        self.turn.draw()
        if self.prompt.open:
            self.history_button.draw()
            return
        self.notice.draw(viewer, now)
        if not self.hint.draw(now):  # (a hint may reach up over the button: it hides it a while)
            self.log.draw(viewer, now, lang)
            self.history_button.draw()

    def on_history_button(self, x: float, y: float) -> bool:
        """Whether (x, y) is on the history button, where it shows (not under a hint)."""
        return (self.prompt.open or not self.hint.open) and self.history_button.at(x, y) is not None

    def draw_moments(self, viewer: int | None, sealed: bool = False) -> None:
        """What happens now, over everything: pulses, cards in flight, the caption; the viewer's own
        lines last, so that nothing covers them. While a private view is `sealed` (a couch's
        pause), only the caption, worded for everyone: a pulse or a card in flight may be of the
        view set aside (a card of its hand, a drawn card's face)."""
        now = self.now
        if not sealed:
            self.pulses.draw(now, lambda target: self.pulse_box(target, viewer), self.reduced_motion)
            self.flights.update(now)
            self.flights.draw()
        self.banner.draw(now, fade=not self.reduced_motion, viewer=viewer)
        self.moment_plates.draw(self.moments.current(viewer, now))

    def ring_watched(self, watched: list[int]) -> None:
        """A steady ring round each face the viewer's own moments name (the caller to watch): one
        shape list, made again only when those faces or their places change."""
        key = tuple((seat, self.seats.spots[seat]) for seat in watched)
        if key != self.rings[0]:
            rings: ShapeElementList[Shape] = ShapeElementList()
            for _seat, (x, y, size) in key:
                rings.append(ring_shape(x, y, size * 0.6, max(3.0, size * 0.04), theme.HIGHLIGHT))
            self.rings = (key, rings)
        if key:
            self.rings[1].draw()

    # ------------------------------------------------------------ places
    def where(self, place: Place, viewer: int | None) -> Box | None:
        """Where `place` is for `viewer`: a face, a card of the viewer's hand (a card of the hand
        strip, or a seat's hand that is the viewer's), or a place of the board."""
        kind = place[0]
        if kind == "seat":
            x, y, _face = self.seats.spots[place[1]]
            return (x, y, 0.0, 0.0)
        if viewer is not None:
            held = place[1] if kind == "card" else place[2] if kind == "hand" and len(place) > 2 else None
            mine = kind == "card" or (kind == "hand" and place[1] == viewer)
            if mine and held is not None and held in self.hand.cards:
                return self.hand.card_box(held)
        return self.board.where(place[:2] if kind == "hand" else place)

    def pulse_box(self, target: Target, viewer: int | None) -> tuple[Box, bool] | None:
        """A pulse's ring: round round a face, square round a card."""
        if target[0] == "seat":
            x, y, size = self.seats.spots[target[1]]
            return (x, y, size * 1.1, size * 1.1), True
        box = self.where(target, viewer)
        return (box, False) if box is not None else None

    # ------------------------------------------------------------ the effects' stage
    def show(
        self, events: Sequence[Event], viewer: int | None, logged: Sequence[Event] | None = None
    ) -> None:
        """Log every event (as `logged` tells it, if given: the same events, explained); play the
        effects of those the viewer may know of, then let the board keep what it needs of each."""
        now = self.now
        self.viewer = viewer
        self.log.add(list(events if logged is None else logged), now)
        for e in events:
            if e.visible_to(viewer):
                self.effects.play(e, self)
            self.board.note(e, now)

    def update(self) -> None:
        """Flights whose moment has come take off (from where their places are now)."""
        now = self.now
        due = [t for t in self.takeoffs if t.at <= now]
        if due:
            self.takeoffs = [t for t in self.takeoffs if t.at > now]
            for takeoff in due:
                self.launch(takeoff.flight)

    def play(self, sound: str) -> None:
        self.sounds(sound)

    def caption(self, words: Callable[[int | None], str], good: bool) -> None:
        self.banner.show(words, self.now, theme.HIGHLIGHT if good else theme.WHITE)

    def fly(self, flight: Fly) -> None:
        """Set a flight off now, or once its delay is over; its end hides the card until it lands."""
        if self.reduced_motion:
            return
        if flight.delay > 0:
            self.takeoffs.append(Takeoff(flight, self.now + flight.delay))
            if flight.lands:  # (and again when it takes off: see launch)
                self.board.hide(flight.end, self.now + flight.delay + FLIGHT_S)
            return
        self.launch(flight)

    def launch(self, flight: Fly) -> None:
        viewer = self.viewer
        start, end = self.where(flight.start, viewer), self.where(flight.end, viewer)
        if start is None or end is None:
            return
        sized = self.where(flight.size, viewer) if flight.size is not None else start if start[2] else end
        w, h = (sized[2], sized[3]) if sized is not None else (start[2], start[3])
        w, h = w * flight.scale, h * flight.scale
        picture = self.board.picture(flight.card, max(h, start[3], end[3]))  # sharp at its largest
        lands = self.flights.launch(picture, start[:2], end[:2], (w, h), self.now, False)
        if flight.lands:
            self.board.hide(flight.end, lands)

    def pulse(self, target: Target) -> None:
        self.pulses.start(target, self.now)

    def turn_over(self, card: Hashable) -> None:
        if not self.reduced_motion:
            self.board.flip(card, self.now)
