"""The Wink table: the grid, the seats' faces, the viewer's hand, the log; bots play live.

A composition of the table kit (seats, log, notice line, prompt, hand strip) around the Wink grid.
Public things come from the spectator observation, the hand and hints from `observation(viewer)`
and only while that viewer is confirmed (see TableView). The director runs engine, faces and bots
on the sim clock.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import arcade

from ...bots.wink_director import WinkDirector
from ...i18n import key_label, trn
from ...rules.core import Event, IllegalAction
from ...rules.wink import Accuse, Call, Name, Pass
from ...rules.wink.presets import Naming, preset
from ...setup import TableSetup
from ...social.gaze import GRID, HAND
from .. import theme
from ..fit import fit_width
from ..flights import Banner, Flights
from ..input import bound
from ..kit.hand import HandStrip
from ..kit.log import TableLog
from ..kit.notice import NoticeLine
from ..kit.prompt import Choice
from ..kit.seats import Seats
from ..kit.words import refusal
from ..textures import texture, wink_card
from .table import TableView
from .wink_grid import WinkGrid, pawn_sprite
from .wink_seats import bot_profiles, face_of
from .wink_words import banner, describe, turn_line

END_PAUSE_S = 2.5  # the last move stays on screen this long before the results
CURSOR_STEPS = {"menu_left": -1, "menu_right": 1, "menu_up": -6, "menu_down": 6}
SOUNDS = {
    "call": "call_chime",
    "named_right": "right",
    "named_wrong": "wrong",
    "accused": "accusation",
    "game_over": "win_fanfare",
    "stalled": "card_flip",
}


class WinkTableView(TableView):
    context = "wink"

    def __init__(self, setup: TableSetup, state: Any) -> None:
        super().__init__(setup, state)
        n = state.n
        self.director = WinkDirector(state, bot_profiles(setup), seed=setup.seed)
        self.can_pass = preset(state.rules.name).naming is Naming.OPTIONAL
        self.grid = WinkGrid(state.grid_layout, n)
        self.seats = Seats(
            [face_of(setup, s) for s in range(n)], [texture(pawn_sprite(s, False)) for s in range(n)]
        )
        self.hand = HandStrip(wink_card)
        self.log = TableLog(lambda e, viewer: describe(e, viewer, state.names))
        self.notice = NoticeLine()
        self.turn_text = arcade.Text("", 0, 0, theme.HIGHLIGHT, 16, font_name=theme.FONT, anchor_x="center")
        self.flights = Flights()
        self.banner = Banner()
        self.pointed: int | None = None  # the face under the pointer (or chosen with Tab)
        self.over_since: float | None = None
        # On a couch every human looks at their cards once before play, one after the other.
        self.dealing = list(self.humans) if self.couch else []
        if self.dealing:
            self.hand_over(self.dealing[0])

    @property
    def now(self) -> float:
        return self.director.t

    # ------------------------------------------------------------ layout
    def face_spots(self) -> list[tuple[float, float, float]]:
        """Two columns of faces right of the grid, as many rows as the table needs."""
        w, h = self.window.width, self.window.height
        rows = (self.state.n + 1) // 2
        top, bottom = h * 0.99, h * 0.22
        row_h = (top - bottom) / rows
        size = min(row_h * 0.6, w * 0.1)
        return [
            (w * (0.7 + 0.16 * (s % 2)), top - row_h * (s // 2) - size * 0.55, size)
            for s in range(self.state.n)
        ]

    def hand_area(self) -> tuple[float, float, float, float]:
        w, h = self.window.width, self.window.height
        return w * 0.02, h * 0.01, w * 0.48, h * 0.19

    def layout(self) -> None:
        w, h = self.window.width, self.window.height
        s = self.scale
        safe = self.app.settings.colourblind_palette
        self.grid.set_palette(safe)
        for seat in range(self.state.n):
            self.seats.set_mark(seat, texture(pawn_sprite(seat, safe)))
        self.grid.place(w * 0.31, h * 0.975, h * 0.095)
        grid_bottom = self.grid.bottom()
        spots = self.face_spots()
        plate = w * 0.15
        self.seats.place(spots, plate, s.font(13), s.font(11))
        self.turn_text.font_size = s.font(16)
        self.turn_text.x, self.turn_text.y = w * 0.31, grid_bottom - s.px(30)
        fit_width(self.turn_text, w * 0.58)
        self.notice.layout(w * 0.31, grid_bottom - s.px(58), w * 0.58, s.font(14))
        self.prompt.layout(w * 0.31, grid_bottom - s.px(58), w * 0.58, s.font(14))
        self.hand.layout(arcade.LBWH(*self.hand_area()))
        self.log.layout(arcade.LBWH(w * 0.62, h * 0.015, w * 0.36, h * 0.19), s.font(11))
        self.banner.layout(w * 0.31, h * 0.62, s.font(28), w * 0.6)
        super().layout()
        self.refresh(snap=True)

    def hide_spot(self) -> tuple[float, float]:
        left, bottom, width, height = self.hand_area()
        return left + width + self.scale.px(70), bottom + height * 0.5

    # ------------------------------------------------------------ time
    def advance(self, delta_time: float) -> None:
        if self.dealing:
            return  # the humans are still looking at their cards, one by one
        events = self.director.step(delta_time)
        self.show_events(events)
        self.follow_turn()
        if self.state.is_over():
            if self.over_since is None:
                self.over_since = self.clock
            elif self.clock - self.over_since >= END_PAUSE_S:
                self.finish()
                return
        self.refresh()

    def follow_turn(self) -> None:
        """On a couch, the human whose turn it is gets the screen (behind the privacy screen)."""
        current = self.state.current
        human_turn = self.couch and not self.state.is_over() and current in self.humans
        if human_turn and self.viewer != current and not self.privacy_up():
            self.hand_over(current, "privacy.your_turn")

    def on_private_ended(self) -> None:
        if self.dealing:  # the next human looks at their cards, until all have
            self.dealing.pop(0)
            if self.dealing:
                self.hand_over(self.dealing[0])

    def still_acting(self, seat: int) -> bool:
        return self.state.current == seat and not self.state.is_over()

    def show_events(self, events: list[Event]) -> None:
        self.log.add(events, self.now)
        viewer = self.shown_viewer()
        for e in events:
            if e.kind == "turn":
                self.notice.clear()  # what was refused on the last turn no longer applies
            if not e.visible_to(viewer):
                continue
            self.animate(e, viewer)
            sound = SOUNDS.get(e.kind)
            if sound:
                self.app.play(sound)

    def animate(self, e: Event, viewer: int | None) -> None:
        """The big moments: a caption for each call, J'accuse and its verdict, cards flying home."""
        d = e.data
        instant = self.app.settings.reduced_motion
        if banner(e, viewer, self.state.names):
            good = e.kind == "named_right" or (e.kind == "accused" and d["right"])
            names = self.state.names
            self.banner.show(
                lambda who: banner(e, who, names) or "", self.now, theme.HIGHLIGHT if good else theme.WHITE
            )
        if (e.kind == "accused" and d["right"]) or e.kind == "named_right":
            self.fly(d["number"], d["seat"], instant)
        elif e.kind == "named_wrong" and not instant:
            self.grid.flip(d["number"], self.now)

    def fly(self, number: int, seat: int, instant: bool) -> None:
        cell = self.grid.cells[number]
        x, y, _ = self.seats.spots[seat]
        self.flights.launch(
            wink_card(number), cell.position, (x, y), (cell.width, cell.height), self.now, instant
        )

    def refresh(self, snap: bool = False) -> None:
        obs = self.state.observation(None)
        settings = self.app.settings
        follow = 1.0 if snap or settings.reduced_motion else min(1.0, 0.25 * settings.animation_speed)
        self.grid.refresh(obs["grid"], obs["pawns"], self.now, follow)
        hand, accuse = texture("wink/back_hand.png"), texture("wink/accuse.png")
        for seat, info in enumerate(obs["seats"]):
            counters = [(hand, info["hand"]), (accuse, info["accuse_left"])]
            self.seats.plate(seat, obs["names"][seat], trn("count.points", info["score"]), counters)
        keys = settings.key_bindings
        if self.dealing:  # the couch's first look at the cards, one human after the other
            text = self.t(
                "table.first_look", name=obs["names"][self.dealing[0]], key=key_label(keys["peek_hand"])
            )
        else:
            text = turn_line(obs, self.shown_viewer(), self.can_pass, keys)
        if self.turn_text.text != text:
            self.turn_text.text = text
            self.turn_text.font_size = self.scale.font(16)
            fit_width(self.turn_text, self.window.width * 0.58)

    # ------------------------------------------------------------ drawing
    def gaze_point(self, seat: int, target: int) -> tuple[float, float]:
        if target == GRID:
            return self.grid.centre()
        x, y, _ = self.seats.spots[seat if target == HAND else target]
        return (x, y - 1000) if target == HAND else (x, y)

    def draw_table(self) -> None:
        self.clear(color=theme.FELT)
        self.grid.draw()
        social, t = self.director.social, self.now
        still = self.app.settings.reduced_motion
        for seat in range(self.state.n):
            pose = social.pose(seat, t)
            if still:  # no idle sway; gaze, blinks and winks still show
                pose = replace(pose, head_dx=0.0, head_dy=0.0)
            mouth = "smile" if social.winking(seat) else "neutral"
            self.seats.pose(seat, pose, self.gaze_point(seat, pose.gaze), mouth)
        over = self.state.is_over()
        self.seats.draw(None if over else self.state.current, self.pointed)
        self.turn_text.draw()
        viewer = self.shown_viewer()
        if not self.prompt.open:
            self.notice.draw(viewer, t)
        self.log.draw(viewer, t, self.lang())
        self.flights.update(t)
        self.flights.draw()
        self.banner.draw(t, fade=not still, viewer=viewer)
        self.drawn += ["grid", "pawns", "faces", "seats"]

    def draw_private(self, seat: int) -> None:
        obs = self.state.observation(seat)
        self.hand.show(obs["hand"] + obs["dead"], obs["dead"])
        self.hand.draw()
        if seat == obs["current"] and obs["step"] == "call" and not obs["over"]:
            up = {c for c, where in obs["grid"] if where == "up"}
            self.grid.draw_hints(up - set(obs["callable"]))
        self.drawn.append("hand")

    # ------------------------------------------------------------ input
    def point(self, seat: int | None) -> None:
        self.pointed = seat
        if self.viewer is not None:
            target = seat if seat is not None and seat != self.viewer else GRID
            self.director.human_look(self.viewer, target)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        self.point(self.seats.at(x, y))
        self.grid.cursor_shown = False  # the mouse took over from the keyboard
        return True

    def on_click(self, x: float, y: float) -> None:
        seat = self.seats.at(x, y)
        if seat is not None:
            self.click_face(seat)
            return
        number = self.grid.card_at(x, y)
        if number is not None:
            self.call(number)

    def click_face(self, seat: int) -> None:
        me = self.viewer
        if me is not None and self.state.current == me and self.state.step.name == "NAME":
            self.act(Name(me, seat))
        else:
            self.accuse_face(seat)

    def call(self, number: int) -> None:
        if self.viewer is not None:
            self.act(Call(self.viewer, number))

    def act(self, action: Any) -> bool:
        """Carry out a human's action, or tell that player in one line why the rules refuse it."""
        try:
            events = self.director.human_act(action)
        except IllegalAction as exc:
            self.notice.say(refusal(exc, self.state.names), self.now, owner=action.seat)
            self.app.play("wrong")
            return False
        self.notice.clear()
        self.show_events(events)
        self.after_action(action.seat)
        self.refresh()
        return True

    def say(self, text_key: str, /, owner: int | None = None, **params: object) -> None:
        self.notice.say(self.t(text_key, **params), self.now, owner=owner)

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
        return sorted(
            n for s, n in enumerate(obs["pawns"]) if n is not None and s not in (me, seat) and n in up
        )

    def wink(self) -> None:
        target = self.pointed
        keys = self.app.settings.key_bindings
        if target is None:
            self.say("wink.wink_point", key=key_label(keys["next_seat"]))
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
        self.notice.clear()
        self.after_action(me)

    def on_action(self, actions: set[str], symbol: int) -> bool:
        me = self.viewer
        if "wink" in actions:
            self.wink()
        elif "accuse" in actions and self.pointed is not None:
            self.accuse_face(self.pointed)
        elif "pass_naming" in actions and me is not None:
            self.act(Pass(me))
        elif "next_seat" in actions or "prev_seat" in actions:
            step = 1 if "next_seat" in actions else -1
            start = self.pointed if self.pointed is not None else (-1 if step > 0 else 0)
            self.point((start + step) % self.state.n)
        elif "confirm" in actions:
            if me is not None and self.state.current == me and self.state.step.name == "NAME":
                if self.pointed is not None:
                    self.click_face(self.pointed)
            else:
                self.call(self.grid.cursor_card())
        else:
            return False
        return True

    def on_other_key(self, symbol: int, modifiers: int) -> bool:
        actions = bound(self.window, symbol, modifiers, "menus")
        for action, step in CURSOR_STEPS.items():
            if action in actions:
                number = self.grid.move_cursor(step)
                keys = self.app.settings.key_bindings
                self.say("wink.cursor", number=number, key=key_label(keys["confirm"]))
                return True
        return False

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> bool:
        if self.in_box(self.log.box, x, y):
            self.log.scroll(int(scroll_y), self.shown_viewer())
        return True
