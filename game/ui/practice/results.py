"""The end of a practice session: the stars against the pass mark, then the figures a perception
lab would give (hit and false-alarm rates, d′ and the criterion, the median reaction time and its
spread, the adaptive threshold), the personal best, and where to go next."""

from __future__ import annotations

from dataclasses import replace

import arcade

from ...i18n import tr
from ...practice.drill import DrillSummary
from ...practice.outcomes import Outcome
from ...practice.summary import Summary
from ...store.levels import PracticeLevel, load_practice_levels
from ...store.practice_progress import Progress, load_progress, unlocked
from .. import theme
from ..fit import fit_width
from ..widgets.materials import FELT, FeltRoom
from ..widgets.menu_list import MenuList, Row
from ..widgets.term_help import Term, TermHelp
from ..widgets.terms_view import TermsView
from .report import PracticeReport
from .words import figure, level_title, mode_label, ms, rate, stars

ROWS = 8  # figure lines at most
# The figures: each one's name is practice.fig_<figure>, its plain words practice_terms.<figure>.
FIGURES = (
    "hits",
    "false_alarms",
    "errors",
    "d_prime",
    "criterion",
    "rt",
    "threshold",
    "best",
    "pairs",
    "drill_errors",
)


def _text(
    size: float,
    colour: tuple[int, int, int],
    anchor_x: str = "left",
    bold: bool = False,
    anchor_y: str = "center",
) -> arcade.Text:
    return arcade.Text(
        "", 0, 0, colour, size, font_name=theme.FONT, anchor_x=anchor_x, anchor_y=anchor_y, bold=bold
    )


def session_figures(s: Summary, untimed: bool) -> list[tuple[str, str]]:
    counts = s.counts
    d = s.detection
    rows = [
        (tr("practice.fig_hits"), tr("practice.of", count=d.hits, total=d.signals, share=rate(d.hit_rate))),
        (
            tr("practice.fig_false_alarms"),
            tr("practice.of", count=d.false_alarms, total=d.noises, share=rate(d.false_alarm_rate)),
        ),
        (
            tr("practice.fig_errors"),
            tr(
                "practice.errors",
                wrong=counts.get(Outcome.WRONG_FACE.value, 0),
                early=counts.get(Outcome.FALSE_START.value, 0),
            ),
        ),
        (tr("practice.fig_d_prime"), figure(d.d_prime)),
        (tr("practice.fig_criterion"), f"{figure(d.criterion)} · {tr(BIAS_WORDS[d.bias])}"),
    ]
    if not untimed:
        rows.append(
            (tr("practice.fig_rt"), tr("practice.rt", median=ms(s.rt_median_ms), spread=ms(s.rt_spread_ms)))
        )
    return rows


def drill_figures(s: DrillSummary) -> list[tuple[str, str]]:
    count = s.counts.get
    return [
        (tr("practice.fig_pairs"), tr("practice.of", count=s.hits, total=s.winks, share=rate(s.hit_rate))),
        (
            tr("practice.fig_drill_errors"),
            tr(
                "practice.drill_errors",
                wrong=count(Outcome.WRONG_FACE.value, 0),
                missed=count(Outcome.MISS.value, 0),
                early=count(Outcome.FALSE_START.value, 0),
            ),
        ),
        (tr("practice.fig_false_alarms"), f"{s.false_alarms}"),
        (tr("practice.fig_rt"), tr("practice.rt", median=ms(s.rt_median_ms), spread=ms(s.rt_spread_ms))),
    ]


BIAS_WORDS = {  # Detection.bias -> its words
    "cautious": "practice.cautious",
    "eager": "practice.eager",
    "balanced": "practice.balanced",
    "unclear": "player.bias_unclear",
}


