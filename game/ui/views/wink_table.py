"""The Wink table: the 6×6 grid, the pawns, the seats with their counts, and the viewer's hand."""

from __future__ import annotations

from typing import Any

import arcade

from ...setup import TableSetup
from .. import theme
from ..textures import texture, wink_card
from .table import TableView

CARD_RATIO = 96 / 128  # width / height of a Wink card sprite


class WinkTableView(TableView):
    def __init__(self, setup: TableSetup, state: Any) -> None:
        super().__init__(setup, state)
        self.grid_sprites = arcade.SpriteList()
        self.pawn_sprites = arcade.SpriteList()
        self.hand_sprites = arcade.SpriteList()
        self.cells: dict[int, arcade.Sprite] = {}
        for number in state.grid_layout:
            sprite = arcade.Sprite(wink_card(number))
            self.cells[number] = sprite
            self.grid_sprites.append(sprite)
        self.pawns = [arcade.Sprite(texture(f"wink/pawn_{s}.png")) for s in range(state.n)]
        for p in self.pawns:
            self.pawn_sprites.append(p)
        self.seat_texts = [
            arcade.Text("", 0, 0, theme.WHITE, 14, font_name=theme.FONT, anchor_y="center")
            for _ in range(state.n)
        ]
        self.turn_text = arcade.Text("", 0, 0, theme.HIGHLIGHT, 16, font_name=theme.FONT, anchor_x="center")
        self.hand_numbers: list[int] = []
        self.drawn: list[str] = []  # what the last frame drew, by name (tests read it)
        humans = setup.humans()
        if len(humans) == 1:
            self.viewer = humans[0]
        elif humans:
            self.hand_over(humans[0])

    # ------------------------------------------------------------ layout
    def card_size(self) -> tuple[float, float]:
        h = self.window.height * 0.104
        return h * CARD_RATIO, h

    def layout(self) -> None:
        w, h = self.window.width, self.window.height
        s = self.scale
        cw, ch = self.card_size()
        gap = cw * 0.08
        left = w * 0.36 - 3 * (cw + gap)
        top = h * 0.97
        for i, number in enumerate(self.state.grid_layout):
            sprite = self.cells[number]
            sprite.width, sprite.height = cw, ch
            sprite.center_x = left + (i % 6) * (cw + gap) + cw / 2
            sprite.center_y = top - (i // 6) * (ch + gap) - ch / 2
        for i, text in enumerate(self.seat_texts):
            text.font_size = s.font(13)
            text.x, text.y = w * 0.64, h * 0.92 - i * h * 0.07
        self.turn_text.font_size = s.font(16)
        self.turn_text.x, self.turn_text.y = w * 0.36, h * 0.24
        self.refresh()

    def refresh(self) -> None:
        """Bring the sprites in line with the public observation."""
        obs = self.state.observation(None)
        cw, ch = self.card_size()
        for number, where in obs["grid"]:
            sprite = self.cells[number]
            name = {"up": None, "down": "wink/back_grid.png"}.get(where, "wink/empty.png")
            sprite.texture = wink_card(number) if name is None else texture(name)
            sprite.width, sprite.height = cw, ch
        pawn_size = cw * 0.42
        for seat, pawn in enumerate(self.pawns):
            number = obs["pawns"][seat]
            pawn.visible = number is not None
            if number is not None:
                cell = self.cells[number]
                pawn.width = pawn.height = pawn_size
                pawn.center_x = cell.center_x + (seat % 2 - 0.5) * cw * 0.3
                pawn.center_y = cell.center_y - ch * 0.18
        for seat, text in enumerate(self.seat_texts):
            info = obs["seats"][seat]
            marker = "▶ " if seat == obs["current"] else "   "
            text.text = self.t(
                "wink.seat_line",
                marker=marker,
                name=obs["names"][seat],
                score=info["score"],
                hand=info["hand"],
                accuse=info["accuse_left"],
            )
        self.turn_text.text = self.t("wink.turn_of", name=obs["names"][obs["current"]])

    # ------------------------------------------------------------ drawing
    def on_draw(self) -> None:
        self.drawn = []
        super().on_draw()

    def draw_table(self) -> None:
        self.clear(color=theme.FELT)
        self.grid_sprites.draw(pixelated=False)
        self.pawn_sprites.draw()
        for text in self.seat_texts:
            text.draw()
        self.turn_text.draw()
        self.drawn += ["grid", "pawns", "seats"]

    def hand_area(self) -> tuple[float, float, float, float]:
        """Left, bottom, width, height of the viewer's hand."""
        w, h = self.window.width, self.window.height
        return w * 0.05, h * 0.01, w * 0.66, h * 0.19

    def draw_private(self, seat: int) -> None:
        obs = self.state.observation(seat)
        hand = obs["hand"] + obs["dead"]
        if hand != self.hand_numbers:
            self.hand_numbers = hand
            self.hand_sprites.clear()
            for number in hand:
                self.hand_sprites.append(arcade.Sprite(wink_card(number)))
        left, bottom, width, height = self.hand_area()
        ch = height * 0.92
        cw = ch * CARD_RATIO
        step = min(cw * 1.05, width / max(1, len(self.hand_sprites)))
        for i, sprite in enumerate(self.hand_sprites):
            sprite.width, sprite.height = cw, ch
            sprite.center_x = left + cw / 2 + i * step
            sprite.center_y = bottom + height / 2
        self.hand_sprites.draw(pixelated=False)
        self.drawn.append("hand")
