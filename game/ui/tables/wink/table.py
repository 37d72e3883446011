"""The Wink table: the 6×6 grid on the oval table (its board), the faces around it, the viewer's
hand; bots play.

The kit plays the table (kit/table.py); this is what is Wink's own: the grid, its words and
effects, the plates' counters, the viewer's moments (their turn, a card of theirs called), the
hints, calls and names by click or keys, accusations and winks (accusing.py). Public things come
from the spectator observation, the hand and hints from the viewer's own, only while confirmed.
"""

from __future__ import annotations

from functools import partial
from typing import cast

from ....i18n import current_language, trn
from ....rules.core import Event
from ....rules.wink import Call, Name, Pass, WinkObservation, WinkState
from ....rules.wink.observe import GridRow
from ....rules.wink.presets import Naming, WrongTwin, preset
from ....setup import TableSetup
from ...kit.cursor import arrow
from ...kit.table import TableView, Watch
from ...kit.table_terms import TableTerm
from ...textures import texture
from .accusing import Accusing
from .effects import wink_effects
from .explain import Explainer
from .grid import WinkGrid, pawn_sprite
from .moments import called, outcome
from .terms import wink_terms
from .words import describe, turn_line

GAZE_HINT_S = 30.0  # seconds of play the hint on the human's eyes stays (unless clicked away)
ROW = 6  # the grid's cards in a row: the cursor's step up or down
PAWN_S = 0.3  # a pawn slides to the card called in this long (at the animation speed ×1)


