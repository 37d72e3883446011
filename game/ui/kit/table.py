"""The table of any game, played by the kit: the game hands it a board, its words and its effects.

`TableView` owns what every table does: its source (the live director, built from the game's
spec, or a recording), the clock (fixed updates, stopped by pause and by the privacy screen), one
observation per seat made only after events (`seen`), events shown (log, effects, the board's
notes) and the viewer's own moments (their turn), couch hand-overs (who_looks.py), the human's
gaze (pointer.py), the drawing order, pause, the full history (history.py: its key and the
button by the log), and the end. A game's table subclass gives its board and parts, and fills in
the hooks: `refresh`, `draw_private`, `on_event`, `explain`, `on_click`, `on_action`,
`on_other_key`, `turn_seat`, `still_acting`, `highlighted_seat`, `public_hint`.

Every live table records itself in memory (store/recordings.py): when its game ends, the
recording is written compressed to recordings/ in the data folder and the game added to the
history in a background thread (store/keep.py), and the results screen is handed that keeping
(`recording=`); a table left unfinished leaves nothing. The "Record table traces" setting still
writes a plain trace to traces/ as well (kept whether the game finished or not), as before.

A table whose setup has hands on phones opens its phones' server with itself (phones.py), shows
each phone seat's join code before the deal is seen (phone_join.py), hears its phones each fixed
update and stops the server whenever it goes (results, menu, the window closed): its phone seats
never get the privacy screen and their hands are never drawn here.

A table opened from setup or resumed keeps itself (`keep`, keeping.py): its save is written after
every action, in a background thread, and goes when the game ends. A resumed game (its state has
a history) skips the couch's first looks: the couch's next human gets the screen, as in play.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

import arcade

from ...bots.director import TableArgs, TableDirector
from ...bots.pace import PACES
from ...bots.source import TableSource
from ...i18n import current_language, key_label
from ...rules.core import Event, GameState, IllegalAction, Observation
from ...setup import TableSetup
from ...social.gaze import GRID
from ...store.keep import keep_in_background
from ...store.recordings import MemoryTrace
from ...store.saves import Shelf
from ...store.traces import TraceFile
from ..base import BaseView
from ..input import bound
from ..modal import Overlays
from ..screens.pause import PauseSection
from .board import Board
from .bot_seats import bot_profiles, face_of, seat_faces
from .couch_bar import CouchBar
from .effects import Effects
from .hand import CARD_RATIO, Card
from .history import HistorySection
from .keeping import Keeping, past_events
from .phone_join import PhoneJoinSection
from .phone_notices import MOVED, PhoneNotices, phone_line
from .phones import PhoneSeats
from .pointer import Pointer
from .privacy import PrivacySection
from .prompt import Prompt
from .stage import TableStage
from .table_terms import TableTerm, TableTerms
from .tabletop import FLOOR
from .who_looks import FixedViewer, WhoLooks
from .words import refusal

END_PAUSE_S = 2.5  # the last move stays on screen this long before the results
Obs = TypeVar("Obs", bound=Observation)  # what the game's `observation(seat)` gives


class Move(Protocol):
    """A player's action, as the table hands it to its source: every one names its seat."""

    @property
    def seat(self) -> int: ...


@dataclass(frozen=True)
class Watch:
    """How a table drawn from a recording is watched: through `seat`'s eyes (None: the public
    view). `facts`: what the table was dealt besides the engine's state (the recording's header)."""

    source: TableSource
    seat: int | None
    facts: Mapping[str, Any] = field(default_factory=dict)
    saw: Callable[[Event, int | None], bool] = lambda _event, _seat: True  # see FixedViewer


