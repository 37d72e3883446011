"""The WinkyBilly pictures: a swap with the saloon that makes four of a kind, and a team's signal
between partners while an opponent looks away (the social layer's own gesture, animated)."""

from __future__ import annotations

import arcade

from ....rules.winkybilly.cards import COPIES, TYPES, is_set, type_index
from ....social.pose import Idle, pose_at
from ....social.signals import make_signal
from ....store.levels import load_personalities
from ... import theme
from ...rules_pictures.picture import Picture
from .saloon import CARD_RATIO, card_texture
from .teams import team_mark


def cards(*kinds: str) -> list[int]:
    """A card of each named type, distinct copies of a type where it repeats."""
    seen: dict[str, int] = {}
    out = []
    for kind in kinds:
        out.append(type_index(kind) * COPIES + seen.get(kind, 0))
        seen[kind] = seen.get(kind, 0) + 1
    return out


SALOON = cards("outlaw", "cowboy", "gambler", "sheriff")
HAND = cards("sheriff", "sheriff", "sheriff", "bandit")
TAKEN = GIVEN = 3  # the saloon's sheriff for the hand's bandit, one above the other


def after_swap() -> list[int]:
    hand = list(HAND)
    hand[GIVEN] = SALOON[TAKEN]
    return hand


class SetPicture(Picture):
    """The saloon over your hand, the swap between them, and the hand after it: four of a kind."""

    def build(self) -> None:
        f = self.frame
        after = after_swap()
        assert is_set(after) and not is_set(HAND), "the example must make a set with its swap"
        kind = TYPES[after[0] // COPIES]
        self.words = {"kind": self.t(f"winkybilly.card.{kind.replace(' ', '_')}")}
        pad, title = self.px(12), self.px(26)
        card_w = min((f.width - 4 * pad) / 10.6, (f.room - 2 * title - 3 * pad) / 2 / 1.08 * CARD_RATIO)
        card_h = card_w / CARD_RATIO
        step = card_w * 1.12
        self.height = h = 2 * (title + card_h) + 3 * pad
        self.felt(f.left, self.bottom, f.width, h)
        left = f.left + pad * 2 + card_w / 2
        rows = (f.top - pad - title - card_h / 2, self.bottom + pad + card_h / 2)
        words = (self.t("rules_picture.saloon"), self.t("rules_picture.your_hand"))
        for y, row, said in zip(rows, (SALOON, HAND), words, strict=True):
            self.label(
                said, left - card_w / 2, y + card_h / 2 + self.px(4), 13, anchor_x="left", anchor_y="bottom"
            )
            for i, card in enumerate(row):
                self.sprite(card_texture(card), left + i * step, y, card_w, card_h)
        x_taken, x_given = left + TAKEN * step, left + GIVEN * step
        self.ring(x_taken, rows[0], card_w, card_h)
        self.ring(x_given, rows[1], card_w, card_h)
        x = x_given + card_w / 2 + self.px(18)
        self.arrow(x, rows[0] - card_h * 0.1, x, rows[1] + card_h * 0.1, both=True)
        self.label(
            self.t("rules_picture.swap"),
            x + self.px(8),
            (rows[0] + rows[1]) / 2,
            13,
            theme.HIGHLIGHT,
            bold=True,
            anchor_x="left",
        )
        # after the swap: the set, ringed
        start = left + 5.4 * step
        self.arrow(start - step * 0.9, rows[1], start - step * 0.6, rows[1])
        self.label(
            self.t("rules_picture.set"),
            start + 1.5 * step,
            rows[0] - card_h / 2 + self.px(8),
            15,
            theme.HIGHLIGHT,
            bold=True,
            anchor_y="bottom",
            width=4 * step,
        )
        for i, card in enumerate(after):
            self.sprite(card_texture(card), start + i * step, rows[1], card_w, card_h)
        self.ring(start + 1.5 * step, rows[1], 3 * step + card_w, card_h)


PERIOD = 3.6  # seconds of the signal picture's loop
GESTURE, GESTURE_AT, GESTURE_S = "tilt", 0.2, 1.1  # a head tilt reads in a still picture too
STILL = Idle(0.0, 0.0)


class SignalPicture(Picture):
    """Two partners of one team, an opponent between them looking elsewhere: the partner holding
    four of a kind makes the team's signal at the other, who calls WINKY!"""

    def build(self) -> None:
        f = self.frame
        people = load_personalities()
        holder, partner, opponent = people[1], people[0], people[2]
        self.words = {
            "name": holder.name,
            "partner": partner.name,
            "gesture": self.t(f"gesture.{GESTURE}").lower(),
        }
        pad = self.px(12)
        size = min(f.width * 0.15, f.room * 0.42)
        band = f.scale.font(18) * 1.9  # above the faces: what is said and done
        cy = f.top - band - size / 2
        xs = (f.left + f.width * 0.2, f.left + f.width * 0.5, f.left + f.width * 0.8)
        self.at = [(x, cy) for x in xs]
        self.people = (holder, opponent, partner)
        self.looks = ((xs[2], cy), (xs[1] + size, cy + size * 3), (xs[0], cy))  # the opponent looks away
        about = (self.t("rules_picture.holds_set"), self.t("rules_picture.opponent"), "")
        lowest = cy
        for (x, y), person, team, said in zip(self.at, self.people, (0, 1, 0), about, strict=True):
            self.face(person.face, x, y, size)
            mark = size * 0.32
            self.sprite(team_mark(team, f.colourblind), x - size * 0.55, y + size * 0.32, mark, mark)
            name = self.label(person.name, x, y - size / 2 - self.px(6), 15, bold=True, anchor_y="top")
            lowest = min(lowest, name.bottom)
            if said:
                more = self.label(
                    said, x, name.bottom - self.px(2), 12, theme.SIGHT, anchor_y="top", width=f.width * 0.28
                )
                lowest = min(lowest, more.bottom)
        self.height = h = f.top - lowest + pad
        self.felt(f.left, self.bottom, f.width, h)
        self.signal = make_signal(GESTURE, 0, GESTURE_AT, GESTURE_S, target=2)
        top = f.top - self.px(10)
        self.says = (
            self.label(
                self.t("rules_picture.signal_now", gesture=self.words["gesture"]),
                f.left + pad,
                top,
                14,
                theme.HIGHLIGHT,
                bold=True,
                anchor_x="left",
                anchor_y="top",
                kept=False,
            ),
            self.label(
                self.t("rules_picture.winky"),
                xs[2],
                top,
                18,
                theme.HIGHLIGHT,
                bold=True,
                anchor_y="top",
                kept=False,
            ),
        )
        self.saying: list[arcade.Text] = []
        self.animated = True
        self.tick(GESTURE_AT + GESTURE_S / 2)  # built at the gesture's height, WINKY said

    def tick(self, now: float) -> None:
        t = now % PERIOD
        for i, face in enumerate(self.faces):
            signals = (self.signal,) if i == 0 else ()
            face.update(pose_at(t, 0, signals, None, STILL), self.looks[i])
        self.saying = []
        if GESTURE_AT <= t < GESTURE_AT + GESTURE_S:
            self.saying.append(self.says[0])
        if t >= GESTURE_AT + GESTURE_S / 2:
            self.saying.append(self.says[1])

    def shown_texts(self) -> list[arcade.Text]:
        return [*self.texts, *self.saying]


PICTURES: dict[str, type[Picture]] = {"winkybilly-set": SetPicture, "winkybilly-signal": SignalPicture}
