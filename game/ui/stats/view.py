"""Statistics: one player profile's record, a page per game and one for every game.

A profile is a human name in the history; it sees only its own games (the player's own name from
the settings first, ‹ › for the others). Each page shows the games played, the wins and win rate,
the win rate by the bots' level and by the number of players (bars), the game's figures with their
shares, and a chart of the figure in focus (the win rate first), block by block of games. With no
game on the page, a plain sentence says what to do instead.

The history is read when the page or the profile changes (the statistics of each page are kept
while the screen is open), never while drawing.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

import arcade

from ...games import game_spec, specs
from ...review.statistics import NO_BOTS, Statistics, Tally, statistics
from ...store.history import History
from .. import theme
from ..base import Back, BaseView
from ..fit import fit_height, fit_width
from ..input import bound
from ..practice.plot import LineChart
from ..widgets.materials import FELT, FeltRoom
from ..widgets.menu_list import MenuList, Row
from .bars import Bar, Group, WinRateBars
from .figures import WIN_RATE, Figure, figures_of, series
from .tabs import Tabs

MOST_POINTS = 15  # the chart's points: the games are taken in blocks so that there are no more
MIN_BLOCK = 5  # games a point of the chart stands for, at least (one game's win rate is 0 or 100 %)


class StatsView(BaseView):
    floor = FELT  # the screen lies on the felt (materials.py)
    title_key = "stats.title"

    def __init__(
        self,
        profile: str | None = None,
        game: str | None = None,
        back: Back = "menu",
        history: History | None = None,
    ) -> None:
        super().__init__()
        self.back = back
        self.own_history = history is None
        self.history = History() if history is None else history
        self.pages: list[str | None] = [None, *(spec.name for spec in specs())]
        self.page = self.pages.index(game) if game in self.pages else 0
        self.profile = profile if profile is not None else self.own_name()
        self.profiles = self.history.profiles()
        self.kept: dict[tuple[str | None, str], Statistics] = {}
        self.tabs = Tabs(len(self.pages))
        self.room = FeltRoom()  # the felt the panels lie on, each framed in wood
        self.bars = WinRateBars()
        self.chart = LineChart()
        self.empty = arcade.Text(
            "", 0, 0, theme.WHITE, 17, font_name=theme.FONT, anchor_x="center", anchor_y="center",
            multiline=True, width=100, align="center",
        )  # fmt: skip
        self.explain = arcade.Text("", 0, 0, theme.WHITE, 14, font_name=theme.FONT, anchor_x="center")
        self.keys = arcade.Text("", 0, 0, theme.SIGHT, 11, font_name=theme.FONT, anchor_x="center")
        self.charted: Figure | None = None  # the figure the chart shows now
        self.figures: list[Figure | None] = []  # each menu row's figure (None: a row of no figure)
        self.stats = self.statistics()
        self.menu = self.make_menu()

    # ------------------------------------------------------------ what is shown
    def own_name(self) -> str:
        return self.app.settings.player_name or self.t("setup.you")

    @property
    def game(self) -> str | None:
        return self.pages[self.page]

    def statistics(self) -> Statistics:
        key = (self.game, self.profile)
        if key not in self.kept:
            block = max(MIN_BLOCK, math.ceil(self.history.count(self.game, self.profile) / MOST_POINTS))
            self.kept[key] = statistics(self.history, self.game, self.profile, block=block)
        return self.kept[key]

    def names(self) -> list[str]:
        """The profiles ‹ › goes through: the history's, and the one shown even without a game."""
        names = list(self.profiles)
        if self.profile not in names:
            names.append(self.profile)
        return sorted(names, key=str.casefold)

    def game_name(self, game: str | None) -> str:
        return self.t("stats.all") if game is None else self.t(game_spec(game).menu_key)

    def figure_rows(self) -> list[tuple[Figure, Row]]:
        """The page's figures, each a row that says its value and, in focus, what it means."""
        stats = self.stats
        rows = [
            (WIN_RATE, self.figure_row("games", lambda: str(stats.games))),
            (WIN_RATE, self.figure_row("wins", lambda: self.share(stats.wins, stats.games))),
        ]
        rows += [(f, self.figure_row(f.key, partial(f.value, stats))) for f in figures_of(self.game)]
        if self.game is None:  # the page of every game: each game's count, Enter opens its page
            rows += [(WIN_RATE, self.game_row(page)) for page in range(1, len(self.pages))]
        return rows

    def game_row(self, page: int) -> Row:
        game = self.pages[page]
        played = self.history.count(game, self.profile)
        return Row(
            lambda: self.game_name(game),
            lambda: self.change_page(page - self.page),
            value=lambda: self.t("stats.played_count", count=played),
            help=lambda: self.t("stats.help.game", game=self.game_name(game)),
        )

    def figure_row(self, key: str, value: Callable[[], str]) -> Row:
        return Row(
            lambda: self.t(f"stats.figure.{key}"),
            value=value,
            help=lambda: self.t(f"stats.help.{key}"),
        )

    def share(self, count: int, total: int) -> str:
        if not total:
            return self.t("stats.none")
        return self.t("stats.of", count=count, total=total, percent=round(100 * count / total))

    def make_menu(self) -> MenuList:
        player = Row(
            lambda: self.t("stats.player"),
            value=lambda: self.profile,
            on_change=self.change_profile,
            help=lambda: self.t("stats.help.player"),
        )
        back = Row(lambda: self.t("common.back"), self.on_back, help=lambda: self.t("stats.help.back"))
        if not self.stats.games:
            self.figures = [None, None, None]
            play = Row(lambda: self.t("stats.play"), self.on_back, help=lambda: self.t("stats.help.play"))
            empty = MenuList([player, play, back], font_size=16, row_height=40)
            empty.selected = 1
            return empty
        shown = self.figure_rows()
        games = Row(lambda: self.t("stats.list"), self.open_games, help=lambda: self.t("stats.help.list"))
        self.figures = [None, *(f for f, _ in shown), None, None]
        menu = MenuList([player, *(r for _, r in shown), games, back], font_size=15, row_height=36)
        menu.selected = 2  # the wins: the chart of the win rate
        return menu

    def bar_groups(self) -> list[Group]:
        def bars(tallies: dict[str, Tally]) -> tuple[Bar, ...]:
            return tuple(
                Bar(label, t.wins, t.games, self.share(t.wins, t.games)) for label, t in tallies.items()
            )

        levels = {
            (self.t("stats.no_bots") if k == NO_BOTS else self.t(f"difficulty.{k}")): t
            for k, t in self.stats.by_level.items()
        }
        seats = {self.t("stats.players", count=k): t for k, t in self.stats.by_seats.items()}
        return [Group(self.t("stats.by_level"), bars(levels)), Group(self.t("stats.by_seats"), bars(seats))]

    # ------------------------------------------------------------ changes
    def change_profile(self, step: int) -> None:
        names = self.names()
        self.profile = names[(names.index(self.profile) + step) % len(names)]
        self.refresh()

    def change_page(self, step: int) -> None:
        self.page = (self.page + step) % len(self.pages)
        self.refresh()

    def refresh(self) -> None:
        """Read the page's statistics (kept once read) and lay the screen out for them."""
        selected = self.menu.selected if self.menu is not None else 0
        self.stats = self.statistics()
        self.menu = self.make_menu()
        if selected == 0:
            self.menu.selected = 0  # ‹ › on the profile stays on it
        self.layout()

    def open_games(self) -> None:
        self.app.go("games", self.profile, self.game, back=self, history=self.history)

    def on_back(self) -> None:
        """Leave for good (the games list, which borrows the history, comes back here instead)."""
        if self.own_history:
            self.history.close()
        self.go_back(self.back)

    # ------------------------------------------------------------ layout and drawing
    def layout(self) -> None:
        super().layout()
        s, w, h = self.scale, self.window.width, self.window.height
        self.room.lay(w, h, s)
        if self.menu is not None:
            self.menu.as_cards = True  # cards on the felt
        self.title.y = h - s.px(14)
        font = s.font(14)
        tabs_top = self.below_title(10)
        tab_h = max(font * 2.2, s.px(34))
        self.tabs.chosen = self.page
        self.tabs.layout(
            arcade.LBWH(w * 0.03, tabs_top - tab_h, w * 0.94, tab_h),
            font,
            [self.game_name(g) for g in self.pages],
        )
        top = tabs_top - tab_h - s.px(14)
        bottom = s.px(58) * s.text  # room for the focused row's explanation and the keys
        self.keys.text, self.keys.font_size = self.t("stats.keys"), s.font(11)
        fit_width(self.keys, w * 0.96)
        self.keys.x, self.keys.y = w / 2, s.px(8)
        self.explain.x, self.explain.y = w / 2, self.keys.y + self.keys.content_height + s.px(4)
        self.explain.text = ""
        self.charted = None
        assert self.menu is not None
        if not self.stats.games:
            self.menu.layout(w / 2, bottom + s.px(3 * 44) * s.text, min(w * 0.5, s.px(560)), s)
            name = self.game_name(self.game)
            key = "stats.empty" if self.game is None else "stats.empty_game"
            self.empty.text = self.t(key, name=self.profile, game=name)
            self.empty.width = int(min(w * 0.7, s.px(820)))
            self.empty.font_size = s.font(17)
            room = top - self.menu.top - s.px(20)
            fit_height(self.empty, room)
            self.empty.x, self.empty.y = w / 2, self.menu.top + s.px(10) + room / 2
            return
        left_w = w * 0.42
        self.menu.layout(w * 0.03 + left_w / 2, top, left_w, s, bottom=bottom)
        right = arcade.LBWH(w * 0.48, bottom, w * 0.49, top - bottom)
        bars_h = right.height * 0.42
        self.bars.show(
            arcade.LBWH(right.left, right.top - bars_h, right.width, bars_h), s.font(11), self.bar_groups()
        )
        self.chart.layout(
            arcade.LBWH(right.left, right.bottom, right.width, right.height - bars_h - s.px(12)), s.font(11)
        )
        self.show_chart()

    def show_chart(self) -> None:
        """The chart of the figure in focus (the win rate for the other rows), made when it changes."""
        assert self.menu is not None
        figure = self.figures[self.menu.selected] if self.menu.selected < len(self.figures) else None
        figure = figure or WIN_RATE
        if figure is self.charted:
            return
        self.charted = figure
        key = "wins" if figure is WIN_RATE else figure.key
        name = self.t("stats.figure.win_rate") if figure is WIN_RATE else self.t(f"stats.figure.{key}")
        percent = figure is WIN_RATE or figure.is_share
        self.chart.show(
            self.t("stats.over_time", figure=name),
            self.t("stats.axis_games", block=self.stats.block),
            self.t("stats.none"),
            series(self.stats, figure),
            (lambda v: f"{v:.0f} %") if percent else (lambda v: f"{v:.1f}"),
            self.stats.games,
            span=(0.0, 100.0) if percent else (0.0, 1.0),
        )

    def draw_content(self) -> None:
        self.room.draw()
        super().draw_content()
        self.tabs.draw()
        if self.stats.games:
            self.show_chart()
            self.bars.draw()
            self.chart.draw()
        else:
            self.empty.draw()
        assert self.menu is not None
        words = self.menu.rows[self.menu.selected].help()
        if self.explain.text != words:
            self.explain.text = words
            self.explain.font_size = self.scale.font(14)
            fit_width(self.explain, self.window.width * 0.96)
        self.explain.draw()
        self.keys.draw()

    # ------------------------------------------------------------ input
    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        """← → on a row without values of its own: another page (another game)."""
        actions = bound(self.window, symbol, modifiers, "menus")
        menu = self.menu
        sideways = {"menu_left", "menu_right"} & actions
        if menu is not None and sideways and menu.rows[menu.selected].on_change is None:
            self.change_page(-1 if "menu_left" in actions else +1)
            self.app.play("menu_move")
            return True
        return super().on_key_press(symbol, modifiers)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        tab = self.tabs.at(x, y)
        if tab is not None and not self.app.notices.click(x, y):
            if tab != self.page:
                self.page = tab
                self.refresh()
            self.app.play("menu_click")
            return True
        return super().on_mouse_press(x, y, button, modifiers)
