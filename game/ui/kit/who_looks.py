"""Who may see what at a table, alone or on a couch.

The table draws public things for everyone, and private things (`draw_private`) only for the
confirmed viewer. Alone against bots the one human is always the viewer. On a couch (two or more
humans) the screen is public by default; a human sees their own cards only after the privacy
screen named them and they confirmed, and that private view ends as soon as their action is done
(their turn passed) or they hide it (the peek key, or the "Hide my cards" button). At the start,
each human takes a first look at their cards, one after the other.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...i18n import key_label
from .prompt import Choice


class WhoLooks:
    """The part of a TableView that decides who may look; it expects the view's `humans`,
    `viewer`, `dealing`, `setup`, `privacy`, `overlays`, `prompt`, `app`, `t` and `layout`."""

    humans: list[int]
    viewer: int | None
    dealing: list[int]
    setup: Any
    privacy: Any
    overlays: Any
    prompt: Any
    app: Any

    if TYPE_CHECKING:  # given by the view (BaseView)

        def t(self, key: str, /, **kwargs: object) -> str: ...

        def layout(self) -> None: ...

    # ------------------------------------------------------------ who may look
    @property
    def couch(self) -> bool:
        return len(self.humans) >= 2

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
        """A couch player's private view just ended (they acted, or hid it): during the first
        looks, the next human's turn to look."""
        if self.dealing:
            self.dealing.pop(0)
            if self.dealing:
                self.hand_over(self.dealing[0])

    def first_looks(self) -> None:
        """On a couch every human looks at their cards once before play, one after the other."""
        self.dealing = list(self.humans) if self.couch else []
        if self.dealing:
            self.hand_over(self.dealing[0])

    def first_look_line(self) -> str:
        """What the turn line says during the first looks (empty once play has begun)."""
        if not self.dealing:
            return ""
        key = key_label(self.app.settings.key_bindings["peek_hand"])
        return self.t("table.first_look", name=self.setup.seats[self.dealing[0]].name, key=key)

    def turn_seat(self) -> int | None:
        """Whose turn it is (None in a game without turns, or once it is over)."""
        return None

    def follow_turn(self) -> None:
        """On a couch, the human whose turn it is gets the screen (behind the privacy screen)."""
        seat = self.turn_seat()
        human_turn = self.couch and seat is not None and seat in self.humans
        if human_turn and self.viewer != seat and not self.privacy_up():
            self.hand_over(seat, "privacy.your_turn")

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
        elif len(self.humans) == 1:
            then(self.humans[0])
        else:
            self.prompt.ask(
                question, [Choice(self.setup.seats[h].name, lambda h=h: then(h)) for h in self.humans]
            )

    def peek(self) -> None:
        """The peek key: hide the private view, or (on a public couch screen) ask who looks."""
        if not self.couch:
            return
        if self.viewer is not None:
            self.end_private()
        else:
            self.choose_human(self.t("table.who_looks"), self.hand_over)
