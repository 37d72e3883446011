"""The players at the table: an animated face each, a mark, a name plate, whose turn it is, and
whom each face is looking at.

Where the seats sit is the table's choice (`place` takes a centre and size per seat); this part
draws them, rings the seat whose turn it is, marks the face the pointer (or Tab) is on with the
gaze mark (gaze_mark.py: where the viewer looks, for the bots), and finds the seat under the
pointer. A plate is one line under the face: the name, the score, then what the game counts for
that seat (a small icon and a number each: cards, accuse cards…). A faint sight line runs from
each face's eyes toward the face it looks at, so whom everyone watches reads at a glance even at
ten seats.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import arcade

from ...social.table import Pose
from .. import theme
from ..faces import FaceSprites
from ..text_batch import TextBatch
from ..textures import sight_line
from .gaze_mark import GazeMark

Spot = tuple[float, float, float]  # centre x, centre y, face size
Counter = tuple[arcade.Texture, int]  # an icon and its number
MAX_COUNTERS = 3
ICON_RATIO = 96 / 128
SIGHT = theme.SIGHT  # a sight line's colour, strong at the eyes, gone at the target


class Plate:
    """One seat's name, score and counters, on one line centred under its face."""

    def __init__(self, icons: arcade.SpriteList, texts: TextBatch) -> None:
        self.name = texts.text(13, bold=True)
        self.score = texts.text(11)
        self.counts = [texts.text(11) for _ in range(MAX_COUNTERS)]
        self.current = False
        self.icons = [arcade.Sprite() for _ in range(MAX_COUNTERS)]
        for icon in self.icons:
            icon.visible = False
            icons.append(icon)
        self.shown: tuple[object, ...] = ()
        self.box = (0.0, 0.0, 100.0)  # centre x, top, width
        self.screen = 1280.0  # the window's width: a plate never leaves it
        self.font = 12.0

    def set(self, name: str, score: str, counters: Sequence[Counter]) -> None:
        key = (name, score, tuple((id(t), n) for t, n in counters))
        if key == self.shown:
            return
        self.shown = key
        self.name.text = name
        self.score.text = score
        for i, (text, icon) in enumerate(zip(self.counts, self.icons, strict=True)):
            if i < len(counters):
                icon.texture, number = counters[i]
                icon.visible = True
                text.text = str(number)
            else:
                icon.visible = False
                text.text = ""
        self.arrange()

    def place(self, x: float, top: float, width: float, font: float, screen: float) -> None:
        self.box = (x, top, width)
        self.font, self.screen = font, screen
        self.arrange()

    def arrange(self) -> None:
        """Name, score and counters side by side, shrunk together until the line fits its width."""
        x, top, width = self.box
        font = self.font
        while True:
            self.name.font_size = font
            for text in (self.score, *self.counts):
                text.font_size = font * 0.88
            icon_h = font * 1.45
            icon_w = icon_h * ICON_RATIO
            gap = font * 0.55
            parts: list[tuple[arcade.Sprite | None, arcade.Text]] = [(None, self.name), (None, self.score)]
            parts += [(i, t) for i, t in zip(self.icons, self.counts, strict=True) if i.visible]
            total = sum(t.content_width for _, t in parts) + gap * (len(parts) - 1)
            total += sum(icon_w + gap * 0.3 for i, _ in parts if i is not None)
            if total <= width or font <= 9.0:
                break
            font = max(9.0, font * 0.92)
        margin = font * 0.3
        left = min(max(x - total / 2, margin), self.screen - margin - total)
        line = top - icon_h / 2
        for icon, text in parts:
            if icon is not None:
                icon.width, icon.height = icon_w, icon_h
                icon.center_x, icon.center_y = left + icon_w / 2, line
                left += icon_w + gap * 0.3
            text.anchor_x, text.anchor_y = "left", "center"
            text.x, text.y = left, line
            left += text.content_width + gap
        self.height = icon_h

    def mark_current(self, current: bool) -> None:
        """The name in gold while it is this seat's turn (a colour change lays the text out again:
        only when it changes)."""
        if current != self.current:
            self.current = current
            self.name.color = theme.HIGHLIGHT if current else theme.WHITE


