"""A profile's progress over its sessions: the threshold (adaptive sessions), d′ (sensitivity, every
session but the drills) and the median reaction time (timed sessions and drills), each a chart over
the sessions' numbers; the levels open and the stars earned. ‹ › switches the profile shown."""

from __future__ import annotations

import arcade

from ...i18n import tr, trn
from ...store.levels import load_practice_levels
from ...store.practice_progress import SessionRecord, load_progress, unlocked
from .. import theme
from ..base import Back
from ..fit import fit_width
from ..widgets.materials import FELT, FeltRoom
from ..widgets.menu_list import MenuList, Row
from ..widgets.term_help import Term, TermHelp
from ..widgets.terms_view import TermsView
from .plot import LineChart, Point

CHARTS = ("threshold", "d_prime", "rt")


def series(sessions: list[SessionRecord], chart: str) -> list[Point]:
    """Each session's figure for `chart`, by session number (from 1), where it has one."""
    points: list[Point] = []
    for i, r in enumerate(sessions, start=1):
        if chart == "threshold":
            value = r.threshold_ms
        elif chart == "d_prime":
            value = r.d_prime if r.mode != "drill" else None
        else:
            value = r.rt_median_ms if r.mode in ("timed", "adaptive", "drill") else None
        if value is not None:
            points.append((float(i), value))
    return points


def empty_words(chart: str, sessions: int) -> str:
    """What an empty chart says, from the same sessions the summary line counts: "No sessions
    yet" only when there are none; else which sessions would fill this chart."""
    return tr("practice.no_sessions") if not sessions else tr(f"player.empty_{chart}")


class PracticeProgressView(TermsView):
    floor = FELT  # the screen lies on the felt (materials.py)

    def __init__(self, profile: str, back: Back = "practice") -> None:
        super().__init__()
        self.profile = profile
        self.back = back
        self.progress = load_progress()
        self.charts = {name: LineChart() for name in CHARTS}
        self.room = FeltRoom()
        self.summary = arcade.Text(
            "", 0, 0, theme.WHITE, 15, font_name=theme.FONT, anchor_x="center", anchor_y="top"
        )
        self.menu = MenuList(
            [
                Row(
                    lambda: tr("practice.profile"), value=lambda: self.profile, on_change=self.change_profile
                ),
                Row(lambda: tr("common.back"), self.on_back),
            ],
            font_size=16,
            row_height=36,
        )
        self.menu.selected = 1
        self.terms = TermHelp()  # the summary's and the charts' terms, on hover or Tab

    def change_profile(self, step: int) -> None:
        names = self.progress.names()
        if self.profile not in names:
            names = sorted([*names, self.profile], key=str.casefold)
        self.profile = names[(names.index(self.profile) + step) % len(names)]
        self.layout()

    def summary_text(self) -> str:
        sessions = self.progress.sessions(self.profile)
        levels = [lv.id for lv in load_practice_levels()]
        stars = self.progress.stars(self.profile)
        parts = [
            trn("practice.sessions", len(sessions)),
            tr("practice.levels_open", open=sum(unlocked(levels, stars)), levels=len(levels)),
            trn("practice.stars_earned", sum(stars.get(lv, 0) for lv in levels)),
        ]
        return " · ".join(parts)

    def layout(self) -> None:
        s, w, h = self.scale, self.window.width, self.window.height
        self.title.text = tr("practice.progress_of", name=self.profile)
        super().layout()
        self.title.y = h - s.px(16)
        self.summary.text = self.summary_text()
        self.summary.font_size = s.font(15)
        fit_width(self.summary, w * 0.94)
        self.summary.x, self.summary.y = w / 2, self.below_title(8)
        menu_top = s.px(14 + 2 * 36) * s.text
        assert self.menu is not None
        self.menu.layout(w / 2, menu_top, min(w * 0.44, s.px(480)), s)
        top = self.summary.y - self.summary.content_height - s.px(12)
        bottom = menu_top + s.px(16)
        gap = w * 0.02
        width = (w * 0.94 - 2 * gap) / 3
        sessions = self.progress.sessions(self.profile)
        axis = tr("practice.axis_sessions")
        labels = {
            "threshold": lambda v: f"{v:.0f}",
            "d_prime": lambda v: f"{v:.1f}",
            "rt": lambda v: f"{v:.0f}",
        }
        for i, name in enumerate(CHARTS):
            chart = self.charts[name]
            chart.layout(arcade.LBWH(w * 0.03 + i * (width + gap), bottom, width, top - bottom), s.font(11))
            points = series(sessions, name)
            empty = empty_words(name, len(sessions))
            chart.show(tr(f"practice.chart_{name}"), axis, empty, points, labels[name], len(sessions))
        self.room.lay(w, h, s)
        self.menu.as_cards = True  # cards on the felt
        self.terms.set(
            [
                Term("practice_terms.sessions", self.summary),
                *(Term(f"practice_terms.{name}", self.charts[name].title) for name in CHARTS),
            ]
        )

    def draw_content(self) -> None:
        self.room.draw()  # the felt the charts lie on, each framed in wood
        super().draw_content()
        self.summary.draw()
        for chart in self.charts.values():
            chart.draw()
        self.terms.draw(self.window.width, self.window.height, self.scale.font(13))

    def on_back(self) -> None:
        self.go_back(self.back)