class PracticeResultsView(TermsView):
    floor = FELT  # the screen lies on the felt (materials.py)

    def __init__(self, report: PracticeReport, progress: Progress | None = None) -> None:
        """`progress`: the sessions kept so far, this one included (by default the player's, read
        from the data folder, where the table has just saved it)."""
        super().__init__()
        self.report = report
        self.levels = load_practice_levels()
        progress = load_progress() if progress is None else progress
        opened = unlocked([lv.id for lv in self.levels], progress.stars(report.profile))
        self.next_open = report.number < len(self.levels) and opened[report.number]
        self.headline = _text(30, theme.HIGHLIGHT, "center", bold=True, anchor_y="top")
        self.verdict = _text(16, theme.WHITE, "center", anchor_y="top")
        self.labels = [_text(15, theme.INK) for _ in range(ROWS)]
        self.values = [_text(15, theme.INK, "right", bold=True) for _ in range(ROWS)]
        self.note = _text(13, theme.SIGHT, "center")
        self.panel = arcade.LBWH(0, 0, 1, 1)
        self.room = FeltRoom()
        self.menu = MenuList(
            [
                Row(lambda: tr("practice.again"), self.again),
                Row(lambda: tr("practice.next"), self.next_level, enabled=lambda: self.next_open),
                Row(lambda: tr("practice.progress"), self.open_progress),
                Row(lambda: tr("practice.back_to_levels"), self.on_back),
            ],
            font_size=16,
            row_height=36,
        )
        self.terms = TermHelp()  # each figure's name in plain words, on hover or Tab

    # ------------------------------------------------------------ words
    def figures(self) -> list[tuple[str, str]]:
        r = self.report
        s = r.summary
        rows = drill_figures(s) if isinstance(s, DrillSummary) else session_figures(s, r.mode == "untimed")
        if isinstance(s, Summary) and r.mode == "adaptive":
            rows.append((tr("practice.fig_threshold"), tr("practice.threshold", time=ms(s.threshold_ms))))
        rows.append((tr("practice.fig_best"), self.best_words()))
        return rows[:ROWS]

    def best_words(self) -> str:
        r = self.report
        bettered = r.bettered()
        if bettered:
            return tr("practice.new_best", what=", ".join(tr(f"practice.best_{b}") for b in bettered))
        b = r.best_before
        if not (b.stars or b.d_prime is not None or b.rt_median_ms is not None):
            return tr("practice.first_session")
        return tr("practice.best_so_far", stars=stars(b.stars), d=figure(b.d_prime), time=ms(b.rt_median_ms))

    def headline_text(self) -> str:
        s = self.report.summary
        if isinstance(s, DrillSummary):
            return tr("practice.drill_done")
        return f"{stars(s.stars)}  {tr('practice.passed') if s.passed else tr('practice.not_passed')}"

    def verdict_text(self) -> str:
        r = self.report
        level = r.level
        line = f"{tr('practice.profile_is', name=r.profile)} · {mode_label(r.mode)}"
        if isinstance(r.summary, Summary):
            line += " · " + tr(
                "practice.pass_mark",
                share=f"{100 * level.pass_share:.0f}",
                fa=f"{100 * (1 - level.pass_share):.0f}",
            )
        return line

    # ------------------------------------------------------------ layout
    def layout(self) -> None:
        super().layout()
        s, w, h = self.scale, self.window.width, self.window.height
        self.title.text = level_title(self.report.level, self.report.number)
        self.title.font_size = s.font(30)
        fit_width(self.title, w * 0.94)
        self.title.y = h - s.px(20)
        y = self.below_title(14)
        for text, words, size in (
            (self.headline, self.headline_text(), 30),
            (self.verdict, self.verdict_text(), 16),
        ):
            text.text, text.font_size = words, s.font(size)
            fit_width(text, w * 0.92)
            text.x, text.y = w / 2, y
            y -= text.content_height + s.px(8)
        rows = self.figures()
        menu_h = max(s.px(4 * 36), s.font(16) * 1.9 * 4)
        room = y - s.px(6) - s.px(48) * s.text - menu_h - s.px(10)
        row_h = min(s.px(36) * s.text, room / max(1, len(rows)))
        width = min(w * 0.7, s.px(760) * s.text)
        self.panel = arcade.LBWH(w / 2 - width / 2, y - s.px(6) - row_h * len(rows), width, row_h * len(rows))
        pad = s.px(18)
        for i, (label, value) in enumerate(zip(self.labels, self.values, strict=True)):
            label.text, value.text = rows[i] if i < len(rows) else ("", "")
            label.font_size = value.font_size = min(s.font(15), row_h * 0.5)
            label.x, value.x = self.panel.left + pad, self.panel.right - pad
            label.y = value.y = self.panel.top - (i + 0.5) * row_h
            fit_width(label, width * 0.6)
            fit_width(value, width - 3 * pad - label.content_width)
        self.note.font_size = s.font(13)
        self.note.text = tr("practice.unsaved", reason=self.report.unsaved) if self.report.unsaved else ""
        fit_width(self.note, w * 0.94)
        self.note.x, self.note.y = w / 2, self.panel.bottom - s.px(22) * s.text
        assert self.menu is not None
        self.menu.layout(w / 2, self.panel.bottom - s.px(44) * s.text, min(w * 0.42, s.px(460)), s)
        self.room.lay(w, h, s, boards=(self.panel,))
        self.menu.as_cards = True  # cards on the felt
        self.terms.set(self.term_places())

    def term_places(self) -> list[Term]:
        """The terms this screen shows: the stars and pass mark, then each figure's name."""
        named = {tr(f"practice.fig_{key}"): key for key in FIGURES}
        terms = []
        if isinstance(self.report.summary, Summary):
            terms += [
                Term("practice_terms.stars", self.headline),
                Term("practice_terms.pass_mark", self.verdict),
            ]
        terms += [Term(f"practice_terms.{named[t.text]}", t) for t in self.labels if t.text in named]
        return terms

    def draw_content(self) -> None:
        self.room.draw()  # the felt, and the figures' paper in its wooden frame
        super().draw_content()
        for text in (self.headline, self.verdict, self.note, *self.labels, *self.values):
            if text.text:
                text.draw()
        assert self.menu is not None
        w, gap, menu = self.window.width, self.scale.px(6), self.menu
        # the room under the menu, else beside it, left of it: nothing else is drawn there
        under = arcade.LBWH(w * 0.04, gap, w * 0.92, menu.bottom() - 2 * gap)
        side_w = menu.center_x - menu.width / 2 - 2 * gap - w * 0.02
        side = arcade.LBWH(w * 0.02, gap, side_w, self.panel.bottom - 3 * gap)
        self.terms.draw(w, self.window.height, self.scale.font(13), [under, side])

    # ------------------------------------------------------------ where next
    def again(self) -> None:
        self.replay(self.report.level, self.report.number)

    def next_level(self) -> None:
        if self.next_open:
            self.replay(self.levels[self.report.number], self.report.number + 1)

    def replay(self, level: PracticeLevel, number: int) -> None:
        r = self.report
        settings = self.app.settings
        if settings.practice_level != level.id:
            self.app.apply_settings(replace(settings, practice_level=level.id))
        if r.mode == "drill":
            self.app.go("practice-drill", level, number, r.profile)
        else:
            self.app.go("practice-trial", level, number, r.mode, r.profile)

    def open_progress(self) -> None:
        self.app.go("practice-progress", self.report.profile)

    def on_back(self) -> None:
        self.app.go("practice")
