"""Who may see what at a table, alone or on a couch: a part every table composes.

The table draws public things for everyone, and private things only for the confirmed viewer.
Alone against bots the one human is always the viewer. On a couch (two or more humans) the
screen is public by default; a human sees their own cards only after the privacy screen named
them and they confirmed, and that private view ends as soon as their action is done (their turn
passed) or they hide it (the peek key, or the "Hide my cards" button). At the start, each human
takes a first look at their cards, one after the other.

The pause seals a couch's private view (`seal`): its human's view goes behind the privacy screen,
waiting under the pause menu, so that the table under the menu shows its public layer only; on
resume the privacy screen asks for that same human again before their cards show. Alone against
bots nothing is sealed: the one human's cards are nobody else's secret (DESIGN.md: the privacy
screen is for hot-seat play), so they may stay under the pause menu.

A question on screen (who accuses? which number? whom?) is never dropped by a hand-over: the
turn's hand-over waits until it is answered or cancelled (`follow_turn`); a question asked while
a private view ends stays on the shared screen (what it asks is public); any other hand-over that
must close it says so in a line on the table (`hand_over`).

Humans whose hand is on their phone (kit/phones.py) are no viewer of the shared screen: it never
shows their private view and never hands itself over to them; they count for the couch, though
(another human on the couch still looks behind the privacy screen). A phone seat given over to the
privacy screen (`to_screen`) is one of the screen's humans from then on.

A table drawn from a recording has a fixed viewer instead (`FixedViewer`): one seat's eyes, or
nobody's, all along; nothing is handed over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Protocol

from ...rules.core import Event
from ..modal import Overlays
from .privacy import PrivacySection
from .prompt import Choice, Prompt


class Seating(Protocol):
    """What the part asks of its table: whose turn it is to hold the screen, whether a seat has
    more to do now, what the game does when a private view begins or ends, and a new layout."""

    def turn_seat(self) -> int | None: ...

    def still_acting(self, seat: int) -> bool: ...

    def viewer_confirmed(self, seat: int) -> None: ...

    def private_ended(self, seat: int) -> None: ...

    def screen_changed(self) -> None: ...

    def layout(self) -> None: ...

    def say(self, key: str, /, owner: int | None = None, **params: object) -> None: ...


class WhoLooks:
    def __init__(
        self,
        table: Seating,
        humans: Sequence[int],
        names: Sequence[str],
        privacy: PrivacySection,
        overlays: Overlays,
        prompt: Prompt,
        phones: Sequence[int] = (),
    ) -> None:
        """`humans`: those who look at the shared screen; `phones`: those with their hand on a phone."""
        self.table = table
        self.humans = list(humans)
        self.phones = list(phones)
        self.names = names
        self.privacy, self.overlays, self.prompt = privacy, overlays, prompt
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 and not self.couch else None
        self.dealing: list[int] = []  # couch humans still to take their first look at their cards

    @property
    def couch(self) -> bool:
        """Several people at the table: the screen is public unless one of them is named."""
        return len(self.humans) + len(self.phones) >= 2

    def to_screen(self, seat: int) -> None:
        """Phone seat `seat` plays on the shared screen instead (behind the privacy screen)."""
        if seat in self.phones:
            self.phones.remove(seat)
            self.humans = sorted([*self.humans, seat])

    def privacy_up(self) -> bool:
        """The privacy screen is on the table (shown, or waiting under the pause menu)."""
        return self.overlays.holds(self.privacy)

    def private_visible(self) -> bool:
        return self.viewer is not None and not self.privacy_up()

    def shown_viewer(self) -> int | None:
        """Whose private things may be drawn now: the confirmed viewer, or None (public only)."""
        return self.viewer if self.private_visible() else None

    def sealed(self) -> bool:
        """A private view waits behind the privacy screen for its own human (see `seal`): `viewer`
        is still theirs (what they picked or laid out is kept), but nothing of it may be drawn."""
        return self.viewer is not None and self.privacy_up()

    def viewer_of(self, event: Event) -> int | None:
        """Whose private moments `event` plays (its captions, sounds, notices): the viewer's now."""
        return self.shown_viewer()

    # ------------------------------------------------------------ hand-overs
    def hand_over(self, seat: int, why: str = "privacy.your_cards") -> None:
        """Let `seat` see its private view: at once when alone, behind the privacy screen on a couch.
        `why` (a catalogue key) tells the player why the screen is theirs now."""
        if not self.couch:
            self.viewer = seat
            return
        self.viewer = None
        if self.prompt.open:  # never silently: the table says why the question went
            self.prompt.close()
            self.table.say("couch.question_closed", name=self.names[seat])
        self.privacy.ask(self.names[seat], lambda: self.confirm_viewer(seat), why)
        self.overlays.push(self.privacy)
        self.table.screen_changed()

    def confirm_viewer(self, seat: int) -> None:
        """The named player confirmed they alone look: their private view begins."""
        self.overlays.pop(self.privacy)
        self.viewer = seat
        self.table.screen_changed()
        self.table.layout()
        self.table.viewer_confirmed(seat)

    def end_private(self) -> None:
        """On a couch, the private view ends: the screen is public again; during the first looks,
        the next human's turn to look."""
        seat = self.viewer
        if not self.couch or seat is None:
            return
        self.viewer = None  # (a question open stays: who acts, which number, whom are public)
        self.table.screen_changed()
        self.table.private_ended(seat)
        if self.dealing:
            self.dealing.pop(0)
            if self.dealing:
                self.hand_over(self.dealing[0])

    def first_looks(self) -> None:
        """On a couch every human looks at their cards once before play, one after the other."""
        self.dealing = list(self.humans) if self.couch else []
        if self.dealing:
            self.hand_over(self.dealing[0])

    def seal(self) -> bool:
        """On a couch, the private view on screen goes behind the privacy screen, named for its
        own human (the pause menu comes over it): True if there was one. Resuming asks for that
        human again; their view then goes on as it was (`unseal`)."""
        seat = self.shown_viewer()
        if not self.couch or seat is None:
            return False
        self.privacy.ask(self.names[seat], lambda: self.unseal(seat), "couch.resume_why")
        self.overlays.push(self.privacy)
        self.table.screen_changed()
        return True

    def unseal(self, seat: int) -> None:
        """The human whose view was sealed confirmed they alone look again: it goes on."""
        self.overlays.pop(self.privacy)
        self.viewer = seat
        self.table.screen_changed()
        self.table.layout()

    def follow_turn(self) -> None:
        """On a couch, the human whose turn it is gets the screen (behind the privacy screen),
        once the question on screen, if any, is answered or cancelled."""
        seat = self.table.turn_seat()
        human_turn = self.couch and seat is not None and seat in self.humans
        if human_turn and self.viewer != seat and not self.privacy_up() and not self.prompt.open:
            assert seat is not None
            self.hand_over(seat, "privacy.your_turn")

    def after_action(self, seat: int) -> None:
        """A human's action is done: on a couch, their private view ends unless it is still their go."""
        if self.couch and self.viewer == seat and not self.table.still_acting(seat):
            self.end_private()

    def choose_human(self, question: str, then: Callable[[int], object]) -> None:
        """The human who acts: the viewer, or alone the one human; on a public couch screen, ask."""
        if self.viewer is not None:
            then(self.viewer)
        elif len(self.humans) == 1:
            then(self.humans[0])
        elif self.humans:
            self.prompt.ask(question, [Choice(self.names[h], partial(then, h)) for h in self.humans])
        else:  # every human acts from their phone
            self.table.say("phones_table.act_on_phones")

    def peek(self, question: str) -> None:
        """The peek key: hide the private view, or (on a public couch screen) ask who looks."""
        if not self.couch or not self.humans:
            return
        if self.viewer is not None:
            self.end_private()
        else:
            self.choose_human(question, self.hand_over)


class FixedViewer(WhoLooks):
    """One seat's eyes (or nobody's: `seat` None) all along, as a recording is watched: the
    screen is never handed over and nobody acts. `saw(event, seat)`: whether the live screen
    showed `seat`'s private view when `event` happened (its private moments play only then)."""

    def __init__(
        self,
        table: Seating,
        humans: Sequence[int],
        names: Sequence[str],
        privacy: PrivacySection,
        overlays: Overlays,
        prompt: Prompt,
        seat: int | None,
        saw: Callable[[Event, int | None], bool],
    ) -> None:
        super().__init__(table, humans, names, privacy, overlays, prompt)
        self.viewer = seat
        self.saw = saw

    def viewer_of(self, event: Event) -> int | None:
        seat = self.viewer
        return seat if seat is not None and self.saw(event, seat) else None

    def hand_over(self, seat: int, why: str = "privacy.your_cards") -> None:
        pass

    def end_private(self) -> None:
        pass

    def first_looks(self) -> None:
        pass

    def follow_turn(self) -> None:
        pass

    def seal(self) -> bool:
        return False

    def peek(self, question: str) -> None:
        pass
