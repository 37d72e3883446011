"""Watch the bots: a live game of bots only, drawn whole above a bar of controls, with everything
shown that the seats hide from each other (truth.py): every hand face up at its seat with the
seat's level, what each seat alone knows, the cards lying face down, and every wink and signal
ringed as it happens with a line saying who signalled to whom and whose eyes caught it (or took
a blink for a wink). The sight lines are the table's own.

Controls: pause (Space), the replay screen's speeds ¼× to 4× (1–5, [ ]), next game (N), leave
(Esc). A game over goes on to the next after a moment.

    window.go("watch", choice=None, seed=None, back="watch-choice")
"""

from __future__ import annotations

import random
from typing import Any

import arcade

from ...setup import MAX_SEED
from .. import theme
from ..base import Back, BaseView
from ..fit import elide
from ..headless import FRAME
from ..kit.buttons import ButtonRow, side_by_side
from ..replays.frame import TableFrame
from ..replays.speeds import SPEED_WORDS, SPEEDS
from ..text_batch import TextBatch
from .captions import caption_lines
from .choice import WatchChoice, read_choice
from .table import WatchedTable
from .truth import Truth, secrets_line

BAR_H = 0.16  # of the window's height at least, as the replay screen's (more for large text)
FONTS = (13, 11, 11)  # the bar's three lines
COLOURS = (theme.WHITE, theme.WHITE, theme.SIGHT)
LINE = 1.9  # a line's height, in font sizes (points: a pixel is ¾ of one)
NEXT_AFTER_S = 4.0  # a finished game stays this long (game time) before the next is dealt
CONTROLS = ["back", "play", "next_game", *(f"speed{i}" for i in range(len(SPEEDS)))]


