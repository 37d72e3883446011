"""The guided table: the game's own table view, its source the live director with the guide's
scripted bots (source.py), and the guide drawn over it (layer.py).

`guided_table(game)` opens a game's guided game for the player (their name and face), at the step
their progress was left at (the table brought there by replaying the script), or from the start
once it was finished. The table class is the game's own with `GuidedTable` mixed in first: every
move goes through `act` (refused here, with the guide's words, when the step wants another),
Space or Enter is Next where a step waits for it, F10 is Skip guide (shown on its button), Escape
is the table's pause menu (Leave: back to the menu, the progress kept). Skip guide, and "Play a
real game" at the end, deal a real game at the same seats (route "table").
"""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path
from typing import Any, cast

import arcade

from ...bots.director import stamp
from ...games import GameSpec, game_spec
from ...guides.guide import MOVE, Guide, Place, move_fields
from ...guides.run import WAITING, GuideRun
from ...i18n import current_language, key_label
from ...setup import new_seed
from ...store.guide_progress import GuideProgress
from ...store.saves import Shelf
from ..kit.board import Box
from ..kit.table import Move, TableView
from .keeping import load_progress, profile_of
from .layer import SKIP_KEY, GuideLayer, skip_key_free
from .source import GuidedSource

NEXT_KEYS = (arcade.key.SPACE, arcade.key.ENTER)


