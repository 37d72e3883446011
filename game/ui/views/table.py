"""What every game table shares: the dealt state, pause, the privacy screen, the sim clock, the end.

A table draws public things from the spectator observation and private things only for
`viewer`, only from `observation(viewer)`, and never while the privacy screen shows.
"""

from __future__ import annotations

from abc import ABCMeta, abstractmethod
from typing import Any

import arcade

from ...setup import TableSetup
from ..app import GameWindow
from .base import BaseView
from .pause import PauseSection
from .privacy import PrivacySection


class TableView(BaseView, metaclass=ABCMeta):
    """Base of the three tables; subclasses draw `draw_table` and `draw_private`."""

    def __init__(self, setup: TableSetup, state: Any) -> None:
        super().__init__()
        self.setup = setup
        self.state = state
        self.clock = 0.0  # seconds of play, advanced only by fixed updates while not paused
        self.viewer: int | None = None
        self.section_manager = arcade.SectionManager(self)
        self.pause = PauseSection(self.resume, self.open_rules, self.open_settings, self.quit_to_menu)
        self.privacy = PrivacySection()
        self.section_manager.add_section(self.pause)
        self.section_manager.add_section(self.privacy)
        self.paused = False

    # ------------------------------------------------------------ who may look
    @property
    def couch(self) -> bool:
        return len(self.setup.humans()) >= 2

    def hand_over(self, seat: int) -> None:
        """Let `seat` see its private cards: at once when alone, behind the privacy screen on a couch."""
        if not self.couch:
            self.viewer = seat
            return
        self.viewer = None
        self.privacy.ask(self.setup.seats[seat].name, lambda: self.set_viewer(seat))

    def set_viewer(self, seat: int) -> None:
        self.viewer = seat

    def hide_private(self) -> None:
        self.viewer = None

    def private_visible(self) -> bool:
        return self.viewer is not None and not self.privacy.showing

    # ------------------------------------------------------------ life cycle
    def on_show_view(self) -> None:
        self.section_manager.enable()
        self.pause.enabled = self.paused
        if self.paused:
            self.pause.layout()
        self.privacy.enabled = self.privacy.on_ready is not None
        self.layout()

    def on_hide_view(self) -> None:
        self.section_manager.disable()

    def on_fixed_update(self, delta_time: float) -> None:
        if self.paused or self.privacy.showing:
            return
        self.clock += delta_time
        self.advance(delta_time)

    def advance(self, delta_time: float) -> None:
        """Game time passes (bots, animations); the base table has nothing that moves."""

    def on_draw(self) -> None:
        self.clear()
        self.draw_table()
        if self.private_visible():
            self.draw_private(self.viewer)  # type: ignore[arg-type]

    @abstractmethod
    def draw_table(self) -> None:
        """Everything public: drawn from the spectator observation only."""

    @abstractmethod
    def draw_private(self, seat: int) -> None:
        """`seat`'s private cards and hints, from `observation(seat)` only."""

    def finish(self) -> None:
        from .results import ResultsView

        self.app.show_view(ResultsView(self.setup, self.state))

    # ------------------------------------------------------------ pause
    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol == arcade.key.ESCAPE:
            self.open_pause()
            return True
        return None

    def open_pause(self) -> None:
        self.paused = True
        self.pause.show()

    def resume(self) -> None:
        self.paused = False
        self.pause.hide()

    def open_rules(self) -> None:
        from .rules import RulesView

        doc = self.setup.preset if self.setup.game == "wink" else self.setup.game
        self.app.show_view(RulesView(back=lambda: self, doc=doc or "wink-fr"))

    def open_settings(self) -> None:
        from .settings import SettingsView

        self.app.show_view(SettingsView(back=lambda: self))

    def quit_to_menu(self) -> None:
        from .menu import MainMenuView

        self.app.show_view(MainMenuView())


def start_table(app: GameWindow, setup: TableSetup) -> TableView:
    """Deal the game of `setup` and show its table."""
    from .tables import TABLES

    view = TABLES[setup.game](setup, setup.new_state())
    app.show_view(view)
    return view
