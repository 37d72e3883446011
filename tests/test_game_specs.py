"""The game specs (game/games): one per engine, each option's default the engine config's own, the
tables they allow the engine's, every key and picture they name there, a reveal of every game; and
the rule that holds afterwards: no code outside a game's own modules branches on its name."""

from __future__ import annotations

import ast
import random
import re
import sys
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from game.games import GAMES, GameSpec, Kind, game_spec, rules_docs, specs
from game.i18n import catalogue, placeholders
from game.i18n.docs import DOCS, rules_path
from game.resources import data_file
from game.rules.wink import PRESETS
from game.setup import DIFFICULTIES, TableSetup
from game.store.keys import CONTEXTS

GAME = Path(__file__).resolve().parents[1] / "game"
SPECS = specs()


def finished(name: str, seed: int, players: int | None = None) -> Any:
    spec = game_spec(name)
    state = TableSetup(name, players or spec.default_players, seed=seed).new_state()
    rng = random.Random(seed)
    while not state.is_over():
        spec.engine.random_step(state, rng)
    return state


def test_one_spec_per_engine_in_the_menus_order() -> None:
    assert tuple(s.name for s in SPECS) == GAMES
    assert all(s.engine.name == s.name for s in SPECS)
    with pytest.raises(ValueError, match="unknown game"):
        game_spec("chess")


@pytest.mark.parametrize("spec", SPECS, ids=GAMES)
def test_each_option_defaults_to_the_engine_configs_own_default(spec: GameSpec) -> None:
    defaults = {f.name: f.default for f in fields(spec.config)}
    assert spec.defaults() == {o.name: defaults[o.name] for o in spec.options}
    spec.check_table(spec.default_players, {})


@pytest.mark.parametrize("spec", SPECS, ids=GAMES)
def test_each_spec_names_a_key_context_a_picture_and_its_rules_documents(spec: GameSpec) -> None:
    assert spec.context in CONTEXTS
    assert spec.art and all(data_file("sprites", card).is_file() for card in spec.art)
    for options in spec._choice_tables():
        assert spec.rules_doc(options) in spec.rules_docs
    for doc in spec.rules_docs:
        assert rules_path(doc, "en").is_file() and rules_path(doc, "fr").is_file()


def test_the_rules_documents_are_the_specs_in_order() -> None:
    assert (
        DOCS == rules_docs() == ("wink-fr", "wink-en", "zwinkern-fr", "zwinkern-en", "winkybilly", "zwoggel")
    )


def keys_of(spec: GameSpec) -> set[str]:
    keys = {spec.menu_key, spec.title_key}
    for option in spec.options:
        keys.add(option.label)
        keys |= {option.value_label.format(value=v) for v in option.values}
        if option.kind is Kind.NUMBER:
            keys.add(option.unit)
    return keys


@pytest.mark.parametrize("spec", SPECS, ids=GAMES)
def test_every_catalogue_key_a_spec_names_is_in_both_languages(spec: GameSpec) -> None:
    en, fr = catalogue("en"), catalogue("fr")
    keys = keys_of(spec)
    for seed in range(6):
        reveal = spec.reveal(finished(spec.name, seed))
        keys |= {
            reveal.points,
            reveal.end,
            *(c.label for c in reveal.columns),
            *(p.label for p in reveal.piles),
        }
        keys |= {reveal.decided} if reveal.decided else set()
        keys |= {reveal.tiebreak.label} if reveal.tiebreak else set()
        assert placeholders(en[reveal.end]) <= {*reveal.end_seats, *reveal.end_params}
    assert sorted(k for k in keys if k not in en or k not in fr) == []
    assert all(placeholders(en[o.unit]) == {"value"} for o in spec.options if o.kind is Kind.NUMBER)


@pytest.mark.parametrize("spec", SPECS, ids=GAMES)
def test_the_reveal_shows_every_seat_and_draws_only_shipped_pictures(spec: GameSpec) -> None:
    for seed in range(4):
        state = finished(spec.name, seed)
        reveal = spec.reveal(state)
        n = state.n
        assert list(reveal.scores) == state.scores() and list(reveal.winners) == state.winners()
        assert len(reveal.hands) == n and all(len(c.values) == n for c in reveal.columns)
        cards = [c for hand in reveal.hands for c in hand] + [c for p in reveal.piles for c in p.cards]
        assert all(data_file("sprites", c.sprite).is_file() for c in cards)