class TableView(BaseView, Generic[Obs, Card]):
    """A game's table: its observations are `Obs`, the cards of its hand strip `Card`s."""

    your_turn_key = ""  # the caption of the viewer's turn ("" in a game without turns)
    board_names: tuple[str, ...] = ()  # what the board draws, by name (`drawn`: tests read it)
    dealt_hands = True  # each player holds cards from the deal on: a couch looks at them first
    guided = False  # a guided game (ui/guide/): the guide says each thing when it is needed

    def __init__(
        self,
        setup: TableSetup,
        state: GameState[Obs],
        board: Board,
        describe: Callable[[Event, int | None], str | None],
        effects: Effects,
        marks: Sequence[arcade.Texture],
        watch: Watch | None = None,
        worker: bool = True,
        hand_ratio: float = CARD_RATIO,
    ) -> None:
        """`watch`: drawn from a recording (its source, whose eyes); else the live table, its bots
        thinking in a worker process (`worker`) or inline (tests, scenes)."""
        super().__init__()
        self.setup = setup
        self.state = state
        self.board = board
        seat_names = [s.name for s in setup.seats]

        def told(event: Event, viewer: int | None) -> str | None:  # the game's lines, and the phones'
            return phone_line(event, seat_names) if event.kind == MOVED else describe(event, viewer)

        self.stage: TableStage[Card] = TableStage(
            [face_of(setup, s) for s in range(setup.players)],
            list(marks),
            board,
            told,
            effects,
            clock=lambda: self.now,
            sounds=self.play_sound,
            hand_ratio=hand_ratio,
        )
        self.context = setup.spec.context  # whose key bindings the table obeys (store/keys.py CONTEXTS)
        self.clock = 0.0  # seconds of play, advanced only by fixed updates while not paused
        self.section_manager = arcade.SectionManager(self)
        self.phones: PhoneSeats | None = None  # the phones' server and bridge (a live table's, if any)
        if watch is None and setup.phone_seats():
            self.phones = self.open_phones()
        self.pause = PauseSection(
            self.resume,
            self.open_rules,
            self.open_settings,
            self.quit_to_menu,
            context=self.context,
            kept=lambda: self.keeping is not None,
        )
        self.privacy = PrivacySection(on_pause=self.open_pause, context=self.context)
        self.history = HistorySection(self.stage.log, self.shown_viewer, self.close_history, self.context)
        self.joining = PhoneJoinSection(self.open_pause, self.phone_to_screen, self.joins_done, self.context)
        self.overlays = Overlays(self.section_manager)
        self.overlays.add(self.pause, self.privacy, self.history, self.joining)
        self.couch_bar = CouchBar()
        self.terms = TableTerms()  # plain words for the table's jargon, on hover or the terms key
        names = [s.name for s in setup.seats]
        phone_seats = self.phones.seats if self.phones is not None else []
        on_screen = [h for h in setup.humans() if h not in phone_seats]
        parts = (self, on_screen, names, self.privacy, self.overlays, self.stage.prompt)
        if watch is None:
            self.looks = WhoLooks(*parts, phones=phone_seats)
        else:
            self.looks = FixedViewer(*parts, seat=watch.seat, saw=watch.saw)
        # the seat at the bottom of the table: the first human on the screen, as on the live
        # screen, else the first on a phone (a bot watched in a recording sits there itself)
        humans, watched = self.looks.humans, watch.seat if watch is not None else None
        seated = humans or setup.humans() or [0]
        self.home = watched if watched is not None and watched not in humans else seated[0]
        self.holder = self.home  # whose cards the hand strip holds (see hand_holder)
        self.pointer = Pointer(lambda: self.window, self.look_at)
        self.trace: TraceFile | None = None  # the "Record table traces" setting's file
        self.recorder: MemoryTrace | None = None  # the recording kept with the history
        self.keeping: Keeping | None = None  # see `keep`: only a real table saves itself
        self._seen: dict[tuple[int, int, int | None], Obs] = {}  # see `seen`
        self.over_since: float | None = None
        self.drawn: list[str] = []  # what the last frame drew, by name (tests read it)
        self.quiet = False  # no sound plays (a replay seeking: its moments pass at once)
        self.covered = False  # a panel is over the whole table (a replay's reveal): no words, no board
        self.source: TableSource = watch.source if watch is not None else self.new_director(worker)
        self.screen: int | None = None  # whose private view the trace last said the screen shows
        self.geometry: tuple[float, ...] = ()  # the window's, at the last layout
        self.screen_changed(force=True)
        self.phone_notices = PhoneNotices(names)
        if self.phones is not None:
            self.phones.connect(self.source, names, current_language(), self.phone_facts(phone_seats))
            self.joining.begin(self.phones, names, seat_faces(setup), phone_seats)  # first, each phone joins
            self.overlays.push(self.joining)
        elif self.dealt_hands and not state.history:  # (a resumed game is past its first looks)
            self.looks.first_looks()

    # ------------------------------------------------------------ phones (phones.py)
    def open_phones(self) -> PhoneSeats | None:
        """The phones' server of this table, listening; None, with a notice, if it cannot listen
        (its phone seats then play behind the privacy screen: nothing is lost)."""
        try:
            return PhoneSeats.open(self.setup)
        except OSError as exc:
            self.app.notices.add(self.t("phones_table.no_server", reason=str(exc)))
            return None

    def phone_facts(self, seats: Sequence[int]) -> dict[int, dict[str, Any]]:
        """What each phone seat's page is told besides its observation: the game's private facts
        (`table_facts`) and the screen's palette (the colour-blind one, where the player chose it)."""
        palette = {"colourblind": True} if self.app.settings.colourblind_palette else {}
        facts = self.table_facts(seats)
        return {seat: {**facts.get(seat, {}), **palette} for seat in seats}

    def table_facts(self, seats: Sequence[int]) -> dict[int, dict[str, Any]]:
        """What each of `seats` knows besides its observation, for its phone (a team's secret
        signal): none in most games."""
        return {}

    def joins_done(self) -> None:
        """Every phone seat shown has joined (or gone to the privacy screen): the game goes on, a
        new deal with the couch's first looks."""
        self.overlays.pop(self.joining)
        if self.dealt_hands and not self.state.history and not self.looks.dealing:
            self.looks.first_looks()
        self.looks.follow_turn()
        self.layout()

    def phone_to_screen(self, seat: int) -> None:
        """A phone seat plays behind the privacy screen instead (no phone, or none that joins)."""
        if self.phones is not None:
            self.phones.release(seat)
        self.looks.to_screen(seat)
        self.refresh()

    def hear_phones(self) -> None:
        """What the phones did (their moves applied by the bridge already): joins and drops said
        in public, the events shown like any other."""
        if self.phones is None:
            return
        events: list[Event] = []
        for heard in self.phones.update(self.phones_held()):
            if isinstance(heard, Event):
                events.append(heard)
                continue
            line = self.phone_notices.hear(heard, self.key_name("phone_code"))
            self.joining.heard(heard)
            if line is not None:
                self.app.notices.add(line.text)
                if line.logged is not None:
                    self.stage.log.add([line.logged], self.now)
        if events:
            self.show_events(events)
            self.kept()
            self.refresh()

    def phones_held(self) -> bool:
        """The phones' moves wait while the table does: paused, its history open, phones joining.
        (Not behind the privacy screen: a couch's human looking there leaves the phones playing.)"""
        return self.overlays.top not in (None, self.privacy)

    def show_phone_code(self) -> None:
        """The phone code key: the join code of a phone seat that dropped, one seat at a time."""
        if self.phones is None or self.overlays.top is not None:
            return
        away = [s for s in self.phone_notices.dropped if s in self.phones.seats]
        if away:
            self.joining.begin(self.phones, self.phone_notices.names, seat_faces(self.setup), away)
            self.overlays.push(self.joining)

    def new_director(self, worker: bool) -> TableDirector:
        """The game's table on the sim clock: the bots of its spec's policy in every bot seat, the
        trace recorded if the player asked for it."""
        setup = self.setup
        if setup.spec.policy is None:
            raise ValueError(f"{setup.game} has no bots")
        policy = setup.spec.policy.load()(self.table_args(worker))
        self.recorder = MemoryTrace()
        if self.app.settings.record_traces:
            self.trace = TraceFile(setup.game)
        clock = setup.spec.engine.clock  # a resumed real-time game goes on from its own clock
        start = clock(self.state) if clock is not None else 0.0
        return TableDirector(
            self.state,
            policy,
            bot_profiles(setup),
            seed=setup.seed,
            trace=self.write_trace,
            humans_look_back=self.app.settings.bots_own_timing,
            setup=setup.to_json(),
            pace=PACES[self.app.settings.table_pace],
            start=start,
        )

    def write_trace(self, record: dict) -> None:
        """One record into the table's recording (and its trace, with the setting)."""
        for sink in (self.recorder, self.trace):
            if sink is not None:
                sink.write(record)

    def keep(self, shelf: Shelf, path: Path | None = None, played_s: float = 0.0) -> None:
        """This table keeps itself on `shelf` (in `path`: a resumed game's own file), its clock of
        play going on from `played_s`; a table drawn from a recording never does. On a couch, a
        resumed game's next human gets the screen behind the privacy screen."""
        if not self.source.live:
            return
        self.clock = played_s
        self.keeping = Keeping(shelf, self.setup, path)
        self.keeping.save(self.state, self.clock)
        if self.state.history:
            self.stage.log.add(past_events(self.setup.spec.engine, self.state), self.now)
            self.resumed()
            if not self.overlays.holds(self.joining):  # (else once its phones have joined)
                self.looks.follow_turn()

    def resumed(self) -> None:
        """A kept game's table is put back where it was: what a game's table learns only from the
        events it showed (a couch's order of turns) is set from the state now."""

    def first_time_hint(self, seen: str, words: Callable[[], tuple[str, str]], lasts: float) -> None:
        """A note shown once ever (stage.hint, `lasts` seconds), the settings flag `seen` then set.
        A guided table shows none and leaves the flag as it was: the first real game shows it."""
        settings = self.app.settings
        if self.guided or getattr(settings, seen):
            return
        self.stage.hint.show(words, self.now, lasts)
        flag: dict[str, Any] = {seen: True}
        self.app.apply_settings(replace(settings, **flag))

    def forget_save(self) -> None:
        """A finished game is not kept: its save goes (keeping.py)."""
        if self.keeping is not None:
            self.keeping.finished()

    def kept(self) -> None:
        """After a step or an action: the save follows (keeping.py), if this table keeps itself."""
        if self.keeping is not None:
            self.keeping.follow(self.state, self.clock)

    def table_args(self, worker: bool) -> TableArgs:
        """What the game's bots need of this table besides the state (a team game's signals)."""
        return TableArgs(worker=worker)

    # ------------------------------------------------------------ what the table knows
    @property
    def now(self) -> float:
        """The table's sim time (its source's clock)."""
        return self.source.t

    @property
    def prompt(self) -> Prompt:
        return self.stage.prompt

    @property
    def paused(self) -> bool:
        return self.overlays.holds(self.pause)

    @property
    def humans(self) -> list[int]:
        return self.looks.humans

    @property
    def couch(self) -> bool:
        return self.looks.couch

    @property
    def viewer(self) -> int | None:
        return self.looks.viewer

    @property
    def dealing(self) -> list[int]:
        return self.looks.dealing

    @property
    def pointed(self) -> int | None:
        return self.pointer.pointed

    def shown_viewer(self) -> int | None:
        return self.looks.shown_viewer()

    def privacy_up(self) -> bool:
        return self.looks.privacy_up()

    def seen(self, seat: int | None) -> Obs:
        """`observation(seat)`, made again only once the state has moved on (the table is refreshed
        every frame; the state changes only by an action, each kept in its history). Read only."""
        key = (id(self.state), len(self.state.history), seat)
        obs = self._seen.get(key)
        if obs is None:
            self._seen = {k: v for k, v in self._seen.items() if k[:2] == key[:2]}
            obs = self._seen[key] = self.state.observation(seat)
        return obs

    # ------------------------------------------------------------ life cycle
    def on_show_view(self) -> None:
        self.section_manager.enable()
        self.overlays.restore()
        self.layout()

    def on_hide_view(self) -> None:
        self.section_manager.disable()
        self.pointer.on_face = False
        self.sync_pointer()  # the next screen gets its pointer back

    def on_fixed_update(self, delta_time: float) -> None:
        self.hear_phones()  # (a phone is its own screen: heard under any overlay)
        if self.overlays.top is None:
            self.clock += delta_time
            self.advance(delta_time)
        if self.phones is not None:
            self.phones.publish(self.phones_held())

    def advance(self, delta_time: float) -> None:
        """Game time passes (not during the couch's first looks): the game plays, a couch's next
        human gets the screen, and a finished game shows its last move a moment, then the results."""
        if self.looks.dealing:
            return
        self.show_events(self.source.step(delta_time))
        self.kept()
        self.stage.update()
        self.tick(delta_time)
        self.looks.follow_turn()
        if self.state.is_over():
            if self.over_since is None:
                self.over_since = self.clock
            elif self.clock - self.over_since >= END_PAUSE_S and self.source.live:
                self.finish()
                return
        self.refresh()

    def act(self, action: Move, sound: str | None = None) -> bool:
        """Carry out a human's action (with `sound` when it is taken), or tell that player in one
        line why the rules refuse it."""
        try:
            events = self.source.human_act(action)
        except IllegalAction as exc:
            self.stage.notice.say(refusal(exc, self.state.names), self.now, owner=action.seat)
            self.play_sound("wrong")
            return False
        if sound:
            self.play_sound(sound)
        self.stage.notice.clear()
        self.show_events(events)
        self.kept()
        self.looks.after_action(action.seat)
        self.refresh()
        return True

    def show_events(self, events: list[Event]) -> None:
        """Show what the engine said: the log, the effects and the board's notes; when a turn
        passes, last turn's refusal goes; the viewer's turn is theirs to see; the game's own."""
        if not events:
            return
        if any(e.kind == "turn" for e in events):
            self.stage.notice.clear()  # what was refused on the last turn no longer applies
        logged = self.explain(events)
        for e, told in zip(
            events, logged, strict=True
        ):  # one after the other: the last caption is the last event's
            viewer = self.looks.viewer_of(e)
            self.stage.show([e], viewer, logged=[told])
            if e.kind == "turn" and viewer is not None and e.data["seat"] == viewer and self.your_turn_key:
                self.stage.caption(lambda _who: self.t(self.your_turn_key), good=True)
                self.stage.pulse(("seat", viewer))
                self.play_sound("call_chime")
            self.on_event(told, viewer)

    def explain(self, events: list[Event]) -> list[Event]:
        """The events as the log keeps them, one for one: a game may add to a copy of an event
        what its line needs to say why (what the batch shows, or what the table knows of its
        humans' own doings); the events themselves are not changed."""
        return events

    def tick(self, delta_time: float) -> None:
        """What moves on the sim clock besides the game (a board's camera gliding)."""

    def on_event(self, event: Event, viewer: int | None) -> None:
        """A game's own moment for an event (after its effects), for the viewer if any; the event
        as the log tells it (with what `explain` added to it)."""

    def refresh(self, snap: bool = False) -> None:
        """Bring what is drawn up to date with the state: the table, then the confirmed viewer's
        private view (with `snap`, at once: no glide). Drawing changes nothing, so that a table
        drawn from a recording at any moment shows what the live one drew then."""
        self.update_table(snap)
        seat = self.shown_viewer()
        if seat is not None:
            self.update_private(seat)

    def update_table(self, snap: bool) -> None:
        """The game's public things from the spectator observation (plates, turn line, board…)."""

    def update_private(self, seat: int) -> None:
        """`seat`'s private things from its own observation (its hand strip, hints)."""

    def layout(self) -> None:
        """Lay the table out for the window as it is: the kit's parts, then the game's
        (`place_table`); what glides on the table (pawns, the board's view) goes to its place at
        once only if the window's geometry changed, so that a hand-over moves nothing."""
        s = self.scale
        self.stage.reduced_motion = self.app.settings.reduced_motion
        holder = self.hand_holder()
        self.stage.history_button.set("history", self.t("history.button"), self.key_name("history"))
        r = self.stage.layout(self.window.width, self.window.height, self.home, s.font, holder)
        name = self.setup.seats[holder].name
        owner = self.t("couch.hand_of", name=name, seat=holder + 1) if self.couch else ""
        right = r.hand.center_x > self.window.width / 2
        self.couch_bar.layout(r.hand, self.t("privacy.done"), s.font(13), s.px(12), owner, right)
        if self.couch:  # the viewer's moment lines go above the couch's bar over the hand
            bar = self.couch_bar
            plates = self.stage.moment_plates
            plates.bottom = max(plates.bottom, bar.box.top, bar.owner_box.top)
        self.place_table()
        self.terms.set(self.table_terms())
        geometry = (self.window.width, self.window.height, s.font(100), self.home)
        self.refresh(snap=geometry != self.geometry)
        self.geometry = geometry

    def hand_holder(self) -> int:
        """Whose cards the hand strip holds, for its place and its label: the viewer's (kept once
        their view ends, so that nothing moves on the shared screen), first the home seat's."""
        viewer = self.looks.viewer
        if viewer is not None:
            self.holder = viewer
        return self.holder

    def place_table(self) -> None:
        """The game's own layout, after the kit's (its board is placed by the stage already)."""

    def table_terms(self) -> list[TableTerm]:
        """The places of the table whose words a newcomer may not know, in the order the terms key
        walks them (kit/table_terms.py): the game's own."""
        return []

    def on_update(self, delta_time: float) -> None:
        self.terms.tick(delta_time)

    def first_look_line(self) -> str:
        """What the turn line says during the first looks, to the one looking (empty once play
        has begun, and while nobody's cards show: under a couch's pause)."""
        dealing = self.looks.dealing
        if not dealing or self.shown_viewer() is None:
            return ""
        key = key_label(self.app.settings.key_bindings["peek_hand"])
        return self.t("table.first_look", name=self.setup.seats[dealing[0]].name, key=key)

    def shared_hint(self) -> str:
        """What the couch's shared screen says where the hand would be: how to look, or (every
        human's hand on a phone) that the hands are on the phones."""
        if not self.looks.humans:
            return self.t("phones_table.all_on_phones")
        return self.public_hint()

    def public_hint(self) -> str:
        """What a couch's shared screen says where the hand would be (how to look); games add how
        to act without looking."""
        return self.t("table.couch_look", peek=key_label(self.app.settings.key_bindings["peek_hand"]))

    def play_sound(self, name: str) -> None:
        if not self.quiet:
            self.app.play(name)

    def say(self, key: str, /, owner: int | None = None, **params: object) -> None:
        """A message under the turn line (for `owner`'s eyes alone, if given)."""
        self.stage.notice.say(self.t(key, **params), self.now, owner=owner)

    def hush(self) -> None:
        """The message goes (what it answered is over)."""
        self.stage.notice.clear()

    def key_name(self, action: str) -> str:
        """The key the player bound to `action`, as the screen names it."""
        return key_label(self.app.settings.key_bindings[action])

    # ------------------------------------------------------------ who holds the screen (Seating)
    def turn_seat(self) -> int | None:
        """Whose turn it is to hold the screen (None in a game without turns, or once it is over)."""
        return None

    def still_acting(self, seat: int) -> bool:
        """Whether `seat` has more to do right now (the rest of its turn)."""
        return False

    def viewer_confirmed(self, seat: int) -> None:
        """`seat`'s private view just began."""

    def private_ended(self, seat: int) -> None:
        """`seat`'s private view just ended (they acted, or hid it)."""

    def screen_changed(self, force: bool = False) -> None:
        """Whose private view the screen shows may have changed: the trace says so (a replay
        plays each seat's private moments only where the live screen showed them)."""
        seat = self.shown_viewer()
        if (self.trace is not None or self.recorder is not None) and (force or seat != self.screen):
            self.write_trace({"t": self.now, "kind": "screen", "seat": seat})
        self.screen = seat

    # ------------------------------------------------------------ drawing
    def on_draw(self) -> None:
        self.sync_pointer()  # an overlay opened over a face: the pointer shows on it
        self.drawn = []
        self.clear(color=FLOOR)
        if self.overlays.top in (self.privacy, self.joining):
            return  # the privacy and join screens are opaque: nothing under them needs drawing
        stage, seat = self.stage, self.shown_viewer()
        stage.pose_faces(self.source.social, self.now)
        watched = stage.moments.urgent_seats(seat, self.now)  # the faces the viewer's lines name
        stage.seats.light(watched, seat)  # their sight lines to the viewer glow
        if self.overlays.top is self.history or self.covered:  # under the history: without its words
            stage.draw_table(self.highlighted_seat(), None, False, words=False, board=not self.covered)
            return
        stage.draw_table(self.highlighted_seat(), self.pointed, self.looking())
        stage.ring_watched(watched)
        stage.draw_texts(seat, current_language())
        self.drawn += [*self.board_names, "faces", "seats"]
        if seat is not None:
            self.draw_private(seat)
            if self.couch:
                self.couch_bar.draw_button()
        elif self.couch and not self.prompt.open:
            self.couch_bar.draw_hint(self.shared_hint())
        self.prompt.draw()
        stage.draw_moments(seat, sealed=self.looks.sealed())
        free = self.overlays.top is None and not self.prompt.open  # (never under an overlay or a question)
        if free and self.terms.draw(self.window.width, self.window.height, self.scale.font(12)):
            self.drawn.append("term")
        self.draw_notices()
        self.draw_fade()

    def highlighted_seat(self) -> int | None:
        """The seat ringed as the one to play (None: nobody's turn)."""
        return None

    def draw_private(self, seat: int) -> None:
        """`seat`'s private cards and hints, from `seen(seat)` only."""

    # ------------------------------------------------------------ the end
    def finish(self) -> None:
        self.forget_save()
        self.close_table()
        recorder, keeping = self.recorder, None
        if recorder is not None:
            keeping = keep_in_background(recorder.text(), self.app.settings.keep_replays)
        self.app.go("results", self.setup, self.state, recording=keeping)

    def close_table(self) -> None:
        """The table ends (its results, or back to the menu): its source stops what it started (a
        worker process), its phones' server stops, and its trace file is closed."""
        if self.phones is not None:
            self.phones.close()
        self.source.close()
        if self.trace is not None:
            self.trace.close()
        if self.keeping is not None:
            self.keeping.close()

    # ------------------------------------------------------------ input
    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        actions = bound(self.window, symbol, modifiers, self.context)
        if "history" in actions:
            self.open_history()
            return True
        if self.prompt.open:
            if "pause" in actions:
                self.prompt.close()
            else:
                self.prompt.key(symbol)
            return True
        if "pause" in actions and self.terms.end():
            pass  # Esc ends the walk through the table's words first
        elif "pause" in actions:
            self.open_pause()
        elif "show_rules" in actions:
            self.open_rules()
        elif "explain_terms" in actions:
            self.terms.step()
        elif not self.source.live:
            return None  # a recording takes no moves
        elif "peek_hand" in actions:
            self.looks.peek(self.t("table.who_looks"))
        elif "phone_code" in actions and self.phones is not None:
            self.show_phone_code()
        elif "next_seat" in actions or "prev_seat" in actions:
            self.pointer.step(1 if "next_seat" in actions else -1, len(self.stage.seats))
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
        self.pointer.point(seat)

    def looking(self) -> bool:
        """Whether the bots take the pointed face for where the viewer looks (the gaze mark's
        eye): a viewer who points at another face; on a couch's shared screen, and at one's own
        face, it is focus only."""
        viewer = self.looks.viewer
        return viewer is not None and self.pointed is not None and self.pointed != viewer

    def look_at(self, seat: int | None) -> None:
        viewer = self.looks.viewer
        if viewer is not None and self.source.live:
            self.source.human_look(viewer, seat if seat is not None and seat != viewer else GRID)

    def sync_pointer(self) -> None:
        self.pointer.sync(self.overlays.top is None and self.window.current_view is self)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        self.terms.hover(x, y)
        self.pointer.moved(self.stage.seats.at(x, y))
        self.sync_pointer()
        if self.shown_viewer() is not None:
            self.stage.hand.hover(x, y)
        return True

    def on_mouse_leave(self, x: int, y: int) -> bool:
        self.terms.leave()
        self.pointer.on_face = False
        self.sync_pointer()
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        self.terms.dismiss()  # (the card takes no click: the click goes on to what is under it)
        if self.app.notices.click(x, y) or self.prompt.click(x, y) or self.stage.hint.click(x, y):
            return True
        if self.stage.on_history_button(x, y):
            self.open_history()
            return True
        if not self.source.live:
            return True
        if self.shown_viewer() is not None and self.couch and self.couch_bar.on_button(x, y):
            self.looks.end_private()
            return True
        self.on_click(x, y)
        return True  # handled here once: arcade's sections would pass it to the view again otherwise

    def on_click(self, x: float, y: float) -> None:
        """A click on the table itself (not on a prompt or button)."""

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> bool:
        if self.source.live:
            self.on_drag(x, y)
        return True

    def on_drag(self, x: float, y: float) -> None:
        """The pointer moves with a button down (a card carried, the board panned)."""

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool:
        if self.source.live:
            self.on_release(x, y)
        return True

    def on_release(self, x: float, y: float) -> None:
        """The button comes up (a card dropped, a click that was no drag)."""

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> bool:
        if self.on_scroll(x, y, scroll_y):
            return True
        box = self.stage.log.box
        if box.left <= x <= box.right and box.bottom <= y <= box.top:
            self.stage.log.scroll(int(scroll_y), self.shown_viewer())
        return True

    def on_scroll(self, x: float, y: float, scroll_y: float) -> bool:
        """The wheel over the board; True if the game used it (the log scrolls otherwise)."""
        return False

    # ------------------------------------------------------------ pause and other screens
    def open_pause(self) -> None:
        """The pause menu over the table. On a couch, a private view on screen is sealed first
        (who_looks.py): under the menu the table shows only what everyone may see, and resuming
        goes through the privacy screen for that same human. Alone, the one human's cards may stay
        under the menu: they are nobody else's secret."""
        self.prompt.close()
        if self.looks.seal():
            self.refresh()  # the turn line, the board's marks and the log, as the shared screen has them
        self.pause.reset()
        self.overlays.push(self.pause)

    def resume(self) -> None:
        self.overlays.pop(self.pause)

    def open_history(self) -> None:
        """The full history over the table (its clock stands still under it, as under any overlay)."""
        if self.overlays.top is None:
            self.history.open()
            self.overlays.push(self.history)
            self.sync_pointer()

    def close_history(self) -> None:
        self.overlays.pop(self.history)

    def open_rules(self) -> None:
        self.app.go("rules", back=self, doc=self.setup.rules_doc())

    def open_settings(self) -> None:
        self.app.go("settings", back=self)

    def quit_to_menu(self) -> None:
        self.close_table()
        self.app.go("menu")