class WinkTableView(TableView[WinkObservation, int]):
    your_turn_key = "wink.your_turn"
    board_names = ("grid", "pawns")
    state: WinkState

    def __init__(
        self, setup: TableSetup, state: WinkState, watch: Watch | None = None, worker: bool = True
    ) -> None:
        names, n = state.names, state.n
        self.grid = WinkGrid(state.grid_layout, n)
        marks = [texture(pawn_sprite(s, False)) for s in range(n)]

        def words(e: Event, viewer: int | None) -> str | None:
            return describe(e, viewer, names)

        super().__init__(setup, state, self.grid, words, wink_effects(names), marks, watch, worker)
        self.can_pass = preset(state.rules.name).naming is Naming.OPTIONAL
        self.accusing = Accusing(self)
        self.named: dict[int, Event] = {}  # the last naming of each number (see moments.outcome)
        self.watched: set[int] = set()  # the callers looking at the viewer, at the last refresh
        self.moments_of: tuple[object, ...] = ()  # what the viewer's lines were last made from
        # (human, caller, number) -> when each of the human's winks for it began
        self.winks: dict[tuple[int, int, int], set[float]] = {}
        shown = preset(state.rules.name).wrong_twin is WrongTwin.FACE_DOWN_IN_FRONT
        self.explainer = Explainer(shown, self.humans, self.winked)
        if self.source.live and self.source.bots and self.humans:
            self.gaze_hint()

    def gaze_hint(self) -> None:
        """The first time a human sits with bots: how the bots see the human's eyes (once ever)."""
        self.first_time_hint("gaze_hint_seen", self.gaze_hint_words, GAZE_HINT_S)

    def gaze_hint_words(self) -> tuple[str, str]:
        return self.t("wink.gaze_hint", key=self.key_name("next_seat")), self.t("table.hint_close")

    def public_hint(self) -> str:
        keys = {action: self.key_name(action) for action in ("peek_hand", "wink", "accuse")}
        return self.t("wink.couch_hint", peek=keys["peek_hand"], wink=keys["wink"], accuse=keys["accuse"])

    # ------------------------------------------------------------ layout and time
    def place_table(self) -> None:
        safe = self.app.settings.colourblind_palette
        self.grid.set_palette(safe)
        for seat in range(self.state.n):
            self.stage.seats.set_mark(seat, texture(pawn_sprite(seat, safe)))

    def table_terms(self) -> list[TableTerm]:
        return wink_terms(self)

    def turn_seat(self) -> int | None:
        obs = self.seen(None)
        return None if obs["over"] else int(obs["current"])

    highlighted_seat = turn_seat

    def still_acting(self, seat: int) -> bool:
        obs = self.seen(None)
        return obs["current"] == seat and not obs["over"]

    def explain(self, events: list[Event]) -> list[Event]:
        return self.explainer.explain(events)

    def wink_sent(self, seat: int, target: int) -> None:
        """A human's wink went out: noted at once (the faces show it from the next frame on)."""
        self.note_wink(seat, target, self.now)

    def on_event(self, e: Event, viewer: int | None) -> None:
        """What became of a human's card, told to that human (their moment lines say it while their
        view is confirmed); a card of the viewer's called pulses."""
        mine = viewer is not None and e.kind == "call" and e.data["seat"] != viewer
        if mine and viewer is not None and e.data["number"] in self.seen(viewer)["hand"]:
            self.stage.pulse(("card", e.data["number"]))
        for human in self.humans:
            line = outcome(e, human, self.state.names, partial(self.winked, human), self.named)
            if line is not None:
                self.stage.moments.tell(human, line, self.now)

    def winked(self, seat: int, caller: int, number: int) -> int:
        """How many times `seat` winked at `caller` for `number`."""
        return len(self.winks.get((seat, caller, number), ()))

    def tick(self, delta_time: float) -> None:
        """Note every human's wink as the table shows it (a recording shows the same)."""
        faces = self.source.social
        for human in self.humans:
            wink = faces.winking_at(human, self.now)
            if wink is not None:
                self.note_wink(human, *wink)

    def note_wink(self, seat: int, caller: int, start: float) -> None:
        """`seat`'s wink at `caller`, begun at `start`, for the number under the caller's pawn: one
        record, read by the moment lines and by the log's whys (explain.py)."""
        number = self.seen(None)["pawns"][caller]
        if number is not None:
            self.winks.setdefault((seat, caller, number), set()).add(start)

    def gaze_of(self, seat: int) -> int:
        """Where `seat`'s face looks, as the table draws it now."""
        return self.source.social.looking_at(seat, self.now)

    def looking_caller(self, seat: int) -> int | None:
        """A caller of `seat`'s card whose eyes are on `seat` now (the moment to wink), if any."""
        obs = self.seen(seat)
        return next((c for c in obs.get("wink_at", []) if self.gaze_of(c) == seat), None)

    def update_table(self, snap: bool) -> None:
        obs = self.seen(None)
        settings = self.app.settings
        slide = 0.0 if snap or settings.reduced_motion else PAWN_S / settings.animation_speed
        self.grid.refresh(cast(list[GridRow], obs["grid"]), obs["pawns"], self.now, slide)
        self.stage.tabletop.lay_card_shadows(self.grid.shadows())
        hand, accuse = texture("wink/back_hand.png"), texture("wink/accuse.png")
        for seat, info in enumerate(obs["seats"]):
            counters = [(hand, info["hand"]), (accuse, info["accuse_left"])]
            self.stage.seats.plate(seat, obs["names"][seat], trn("count.points", info["score"]), counters)
        text = self.first_look_line() or turn_line(
            obs, self.shown_viewer(), self.can_pass, settings.key_bindings
        )
        self.stage.set_turn(text, self.scale.font(16))

    # ------------------------------------------------------------ drawing
    def update_private(self, seat: int) -> None:
        """`seat`'s hand, its called cards lifted, and its moments: each caller of its cards to
        watch, and a soft cue when one of them looks at it."""
        obs = self.seen(seat)
        stage = self.stage
        stage.hand.show(obs["hand"] + obs["dead"], obs["dead"])
        stage.hand.lift({n for c in obs.get("wink_at", []) if (n := obs["pawns"][c]) is not None})
        looks = tuple(self.gaze_of(s) for s in range(self.state.n))
        key, lang = self.key_name("wink"), current_language()
        now = (seat, len(self.state.history), looks, sum(map(len, self.winks.values())), key, lang)
        if now == self.moments_of:
            return  # nothing the lines say has changed
        self.moments_of = now
        moments = called(obs, seat, looks.__getitem__, key, partial(self.winked, seat), self.humans)
        stage.moments.show(seat, moments)
        watched = {m.seat for m in moments if m.urgent and m.seat is not None}
        if watched - self.watched:
            self.play_sound("wink_tick")
        self.watched = watched

    def draw_private(self, seat: int) -> None:
        obs = self.seen(seat)
        self.stage.hand.draw()
        if seat == obs["current"] and obs["step"] == "call" and not obs["over"]:
            up = {c for c, where in cast(list[GridRow], obs["grid"]) if where == "up"}
            self.grid.draw_hints(up - set(obs["callable"]))
        self.drawn.append("hand")

    # ------------------------------------------------------------ input
    def naming(self, seat: int) -> bool:
        """Whether it is `seat`'s turn to name a partner (its observation says so)."""
        obs = self.seen(seat)
        return obs["current"] == seat and obs["step"] == "name" and not obs["over"]

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        self.grid.cursor_shown = False  # the mouse took over from the keyboard
        return super().on_mouse_motion(x, y, dx, dy)

    def on_click(self, x: float, y: float) -> None:
        seat = self.stage.seats.at(x, y)
        number = self.grid.card_at(x, y)
        me = self.viewer
        if seat is not None:
            if me is not None and self.naming(me):
                self.act(Name(me, seat))
            else:
                self.accusing.accuse_face(seat)
        elif number is not None and me is not None:
            self.act(Call(me, number))

    def on_action(self, actions: set[str], symbol: int) -> bool:
        me = self.viewer
        if "wink" in actions:
            self.accusing.wink()
        elif "accuse" in actions and self.pointed is not None:
            self.accusing.accuse_face(self.pointed)
        elif "pass_naming" in actions and me is not None:
            self.act(Pass(me))
        elif "confirm" in actions and me is not None:
            if not self.naming(me):
                self.act(Call(me, self.grid.cursor_card()))
            elif self.pointed is not None:
                self.act(Name(me, self.pointed))
        else:
            return False
        return True

    def on_other_key(self, symbol: int, modifiers: int) -> bool:
        step = arrow(self.window, symbol, modifiers)
        if step is None:
            return False
        dx, dy = step
        number = self.grid.move_cursor(dx - ROW * dy)
        self.say("wink.cursor", number=number, key=self.key_name("confirm"))
        return True
