"""The practice screen: the levels with their stars (a level opens once the one before has a star),
the mode (timed, untimed, adaptive, table drill), the player's profile (switch with ‹ ›, or type a
new name), then Start, Progress or Back. The mode, level and profile chosen are remembered."""

from __future__ import annotations

from dataclasses import replace

import arcade

from ...i18n import tr
from ...store.levels import load_practice_levels
from ...store.practice_progress import add_profile, load_progress, profile_name, unlocked
from ...store.settings import PRACTICE_MODES
from .. import theme
from ..fit import fit_width
from ..replays.latest import newest_with_moments
from ..widgets.materials import FELT, FeltRoom
from ..widgets.menu_list import MenuList, Row
from ..widgets.term_help import Term, TermHelp
from ..widgets.terms_view import TermsView
from .levels import LevelLine, LevelList
from .words import level_name, level_term_words, level_words, mode_label, ms, stars

MAX_DRAFT = 32


class PracticeMenuView(TermsView):
    floor = FELT  # the screen lies on the felt (materials.py)
    title_key = "practice.title"

    def __init__(self) -> None:
        super().__init__()
        self.levels = load_practice_levels()
        self.progress = load_progress()
        settings = self.app.settings
        self.profile = profile_name(settings.practice_profile) or tr("practice.player")
        self.mode = settings.practice_mode
        ids = [level.id for level in self.levels]
        self.chosen = ids.index(settings.practice_level) if settings.practice_level in ids else 0
        self.draft = ""
        self.list = LevelList(len(self.levels))
        self.room = FeltRoom()  # the felt the levels lie on, as cards
        self.lines = [self.detail_line() for _ in range(4)]
        self.error = self.detail_line(theme.HIGHLIGHT)
        self.missed = newest_with_moments()  # the reel of the last game a human had moments in
        self.menu = MenuList(
            [
                Row(
                    lambda: tr("practice.level_row"),
                    value=self.level_value,
                    on_change=self.change_level,
                    help=lambda: level_words(self.levels[self.chosen]),
                ),
                Row(
                    lambda: tr("practice.mode"),
                    value=lambda: mode_label(self.mode),
                    on_change=self.change_mode,
                    help=lambda: tr(f"practice_terms.mode.{self.mode}"),
                ),
                Row(
                    lambda: tr("practice.profile"),
                    value=lambda: self.profile,
                    on_change=self.change_profile,
                    help=lambda: tr("practice_terms.profile"),
                ),
                Row(
                    lambda: tr("practice.new_profile"),
                    self.create_profile,
                    value=lambda: self.draft,
                    on_text=self.edit_draft,
                    help=lambda: tr("practice_terms.new_profile"),
                ),
                Row(
                    lambda: tr("practice.start"),
                    self.start,
                    enabled=self.is_open,
                    help=lambda: tr("practice_terms.start"),
                ),
                Row(
                    lambda: tr("practice.progress"),
                    self.open_progress,
                    help=lambda: tr("practice_terms.progress"),
                ),
                Row(
                    lambda: tr("reel.practice_row"),
                    self.open_missed,
                    enabled=lambda: self.missed is not None,
                    help=lambda: tr("practice_terms.reel"),
                ),
                Row(
                    lambda: tr("practice_guide.entry"),
                    self.open_guide,
                    help=lambda: tr("practice_terms.guide"),
                ),
                Row(lambda: tr("common.back"), self.on_back, help=lambda: tr("practice_terms.back")),
            ],
            font_size=17,
            row_height=40,
        )
        self.menu.selected = 4 if self.is_open() else 0
        # the focused menu row in plain words, where the error line goes (none shown meanwhile)
        self.explain = self.detail_line(theme.SIGHT)
        self.terms = TermHelp()  # the details' and the levels' terms, on hover or Tab

    @staticmethod
    def detail_line(colour: tuple[int, int, int] = theme.WHITE) -> arcade.Text:
        return arcade.Text("", 0, 0, colour, 13, font_name=theme.FONT, anchor_y="center")

    # ------------------------------------------------------------ state
    def opened(self) -> list[bool]:
        return unlocked([level.id for level in self.levels], self.progress.stars(self.profile))

    def is_open(self) -> bool:
        return self.opened()[self.chosen]

    def level_value(self) -> str:
        return f"{self.chosen + 1}. {level_name(self.levels[self.chosen])}"

    def remember(self) -> None:
        settings = self.app.settings
        chosen = replace(
            settings,
            practice_mode=self.mode,
            practice_profile=self.profile,
            practice_level=self.levels[self.chosen].id,
        )
        if chosen != settings:
            self.app.apply_settings(chosen)

    def change_level(self, step: int) -> None:
        self.chosen = (self.chosen + step) % len(self.levels)
        self.error.text = ""
        self.remember()

    def change_mode(self, step: int) -> None:
        self.mode = PRACTICE_MODES[(PRACTICE_MODES.index(self.mode) + step) % len(PRACTICE_MODES)]
        self.remember()

    def profiles(self) -> list[str]:
        names = self.progress.names()
        return names if self.profile in names else sorted([*names, self.profile], key=str.casefold)

    def change_profile(self, step: int) -> None:
        names = self.profiles()
        self.profile = names[(names.index(self.profile) + step) % len(names)]
        self.chosen = min(self.chosen, max(i for i, o in enumerate(self.opened()) if o))
        self.remember()

    def edit_draft(self, ch: str) -> None:
        if ch == "\b":
            self.draft = self.draft[:-1]
        elif len(self.draft) < MAX_DRAFT:
            self.draft += ch
        self.error.text = ""

    def create_profile(self) -> None:
        name = profile_name(self.draft)
        if name is None:
            self.error.text = tr("practice.name_needed")
            return
        unsaved = add_profile(self.profile) or add_profile(name)  # both stay on the list
        self.progress = load_progress()
        self.profile, self.draft = name, ""
        self.chosen = 0
        self.error.text = unsaved or ""
        self.remember()

    def start(self) -> None:
        if not self.is_open():
            self.error.text = tr("practice.locked_why")
            return
        self.remember()
        level = self.levels[self.chosen]
        if self.mode == "drill":
            self.app.go("practice-drill", level, self.chosen + 1, self.profile)
        else:
            self.app.go("practice-trial", level, self.chosen + 1, self.mode, self.profile)

    def open_guide(self) -> None:
        self.remember()
        self.app.go("practice-guide", self.profile)

    def open_progress(self) -> None:
        self.app.go("practice-progress", self.profile)

    def open_missed(self) -> None:
        if self.missed is not None:
            recording, seat = self.missed
            self.app.go("missed-winks", recording, seat, back="practice")

    def on_back(self) -> None:
        self.app.go("menu")

    # ------------------------------------------------------------ layout and drawing
    def layout(self) -> None:
        super().layout()
        s, w, h = self.scale, self.window.width, self.window.height
        self.title.y = h - s.px(16)
        top, bottom = self.below_title(10), s.px(20)
        left = arcade.LBWH(w * 0.04, bottom, w * 0.44, top - bottom)
        self.list.layout(left, s.font(15))
        self.room.lay(w, h, s)
        if self.menu is not None:
            self.menu.as_cards = True  # cards on the felt, as the levels are
        right_x, right_w = w * 0.52, w * 0.44
        detail_h = s.px(26) * s.text
        menu_bottom = bottom + detail_h * (len(self.lines) + 1.3)
        menu = self.menu
        assert menu is not None
        menu.layout(right_x + right_w / 2, top, right_w, s, bottom=menu_bottom)
        below = menu.bottom() - detail_h * 0.8
        for i, line in enumerate([*self.lines, self.error]):
            line.text = ""  # fitted again at the new size
            line.font_size = s.font(13)
            line.x, line.y = right_x, below - i * detail_h
        self.explain.x, self.explain.y = self.error.x, self.error.y
        self.words()
        self.terms.set(self.term_places())

    def term_places(self) -> list[Term]:
        """The terms this screen shows: the level's details, then each level's name."""
        keys = ("about_faces", "about_distractors", "about_pass")
        terms = [Term(f"practice_terms.{key}", line) for key, line in zip(keys, self.lines, strict=False)]
        return terms + [
            Term("practice_terms.level", text, level_term_words(level))
            for text, level in zip(self.list.names, self.levels, strict=True)
        ]

    def words(self) -> None:
        level = self.levels[self.chosen]
        best = self.progress.best(self.profile, level.id)
        texts = [
            tr(
                "practice.about_faces",
                faces=level.faces,
                low=f"{level.wink_ms_min:.0f}",
                high=f"{level.wink_ms_max:.0f}",
            ),
            tr(
                "practice.about_distractors",
                blinks=f"{level.blinks_per_minute:g}",
                fidgets=f"{level.fidgets_per_minute:g}",
                glances=f"{level.glances_per_minute:g}",
                decoys=f"{level.decoys_per_minute:g}",
            ),
            tr(
                "practice.about_pass",
                trials=level.trials,
                share=f"{100 * level.pass_share:.0f}",
                time=ms(level.target_reaction_ms),
            ),
            tr("practice.about_best", stars=stars(best.stars), time=ms(best.rt_median_ms))
            if best.stars or best.rt_median_ms is not None
            else tr(f"practice.about_{self.mode}"),
        ]
        width = self.window.width * 0.44
        for line, text in zip(self.lines, texts, strict=True):
            if line.text != text:
                line.text = text
                line.font_size = self.scale.font(13)
                fit_width(line, width)
        fit_width(self.error, width)

    def draw_content(self) -> None:
        self.room.draw()
        super().draw_content()
        opened = self.opened()
        stars_of = self.progress.stars(self.profile)
        lines = [
            LevelLine(i + 1, level_name(level), stars_of.get(level.id, 0), opened[i])
            for i, level in enumerate(self.levels)
        ]
        self.list.show(lines, self.chosen, tr("practice.locked"))
        self.list.draw()
        self.words()
        for line in (*self.lines, self.error):
            if line.text:
                line.draw()
        if not self.error.text and self.menu is not None:
            words = self.menu.rows[self.menu.selected].help()
            if self.explain.text != words:
                self.explain.text, self.explain.font_size = words, self.scale.font(13)
                fit_width(self.explain, self.window.width * 0.46)
            self.explain.draw()
        self.terms.draw(self.window.width, self.window.height, self.scale.font(13))

    # ------------------------------------------------------------ input
    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        row = self.list.at(x, y)
        if row is not None:
            self.chosen = row
            self.error.text = ""
            self.remember()
            self.app.play("menu_click")
            return True
        return super().on_mouse_press(x, y, button, modifiers)
