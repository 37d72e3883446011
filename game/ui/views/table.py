"""What every game table shares: the dealt state, the sim clock, pause, the couch and its privacy.

Who may see what: the table draws public things for everyone, and private things (`draw_private`)
only for the confirmed viewer. Alone against bots the one human is always the viewer. On a couch
(two or more humans) the screen is public by default; a human sees their own cards only after the
privacy screen named them and they confirmed, and that private view ends as soon as their action
is done (their turn passed) or they hide it (the peek key, or the "Hide my cards" button).
"""

from __future__ import annotations

from abc import ABCMeta, abstractmethod
from collections.abc import Callable
from typing import Any

import arcade

from ...i18n import current_language, key_label
from ...setup import TableSetup
from .. import theme
from ..app import GameWindow
from ..fit import fit_height, fit_width
from ..input import bound
from ..kit.prompt import Choice, Prompt
from .base import BaseView
from .modal import Overlays
from .pause import PauseSection
from .privacy import PrivacySection


class TableView(BaseView, metaclass=ABCMeta):
    """Base of the three tables; subclasses draw `draw_table` and `draw_private`."""

    context = "wink"  # whose key bindings the table obeys (game/store/keys.py CONTEXTS)

    def __init__(self, setup: TableSetup, state: Any) -> None:
        super().__init__()
        self.setup = setup
        self.state = state
        self.clock = 0.0  # seconds of play, advanced only by fixed updates while not paused
        self.humans = setup.humans()
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.section_manager = arcade.SectionManager(self)
        self.pause = PauseSection(
            self.resume, self.open_rules, self.open_settings, self.quit_to_menu, context=self.context
        )
        self.privacy = PrivacySection(on_pause=self.open_pause, context=self.context)
        self.overlays = Overlays(self.section_manager)
        self.overlays.add(self.pause, self.privacy)
        self.prompt = Prompt()
        self.hide_button = arcade.Text(
            "", 0, 0, theme.INK, 13, font_name=theme.FONT, anchor_x="center", anchor_y="center"
        )
        self.hide_box = arcade.LBWH(0, 0, 0, 0)
        self.drawn: list[str] = []
        self.hint = arcade.Text(
            "",
            0,
            0,
            theme.WHITE,
            13,
            font_name=theme.FONT,
            anchor_x="center",
            anchor_y="center",
            multiline=True,
            width=600,
            align="center",
        )

    # ------------------------------------------------------------ who may look
    @property
    def couch(self) -> bool:
        return len(self.humans) >= 2

    @property
    def paused(self) -> bool:
        return self.overlays.holds(self.pause)

    def privacy_up(self) -> bool:
        """The privacy screen is on the table (shown, or waiting under the pause menu)."""
        return self.overlays.holds(self.privacy)

    def hand_over(self, seat: int, why: str = "privacy.your_cards") -> None:
        """Let `seat` see its private view: at once when alone, behind the privacy screen on a couch.
        `why` (a catalogue key) tells the player why the screen is theirs now."""
        if not self.couch:
            self.viewer = seat
            return
        self.viewer = None
        self.prompt.close()
        self.privacy.ask(self.setup.seats[seat].name, lambda: self.confirm_viewer(seat), why)
        self.overlays.push(self.privacy)

    def confirm_viewer(self, seat: int) -> None:
        """The named player confirmed they alone look: their private view begins."""
        self.overlays.pop(self.privacy)
        self.viewer = seat
        self.layout()

    def end_private(self) -> None:
        """On a couch, the private view ends: the screen is public again."""
        if self.couch and self.viewer is not None:
            self.viewer = None
            self.prompt.close()
            self.on_private_ended()

    def on_private_ended(self) -> None:
        """A couch player's private view just ended (they acted, or hid it); games may follow up."""

    def private_visible(self) -> bool:
        return self.viewer is not None and not self.privacy_up()

    def shown_viewer(self) -> int | None:
        """Whose private things may be drawn now: the confirmed viewer, or None (public only)."""
        return self.viewer if self.private_visible() else None

    def after_action(self, seat: int) -> None:
        """A human's action is done: on a couch, their private view ends unless it is still their go."""
        if self.couch and self.viewer == seat and not self.still_acting(seat):
            self.end_private()

    def still_acting(self, seat: int) -> bool:
        """Whether `seat` has more to do right now (the rest of its turn); games say when."""
        return False

    def choose_human(self, question: str, then: Callable[[int], None]) -> None:
        """The human who acts: the viewer, or alone the one human; on a public couch screen, ask."""
        if self.viewer is not None:
            then(self.viewer)
            return
        if len(self.humans) == 1:
            then(self.humans[0])
            return
        choices = [Choice(self.setup.seats[h].name, lambda h=h: then(h)) for h in self.humans]
        self.prompt.ask(question, choices)

    def peek(self) -> None:
        """The peek key: hide the private view, or (on a public couch screen) ask who looks."""
        if not self.couch:
            return
        if self.viewer is not None:
            self.end_private()
            return
        self.choose_human(self.t("table.who_looks"), self.hand_over)

    # ------------------------------------------------------------ life cycle
    def on_show_view(self) -> None:
        self.section_manager.enable()
        self.overlays.restore()
        self.layout()

    def on_hide_view(self) -> None:
        self.section_manager.disable()

    def on_fixed_update(self, delta_time: float) -> None:
        if self.overlays.top is not None:
            return
        self.clock += delta_time
        self.advance(delta_time)

    def advance(self, delta_time: float) -> None:
        """Game time passes (bots, animations); the base table has nothing that moves."""

    def layout(self) -> None:
        s, w = self.scale, self.window.width
        self.hide_button.text = self.t("privacy.done")
        self.hide_button.font_size = s.font(13)
        fit_width(self.hide_button, w * 0.2)
        bw, bh = self.hide_button.content_width + s.px(24), s.px(30)
        x, y = self.hide_spot()
        self.hide_box = arcade.LBWH(x - bw / 2, y - bh / 2, bw, bh)
        self.hide_button.x, self.hide_button.y = x, y
        self.hint.text = ""  # laid out again on the next draw

    def public_hint(self) -> str:
        """What a couch's shared screen says where the hand would be (how to look, how to act)."""
        keys = self.app.settings.key_bindings
        return self.t(
            "table.couch_hint",
            peek=key_label(keys["peek_hand"]),
            wink=key_label(keys["wink"]),
            accuse=key_label(keys["accuse"]),
        )

    def hide_spot(self) -> tuple[float, float]:
        """Where the "Hide my cards" button sits (centre): above the right end of the hand."""
        left, bottom, width, height = self.hand_area()
        return left + width * 0.85, bottom + height + self.scale.px(20)

    def hand_area(self) -> tuple[float, float, float, float]:
        """Where the viewer's cards lie: left, bottom, width, height."""
        w, h = self.window.width, self.window.height
        return w * 0.02, h * 0.01, w * 0.58, h * 0.19

    def on_draw(self) -> None:
        self.drawn = []  # what this frame draws, by name (tests read it)
        self.clear()
        if self.overlays.top is self.privacy:
            return  # the privacy screen is opaque: nothing under it needs drawing
        self.draw_table()
        seat = self.shown_viewer()
        if seat is not None:
            self.draw_private(seat)
            if self.couch:
                arcade.draw_rect_filled(self.hide_box, theme.PANEL)
                arcade.draw_rect_outline(self.hide_box, theme.PANEL_EDGE, 2)
                self.hide_button.draw()
        elif self.couch and not self.prompt.open:
            self.draw_hint()
        self.prompt.draw()
        self.draw_notices()

    def draw_hint(self) -> None:
        text = self.public_hint()
        if self.hint.text != text:
            left, bottom, width, height = self.hand_area()
            self.hint.text = text
            self.hint.width = int(width * 0.9)
            self.hint.font_size = self.scale.font(13)
            fit_height(self.hint, height * 0.8)
            self.hint.x, self.hint.y = left + width / 2, bottom + height / 2
        self.hint.draw()

    @abstractmethod
    def draw_table(self) -> None:
        """Everything public: drawn from the spectator observation only."""

    @abstractmethod
    def draw_private(self, seat: int) -> None:
        """`seat`'s private cards and hints, from `observation(seat)` only."""

    def finish(self) -> None:
        from .results import ResultsView

        self.app.show_view(ResultsView(self.setup, self.state))

    # ------------------------------------------------------------ input
    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        actions = bound(self.window, symbol, modifiers, self.context)
        if self.prompt.open:
            if "pause" in actions:
                self.prompt.close()
            else:
                self.prompt.key(symbol)
            return True
        if "pause" in actions:
            self.open_pause()
        elif "peek_hand" in actions:
            self.peek()
        elif "show_rules" in actions:
            self.open_rules()
        elif actions and self.on_action(actions, symbol):
            pass
        elif not self.on_other_key(symbol, modifiers):
            return None  # unbound here: the window may use it (full screen)
        return True

    def on_action(self, actions: set[str], symbol: int) -> bool:
        """A game's own bound actions; True if one was carried out."""
        return False

    def on_other_key(self, symbol: int, modifiers: int) -> bool:
        """Keys no binding names (arrows on a grid, digits); True if used."""
        return False

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        if self.app.notices.click(x, y) or self.prompt.click(x, y):
            return True
        if self.shown_viewer() is not None and self.couch and self.in_box(self.hide_box, x, y):
            self.end_private()
            return True
        self.on_click(x, y)
        return True  # handled here once: arcade's sections would pass it to the view again otherwise

    def on_click(self, x: float, y: float) -> None:
        """A click on the table itself (not on a prompt or button)."""

    @staticmethod
    def in_box(box: arcade.types.Rect, x: float, y: float) -> bool:
        return box.left <= x <= box.right and box.bottom <= y <= box.top

    # ------------------------------------------------------------ pause
    def open_pause(self) -> None:
        self.prompt.close()
        self.pause.reset()
        self.overlays.push(self.pause)

    def resume(self) -> None:
        self.overlays.pop(self.pause)

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

    def lang(self) -> str:
        return current_language()


def start_table(app: GameWindow, setup: TableSetup) -> TableView:
    """Deal the game of `setup` and show its table."""
    from .tables import TABLES

    view = TABLES[setup.game](setup, setup.new_state())
    app.show_view(view)
    return view
