"""The Zwoggel viewer's own moment lines: the next step of their turn changes as the turn goes on;
a trap of theirs sprung, a catch (whose card it was) and being out are told, with why, to that
human alone; on a couch the other human never reads them; and on a human's turn the board keeps
the cards to click above the lines."""

from __future__ import annotations

from typing import Any

from game.i18n import tr, trn
from game.rules.core import Event
from game.rules.zwoggel import Reveal, new_game
from game.rules.zwoggel.cards import Cell
from game.ui.headless import step
from game.ui.scenes import show_scene
from game.ui.tables.zwoggel.scenes import MINE_DISPLAY, MINE_PLACES, MINE_STOCK
from game.ui.tables.zwoggel.table import ZwoggelTableView
from game.ui.tables.zwoggel.your_moments import live, outcome, placed

from .drive import start

NAMES = ("Alex", "Sam", "Margot")
KEYS = {"confirm": "Enter", "take_back": "Backspace"}
TRAP: Cell = (2, 0)  # MINE_DISPLAY: Alex's (seat 0) red card there closes a red row


def texts(obs: Any, seat: int, left: int = 0, choose: bool = False) -> list[str]:
    return [m.text for m in live(obs, seat, left, choose, KEYS)]


def test_the_turn_steps_follow_the_turn_and_only_the_player_reads_them() -> None:
    state = new_game(3, 1, names=NAMES, first_seat=0, stacked={"display": MINE_DISPLAY, "stock": MINE_STOCK})
    assert texts(state.observation(0), 0) == [trn("moment_zwoggel.reveal", 2, key="Enter")]
    assert texts(state.observation(1), 1) == []  # not Sam's turn: no step for Sam
    state.apply(Reveal(0, 3, 0))
    assert texts(state.observation(0), 0) == [trn("moment_zwoggel.reveal", 1, key="Enter")]
    state.apply(Reveal(0, -1, 1))  # the second reveal: three cards drawn
    obs = state.observation(0)
    assert obs["phase"] == "place"
    assert texts(obs, 0, 3, choose=True) == [trn("moment_zwoggel.pick", 3, key="Enter", last=3)]
    assert texts(obs, 0, 2, choose=False) == [trn("moment_zwoggel.lay", 2, key="Enter", last=2)]
    confirm = tr("moment_zwoggel.confirm", key="Enter", button=tr("zwoggel.button_confirm"), back="Backspace")
    assert texts(obs, 0, 0) == [confirm]
    assert all(m.urgent for m in live(obs, 0, 0, False, KEYS))
    assert len({*texts(obs, 0, 3, True), *texts(obs, 0, 1), *texts(obs, 0, 0)}) == 3
    assert trn("moment_zwoggel.reveal", 2, key="Enter") != trn("zwoggel.turn_reveal_you", 2, key="Enter")


def test_a_trap_sprung_is_told_to_its_placer_and_the_catch_to_the_catcher_with_whose_card() -> None:
    state = new_game(3, 1, names=NAMES, first_seat=2, stacked={"display": MINE_DISPLAY, "stock": MINE_STOCK})
    placers: dict[Cell, int | None] = {(x, y): p for x, y, p in state.observation(None)["face_down"]}  # type: ignore[misc]
    events = state.apply(Reveal(2, *TRAP))
    caught = next(e for e in events if e.kind == "caught")
    params = {"colour": tr("zwoggel.colour.red"), "colours": tr("zwoggel.colours.red"), "count": 1, "out": 3}
    assert outcome(caught, 0, NAMES, placers) == tr("moment_zwoggel.trap_sprung", name="Margot", **params)
    assert outcome(caught, 2, NAMES, placers) == tr("moment_zwoggel.caught_theirs", name="Alex", **params)
    assert outcome(caught, 1, NAMES, placers) is None  # Sam: nothing of theirs
    assert outcome(Event("out", {"seat": 1}), 1, NAMES, placers) == tr("moment_zwoggel.out_you", out=3)
    assert outcome(Event("out", {"seat": 1}), 0, NAMES, placers) is None
    own = Event("caught", {**caught.data, "seat": 0})
    assert outcome(own, 0, NAMES, placers) == tr("moment_zwoggel.caught_own", **params)
    placed(Event("place", {"seat": 1, "cell": list(TRAP)}), placers)  # a hole filled again
    assert outcome(own, 0, NAMES, placers) == tr("moment_zwoggel.caught_theirs", name="Sam", **params)


def test_on_a_couch_each_human_reads_only_their_own_lines(window: Any) -> None:
    """Sam (seat 1, a human) springs Alex's trap (seat 0, the other human): Alex is told their trap
    worked, Sam whose card caught them; neither reads the other's line, nor Sam's turn steps."""
    view = start(
        window, seed=1, players=3, humans=2, first=1, stacked={"display": MINE_DISPLAY, "stock": MINE_STOCK}
    )
    assert view.humans == [0, 1]
    names = view.state.names
    view.show_events(view.source.human_act(Reveal(1, *TRAP)))
    now = view.now
    params = {"colour": tr("zwoggel.colour.red"), "colours": tr("zwoggel.colours.red"), "count": 1, "out": 3}
    alex = [m.text for m in view.stage.moments.current(0, now)]
    sam = [m.text for m in view.stage.moments.current(1, now)]
    assert tr("moment_zwoggel.trap_sprung", name=names[1], **params) in alex
    assert tr("moment_zwoggel.caught_theirs", name=names[0], **params) in sam
    assert not set(alex) & set(sam)
    view.update_private(1)  # Sam's view: their next step
    step_line = trn("moment_zwoggel.reveal", 1, key=view.key_name("confirm"))
    assert step_line in [m.text for m in view.stage.moments.current(1, now)]
    assert step_line not in [m.text for m in view.stage.moments.current(0, now)]
    assert view.stage.moments.current(None, now) == []  # the shared screen reads nothing


def test_the_cards_to_click_lie_above_the_lines_on_the_viewers_turn(window: Any) -> None:
    show_scene(window, "zwoggel-your-turn", seed=3)
    view: ZwoggelTableView = window.current_view
    step(window, 60)
    lines = view.stage.moments.current(0, view.now)
    assert len(lines) == 2 and lines[0].urgent  # the step, then what became of the trap
    plates = view.stage.moment_plates
    top = max(t.y + t.content_height for t in plates.texts if t.text)
    shown = [cell for cell in view.display.down if view.camera.shows(cell)]
    assert len(shown) == len(view.display.down)  # every face-down card shows, whole
    for cell in shown:
        _x, y, size = view.camera.on_screen(cell)
        assert y - size / 2 > top, f"{cell} lies under the moment lines"
    assert all(cell in view.display.down for cell in MINE_PLACES)
