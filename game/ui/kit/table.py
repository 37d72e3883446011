"""What every game table shares: the dealt state, the sim clock, pause, the end, the input
everyone has, and the order things are drawn in. Who may look at what is in who_looks.py.

The face under the pointer (or picked with Tab) is where the human looks, for the bots: it
carries the gaze mark, and while the pointer itself is over a face it is hidden, so it never
covers the eyes it looks at. A table may record its trace (the "Record table traces" setting):
the file is opened with the table and closed when the table closes.
"""

from __future__ import annotations

from abc import ABCMeta, abstractmethod
from typing import Any

import arcade

from ...bots.director import TableArgs, TableDirector
from ...i18n import current_language, key_label
from ...rules.core import Event, IllegalAction
from ...setup import TableSetup
from ...social.gaze import GRID
from ...store.traces import TraceFile
from ..base import BaseView
from ..input import bound
from ..modal import Overlays
from ..screens.pause import PauseSection
from .bot_seats import bot_profiles
from .couch_bar import CouchBar
from .privacy import PrivacySection
from .stage import TableStage
from .tabletop import FLOOR
from .who_looks import WhoLooks
from .words import refusal

END_PAUSE_S = 2.5  # the last move stays on screen this long before the results


class TableView(WhoLooks, BaseView, metaclass=ABCMeta):
    """Base of the three tables: subclasses build their stage and draw `draw_table`/`draw_private`."""

    director: TableDirector  # the game's table on the sim clock, set by the subclass

    def __init__(self, setup: TableSetup, state: Any, stage: TableStage) -> None:
        super().__init__()
        self.setup = setup
        self.state = state
        self.stage = stage
        self.context = setup.spec.context  # whose key bindings the table obeys (store/keys.py CONTEXTS)
        self.clock = 0.0  # seconds of play, advanced only by fixed updates while not paused
        self.humans = setup.humans()
        self.home = self.humans[0] if self.humans else 0  # the seat at the bottom of the table
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.section_manager = arcade.SectionManager(self)
        self.pause = PauseSection(
            self.resume, self.open_rules, self.open_settings, self.quit_to_menu, context=self.context
        )
        self.privacy = PrivacySection(on_pause=self.open_pause, context=self.context)
        self.overlays = Overlays(self.section_manager)
        self.overlays.add(self.pause, self.privacy)
        self.couch_bar = CouchBar()
        self.pointed: int | None = None  # the face under the pointer (or chosen with Tab)
        self.pointer_on_face = False  # the mouse pointer itself is over a face (not Tab's focus)
        self.pointer_hidden = False  # we hid the window's mouse pointer
        self.trace: TraceFile | None = None
        self.dealing: list[int] = []  # couch humans still to take their first look at their cards
        self.over_since: float | None = None
        self.drawn: list[str] = []  # what the last frame drew, by name (tests read it)

    def new_director(self, args: TableArgs) -> TableDirector:
        """The game's table on the sim clock: the bots of its spec's policy in every bot seat, the
        trace recorded if the player asked for it."""
        setup = self.setup
        if setup.spec.policy is None:
            raise ValueError(f"{setup.game} has no bots")
        policy = setup.spec.policy.load()(args)
        trace = self.open_trace(setup.game)
        return TableDirector(
            self.state,
            policy,
            bot_profiles(setup),
            seed=setup.seed,
            trace=None if trace is None else trace.write,
            humans_look_back=self.app.settings.bots_own_timing,
        )

    @property
    def prompt(self) -> Any:
        return self.stage.prompt

    @property
    def paused(self) -> bool:
        return self.overlays.holds(self.pause)

    # ------------------------------------------------------------ life cycle
    def on_show_view(self) -> None:
        self.section_manager.enable()
        self.overlays.restore()
        self.layout()

    def on_hide_view(self) -> None:
        self.section_manager.disable()
        self.pointer_on_face = False
        self.sync_pointer()  # the next screen gets its pointer back

    def on_fixed_update(self, delta_time: float) -> None:
        if self.overlays.top is not None:
            return
        self.clock += delta_time
        self.advance(delta_time)

    def advance(self, delta_time: float) -> None:
        """Game time passes (not during the couch's first looks): the game plays, a couch's next
        human gets the screen, and a finished game shows its last move a moment, then the results."""
        if self.dealing:
            return
        self.play(delta_time)
        self.follow_turn()
        if self.state.is_over():
            if self.over_since is None:
                self.over_since = self.clock
            elif self.clock - self.over_since >= END_PAUSE_S:
                self.finish()
                return
        self.refresh()

    def act(self, action: Any, sound: str | None = None) -> bool:
        """Carry out a human's action (with `sound` when it is taken), or tell that player in one
        line why the rules refuse it."""
        try:
            events = self.director.human_act(action)
        except IllegalAction as exc:
            self.stage.notice.say(refusal(exc, self.state.names), self.now, owner=action.seat)
            self.app.play("wrong")
            return False
        if sound:
            self.app.play(sound)
        self.stage.notice.clear()
        self.show_events(events)
        self.after_action(action.seat)
        self.refresh()
        return True

    def show_events(self, events: list[Event]) -> None:
        """Show what the engine said (the game's log lines, effects and moments)."""

    @property
    def now(self) -> float:
        """The table's sim time (its director's clock)."""
        return self.director.t

    @abstractmethod
    def play(self, delta_time: float) -> None:
        """The game's own time: its director's step (engine, faces, bots) and the events it made."""

    def refresh(self, snap: bool = False) -> None:
        """Bring what is drawn up to date with the state (plates, turn line…)."""

    def layout(self) -> None:
        s = self.scale
        self.stage.reduced_motion = self.app.settings.reduced_motion
        r = self.stage.layout(self.window.width, self.window.height, self.home, s.font)
        self.couch_bar.layout(r.hand, self.t("privacy.done"), s.font(13), s.px(12))

    def public_hint(self) -> str:
        """What a couch's shared screen says where the hand would be (how to look); games add how
        to act without looking."""
        return self.t("table.couch_look", peek=key_label(self.app.settings.key_bindings["peek_hand"]))

    def on_draw(self) -> None:
        self.sync_pointer()  # an overlay opened over a face: the pointer shows on it
        self.drawn = []
        self.clear(color=FLOOR)
        if self.overlays.top is self.privacy:
            return  # the privacy screen is opaque: nothing under it needs drawing
        self.draw_table()
        seat = self.shown_viewer()
        if seat is not None:
            self.draw_private(seat)
            if self.couch:
                self.couch_bar.draw_button()
        elif self.couch and not self.prompt.open:
            self.couch_bar.draw_hint(self.public_hint())
        self.prompt.draw()
        self.stage.draw_moments(seat)
        self.draw_notices()
        self.draw_fade()

    @abstractmethod
    def draw_table(self) -> None:
        """Everything public: drawn from the spectator observation only."""

    @abstractmethod
    def draw_private(self, seat: int) -> None:
        """`seat`'s private cards and hints, from `observation(seat)` only."""

    def finish(self) -> None:
        self.close_table()
        self.app.go("results", self.setup, self.state)

    def close_table(self) -> None:
        """The table ends (its results, or back to the menu): its bots stop what they started (a
        worker process) and its trace file is closed."""
        self.director.close()
        if self.trace is not None:
            self.trace.close()

    def open_trace(self, game: str) -> TraceFile | None:
        """The file this table records its trace to, if the player asked for traces (else None)."""
        if self.app.settings.record_traces and self.trace is None:
            self.trace = TraceFile(game)
        return self.trace

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
        elif "next_seat" in actions or "prev_seat" in actions:
            step = 1 if "next_seat" in actions else -1
            start = self.pointed if self.pointed is not None else (-1 if step > 0 else 0)
            self.pointer_on_face = False  # the keyboard points now: the mouse pointer shows again
            self.point((start + step) % len(self.stage.seats))
            self.sync_pointer()
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

    def point(self, seat: int | None) -> None:
        """The face under the pointer (or picked with Tab): what a human looks at, for the bots."""
        self.pointed = seat
        if self.viewer is not None:
            target = seat if seat is not None and seat != self.viewer else GRID
            self.director.human_look(self.viewer, target)

    def looking(self) -> bool:
        """Whether the bots take the pointed face for where the viewer looks (the gaze mark's
        eye): a viewer who points at another face. Games whose bots watch the human say so in
        `point`; on a couch's shared screen, and at one's own face, it is focus only."""
        return self.viewer is not None and self.pointed is not None and self.pointed != self.viewer

    def sync_pointer(self) -> None:
        """Hide the mouse pointer while it is over a face and nothing lies over the table; show it
        everywhere else (only a change reaches the window)."""
        hide = self.pointer_on_face and self.overlays.top is None and self.window.current_view is self
        if hide != self.pointer_hidden:
            self.pointer_hidden = hide
            self.window.set_mouse_visible(not hide)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        seat = self.stage.seats.at(x, y)
        self.pointer_on_face = seat is not None
        self.point(seat)
        self.sync_pointer()
        if self.shown_viewer() is not None:
            self.stage.hand.hover(x, y)
        return True

    def on_mouse_leave(self, x: int, y: int) -> bool:
        self.pointer_on_face = False
        self.sync_pointer()
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        if self.app.notices.click(x, y) or self.prompt.click(x, y) or self.stage.hint.click(x, y):
            return True
        if self.shown_viewer() is not None and self.couch and self.couch_bar.on_button(x, y):
            self.end_private()
            return True
        self.on_click(x, y)
        return True  # handled here once: arcade's sections would pass it to the view again otherwise

    def on_click(self, x: float, y: float) -> None:
        """A click on the table itself (not on a prompt or button)."""

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> bool:
        box = self.stage.log.box
        if box.left <= x <= box.right and box.bottom <= y <= box.top:
            self.stage.log.scroll(int(scroll_y), self.shown_viewer())
        return True

    # ------------------------------------------------------------ pause and other screens
    def open_pause(self) -> None:
        self.prompt.close()
        self.pause.reset()
        self.overlays.push(self.pause)

    def resume(self) -> None:
        self.overlays.pop(self.pause)

    def open_rules(self) -> None:
        self.app.go("rules", back=self, doc=self.setup.rules_doc())

    def open_settings(self) -> None:
        self.app.go("settings", back=self)

    def quit_to_menu(self) -> None:
        self.close_table()
        self.app.go("menu")

    def lang(self) -> str:
        return current_language()
