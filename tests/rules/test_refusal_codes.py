"""Refusals and ends are translatable: every IllegalAction the engines raise and every end they reach
carries a code, and each code has a text in English and in French (`refusal.<code>`, `end.<code>`)
with exactly the placeholders the engines pass (seat names and plain values)."""

from __future__ import annotations

import ast
import random
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from game.games import GAMES
from game.i18n import catalogue, placeholders, tr
from game.rules.core import IllegalAction, text_values

from .harness import engine

GAME = Path(__file__).resolve().parents[2] / "game"
RULES = GAME / "rules"
ENDS = ("finish", "_finish")  # the functions that end a game: finish(..., code=..., seats=..., **params)
DEFAULT = "illegal"  # the code of an IllegalAction raised without one (allowed outside the engines)


def call_name(node: ast.Call) -> str | None:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def sites(tree: ast.AST) -> list[tuple[ast.Call, dict[str, ast.expr]]]:
    """Every call in a module, with the `name = {...}` dict literals assigned in its function."""
    out: dict[tuple[int, int], tuple[ast.Call, dict[str, ast.expr]]] = {}
    for func in [tree, *(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef))]:
        local = {
            n.targets[0].id: n.value
            for n in ast.walk(func)
            if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)
        }
        for node in ast.walk(func):
            if isinstance(node, ast.Call):
                out[node.lineno, node.col_offset] = (node, local)
    return list(out.values())


def scan() -> tuple[dict[str, list[tuple[str, frozenset[str]]]], list[str]]:
    """{"refusal" | "end": [(code, placeholders)]} from every refusal raised in game/ (the engines,
    and the code driving them, such as a bot director) and every end in game/rules; and the sites
    of the engines that give no literal code."""
    found: dict[str, list[tuple[str, frozenset[str]]]] = defaultdict(list)
    problems: list[str] = []
    for path in sorted(GAME.rglob("*.py")):
        engine_code = RULES in path.parents
        for node, local in sites(ast.parse(path.read_text(encoding="utf-8"))):
            name = call_name(node)
            if name != "IllegalAction" and not (engine_code and name in ENDS):
                continue
            where = f"{path.relative_to(GAME)}:{node.lineno}"
            keywords = {k.arg: k.value for k in node.keywords}
            code = keywords.pop("code", None if engine_code else ast.Constant(DEFAULT))
            if not (isinstance(code, ast.Constant) and isinstance(code.value, str)):
                problems.append(f"{where}: no literal code")
                continue
            seats = keywords.pop("seats", None)
            if isinstance(seats, ast.Name):
                seats = local.get(seats.id)
            names = set(keywords)
            if None in names:
                problems.append(f"{where}: **params hide the placeholders")
            if "seats" in {k.arg for k in node.keywords}:
                if not isinstance(seats, ast.Dict) or not all(
                    isinstance(k, ast.Constant) and isinstance(k.value, str) for k in seats.keys
                ):
                    problems.append(f"{where}: seats is not a literal dict")
                    continue
                names |= {k.value for k in seats.keys}  # type: ignore[union-attr]
            found["refusal" if name == "IllegalAction" else "end"].append((code.value, frozenset(names)))
    return found, problems


def codes() -> dict[str, dict[str, frozenset[str]]]:
    found, _ = scan()
    out: dict[str, dict[str, frozenset[str]]] = {"refusal": {DEFAULT: frozenset()}, "end": {}}
    for kind, sites in found.items():
        for code, names in sites:
            out[kind].setdefault(code, names)
    return out


def test_every_refusal_and_every_end_of_the_engines_has_a_literal_code() -> None:
    found, problems = scan()
    assert problems == []
    assert len(found["refusal"]) > 40 and len(found["end"]) >= 9


def test_a_code_has_the_same_placeholders_wherever_it_is_used() -> None:
    found, _ = scan()
    for kind, sites in found.items():
        seen: dict[str, set[frozenset[str]]] = defaultdict(set)
        for code, names in sites:
            seen[code].add(names)
        assert {c: s for c, s in seen.items() if len(s) > 1} == {}, kind


# Zwoggel's lattice coordinates: the engine gives them (its reasons and logs name the cell), but the
# board shows no coordinates, so a player's text says "that cell" and may leave them out.
UNSHOWN = frozenset({"x", "y"})


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_code_has_a_text_with_exactly_the_engines_placeholders(lang: str) -> None:
    texts = catalogue(lang)
    for kind, table in codes().items():
        for code, names in table.items():
            key = f"{kind}.{code}"
            assert key in texts, key
            used = placeholders(texts[key])
            assert used <= names and names - used <= UNSHOWN, key


def test_the_catalogue_holds_no_refusal_or_end_that_no_engine_uses() -> None:
    table = codes()
    for kind in ("refusal", "end"):
        keys = {k.removeprefix(f"{kind}.") for k in catalogue("en") if k.startswith(f"{kind}.")}
        codes_said = {k.removesuffix("_you") if kind == "end" else k for k in keys}  # ("you" forms)
        assert codes_said - set(table[kind]) == set(), kind


def test_refusals_speak_to_the_player_who_acted_and_ends_of_the_table() -> None:
    assert tr("refusal.not_your_turn", "en", current="Zoe") == "It is Zoe's turn, not yours."
    assert tr("refusal.not_your_turn", "fr", current="Zoe") == "C'est au tour de Zoe, pas au vôtre."
    assert tr("end.no_card_in_hand", "en", seat="Zoe") == "Zoe has no card left in hand."


# ----------------------------------------------------------------- what the engines pass at run time


@pytest.mark.parametrize("game", GAMES)
def test_the_refusals_and_ends_of_random_games_format_in_both_languages(game: str) -> None:
    """Run-time check of the scan: each refusal met (random illegal actions) and each end formats."""
    eng = engine(game)
    met: set[str] = set()
    for seed in range(30):
        state = eng.new_game(seed=seed)
        rng = random.Random(seed)
        names = list(state.observation(None)["names"])
        while not state.is_over():
            for bad in nonsense(state, rng):
                try:
                    state.apply(bad)  # now and then a legal move
                except IllegalAction as exc:
                    formats(f"refusal.{exc.code}", exc.values(names))
                    met.add(exc.code)
            if not state.is_over():
                eng.random_step(state, rng)
        for data in (state.observation(0), state.to_json()):
            end = data["end"]
            formats(f"end.{end['code']}", text_values(end["seats"], end["params"], names))
    assert len(met) >= 5, met


def formats(key: str, values: dict[str, Any]) -> None:
    for lang in ("en", "fr"):
        text = tr(key, lang, **values)
        assert "{" not in text and text.strip(), (key, lang)


def nonsense(state: Any, rng: random.Random) -> list[Any]:
    """A few actions that are mostly illegal now: the legal ones of the wrong seat or time, shifted."""
    seats = len(state.scores())
    out = []
    for seat in rng.sample(range(seats), min(2, seats)):
        for action in state.legal_actions(seat)[:3]:
            field = rng.choice([f for f in action._fields if f != "t"])
            out.append(action._replace(**{field: getattr(action, field) + rng.choice((-1, 1, 7))}))
    return out
