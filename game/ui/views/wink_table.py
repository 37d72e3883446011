"""The Wink table: the grid, pawns, animated faces, the viewer's hand, the log; bots play live.

Public things come from the spectator observation, the hand and hints from `observation(viewer)`.
The table runs on the sim clock: `advance(dt)` steps the director (engine + faces + bots).
"""

from __future__ import annotations

from collections import deque
from dataclasses import replace
from typing import Any

import arcade

from ...bots.wink_director import WinkDirector
from ...rules.core import Event, IllegalAction
from ...rules.wink import Accuse, Call, Name, Pass
from ...setup import TableSetup
from ...social.gaze import GRID, HAND
from .. import theme
from ..faces import FaceSprites
from ..flights import Banner, Flights
from ..textures import texture, wink_card
from .keys import key_name
from .table import TableView
from .wink_log import describe
from .wink_seats import bot_profiles, face_of

CARD_RATIO = 96 / 128
END_PAUSE_S = 2.5
FLIP_S = 0.4  # the last move stays on screen this long before the results


class WinkTableView(TableView):
    def __init__(self, setup: TableSetup, state: Any) -> None:
        super().__init__(setup, state)
        self.director = WinkDirector(state, bot_profiles(setup), seed=setup.seed)
        self.grid_sprites = arcade.SpriteList()
        self.pawn_sprites = arcade.SpriteList()
        self.hand_sprites = arcade.SpriteList()
        self.face_sprites = arcade.SpriteList()
        self.cells: dict[int, arcade.Sprite] = {}
        for number in state.grid_layout:
            sprite = arcade.Sprite(wink_card(number))
            self.cells[number] = sprite
            self.grid_sprites.append(sprite)
        self.pawns = [arcade.Sprite(texture(pawn_sprite(s, False))) for s in range(state.n)]
        for p in self.pawns:
            self.pawn_sprites.append(p)
        self.faces = [FaceSprites(face_of(setup, s), self.face_sprites) for s in range(state.n)]
        self.seat_marks = arcade.SpriteList()  # each seat's pawn colour, beside its face
        for s in range(state.n):
            self.seat_marks.append(arcade.Sprite(texture(pawn_sprite(s, False))))
        self.seat_texts = [
            arcade.Text(
                "",
                0,
                0,
                theme.WHITE,
                11,
                font_name=theme.FONT,
                anchor_x="center",
                anchor_y="top",
                multiline=True,
                width=200,
                align="center",
            )
            for _ in range(state.n)
        ]
        self.turn_text = arcade.Text("", 0, 0, theme.HIGHLIGHT, 16, font_name=theme.FONT, anchor_x="center")
        self.message = arcade.Text("", 0, 0, theme.WHITE, 14, font_name=theme.FONT, anchor_x="center")
        self.log_lines: deque[str] = deque(maxlen=6)
        self.log_text = arcade.Text(
            "", 0, 0, theme.WHITE, 11, font_name=theme.FONT, multiline=True, width=300
        )
        self.hand_numbers: list[int] = []
        self.drawn: list[str] = []  # what the last frame drew, by name (tests read it)
        self.pointed: int | None = None  # the face under the pointer (or chosen with Tab)
        self.cursor = 0  # keyboard cursor on the grid
        self.accusing: int | None = None  # the seat being accused, while its number is chosen
        self.over_since: float | None = None
        self.flights = Flights()
        self.flips: dict[int, float] = {}  # grid card -> when it began turning over (a wrong name)
        self.banner = Banner()
        humans = setup.humans()
        self.viewer = humans[0] if len(humans) == 1 else None
        if len(humans) > 1:
            current = state.current
            self.hand_over(current if current in humans else humans[0])

    # ------------------------------------------------------------ layout
    def card_size(self) -> tuple[float, float]:
        h = self.window.height * 0.104
        return h * CARD_RATIO, h

    def face_spot(self, seat: int) -> tuple[float, float, float]:
        """Centre and size of a seat's face: two columns on the right of the grid."""
        w, h = self.window.width, self.window.height
        size = min(h * 0.17, w * 0.1)
        col, row = seat % 2, seat // 2
        return w * (0.69 + 0.16 * col), h * (0.87 - 0.205 * row), size

    def layout(self) -> None:
        w, h = self.window.width, self.window.height
        s = self.scale
        safe = self.app.settings.colourblind_palette
        for seat in range(self.state.n):  # the palette may have changed in the settings
            self.pawns[seat].texture = self.seat_marks[seat].texture = texture(pawn_sprite(seat, safe))
        cw, ch = self.card_size()
        gap = cw * 0.08
        left = w * 0.33 - 3 * (cw + gap)
        top = h * 0.97
        for i, number in enumerate(self.state.grid_layout):
            sprite = self.cells[number]
            sprite.width, sprite.height = cw, ch
            sprite.center_x = left + (i % 6) * (cw + gap) + cw / 2
            sprite.center_y = top - (i // 6) * (ch + gap) - ch / 2
        for seat, text in enumerate(self.seat_texts):
            x, y, size = self.face_spot(seat)
            self.faces[seat].place(x, y, size)
            mark = self.seat_marks[seat]
            mark.width = mark.height = size * 0.3
            mark.center_x, mark.center_y = x - size * 0.55, y + size * 0.3
            text.font_size = s.font(11)
            text.width = int(w * 0.155)
            text.x, text.y = x, y - size * 0.5
        self.turn_text.font_size = s.font(16)
        self.turn_text.x, self.turn_text.y = w * 0.33, h * 0.255
        self.message.font_size = s.font(14)
        self.message.x, self.message.y = w * 0.33, h * 0.215
        self.log_text.font_size = s.font(11)
        self.log_text.x, self.log_text.y = w * 0.615, h * 0.2
        self.log_text.width = int(w * 0.37)
        self.banner.layout(w * 0.33, h * 0.62, s.font(28))
        self.refresh(snap=True)

    # ------------------------------------------------------------ time
    def advance(self, delta_time: float) -> None:
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
        human_turn = self.couch and not self.state.is_over() and self.setup.seats[current].kind == "human"
        if human_turn and self.viewer != current and not self.privacy.showing:
            self.hand_over(current)

    def show_events(self, events: list[Event]) -> None:
        for e in events:
            if not e.visible_to(self.viewer):
                continue
            line = describe(e, self.state.names, self.t)
            if line:
                self.log_lines.append(line)
            self.animate(e)
            sound = {
                "call": "call_chime",
                "named_right": "right",
                "named_wrong": "wrong",
                "accused": "accusation",
                "game_over": "win_fanfare",
                "stalled": "card_flip",
            }.get(e.kind)
            if sound:
                self.app.play(sound)
        self.log_text.text = "\n".join(self.log_lines)

    def animate(self, e: Event) -> None:
        """The big moments: a caption for each call, J'accuse and its verdict, cards flying home."""
        now, d = self.director.t, e.data
        names = self.state.names
        instant = self.app.settings.reduced_motion
        if e.kind == "call":
            self.banner.show(self.t("wink.banner_call", name=names[d["seat"]], number=d["number"]), now)
        elif e.kind == "accused":
            verdict = self.t("wink.banner_right" if d["right"] else "wink.banner_wrong")
            text = self.t(
                "wink.banner_accuse", name=names[d["seat"]], target=names[d["target"]], number=d["number"]
            )
            self.banner.show(f"{text} — {verdict}", now, theme.HIGHLIGHT if d["right"] else theme.WHITE)
            if d["right"]:
                self.fly(d["number"], d["seat"], instant)
        elif e.kind == "named_right":
            self.banner.show(
                self.t("wink.banner_named_right", name=names[d["target"]], number=d["number"]),
                now,
                theme.HIGHLIGHT,
            )
            self.fly(d["number"], d["seat"], instant)
        elif e.kind == "named_wrong":
            if not instant:
                self.flips[d["number"]] = now
            self.banner.show(
                self.t("wink.banner_named_wrong", name=names[d["target"]], number=d["number"]), now
            )

    def fly(self, number: int, seat: int, instant: bool) -> None:
        cell = self.cells[number]
        x, y, _ = self.face_spot(seat)
        self.flights.launch(
            wink_card(number),
            (cell.center_x, cell.center_y),
            (x, y),
            (cell.width, cell.height),
            self.director.t,
            instant,
        )

    # ------------------------------------------------------------ drawing state
    def refresh(self, snap: bool = False) -> None:
        obs = self.state.observation(None)
        cw, ch = self.card_size()
        now = self.director.t
        for number, where in obs["grid"]:
            sprite = self.cells[number]
            name = {"up": None, "down": "wink/back_grid.png"}.get(where, "wink/empty.png")
            squeeze = 1.0
            if number in self.flips:  # a wrong name turns the card over (or away) in FLIP_S
                u = (now - self.flips[number]) / FLIP_S
                if u >= 1.0:
                    del self.flips[number]
                else:
                    squeeze = max(0.02, abs(1.0 - 2.0 * u))
                    name = None if u < 0.5 else name
            sprite.texture = wink_card(number) if name is None else texture(name)
            sprite.width, sprite.height = cw * squeeze, ch
        follow = (
            1.0
            if snap or self.app.settings.reduced_motion
            else min(1.0, 0.25 * self.app.settings.animation_speed)
        )
        for seat, pawn in enumerate(self.pawns):
            number = obs["pawns"][seat]
            pawn.visible = number is not None
            if number is None:
                continue
            cell = self.cells[number]
            pawn.width = pawn.height = cw * 0.42
            tx = cell.center_x + (seat % 2 - 0.5) * cw * 0.3
            ty = cell.center_y - ch * 0.18
            pawn.center_x += (tx - pawn.center_x) * follow  # pawns slide to their cards
            pawn.center_y += (ty - pawn.center_y) * follow
        for seat, text in enumerate(self.seat_texts):
            info = obs["seats"][seat]
            marker = "▶ " if seat == obs["current"] and not obs["over"] else ""
            text.text = self.t(
                "wink.seat_line",
                marker=marker,
                name=obs["names"][seat],
                score=info["score"],
                hand=info["hand"],
                accuse=info["accuse_left"],
            )
        self.turn_text.text = self.turn_line(obs)

    def turn_line(self, obs: dict) -> str:
        if obs["over"]:
            return self.t("wink.game_over")
        name = obs["names"][obs["current"]]
        if obs["current"] == self.viewer:
            return self.t("wink.your_turn_name" if obs["step"] == "name" else "wink.your_turn_call")
        return self.t("wink.turn_of", name=name)

    def gaze_point(self, seat: int, target: int) -> tuple[float, float] | None:
        if target == GRID:
            return self.cells[self.state.grid_layout[14]].center_x, self.cells[
                self.state.grid_layout[14]
            ].center_y
        if target == HAND:
            x, y, _ = self.face_spot(seat)
            return x, y - 1000
        x, y, _ = self.face_spot(target)
        return x, y

    def draw_table(self) -> None:
        self.clear(color=theme.FELT)
        self.grid_sprites.draw(pixelated=False)
        self.pawn_sprites.draw()
        t = self.director.t
        for seat, face in enumerate(self.faces):
            pose = self.director.social.pose(seat, t)
            if self.app.settings.reduced_motion:  # no idle sway; gaze, blinks and winks still show
                pose = replace(pose, head_dx=0.0, head_dy=0.0)
            mouth = "smile" if self.director.social.winking(seat) else "neutral"
            face.update(pose, self.gaze_point(seat, pose.gaze), mouth)
        self.face_sprites.draw(pixelated=False)
        self.seat_marks.draw(pixelated=False)
        if self.pointed is not None:
            x, y, size = self.face_spot(self.pointed)
            arcade.draw_rect_outline(arcade.LBWH(x - size / 2, y - size / 2, size, size), theme.HIGHLIGHT, 2)
        for text in self.seat_texts:
            text.draw()
        self.turn_text.draw()
        self.message.draw()
        self.log_text.draw()
        self.flights.update(t)
        self.flights.draw()
        self.banner.draw(t, fade=not self.app.settings.reduced_motion)
        self.drawn += ["grid", "pawns", "faces", "seats"]

    def on_draw(self) -> None:
        self.drawn = []
        super().on_draw()

    def hand_area(self) -> tuple[float, float, float, float]:
        w, h = self.window.width, self.window.height
        return w * 0.02, h * 0.01, w * 0.58, h * 0.19

    def draw_private(self, seat: int) -> None:
        obs = self.state.observation(seat)
        hand = obs["hand"] + obs["dead"]
        if hand != self.hand_numbers:
            self.hand_numbers = hand
            self.hand_sprites.clear()
            for number in hand:
                self.hand_sprites.append(arcade.Sprite(wink_card(number)))
        left, bottom, width, height = self.hand_area()
        ch = height * 0.92
        cw = ch * CARD_RATIO
        step = min(cw * 1.05, width / max(1, len(self.hand_sprites)))
        for i, sprite in enumerate(self.hand_sprites):
            sprite.width, sprite.height = cw, ch
            sprite.center_x = left + cw / 2 + i * step
            sprite.center_y = bottom + height / 2
            sprite.alpha = 110 if self.hand_numbers[i] in obs["dead"] else 255
        self.hand_sprites.draw(pixelated=False)
        if seat == self.state.current and obs["step"] == "call" and not obs["over"]:
            callable_ = set(obs["callable"])
            for number, cell in self.cells.items():  # private hint: cards you may not call, greyed
                if number in self.state.up and number not in callable_:
                    arcade.draw_rect_filled(
                        arcade.LBWH(cell.left, cell.bottom, cell.width, cell.height), (0, 0, 0, 120)
                    )
        self.drawn.append("hand")

    # ------------------------------------------------------------ input
    def face_at(self, x: float, y: float) -> int | None:
        for seat in range(self.state.n):
            fx, fy, size = self.face_spot(seat)
            if abs(x - fx) <= size / 2 and abs(y - fy) <= size / 2:
                return seat
        return None

    def card_at(self, x: float, y: float) -> int | None:
        for number, cell in self.cells.items():
            if cell.left <= x <= cell.right and cell.bottom <= y <= cell.top:
                return number
        return None

    def point(self, seat: int | None) -> None:
        self.pointed = seat
        if self.viewer is not None:
            target = seat if seat is not None and seat != self.viewer else GRID
            self.director.human_look(self.viewer, target)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.point(self.face_at(x, y))

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        seat, number = self.face_at(x, y), self.card_at(x, y)
        if seat is not None:
            self.click_face(seat)
        elif number is not None:
            self.act(lambda me: Call(me, number))

    def click_face(self, seat: int) -> None:
        me = self.viewer
        if me is None:
            return
        if self.accusing is not None:
            self.accusing = None
        if self.state.current == me and self.state.step.name == "NAME":
            self.act(lambda me: Name(me, seat))
        else:
            self.start_accusation(seat)

    def act(self, make: Any) -> None:
        """Carry out the viewer's action, or say in one line why the rules refuse it."""
        me = self.viewer
        if me is None or self.paused:
            return
        try:
            events = self.director.human_act(make(me))
        except IllegalAction as exc:
            self.say(exc.reason)
            self.app.play("wrong")
            return
        self.say("")
        self.show_events(events)
        self.refresh()

    def say(self, text: str) -> None:
        self.message.text = text

    def start_accusation(self, seat: int) -> None:
        me = self.viewer
        if me is None:
            return
        if seat == me:
            self.say(self.t("wink.accuse_self"))
            return
        numbers = self.accusable(seat)
        if not numbers:
            self.say(self.t("wink.accuse_nothing"))
            return
        self.accusing = seat
        options = "  ".join(f"[{i + 1}] {n}" for i, n in enumerate(numbers))
        self.say(self.t("wink.accuse_prompt", name=self.state.names[seat], options=options))

    def accusable(self, seat: int) -> list[int]:
        me = self.viewer
        pawns = self.state.observation(None)["pawns"]
        return sorted(
            n for s, n in enumerate(pawns) if n is not None and s not in (me, seat) and n in self.state.up
        )

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        keys = self.app.settings.key_bindings
        name = key_name(symbol, modifiers)
        if self.accusing is not None:
            if symbol == arcade.key.ESCAPE:
                self.accusing = None
                self.say("")
                return True
            numbers = self.accusable(self.accusing)
            if arcade.key.KEY_1 <= symbol <= arcade.key.KEY_9 and symbol - arcade.key.KEY_1 < len(numbers):
                target, number = self.accusing, numbers[symbol - arcade.key.KEY_1]
                self.accusing = None
                self.act(lambda me: Accuse(me, target, number))
            return True
        if name == keys.get("wink"):
            self.wink()
        elif name == keys.get("accuse") and self.pointed is not None:
            self.start_accusation(self.pointed)
        elif name == keys.get("pass_naming"):
            self.act(lambda me: Pass(me))
        elif name == keys.get("next_seat"):
            self.point(((self.pointed if self.pointed is not None else -1) + 1) % self.state.n)
        elif name == keys.get("prev_seat"):
            self.point(((self.pointed if self.pointed is not None else 0) - 1) % self.state.n)
        elif name == keys.get("show_rules"):
            self.open_rules()
        elif name == keys.get("peek_hand") and self.couch:
            humans = self.setup.humans()
            nxt = (
                humans[(humans.index(self.viewer) + 1) % len(humans)] if self.viewer in humans else humans[0]
            )
            self.hand_over(nxt)
        elif symbol in (arcade.key.LEFT, arcade.key.RIGHT, arcade.key.UP, arcade.key.DOWN):
            step = {arcade.key.LEFT: -1, arcade.key.RIGHT: 1, arcade.key.UP: -6, arcade.key.DOWN: 6}[symbol]
            self.cursor = (self.cursor + step) % 36
            number = self.state.grid_layout[self.cursor]
            self.say(self.t("wink.cursor", number=number))
        elif symbol in (arcade.key.ENTER, arcade.key.RETURN):
            if self.state.step.name == "NAME" and self.pointed is not None:
                self.click_face(self.pointed)
            else:
                number = self.state.grid_layout[self.cursor]
                self.act(lambda me: Call(me, number))
        else:
            return super().on_key_press(symbol, modifiers)
        return True

    def wink(self) -> None:
        me, target = self.viewer, self.pointed
        if me is None or target is None or target == me:
            self.say(self.t("wink.wink_point"))
            return
        if not self.director.human_wink(me, target):
            self.say(self.t("wink.wink_refused", name=self.state.names[target]))
            return
        self.say("")


def pawn_sprite(seat: int, colourblind_safe: bool) -> str:
    """A seat's pawn: its own colour and mark, from the colour-blind-safe set when asked."""
    return f"wink/pawn_{'cb_' if colourblind_safe else ''}{seat}.png"