class GuidedTable(TableView[Any, Any]):
    """Mixed in before a game's table class (`guided_class`)."""

    guided = True  # no first-time hints (kit/table.py `first_time_hint`): the guide's bubble says it

    def __init__(self, guide: Guide, start: int, progress: GuideProgress, profile: str) -> None:
        self.guide = guide
        self.start = start
        self.progress = progress
        self.profile = profile
        self.layer = GuideLayer()
        self.shown: tuple[object, ...] = ()  # what the layer's words were last made from
        self.placed: tuple[object, ...] = ()  # what the bubble was last placed for
        cast(Any, super()).__init__(guide.setup, guide.state_at(start), worker=False)
        self.pause.kept = lambda: True  # leaving says the guide is kept: it resumes where it was

    def new_director(self, worker: bool) -> Any:
        """The game's director, its bots scripted by the guide (which begins at `start`)."""
        director = super().new_director(False)
        self.run = GuideRun(self.guide, self.start, director.t, self.reached)
        return GuidedSource(director, self.run)

    def keep(self, shelf: Shelf, path: Path | None = None, played_s: float = 0.0) -> None:
        """A guided game is never kept as an unfinished game (no "Continue" for it, nothing saved):
        what lasts of it is the step reached, kept with the player's progress."""

    def reached(self, step: str) -> None:
        self.progress.reached(self.profile, self.guide.game, step)

    # ------------------------------------------------------------ the guide follows the table
    def advance(self, delta_time: float) -> None:
        super().advance(delta_time)
        self.follow_guide()

    def act(self, action: Move, sound: str | None = None) -> bool:
        """A move the step does not want is not played: the guide says why."""
        if not self.run.judge_move(stamp(action, self.now)):
            self.play_sound("wrong")
            self.follow_guide()
            return False
        done = super().act(action, sound)
        self.follow_guide()
        return done

    def follow_guide(self) -> None:
        """The guide's words, made again when what it says changed (or the language)."""
        run = self.run
        shown = (run.changed, current_language(), self.app.settings.key_bindings)
        if shown == self.shown:
            return
        self.shown = shown
        if run.over:
            self.progress.finished(self.profile, self.guide.game)
        values = {**run.step.values(self.guide.seat_names()), **self.key_values()}
        mistake = self.t(run.mistake, **values) if run.mistake else ""
        labels = {
            "next": (self.t("guide.next"), self.t("guide.next_key")),
            "skip": (self.t("guide.skip"), key_label(SKIP_KEY) if self.skip_key_free() else ""),
            "real": (self.t("guide.real_game"), ""),
            "menu": (self.t("guide.menu"), ""),
        }
        self.layer.set_words(self.t(run.line(), **values), mistake, run.waits_next(), run.over, labels)
        self.placed = ()

    def skip_key_free(self) -> bool:
        """F10 skips the guide, unless the player bound it to an action of their own."""
        return skip_key_free(self.app.settings.key_bindings)

    def key_values(self) -> dict[str, str]:
        """The keys a line may name: `{key_<action>}` for the game's actions and the seat keys."""
        actions = (*self.setup.spec.keys, "next_seat", "peek_hand")
        return {f"key_{a}": self.key_name(a) for a in actions}

    # ------------------------------------------------------------ where the step points
    def locate(self, place: Place | None) -> tuple[Box | None, bool]:
        """Where `place` is on screen now, and whether its ring is round (a face)."""
        if place is None:
            return None, False
        stage = self.stage
        if place[0] == "seat":
            x, y, size = stage.seats.spots[place[1]]
            return (x, y, size * 1.1, size * 1.1), True
        if place[0] == "region":
            r = getattr(stage.regions, place[1])
            return (r.center_x, r.center_y, r.width, r.height), False
        return stage.where(place, self.shown_viewer()), False

    def answer_in_prompt(self) -> Box | None:
        """The prompt's button that plays the move the step waits for, if the prompt is open."""
        prompt, run = self.prompt, self.run
        if not prompt.open or run.over or run.phase != WAITING or run.step.ends.kind != MOVE:
            return None
        for choice, b in zip(prompt.choices, prompt.boxes, strict=False):
            if choice.move is not None and run.step.ends.met(MOVE, move_fields(choice.move)):
                return (b.center_x, b.center_y, b.width, b.height)
        return None

    def place_guide(self) -> None:
        target, rnd = self.locate(self.run.point())
        answer = self.answer_in_prompt()
        if answer is not None:  # the step's answer is made in the prompt: its button is rung
            target, rnd = answer, False
        s = self.scale
        placed = (target, rnd, self.window.width, self.window.height, s.font(15), self.shown)
        if placed != self.placed:
            self.placed = placed
            self.layer.reduced_motion = self.app.settings.reduced_motion
            stage = self.stage
            floor = max(stage.regions.hand.top, stage.history_button.boxes[0].top)
            ceiling = stage.regions.turn_y - s.font(16) * 0.5
            size = (self.window.width, self.window.height)
            keep_clear = [*self.cards_on_board(), *self.faces()]
            avoid = [stage.regions.hand, stage.regions.log]
            self.layer.place(*size, s.font(15), s.k, target, rnd, floor, ceiling, keep_clear, avoid)

    def cards_on_board(self) -> list[arcade.types.Rect]:
        return [arcade.XYWH(x, y, w, h) for x, y, w, h in self.stage.board.cards()]

    def faces(self) -> list[arcade.types.Rect]:
        """Each face with its name plate under it."""
        plate = self.scale.font(13) * 1.8
        return [
            arcade.LRBT(x - size / 2, x + size / 2, y - size * 0.48 - plate, y + size / 2)
            for x, y, size in self.stage.seats.spots
        ]

    # ------------------------------------------------------------ drawing
    def layout(self) -> None:
        super().layout()
        self.follow_guide()
        self.placed = ()

    def on_draw(self) -> None:
        super().on_draw()
        if self.overlays.top is None:
            self.place_guide()  # (only when the place moved or the words changed)
            self.layer.draw(self.now)
            self.drawn.append("guide")

    # ------------------------------------------------------------ input
    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        skip = self.overlays.top is None and not self.run.over and symbol == getattr(arcade.key, SKIP_KEY)
        if skip and self.skip_key_free():
            self.press("skip")
            return True
        if self.overlays.top is None and not self.prompt.open and symbol in NEXT_KEYS:
            if self.run.over:
                self.play_real()
                return True
            if self.run.next(self.now):
                self.app.play("menu_click")
                self.follow_guide()
                return True
        return super().on_key_press(symbol, modifiers)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        if self.overlays.top is None:
            name = self.layer.at(x, y)
            if name is not None:
                self.press(name)
                return True
            if self.layer.covers(x, y):
                return True  # the bubble is not the table under it
        return super().on_mouse_press(x, y, button, modifiers)

    def press(self, name: str) -> None:
        self.app.play("menu_click")
        if name == "next":
            self.run.next(self.now)
            self.follow_guide()
        elif name == "skip":
            self.progress.skipped(self.profile, self.guide.game)
            self.play_real()
        elif name == "real":
            self.play_real()
        elif name == "menu":
            self.close_table()
            self.app.go("menu")

    def play_real(self) -> None:
        """A real game at the same seats, newly dealt."""
        self.close_table()
        self.app.go("table", self.guide.real_setup(new_seed(random.Random())))

    def finish(self) -> None:
        """(A guide ends before its game does; if the game ends first, a real game follows.)"""
        self.play_real()


@cache
def guided_class(table: type, mixin: type = GuidedTable) -> type:
    """The game's table class with the guide mixed in (`mixin`: GuidedTable, or a game's own
    subclass of it for what its table needs besides: GameSpec.guided)."""
    return type(f"Guided{table.__name__}", (mixin, table), {})


def guided_class_of(spec: GameSpec) -> type:
    """The guided table class of `spec`'s game."""
    assert spec.table is not None
    mixin = spec.guided.load() if spec.guided is not None else GuidedTable
    return guided_class(spec.table.load(), mixin)


def guided_table(game: str, restart: bool = False) -> GuidedTable:
    """`game`'s guided game for the player, at the step they left it (from the start once it was
    finished, or with `restart`)."""
    spec = game_spec(game)
    if spec.guide is None or spec.table is None:
        raise ValueError(f"{game} has no guided game")
    window = arcade.get_window()
    settings = cast(Any, window).settings
    profile = profile_of(settings)
    guide: Guide = spec.guide.load()(profile, settings.player_face)
    progress = load_progress()
    record = progress.of(profile, game)
    start = 0 if restart or record.done else guide.index(record.step) or 0
    view: GuidedTable = guided_class_of(spec)(guide, start, progress, profile)
    return view
