"""Results: the winner(s) big and what decided, the score table, every card face up, play again.

What is shown is the game's reveal (`GameSpec.reveal`, game/games): plain data, laid out here the
same way for every game. One row per seat: its name, what the game counts, the points, and the
cards it still held; then the cards that were nobody's (set aside, the stock…).
"""

from __future__ import annotations

import random
from dataclasses import replace

import arcade
from arcade.types import RGBOrA255

from ...games import Card, Column, Reveal
from ...rules.core import GameState, Observation
from ...setup import TableSetup, new_seed
from ...store.keep import KeptGame
from .. import theme
from ..base import BaseView
from ..card_row import lay_cards, row_width
from ..fit import fit_width
from ..kit.words import end_words
from ..widgets.materials import BOARD_RIM, FELT, FeltRoom
from ..widgets.menu_list import MenuList, Row

CARD_SHARE = 0.86  # of a row's height: its cards
MAX_ROW = 64  # the tallest row, at 1280×720
STRIPE = (241, 231, 210)  # every other row of the score table


def _text(
    size: float, colour: RGBOrA255 = theme.INK, anchor_x: str = "left", bold: bool = False
) -> arcade.Text:
    return arcade.Text(
        "", 0, 0, colour, size, font_name=theme.FONT, anchor_x=anchor_x, anchor_y="center", bold=bold
    )


