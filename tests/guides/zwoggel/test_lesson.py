"""Zwoggel's guided game as data: every step can be reached (the table brought there by replaying
the answers, the layout's places played at its confirmation), each answer is a move the rules take
at its step, a layout left half done resumes at its start, and a move a step does not want is
refused with that step's words."""

from __future__ import annotations

from game.guides import MOVE, GuideRun
from game.guides.zwoggel.deal import BLUFF, MARGOT, PLAYER, TRAP
from game.guides.zwoggel.layout import Confirm, Lay, TakeBack
from game.guides.zwoggel.lesson import LAYOUT_STEPS, STEPS, guide
from game.i18n import catalogue
from game.rules.zwoggel import GREEN, RED, Phase, Place

GUIDE = guide("Alex", 3)


def test_the_player_sits_first_beside_a_beginner_named_margot() -> None:
    seats = GUIDE.setup.seats
    assert GUIDE.you == PLAYER and [s.kind for s in seats] == ["human", "bot"]
    assert (seats[0].name, seats[0].face) == ("Alex", 3)
    assert (seats[MARGOT].name, seats[MARGOT].difficulty) == ("Margot", "beginner")


def test_a_player_called_margot_sits_beside_margot_2() -> None:
    assert guide("Margot", 0).seat_names() == ("Margot", "Margot 2")


def test_every_step_is_reached_and_its_answer_is_a_move_the_rules_take_there() -> None:
    for i, step in enumerate(STEPS):
        state = GUIDE.state_at(i)
        if step.ends.kind != MOVE:
            continue
        move = step.ends.answer
        assert step.ends.met(MOVE, {"action": type(move).__name__.lower(), **move._asdict()}), step.name
        if isinstance(move, Lay):
            assert state.phase is Phase.PLACE and (move.x, move.y) in state.display.frontier
            assert ("red", "green")[move.colour] in state.observation(PLAYER)["hand"]
        elif not isinstance(move, TakeBack | Confirm):
            assert move in state.legal_actions(PLAYER), step.name


def test_the_layout_is_played_when_confirmed() -> None:
    confirm = [s.name for s in STEPS].index("confirm")
    before, after = GUIDE.state_at(confirm), GUIDE.state_at(confirm + 1)
    assert before.phase is Phase.PLACE and before.current == PLAYER and not before.display.placer
    assert after.current == MARGOT and after.history[-3:] == [
        Place(PLAYER, RED, *TRAP),
        Place(PLAYER, RED, *BLUFF),
        Place(PLAYER, GREEN, 3, 0),
    ]


def test_a_layout_left_half_done_resumes_at_its_start_and_the_other_steps_where_they_were() -> None:
    lay = [s.name for s in STEPS].index("lay")
    for i, step in enumerate(STEPS):
        assert GUIDE.index(step.name) == (lay if step.name in LAYOUT_STEPS else i)
    assert GUIDE.index("no such step") is None


def test_a_move_the_step_does_not_want_is_refused_with_its_words() -> None:
    trap = [s.name for s in STEPS].index("trap")
    run = GuideRun(GUIDE, trap, 0.0)
    assert not run.judge_move(Lay(PLAYER, GREEN, *TRAP))  # a green: only a bluff there
    assert not run.judge_move(Lay(PLAYER, RED, *BLUFF))  # a red, but not at the end of the reds
    assert run.mistake == "guide.zwoggel.trap_mistake" and run.mistakes == 2
    assert run.judge_move(Lay(PLAYER, RED, *TRAP)) and run.step.name == "trap"


def test_every_line_of_the_guide_is_written_in_english_and_french() -> None:
    keys = {GUIDE.closing} | {k for s in STEPS for k in (s.line, s.done, s.mistake) if k}
    for lang in ("en", "fr"):
        assert keys <= set(catalogue(lang)), keys - set(catalogue(lang))
