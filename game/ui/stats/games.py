"""The games a profile played, newest first, a page at a time (only that page is read from the
history): when, which game, the seats (the bots with their level), the result and the length.
The selected game can be watched again (its replay, through its player's eyes) and, for Wink and
WinkyBilly, its moments the player missed; a game whose recording is no longer kept says so in
one line and opens nothing.

Keys: ↑ ↓ a game (over the page's edge, the next page), ← → or Page Up / Page Down a page, Enter
watches, M the missed moments, Esc back. The mouse: a click on a game selects it, a second click
watches it; the buttons act.
"""

from __future__ import annotations

import math

import arcade

from ...games import game_spec
from ...i18n import key_label
from ...store.history import GameRow, History
from .. import theme
from ..base import Back, BaseView
from ..fit import elide
from ..input import bound
from ..kit.buttons import ButtonRow
from ..widgets.materials import FELT, FeltRoom
from .game_table import GameTable
from .rows import REVIEWED, line, missed_key, seats_in_full

MISSED_KEY = arcade.key.M


class GamesView(BaseView):
    floor = FELT  # the screen lies on the felt (materials.py)
    title_key = "played.title"

    def __init__(
        self, profile: str, game: str | None = None, back: Back = "menu", history: History | None = None
    ) -> None:
        super().__init__()
        self.profile, self.game, self.back = profile, game, back
        self.own_history = history is None
        self.history = History() if history is None else history
        self.total = self.history.count(game, profile)
        self.page = 0
        self.per_page = 10
        self.rows: list[GameRow] = []  # the page's games, as read
        self.kept: list[bool] = []  # whether each one's recording is still on disk (looked once a page)
        self.table = GameTable()
        self.room = FeltRoom()
        self.buttons = ButtonRow(["newer", "watch", "missed", "older", "back"])
        self.subtitle = arcade.Text(
            "", 0, 0, theme.HIGHLIGHT, 15, font_name=theme.FONT, anchor_x="center", anchor_y="top"
        )
        self.line = arcade.Text("", 0, 0, theme.WHITE, 14, font_name=theme.FONT, anchor_x="center")
        self.said = ""  # a refusal, said until the selection moves

    # ------------------------------------------------------------ the page
    @property
    def pages(self) -> int:
        return max(1, math.ceil(self.total / self.per_page))

    def read_page(self) -> None:
        """Read only this page's games from the history and word them."""
        self.page = min(self.page, self.pages - 1)
        self.rows = self.history.games(
            self.game, self.profile, limit=self.per_page, offset=self.page * self.per_page
        )
        game = self.t("stats.all") if self.game is None else self.t(game_spec(self.game).menu_key)
        words = self.t("played.of_page", name=self.profile, game=game, page=self.page + 1, pages=self.pages)
        self.subtitle.text, self.subtitle.font_size = words, self.scale.font(15)
        elide(self.subtitle, self.window.width * 0.94)
        self.kept = [r.recording is not None and r.recording.is_file() for r in self.rows]
        heads = [self.t(f"played.{k}") for k in ("when", "game", "seats", "result", "length")]
        self.table.show(
            self.table.box,
            self.table.font,
            heads,
            [line(r, self.profile, k) for r, k in zip(self.rows, self.kept, strict=True)],
        )
        self.said = ""

    @property
    def chosen(self) -> GameRow | None:
        """The selected game, or None on an empty page."""
        i = self.table.selected
        return self.rows[i] if 0 <= i < len(self.rows) else None

    def move(self, step: int) -> None:
        """The next or previous game, onto the next or previous page over its edge."""
        i = self.table.selected + step
        if 0 <= i < len(self.rows):
            self.table.selected = i
        elif i < 0 and self.page > 0:
            self.turn(-1, last=True)
        elif i >= len(self.rows) and self.page < self.pages - 1:
            self.turn(+1)
        self.said = ""

    def turn(self, step: int, last: bool = False) -> None:
        page = min(max(self.page + step, 0), self.pages - 1)
        if page == self.page:
            return
        self.page = page
        self.read_page()
        self.table.selected = len(self.rows) - 1 if last else 0

    # ------------------------------------------------------------ acts
    def refusal(self) -> str | None:
        """Why the selected game cannot be watched (one line), or None."""
        row = self.chosen
        if row is None:
            return self.t("played.empty")
        if row.recording is None:
            return self.t("played.gone")
        if not self.kept[self.table.selected]:
            return self.t("played.gone_file")
        return None

    def seat(self) -> int | None:
        row = self.chosen
        mine = row.seat_of(self.profile) if row is not None else None
        return mine.seat if mine is not None else None

    def watch(self) -> None:
        why, row = self.refusal(), self.chosen
        if why is not None or row is None:
            self.said = why or ""
            return
        self.app.go("replay", row.recording, seat=self.seat(), back=self)

    def missed(self) -> None:
        row = self.chosen
        if row is None or row.game not in REVIEWED:
            return
        why = self.refusal()
        if why is not None:
            self.said = why
            return
        self.app.go("missed-winks", row.recording, self.seat(), back=self)

    def on_back(self) -> None:
        if self.own_history:
            self.history.close()
        self.go_back(self.back)

    # ------------------------------------------------------------ layout and drawing
    def layout(self) -> None:
        super().layout()
        s, w, h = self.scale, self.window.width, self.window.height
        self.title.y = h - s.px(14)
        self.subtitle.font_size = s.font(15)
        self.subtitle.text = "Ag"  # placed by its height; worded with its page by read_page
        self.subtitle.x, self.subtitle.y = w / 2, self.below_title(6)
        font = s.font(13)
        bottom = s.px(40) * s.text
        buttons_h = max(font * 2.6, s.px(40))
        self.lay_buttons(arcade.LBWH(w * 0.03, bottom, w * 0.94, buttons_h), font)
        top = self.subtitle.y - self.subtitle.content_height - s.px(12)
        box = arcade.LBWH(
            w * 0.03, bottom + buttons_h + s.px(12), w * 0.94, top - bottom - buttons_h - s.px(12)
        )
        first = self.page * self.per_page + self.table.selected
        self.per_page = self.table.rows_that_fit(box, font)
        self.page, self.table.selected = divmod(first, self.per_page)
        self.table.box, self.table.font = box, font
        self.room.lay(w, h, s, boards=(box,))
        self.read_page()
        self.line.x, self.line.y = w / 2, s.px(14)
        self.line.text = ""

    def lay_buttons(self, area: arcade.types.Rect, font: float) -> None:
        """The buttons side by side across `area`, wider than the table's buttons (longer words)."""
        self.buttons.layout(area, font)
        n = len(self.buttons.buttons)
        gap = font * 0.8
        width = min(font * 17, (area.width - gap * (n - 1)) / n)
        height = min(area.height, font * 2.6)
        left = area.center_x - (n * width + (n - 1) * gap) / 2
        bottom = area.center_y - height / 2
        self.buttons.boxes = [arcade.LBWH(left + i * (width + gap), bottom, width, height) for i in range(n)]

    def draw_content(self) -> None:
        self.room.draw()  # the felt, and the list's paper in its wooden frame
        super().draw_content()
        self.subtitle.draw()
        self.table.draw()
        self.arrange_buttons()
        self.buttons.draw()
        words = self.said or self.refusal() or self.line_words()
        if self.line.text != words:
            self.line.text = words
            self.line.font_size = self.scale.font(14)
            elide(self.line, self.window.width * 0.96)
        self.line.draw()

    def line_words(self) -> str:
        """The chosen game's seats in full (names, the bots' levels, scores)."""
        row = self.chosen
        return self.t("played.empty") if row is None else seats_in_full(row)

    def arrange_buttons(self) -> None:
        row = self.chosen
        keys = self.app.settings.key_bindings
        seen = row is not None and self.refusal() is None
        missed = (
            self.t(missed_key(row.game))
            if row is not None and row.game in REVIEWED
            else self.t("played.missed_winks")
        )
        self.buttons.set(
            "newer", f"‹ {self.t('played.previous')}", key_label("PAGEUP"), enabled=self.page > 0
        )
        self.buttons.set(
            "watch", self.t("played.watch"), key_label(keys.get("confirm", "ENTER")), enabled=seen
        )
        self.buttons.set("missed", missed, "M", enabled=seen and row is not None and row.game in REVIEWED)
        self.buttons.set(
            "older", f"{self.t('played.next')} ›", key_label("PAGEDOWN"), enabled=self.page < self.pages - 1
        )
        self.buttons.set("back", self.t("common.back"), key_label(keys.get("back", "ESCAPE")))

    # ------------------------------------------------------------ input
    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        actions = bound(self.window, symbol, modifiers, "menus")
        if "back" in actions:
            self.on_back()
        elif "menu_up" in actions:
            self.move(-1)
        elif "menu_down" in actions:
            self.move(+1)
        elif "menu_left" in actions or symbol == arcade.key.PAGEUP:
            self.turn(-1)
        elif "menu_right" in actions or symbol == arcade.key.PAGEDOWN:
            self.turn(+1)
        elif "confirm" in actions:
            self.watch()
        elif symbol == MISSED_KEY and not modifiers:
            self.missed()
        else:
            return None
        self.app.play("menu_move")
        return True

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool | None:
        return None

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        if self.app.notices.click(x, y):
            return True
        i = self.table.row_at(x, y)
        if i is not None and i == self.table.selected:  # a click on the chosen game: watch it
            self.watch()
            return True
        if i is not None:
            self.table.selected = i
            self.said = ""
            return True
        name = self.buttons.under(x, y)
        if name is not None and name != self.buttons.at(x, y):  # greyed: say why, if there is a why
            self.said = self.refusal() or "" if name in ("watch", "missed") else ""
            return True
        acts = {"newer": lambda: self.turn(-1), "older": lambda: self.turn(+1), "watch": self.watch,
                "missed": self.missed, "back": self.on_back}  # fmt: skip
        if name is None:
            return None
        self.app.play("menu_click")
        acts[name]()
        return True

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> bool | None:
        if scroll_y:
            self.move(-1 if scroll_y > 0 else +1)
        return True