def test_wink_reveals_every_hand_its_dead_twins_and_the_twins_set_aside() -> None:
    state = finished("wink", 3)
    reveal = game_spec("wink").reveal(state)
    for seat in range(state.n):
        assert len(reveal.hands[seat]) == state.hand_count(seat)
        assert sum(c.dead for c in reveal.hands[seat]) == len(state.dead[seat])
    assert sorted(int(c.name) for c in reveal.piles[0].cards) == sorted(state.aside)
    assert all(sum(c.values[s] for c in reveal.columns) == reveal.scores[s] for s in range(state.n))


# ---------------------------------------------------------------- which tables: the engine says
@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_extra_card_is_allowed_where_the_engine_deals_it_and_nowhere_else(preset: str) -> None:
    spec = game_spec("wink")
    for players in spec.player_counts({"preset": preset}):
        options = {"preset": preset, "extra_card": True}
        try:
            TableSetup("wink", players, options).new_state()
            dealt = True
        except ValueError:
            dealt = False
        assert spec.allows(players, options) is dealt, (preset, players)
    assert spec.allows(5, {"preset": "wink-en", "extra_card": True})
    assert not spec.allows(8, {"preset": "wink-en", "extra_card": True})


def test_fitting_a_table_keeps_what_the_player_chose_and_drops_what_no_longer_deals() -> None:
    spec = game_spec("wink")
    assert spec.fit(8, {"preset": "wink-en", "extra_card": True}) == (
        8,
        {"preset": "wink-en", "extra_card": False},
    )
    assert spec.fit(8, {"preset": "zwinkern-fr"}) == (6, {"preset": "zwinkern-fr", "extra_card": False})
    assert spec.fit(3, {"preset": "wink-fr"})[0] == 4
    assert game_spec("winkybilly").fit(5, {})[0] in (4, 6)


def test_a_number_option_steps_within_its_range() -> None:
    countdown = game_spec("winkybilly").option("countdown_s")
    idle = game_spec("winkybilly").option("idle_timeout_s")
    assert countdown.stepped(3.0, +1) == 3.5 and countdown.stepped(0.0, -1) == 0.0
    assert idle.stepped(0.5, -1) == 0.5 and idle.stepped(60.0, +1) == 60.0
    assert game_spec("wink").option("preset").stepped("zwinkern-en", +1) == "wink-fr"


# ---------------------------------------------------------------- one place for each list
GAME_NAMES = "|".join(GAMES)
FORBIDDEN = [
    # a branch on a game's name (a signal's kind "wink" is another word: see KIND)
    re.compile(rf"[=!]=\s*[\"']({GAME_NAMES})[\"']|[\"']({GAME_NAMES})[\"']\s*[=!]="),
    re.compile(rf"\bin\s*[(\[{{]\s*[\"']({GAME_NAMES})[\"']"),
    # the games, the Wink presets (and rules documents), the difficulties written out again
    re.compile(rf"[\"']{GAMES[0]}[\"']\s*,\s*[\"']{GAMES[1]}[\"']"),
    re.compile(rf"[\"']({'|'.join(PRESETS)})[\"']"),
    re.compile(rf"[\"']{DIFFICULTIES[0]}[\"']\s*,\s*[\"']{DIFFICULTIES[1]}[\"']"),
]
KIND = re.compile(r"\bkind\s*[=!]=")
# Where a game's name and its words belong: the engines (game/rules/), each game's spec and its
# packages in every layer, its phone (game/phones/games/<game>.py), the one list of difficulties.
PACKAGES = ("rules", "bots", "ui/tables", "review", "guides")
OWN = (
    "rules/",
    *(f"{folder}/{g}.py" for folder in ("games", "phones/games") for g in GAMES),
    *(f"{layer}/{g}/" for layer in PACKAGES for g in GAMES),
)
DIFFICULTY_LIST = "setup.py"
# Pending in a file another change owns: TableView.open_rules is to read `setup.rules_doc()`.
PENDING: set[str] = set()


def offences() -> list[str]:
    found = []
    for path in sorted(GAME.rglob("*.py")):
        where = path.relative_to(GAME).as_posix()
        if where.startswith(OWN) or where in PENDING:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if where == DIFFICULTY_LIST and FORBIDDEN[-1].search(line):
                continue
            if any(p.search(line) for p in FORBIDDEN) and not KIND.search(line):
                found.append(f"{where}:{number}: {line.strip()}")
    return found


def test_no_code_outside_a_games_own_modules_branches_on_its_name_or_repeats_a_list() -> None:
    assert offences() == []