class ResultsView(BaseView):
    floor = FELT  # the screen lies on the felt (materials.py)

    def __init__(
        self, setup: TableSetup, state: GameState[Observation], recording: KeptGame | None = None
    ) -> None:
        super().__init__()
        self.setup = setup
        self.state = state
        # the game being kept (store/keep.py): once `recording.done`, its `recording` path and
        # history `id` ("Watch again"); None for a game that keeps none (a scene, a replay)
        self.recording = recording
        self.reveal: Reveal = setup.spec.reveal(state)
        self.names = [s.name for s in setup.seats]
        self.headline = _text(34, theme.HIGHLIGHT, "center", bold=True)
        self.verdict = _text(15, theme.WHITE, "center")
        # Columns: the player, what the game counts, the points, what broke a tie, then the cards.
        reveal = self.reveal
        extra = [reveal.tiebreak] if reveal.tiebreak else []
        self.keys = ["score.player", *(c.label for c in reveal.columns), reveal.points]
        self.keys += [*(c.label for c in extra), "results.reveal"]
        self.counted = [*reveal.columns, Column(reveal.points, reveal.scores), *extra]
        self.points = 1 + len(reveal.columns)  # the points' column
        self.heads = [_text(12, theme.INK_SOFT, "center") for _ in self.keys]
        self.heads[0].anchor_x = self.heads[-1].anchor_x = "left"
        self.cells = [[_text(15), *(_text(15, anchor_x="center") for _ in self.counted)] for _ in self.names]
        self.empty = [_text(15, theme.INK_SOFT) for _ in range(len(self.names) + len(self.reveal.piles))]
        self.pile_labels = [_text(13, theme.INK_SOFT) for _ in self.reveal.piles]
        self.note = _text(11, theme.INK_SOFT, "right")
        self.dead = any(c.dead for hand in self.reveal.hands for c in hand)
        self.cards: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.panel = arcade.LBWH(0, 0, 0, 0)
        self.room = FeltRoom()  # the felt, and the score board's wood and paper
        self.bands: list[arcade.types.Rect] = []  # the winners' rows
        self.stripes: list[arcade.types.Rect] = []  # every other row, for the eye
        self.rule_y = 0.0  # the line between the seats and the piles
        self.head_rule = 0.0  # the line under the headings
        self.humans = setup.humans()
        self.reviewed = 0  # whose missed moments the reel shows: the index of a human seat
        rows = [
            Row(lambda: self.t("results.play_again_same"), self.again_same),
            Row(lambda: self.t("results.play_again_new"), self.again_new),
        ]
        if recording is not None:
            rows.append(Row(self.watch_label, self.watch_again, enabled=self.replayable))
            if setup.spec.missed and self.humans:
                couch = len(self.humans) > 1
                rows.append(
                    Row(
                        lambda: self.t(setup.spec.missed),
                        self.missed,
                        value=(lambda: self.names[self.humans[self.reviewed]]) if couch else None,
                        on_change=self.review_next if couch else None,
                        enabled=self.replayable,
                    )
                )
        rows.append(Row(lambda: self.t("results.menu"), self.on_back))
        self.menu = MenuList(rows, font_size=16, row_height=38 if len(rows) <= 3 else 32)

    # ------------------------------------------------------------ words
    @property
    def viewer(self) -> int | None:
        """The one human at the table, whom the words call "you"; None on a couch (names only)."""
        return self.humans[0] if len(self.humans) == 1 else None

    def headline_text(self) -> str:
        winners = [self.names[i] for i in self.reveal.winners]
        if not winners:
            return self.t("results.title")
        names = ", ".join(winners)
        if self.reveal.shared:
            return self.t("results.shared", names=names)
        if list(self.reveal.winners) == [self.viewer]:
            return self.t("results.winner_you")
        return self.t("results.winner" if len(winners) == 1 else "results.winners", names=names)

    def verdict_text(self) -> str:
        """Why the game ended ("you" for the one human it may name), and the tie-break that
        decided (if one did)."""
        reveal, parts = self.reveal, []
        if said := end_words(reveal.end, reveal.end_seats, reveal.end_params, self.names, self.viewer):
            parts.append(said)
        if reveal.decided:
            parts = [p.rstrip(". ") for p in parts]  # one sentence: "… left in hand · decided by …"
            parts.append(self.t("results.decided_by", rule=self.t(reveal.decided)))
        return " · ".join(parts)

    # ------------------------------------------------------------ layout
    def layout(self) -> None:
        super().layout()
        s, w, h = self.scale, self.window.width, self.window.height
        self.headline.text = self.headline_text()
        self.headline.font_size = s.font(34)
        fit_width(self.headline, w * 0.9)
        self.headline.x, self.headline.y = w / 2, h - s.px(50) * s.text
        self.verdict.text = self.verdict_text()
        self.verdict.font_size = s.font(15)
        fit_width(self.verdict, w * 0.94)
        self.verdict.x, self.verdict.y = w / 2, h - s.px(92) * s.text
        assert self.menu is not None
        menu_top = s.px(18 + len(self.menu.rows) * self.menu.base_row) * s.text
        if self.menu is not None:
            self.menu.layout(w / 2, menu_top, min(w * 0.4, s.px(440)), s)
        # (the board's frame lies round the table: room for it above and below)
        self.layout_table(h - s.px(112) * s.text - s.px(BOARD_RIM), menu_top + s.px(14 + BOARD_RIM))
        self.room.lay(w, h, s, boards=(self.panel,))
        self.menu.as_cards = True  # the buttons: cards on the felt

    def layout_table(self, top: float, bottom: float) -> None:
        """The score table between `top` and `bottom`: as tall and wide as its rows need, centred."""
        s, w, reveal = self.scale, self.window.width, self.reveal
        pad, head_h, gap = s.px(14), s.px(28), s.px(12)
        note_h = s.px(20) if self.dead else 0.0
        piles = [p.cards for p in reveal.piles]
        order = self.ranking()
        rows = [*(reveal.hands[seat] for seat in order), *piles]
        row_h = min(s.px(MAX_ROW), (top - bottom - head_h - note_h - 2 * pad) / len(rows))
        self.font_cap = max(9.0, row_h * 0.48)  # a row's words never taller than the row

        for head, key in zip(self.heads, self.keys, strict=True):
            head.text = self.t(key)
            head.font_size = min(s.font(12), head_h * 0.48)
        widths = [s.px(190)] + [
            min(max(head.content_width + s.px(28), s.px(64)), s.px(160)) for head in self.heads[1:-1]
        ]
        cards_w = max(self.heads[-1].content_width, *(self.natural_width(cards, row_h) for cards in rows))
        width = min(max(2 * pad + sum(widths) + gap + cards_w, s.px(760)), w - s.px(48), s.px(1180))
        height = head_h + len(rows) * row_h + note_h + 2 * pad
        self.panel = panel = arcade.LBWH(w / 2 - width / 2, (top + bottom - height) / 2, width, height)
        lefts = [panel.left + pad]
        for column in widths:
            lefts.append(lefts[-1] + column)
        lefts[-1] += gap
        widths.append(panel.right - pad - lefts[-1])
        for i, head in enumerate(self.heads):
            fit_width(head, widths[i] - s.px(8))
            head.x = lefts[i] if head.anchor_x == "left" else lefts[i] + widths[i] / 2
            head.y = panel.top - pad - head_h / 2
        self.head_rule = panel.top - pad - head_h
        self.cards = arcade.SpriteList()
        self.bands, self.stripes = [], []
        y = panel.top - pad - head_h - row_h / 2
        for row, cards in enumerate(rows):
            band = arcade.LBWH(panel.left + s.px(3), y - row_h / 2, width - s.px(6), row_h)
            if row < len(order):
                self.layout_seat(order[row], y, lefts, widths)
                if order[row] in reveal.winners:
                    self.bands.append(band)
                elif row % 2:
                    self.stripes.append(band)
            else:
                label = self.pile_labels[row - len(self.names)]
                label.text = self.t(reveal.piles[row - len(self.names)].label)
                label.font_size = min(s.font(13), self.font_cap)
                fit_width(label, lefts[-1] - lefts[0] - gap)
                label.x, label.y = lefts[0], y
            empty = self.empty[row]
            empty.text = "" if cards else "—"
            empty.font_size = min(s.font(15), self.font_cap)
            empty.x, empty.y = lefts[-1], y
            self.lay_cards(cards, lefts[-1], widths[-1], y, row_h)
            y -= row_h
        self.rule_y = y + (len(piles) + 0.5) * row_h
        self.note.text = self.t("reveal.dead") if self.dead else ""
        self.note.font_size = s.font(11)
        fit_width(self.note, width - 2 * pad)
        self.note.x, self.note.y = panel.right - pad, panel.bottom + pad / 2 + note_h / 2

    def ranking(self) -> list[int]:
        """The seats from the first place down: the winners, then by points (ties in seat order)."""
        reveal = self.reveal
        return sorted(range(len(self.names)), key=lambda s: (s not in reveal.winners, -reveal.scores[s], s))

    def layout_seat(self, seat: int, y: float, lefts: list[float], widths: list[float]) -> None:
        """A seat's row of the table: its name (a star for a winner), its counts, its points."""
        s, reveal = self.scale, self.reveal
        won = seat in reveal.winners
        values = [self.names[seat], *(c.values[seat] for c in self.counted)]
        cells = self.cells[seat]
        for i, (cell, value) in enumerate(zip(cells, values, strict=True)):
            points = i == self.points
            cell.text = f"★ {value}" if i == 0 and won else str(value)
            cell.font_size = min(s.font(16 if points else 15), self.font_cap)
            cell.bold = points or won
            fit_width(cell, widths[i] - s.px(8))
            cell.x = lefts[i] if cell.anchor_x == "left" else lefts[i] + widths[i] / 2
            cell.y = y

    def natural_width(self, cards: tuple[Card, ...], row_h: float) -> float:
        """The width of a row of cards side by side."""
        return row_width(cards, row_h * CARD_SHARE, self.scale.px(4))

    def lay_cards(self, cards: tuple[Card, ...], left: float, width: float, y: float, row_h: float) -> None:
        """A row of small face-up cards from `left`, overlapping when they do not fit side by side."""
        self.cards.extend(lay_cards(cards, left, width, y, row_h * CARD_SHARE, self.scale.px(4)))

    # ------------------------------------------------------------ drawing
    def draw_content(self) -> None:
        self.room.draw()  # the felt, the board's frame and its paper
        self.headline.draw()
        if self.verdict.text:
            self.verdict.draw()
        for stripe in self.stripes:
            arcade.draw_rect_filled(stripe, STRIPE)
        for band in self.bands:
            arcade.draw_rect_filled(band, theme.HIGHLIGHT)
        s = self.scale
        left, right = self.panel.left + s.px(12), self.panel.right - s.px(12)
        arcade.draw_line(left, self.head_rule, right, self.head_rule, theme.INK_SOFT, 1)
        if self.reveal.piles:
            arcade.draw_line(left, self.rule_y, right, self.rule_y, theme.PANEL_EDGE, 1)
        for head in self.heads:
            head.draw()
        for cells in self.cells:
            for cell in cells:
                cell.draw()
        for empty in self.empty:
            if empty.text:
                empty.draw()
        for label in self.pile_labels:
            label.draw()
        self.cards.draw()
        if self.note.text:
            self.note.draw()
        if self.menu is not None:
            self.menu.draw()

    # ------------------------------------------------------------ watch again
    def replayable(self) -> bool:
        """The game is kept with its recording (the keeping ends a moment after the results)."""
        kept = self.recording
        return kept is not None and kept.done.is_set() and kept.recording is not None

    def watch_label(self) -> str:
        kept = self.recording
        if kept is not None and not kept.done.is_set():
            return self.t("results.keeping")
        return self.t("results.watch_again" if self.replayable() else "results.not_kept")

    def watch_again(self) -> None:
        """The game's replay, through the (first) human's eyes; back here after."""
        if self.replayable():
            assert self.recording is not None
            seat = self.humans[self.reviewed] if self.humans else None
            self.app.go("replay", self.recording.recording, seat=seat, back=self)

    def missed(self) -> None:
        """The reel of the moments the human missed (on a couch, the human the row names)."""
        if self.replayable():
            assert self.recording is not None
            self.app.go("missed-winks", self.recording.recording, self.humans[self.reviewed], back=self)

    def review_next(self, step: int) -> None:
        self.reviewed = (self.reviewed + step) % len(self.humans)

    # ------------------------------------------------------------ leave
    def again_same(self) -> None:
        self.app.go("table", self.setup)

    def again_new(self) -> None:
        self.app.go("table", replace(self.setup, seed=new_seed(random.Random())))
