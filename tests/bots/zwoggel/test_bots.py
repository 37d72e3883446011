"""Zwoggel bots decide only from their observation and their own memory, and their levels play as
their profiles say: a beginner glances, a normal player weighs and lays traps, an expert searches."""

from __future__ import annotations

import copy
import random
from dataclasses import replace

import pytest

from game.bots.director import TableDirector
from game.bots.profile import BOT_BEGINNER, BOT_EXPERT, BOT_NORMAL
from game.bots.zwoggel.board import face_up, trap_colours
from game.bots.zwoggel.bot import Request, ZwoggelBot, decide
from game.bots.zwoggel.memory import ZwoggelMemory
from game.bots.zwoggel.policy import ZwoggelPolicy
from game.bots.zwoggel.search import SEARCH_FROM_MS
from game.rules.zwoggel import GREEN, RED, Place, Reveal, ZwoggelState
from game.social.table import Perceived

from ...rules.zwoggel.test_support import G, R, deal, down, place, reveal, up
from .helpers import LEVELS, QUICK_EXPERT, play_until, redeal, table


class PeekingPolicy(ZwoggelPolicy):
    """A cheat: on its turn, the bot decides as if it remembered the colour of every face-down card."""

    def perceive(self, table: TableDirector, seat: int, bot: ZwoggelBot, caught: list[Perceived]) -> None:
        super().perceive(table, seat, bot, caught)
        asked = self.thinker.pending()
        state = table.state
        if asked is not None and asked.seat == seat and not asked.memory.get("peeked"):
            cards = state.display.cards
            placed = [[x, y, state.colour[cards[(x, y)]]] for x, y in state.display.down]
            self.thinker.submit(replace(asked, memory={"placed": placed, "laid": [], "peeked": True}))


def differing_choices(level: str, positions: int, peek: bool = False) -> tuple[int, int]:
    """Over seeded positions of bot games, the bot to play decides once at the table and once at
    a twin table where every card it can neither see nor remember was re-dealt. Returns (choices
    compared, choices that differed)."""
    compared = differing = 0
    for seed in range(positions):
        director = table([LEVELS[level], BOT_NORMAL], seed)
        if peek:
            director.policy.__class__ = PeekingPolicy
        k = random.Random(seed).randrange(1, 24)
        play_until(director, k)
        state = director.state
        if state.is_over():
            continue
        seat = state.current
        twin = copy.deepcopy(director)
        twin.state = redeal(state, dict(director.bots[seat].memory.placed), random.Random(seed))
        twin.forget_observations()
        assert twin.state.observation(seat) == state.observation(seat)
        play_until(director, k + 1)
        play_until(twin, k + 1)
        compared += 1
        differing += state.history[k] != twin.state.history[k]
    return compared, differing


@pytest.mark.parametrize(("level", "positions"), [("beginner", 40), ("normal", 40), ("expert", 12)])
def test_a_bot_decides_the_same_whatever_the_cards_it_cannot_know(level: str, positions: int) -> None:
    compared, differing = differing_choices(level, positions)
    assert compared >= positions * 3 // 4 and differing == 0


def test_the_same_test_catches_a_bot_that_peeks_at_the_cards() -> None:
    compared, differing = differing_choices("normal", 40, peek=True)
    assert differing >= 3, (compared, differing)


# ------------------------------------------------------------------ memory
def test_a_bot_remembers_what_it_placed_and_forgets_by_its_decay() -> None:
    kept = []
    for decay in (0.5, 0.15, 0.0):
        total = 0
        for seed in range(20):
            director = table([replace(BOT_NORMAL, memory_decay=decay), BOT_NORMAL], seed, first_seat=0)
            play_until(director, 5)  # the bot revealed two and placed three: its turn is over
            bot = director.bots[0]
            assert len(bot.memory.placed) == 3 and all(c in (RED, GREEN) for c in bot.memory.placed.values())
            play_until(director, 30)
            bot.see(director.observe(0))  # it looks at the table after the last action
            mine = {(x, y) for x, y in director.observe(0)["my_placements"]}
            assert set(bot.memory.placed) <= mine
            total += len(bot.memory.placed) / max(1, len(mine))
        kept.append(total)
    assert kept[0] < kept[1] < kept[2] == 20, kept


def test_forgetting_is_drawn_from_the_bots_own_generator() -> None:
    def remembered(seed: int) -> dict:
        memory = ZwoggelMemory(0, 0.5)
        memory.placed = {(x, 5): RED for x in range(12)}
        memory.forget(random.Random(seed))
        return memory.placed

    assert remembered(1) == remembered(1) and remembered(1) != remembered(2)
    assert 0 < len(remembered(1)) < 12


