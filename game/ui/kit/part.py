"""What a table's parts ask of their table, shared by the games' parts (each adds its own): its
words and keys; and for a part that asks the players (who acts on a couch, which choice), who
looks, the source, the prompt, the face pointed at and the message line."""

from __future__ import annotations

from typing import Protocol

from ...bots.source import TableSource
from .prompt import Prompt
from .who_looks import WhoLooks


class Speaking(Protocol):
    """A table that words things in the player's language and names their keys."""

    def t(self, key: str, /, **kwargs: object) -> str: ...

    def key_name(self, action: str) -> str: ...


class Asking(Speaking, Protocol):
    """A table whose part asks the players and tells them why a move was refused."""

    looks: WhoLooks
    source: TableSource

    @property
    def prompt(self) -> Prompt: ...

    @property
    def pointed(self) -> int | None: ...

    def say(self, key: str, /, owner: int | None = None, **params: object) -> None: ...
