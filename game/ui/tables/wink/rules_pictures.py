"""The Wink / Zwinkern pictures: a grid dealt by the engine with a pawn and the partner who holds
its twin, a wink between two faces (animated by the social layer's own posing), and a strip of a
wink's frames beside a blink's."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import arcade
from arcade.shape_list import create_line

from ....rules.wink import PRESETS, Call, WinkConfig, new_game
from ....rules.wink.observe import GridRow
from ....social.pose import Idle, Pose, pose_at
from ....social.signals import Signal, make_signal
from ....store.levels import load_personalities
from ... import theme
from ...faces import FaceSprites
from ...kit.hand import CARD_RATIO
from ...rules_pictures.picture import Picture, rgba
from .grid import GAP, WinkGrid, wink_card

SEED = 23  # the example's deal: any deal would do, this one is kept so the picture never changes
PLAYERS = 5
YOU, PARTNER = 0, 1  # you call; the first personality (Margot) holds the twin


@dataclass(frozen=True)
class Example:
    """A real deal of `preset` and your first call: the grid, the pawns, the number called and
    the partner's hand (from the engine's observations: the public one, and the partner's own)."""

    grid: list[GridRow]
    pawns: list[int | None]
    number: int
    partner: str
    face: int
    hand: list[int]


def preset_of(doc: str) -> str:
    """The preset whose deal a document's pictures show: its own (a Wink document is a preset's)."""
    return doc if doc in PRESETS else WinkConfig.preset


@cache
def example(preset: str) -> Example:
    people = load_personalities()
    names = ("you", *(p.name for p in people[: PLAYERS - 1]))
    state = new_game(preset, PLAYERS, SEED, first_seat=YOU, names=names)
    hand = sorted(state.observation(PARTNER).get("hand", []))
    callable_now = state.observation(YOU).get("callable", [])
    number = next(n for n in callable_now if n in hand)  # a card of the grid whose twin the partner holds
    state.apply(Call(YOU, number))
    public = state.observation(None)
    grid: list[GridRow] = [(int(row[0]), str(row[1])) for row in public["grid"]]
    return Example(grid, list(public["pawns"]), number, names[PARTNER], people[PARTNER - 1].face, hand)


class GridPicture(Picture):
    """The grid with your pawn on a number, and the partner holding its twin."""

    def build(self) -> None:
        f = self.frame
        ex = example(preset_of(f.doc))
        self.words = {"name": ex.partner, "number": ex.number}
        h = min(f.room, f.width * 0.46)
        self.height = h
        pad = self.px(14)
        self.felt(f.left, f.top - h, f.width, h)
        grid_h = h - 2 * pad
        card_h = WinkGrid.size_for(grid_h, grid_h)
        grid_w = card_h * CARD_RATIO * (6 + 5 * GAP)
        self.grid = WinkGrid([n for n, _ in ex.grid], PLAYERS)
        self.grid.set_palette(f.colourblind)
        self.grid.lay_out(f.left + pad + grid_w / 2, f.top - h / 2, card_h)
        self.grid.refresh(ex.grid, ex.pawns, 0.0, 0.0)
        gx, gy, gw, gh = self.grid.box(ex.number)
        self.ring(gx, gy, gw, gh)
        # the partner, right of the grid: face, name, and the hand holding the twin
        right = f.left + pad * 2 + grid_w
        room = f.left + f.width - pad - right
        cx = right + room / 2
        size = h * 0.3
        self.face(ex.face, cx, f.top - pad - size / 2, size).update(Pose(0, 1.0, 1.0, 0.0, 0.0), (gx, gy))
        self.label(ex.partner, cx, f.top - pad - size - self.px(6), 15, bold=True, anchor_y="top")
        n = len(ex.hand)
        hand_h = min(h * 0.27, room / (n * CARD_RATIO * 1.08))
        hand_w = hand_h * CARD_RATIO
        step = hand_w * 1.08
        y = self.bottom + pad + hand_h / 2
        said = self.t("rules_picture.hand_of", name=ex.partner)
        self.label(said, cx, y + hand_h * 0.62 + self.px(6), 13, anchor_y="bottom")
        for i, card in enumerate(ex.hand):
            x = cx + (i - (n - 1) / 2) * step
            lift = hand_h * 0.12 if card == ex.number else 0.0
            self.sprite(wink_card(card), x, y + lift, hand_w, hand_h)
            if card == ex.number:
                self.ring(x, y + lift, hand_w, hand_h)
                self.arrow(gx + gw / 2 + self.px(6), gy, x - hand_w / 2 - self.px(2), y + lift + hand_h / 2)

    def draw_art(self) -> None:
        self.under.draw()
        self.grid.draw(0.0)
        self.sprites.draw(pixelated=False)
        self.over.draw()


PERIOD = 3.2  # seconds of the wink picture's loop
WINK_AT, WINK_S = 0.6, 0.42  # a slow wink (a beginner's), so nobody misses it
BLINK_AT, BLINK_S = 2.1, 0.15
SAY_S = 1.0  # how long the words under a wink or a blink stay
STILL = Idle(0.0, 0.0)  # no sway: only the lids move
LOOK = (*theme.SIGHT, 150)  # a sight line, as the table draws where a face looks