def test_a_remembered_placement_is_dropped_once_it_is_turned_up() -> None:
    state = deal(stock=[R, G, G] + [G] * 20)
    bot = ZwoggelBot(0, BOT_EXPERT, random.Random(0))
    reveal(state, 0, 0)
    reveal(state, 1, 0)
    for colour, cell in ((R, (2, 0)), (G, (2, 1)), (G, (2, 2))):
        place(state, colour, *cell)
        bot.did(Place(0, RED if colour == R else GREEN, *cell))
    reveal(state, 2, 1)
    bot.see(state.observation(0))
    assert bot.memory.placed == {(2, 0): RED, (2, 2): GREEN}


# ------------------------------------------------------------------ the levels' habits
TRAPPED = [
    up(0, 0, R),
    up(1, 0, R),
    down(2, 0, R, 1),
    down(0, 1, G),
    down(1, 1, G),
]  # (2, 0) closes a red line


def request(state: ZwoggelState, memory: dict | None = None, profile=BOT_NORMAL, seed: int = 0) -> Request:
    seat = state.current
    return Request(seat, state.observation(seat), memory or {"placed": [], "laid": []}, profile, seed)


def test_a_normal_player_never_reveals_a_card_that_may_close_a_line_when_a_safe_one_is_left() -> None:
    state = deal(display=TRAPPED, stock=[G] * 10)
    for seed in range(30):
        action = decide(request(state, seed=seed)).action
        assert action != Reveal(0, 2, 0)


def test_a_beginner_sometimes_turns_up_a_card_that_only_looks_risky_to_others() -> None:
    """It remembers laying a green at (2, 0): it looks safe to it, and it picks among such cards."""
    state = deal(display=[*TRAPPED[:2], down(2, 0, G, 0), *TRAPPED[3:]], stock=[G] * 10)
    memory = {"placed": [[2, 0, GREEN]], "laid": []}
    picks = {decide(request(state, memory, BOT_BEGINNER, seed)).action for seed in range(40)}
    assert Reveal(0, 2, 0) in picks and len(picks) == 3


def test_a_normal_player_lays_a_card_where_its_colour_closes_a_line() -> None:
    state = deal(display=[up(0, 0, R), up(1, 0, R), down(0, 1, G), down(1, 1, G)], stock=[R, G, G] + [G] * 9)
    reveal(state, 0, 1)
    reveal(state, 1, 1)  # two green now under the two red: lines wait at both ends of each pair
    obs_up = face_up(state.observation(0))
    for seed in range(20):
        action = decide(request(state, seed=seed)).action
        assert isinstance(action, Place) and action.colour in trap_colours(obs_up, (action.x, action.y))


def test_a_beginner_lays_its_cards_anywhere() -> None:
    state = deal(display=[up(0, 0, R), up(1, 0, R), down(0, 1, G), down(1, 1, G)], stock=[R, G, G] + [G] * 9)
    reveal(state, 0, 1)
    reveal(state, 1, 1)
    cells = {(a.x, a.y) for a in (decide(request(state, None, BOT_BEGINNER, s)).action for s in range(40))}
    assert len(cells) > 8


def test_the_budget_decides_how_a_bot_thinks() -> None:
    state = deal(display=TRAPPED, stock=[G] * 10)
    thinking = [
        replace(BOT_NORMAL, search_budget_ms=ms) for ms in (0, SEARCH_FROM_MS / 2, SEARCH_FROM_MS, 1000)
    ]
    playouts = [decide(request(state, profile=p)).playouts for p in thinking]
    assert playouts[0] == playouts[1] == 0 < playouts[2] < playouts[3]


def test_an_expert_reads_a_card_laid_on_a_trap_as_likely_the_traps_colour() -> None:
    """Both ends of a red pair are face down: a start card, and one the other seat laid there when
    it closed a red line. An expert reveals the start card; a normal player cannot tell them apart."""
    display = [down(-1, 0, G), up(0, 0, R), up(1, 0, R), down(2, 0, G, 1)]
    state = deal(display=display, stock=[G] * 10)
    laid = {"placed": [], "laid": [[2, 0, 1, [RED]]]}
    assert {decide(request(state, laid, QUICK_EXPERT, seed)).action for seed in range(5)} == {
        Reveal(0, -1, 0)
    }
    assert len({decide(request(state, laid, BOT_NORMAL, seed)).action for seed in range(20)}) == 2


def test_the_same_seed_gives_the_same_game() -> None:
    def history(seed: int) -> list:
        director = table([QUICK_EXPERT, BOT_NORMAL], seed)
        play_until(director, 40)
        return list(director.state.history)

    assert history(3) == history(3) != history(4)
