"""The players at the table: an animated face each, a mark, a name plate, whose turn it is.

Where the seats sit is the table's choice (`place` takes a centre and size per seat); this part
draws them, highlights the seat whose turn it is and the one the pointer (or Tab) is on, and
finds the seat under the pointer. A plate is two lines under the face: the name, then the score
and what the game counts for that seat (a small icon and a number each: cards, accuse cards…).
"""

from __future__ import annotations

from collections.abc import Sequence

import arcade

from ...social.table import Pose
from .. import theme
from ..faces import FaceSprites
from ..fit import fit_width

Spot = tuple[float, float, float]  # centre x, centre y, face size
Counter = tuple[arcade.Texture, int]  # an icon and its number
MAX_COUNTERS = 3
ICON_RATIO = 96 / 128


class Plate:
    """One seat's name, score and counters, laid out centred under its face."""

    def __init__(self, marks: arcade.SpriteList, icons: arcade.SpriteList) -> None:
        self.name = _text(13, bold=True)
        self.score = _text(11)
        self.counts = [_text(11) for _ in range(MAX_COUNTERS)]
        self.icons = [arcade.Sprite() for _ in range(MAX_COUNTERS)]
        for icon in self.icons:
            icon.visible = False
            icons.append(icon)
        self.shown: tuple[object, ...] = ()
        self.box = (0.0, 0.0, 100.0)  # centre x, top, width
        self.fonts = (13.0, 11.0)

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

    def place(self, x: float, top: float, width: float, fonts: tuple[float, float]) -> None:
        self.box = (x, top, width)
        self.fonts = fonts
        self.arrange()

    def arrange(self) -> None:
        x, top, width = self.box
        name_font, small = self.fonts
        self.name.font_size = name_font
        fit_width(self.name, width)
        self.name.x, self.name.y = x, top
        line = top - self.name.content_height
        for text in (self.score, *self.counts):
            text.font_size = small
        icon_h = small * 1.7
        icon_w = icon_h * ICON_RATIO
        gap = small * 0.8
        parts = [(None, self.score)] + [
            (i, t) for i, t in zip(self.icons, self.counts, strict=True) if i.visible
        ]
        total = (
            sum(t.content_width for _, t in parts)
            + sum(icon_w + gap * 0.4 for i, _ in parts if i)
            + gap * (len(parts) - 1)
        )
        if total > width and small > 9:  # too wide: smaller, once more
            self.fonts = (name_font, max(9.0, small * width / total))
            self.arrange()
            return
        left = x - total / 2
        for icon, text in parts:
            if icon is not None:
                icon.width, icon.height = icon_w, icon_h
                icon.center_x, icon.center_y = left + icon_w / 2, line - icon_h / 2
                left += icon_w + gap * 0.4
            text.anchor_x = "left"
            text.x, text.y = left, line - (icon_h - text.content_height) / 2
            left += text.content_width + gap

    def draw(self, current: bool) -> None:
        self.name.color = theme.HIGHLIGHT if current else theme.WHITE
        self.name.draw()
        self.score.draw()
        for icon, text in zip(self.icons, self.counts, strict=True):
            if icon.visible:
                text.draw()


def _text(size: float, bold: bool = False) -> arcade.Text:
    return arcade.Text(
        "", 0, 0, theme.WHITE, size, font_name=theme.FONT, anchor_x="center", anchor_y="top", bold=bold
    )


class Seats:
    def __init__(self, faces: list[int], marks: list[arcade.Texture]) -> None:
        self.face_sprites = arcade.SpriteList()
        self.faces = [FaceSprites(face, self.face_sprites) for face in faces]
        self.mark_sprites = arcade.SpriteList()
        for texture in marks:
            self.mark_sprites.append(arcade.Sprite(texture))
        self.icon_sprites = arcade.SpriteList()
        self.plates = [Plate(self.mark_sprites, self.icon_sprites) for _ in faces]
        self.spots: list[Spot] = [(0.0, 0.0, 1.0)] * len(faces)

    def __len__(self) -> int:
        return len(self.faces)

    def place(self, spots: list[Spot], plate_width: float, name_font: float, stats_font: float) -> None:
        """Put each seat's face at its spot; its plate goes under the face."""
        self.spots = spots
        for seat, (x, y, size) in enumerate(spots):
            self.faces[seat].place(x, y, size)
            mark = self.mark_sprites[seat]
            mark.width = mark.height = size * 0.3
            mark.center_x, mark.center_y = x - size * 0.55, y + size * 0.3
            self.plates[seat].place(x, y - size * 0.5, plate_width, (name_font, stats_font))

    def plate(self, seat: int, name: str, score: str, counters: Sequence[Counter] = ()) -> None:
        """The lines under a face: the name, then the score and the game's counters."""
        self.plates[seat].set(name, score, counters)

    def set_mark(self, seat: int, texture: arcade.Texture) -> None:
        self.mark_sprites[seat].texture = texture

    def pose(self, seat: int, pose: Pose, look_at: tuple[float, float] | None, mouth: str) -> None:
        self.faces[seat].update(pose, look_at, mouth)

    def at(self, x: float, y: float) -> int | None:
        """The seat whose face is under (x, y)."""
        for seat, (fx, fy, size) in enumerate(self.spots):
            if abs(x - fx) <= size / 2 and abs(y - fy) <= size / 2:
                return seat
        return None

    def draw(self, current: int | None, pointed: int | None) -> None:
        if current is not None:  # whose turn: a warm disc behind the face and a gold name
            x, y, size = self.spots[current]
            arcade.draw_circle_filled(x, y, size * 0.56, (*theme.HIGHLIGHT, 90))
            arcade.draw_circle_outline(x, y, size * 0.56, theme.HIGHLIGHT, max(2.0, size * 0.025))
        self.face_sprites.draw(pixelated=False)
        self.mark_sprites.draw(pixelated=False)
        self.icon_sprites.draw(pixelated=False)
        if pointed is not None:
            x, y, size = self.spots[pointed]
            arcade.draw_rect_outline(arcade.LBWH(x - size / 2, y - size / 2, size, size), theme.HIGHLIGHT, 2)
        for seat, plate in enumerate(self.plates):
            plate.draw(seat == current)
