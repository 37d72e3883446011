"""Settings: volumes, mute, full screen, language, reduced motion, palette, speed, text size, the
table's pace, the bots' own winking time, table traces, how many replays are kept, your face and
name (their own screen), key bindings.

Every change is applied at once and kept (written atomically by the store). Resetting to the
defaults leaves alone what the game remembers about the player (the hints already shown).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import arcade

from ...bots.pace import PACE_NAMES
from ...i18n import languages
from ...store.settings import Settings
from .. import theme
from ..base import Back, BaseView
from ..fit import fit_width
from ..widgets.menu_list import MenuList, Row

VOLUME_STEP = 0.1
SPEEDS = (0.5, 0.75, 1.0, 1.25, 1.5, 2.0)
TEXT_SIZES = (0.8, 1.0, 1.2, 1.4, 1.6)
KEEP_REPLAYS = (10, 20, 50, 100, 200, 500)  # the "Keep the last N replays" row's steps
REMEMBERED = ("gaze_hint_seen", "player_name", "player_face")  # who the player is: a reset keeps them


class SettingsView(BaseView):
    title_key = "settings.title"

    def __init__(self, back: Back) -> None:
        super().__init__()
        self.back = back
        s = self.t
        rows = [
            self.volume_row("settings.master_volume", "master_volume"),
            self.volume_row("settings.effects_volume", "effects_volume"),
            self.toggle_row("settings.muted", "muted"),
            self.toggle_row("settings.fullscreen", "fullscreen"),
            Row(
                lambda: s("settings.language"),
                value=lambda: s(f"settings.language_{self.cfg.language}"),
                on_change=self.change_language,
                help=self.help("language"),
            ),
            self.toggle_row("settings.reduced_motion", "reduced_motion"),
            self.toggle_row("settings.colourblind_palette", "colourblind_palette"),
            Row(
                lambda: s("settings.animation_speed"),
                value=lambda: f"×{self.cfg.animation_speed:g}",
                on_change=self.change_speed,
                help=self.help("animation_speed"),
            ),
            Row(
                lambda: s("settings.text_size"),
                value=lambda: f"{round(self.cfg.text_size * 100)} %",
                on_change=self.change_text_size,
                help=self.help("text_size"),
            ),
            Row(
                lambda: s("pace.setting"),
                value=lambda: s(f"pace.{self.cfg.table_pace}"),
                on_change=self.change_pace,
                help=self.help("table_pace"),
            ),
            self.toggle_row("settings.bots_own_timing", "bots_own_timing"),
            self.toggle_row("settings.record_traces", "record_traces"),
            Row(
                lambda: s("settings.keep_replays"),
                value=lambda: str(self.cfg.keep_replays),
                on_change=self.change_replays,
                help=self.help("keep_replays"),
            ),
            Row(lambda: s("player.menu"), self.open_you, help=self.help("you")),
            Row(lambda: s("settings.key_bindings"), self.open_keys, help=self.help("key_bindings")),
            Row(lambda: s("settings.reset_defaults"), self.reset, help=self.help("reset")),
            Row(lambda: s("common.back"), self.on_back, help=self.help("back")),
        ]
        self.menu = MenuList(rows, font_size=17, row_height=42)
        self.explain = arcade.Text("", 0, 0, theme.SIGHT, 14, font_name=theme.FONT, anchor_x="center")

    @property
    def cfg(self) -> Settings:
        return self.app.settings

    def set(self, **changes: Any) -> None:
        self.app.apply_settings(replace(self.cfg, **changes))
        self.app.play("menu_click")
        self.layout()

    def volume_row(self, key: str, field: str) -> Row:
        def change(step: int) -> None:
            value = round(min(1.0, max(0.0, getattr(self.cfg, field) + step * VOLUME_STEP)), 2)
            self.set(**{field: value})

        return Row(
            lambda: self.t(key),
            value=lambda: f"{round(getattr(self.cfg, field) * 100)} %",
            on_change=change,
            help=self.help(field),
        )

    def toggle_row(self, key: str, field: str) -> Row:
        return Row(
            lambda: self.t(key),
            value=lambda: self.t("common.on" if getattr(self.cfg, field) else "common.off"),
            on_change=lambda _step: self.set(**{field: not getattr(self.cfg, field)}),
            help=self.help(field),
        )

    def help(self, name: str) -> Callable[[], str]:
        """A row's explanation in plain words (settings_help.toml), shown while it has the focus."""
        return lambda: self.t(f"settings_help.{name}")

    def change_language(self, step: int) -> None:
        langs = list(languages())
        self.set(language=langs[(langs.index(self.cfg.language) + step) % len(langs)])

    def change_pace(self, step: int) -> None:
        i = PACE_NAMES.index(self.cfg.table_pace)
        self.set(table_pace=PACE_NAMES[min(max(i + step, 0), len(PACE_NAMES) - 1)])

    def change_speed(self, step: int) -> None:
        i = min(range(len(SPEEDS)), key=lambda k: abs(SPEEDS[k] - self.cfg.animation_speed))
        self.set(animation_speed=SPEEDS[min(max(i + step, 0), len(SPEEDS) - 1)])

    def change_text_size(self, step: int) -> None:
        i = min(range(len(TEXT_SIZES)), key=lambda k: abs(TEXT_SIZES[k] - self.cfg.text_size))
        self.set(text_size=TEXT_SIZES[min(max(i + step, 0), len(TEXT_SIZES) - 1)])

    def change_replays(self, step: int) -> None:
        i = min(range(len(KEEP_REPLAYS)), key=lambda k: abs(KEEP_REPLAYS[k] - self.cfg.keep_replays))
        self.set(keep_replays=KEEP_REPLAYS[min(max(i + step, 0), len(KEEP_REPLAYS) - 1)])

    def reset(self) -> None:
        fresh = Settings()
        self.set(**{f: getattr(fresh, f) for f in Settings.__dataclass_fields__ if f not in REMEMBERED})

    def open_you(self) -> None:
        self.app.go("you", back=self)

    def open_keys(self) -> None:
        self.app.go("keys", back=self)

    def layout(self) -> None:
        super().layout()
        if self.menu is not None:
            s, w = self.scale, self.window.width
            bottom = s.px(40) * s.text  # room for the focused row's explanation
            self.menu.layout(w / 2, self.below_title(), min(w * 0.6, s.px(640)), s, bottom=bottom)
        self.explain.x, self.explain.y = w / 2, s.px(14)
        self.explain.text = ""  # fitted again at the new size

    def draw_content(self) -> None:
        super().draw_content()
        words = self.menu.rows[self.menu.selected].help() if self.menu is not None else ""
        if self.explain.text != words:
            self.explain.text = words
            self.explain.font_size = self.scale.font(14)
            fit_width(self.explain, self.window.width * 0.96)
        self.explain.draw()

    def on_back(self) -> None:
        self.go_back(self.back)
