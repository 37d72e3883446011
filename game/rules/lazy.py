"""An engine package that imports nothing until one of its names is used.

Each game's rules package (`game.rules.wink`, …) offers its engine by name (`ENGINE`, its state,
its actions…), written in its module `api`. Importing the package runs only its `__init__`, which
imports nothing: its light modules (the config, the presets) can be read alone, as the games'
specs do to list the games in the menu, while the engine's modules are imported the first time
one of the package's names is asked for (`from game.rules.wink import ENGINE`, or
`game.rules.wink.WinkState`), through the module's `__getattr__` (PEP 562) made here.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import Any


def exports(package: str, path: list[str], module: str = "api") -> Callable[[str], Any]:
    """The `__getattr__` of `package` (its `__path__`): a name it lacks, taken from its `module`
    (imported then). A submodule's name is left to the import system, which imports it (the
    engine's own `from . import observe` must not import the whole engine half-way through)."""
    submodules: set[str] = set()

    def __getattr__(name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        if not submodules:
            submodules.update(found.name for found in pkgutil.iter_modules(path))
        if name not in submodules:
            names = importlib.import_module(f"{package}.{module}")
            if hasattr(names, name):
                return getattr(names, name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__
