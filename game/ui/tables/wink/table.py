"""The Wink table: the 6×6 grid on the oval table, the faces around it, the viewer's hand; bots play.

A composition: the table kit (TableStage: table, seats, log, message, prompt, hand, effects) and the
Wink grid, driven by the Wink director (engine, faces and bots on the sim clock). Public things come
from the spectator observation, the hand and hints from `observation(viewer)`, and only while that
viewer is confirmed (TableView).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....bots.director import TableArgs
from ....i18n import key_label, trn
from ....rules.core import Event
from ....rules.wink import Accuse, Call, Name, Pass
from ....rules.wink.presets import Naming, preset
from ....setup import TableSetup
from ...input import bound
from ...kit.bot_seats import face_of
from ...kit.prompt import Choice
from ...kit.stage import TableStage
from ...kit.table import TableView
from ...textures import texture
from .effects import wink_effects
from .grid import WinkGrid, pawn_sprite, wink_card
from .words import describe, turn_line

CURSOR_STEPS = {"menu_left": -1, "menu_right": 1, "menu_up": -6, "menu_down": 6}
GAZE_HINT_S = 30.0  # seconds of play the hint on the human's eyes stays (unless clicked away)


class WinkTableView(TableView):
    def __init__(self, setup: TableSetup, state: Any) -> None:
        n, names = state.n, state.names
        stage = TableStage(
            [face_of(setup, s) for s in range(n)],
            [texture(pawn_sprite(s, False)) for s in range(n)],
            lambda e, viewer: describe(e, viewer, names),
            wink_effects(names),
            wink_card,
        )
        super().__init__(setup, state, stage)
        self.director = self.new_director(TableArgs())
        self.can_pass = preset(state.rules.name).naming is Naming.OPTIONAL
        self.grid = WinkGrid(state.grid_layout, n)
        stage.card_box = self.card_box
        stage.turn_card_over = lambda number: self.grid.flip(number, self.now)
        stage.sounds = self.app.play
        self.first_looks()
        if self.director.bots and self.humans:
            self.gaze_hint()

    def gaze_hint(self) -> None:
        """The first time a human sits with bots: how the bots see the human's eyes (once ever)."""
        settings = self.app.settings
        if settings.gaze_hint_seen:
            return
        self.stage.hint.show(self.gaze_hint_words, self.now, GAZE_HINT_S)
        self.app.apply_settings(replace(settings, gaze_hint_seen=True))

    def gaze_hint_words(self) -> tuple[str, str]:
        key = key_label(self.app.settings.key_bindings["next_seat"])
        return self.t("wink.gaze_hint", key=key), self.t("table.hint_close")

    def public_hint(self) -> str:
        keys = self.app.settings.key_bindings
        return self.t(
            "wink.couch_hint",
            peek=key_label(keys["peek_hand"]),
            wink=key_label(keys["wink"]),
            accuse=key_label(keys["accuse"]),
        )

    def card_box(self, number: Any) -> tuple[float, float, float, float] | None:
        """Where a card is: in the viewer's hand if it is there and shown, else its grid place."""
        if self.shown_viewer() is not None and number in self.stage.hand.cards:
            return self.stage.hand.card_box(number)
        return self.grid.box(number) if number in self.grid.cells else None

    # ------------------------------------------------------------ layout and time
    def layout(self) -> None:
        super().layout()
        safe = self.app.settings.colourblind_palette
        self.grid.set_palette(safe)
        for seat in range(self.state.n):
            self.stage.seats.set_mark(seat, texture(pawn_sprite(seat, safe)))
        board = self.stage.regions.board
        self.grid.place(board.center_x, board.center_y, WinkGrid.size_for(board.width, board.height))
        self.refresh(snap=True)

    def play(self, delta_time: float) -> None:
        self.show_events(self.director.step(delta_time))

    def turn_seat(self) -> int | None:
        return None if self.state.is_over() else self.state.current

    def still_acting(self, seat: int) -> bool:
        return self.state.current == seat and not self.state.is_over()

    def show_events(self, events: list[Event]) -> None:
        viewer = self.shown_viewer()
        self.stage.now = self.now
        self.stage.show(events, viewer)
        if any(e.kind == "turn" for e in events):
            self.stage.notice.clear()  # what was refused on the last turn no longer applies
        for e in events:  # (a call comes with the next turn: its moment must outlive that clearing)
            self.moment(e, viewer)

    def moment(self, e: Event, viewer: int | None) -> None:
        """The viewer's own moments: their turn comes, or someone calls a card they hold."""
        if viewer is None:
            return
        if e.kind == "turn" and e.data["seat"] == viewer:
            self.stage.caption(lambda _who: self.t("wink.your_turn"), good=True)
            self.stage.pulse(("seat", viewer))
            self.app.play("call_chime")
        elif e.kind == "call" and e.data["seat"] != viewer:
            number = e.data["number"]
            if number in self.state.observation(viewer)["hand"]:
                name = self.state.names[e.data["seat"]]
                self.say("wink.called_yours", owner=viewer, name=name, number=number)
                self.stage.pulse(("card", number))

    def refresh(self, snap: bool = False) -> None:
        obs = self.state.observation(None)
        settings = self.app.settings
        follow = 1.0 if snap or settings.reduced_motion else min(1.0, 0.25 * settings.animation_speed)
        self.stage.now = self.now
        self.grid.refresh(obs["grid"], obs["pawns"], self.now, follow)
        self.stage.tabletop.lay_card_shadows(self.grid.shadows())
        hand, accuse = texture("wink/back_hand.png"), texture("wink/accuse.png")
        for seat, info in enumerate(obs["seats"]):
            counters = [(hand, info["hand"]), (accuse, info["accuse_left"])]
            self.stage.seats.plate(seat, obs["names"][seat], trn("count.points", info["score"]), counters)
        keys = settings.key_bindings
        text = self.first_look_line() or turn_line(obs, self.shown_viewer(), self.can_pass, keys)
        self.stage.set_turn(text, self.scale.font(16))

    # ------------------------------------------------------------ drawing
    def draw_table(self) -> None:
        stage = self.stage
        stage.pose_faces(self.director.social, self.grid.centre())
        stage.draw_table(self.grid.draw)
        stage.draw_seats(None if self.state.is_over() else self.state.current, self.pointed, self.looking())
        stage.draw_texts(self.shown_viewer(), self.lang())
        self.drawn += ["grid", "pawns", "faces", "seats"]

    def draw_private(self, seat: int) -> None:
        obs = self.state.observation(seat)
        self.stage.hand.show(obs["hand"] + obs["dead"], obs["dead"])
        self.stage.hand.draw()
        if seat == obs["current"] and obs["step"] == "call" and not obs["over"]:
            up = {c for c, where in obs["grid"] if where == "up"}
            self.grid.draw_hints(up - set(obs["callable"]))
        self.drawn.append("hand")

    # ------------------------------------------------------------ input
    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        self.grid.cursor_shown = False  # the mouse took over from the keyboard
        return super().on_mouse_motion(x, y, dx, dy)

    def on_click(self, x: float, y: float) -> None:
        seat = self.stage.seats.at(x, y)
        number = self.grid.card_at(x, y)
        if seat is not None:
            me = self.viewer
            if me is not None and self.state.current == me and self.state.step.name == "NAME":
                self.act(Name(me, seat))
            else:
                self.accuse_face(seat)
        elif number is not None and self.viewer is not None:
            self.act(Call(self.viewer, number))

    def say(self, text_key: str, /, owner: int | None = None, **params: object) -> None:
        self.stage.notice.say(self.t(text_key, **params), self.now, owner=owner)

    def accuse_face(self, seat: int) -> None:
        name = self.state.names[seat]
        self.choose_human(self.t("wink.accuse_who", name=name), lambda me: self.ask_number(me, seat))

    def ask_number(self, me: int, seat: int) -> None:
        if seat == me:
            self.say("wink.accuse_self", owner=me)
            return
        numbers = self.accusable(me, seat)
        if not numbers:
            self.say("wink.accuse_nothing")
            return
        choices = [Choice(str(n), lambda n=n: self.act(Accuse(me, seat, n))) for n in numbers]
        self.prompt.ask(self.t("wink.accuse_which", name=self.state.names[seat]), choices)

    def accusable(self, me: int, seat: int) -> list[int]:
        """The numbers `me` may say `seat` holds: under another player's pawn, still face up."""
        obs = self.state.observation(None)
        up = {c for c, where in obs["grid"] if where == "up"}
        pawns = enumerate(obs["pawns"])
        return sorted(n for s, n in pawns if n is not None and s not in (me, seat) and n in up)

    def wink(self) -> None:
        target = self.pointed
        if target is None:
            self.say("wink.wink_point", key=key_label(self.app.settings.key_bindings["next_seat"]))
            return
        name = self.state.names[target]
        self.choose_human(self.t("wink.wink_who", name=name), lambda me: self.wink_as(me, target))

    def wink_as(self, me: int, target: int) -> None:
        if target == me or not self.director.human_wink(me, target):
            if self.viewer == me:  # why, to that player alone
                self.say("wink.wink_refused", owner=me, name=self.state.names[target])
            else:  # on the shared screen: the rule, not the cards
                self.say("wink.wink_refused_couch")
            return
        self.stage.notice.clear()
        self.after_action(me)

    def on_action(self, actions: set[str], symbol: int) -> bool:
        me = self.viewer
        if "wink" in actions:
            self.wink()
        elif "accuse" in actions and self.pointed is not None:
            self.accuse_face(self.pointed)
        elif "pass_naming" in actions and me is not None:
            self.act(Pass(me))
        elif "confirm" in actions and me is not None:
            if self.state.current == me and self.state.step.name == "NAME":
                if self.pointed is not None:
                    self.act(Name(me, self.pointed))
            else:
                self.act(Call(me, self.grid.cursor_card()))
        else:
            return False
        return True

    def on_other_key(self, symbol: int, modifiers: int) -> bool:
        actions = bound(self.window, symbol, modifiers, "menus")
        for action, step in CURSOR_STEPS.items():
            if action in actions:
                number = self.grid.move_cursor(step)
                key = key_label(self.app.settings.key_bindings["confirm"])
                self.say("wink.cursor", number=number, key=key)
                return True
        return False
