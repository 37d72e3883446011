"""The Zwoggel picture: a reveal that completes a line of three red Zwoggels (before and after, the
line found by the engine's own trap test) and the card it catches, laid in your first slot."""

from __future__ import annotations

from ....rules.zwoggel.cards import COLOURS, GREEN, RED, Cell
from ....rules.zwoggel.lines import DIRECTIONS, completes_line
from ... import theme
from ...rules_pictures.picture import Picture
from .art import card, level, tile

# The display before the reveal: (column, row), row 0 at the bottom; None is a face-down card.
BEFORE: dict[Cell, int | None] = {
    (0, 2): RED,
    (1, 2): RED,
    (2, 2): None,
    (0, 1): GREEN,
    (1, 1): None,
    (2, 1): GREEN,
    (0, 0): None,
    (1, 0): RED,
    (2, 0): GREEN,
}
REVEALED: Cell = (2, 2)
IS = RED  # what the revealed card turns out to be
SLOTS = 3  # caught Zwoggels a player may hold before being out


def line_through(up: dict[Cell, int], cell: Cell, colour: int) -> list[Cell]:
    """The cells of the line of `colour` that `cell` completes (the engine says whether it does)."""
    if not completes_line(up, cell[0], cell[1], colour):
        return []
    for dx, dy in DIRECTIONS:
        run = [cell]
        for sign in (1, -1):
            x, y = cell
            while up.get((x + sign * dx, y + sign * dy)) == colour:
                x, y = x + sign * dx, y + sign * dy
                run.append((x, y))
        if len(run) >= 3:
            return sorted(run)
    return []


class LinePicture(Picture):
    """Before: two red Zwoggels face up in a row and a face-down card ending it. After: it is red,
    the line is complete, and the one who revealed it catches that card."""

    def build(self) -> None:
        f = self.frame
        up = {c: v for c, v in BEFORE.items() if v is not None}
        up[REVEALED] = IS
        line = line_through(up, REVEALED, IS)
        assert line, "the example's reveal must complete a line"
        self.words = {"colour": self.t(f"rules_picture.colour.{COLOURS[IS]}")}
        pad = self.px(12)
        across = (f.width - 6 * pad) / 10.5  # the cell that fills the width
        words = (self.t("rules_picture.before"), self.t("rules_picture.after"))
        titles = [
            self.label(said, 0, f.top - pad, 14, bold=True, anchor_y="top", width=3.9 * across)
            for said in words
        ]
        cell = across
        for _ in range(2):  # narrower cells wrap the titles more: measure them again once
            for said in titles:
                said.width = int(3 * cell + 3 * pad)  # over its board, inside the picture
            title = max(t.content_height for t in titles) + self.px(6)
            cell = min(across, (f.room - title - 2 * pad) / 3)
        size = cell * 0.92
        self.height = h = 3 * cell + title + 2 * pad
        self.felt(f.left, self.bottom, f.width, h)
        pixels = level(size)

        def at(board: float, c: Cell) -> tuple[float, float]:
            return board + (c[0] + 0.5) * cell, self.bottom + pad + (c[1] + 0.5) * cell

        boards = (f.left + 2 * pad, f.left + 2 * pad + 4.2 * cell)
        for board, said, after in zip(boards, titles, (False, True), strict=True):
            said.x = board + 1.5 * cell
            for c, colour in BEFORE.items():
                shown = IS if after and c == REVEALED else colour
                picture = tile("back", pixels) if shown is None else card(COLOURS[shown], size, f.colourblind)
                self.sprite(picture, *at(board, c), size, size)
        self.ring(*at(boards[0], REVEALED), size, size)
        self.arrow(
            boards[0] + 3.15 * cell,
            self.bottom + pad + 1.5 * cell,
            boards[1] - 0.2 * cell,
            self.bottom + pad + 1.5 * cell,
        )
        (x0, y0), (x1, y1) = at(boards[1], line[0]), at(boards[1], line[-1])
        self.ring((x0 + x1) / 2, (y0 + y1) / 2, abs(x1 - x0) + size, abs(y1 - y0) + size)
        # you, and your caught Zwoggels: the revealed card in the first of three slots
        right = boards[1] + 3.6 * cell
        cx = (right + f.left + f.width - pad) / 2
        face = min(cell * 1.5, (f.left + f.width - right) * 0.6)
        self.face(f.you_face, cx, f.top - title - face / 2, face)
        self.label(self.t("rules_picture.you"), cx, f.top - pad, 14, bold=True, anchor_y="top")
        slot = cell * 0.7
        sy = self.bottom + pad + slot / 2 + self.px(4)
        for i in range(SLOTS):
            sx = cx + (i - 1) * slot * 1.15
            self.ring(sx, sy, slot, slot, theme.PANEL)
            if i == 0:
                self.sprite(card(COLOURS[IS], slot, f.colourblind), sx, sy, slot * 0.92, slot * 0.92)
                self.arrow(*at(boards[1], REVEALED), sx - slot * 0.3, sy + slot * 0.55)
        self.label(
            self.t("rules_picture.caught"), cx, sy + slot / 2 + self.px(8), 12, theme.SIGHT, anchor_y="bottom"
        )


PICTURES: dict[str, type[Picture]] = {"zwoggel-line": LinePicture}