def test_the_grep_finds_what_it_looks_for() -> None:
    samples = [
        'if setup.game == "wink":',
        'preset = "wink-fr"',
        'GAMES = ("wink", "winkybilly", "zwoggel")',
        'DIFFICULTIES = ("beginner", "normal", "expert")',
        'if game in ("zwoggel",):',
    ]
    assert all(any(p.search(s) for p in FORBIDDEN) for s in samples)
    assert not any(p.search('if s.kind == "wink"') for p in FORBIDDEN[2:]) and KIND.search(
        'if s.kind == "wink"'
    )


# ---------------------------------------------------------------- one registration per game
# A game is its spec (game/games/<game>.py) and its packages (game/{rules,bots,ui/tables,review}/<game>/).
# The wink-spotting trainer (practice) is built on Wink's table and faces; in the social layer and
# the bots' director and the phones' messages "wink" is the eye signal, not the game.
TRAINER = ("practice/", "ui/practice/")
SIGNAL_WORD = ("social/", "bots/director.py", "phones/messages.py")


def names_a_game(text: str) -> str | None:
    """The game a string names: a game's name, or a name that begins with it ("wink-table", "zwoggel/red.png",
    "winkybilly.button_done"); None otherwise."""
    for game in GAMES:
        if text == game or text.startswith((f"{game}.", f"{game}/", f"{game}-", f"{game}:")):
            return game
    return None


def generic_offences() -> list[str]:
    found = []
    for path in sorted(GAME.rglob("*.py")):
        where = path.relative_to(GAME).as_posix()
        if where.startswith((*OWN, *TRAINER)):
            continue
        module = ["game", *path.relative_to(GAME).with_suffix("").parts]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = module[: len(module) - node.level] if node.level else []
                named = [*base, *(node.module or "").split("."), *(a.name for a in node.names)]
                if set(named) & set(GAMES):
                    found.append(f"{where}:{node.lineno}: imports {'.'.join(filter(None, named))}")
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if set(alias.name.split(".")) & set(GAMES):
                        found.append(f"{where}:{node.lineno}: imports {alias.name}")
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                game = names_a_game(node.value)
                if game and not (node.value == "wink" and where.startswith(SIGNAL_WORD)):
                    found.append(f"{where}:{node.lineno}: {node.value!r}")
    return found


def test_no_generic_module_names_a_game_adding_a_game_is_its_spec_and_its_packages() -> None:
    assert generic_offences() == []


def test_every_game_registers_its_engine_table_bots_runner_scenes_and_keys_in_its_spec_alone() -> None:
    for spec in SPECS:
        assert spec.engine.name == spec.name and spec.context == spec.name
        assert spec.table is not None and spec.table.load().__name__.endswith("TableView")
        assert spec.policy is not None and callable(spec.policy.load())
        assert spec.simulate is not None and callable(spec.simulate.load())
        assert spec.scenes is not None and all(
            name.startswith(f"{spec.name}-") for name in spec.scenes.load()
        )
        assert set(spec.keys) <= set(CONTEXTS[spec.name])


def test_the_check_finds_a_game_named_in_a_generic_module(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert names_a_game("zwoggel/red.png") == "zwoggel" and names_a_game("winkybilly") == "winkybilly"
    assert names_a_game("wink-table") == "wink" and names_a_game("winky") is None
    assert names_a_game("wink_tick") is None  # the eye signal's sound, not the game
    fake = tmp_path / "game"
    (fake / "ui" / "kit").mkdir(parents=True)
    (fake / "ui" / "kit" / "board.py").write_text(
        'from ..tables.zwoggel.board import Board\nSCENE = "wink-table"\nSIGNAL = "wink"\n', encoding="utf-8"
    )
    (fake / "social").mkdir()
    (fake / "social" / "eyes.py").write_text('KIND = "wink"\n', encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "GAME", fake)
    assert generic_offences() == [
        "ui/kit/board.py:1: imports game.ui.tables.zwoggel.board.Board",
        "ui/kit/board.py:2: 'wink-table'",
        "ui/kit/board.py:3: 'wink'",
    ]


def test_a_guided_table_is_the_games_table_with_the_kits_guided_table_or_the_games_own_first() -> None:
    from game.ui.guide.table import GuidedTable, guided_class_of

    for spec in SPECS:
        if spec.guide is None:
            continue
        assert spec.table is not None
        guided = guided_class_of(spec)  # the kit's GuidedTable, or the game's own (GameSpec.guided)
        mixin = spec.guided.load() if spec.guided is not None else GuidedTable
        assert guided.__mro__[1] is mixin and issubclass(mixin, GuidedTable), guided.__mro__
        assert guided.__mro__.index(GuidedTable) < guided.__mro__.index(spec.table.load())