class Seats:
    def __init__(self, faces: list[int], marks: list[arcade.Texture]) -> None:
        self.face_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.faces = [FaceSprites(face, self.face_sprites) for face in faces]
        self.mark_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        for texture in marks:
            self.mark_sprites.append(arcade.Sprite(texture))
        self.icon_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.texts = TextBatch()  # every plate's words, drawn in one call
        self.plates = [Plate(self.icon_sprites, self.texts) for _ in faces]
        self.sight_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.sights = [arcade.Sprite(sight_line()) for _ in faces]
        for line in self.sights:
            line.color = SIGHT
            line.visible = False
            self.sight_sprites.append(line)
        self.spots: list[Spot] = [(0.0, 0.0, 1.0)] * len(faces)
        self.gazes = [-1] * len(faces)  # whom each face looks at, as last posed
        self.gaze_mark = GazeMark()

    def __len__(self) -> int:
        return len(self.faces)

    def place(self, spots: list[Spot], plate_width: float, font: float, screen: float) -> None:
        """Put each seat's face at its spot; its plate goes under the face (and stays within the
        `screen`'s width)."""
        self.spots = spots
        for seat, (x, y, size) in enumerate(spots):
            self.faces[seat].place(x, y, size)
            mark = self.mark_sprites[seat]
            mark.width = mark.height = size * 0.3
            mark.center_x, mark.center_y = x - size * 0.5, y + size * 0.32
            self.plates[seat].place(x, y - size * 0.48, plate_width, font, screen)

    def plate(self, seat: int, name: str, score: str, counters: Sequence[Counter] = ()) -> None:
        """The line under a face: the name, the score and the game's counters."""
        self.plates[seat].set(name, score, counters)

    def set_mark(self, seat: int, texture: arcade.Texture) -> None:
        self.mark_sprites[seat].texture = texture

    def pose(self, seat: int, pose: Pose, look_at: tuple[float, float] | None) -> None:
        """Draw `seat`'s face as the social layer poses it, and its sight line to the face it
        watches (none while it looks at the board or its hand)."""
        self.faces[seat].update(pose, look_at)
        line = self.sights[seat]
        target = self.gazes[seat] = pose.gaze
        if not (0 <= target < len(self.spots)) or target == seat:
            line.visible = False
            return
        face = self.faces[seat]
        (lx, ly), (rx, ry) = face.pupil_at["l"], face.pupil_at["r"]
        x0, y0 = (lx + rx) / 2, (ly + ry) / 2
        tx, ty, size = self.spots[target]
        dx, dy = tx - x0, ty - y0
        length = math.hypot(dx, dy) - size * 0.42  # stop at the edge of the watched face
        if length <= 0:
            line.visible = False
            return
        line.visible = True
        line.width, line.height = length, max(2.0, size * 0.035)
        line.angle = -math.degrees(math.atan2(dy, dx))
        ux, uy = dx / (length + size * 0.42), dy / (length + size * 0.42)
        line.center_x, line.center_y = x0 + ux * length / 2, y0 + uy * length / 2

    def light(self, seats: Sequence[int], at: int | None) -> None:
        """The sight lines of `seats` that reach the face of `at` glow gold (a caller looking at the
        viewer, say); every other line is the faint usual one."""
        for seat, line in enumerate(self.sights):
            lit = at is not None and seat in seats and self.gazes[seat] == at
            colour = theme.HIGHLIGHT if lit else SIGHT
            if tuple(line.color)[:3] != colour:  # (a sprite list is told of every colour set)
                line.color = colour
            if lit:
                line.height = max(4.0, self.spots[seat][2] * 0.07)

    def at(self, x: float, y: float) -> int | None:
        """The seat whose face is under (x, y)."""
        for seat, (fx, fy, size) in enumerate(self.spots):
            if abs(x - fx) <= size / 2 and abs(y - fy) <= size / 2:
                return seat
        return None

    def draw_sights(self) -> None:
        """The sight lines: drawn on the felt, under the board's cards."""
        self.sight_sprites.draw(pixelated=False)

    def draw(
        self, current: int | None, pointed: int | None, looking: bool = False, words: bool = True
    ) -> None:
        """The faces, marks and plates; `pointed` gets the gaze mark, with its eye if `looking`
        (the bots take that face for where the viewer looks); without `words`, no plate's words."""
        if current is not None:  # whose turn: a warm disc behind the face and a gold name
            x, y, size = self.spots[current]
            arcade.draw_circle_filled(x, y, size * 0.56, (*theme.HIGHLIGHT, 90))
            arcade.draw_circle_outline(x, y, size * 0.56, theme.HIGHLIGHT, max(2.0, size * 0.025))
        self.face_sprites.draw(pixelated=False)
        spot = self.spots[pointed] if pointed is not None and 0 <= pointed < len(self.spots) else None
        self.gaze_mark.show(pointed, spot, looking)
        self.gaze_mark.draw()
        self.mark_sprites.draw(pixelated=False)
        self.icon_sprites.draw(pixelated=False)
        for seat, plate in enumerate(self.plates):
            plate.mark_current(seat == current)
        if words:
            self.texts.draw()
