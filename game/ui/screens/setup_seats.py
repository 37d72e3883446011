"""The seats of the setup, around the felt: each seat's face, its name, and its controls where it
sits (human or bot, the bot's level, its personality: ‹ › each), a × to take the seat away and an
empty chair to add one.

Geometry follows the tables' (kit/ring.py): the player's seat at the bottom, the others clockwise
around the rest of the edge. Everything is built when the seats or the window change; a frame only
swaps the words that changed (a name being typed) and draws.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass

import arcade
from arcade.shape_list import Shape, ShapeElementList, create_rectangle_filled, create_rectangle_outline

from ...social.pose import Pose
from .. import theme
from ..faces import FaceSprites
from ..fit import SMALLEST, fit_width
from ..kit.ring import Oval, ring
from ..kit.tabletop import Tabletop
from ..text_batch import TextBatch
from ..widgets.menu_list import Row

Box = tuple[float, float, float, float]  # left, bottom, right, top
CHIP = (*theme.PANEL, 255)
EMPTY_CHAIR = (255, 244, 214, 70)
REST = Pose(gaze=-1, left=1.0, right=1.0, head_dx=0.0, head_dy=0.0, expression="smile")


@dataclass
class SeatPlace:
    """One seat as the setup shows it: its row (label, segments: kind, then the level and the
    personality of a bot, or the name of a human), the face it wears, and how to take it away."""

    row: Row
    face: int
    on_remove: Callable[[], None] | None = None  # None: the table cannot lose a seat


def inside(box: Box, x: float, y: float) -> bool:
    return box[0] <= x <= box[2] and box[1] <= y <= box[3]


class SeatRing:
    """The felt and the seats around it, with an empty chair (`add`) while a seat can be added."""

    def __init__(self, seats: list[SeatPlace], add: Row | None) -> None:
        self.seats, self.add = seats, add
        self.tabletop = Tabletop()
        self.face_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.faces = [FaceSprites(s.face, self.face_sprites) for s in seats]
        self.texts = TextBatch()
        self.names = [self.texts.text(13, bold=True) for _ in seats]
        self.chips = [[self.texts.text(11, colour=theme.INK) for _ in range(2)] for _ in seats]  # kind, level
        # a seat's ×, shown on the seat in focus (or under the pointer) only: ten of them would crowd
        self.cross = arcade.Text("×", 0, 0, theme.INK, 12, font_name=theme.FONT, bold=True)
        self.add_label = self.texts.text(11, colour=theme.SIGHT)
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.spots: list[tuple[float, float, float]] = []
        self.seat_boxes: list[Box] = []  # the whole seat: face, name and chips
        self.face_boxes: list[Box] = []
        self.chip_boxes: list[dict[int, Box]] = [{} for _ in seats]  # segment -> box
        self.remove_boxes: list[Box | None] = [None] * len(seats)
        self.add_box: Box | None = None
        self.slot = 100.0
        self.font = (13.0, 11.0)
        self.stacked = False  # a bot's chips one above the other (crowded seats)

    # ------------------------------------------------------------ layout
    def layout(self, area: Box, scale: theme.Scale) -> None:
        """Lay the table and the seats inside `area` (left, bottom, right, top): a bot's human-or-bot
        and level chips side by side, or one above the other where seats crowd (ten at a table)."""
        name_font, chip_font = scale.font(13), scale.font(11)
        while True:  # the seats' words shrink (down to the smallest text) until the seats fit
            self.font = (name_font, chip_font)
            self.stacked = False
            face, oval, fits = self._fit(area, scale)
            if self.slot < chip_font * 13:  # two chips side by side would not be read
                self.stacked = True
                face, oval, fits = self._fit(area, scale)
            if fits or chip_font <= SMALLEST:
                break
            name_font, chip_font = max(SMALLEST, name_font * 0.9), max(SMALLEST, chip_font * 0.9)
        self.tabletop.place(Oval(oval.cx, oval.cy, oval.rx * 0.9, oval.ry * 0.88))
        self._place_seats(face, name_font, chip_font)

    def _fit(self, area: Box, scale: theme.Scale) -> tuple[float, Oval, bool]:
        """The faces' size and the seats' outline that fit `area`, and whether they do (faces
        no smaller than the smallest, chips wide enough); sets `spots` and `slot`. Where seats
        crowd, their blocks are narrower than first thought: the outline widens to use the room."""
        left, _bottom, right, _top = area
        slot = min(scale.px(170), (right - left) * 0.3)
        face, oval, fits = self._fit_slot(area, scale, slot)
        if self.slot < slot - 1:
            face, oval, fits = self._fit_slot(area, scale, self.slot)
        return face, oval, fits

    def _fit_slot(self, area: Box, scale: theme.Scale, slot: float) -> tuple[float, Oval, bool]:
        """As `_fit`, for seats at most `slot` wide."""
        left, bottom, right, top = area
        name_font, chip_font = self.font
        below = name_font * 1.5 + chip_font * (4.5 if self.stacked else 2.4)  # the name, the chips
        count = max(1, len(self.seats) + (1 if self.add is not None else 0))
        face = min(scale.px(120), (top - bottom) * 0.22)
        cx, rx = (left + right) / 2, (right - left) / 2 - slot / 2
        for _ in range(3):  # the face's size decides the oval, whose room decides the face
            spots = ring(count, 0, self._oval(cx, rx, bottom, top, face, below), 1.0)
            face = min(face, self._stacked_room(spots, below) / 1.15)
        fits = face >= scale.px(30)
        face = max(scale.px(30), face)
        oval = self._oval(cx, rx, bottom, top, face, below)
        spots = ring(count, 0, oval, face)
        room = self._side_room(spots, face + below) - scale.px(8)
        fits = fits and room >= chip_font * 6.5
        self.slot = max(scale.px(70), min(slot, room))
        face = min(face, self.slot)
        self.spots = [(x, y, face) for x, y, _ in spots]
        return face, oval, fits

    @staticmethod
    def _oval(cx: float, rx: float, bottom: float, top: float, face: float, below: float) -> Oval:
        """The seats' outline: the bottom seat's chips on `bottom`, the top seat's face at `top`."""
        ry = max(10.0, (top - bottom - below - face) / 2)
        return Oval(cx, bottom + below + face / 2 + ry, rx, ry, 2.6)

    @staticmethod
    def _stacked_room(spots: list[tuple[float, float, float]], below: float) -> float:
        """How tall a face may be so that seats one above the other keep clear of each other."""
        room = math.inf
        for a, b in itertools.combinations(spots, 2):
            dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
            if dy > dx:  # one above the other: the face and its lines must fit between
                room = min(room, dy - below)
        return room if room != math.inf else 200.0

    @staticmethod
    def _side_room(spots: list[tuple[float, float, float]], height: float) -> float:
        """The narrowest gap between seats side by side (their blocks overlap in height)."""
        gap = math.inf
        for a, b in itertools.combinations(spots, 2):
            dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
            if dx >= dy and dy < height:
                gap = min(gap, dx)
        return gap if gap != math.inf else 400.0

    def free_middle(self) -> tuple[float, float, float, float]:
        """The middle of the felt that no seat covers: centre x, y, width, height (the card of
        plain words lies there). Of the bands of a few widths around the felt's middle, each as
        tall as the seats above and below it leave, the largest."""
        felt = self.tabletop.felt()
        cx, cy = felt.cx, felt.cy
        boxes = [*self.seat_boxes, *([self.add_box] if self.add_box is not None else [])]
        margin = self.font[1] * 0.6
        best = (cx, cy, 10.0, 10.0)
        for share in (1.0, 0.85, 0.7, 0.55, 0.4):
            half = felt.rx * 0.8 * share
            ceiling, floor = cy + felt.ry * 0.8, cy - felt.ry * 0.8
            for left, bottom, right, top in boxes:
                if right <= cx - half or left >= cx + half:
                    continue  # beside the band
                if bottom >= cy:
                    ceiling = min(ceiling, bottom)
                elif top <= cy:
                    floor = max(floor, top)
                else:  # a seat across the middle: no band this wide
                    ceiling = floor
            width, height = 2 * (half - margin), ceiling - floor - 2 * margin
            if width > 0 and height > 0 and width * height > best[2] * best[3]:
                best = (cx, (ceiling + floor) / 2, width, height)
        return best

    def _place_seats(self, face: float, name_font: float, chip_font: float) -> None:
        self.shapes = ShapeElementList()
        self.seat_boxes, self.face_boxes = [], []
        chip_h = chip_font * 1.9
        for i, seat in enumerate(self.seats):
            x, y, size = self.spots[i]
            self.faces[i].place(x, y, size)
            self.faces[i].update(REST, (self.tabletop.oval.cx, self.tabletop.oval.cy))
            name_y = y - size * 0.5 - name_font * 0.75
            chip_y = name_y - name_font * 0.75 - chip_h / 2 - chip_font * 0.25
            self.face_boxes.append((x - size / 2, y - size / 2, x + size / 2, y + size / 2))
            boxes: dict[int, Box] = {}
            segments = seat.row.segments() if seat.row.segments is not None else []
            bot = len(segments) > 2
            # the name line (a bot's personality has arrows), then kind and level side by side
            boxes_at = {2: (x, name_y, self.slot)} if bot else {}
            half = self.slot / 2 - chip_font * 0.2
            if self.stacked:  # one above the other, each as wide as the seat
                boxes_at[0] = (x, chip_y, self.slot * 0.9)
                if bot:
                    boxes_at[1] = (x, chip_y - chip_h - chip_font * 0.2, self.slot * 0.9)
            elif bot:
                boxes_at[0] = (x - half / 2 - chip_font * 0.1, chip_y, half)
                boxes_at[1] = (x + half / 2 + chip_font * 0.1, chip_y, half)
            else:
                boxes_at[0] = (x, chip_y, half)
            for k, (bx, by, bw) in boxes_at.items():
                h = chip_h if k != 2 else name_font * 1.7
                boxes[k] = (bx - bw / 2, by - h / 2, bx + bw / 2, by + h / 2)
                if k != 2:
                    self.shapes.append(create_rectangle_filled(bx, by, bw, h, CHIP))
                    self.shapes.append(create_rectangle_outline(bx, by, bw, h, (*theme.PANEL_EDGE, 255), 1.5))
            self.chip_boxes[i] = boxes
            name = self.names[i]
            name.text = ""  # fitted again to the new size when next drawn (refresh)
            name.font_size, name.anchor_x, name.anchor_y = name_font, "center", "center"
            name.x, name.y = x, name_y
            for k, text in enumerate(self.chips[i]):
                text.text = ""
                text.font_size, text.anchor_x, text.anchor_y = chip_font, "center", "center"
                if k in boxes_at:
                    text.x, text.y = boxes_at[k][0], boxes_at[k][1]
            if seat.on_remove is not None:
                r = max(chip_font * 0.8, size * 0.11)
                cxr, cyr = x + size * 0.4, y + size * 0.5 - r  # the face's top right corner
                self.remove_boxes[i] = (cxr - r, cyr - r, cxr + r, cyr + r)
            else:
                self.remove_boxes[i] = None
            bottom = min(by - chip_h / 2 for _bx, by, _bw in boxes_at.values())
            self.seat_boxes.append((x - self.slot / 2, bottom, x + self.slot / 2, y + size / 2))
        self.add_box = None
        self.add_label.text = ""
        if self.add is not None:
            x, y, size = self.spots[len(self.seats)]
            r = size * 0.45
            self.shapes.append(arcade.shape_list.create_ellipse_filled(x, y, r, r, EMPTY_CHAIR))
            self.shapes.append(arcade.shape_list.create_ellipse_outline(x, y, r, r, (*theme.SIGHT, 255), 2))
            arm, bar = r * 0.55, max(2.0, r * 0.14)  # a "+" drawn as two bars
            self.shapes.append(create_rectangle_filled(x, y, 2 * arm, bar, (*theme.SIGHT, 255)))
            self.shapes.append(create_rectangle_filled(x, y, bar, 2 * arm, (*theme.SIGHT, 255)))
            label = self.add_label
            label.text, label.font_size = self.add.label(), chip_font
            label.anchor_x, label.anchor_y, label.x, label.y = (
                "center",
                "center",
                x,
                y - size * 0.5 - name_font,
            )
            fit_width(label, self.slot)
            self.add_box = (x - self.slot / 2, y - size / 2 - name_font * 1.6, x + self.slot / 2, y + r)

    # ------------------------------------------------------------ input
    def seat_at(self, x: float, y: float) -> int | None:
        """The seat under (x, y), or len(seats) for the empty chair."""
        for i, box in enumerate(self.seat_boxes):
            if inside(box, x, y):
                return i
        if self.add_box is not None and inside(self.add_box, x, y):
            return len(self.seats)
        return None

    def click(self, seat: int, x: float, y: float) -> bool:
        """A click on `seat`: its ×, one of its chips (‹ half back, › half on), or its face."""
        place = self.seats[seat]
        remove = self.remove_boxes[seat]
        if remove is not None and inside(remove, x, y) and place.on_remove is not None:
            place.on_remove()
            return True
        segments = place.row.segments() if place.row.segments is not None else []
        for k, box in self.chip_boxes[seat].items():
            if inside(box, x, y) and k < len(segments):
                change = segments[k].on_change
                if change is not None:
                    change(-1 if x < (box[0] + box[2]) / 2 else +1)
                    return True
        if inside(self.face_boxes[seat], x, y) and place.row.on_activate is not None:
            place.row.on_activate()
            return True
        return False

    # ------------------------------------------------------------ drawing
    def refresh(self, focused: int | None) -> None:
        """The words of every seat, as they are now (a name typed, a value changed)."""
        for i, place in enumerate(self.seats):
            segments = place.row.segments() if place.row.segments is not None else []
            name = segments[2] if len(segments) > 2 else segments[1] if len(segments) > 1 else None
            shown = name.value() if name is not None else ""
            if name is not None and name.on_change is not None:
                shown = f"‹ {shown} ›"
            elif place.row.on_text is not None and i == focused:
                shown = f"{shown}▏"
            self._set(self.names[i], shown, self.font[0], self.slot)
            for k in (0, 1):
                text = self.chips[i][k]
                if k < len(segments) and k in self.chip_boxes[i]:
                    box = self.chip_boxes[i][k]
                    self._set(text, f"‹ {segments[k].value()} ›", self.font[1], box[2] - box[0] - 4)
                elif text.text:
                    text.text = ""

    @staticmethod
    def _set(text: arcade.Text, words: str, size: float, width: float) -> None:
        if text.text != words:
            text.text = words
            text.font_size = size
            fit_width(text, width)

    def draw(self, focused: int | None) -> None:
        """The table, the seats and their words; the `focused` seat ringed in gold."""
        self.tabletop.draw()
        self.shapes.draw()
        self.refresh(focused)
        if focused is not None and focused < len(self.seats):
            x, y, size = self.spots[focused]
            arcade.draw_circle_filled(x, y, size * 0.56, (*theme.HIGHLIGHT, 90))
            arcade.draw_circle_outline(x, y, size * 0.56, theme.HIGHLIGHT, max(2.0, size * 0.04))
            for box in self.chip_boxes[focused].values():
                left, bottom, right, top = box
                arcade.draw_rect_outline(arcade.LRBT(left, right, bottom, top), theme.HIGHLIGHT, 3)
        elif focused == len(self.seats) and self.add_box is not None:
            x, y, size = self.spots[focused]
            arcade.draw_circle_outline(x, y, size * 0.5, theme.HIGHLIGHT, max(2.0, size * 0.04))
        self.face_sprites.draw(pixelated=False)
        self.texts.draw()
        cross = self.remove_boxes[focused] if focused is not None and focused < len(self.seats) else None
        if cross is not None:  # the × of the seat in focus: it leaves the table
            left, bottom, right, top = cross
            arcade.draw_rect_filled(arcade.LRBT(left, right, bottom, top), CHIP)
            arcade.draw_rect_outline(arcade.LRBT(left, right, bottom, top), theme.PANEL_EDGE, 1.5)
            text = self.cross
            size = (top - bottom) * 0.55
            if text.font_size != size:
                text.font_size = size
            text.anchor_x, text.anchor_y = "center", "center"
            text.x, text.y = (left + right) / 2, (bottom + top) / 2
            text.draw()