class WatchBotsView(BaseView):
    def __init__(
        self,
        choice: WatchChoice | None = None,
        seed: int | None = None,
        back: Back = "menu",
        worker: bool = True,
    ) -> None:
        """`worker`: searching bots think in a worker process (in play), or inline (scenes, tests)."""
        super().__init__()
        self.worker = worker
        self.back = back
        self.choice = choice or read_choice(self.app.settings.watch_bots)
        self.rng = random.Random(seed)
        self.playing = True
        self.speed = 2  # 1×
        self.frame = TableFrame()
        self.truth = Truth()
        self.buttons = ButtonRow(CONTROLS)
        self.texts = TextBatch()
        # the bar's lines: the newest winks and signals, the next one (or a bot's eyes deceived),
        # and what each seat alone knows
        self.lines = [self.texts.text(FONTS[i], bold=i == 0, colour=COLOURS[i]) for i in range(3)]
        self.bar_h = 0.0
        self.said: tuple[object, ...] = ()  # what the bar's lines were last made from
        self.secrets = ""  # what each seat alone knows, in words
        self.lines_made: list[str] = []  # the newest winks and signals, a bot's eyes deceived
        self.games = 0
        self.watched: WatchedTable | None = None
        self.deal()

    # ------------------------------------------------------------ the game watched
    @property
    def table(self) -> Any:
        return self.watched.view if self.watched is not None else None

    def deal(self) -> None:
        """A new game of the chosen bots (the last one closed)."""
        if self.watched is not None:
            self.watched.close()
        self.watched = WatchedTable(self.choice, self.rng.randint(1, MAX_SEED), self.worker)
        self.games += 1
        self.over_for = 0.0
        self.truth.made = self.truth.ringed = ()
        self.said = ()
        self.table.layout()  # (laid out for the whole window: the frame scales it into its box)

    def leave(self) -> None:
        if self.watched is not None:
            self.watched.close()
            self.watched = None
        self.go_back(self.back)

    def on_back(self) -> None:
        self.leave()

    # ------------------------------------------------------------ layout
    def layout(self) -> None:
        super().layout()
        w, h = self.window.width, self.window.height
        s = self.scale
        pad = s.px(10)
        fonts = [s.font(f) for f in FONTS]
        buttons = s.font(12) * 2.6
        bar = self.bar_h = max(h * BAR_H, 2 * pad + sum(f * LINE for f in fonts) + buttons)
        self.frame.layout(w, h, bar)
        y = bar - pad
        for text, font in zip(self.lines, fonts, strict=True):
            text.font_size = font
            text.anchor_y = "top"
            text.x, text.y = s.px(14), y
            y -= font * LINE
        row = arcade.LBWH(s.px(14), pad, w - 2 * s.px(14), buttons)
        self.buttons.layout(row, s.font(12))
        self.buttons.boxes = side_by_side(row, len(CONTROLS), s.font(12))
        self.label()
        for text, font in zip(self.lines, fonts, strict=True):
            text.font_size = font  # (elided at the last size: fitted again to this one)
        self.word_lines()
        if self.table is not None:
            self.table.layout()
            self.truth.made = self.truth.ringed = ()

    def label(self) -> None:
        b = self.buttons
        b.set("back", self.t("watch.leave"), "Esc")
        b.set(
            "play", self.t("replay.pause" if self.playing else "replay.play"), "Space", lit=not self.playing
        )
        b.set("next_game", self.t("watch.next_game"), "N")
        for i, words in enumerate(SPEED_WORDS):
            b.set(f"speed{i}", self.t("replay.speed", speed=words), str(i + 1), lit=i == self.speed)

    # ------------------------------------------------------------ time
    def on_fixed_update(self, delta_time: float) -> None:
        watched = self.watched
        if watched is None or not self.playing:
            return
        game_dt = delta_time * SPEEDS[self.speed]
        steps = max(1, round(game_dt / FRAME))  # faster: several table steps of a frame each
        for _ in range(steps):
            watched.step(game_dt / steps)
        if watched.over:
            self.over_for += game_dt
            if self.over_for >= NEXT_AFTER_S:
                self.deal()

    def on_update(self, delta_time: float) -> None:
        """What is drawn over the table, made again only when it changed (truth.py)."""
        watched = self.watched
        if watched is None or not self.bar_h:
            return
        view, now = watched.view, watched.now
        spec, state = view.setup.spec, view.state
        lang = self.app.settings.language
        key = (id(state), len(state.history), self.frame.box, view.geometry, lang)
        if key != self.truth.made and spec.holdings is not None:
            holdings = spec.holdings(state, watched.facts)
            self.truth.show(holdings, view.stage, key)
            self.secrets = secrets_line(holdings, watched.names, self.t)
        faces = watched.director.social
        watched.sightings.judge(now, state.n, faces.looking_at)
        shown = watched.sightings.shown(now)
        self.truth.ring(shown, now, view.stage)
        mistakes = watched.sightings.mistakes_shown(now)
        on = tuple(s.on(now) for s in shown)
        said = (tuple(map(id, shown)), on, watched.sightings.changes, tuple(mistakes), self.secrets, lang)
        if said != self.said:
            self.said = said
            self.lines_made = caption_lines(shown, mistakes, watched.names, self.t, now)
            self.word_lines()

    def word_lines(self) -> None:
        """The bar's lines, each fitted to the window's width (cut short with "…" at the least)."""
        first, second = [*(self.lines_made or [self.t("watch.watching")]), ""][:2]
        for text, line in zip(self.lines, (first, second, self.secrets), strict=True):
            text.text = line
            elide(text, self.window.width - 2 * self.scale.px(14))

    # ------------------------------------------------------------ input
    def do(self, name: str) -> None:
        if name == "back":
            self.leave()
            return
        if name == "play":
            self.playing = not self.playing
        elif name == "next_game":
            self.deal()
        elif name.startswith("speed"):
            self.speed = int(name[-1])
        self.label()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        k = arcade.key
        if symbol == k.ESCAPE:
            self.do("back")
        elif symbol == k.SPACE:
            self.do("play")
        elif symbol == k.N:
            self.do("next_game")
        elif symbol in (k.BRACKETRIGHT, k.PLUS, k.EQUAL, k.UP, k.RIGHT):
            self.do(f"speed{min(len(SPEEDS) - 1, self.speed + 1)}")
        elif symbol in (k.BRACKETLEFT, k.MINUS, k.DOWN, k.LEFT):
            self.do(f"speed{max(0, self.speed - 1)}")
        elif k.KEY_1 <= symbol < k.KEY_1 + len(SPEEDS):
            self.do(f"speed{symbol - k.KEY_1}")
        else:
            return super().on_key_press(symbol, modifiers)
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        if self.app.notices.click(x, y):
            return True
        name = self.buttons.at(x, y)
        if name is not None:
            self.do(name)
        return True

    # ------------------------------------------------------------ drawing
    def on_draw(self) -> None:
        view = self.table
        self.frame.clear_around(self.window, theme.FLOOR, theme.OPAQUE_SHADE)
        if view is not None:
            self.frame.fit_board_camera(view)
            with self.frame.camera.activate():
                view.on_draw()
                self.truth.draw()
            self.window.default_camera.use()
        self.buttons.draw()
        self.texts.draw()
        self.draw_notices()
        self.draw_fade()