class WinkPicture(Picture):
    """Margot winks at you (one eye, looking straight at you); a moment later you blink (both
    eyes, aimed at nobody): the difference a player must learn to see."""

    def build(self) -> None:
        f = self.frame
        ex = example(preset_of(f.doc))
        h = min(f.room, f.width * 0.32)
        self.height = h
        self.felt(f.left, self.bottom, f.width, h)
        size = h * 0.62
        cy = f.top - h * 0.42
        self.at = ((f.left + f.width * 0.28, cy), (f.left + f.width * 0.72, cy))
        self.pair = (self.face(ex.face, *self.at[0], size), self.face(f.you_face, *self.at[1], size))
        # their eyes meet: the table's sight lines, each from a face's eyes to the other's
        eyes = cy + size * 0.08
        for sign in (1, -1):
            x0, x1 = self.at[0][0] + size * 0.42, self.at[1][0] - size * 0.42
            self.over.append(
                create_line(
                    x0,
                    eyes + sign * self.px(3),
                    x1,
                    eyes + sign * self.px(3),
                    rgba(LOOK),
                    max(1.0, self.px(2)),
                )
            )
        names = (ex.partner, self.t("rules_picture.you"))
        for (x, _), name in zip(self.at, names, strict=True):
            self.label(name, x, cy - size / 2 - self.px(10), 15, bold=True, anchor_y="top")
        self.signals: tuple[tuple[Signal, ...], tuple[Signal, ...]] = (
            (make_signal("wink", 0, WINK_AT, WINK_S, "left", target=1),),
            (make_signal("blink", 1, BLINK_AT, BLINK_S),),
        )
        mid = f.left + f.width / 2
        top = f.top - self.px(12)
        wink = self.t("rules_picture.wink_now", name=ex.partner)
        self.says = (
            self.label(wink, mid, top, 14, theme.HIGHLIGHT, bold=True, anchor_y="top", kept=False),
            self.label(
                self.t("rules_picture.blink_now"), mid, top, 14, theme.SIGHT, anchor_y="top", kept=False
            ),
        )
        self.saying: arcade.Text | None = None
        self.animated = True
        self.tick(WINK_AT + WINK_S / 2)  # built shut: a still page (or a screenshot) shows the wink

    def tick(self, now: float) -> None:
        t = now % PERIOD
        for i, (face, signals) in enumerate(zip(self.pair, self.signals, strict=True)):
            other = self.at[1 - i]
            face.update(pose_at(t, 1 - i, signals, None, STILL), other)
        self.saying = (
            self.says[0]
            if WINK_AT <= t < WINK_AT + SAY_S
            else self.says[1]
            if BLINK_AT <= t < BLINK_AT + SAY_S
            else None
        )

    def shown_texts(self) -> list[arcade.Text]:
        return self.texts if self.saying is None else [*self.texts, self.saying]


# The strip: a wink's moments (its lids' openness) beside a blink's, frame by frame.
MOMENTS = (("open", 1.0), ("closing", 0.4), ("shut", 0.0), ("opening", 0.4))


class StripPicture(Picture):
    """Four frames of a wink (one eye) over four frames of a blink (both eyes), named."""

    def build(self) -> None:
        f = self.frame
        pad = self.px(12)
        head = self.px(130)  # the rows' names, left of the frames
        cell = min((f.width - head - 2 * pad) / len(MOMENTS), (f.room - self.px(30) - pad) / 2 * 0.9)
        self.height = h = 2 * cell + self.px(30) + pad
        self.felt(f.left, self.bottom, f.width, h)
        left = f.left + pad + head + (f.width - 2 * pad - head - len(MOMENTS) * cell) / 2
        size = cell * 0.84
        for j, (moment, _) in enumerate(MOMENTS):
            self.label(
                self.t(f"rules_picture.moment.{moment}"),
                left + (j + 0.5) * cell,
                f.top - self.px(8),
                13,
                anchor_y="top",
            )
        face = load_personalities()[2].face
        for row, kind in enumerate(("wink", "blink")):
            cy = f.top - self.px(30) - (row + 0.5) * cell
            colour = theme.HIGHLIGHT if kind == "wink" else theme.WHITE
            name = self.t(f"rules_picture.row.{kind}")
            self.label(name, f.left + pad, cy, 15, colour, bold=True, anchor_x="left", anchor_y="bottom")
            eyes = self.t(f"rules_picture.eyes.{kind}")
            self.label(eyes, f.left + pad, cy - self.px(4), 13, colour, anchor_x="left", anchor_y="top")
            for j, (_, openness) in enumerate(MOMENTS):
                sprites: FaceSprites = self.face(face, left + (j + 0.5) * cell, cy, size)
                right = openness if kind == "blink" else 1.0
                sprites.update(Pose(0, openness, right, 0.0, 0.0), None)


PICTURES: dict[str, type[Picture]] = {
    "wink-grid": GridPicture,
    "wink-wink": WinkPicture,
    "wink-strip": StripPicture,
}
