"""The layers of `game/`, read from the code: no module imports, directly or through others, a module
that imports it; the rules engines import nothing of ours outside `game/rules`; and the rules, the
social layer and the bots never import arcade or pyglet.

Every import statement counts, wherever it stands: at the top, inside a function, under
TYPE_CHECKING. Relative imports are resolved; `from pkg import name` imports `pkg.name` when that
is a module of ours, and `pkg` (its `__init__.py`) otherwise.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WINDOWING = ("arcade", "pyglet")
NO_WINDOWING = ("game.rules", "game.social", "game.bots", "game.guides")


@dataclass(frozen=True)
class Module:
    path: str  # from the repository's root, for messages
    source: str
    package: bool  # an __init__.py: relative imports start from itself


def read_modules(root: Path) -> dict[str, Module]:
    """Every module of `game/` by its dotted name."""
    modules = {}
    for path in sorted((root / "game").rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        package = parts[-1] == "__init__"
        name = ".".join(parts[:-1] if package else parts)
        modules[name] = Module(str(path.relative_to(root)), path.read_text(encoding="utf-8"), package)
    return modules


def imported(name: str, modules: Mapping[str, Module]) -> Iterator[tuple[str, int]]:
    """Every module `name` imports, with the line: ours by their names, others as they are written."""
    module = modules[name]
    package = name if module.package else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(module.source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                source = f"{base}.{node.module}" if node.module else base
            else:
                source = node.module or ""
            if source not in modules:
                yield source, node.lineno
                continue
            for alias in node.names:
                inner = f"{source}.{alias.name}"
                yield (inner if inner in modules else source), node.lineno


def graph(modules: Mapping[str, Module]) -> dict[str, set[str]]:
    """Module -> the modules of ours it imports (`import game.rules.core` imports game.rules.core)."""
    edges: dict[str, set[str]] = {name: set() for name in modules}
    for name in modules:
        for target, _line in imported(name, modules):
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                edges[name].add(target)
    return edges


def cycles(edges: Mapping[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other, each sorted (Tarjan's strongly connected components)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return sorted(found)


def describe(group: list[str], edges: dict[str, set[str]]) -> str:
    inside = set(group)
    ties = [f"    {a} -> {b}" for a in group for b in sorted(edges[a] & inside)]
    return "\n".join([f"  {len(group)} modules: {', '.join(group)}", *ties])


def test_the_import_graph_is_read_from_every_kind_of_import_statement() -> None:
    """The reader itself, on a small made-up package: relative imports, `from pkg import module`,
    a name from a package's face, an import inside a function and one under TYPE_CHECKING."""
    sources = {
        "game": ("game/__init__.py", "", True),
        "game.p": ("game/p/__init__.py", "from .a import A\nNAME = 1\n", True),
        "game.p.a": ("game/p/a.py", "from . import b\nfrom .. import p\nA = 1\n", False),
        "game.p.b": ("game/p/b.py", "def f():\n    from .c import C\n", False),
        "game.p.c": (
            "game/p/c.py",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import game.p.a\nC = 1\n",
            False,
        ),
        "game.q": ("game/q.py", "from game.p import NAME, a\nimport arcade.gui\n", False),
    }
    modules = {name: Module(*parts) for name, parts in sources.items()}
    edges = graph(modules)
    assert edges["game.p"] == {"game.p.a"}
    assert edges["game.p.a"] == {"game.p.b", "game.p"}  # `from .. import p`: p is the package's face
    assert edges["game.p.b"] == {"game.p.c"} and edges["game.p.c"] == {"game.p.a"}
    assert edges["game.q"] == {"game.p", "game.p.a"}
    assert ("arcade.gui", 2) in set(imported("game.q", modules))
    assert cycles(edges) == [["game.p", "game.p.a", "game.p.b", "game.p.c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_module_imports_a_module_that_imports_it() -> None:
    edges = graph(read_modules(ROOT))
    found = cycles(edges)
    assert not found, "modules of game/ that import each other, directly or through others:\n" + "\n".join(
        describe(group, edges) for group in found
    )


def test_the_rules_import_nothing_of_ours_outside_them_and_no_layer_below_the_screen_imports_arcade() -> None:
    modules = read_modules(ROOT)
    problems: list[str] = []
    for name, module in modules.items():
        for target, line in imported(name, modules):
            top = target.split(".")[0]
            where = f"{module.path}:{line}"
            if name.startswith("game.rules") and top == "game" and not target.startswith("game.rules"):
                problems.append(f"{where}: the rules import {target}")
            if name.startswith(NO_WINDOWING) and top in WINDOWING:
                problems.append(f"{where}: {name} imports {target}")
    assert problems == []
